#include "puzzles/tiles/board_text.hpp"

#include <charconv>
#include <sstream>
#include <vector>

#include "core/error.hpp"
#include "core/line_tokens.hpp"
#include "core/text_file.hpp"

namespace puzzlelab::tiles {
namespace {

std::optional<int> parse_number(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<int> size_for(std::size_t count) {
  for (int n = kMinSize; n <= kMaxSize; ++n)
    if (static_cast<std::size_t>(n * n) == count) return n;
  return std::nullopt;
}

std::string count_problem(std::size_t count) {
  return std::to_string(count) + " tiles do not fill a square board of 2x2 to 5x5 (4, 9, 16 or " +
         "25 tiles)";
}

}  // namespace

Board parse_tiles(const std::string& text, std::optional<int> size, const std::string& parameter) {
  std::string spaced = text;
  for (char& c : spaced)
    if (c == ',') c = ' ';
  std::vector<int> tiles;
  for (const LineToken& word : split_words(spaced)) {
    const std::optional<int> tile = parse_number(word.text);
    if (!tile) {
      throw InputError(parameter + ": expected whole numbers, got '" +
                       std::string(word.text.substr(0, 20)) + "'");
    }
    tiles.push_back(*tile);
  }
  const std::optional<int> square = size_for(tiles.size());
  if (!square) throw InputError(parameter + ": " + count_problem(tiles.size()));
  if (size && *size != *square) {
    throw InputError(parameter + ": size " + std::to_string(*size) + " needs " +
                     std::to_string(*size * *size) + " tiles, got " + std::to_string(tiles.size()));
  }
  const int cells = *square * *square;
  std::vector<bool> seen(cells, false);
  for (int tile : tiles) {
    if (tile < 0 || tile >= cells) {
      throw InputError(parameter + ": expected a permutation of 0.." + std::to_string(cells - 1) +
                       ", tile " + std::to_string(tile) + " is out of range");
    }
    if (seen[tile]) {
      throw InputError(parameter + ": expected a permutation of 0.." + std::to_string(cells - 1) +
                       ", tile " + std::to_string(tile) + " appears twice");
    }
    seen[tile] = true;
  }
  return make_board(*square, tiles);
}

Board read_board(std::istream& in, const std::string& source) {
  std::vector<int> tiles;
  std::vector<SourceLocation> where;  // of each tile, for duplicate reports
  std::size_t width = 0;
  int line_number = 0;
  int last_line = 0;
  std::string line;
  while (std::getline(in, line)) {
    ++line_number;
    const std::size_t comment = line.find('#');
    if (comment != std::string::npos) line.resize(comment);
    const std::vector<LineToken> words = split_words(line);
    if (words.empty()) continue;
    last_line = line_number;
    if (width == 0) {
      width = words.size();
      if (width < kMinSize || width > kMaxSize) {
        throw InputError({source, line_number, words.front().column},
                         "a row of " + std::to_string(width) + " tiles: boards are 2x2 to 5x5");
      }
    } else if (words.size() != width) {
      const int column =
          words.size() > width ? words[width].column : static_cast<int>(line.size()) + 1;
      throw InputError({source, line_number, column}, "expected " + std::to_string(width) +
                                                          " tiles in every row, got " +
                                                          std::to_string(words.size()));
    }
    if (tiles.size() == width * width) {
      throw InputError({source, line_number, words.front().column},
                       "more than " + std::to_string(width) + " rows for a board " +
                           std::to_string(width) + " wide");
    }
    for (const LineToken& word : words) {
      const SourceLocation at{source, line_number, word.column};
      const std::optional<int> tile = parse_number(word.text);
      const int cells = static_cast<int>(width * width);
      if (!tile) {
        throw InputError(
            at, "expected a tile number, got '" + std::string(word.text.substr(0, 20)) + "'");
      }
      if (*tile < 0 || *tile >= cells) {
        throw InputError(at, "tile " + std::to_string(*tile) + " is out of range 0.." +
                                 std::to_string(cells - 1));
      }
      for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (tiles[i] == *tile) {
          throw InputError(at, "tile " + std::to_string(*tile) + " appears twice (first at " +
                                   std::to_string(where[i].line) + ":" +
                                   std::to_string(where[i].column) + ")");
        }
      }
      tiles.push_back(*tile);
      where.push_back(at);
    }
  }
  if (width == 0) throw InputError({source, 0, 0}, "no rows of tiles");
  if (tiles.size() != width * width) {
    throw InputError({source, last_line, 0}, "a board " + std::to_string(width) + " wide needs " +
                                                 std::to_string(width) + " rows, got " +
                                                 std::to_string(tiles.size() / width));
  }
  return make_board(static_cast<int>(width), tiles);
}

Board read_board_file(const std::string& path, const std::string& parameter) {
  std::istringstream in([&] {
    try {
      return read_text_file(path, "the board file");
    } catch (const InputError& error) {
      throw InputError(parameter + ": " + error.what());
    }
  }());
  return read_board(in, text_source_name(path));
}

std::string canonical_tiles(const Board& board) {
  std::string text;
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    if (cell > 0) text += ',';
    text += std::to_string(board.cells[cell]);
  }
  return text;
}

}  // namespace puzzlelab::tiles
