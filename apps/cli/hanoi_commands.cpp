// puzzlelab hanoi solve | graph: the Tower of Hanoi by recursion (streamed: 2^30 moves need no
// memory), between any two configurations, with four pegs (Frame-Stewart), by BFS, and by the
// seed's two declarative models (inventory MILP, shortest-path network LP) solved with CBC.
// Every move printed has been replayed through the rules.
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "json_u128.hpp"
#include "puzzles/hanoi/draw.hpp"
#include "puzzles/hanoi/encode_milp.hpp"
#include "puzzles/hanoi/graph.hpp"
#include "puzzles/hanoi/recursive.hpp"
#include "puzzles/hanoi/rules.hpp"
#include "puzzles/hanoi/trace_moves.hpp"
#include "trace_options.hpp"

namespace puzzlelab::cli {
namespace {

using hanoi::Config;
using hanoi::Move;

constexpr int kMaxCountOnlyDisks = 10000;
constexpr int kMaxDotDisks = 7;
constexpr std::uint32_t kMaxAllPairsStates = 3000;

// Buffered standard output: one fwrite per MiB, so 2^25 move lines take well under a second.
class MoveWriter {
 public:
  enum class Style { kText, kCompact, kJson };
  explicit MoveWriter(Style style) : style_(style), buffer_(1 << 20) {
    for (int d = 0; d <= hanoi::kMaxDisks; ++d) {
      prefix_.push_back(style == Style::kText ? "move disk " + std::to_string(d) + " from peg "
                        : style == Style::kJson
                            ? "    {\"disk\": " + std::to_string(d) + ", \"from\": \""
                            : std::to_string(d));
    }
  }
  ~MoveWriter() { flush(); }

  void write(const Move& m) {
    if (used_ + 128 > buffer_.size()) flush();
    char* at = buffer_.data() + used_;
    if (style_ == Style::kJson && !first_) {
      std::memcpy(at, ",\n", 2);
      at += 2;
    }
    first_ = false;
    const std::string& prefix = prefix_[m.disk];
    std::memcpy(at, prefix.data(), prefix.size());
    at += prefix.size();
    *at++ = hanoi::peg_letter(m.from);
    if (style_ == Style::kText) {
      std::memcpy(at, " to ", 4);
      at += 4;
      *at++ = hanoi::peg_letter(m.to);
      *at++ = '\n';
    } else if (style_ == Style::kCompact) {
      *at++ = hanoi::peg_letter(m.to);
      *at++ = '\n';
    } else {
      std::memcpy(at, "\", \"to\": \"", 10);
      at += 10;
      *at++ = hanoi::peg_letter(m.to);
      std::memcpy(at, "\"}", 2);
      at += 2;
    }
    used_ = static_cast<std::size_t>(at - buffer_.data());
  }
  void text(const std::string& s) {
    flush();
    std::fwrite(s.data(), 1, s.size(), stdout);
  }
  void flush() {
    if (used_ > 0) std::fwrite(buffer_.data(), 1, used_, stdout);
    used_ = 0;
  }

