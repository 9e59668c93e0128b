#include "puzzles/tiles/draw.hpp"

#include <algorithm>

namespace puzzlelab::tiles {
namespace {

struct Pieces {
  const char* horizontal;
  const char* vertical;
  // top, middle and bottom rows: left, joint, right
  const char* corners[3][3];
};

constexpr Pieces kAscii = {"-", "|", {{"+", "+", "+"}, {"+", "+", "+"}, {"+", "+", "+"}}};
constexpr Pieces kUnicode = {"─", "│", {{"┌", "┬", "┐"}, {"├", "┼", "┤"}, {"└", "┴", "┘"}}};

// Each board as lines of equal display width (`columns`), kept apart from the bytes as a
// Unicode piece or a colour escape takes several bytes for one column or none.
struct Drawn {
  std::vector<std::string> lines;
  int columns = 0;
};

Drawn draw_one(const Board& board, int highlight, const DrawStyle& style) {
  const Pieces& p = style.unicode ? kUnicode : kAscii;
  const int digits = board.cell_count() > 10 ? 2 : 1;
  const int cell_width = digits + 2;
  Drawn drawn;
  drawn.columns = board.size * (cell_width + 1) + 1;
  auto rule = [&](int which) {
    std::string line = p.corners[which][0];
    for (int col = 0; col < board.size; ++col) {
      for (int i = 0; i < cell_width; ++i) line += p.horizontal;
      line += col + 1 < board.size ? p.corners[which][1] : p.corners[which][2];
    }
    return line;
  };
  drawn.lines.push_back(rule(0));
  for (int row = 0; row < board.size; ++row) {
    std::string line = p.vertical;
    for (int col = 0; col < board.size; ++col) {
      const int cell = row * board.size + col;
      const int tile = board.cells[cell];
      std::string text = tile == 0 ? "" : std::to_string(tile);
      text = std::string(digits - text.size(), ' ') + text;
      text = " " + text + " ";
      if (tile == 0) text = std::string(cell_width, ' ');
      if (style.color && cell == highlight) text = "\x1b[7m" + text + "\x1b[0m";
      line += text + p.vertical;
    }
    drawn.lines.push_back(line);
    drawn.lines.push_back(rule(row + 1 < board.size ? 1 : 2));
  }
  return drawn;
}

}  // namespace

std::string draw_boards(const std::vector<Board>& boards, const std::vector<std::string>& labels,
                        const std::vector<int>& highlight, const DrawStyle& style, int width) {
  std::vector<Drawn> drawn;
  for (std::size_t i = 0; i < boards.size(); ++i)
    drawn.push_back(draw_one(boards[i], i < highlight.size() ? highlight[i] : -1, style));
  if (drawn.empty()) return "";
  const int gap = 2;
  const int columns =
      std::max(drawn.front().columns,
               static_cast<int>(
                   std::max_element(labels.begin(), labels.end(), [](const auto& a, const auto& b) {
                     return a.size() < b.size();
                   })->size()));
  const std::size_t per_row = std::max(1, (width + gap) / (columns + gap));
  std::string out;
  for (std::size_t first = 0; first < drawn.size(); first += per_row) {
    const std::size_t end = std::min(drawn.size(), first + per_row);
    if (first > 0) out += '\n';
    std::string label_line;
    for (std::size_t i = first; i < end; ++i) {
      std::string label = i < labels.size() ? labels[i] : "";
      if (i + 1 < end) label += std::string(columns + gap - label.size(), ' ');
      label_line += label;
    }
    out += label_line + '\n';
    for (std::size_t line = 0; line < drawn[first].lines.size(); ++line) {
      std::string text;
      for (std::size_t i = first; i < end; ++i) {
        text += drawn[i].lines[line];
        if (i + 1 < end) text += std::string(columns - drawn[i].columns + gap, ' ');
      }
      out += text + '\n';
    }
  }
  return out;
}

std::string draw_board(const Board& board, const DrawStyle& style) {
  return draw_boards({board}, {""}, {}, style).substr(1);  // without the empty label line
}

std::string draw_plan(const Board& start, const std::vector<Direction>& moves,
                      const DrawStyle& style) {
  std::vector<Board> boards = {start};
  std::vector<std::string> labels = {"start"};
  std::vector<int> highlight = {-1};
  Board board = start;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int tile = tile_moved(board, moves[i]);
    const int from = board.blank;
    board = apply(board, moves[i]);
    boards.push_back(board);
    labels.push_back(std::to_string(i + 1) + " " + std::string(to_string(moves[i])) + " (" +
                     std::to_string(tile) + ")");
    highlight.push_back(from);  // where the tile slid to
  }
  return draw_boards(boards, labels, highlight, style);
}

}  // namespace puzzlelab::tiles
