#include "puzzles/pddl/grounder.hpp"

#include <algorithm>
#include <deque>
#include <unordered_set>

#include "core/number_text.hpp"
#include "puzzles/pddl/instantiate.hpp"
#include "puzzles/pddl/successor_index.hpp"

namespace puzzlelab::pddl {
namespace {

// The relaxed exploration: which bindings of which actions are worth grounding.
class Explorer {
 public:
  Explorer(const LiftedTask& task, GroundingBudget& budget)
      : task_(task),
        budget_(budget),
        instantiator_(task, nullptr, budget),
        tuples_(task.predicates.size()) {
    for (const IdKey& fact : task.static_facts)
      tuples_[fact[0]].insert(tuples_[fact[0]].end(), fact.begin() + 1, fact.end());
  }

  // Returns the fluent atoms that may hold and fills `candidates` (schema, args...).
  AtomTable run(std::vector<IdKey>& candidates) {
    for (const auto& [predicate, args] : task_.init_fluents) reach(predicate, args);
    for (std::uint32_t schema = 0; schema < task_.schemas.size(); ++schema) {
      const auto& join = task_.schemas[schema].join;
      const bool needs_fluent = std::any_of(join.begin(), join.end(), [&](const LiftedAtom& atom) {
        return !task_.is_static[atom.predicate];
      });
      if (!needs_fluent) {  // only static preconditions: one join, now
        start_binding(schema);
        std::vector<bool> used(join.size(), false);
        join_from(schema, used);
      }
    }
    flush();
    while (!queue_.empty()) {
      const AtomId atom = queue_.front();
      queue_.pop_front();
      trigger(atom);
      flush();
    }
    candidates = std::move(candidates_);
    return std::move(fluents_);
  }

  std::uint64_t bytes() const {
    std::uint64_t tuple_bytes = 0;
    for (const auto& list : tuples_) tuple_bytes += list.capacity() * sizeof(ObjectId);
    return fluents_.bytes() + tuple_bytes + seen_.size() * (sizeof(IdKey) + 4 * sizeof(void*)) +
           seen_.bucket_count() * sizeof(void*) + candidates_.capacity() * sizeof(IdKey) +
           candidate_arg_bytes_;
  }
  std::string describe() const {
    return with_commas(candidates_.size()) + " candidate actions and " +
           with_commas(fluents_.size()) + " atoms (" + memory_text(bytes()) + ")";
  }

 private:
  static constexpr ObjectId kUnbound = ~ObjectId{0};

  void reach(std::uint32_t predicate, std::span<const ObjectId> args) {
    const std::size_t before = fluents_.size();
    const AtomId atom = fluents_.intern(predicate, args);
    if (fluents_.size() == before) return;
    tuples_[predicate].insert(tuples_[predicate].end(), args.begin(), args.end());
    queue_.push_back(atom);
  }

  void start_binding(std::uint32_t schema) {
    schema_ = schema;
    binding_.assign(task_.schemas[schema].parameters, kUnbound);
  }

  // Binds the terms of `atom` to `args`; false (binding unchanged) when they do not match.
  bool unify(const LiftedAtom& atom, const ObjectId* args, std::vector<std::uint32_t>& bound) {
    const std::size_t mark = bound.size();
    const LiftedSchema& schema = task_.schemas[schema_];
    for (std::size_t k = 0; k < atom.args.size(); ++k) {
      const LiftedTerm& term = atom.args[k];
      bool ok;
      if (!term.is_slot) {
        ok = term.id == args[k];
      } else if (binding_[term.id] != kUnbound) {
        ok = binding_[term.id] == args[k];
      } else {
        ok = task_.domains[schema.slots.domain[term.id]].member[args[k]];
        if (ok) {
          binding_[term.id] = args[k];
          bound.push_back(term.id);
        }
      }
      if (!ok) {
        for (std::size_t b = mark; b < bound.size(); ++b) binding_[bound[b]] = kUnbound;
        bound.resize(mark);
        return false;
      }
    }
    return true;
  }