 private:
  Style style_;
  std::vector<char> buffer_;
  std::size_t used_ = 0;
  bool first_ = true;
  std::vector<std::string> prefix_;
};

struct SolveOptions {
  int disks = 0;
  std::string from, to;
  int pegs = 3;
  std::string method = "recursive";
  bool count_only = false;
  bool compact = false;
  bool show = false;
  std::string svg, html;
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
  TraceRequest trace;
};

struct Instance {
  int disks = 0;
  Config start, goal;
  bool classic = false;  // all on A to all on B
};

Instance resolve(const SolveOptions& opt) {
  Instance in;
  if (!opt.from.empty()) in.start = hanoi::parse_config(opt.from, opt.pegs, "--from");
  if (!opt.to.empty()) in.goal = hanoi::parse_config(opt.to, opt.pegs, "--to");
  if (!in.start.empty() && !in.goal.empty() && in.start.size() != in.goal.size()) {
    throw InputError("--from has " + std::to_string(in.start.size()) + " disks but --to has " +
                     std::to_string(in.goal.size()));
  }
  const int given = static_cast<int>(!in.start.empty() ? in.start.size() : in.goal.size());
  if (given > 0 && opt.disks > 0 && given != opt.disks) {
    throw InputError("--disks " + std::to_string(opt.disks) + " but the configuration has " +
                     std::to_string(given) + " disks");
  }
  in.disks = given > 0 ? given : opt.disks;
  if (in.disks < 1) throw InputError("give --disks N (N >= 1), or --from/--to configurations");
  const bool big_count = opt.count_only && given == 0 && opt.method == "recursive";
  const int limit = big_count ? kMaxCountOnlyDisks : hanoi::kMaxDisks;
  if (in.disks > limit) {
    throw InputError("--disks " + std::to_string(in.disks) + " is out of range (1.." +
                     std::to_string(limit) +
                     (big_count ? ")" : "; up to 10000 with --count-only)"));
  }
  if (in.disks <= hanoi::kMaxDisks) {
    if (in.start.empty()) in.start = hanoi::tower(in.disks, 0);
    if (in.goal.empty()) in.goal = hanoi::tower(in.disks, 1);
    in.classic = in.start == hanoi::tower(in.disks, 0) && in.goal == hanoi::tower(in.disks, 1);
  } else {
    in.classic = true;
  }
  return in;
}

void check_method_limits(const SolveOptions& opt, const Instance& in) {
  const std::string n = std::to_string(in.disks);
  if (opt.method == "recursive" && opt.pegs == 4 && !in.classic) {
    throw InputError(
        "with 4 pegs the recursive method (Frame-Stewart) does the classic transfer "
        "only (all on A to all on B); use --method bfs for other configurations");
  }
  if ((opt.method == "milp" || opt.method == "network") && opt.pegs != 3) {
    throw InputError("--method " + opt.method + " models 3 pegs only");
  }
  if (opt.method == "milp" && in.disks > hanoi::kMaxInventoryDisks) {
    throw InputError("--method milp: " + n +
                     " disks is too many for the inventory model (at most " +
                     std::to_string(hanoi::kMaxInventoryDisks) + "; its horizon is 2^N - 1 steps)");
  }
  if (opt.method == "network" && in.disks > hanoi::kMaxNetworkDisks) {
    throw InputError("--method network: " + n +
                     " disks is too many for the network model (at most " +
                     std::to_string(hanoi::kMaxNetworkDisks) + "; it has 3^N nodes)");
  }
  if (opt.method == "bfs" && in.disks > hanoi::max_graph_disks(opt.pegs)) {
    throw InputError("--method bfs: " + n + " disks is too many (at most " +
                     std::to_string(hanoi::max_graph_disks(opt.pegs)) + " with " +
                     std::to_string(opt.pegs) + " pegs)");
  }
  const bool picture = opt.show || !opt.svg.empty() || !opt.html.empty();
  if (picture && opt.count_only)
    throw InputError("--show, --svg and --html need the moves, not --count-only");
  if (picture && in.disks > 10) {
    throw InputError("--show, --svg and --html draw at most 10 disks (1023 moves); got " + n);
  }
}

// The count the recursive algorithms promise (3 pegs: the plan; 4 pegs: Frame-Stewart).
u128 recursive_count(const SolveOptions& opt, const Instance& in) {
  if (opt.pegs == 4) return hanoi::frame_stewart_count(in.disks);
  return hanoi::plan(in.start, in.goal).count;
}

template <class Sink>
void recursive_moves(const SolveOptions& opt, const Instance& in, Sink& sink) {
  if (opt.pegs == 4) {
    hanoi::frame_stewart_moves(in.disks, 0, 1, 2, 3, sink);
  } else if (in.classic) {
    hanoi::classic_moves(in.disks, 0, 1, 2, sink);
  } else {
    hanoi::optimal_moves(in.start, in.goal, sink);
  }
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw InputError(path + ": cannot open for writing");
  out << text;
  if (!out.flush()) throw InputError(path + ": write failed");
}

// Streams the moves (the list when there is one, else the recursion's) through the rules'
// checker into `writer`, and checks that exactly `count` of them reach the goal.
void write_checked_moves(const SolveOptions& opt, const Instance& in, bool have_list,
                         const std::vector<Move>& moves, u128 count, MoveWriter& writer) {
  hanoi::CheckedSink checker(in.start, opt.pegs);
  auto sink = [&](const Move& m) {
    checker.check(m);
    writer.write(m);
  };
  if (have_list) {
    for (const Move& m : moves) sink(m);
  } else {
    recursive_moves(opt, in, sink);
  }
  if (!checker.position().matches(in.goal) || checker.count() != count) {
    internal_error("hanoi: the streamed moves do not reach the goal");
  }
}

// The trace of the answer: its moves (the list when there is one, else the recursion's, cut
// short at --trace-limit), then the solution and the end line.
void trace_answer(const SolveOptions& opt, const Instance& in, bool have_list,
                  const std::vector<Move>& moves, u128 count, hanoi::HanoiTracer& tracer) {
  tracer.trace_moves([&](hanoi::HanoiTracer& sink) {
    if (have_list) {
      for (const Move& m : moves) sink(m);
    } else {
      recursive_moves(opt, in, sink);
    }
  });
  tracer.end("solved", {{"moves", static_cast<std::uint64_t>(count)}});
}

int run_solve(const SolveOptions& opt) {
  const Instance in = resolve(opt);
  check_method_limits(opt, in);
  if (!opt.trace.path.empty() && in.disks > hanoi::kMaxDisks) {
    throw InputError("--trace: at most " + std::to_string(hanoi::kMaxDisks) + " disks");
  }
  TraceOutput trace(opt.trace);
  std::optional<hanoi::HanoiTracer> tracer;
  if (trace.writer() != nullptr)
    tracer.emplace(*trace.writer(), opt.method, in.start, in.goal, opt.pegs);
  const bool json = opt.format == OutputFormat::kJson;
  nlohmann::json head = {{"disks", in.disks}, {"pegs", opt.pegs}, {"method", opt.method}};
  if (in.disks <= hanoi::kMaxDisks) {
    head["start"] = hanoi::to_string(in.start);
    head["goal"] = hanoi::to_string(in.goal);
  }

  // Count only, recursive: the closed form (or the plan), no moves generated.
  if (opt.count_only && opt.method == "recursive") {
    std::string count;
    if (in.disks > hanoi::kMaxDisks) {
      count = hanoi::pow2_minus_one_decimal(in.disks);
    } else {
      count = to_decimal(recursive_count(opt, in));
    }
    if (tracer) trace_answer(opt, in, false, {}, recursive_count(opt, in), *tracer);
    if (json) {
      head["move_count"] = std::string(kU128Mark) + count;  // exact integer of any length
      trace.add_to_json(head);
      std::printf("%s\n", dump_with_u128(head, 2).c_str());
    } else {
      std::printf("%s moves\n", count.c_str());
      trace.print_text();
    }
    return kExitSolved;
  }

  // Methods that produce a list of moves (small instances), or the streamed recursion.
  std::vector<Move> moves;
  bool have_list = false;
  nlohmann::json extra = nlohmann::json::object();
  std::string method_line;
  if (opt.method == "milp" || opt.method == "network") {
    BackendLimits limits;
    limits.seconds = opt.limits.seconds;
    const hanoi::DeclarativeResult r = opt.method == "milp"
                                           ? hanoi::solve_inventory(in.start, in.goal, limits)
                                           : hanoi::solve_network(in.start, in.goal, limits);
    const double seconds = r.stats.build_seconds + r.stats.solve_seconds;
    extra = {
        {"variables", r.variables},
        {"rows", r.rows},
        {"seconds", seconds},
        {"status", r.status == BackendStatus::kSatisfiable ? (r.optimal ? "optimal" : "feasible")
                                                           : to_string(r.status)}};
    char line[256];
    std::snprintf(line, sizeof line, "method %s (CBC): %llu variables, %llu rows, %.3f s, %s\n",
                  opt.method == "milp" ? "milp, inventory model" : "network, shortest-path LP",
                  static_cast<unsigned long long>(r.variables),
                  static_cast<unsigned long long>(r.rows), seconds,
                  extra["status"].get<std::string>().c_str());
    method_line = line;
    if (r.status != BackendStatus::kSatisfiable || !r.optimal) {
      if (tracer) tracer->end("stopped", extra);
      if (json) {
        head.update(extra);
        trace.add_to_json(head);
        std::printf("%s\n", dump_with_u128(head, 2).c_str());
      } else {
        std::printf("%sstopped by a limit before a proved optimum\n", method_line.c_str());
        trace.print_text();
      }
      return kExitStopped;
    }
    moves = r.moves;
    have_list = true;
  } else if (opt.method == "bfs") {
    const hanoi::StateSpace space(in.disks, opt.pegs);
    Stopwatch clock;
    moves = space.shortest_path(space.encode(in.start), space.encode(in.goal));
    have_list = true;
    extra = {{"states", space.size()}, {"seconds", clock.seconds()}};
    char line[160];
    std::snprintf(line, sizeof line, "method bfs: %u states, %.3f s\n", space.size(),
                  clock.seconds());
    method_line = line;
  } else if (opt.show || !opt.svg.empty() || !opt.html.empty()) {
    auto collect = [&moves](const Move& m) { moves.push_back(m); };
    recursive_moves(opt, in, collect);
    have_list = true;
  }

  u128 count = have_list ? moves.size() : recursive_count(opt, in);
  if (have_list) {
    const std::string problem = hanoi::check_sequence(in.start, in.goal, opt.pegs, moves);
    if (!problem.empty()) internal_error("hanoi: " + problem);
    if (opt.method != "milp" && opt.method != "network" && opt.method != "bfs" &&
        count != recursive_count(opt, in)) {
      internal_error("hanoi: move count differs from the plan");
    }
    if (opt.pegs == 3 && count != hanoi::plan(in.start, in.goal).count) {
      internal_error("hanoi: " + opt.method + " found " + to_decimal(count) +
                     " moves, the recursive optimum is " +
                     to_decimal(hanoi::plan(in.start, in.goal).count));
    }
  }
  if (tracer) trace_answer(opt, in, have_list, moves, count, *tracer);
  if (!opt.svg.empty()) write_file(opt.svg, hanoi::svg_sequence(in.start, moves, opt.pegs));
  if (!opt.html.empty()) write_file(opt.html, hanoi::html_sequence(in.start, moves, opt.pegs));

  if (json) {
    head.update(extra);
    head["move_count"] = u128_json(count);
    trace.add_to_json(head);
    std::string text = dump_with_u128(head, 2);
    if (opt.count_only) {
      std::printf("%s\n", text.c_str());
      return kExitSolved;
    }
    text.erase(text.rfind('}'));  // reopen the object: "moves" streams after the other keys
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
    MoveWriter writer(MoveWriter::Style::kJson);
    writer.text(text + ",\n  \"moves\": [\n");
    write_checked_moves(opt, in, have_list, moves, count, writer);
    writer.text(count == 0 ? "  ]\n}\n" : "\n  ]\n}\n");
    return kExitSolved;
  }

  MoveWriter writer(opt.compact ? MoveWriter::Style::kCompact : MoveWriter::Style::kText);
  if (!opt.count_only) {
    if (opt.show) {
      hanoi::Position position(in.start, opt.pegs);
      writer.text(hanoi::draw_towers(in.start, opt.pegs));
      for (const Move& m : moves) {
        position.apply(m);
        writer.text("\n");
        writer.write(m);
        writer.text(hanoi::draw_towers(position.config(), opt.pegs));
      }
    } else {
      write_checked_moves(opt, in, have_list, moves, count, writer);
    }
  }
  writer.text(to_decimal(count) + " moves\n" + method_line);
  writer.flush();
  trace.print_text();
  return kExitSolved;
}

struct GraphOptions {
  int disks = 0;
  int pegs = 3;
  std::string dot;
  OutputFormat format = OutputFormat::kText;
};

int run_graph(const GraphOptions& opt) {
  const int limit = hanoi::max_graph_disks(opt.pegs);
  if (opt.disks < 1 || opt.disks > limit) {
    throw InputError("--disks " + std::to_string(opt.disks) +
                     " is out of range for the state graph (1.." + std::to_string(limit) +
                     " with " + std::to_string(opt.pegs) + " pegs)");
  }
  if (!opt.dot.empty() && opt.disks > kMaxDotDisks) {
    throw InputError("--dot: at most " + std::to_string(kMaxDotDisks) +
                     " disks (3^7 = 2187 nodes)");
  }
  const hanoi::StateSpace space(opt.disks, opt.pegs);
  Stopwatch clock;
  const std::vector<std::int32_t> dist = space.distances(space.encode(hanoi::tower(opt.disks, 0)));
  const double bfs_seconds = clock.seconds();
  const std::uint64_t arcs = space.arc_count();
  std::int32_t farthest = 0;
  for (const std::int32_t d : dist) farthest = std::max(farthest, d);
  std::vector<std::uint64_t> layers(farthest + 1, 0);
  for (const std::int32_t d : dist) ++layers[d];
  const std::int32_t to_goal = dist[space.encode(hanoi::tower(opt.disks, 1))];
  std::int64_t diameter = -1;
  if (space.size() <= kMaxAllPairsStates) {
    diameter = 0;
    for (std::uint32_t s = 0; s < space.size(); ++s) {
      for (const std::int32_t d : space.distances(s))
        diameter = std::max<std::int64_t>(diameter, d);
    }
  }
  if (!opt.dot.empty()) {
    std::ofstream out(opt.dot);
    if (!out) throw InputError(opt.dot + ": cannot open for writing");
    space.write_dot(out);
    if (!out.flush()) throw InputError(opt.dot + ": write failed");
  }
  if (opt.format == OutputFormat::kJson) {
    nlohmann::json out = {{"disks", opt.disks},
                          {"pegs", opt.pegs},
                          {"states", space.size()},
                          {"arcs", arcs},
                          {"max_distance_from_start", farthest},
                          {"distance_counts", layers},
                          {"move_count", to_goal},
                          {"bfs_seconds", bfs_seconds}};
    out["diameter"] = diameter >= 0 ? nlohmann::json(diameter) : nlohmann::json(nullptr);
    std::printf("%s\n", out.dump(2).c_str());
    return kExitSolved;
  }
  std::printf("Tower of Hanoi state graph: %d disks, %d pegs\n", opt.disks, opt.pegs);
  std::printf("states: %u\n", space.size());
  if (opt.pegs == 3) {
    std::printf(
        "directed moves: %llu (3(3^N - 1) = %llu)\n", static_cast<unsigned long long>(arcs),
        static_cast<unsigned long long>(3 * (static_cast<std::uint64_t>(space.size()) - 1)));
  } else {
    std::printf("directed moves: %llu\n", static_cast<unsigned long long>(arcs));
  }
  std::printf("BFS from %s: %.3f s; farthest state %d moves away (%llu states at that distance)\n",
              hanoi::to_string(hanoi::tower(opt.disks, 0)).c_str(), bfs_seconds, farthest,
              static_cast<unsigned long long>(layers.back()));
  std::printf("distance to %s: %d moves\n", hanoi::to_string(hanoi::tower(opt.disks, 1)).c_str(),
              to_goal);
  if (diameter >= 0) {
    std::printf("diameter: %lld (BFS from every state)\n", static_cast<long long>(diameter));
  } else {
    std::printf("diameter: not computed (BFS from every state only up to %u states)\n",
                kMaxAllPairsStates);
  }
  if (!opt.dot.empty()) std::printf("DOT written to %s\n", opt.dot.c_str());
  return kExitSolved;
}

}  // namespace

void register_hanoi_commands(CLI::App& app) {
  CLI::App* hanoi =
      app.add_subcommand("hanoi", "Tower of Hanoi: optimal moves, state graph, models");
  hanoi->require_subcommand(1);

  auto opt = std::make_shared<SolveOptions>();
  CLI::App* solve = hanoi->add_subcommand(
      "solve",
      "Optimal moves: the classic transfer of N disks from peg A to peg B (2^N - 1 moves, as in "
      "the seed), or any start to any goal; every move is replayed through the rules");
  solve->add_option("--disks,-n", opt->disks, "number of disks (implied by --from/--to)");
  solve->add_option("--from", opt->from, "start: each disk's peg, smallest first (default all A)");
  solve->add_option("--to", opt->to, "goal: each disk's peg, smallest first (default all B)");
  solve->add_option("--pegs", opt->pegs, "3, or 4 (Frame-Stewart)")
      ->check(CLI::IsMember({3, 4}))
      ->capture_default_str();
  solve
      ->add_option("--method", opt->method,
                   "recursive (default; closed form and recursion, any N), bfs (state graph), "
                   "milp (the seed's inventory MILP, N <= 5), network (shortest-path LP, N <= 8)")
      ->check(CLI::IsMember({"recursive", "bfs", "milp", "network"}))
      ->capture_default_str();
  solve->add_flag("--count-only", opt->count_only,
                  "print the number of moves only (classic transfer: N up to 10000, exact)");
  solve->add_flag("--compact", opt->compact, "one move a line as DISK FROM TO, e.g. 1AB");
  solve->add_flag("--show", opt->show, "draw the towers after each move (N <= 10)");
  solve->add_option("--svg", opt->svg, "write the sequence of states as an SVG picture");
  solve->add_option("--html", opt->html, "write the sequence of states as a self-contained page");
  add_format_option(*solve, opt->format);
  add_limit_options(*solve, opt->limits, /*nodes=*/false);
  add_trace_options(*solve, opt->trace);
  solve->callback([opt] { command_exit_status() = run_solve(*opt); });

  auto gopt = std::make_shared<GraphOptions>();
  CLI::App* graph = hanoi->add_subcommand(
      "graph", "The state graph: states, moves, BFS distances from all-on-A, diameter, DOT");
  graph->add_option("--disks,-n", gopt->disks, "number of disks")->required();
  graph->add_option("--pegs", gopt->pegs, "3 or 4")
      ->check(CLI::IsMember({3, 4}))
      ->capture_default_str();
  graph->add_option("--dot", gopt->dot, "write the graph in Graphviz DOT (N <= 7)");
  add_format_option(*graph, gopt->format);
  graph->callback([gopt] { command_exit_status() = run_graph(*gopt); });
}

}  // namespace puzzlelab::cli
