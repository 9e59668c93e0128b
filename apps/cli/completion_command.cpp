// puzzlelab completion bash: the shell completion script, made from a command tree built whole
// (every command at every level, which no other run builds: command_set.hpp). The build
// installs its output as share/bash-completion/completions/puzzlelab (apps/cli/CMakeLists.txt).
#include <cstdio>
#include <memory>
#include <string>

#include "bash_completion.hpp"
#include "commands.hpp"
#include "root_command.hpp"

namespace puzzlelab::cli {

void register_completion_command(CommandSet& commands) {
  CLI::App* completion =
      commands.add("completion",
                   "Print a shell completion script of every command, puzzle and method: puzzlelab "
                   "completion bash");
  if (completion == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto shell = std::make_shared<std::string>();
  completion->add_option("shell", *shell, "the shell: bash")
      ->required()
      ->check(CLI::IsMember({"bash"}));
  completion->footer(
      "Load it in the current shell with: source <(puzzlelab completion bash)\n"
      "An installed puzzlelab has it in share/bash-completion/completions/puzzlelab already.");
  completion->callback([shell] {
    CLI::App root;
    CommandSet every(CommandSet::kEveryCommand);
    build_root_command(root, every);
    std::fputs(bash_completion_script(root).c_str(), stdout);
  });
}

}  // namespace puzzlelab::cli
