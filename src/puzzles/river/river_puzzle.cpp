// River crossing behind the puzzle interface (puzzle/puzzle.hpp): the three methods of solve.hpp
// (the same code `river solve` runs), the two models of encode_milp.hpp and the PDDL task of
// pddl_model.hpp.
#include <algorithm>
#include <memory>
#include <ostream>

#include "backends/milp/model_files.hpp"
#include "core/error.hpp"
#include "puzzle/typed_puzzle.hpp"
#include "puzzles/river/decode_answer.hpp"
#include "puzzles/river/encode_milp.hpp"
#include "puzzles/river/parse.hpp"
#include "puzzles/river/pddl_model.hpp"
#include "puzzles/river/plan_text.hpp"
#include "puzzles/river/solve.hpp"

namespace puzzlelab {
namespace {

using puzzle_support::param;

constexpr const char* kDefaultVariant = "wolf-goat-cabbage";
constexpr int kMaxHorizon = 100000;

class RiverInstance final : public Instance {
 public:
  RiverInstance(std::string file, river::Variant variant, int horizon)
      : file(std::move(file)), variant(std::move(variant)), horizon(horizon) {}
  std::string canonical() const override {
    return puzzle_support::join_params({{"file", file}, {"horizon", std::to_string(horizon)}});
  }
  std::string file;  // a built-in variant's name or a path
  river::Variant variant;
  int horizon;  // milp: time steps of its one model; 0 grows them until one is feasible
};

river::Variant load(const std::string& file) {
  if (file.find_first_of(" \t\n") != std::string::npos) {
    throw InputError("file: '" + file.substr(0, 60) +
                     "' has blanks, which the canonical instance cannot hold");
  }
  const std::vector<std::string> builtins = river::builtin_names();
  try {
    if (std::find(builtins.begin(), builtins.end(), file) != builtins.end())
      return river::builtin_variant(file);
    return river::load_variant(file);
  } catch (const InputError& error) {
    throw InputError(std::string("file: ") + error.what());
  }
}

// The answer: the crossings from the start, trip by trip.
struct RiverPlan {
  river::Plan trips;
};

using RiverReport = UncheckedReport<RiverPlan>;

std::string crossings_text(std::size_t trips) {
  return std::to_string(trips) + " crossings";
}

// The report's figures: bfs counts states; network and milp are CBC runs.
void fill_figures(RiverReport& report, const river::SolveResult& result) {
  if (result.method == river::Method::kBfs) {
    report.stats.nodes = result.nodes;
    report.stats.table_entries = result.states;
    report.stats.solve_seconds = result.seconds;
    return;
  }
  BackendFigures backend;
  backend.solver = "cbc";
  backend.variables = result.variables;
  backend.rows = result.constraints;
  // A network with no trip into the goal is refused before CBC runs.
  if (result.method != river::Method::kNetwork || result.outcome != river::Outcome::kNoPlan)
    backend.bnb_nodes = result.nodes;
  report.backend = backend;
}

nlohmann::json item_indices(std::uint32_t mask, int items) {
  nlohmann::json indices = nlohmann::json::array();
  for (int i = 0; i < items; ++i)
    if ((mask >> i) & 1u) indices.push_back(i);
  return indices;
}

// A plan told trip by trip (docs/trace-format.md, "River crossing"), each trip replayed through
// check_trip from the start.
class PlanTrace final : public trace::AnswerTrace {
 public:
  PlanTrace(const river::Variant& variant, const RiverPlan* plan)
      : variant_(variant), state_(river::start_state(variant)) {
    if (plan != nullptr) plan_ = plan->trips;
  }

  nlohmann::json instance() const override {
    nlohmann::json conflicts = nlohmann::json::array();
    for (const std::uint32_t conflict : variant_.conflicts)
      conflicts.push_back(item_indices(conflict, variant_.item_count()));
    return {{"name", variant_.name},
            {"items", variant_.items},
            {"rowers", item_indices(variant_.rowers, variant_.item_count())},
            {"capacity", variant_.capacity},
            {"conflicts", conflicts}};
  }

  nlohmann::json state() const override {
    std::string far(static_cast<std::size_t>(variant_.item_count()), '0');
    for (int i = 0; i < variant_.item_count(); ++i)
      if ((state_.far >> i) & 1u) far[static_cast<std::size_t>(i)] = '1';
    return {{"far", far}, {"boat", state_.boat_far ? "far" : "near"}};
  }

