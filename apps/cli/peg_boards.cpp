// puzzlelab peg boards: the built-in catalogue, each board drawn.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "peg_commands.hpp"

namespace puzzlelab::cli {

void register_peg_boards(CommandSet& commands) {
  CLI::App* boards = commands.add("boards", "List the built-in boards with a drawing");
  if (boards == nullptr) return;  // only listed in this pass (command_set.hpp)
  struct Options {
    OutputFormat format = OutputFormat::kText;
  };
  auto opt = std::make_shared<Options>();
  add_format_option(*boards, opt->format);
  boards->callback([opt] {
    nlohmann::json list = nlohmann::json::array();
    for (const peg::BuiltinBoard& entry : peg::builtin_boards()) {
      const std::string name = entry.name == "triangleN" ? "triangle5" : entry.name;
      const peg::Game game = peg::load_game({name, std::nullopt, std::nullopt});
      if (opt->format == OutputFormat::kJson) {
        list.push_back({{"name", entry.name},
                        {"description", entry.description},
                        {"holes", game.board.hole_count()},
                        {"pegs", game.start_pegs()},
                        {"grid", peg::to_string(game.board.grid())},
                        {"goal", peg::describe(game.goal, game.board)}});
        continue;
      }
      std::printf("%s — %s\n", entry.name.c_str(), entry.description.c_str());
      if (entry.name == "triangleN") std::printf("triangle5:\n");
      std::fputs(peg::render(game.board, game.start, render_style()).c_str(), stdout);
      std::printf("\n");
    }
    if (opt->format == OutputFormat::kJson) std::printf("%s\n", list.dump(2).c_str());
    command_exit_status() = kExitSolved;
  });
}

}  // namespace puzzlelab::cli