  std::size_t bound_terms(const LiftedAtom& atom) const {
    return static_cast<std::size_t>(std::count_if(
        atom.args.begin(), atom.args.end(),
        [&](const LiftedTerm& term) { return !term.is_slot || binding_[term.id] != kUnbound; }));
  }

  // Joins the preconditions not yet used, the most constrained first, then enumerates the
  // parameters still unbound over their types.
  void join_from(std::uint32_t schema, std::vector<bool>& used) {
    const auto& join = task_.schemas[schema].join;
    std::size_t best = join.size();
    std::size_t best_unbound = 0;
    for (std::size_t c = 0; c < join.size(); ++c) {
      if (used[c]) continue;
      const std::size_t unbound = join[c].args.size() - bound_terms(join[c]);
      if (best == join.size() || unbound < best_unbound) {
        best = c;
        best_unbound = unbound;
      }
    }
    if (best == join.size()) {
      enumerate_free(0);
      return;
    }
    used[best] = true;
    const LiftedAtom& atom = join[best];
    const std::vector<ObjectId>& tuples = tuples_[atom.predicate];
    const std::size_t arity = atom.args.size();
    // The list may grow (reach() in flush() only, after the join): its size now is a snapshot.
    const std::size_t count = arity == 0
                                  ? (task_.is_static[atom.predicate]
                                         ? task_.static_facts.contains(id_key(atom.predicate, {}))
                                         : fluents_.find(atom.predicate, {}).has_value())
                                  : tuples.size() / arity;
    std::vector<std::uint32_t> bound;
    for (std::size_t t = 0; t < count; ++t) {
      budget_.tick();
      bound.clear();
      if (!unify(atom, tuples.data() + t * arity, bound)) continue;
      join_from(schema, used);
      for (std::uint32_t slot : bound) binding_[slot] = kUnbound;
    }
    used[best] = false;
  }

  void enumerate_free(std::size_t from) {
    const LiftedSchema& schema = task_.schemas[schema_];
    std::size_t slot = from;
    while (slot < schema.parameters && binding_[slot] != kUnbound) ++slot;
    if (slot == schema.parameters) {
      found();
      return;
    }
    for (ObjectId object : task_.domains[schema.slots.domain[slot]].objects) {
      budget_.tick();
      binding_[slot] = object;
      enumerate_free(slot + 1);
    }
    binding_[slot] = kUnbound;
  }

  void found() {
    IdKey key = id_key(schema_, binding_);
    if (!seen_.insert(key).second) return;
    if (!instantiator_.statically_possible(schema_, binding_)) return;
    candidate_arg_bytes_ += key.capacity() * sizeof(char32_t);
    candidates_.push_back(std::move(key));
    pending_.push_back(candidates_.size() - 1);
    if ((candidates_.size() & 1023) == 0) budget_.check_bytes(bytes(), [&] { return describe(); });
  }

  // The adds of the candidates found by the last join: new atoms, queued.
  void flush() {
    std::vector<ObjectId> args;
    for (std::size_t index : pending_) {
      const IdKey& key = candidates_[index];
      args.assign(key.begin() + 1, key.end());
      instantiator_.for_each_add(
          key[0], args, [&](std::uint32_t predicate, std::span<const ObjectId> atom_args) {
            reach(predicate, std::vector<ObjectId>(atom_args.begin(), atom_args.end()));
          });
    }
    pending_.clear();
    budget_.check_bytes(bytes(), [&] { return describe(); });
  }

  // Every join in which the new atom takes the place of one precondition.
  void trigger(AtomId atom) {
    const std::uint32_t predicate = fluents_.predicate(atom);
    const std::vector<ObjectId> args(fluents_.args(atom).begin(), fluents_.args(atom).end());
    for (std::uint32_t schema = 0; schema < task_.schemas.size(); ++schema) {
      const auto& join = task_.schemas[schema].join;
      for (std::size_t c = 0; c < join.size(); ++c) {
        if (join[c].predicate != predicate) continue;
        start_binding(schema);
        std::vector<std::uint32_t> bound;
        if (!unify(join[c], args.data(), bound)) continue;
        std::vector<bool> used(join.size(), false);
        used[c] = true;
        join_from(schema, used);
      }
    }
  }

