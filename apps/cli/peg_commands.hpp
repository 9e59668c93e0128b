// The `peg` command family: one file per verb.
#pragma once

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/render.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::cli {

void register_peg_solve(CLI::App& peg);
void register_peg_count(CLI::App& peg);
void register_peg_analyze(CLI::App& peg);
void register_peg_boards(CLI::App& peg);
void register_peg_decode(CLI::App& peg);

// --board, --empty and --goal.
void add_game_options(CLI::App& command, peg::GameRequest& request);
// Unicode and colour on a terminal, plain ASCII with --ascii or off a terminal.
peg::RenderStyle render_style(bool ascii);
// --max-positions: the counter's memory guard (CountOptions::max_layer_positions).
void add_max_positions_option(CLI::App& command, std::size_t& max_layer_positions);
// A cell as the JSON array [x, y].
nlohmann::json cell_json(peg::Cell cell);
// Lists the jumps, numbered, then draws the final position; with show_steps, draws the board
// after every jump instead (the three holes of the jump marked).
void print_jumps(const peg::Game& game, const peg::Solution& solution,
                 const peg::RenderStyle& style, bool show_steps);
// The jumps of a solution as [{"from": [x, y], "over": [x, y], "to": [x, y]}, ...].
nlohmann::json moves_json(const peg::Game& game, const peg::Solution& solution);
// "Board NAME: H holes, P pegs; goal: ...", the first line of text output.
void print_game_header(const peg::Game& game);

}  // namespace puzzlelab::cli
