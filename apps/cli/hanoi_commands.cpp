// puzzlelab hanoi solve (and graph, in hanoi_graph.cpp): the Tower of Hanoi by recursion (streamed:
// 2^30 moves need no memory), between any two configurations, with four pegs (Frame-Stewart), by
// BFS, and by two declarative models (inventory MILP, shortest-path network LP) solved with CBC.
// The methods live in puzzles/hanoi/solve_method.hpp; this file reads options and prints. Every
// move printed has been replayed through the rules.
#include <cstdio>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "core/limits.hpp"
#include "core/number_text.hpp"
#include "core/work_budget.hpp"
#include "puzzle/json_u128.hpp"
#include "puzzles/hanoi/draw.hpp"
#include "puzzles/hanoi/graph.hpp"
#include "puzzles/hanoi/graph_summary.hpp"
#include "puzzles/hanoi/move_text.hpp"
#include "puzzles/hanoi/solve_method.hpp"
#include "puzzles/hanoi/trace_moves.hpp"
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
  const bool big_count =
      opt.count_only && given.disks == 0 && opt.chosen_method() == hanoi::Method::kRecursive;
  const int limit = big_count ? kMaxCountOnlyDisks : hanoi::kMaxDisks;
  if (disks > limit) {
    throw InputError("--disks " + std::to_string(disks) + " is out of range (1.." +
                     std::to_string(limit) +
                     (big_count ? ")" : "; up to 10000 with --count-only)"));
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

// --format json: the registry's report (docs/json.md), the same as `puzzlelab solve hanoi`.
int run_report_json(const SolveFlags& opt, const hanoi::Problem& problem) {
  ReportRun run;
  run.method = opt.method;
  run.options.limits = opt.limits;
  run.format = OutputFormat::kJson;
  run.trace = opt.trace;
  run.count_only = opt.count_only;
  return run_report("hanoi",
                    {{"disks", std::to_string(problem.disks)},
                     {"pegs", std::to_string(problem.pegs)},
                     {"start", hanoi::to_string(problem.start)},
                     {"goal", hanoi::to_string(problem.goal)}},
                    run);
}

int run_solve(const SolveFlags& opt) {
  const auto [disks, in] = resolve(opt);
  const bool json = opt.format == OutputFormat::kJson;
  if (json && in) return run_report_json(opt, *in);
  nlohmann::json head = {{"disks", disks}, {"pegs", opt.pegs}, {"method", opt.method}};
  if (!in) {  // the classic count past 64 disks: the closed form, no moves
    const std::string count = hanoi::pow2_minus_one_decimal(disks);
    head["move_count"] = std::string(kU128Mark) + count;  // exact integer of any length
    std::printf("%s\n", json ? dump_with_u128(head, 2).c_str() : (count + " moves").c_str());
    return kExitSolved;
  }
  const hanoi::Method method = opt.chosen_method();
  hanoi::check_method_fits(*in, method);
  LimitGuard guard(opt.limits);  // one clock for the whole command: solving, tracing, printing
  TraceOutput trace(opt.trace);
  std::optional<hanoi::HanoiTracer> tracer;
  if (trace.writer() != nullptr) {
    tracer.emplace(*trace.writer(), opt.method, in->start, in->goal, opt.pegs);
    tracer->limit_by(guard);
  }

  const hanoi::MethodResult r = hanoi::solve_with_method(*in, method, opt.limits, opt.pictures());
  const std::string method_line = hanoi::method_line(r);
  const bool listing = !opt.count_only && !opt.show;
  if (listing && !opt.all_lines && r.count > kMaxPrintedLines) {
    throw InputError("hanoi solve: " + with_commas(to_decimal(r.count)) +
                     " moves would print more than " + with_commas(kMaxPrintedLines) +
                     " lines; give --all-lines to print them all, or --count-only");
  }
  if (r.stopped) {
    if (tracer) tracer->end("stopped", hanoi::method_figures(r));
    std::printf("%sstopped by a limit before a proved optimum\n", method_line.c_str());
    trace.print_text();
    return kExitStopped;
  }
  if (tracer) {
    tracer->trace_moves([&](hanoi::HanoiTracer& sink) { hanoi::emit_moves(*in, r, sink); });
    tracer->end("solved", {{"moves", static_cast<std::uint64_t>(r.count)}});
  }
  if (!opt.svg.empty()) write_text_file(opt.svg, hanoi::svg_sequence(in->start, r.moves, opt.pegs));
  if (!opt.html.empty())
    write_text_file(opt.html, hanoi::html_sequence(in->start, r.moves, opt.pegs));

  using Style = hanoi::MoveWriter::Style;
  hanoi::MoveWriter writer(opt.compact ? Style::kCompact : Style::kText, stdout);
  if (opt.show) {
    writer.text(hanoi::show_sequence(in->start, r.moves, opt.pegs));
  } else if (listing) {
    std::uint64_t printed_moves = 0;
    auto printed = [&](const hanoi::Move& move) {
      if (guard.tick()) throw PrintingStopped{};
      writer(move);
      ++printed_moves;
    };
    try {
      hanoi::emit_checked_moves(*in, r, printed);
    } catch (const PrintingStopped&) {
      writer.text(time_limit_note(opt.limits.seconds, "printing the moves") + " after " +
                  std::to_string(printed_moves) + " of " + to_decimal(r.count) + " moves\n");
      writer.flush();
      trace.print_text();
      return kExitStopped;
    }
  }
  writer.text(to_decimal(r.count) + " moves\n" + method_line);
  writer.flush();
  trace.print_text();
  return kExitSolved;
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
                  "print the number of moves only (classic transfer: N up to 10000, exact)");
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
