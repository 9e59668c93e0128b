// The `peg` command family: one file per verb, each listed and built through the CommandSet.
#pragma once

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "command_set.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/render.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/solution_json.hpp"

namespace puzzlelab::cli {

void register_peg_solve(CommandSet& commands);
void register_peg_count(CommandSet& commands);
void register_peg_analyze(CommandSet& commands);
void register_peg_boards(CommandSet& commands);
void register_peg_decode(CommandSet& commands);

// --board, --empty and --goal.
void add_game_options(CLI::App& command, peg::GameRequest& request);
// The game options as the registry's peg parameters (board, empty, goal, order).
Params peg_game_params(const peg::GameRequest& request, const std::string& order = "auto");
// The terminal's choice of Unicode and colour (terminal.hpp).
peg::RenderStyle render_style();
// --max-positions: the counter's memory guard (CountOptions::max_layer_positions).
void add_max_positions_option(CLI::App& command, std::size_t& max_layer_positions);
// The JSON of cells and jumps, as every peg command writes it (puzzles/peg/solution_json.hpp).
using peg::cell_json;
using peg::moves_json;
// Prints peg::jumps_text: the jumps, numbered, then the final position (or every step).
void print_jumps(const peg::Game& game, const peg::Solution& solution,
                 const peg::RenderStyle& style, bool show_steps);
// Prints peg::game_header: "Board NAME: H holes, P pegs; goal: ...", the first line of text.
void print_game_header(const peg::Game& game);

}  // namespace puzzlelab::cli