  std::optional<trace::TraceEvent> next() override {
    if (next_ == plan_.size()) return std::nullopt;
    const river::Trip& trip = plan_[next_++];
    if (auto why = river::check_trip(variant_, state_, trip))
      internal_error("river: the rules reject trip " + std::to_string(next_) + ": " + *why);
    state_ = river::apply(state_, trip);
    return trace::TraceEvent{trace::Step::kAdvance,
                             {{"e", "move"},
                              {"items", item_indices(trip.cargo, variant_.item_count())},
                              {"to", trip.to_far ? "far" : "near"}}};
  }

 private:
  const river::Variant& variant_;
  river::State state_;
  river::Plan plan_;
  std::size_t next_ = 0;
};

// Any method's plan (replayed by RiverPuzzle::replay), or how it showed that none exists.
RiverReport solve_river(const RiverInstance& in, river::Method method,
                        const SolveOptions& options) {
  const std::string name = river::to_string(method);
  river::SolveResult result = river::solve(in.variant, method, options.limits, in.horizon);
  RiverReport report;
  fill_figures(report, result);
  switch (result.outcome) {
    case river::Outcome::kSolved: {
      report.status = Status::kOptimal;  // each method finds a shortest plan
      report.summary = crossings_text(result.plan.size());
      report.drawing = river::plan_table(in.variant, result.plan);
      report.answer = RiverPlan{std::move(result.plan)};
      break;
    }
    case river::Outcome::kNoPlan:
      report.status = Status::kNoSolution;
      report.summary = "no solution";
      report.note = river::no_plan_text(result, in.horizon > 0);
      if (method == river::Method::kBfs) {
        report.note += " (all " + std::to_string(result.states) + " reachable states searched)";
      }
      break;
    case river::Outcome::kStopped:
      report.status = Status::kStopped;
      report.summary = "stopped";
      report.note = "a time or node limit stopped " + name + " before a proved shortest plan";
      break;
  }
  return report;
}

class RiverPuzzle final : public TypedPuzzle<RiverInstance, RiverPlan> {
 public:
  std::string name() const override { return "river"; }
  std::string title() const override { return "River crossing"; }
  std::string summary() const override {
    return "Ferry everyone across without leaving a conflict alone on a bank";
  }
  std::string docs() const override { return "docs/river.md"; }

  std::vector<ParamSpec> params() const override {
    return {
        {"file", "a .river file, or a built-in variant (wolf-goat-cabbage); a path without blanks",
         kDefaultVariant, /*positional=*/true, river::builtin_names(), /*names_file=*/true},
        {"horizon", "milp: time steps of one model (0: grow them until a model is feasible)", "0"},
    };
  }

  std::unique_ptr<Instance> parse(const Params& params) const override {
    puzzle_support::check_param_names(params, this->params(), name());
    const int horizon =
        puzzle_support::integer_param("horizon", param(params, "horizon", "0"), 0, kMaxHorizon);
    const std::string file = param(params, "file", kDefaultVariant);
    return std::make_unique<RiverInstance>(file, load(file), horizon);
  }

  std::vector<Method> method_table() const override {
    const auto entry = [](river::Method method, MethodFamily family, const char* summary,
                          SolverLibrary library = SolverLibrary::kNone) {
      return Method{{.name = river::to_string(method),
                     .family = family,
                     .summary = summary,
                     .library = library},
                    [method](const RiverInstance& own, const SolveOptions& options) {
                      return solve_river(own, method, options);
                    }};
    };
    return {
        entry(river::Method::kBfs, MethodFamily::kSearch,
              "breadth-first search over the banks of every item"),
        entry(river::Method::kNetwork, MethodFamily::kNetwork,
              "the shortest-path LP over the valid states, by CBC", SolverLibrary::kCbc),
        entry(river::Method::kMilp, MethodFamily::kMilp,
              "the time-expanded inventory MILP, horizons 1, 3, 7, ... until feasible, by CBC",
              SolverLibrary::kCbc),
    };
  }

  std::string default_method_for(const RiverInstance&) const override { return "bfs"; }

  // Every trip legal (a rower aboard, the boat's seats kept, no bank left with a conflict), and
  // everyone on the far bank at the end.
  RulesVerdict replay(const RiverInstance& own, const RiverPlan& plan) const override {
    if (auto why = river::verify_plan(own.variant, plan.trips)) return RulesVerdict::broken(*why);
    return RulesVerdict::holds();
  }

  // The crossings, each with its items and direction, and their count.
  nlohmann::json answer_json(const RiverInstance& own, const RiverPlan& plan) const override {
    return {{"moves", river::plan_json(own.variant, plan.trips)},
            {"move_count", plan.trips.size()}};
  }

