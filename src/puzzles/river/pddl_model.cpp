#include "puzzles/river/pddl_model.hpp"

#include <algorithm>
#include <bit>
#include <map>
#include <set>
#include <sstream>
#include <vector>

#include "core/error.hpp"
#include "puzzle/model_answer.hpp"
#include "puzzle/pddl_model_text.hpp"
#include "puzzles/pddl/model_plan.hpp"

namespace puzzlelab::river {
namespace {

constexpr const char* kNear = "near";
constexpr const char* kFar = "far";

// PDDL names for the items: their own names in lower case when those are names PDDL reads (a
// letter first) and stay distinct from each other and from the banks; item1, item2, ...
// otherwise.
std::vector<std::string> object_names(const Variant& variant) {
  std::vector<std::string> names;
  std::set<std::string> seen{kNear, kFar};
  bool own = true;
  for (const std::string& item : variant.items) {
    std::string name = item;
    for (char& c : name)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    own = own && !name.empty() && name[0] >= 'a' && name[0] <= 'z' && seen.insert(name).second;
    names.push_back(name);
  }
  if (own) return names;
  for (std::size_t i = 0; i < names.size(); ++i) names[i] = "item" + std::to_string(i + 1);
  return names;
}

// Every load the boat may take, in the order legal_trips lists trips: by size, then by mask.
// At most 2^20 masks to look at (kMaxItems).
std::vector<std::uint32_t> loads(const Variant& variant) {
  std::vector<std::uint32_t> all;
  for (std::uint32_t load = 1; load <= variant.all_items(); ++load) {
    if ((load & variant.rowers) == 0 || std::popcount(load) > variant.capacity) continue;
    if (all.size() == kMaxPddlLoads) {
      throw InputError("file: the pddl model lists one action a load, and " + variant.name +
                       " has more than " + std::to_string(kMaxPddlLoads) + " loads");
    }
    all.push_back(load);
  }
  std::stable_sort(all.begin(), all.end(), [](std::uint32_t a, std::uint32_t b) {
    return std::popcount(a) < std::popcount(b);
  });
  return all;
}

// The action names of the loads: cross- and the items' names; cross-1, cross-2, ... when two
// would read alike (items named a-b and c against a and b-c).
std::vector<std::string> action_names(const std::vector<std::uint32_t>& all,
                                      const std::vector<std::string>& items) {
  std::vector<std::string> names;
  std::set<std::string> seen;
  bool own = true;
  for (const std::uint32_t load : all) {
    std::string name = "cross";
    for (std::size_t i = 0; i < items.size(); ++i)
      if ((load >> i) & 1u) name += "-" + items[i];
    own = own && seen.insert(name).second;
    names.push_back(name);
  }
  if (own) return names;
  for (std::size_t k = 0; k < names.size(); ++k) names[k] = "cross-" + std::to_string(k + 1);
  return names;
}

// The precondition that the bank ?from is safe once `load` has left it.
std::string safety(const Variant& variant, std::uint32_t load,
                   const std::vector<std::string>& items) {
  std::string text;
  const std::uint32_t staying_rowers = variant.rowers & ~load;
  for (const std::uint32_t conflict : variant.conflicts) {
    if ((conflict & load) != 0) continue;  // the load takes one of them away
    std::string options;
    for (int i = 0; i < variant.item_count(); ++i)
      if ((conflict >> i) & 1u) options += " (not (at " + items[i] + " ?from))";
    for (int i = 0; i < variant.item_count(); ++i)
      if ((staying_rowers >> i) & 1u) options += " (at " + items[i] + " ?from)";
    text += "\n                       (or" + options + ")";
  }
  return text;
}

}  // namespace

std::string pddl_model(const Variant& variant, const std::string& instance) {
  const std::vector<std::string> items = object_names(variant);
  const std::vector<std::uint32_t> all = loads(variant);
  const std::vector<std::string> names = action_names(all, items);
  std::ostringstream domain;
  domain << "; A river crossing, written by `puzzlelab export river --format pddl`: " << instance
         << "\n; Each load the boat may take (1 to " << variant.capacity
         << " items, a rower among them) is one action; its\n"
         << "; precondition keeps every conflict the load leaves behind with a rower.\n"
         << "(define (domain river-crossing)\n"
         << "  (:requirements :strips :typing :negative-preconditions :disjunctive-preconditions)\n"
         << "  (:types bank item)\n  (:constants " << kNear << " " << kFar << " - bank\n   ";
  for (const std::string& item : items) domain << " " << item;
  domain << " - item)\n  (:predicates\n"
         << "    (at ?i - item ?b - bank)    ; item ?i is on bank ?b\n"
         << "    (boat-at ?b - bank))        ; the boat is at bank ?b\n";
  for (std::size_t k = 0; k < all.size(); ++k) {
    const std::uint32_t load = all[k];
    domain << "  (:action " << names[k] << "\n    :parameters (?from ?to - bank)\n"
           << "    :precondition (and (boat-at ?from) (not (boat-at ?to))";
    for (int i = 0; i < variant.item_count(); ++i)
      if ((load >> i) & 1u) domain << " (at " << items[i] << " ?from)";
    domain << safety(variant, load, items) << ")\n"
           << "    :effect (and (not (boat-at ?from)) (boat-at ?to)";
    for (int i = 0; i < variant.item_count(); ++i)
      if ((load >> i) & 1u)
        domain << " (not (at " << items[i] << " ?from)) (at " << items[i] << " ?to)";
    domain << "))\n";
  }
  domain << ")\n";

  std::ostringstream problem;
  problem << "; " << instance << "\n"
          << "; Everyone starts on the near bank with the boat and must reach the far bank.\n"
          << "(define (problem river-crossing)\n"
          << "  (:domain river-crossing)\n  (:init (boat-at " << kNear << ")";
  for (const std::string& item : items) problem << " (at " << item << " " << kNear << ")";
  problem << ")\n  (:goal (and";
  for (const std::string& item : items) problem << " (at " << item << " " << kFar << ")";
  problem << ")))\n";
  return join_pddl_model({domain.str(), problem.str()});
}

std::string pddl_plan(const Variant& variant, const Plan& plan) {
  const std::vector<std::uint32_t> all = loads(variant);
  const std::vector<std::string> names = action_names(all, object_names(variant));
  std::map<std::uint32_t, std::string> name_of;
  for (std::size_t k = 0; k < all.size(); ++k) name_of[all[k]] = names[k];
  std::vector<std::string> actions;
  for (const Trip& trip : plan) {
    const auto name = name_of.find(trip.cargo);
    if (name == name_of.end()) internal_error("river: a crossing's load is no action of the model");
    actions.push_back("(" + name->second + " " + (trip.to_far ? kNear : kFar) + " " +
                      (trip.to_far ? kFar : kNear) + ")");
  }
  return unit_cost_plan(actions);
}

Plan decode_pddl_plan(const Variant& variant, const std::string& text, const std::string& source) {
  const std::vector<pddl::PlanStep> steps =
      pddl::read_model_plan(pddl_model(variant, ""), text, source);
  const std::vector<std::uint32_t> all = loads(variant);
  const std::vector<std::string> names = action_names(all, object_names(variant));
  std::map<std::string, std::uint32_t> load_of;
  for (std::size_t k = 0; k < all.size(); ++k) load_of[names[k]] = all[k];
  Plan plan;
  for (const pddl::PlanStep& step : steps) {
    // The model has held the step: (cross-... FROM TO), the boat at FROM.
    const auto load = load_of.find(step.action);
    if (load == load_of.end()) internal_error("river: a plan step the model holds is no load");
    plan.push_back({load->second, step.args.at(1) == kFar});
  }
  if (const std::optional<std::string> why = verify_plan(variant, plan)) {
    model_answer::reject(model_answer::first_line(text, source),
                         "the crossings of the plan break the rules: " + *why);
  }
  return plan;
}

}  // namespace puzzlelab::river
