#include "puzzles/peg/catalog.hpp"

#include <filesystem>

#include "core/bits.hpp"
#include "core/error.hpp"
#include "core/text_file.hpp"

namespace puzzlelab::peg {
namespace {

// Whether `path` names something to read ("-": standard input); false, not an exception, for
// names the file system cannot even look up (longer than a file name may be, a loop of symbolic
// links). A directory counts, so that the reader refuses it by name.
bool names_a_file(const std::string& path) {
  std::error_code error;
  return path == "-" || std::filesystem::exists(path, error);
}

// The 33-hole cross; the assignment's boards live on it and may never use the corners.
constexpr const char* kEnglish =
    "@ goal=center\n"
    "  ooo\n"
    "  ooo\n"
    "ooooooo\n"
    "ooo.ooo\n"
    "ooooooo\n"
    "  ooo\n"
    "  ooo\n";

// The 37-hole European board.
constexpr const char* kFrench =
    "@ goal=center\n"
    "  ooo\n"
    " ooooo\n"
    "ooooooo\n"
    "ooo.ooo\n"
    "ooooooo\n"
    " ooooo\n"
    "  ooo\n";

// The English start on the full 7x7 grid: the 16 corner cells are empty holes. The konami order
// takes far longer than minutes here; the informed search takes well under a second.
constexpr const char* kEnglish7x7 =
    "@ goal=center order=informed\n"
    "..ooo..\n"
    "..ooo..\n"
    "ooooooo\n"
    "ooo.ooo\n"
    "ooooooo\n"
    "..ooo..\n"
    "..ooo..\n";

// The assignment's test boards, as drawn in its test program (row = y), on the English cross.
constexpr const char* kPlus =
    "@ goal=center\n"
    "  ...\n"
    "  .o.\n"
    "...o...\n"
    ".ooooo.\n"
    "...o...\n"
    "  .o.\n"
    "  ...\n";

constexpr const char* kRhombus =
    "@ goal=center\n"
    "  .o.\n"
    "  ooo\n"
    ".ooooo.\n"
    "ooo.ooo\n"
    ".ooooo.\n"
    "  ooo\n"
    "  .o.\n";

constexpr const char* kSimple =
    "@ goal=center\n"
    "  ...\n"
    "  ...\n"
    ".......\n"
    ".oo....\n"
    ".......\n"
    "  ...\n"
    "  ...\n";

constexpr const char* kUnsolvable =
    "@ goal=center\n"
    "  ...\n"
    "  oo.\n"
    ".o.....\n"
    "..o....\n"
    ".......\n"
    "  ...\n"
    "  ...\n";

std::string triangle_text(int rows) {
  std::string text = "@ grid=triangular goal=any\n";
  for (int y = 0; y < rows; ++y) {
    text += std::string(rows - 1 - y, ' ');
    for (int k = 0; k <= y; ++k) {
      if (k > 0) text += ' ';
      text += (y == 0) ? '.' : 'o';
    }
    text += '\n';
  }
  return text;
}

std::optional<int> triangle_rows(const std::string& name) {
  const std::string prefix = "triangle";
  if (name.rfind(prefix, 0) != 0 || name.size() == prefix.size() ||
      name.size() > prefix.size() + 3) {
    return std::nullopt;
  }
  int rows = 0;
  for (char c : name.substr(prefix.size())) {
    if (c < '0' || c > '9') return std::nullopt;
    rows = rows * 10 + (c - '0');
  }
  return rows;
}

// Geometry errors know no file; name it here so every caller's message does.
Board board_of(const BoardText& text, const std::string& source) {
  try {
    return Board(text.grid, text.diagonal, text.holes);
  } catch (const InputError& error) {
    throw InputError(shown_name(source) + ": " + error.what());
  }
}

HoleSet hole_set(const Board& board, const std::vector<Cell>& cells, const std::string& source) {
  HoleSet set = 0;
  for (Cell c : cells) {
    const int hole = board.index_of(c);
    if (hole < 0)
      throw InputError(shown_name(source) + ": " + to_string(c) + " is not a hole of the board");
    set |= HoleSet{1} << hole;
  }
  return set;
}

Goal parse_goal(const std::string& spec, const Board& board, const SourceLocation& where) {
  Goal goal;
  if (spec == "any") {
    goal.kind = Goal::Kind::kOnePegAnywhere;
    return goal;
  }
  goal.kind = Goal::Kind::kPegs;
  if (spec == "center" || spec == "centre") {
    const auto center = board.center();
    if (!center) throw InputError(where, "the board has no centre hole; give the goal as X,Y");
    goal.pegs = HoleSet{1} << *center;
    return goal;
  }
  if (!spec.empty() && spec.find(',') != std::string::npos && !names_a_file(spec)) {
    const Cell cell = parse_cell(spec, where);
    const int hole = board.index_of(cell);
    if (hole < 0)
      throw InputError(where, "the goal " + to_string(cell) + " is not a hole of the board");
    goal.pegs = HoleSet{1} << hole;
    return goal;
  }
  if (!names_a_file(spec)) {
    throw InputError(where,
                     "unknown goal '" + excerpt(spec) +
                         "' (expected center, any, X,Y or a board file of the goal position)");
  }
  const BoardText text = read_board_file(spec);
  const std::string source = text_source_name(spec);
  const Board goal_board = board_of(text, source);
  if (goal_board.holes() != board.holes()) {
    throw InputError(SourceLocation{source, 0, 0},
                     "the goal board's holes differ from the board's");
  }
  goal.pegs = hole_set(board, text.pegs, source);
  if (goal.pegs == 0)
    throw InputError(SourceLocation{source, 0, 0}, "the goal position has no pegs");
  return goal;
}

void check_goal_is_reachable_by_count(const Game& game, const std::string& source) {
  const int start = game.start_pegs();
  const int goal = game.goal.peg_count();
  if (start == 0) throw InputError(shown_name(source) + ": the start position has no pegs");
  if (goal > start || (goal == start && !game.goal.reached_by(game.start))) {
    throw InputError(shown_name(source) + ": the goal needs " + std::to_string(goal) +
                     " peg(s) but the start has " + std::to_string(start) +
                     ", and every jump removes one");
  }
}

}  // namespace

const std::vector<BuiltinBoard>& builtin_boards() {
  static const std::vector<BuiltinBoard> kBoards = {
      {"english",
       "33-hole English cross, centre empty; goal: one peg in the centre (alias standard)"},
      {"french", "37-hole European board, centre empty; goal: one peg in the centre (impossible)"},
      {"english7x7", "English start on the full 7x7 grid, corners usable; goal: the centre"},
      {"plus", "the assignment's plus: 9 pegs on the English cross; goal: the centre"},
      {"rhombus", "the assignment's rhombus: 24 pegs on the English cross; goal: the centre"},
      {"simple", "the assignment's one-move board; goal: the centre"},
      {"unsolvable", "the assignment's board with no solution on the cross; goal: the centre"},
      {"triangleN",
       "triangle of N rows (2-15), top hole empty; goal: one peg anywhere "
       "(triangle5 = the 15-hole board)"},
  };
  return kBoards;
}

std::optional<BoardText> builtin_board_text(const std::string& name) {
  const char* text = nullptr;
  if (name == "english" || name == "standard") text = kEnglish;
  if (name == "french") text = kFrench;
  if (name == "english7x7") text = kEnglish7x7;
  if (name == "plus") text = kPlus;
  if (name == "rhombus") text = kRhombus;
  if (name == "simple") text = kSimple;
  if (name == "unsolvable") text = kUnsolvable;
  BoardText board;
  if (text != nullptr) {
    board = parse_board_text(text, name);
  } else if (const auto rows = triangle_rows(name)) {
    if (*rows < kMinTriangleRows || *rows > kMaxTriangleRows) {
      throw InputError("board '" + name + "': a triangle has " + std::to_string(kMinTriangleRows) +
                       " to " + std::to_string(kMaxTriangleRows) + " rows");
    }
    board = parse_board_text(triangle_text(*rows), name);
  } else {
    return std::nullopt;
  }
  board.name = name == "standard" ? "english" : name;
  return board;
}

Game make_game(const BoardText& text, const std::string& source) {
  if (text.diagonal && text.grid == GridKind::kTriangular) {
    throw InputError(shown_name(source) +
                     ": diagonal=yes applies to square grids only (triangular grids "
                     "already jump in six directions)");
  }
  const Board board = board_of(text, source);
  Game game{text.name.empty() ? source : text.name,
            board,
            hole_set(board, text.pegs, source),
            {},
            text.order};
  if (text.goal) game.goal = parse_goal(*text.goal, game.board, text.goal_location);
  return game;
}

Game load_game(const GameRequest& request) {
  BoardText text;
  const std::string source = text_source_name(request.board);
  if (auto builtin = builtin_board_text(request.board)) {
    text = std::move(*builtin);
  } else if (names_a_file(request.board)) {
    text = read_board_file(request.board);
  } else {
    throw InputError("unknown board '" + excerpt(request.board) +
                     "': not a built-in board (see 'puzzlelab peg boards') nor a readable file");
  }
  Game game = make_game(text, source);
  if (request.empty) {
    const SourceLocation where{"--empty", 0, 0};
    const Cell cell = parse_cell(*request.empty, where);
    const int hole = game.board.index_of(cell);
    if (hole < 0) throw InputError(where, to_string(cell) + " is not a hole of the board");
    game.start = game.board.all_holes() & ~(HoleSet{1} << hole);
  }
  if (request.goal) game.goal = parse_goal(*request.goal, game.board, {"--goal", 0, 0});
  check_goal_is_reachable_by_count(game, source);
  return game;
}

}  // namespace puzzlelab::peg
