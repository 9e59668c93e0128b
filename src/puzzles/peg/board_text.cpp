#include "puzzles/peg/board_text.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <limits>

#include "core/line_tokens.hpp"
#include "core/text_file.hpp"

namespace puzzlelab::peg {
namespace {

constexpr std::size_t kMaxLineLength = 4096;
constexpr int kMaxLines = 4096;

// Blanks around a line's content: a tab or a carriage return is as blank as a space there.
constexpr std::string_view kBlanks = " \t\r\v\f";

std::string_view trim(std::string_view text) {
  const std::size_t begin = text.find_first_not_of(kBlanks);
  if (begin == std::string_view::npos) return {};
  return text.substr(begin, text.find_last_not_of(kBlanks) - begin + 1);
}

// A drawing row without its trailing blanks (its leading ones are columns of the drawing).
std::string_view trim_right(std::string_view text) {
  const std::size_t last = text.find_last_not_of(kBlanks);
  return last == std::string_view::npos ? std::string_view{} : text.substr(0, last + 1);
}

bool parse_yes_no(std::string_view value, const SourceLocation& where) {
  if (value == "yes" || value == "true" || value == "on") return true;
  if (value == "no" || value == "false" || value == "off") return false;
  throw InputError(where, "expected yes or no, found '" + excerpt(value) + "'");
}

void parse_header(std::string_view line, int line_number, const std::string& source,
                  BoardText& board) {
  const std::size_t at = line.find('@');
  for (const LineToken& word : split_words(line.substr(at + 1))) {
    const std::string_view item = word.text;
    const SourceLocation where{source, line_number, static_cast<int>(at + 1) + word.column};
    const auto eq = item.find('=');
    if (eq == std::string_view::npos || eq == 0 || eq + 1 == item.size()) {
      throw InputError(where, "expected key=value in the header, found '" + excerpt(item) + "'");
    }
    const std::string_view key = item.substr(0, eq);
    const std::string_view value = item.substr(eq + 1);
    if (key == "grid") {
      if (value == "square") {
        board.grid = GridKind::kSquare;
      } else if (value == "triangular" || value == "hex" || value == "hexagonal") {
        board.grid = GridKind::kTriangular;
      } else {
        throw InputError(where,
                         "unknown grid '" + excerpt(value) + "' (expected square or triangular)");
      }
    } else if (key == "diagonal") {
      board.diagonal = parse_yes_no(value, where);
    } else if (key == "goal") {
      board.goal = std::string(value);
      board.goal_location = where;
    } else if (key == "order") {
      if (value != "konami" && value != "informed") {
        throw InputError(where,
                         "unknown order '" + excerpt(value) + "' (expected konami or informed)");
      }
      board.order = std::string(value);
    } else if (key == "name") {
      board.name = std::string(value);
    } else {
      throw InputError(where, "unknown header key '" + excerpt(key) +
                                  "' (expected grid, diagonal, goal, order or name)");
    }
  }
}

}  // namespace

BoardText parse_board_text(std::string_view text, const std::string& source) {
  BoardText board;
  std::vector<std::string_view> rows;  // drawing lines, in order
  std::vector<int> row_line_numbers;
  int line_number = 0;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    ++line_number;
    if (line_number > kMaxLines) {
      throw InputError(
          SourceLocation{source, line_number, 0},
          "too many lines (a board file has at most " + std::to_string(kMaxLines) + ")");
    }
    if (line.size() > kMaxLineLength) {
      throw InputError(SourceLocation{source, line_number, 0}, "line too long");
    }
    line = trim_right(line);
    const std::string_view content = trim(line);
    if (!content.empty() && content.front() == ';') {
      // comment
    } else if (!content.empty() && content.front() == '@') {
      if (!rows.empty()) {
        throw InputError(SourceLocation{source, line_number, 1},
                         "header lines must come before the drawing");
      }
      parse_header(line, line_number, source, board);
    } else if (!rows.empty() || !content.empty()) {
      rows.push_back(line);
      row_line_numbers.push_back(line_number);
    }
    if (end == text.size()) break;
    pos = end + 1;
  }
  while (!rows.empty() && rows.back().empty()) {
    rows.pop_back();
    row_line_numbers.pop_back();
  }
  if (rows.empty()) throw InputError(SourceLocation{source, 0, 0}, "the file draws no board");

  int min_x = std::numeric_limits<int>::max();
  for (std::size_t y = 0; y < rows.size(); ++y) {
    const std::string_view row = rows[y];
    for (std::size_t x = 0; x < row.size(); ++x) {
      const char c = row[x];
      const SourceLocation where{source, row_line_numbers[y], static_cast<int>(x) + 1};
      const Cell cell{static_cast<int>(x), static_cast<int>(y)};
      switch (c) {
        case 'o':
        case 'O':
          board.holes.push_back(cell);
          board.pegs.push_back(cell);
          break;
        case '.':
          board.holes.push_back(cell);
          break;
        case ' ':
        case '#':
          continue;
        case '\t':
          // Inside a drawing a tab has no one width: which column would the next hole be in?
          throw InputError(where,
                           "tab character inside the drawing (use spaces or '#' for cells "
                           "without a hole)");
        default: {
          char shown[8];
          std::snprintf(shown, sizeof shown, (c >= 32 && c < 127) ? "%c" : "\\x%02x",
                        static_cast<unsigned char>(c));
          throw InputError(where, "unexpected character '" + std::string(shown) +
                                      "' (use 'o' for a peg, '.' for an empty hole, ' ' or '#' "
                                      "for no hole)");
        }
      }
      min_x = std::min(min_x, cell.x);
    }
  }
  if (board.holes.empty()) {
    throw InputError(SourceLocation{source, row_line_numbers.front(), 0}, "the board has no holes");
  }
  // Trim the left margin so coordinates count from the drawing's first column.
  for (Cell& c : board.holes) c.x -= min_x;
  for (Cell& c : board.pegs) c.x -= min_x;
  return board;
}

BoardText read_board_file(const std::string& path) {
  return parse_board_text(read_text_file(path, "the board file"), text_source_name(path));
}

Cell parse_cell(std::string_view text, const SourceLocation& where) {
  std::string cleaned;
  for (char c : text) {
    if (c != ' ' && c != '(' && c != ')') cleaned.push_back(c);
  }
  const auto comma = cleaned.find(',');
  auto parse_int = [&](std::string_view part, int& out) {
    const auto* first = part.data();
    const auto* last = part.data() + part.size();
    auto [ptr, ec] = std::from_chars(first, last, out);
    return !part.empty() && ec == std::errc() && ptr == last && out >= 0 && out < 1000;
  };
  Cell cell;
  if (comma == std::string::npos ||
      !parse_int(std::string_view(cleaned).substr(0, comma), cell.x) ||
      !parse_int(std::string_view(cleaned).substr(comma + 1), cell.y)) {
    throw InputError(where,
                     "expected a cell as X,Y (for example 3,3), found '" + excerpt(text) + "'");
  }
  return cell;
}

}  // namespace puzzlelab::peg
