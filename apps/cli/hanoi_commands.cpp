// puzzlelab hanoi solve (and graph, in hanoi_graph.cpp): the Tower of Hanoi by recursion (streamed:
// 2^30 moves need no memory), between any two configurations, with four pegs (Frame-Stewart), by
// BFS, and by two declarative models (inventory MILP, shortest-path network LP) solved with CBC.
// The methods live in puzzles/hanoi/solve_method.hpp and run through the registry; this file
// reads options and prints the registry's report, listing its moves in text. Every move printed
// has been replayed through the rules.
#include <any>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "core/limits.hpp"
#include "core/number_text.hpp"
#include "core/status.hpp"
#include "core/work_budget.hpp"
#include "puzzle/json_u128.hpp"
#include "puzzles/hanoi/answer.hpp"
#include "puzzles/hanoi/draw.hpp"
#include "puzzles/hanoi/move_text.hpp"
#include "puzzles/hanoi/solve_method.hpp"
#include "report_output.hpp"
#include "report_run.hpp"
#include "trace_options.hpp"

namespace puzzlelab::cli {

// hanoi_graph.cpp: adds `hanoi graph` under `hanoi`.
void register_hanoi_graph(CommandSet& commands);

namespace {

constexpr int kMaxCountOnlyDisks = 10000;
// Lines of moves printed without --all-lines: a million is 20 disks' answer; 30 disks would be a
// billion lines that nobody asked for by mistake.
constexpr std::uint64_t kMaxPrintedLines = 1'000'000;

// Thrown by the printing sink once the time limit is reached.
struct PrintingStopped {};

struct SolveFlags {
  int disks = 0;
  std::string from, to;
  int pegs = 3;
  std::string method = "recursive";
  bool count_only = false, compact = false, show = false, all_lines = false;
  std::string svg, html;
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
  TraceRequest trace;
  bool pictures() const { return show || !svg.empty() || !html.empty(); }
  // --method, checked against the names when the option was read.
  hanoi::Method chosen_method() const {
    const std::optional<hanoi::Method> chosen = hanoi::parse_method(method);
    if (!chosen) internal_error("hanoi solve: --method took an unknown name");
    return *chosen;
  }
};

// The disk count and, up to kMaxDisks disks, the problem (the classic count alone goes past it).
std::pair<int, std::optional<hanoi::Problem>> resolve(const SolveFlags& opt) {
  hanoi::GivenConfigs given = hanoi::parse_configs(opt.from, opt.to, opt.pegs, opt.disks, {});
  const int disks = given.disks > 0 ? given.disks : opt.disks;
  if (disks < 1) throw InputError("give --disks N (N >= 1), or --from/--goal configurations");
  // 2^N - 1 is the classic count of three pegs only; Frame-Stewart's stops at kMaxDisks.
  const bool big_count = opt.count_only && given.disks == 0 && opt.pegs == 3 &&
                         opt.chosen_method() == hanoi::Method::kRecursive;
  const int limit = big_count ? kMaxCountOnlyDisks : hanoi::kMaxDisks;
  if (disks > limit) {
    const std::string beyond = big_count        ? ""
                               : opt.count_only ? "; up to 10000 for the classic count on 3 pegs"
                                                : "; up to 10000 with --count-only";
    throw InputError("--disks " + std::to_string(disks) + " is out of range (1.." +
                     std::to_string(limit) + beyond + ")");
  }
  if (!opt.trace.path.empty() && disks > hanoi::kMaxDisks) {
    throw InputError("--trace: at most " + std::to_string(hanoi::kMaxDisks) + " disks");
  }
  if (opt.pictures() && opt.count_only)
    throw InputError("--show, --svg and --html need the moves, not --count-only");
  if (opt.pictures() && disks > 10) {
    throw InputError("--show, --svg and --html draw at most 10 disks (1023 moves); got " +
                     std::to_string(disks));
  }
  if (disks > hanoi::kMaxDisks) return {disks, std::nullopt};
  return {disks,
          hanoi::make_problem(opt.pegs, disks, std::move(given.start), std::move(given.goal))};
}

// The classic count past kMaxDisks disks, beyond the registry's instances: 2^N - 1 by the closed
// form, exact at any length, with no moves to replay. Text: the report every count prints; JSON:
// the closed form alone (docs/json.md).
int print_closed_form(const SolveFlags& opt, int disks) {
  const Stopwatch clock;
  const std::string count = hanoi::pow2_minus_one_decimal(disks);
  if (opt.format == OutputFormat::kJson) {
    const nlohmann::json head = {{"disks", disks},
                                 {"pegs", opt.pegs},
                                 {"method", opt.method},
                                 {"move_count", std::string(kU128Mark) + count}};
    std::printf("%s\n", dump_with_u128(head, 2).c_str());
    return kExitSolved;
  }
  Report report;
  report.puzzle = "hanoi";
  // Start and goal are the classic defaults: N letters each would add nothing.
  report.instance = "disks=" + std::to_string(disks) + " pegs=3";
  report.method = opt.method;
  report.status = Status::kOptimal;
  report.summary = with_commas(count) + " moves";
  report.note = "optimal: 2^N - 1, the closed form of the classic transfer (no moves past " +
                std::to_string(hanoi::kMaxDisks) + " disks)";
  report.seconds = clock.seconds();
  return exit_code(print_report(report, OutputFormat::kText));
}

// More lines than anyone asks for by mistake: refused before solving. Only the recursion goes
// that far; the other methods' state limits keep their answers to thousands of moves.
void refuse_long_listing(const hanoi::Problem& problem, hanoi::Method method) {
  if (method != hanoi::Method::kRecursive) return;
  const u128 count = hanoi::recursive_count(problem);
  if (count <= kMaxPrintedLines) return;
  throw InputError("hanoi solve: " + with_commas(to_decimal(count)) +
                   " moves would print more than " + with_commas(kMaxPrintedLines) +
                   " lines; give --all-lines to print them all, or --count-only");
}

// The answer's moves, or null when the report has none listed (stopped, or the recursion's
// count past what a report lists).
const std::vector<hanoi::Move>* answer_moves(const Report& report) {
  const auto* answer = std::any_cast<hanoi::HanoiAnswer>(&report.typed_answer());
  if (answer == nullptr || answer->kind != hanoi::HanoiAnswer::Kind::kMoves) return nullptr;
  return &answer->moves;
}

// The text listing: the answer's moves one a line (--compact: 1AB), each replayed through the
// rules on the way out. An answer too long for a report's list (the recursion past 65,535 moves)
// is streamed from the recursion, never held. `guard` holds the command's clock.
ListingEnd print_moves(const hanoi::Problem& problem, const Report& report, bool compact,
                       LimitGuard& guard, std::FILE* out) {
  hanoi::MethodResult answer;  // what emit_checked_moves replays
  const std::vector<hanoi::Move>* listed = answer_moves(report);
  answer.have_list = listed != nullptr;
  if (listed != nullptr) answer.moves = *listed;
  answer.count = answer.have_list ? answer.moves.size() : hanoi::recursive_count(problem);
  using Style = hanoi::MoveWriter::Style;
  hanoi::MoveWriter writer(compact ? Style::kCompact : Style::kText, out);
  std::uint64_t printed = 0;
  auto print = [&](const hanoi::Move& move) {
    if (guard.tick()) throw PrintingStopped{};
    writer(move);
    ++printed;
  };
  ListingEnd end;
  try {
    hanoi::emit_checked_moves(problem, answer, print);
  } catch (const PrintingStopped&) {
    end.cut = time_limit_note(guard.limits().seconds, "printing the moves") + " after " +
              with_commas(printed) + " of " + with_commas(to_decimal(answer.count)) + " moves";
  }
  writer.flush();
  end.printed = printed > 0;
  return end;
}

void write_pictures(const SolveFlags& opt, const hanoi::Problem& problem, const Report& report) {
  const std::vector<hanoi::Move>* listed = answer_moves(report);
  if (listed == nullptr) return;  // stopped before an answer
  const std::vector<hanoi::Move>& moves = *listed;
  if (!opt.svg.empty())
    write_text_file(opt.svg, hanoi::svg_sequence(problem.start, moves, problem.pegs));
  if (!opt.html.empty())
    write_text_file(opt.html, hanoi::html_sequence(problem.start, moves, problem.pegs));
}

// The registry's report (docs/json.md), the same as `puzzlelab solve hanoi`; in text the moves
// are listed (or drawn, --show) where that report draws them.
int run_solve(const SolveFlags& opt) {
  const auto [disks, in] = resolve(opt);
  if (!in) return print_closed_form(opt, disks);
  const hanoi::Problem& problem = *in;
  const hanoi::Method method = opt.chosen_method();
  hanoi::check_method_fits(problem, method);
  const bool listing = opt.format == OutputFormat::kText && !opt.count_only && !opt.show;
  if (listing && !opt.all_lines) refuse_long_listing(problem, method);
  LimitGuard guard(opt.limits);  // one clock for the whole command: solving, tracing, printing
  ReportRun run;
  run.method = opt.method;
  run.options.limits = opt.limits;
  run.format = opt.format;
  run.trace = opt.trace;
  run.count_only = opt.count_only;
  if (listing) {
    run.listing = [&](const Report& report, std::FILE* out) {
      return print_moves(problem, report, opt.compact, guard, out);
    };
  }
  if (!opt.svg.empty() || !opt.html.empty())
    run.before_printing = [&](const Instance&, const Report& report) {
      write_pictures(opt, problem, report);
    };
  return run_report("hanoi",
                    {{"disks", std::to_string(problem.disks)},
                     {"pegs", std::to_string(problem.pegs)},
                     {"start", hanoi::to_string(problem.start)},
                     {"goal", hanoi::to_string(problem.goal)}},
                    run);
}

void register_hanoi_solve(CommandSet& commands) {
  CLI::App* solve = commands.add(
      "solve",
      "Optimal moves: the classic transfer of N disks from peg A to peg B (2^N - 1 moves, as in "
      "the inventory and network write-up), or any start to any goal; every move is replayed "
      "through the rules");
  if (solve == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto opt = std::make_shared<SolveFlags>();
  solve->add_option("--disks,-n", opt->disks, "number of disks (implied by --start/--goal)");
  CLI::Option* start = solve->add_option("--start", opt->from,
                                         "start: each disk's peg, smallest first (default all A)");
  keep_as_old_spelling(solve->add_option("--from", opt->from, "--start")->excludes(start));
  CLI::Option* goal =
      solve->add_option("--goal", opt->to, "goal: each disk's peg, smallest first (default all B)");
  keep_as_old_spelling(solve->add_option("--to", opt->to, "--goal")->excludes(goal));
  solve->add_option("--pegs", opt->pegs, "3, or 4 (Frame-Stewart)")
      ->check(CLI::IsMember({3, 4}))
      ->capture_default_str();
  solve
      ->add_option("--method", opt->method,
                   "recursive (default; closed form and recursion, any N), bfs (state graph), "
                   "milp (the inventory MILP, N <= 5), network (shortest-path LP, N <= 8)")
      ->check(CLI::IsMember(hanoi::method_names()))
      ->capture_default_str();
  solve->add_flag("--count-only", opt->count_only,
                  "the report without its moves (the classic transfer on 3 pegs: N up to 10000, "
                  "exact)");
  solve->add_flag("--compact", opt->compact, "one move a line as DISK FROM TO, e.g. 1AB");
  solve->add_flag("--all-lines", opt->all_lines,
                  "print every move even past " + std::to_string(kMaxPrintedLines) +
                      " lines (refused otherwise, exit 2); --time-limit still stops it (exit 3)");
  solve->add_flag("--show", opt->show, "draw the towers after each move (N <= 10)");
  solve->add_option("--svg", opt->svg, "write the sequence of states as an SVG picture");
  solve->add_option("--html", opt->html, "write the sequence of states as a self-contained page");
  add_format_option(*solve, opt->format);
  add_limit_options(*solve, opt->limits, /*nodes=*/false);
  add_trace_options(*solve, opt->trace);
  solve->callback([opt] { command_exit_status() = run_solve(*opt); });
}

}  // namespace

void register_hanoi_commands(CommandSet& commands) {
  CLI::App* hanoi = commands.add("hanoi", "Tower of Hanoi: optimal moves, state graph, models");
  if (hanoi == nullptr) return;  // only listed in this pass (command_set.hpp)
  hanoi->require_subcommand(1);
  commands.add_all(*hanoi, {register_hanoi_solve, register_hanoi_graph});
}

}  // namespace puzzlelab::cli