  std::unique_ptr<trace::AnswerTrace> own_answer_trace(const RiverInstance& own,
                                                       const RiverPlan* plan,
                                                       const Report&) const override {
    return std::make_unique<PlanTrace>(own.variant, plan);
  }

  std::vector<ModelInfo> models() const override {
    const std::vector<ModelFormat> formats{ModelFormat::kLp, ModelFormat::kMps};
    return {
        {"network", formats, "the shortest-path LP: one node per valid state, one arc per trip",
         /*answers_read=*/true},
        {"inventory", formats,
         "the time-expanded MILP over `horizon` steps (0: the bound on a shortest plan)",
         /*answers_read=*/true},
        {"pddl",
         {ModelFormat::kPddl},
         "a PDDL domain and problem, one action a load of the boat, the safety rule in its "
         "precondition; decode reads a planner's plan",
         /*answers_read=*/true},
    };
  }

  void write_own_model(const RiverInstance& in, const std::string& model, ModelFormat format,
                       std::ostream& out) const override {
    if (model == "pddl") {
      if (format != ModelFormat::kPddl) {
        throw InputError("--format: the river pddl model is written as pddl, not " +
                         std::string(to_string(format)));
      }
      out << river::pddl_model(in.variant, in.canonical());
      return;
    }
    if (model != "network" && model != "inventory")
      return Puzzle::write_model(in, model, format, out);
    if (format != ModelFormat::kLp && format != ModelFormat::kMps) {
      throw InputError("--format: the " + model + " model is written as lp or mps, not " +
                       std::string(to_string(format)));
    }
    auto write = [&](const milp::Model& m) {
      format == ModelFormat::kLp ? milp::write_lp(m, out) : milp::write_mps(m, out);
    };
    if (model == "network") {
      write(river::RiverNetwork(in.variant).model().model());
    } else {
      write(river::RiverInventoryModel(in.variant, inventory_horizon(in)).model());
    }
  }

  // cbc's solution file for either model, read with the encoding that wrote it and replayed.
  RiverReport read_own_answer(const RiverInstance& in, const std::string& model,
                              const std::string& text, const std::string& source) const override {
    if (model == "pddl") {
      river::Plan plan = river::decode_pddl_plan(in.variant, text, source);
      RiverReport report;
      report.status = Status::kSolved;
      report.summary = crossings_text(plan.size());
      report.note = "the plan's steps are these crossings, replayed through the rules";
      report.drawing = river::plan_table(in.variant, plan);
      report.answer = RiverPlan{std::move(plan)};
      return report;
    }
    if (model != "network" && model != "inventory")
      return TypedPuzzle::read_own_answer(in, model, text, source);
    std::optional<river::DecodedPlan> decoded =
        river::decode_plan_answer(in.variant, model, inventory_horizon(in), text, source);
    if (!decoded) return RiverReport::no_solution("cbc proved the model infeasible");
    const river::Plan& plan = decoded->plan;
    RiverReport report;
    report.status = decoded->optimal ? Status::kOptimal : Status::kSolved;
    report.summary = crossings_text(plan.size());
    report.note = std::string(
                      "the solver's answer decodes to these crossings, replayed through "
                      "the rules") +
                  (decoded->optimal ? "; optimal: cbc proved the optimum" : "");
    report.drawing = river::plan_table(in.variant, plan);
    report.answer = RiverPlan{std::move(decoded->plan)};
    return report;
  }

  // The inventory model's steps as written: the horizon given, or the bound on a shortest plan.
  static int inventory_horizon(const RiverInstance& in) {
    return in.horizon > 0 ? in.horizon : river::longest_shortest_plan(in.variant);
  }

  // Plans in the IPC format, for the PDDL model `export river --format pddl` writes.
  bool writes_plan_files() const override { return true; }
  std::optional<std::string> own_plan_file(const RiverInstance& own,
                                           const RiverPlan& answer) const override {
    return river::pddl_plan(own.variant, answer.trips);
  }

  std::vector<BenchCase> bench_cases() const override {
    return {{"wolf-goat-cabbage (bfs)", "", "bfs"}, {"wolf-goat-cabbage (milp)", "", "milp"}};
  }

  std::string draw_instance(const RiverInstance& own, const DrawStyle&) const override {
    const river::Variant& variant = own.variant;
    return river::variant_line(variant) +
           "near: " + river::cargo_text(variant, variant.all_items()) + " | far: -\n";
  }
};

}  // namespace

std::unique_ptr<Puzzle> make_river_puzzle() {
  return std::make_unique<RiverPuzzle>();
}

}  // namespace puzzlelab