  const LiftedTask& task_;
  GroundingBudget& budget_;
  Instantiator instantiator_;
  AtomTable fluents_;
  std::vector<std::vector<ObjectId>> tuples_;  // per predicate: the atoms true or reachable, flat
  std::deque<AtomId> queue_;
  std::unordered_set<IdKey> seen_;
  std::vector<IdKey> candidates_;
  std::vector<std::size_t> pending_;
  std::uint64_t candidate_arg_bytes_ = 0;
  std::uint32_t schema_ = 0;
  std::vector<ObjectId> binding_;
};

std::uint64_t action_bytes(const GroundAction& action) {
  std::uint64_t bytes =
      sizeof(GroundAction) +
      (action.args.size() + action.add.size() + action.del.size() +
       action.precondition.positive.size() + action.precondition.negative.size()) *
          sizeof(std::uint32_t);
  for (const ConditionalEffect& effect : action.conditional)
    bytes += sizeof(ConditionalEffect) +
             (effect.add.size() + effect.del.size() + effect.condition.positive.size() +
              effect.condition.negative.size()) *
                 sizeof(std::uint32_t) +
             (effect.numeric.size() + effect.condition.numeric.size()) * sizeof(Comparison);
  bytes += (action.numeric.size() + action.precondition.numeric.size()) * sizeof(Comparison);
  return bytes;
}

}  // namespace

Task ground(const Domain& domain, const Problem& problem, const SearchLimits& limits) {
  GroundingBudget budget(limits);
  const LiftedTask lifted = lift(domain, problem);
  Task task;
  task.objects = lifted.objects;
  task.predicates = lifted.predicates;
  for (const LiftedSchema& schema : lifted.schemas) task.schemas.push_back(schema.name);
  task.functions = lifted.functions;
  task.fluents = lifted.numeric_fluents;
  task.metric = lifted.metric;
  task.warnings = lifted.warnings;

  std::vector<IdKey> candidates;
  Explorer explorer(lifted, budget);
  task.atoms = explorer.run(candidates);
  const std::uint64_t explored_bytes = explorer.bytes();

  Instantiator instantiator(lifted, &task.atoms, budget);
  std::uint64_t bytes = explored_bytes;
  std::vector<ObjectId> args;
  for (const IdKey& key : candidates) {
    args.assign(key.begin() + 1, key.end());
    Instantiator::Result result = instantiator.action(key[0], args);
    if (!result.action) continue;
    bytes += action_bytes(*result.action);
    task.actions.push_back(std::move(*result.action));
    if ((task.actions.size() & 1023) == 0) {
      budget.check_bytes(bytes, [&] {
        return with_commas(task.actions.size()) + " ground actions (" + memory_text(bytes) + ")";
      });
    }
  }
  task.goal = instantiator.goal(task.goal_unreachable);
  if (lifted.has_constraints)
    task.invariant = instantiator.constraints(task.invariant_unsatisfiable);
  task.initial = task.empty_state();
  for (const auto& [predicate, init_args] : lifted.init_fluents)
    task.initial.set(*task.atoms.find(predicate, init_args));
  for (FluentId fluent = 0; fluent < lifted.numeric_initial.size(); ++fluent)
    task.initial.set_value(fluent, lifted.numeric_initial[fluent]);

  task.stats.objects = lifted.objects.size();
  task.stats.schemas = lifted.schemas.size();
  task.stats.static_atoms = lifted.static_facts.size();
  task.stats.candidates = candidates.size();
  task.stats.seconds = budget.seconds();
  task.stats.bytes = bytes;
  task.successor_index = std::make_shared<const SuccessorIndex>(task);
  return task;
}

std::string why_not_grounded(const Domain& domain, const Problem& problem, const Task& task,
                             std::uint32_t schema, std::span<const ObjectId> args) {
  const LiftedTask lifted = lift(domain, problem);
  GroundingBudget budget(SearchLimits{});
  Instantiator instantiator(lifted, &task.atoms, budget);
  return instantiator.action(schema, args).false_literal;
}

}  // namespace puzzlelab::pddl
