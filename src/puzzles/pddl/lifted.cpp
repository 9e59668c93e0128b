#include "puzzles/pddl/lifted.hpp"

#include <algorithm>
#include <deque>

#include "core/error.hpp"
#include "puzzles/pddl/requirements.hpp"

namespace puzzlelab::pddl {
namespace {

class Lifter {
 public:
  Lifter(const Domain& domain, const Problem& problem) : domain_(domain), problem_(problem) {}

  LiftedTask lift() {
    types();
    objects();
    for (const Signature& function : domain_.functions) {
      function_ids_.emplace(function.name, static_cast<std::uint32_t>(task_.functions.size()));
      task_.functions.push_back(function.name);
    }
    predicates();
    task_.metric = problem_.minimize_total_cost;
    for (const ActionSchema& schema : domain_.actions) task_.schemas.push_back(action(schema));
    Scope scope;
    task_.goal = formula(problem_.goal, scope, task_.goal_slots);
    constraints();
    init();
    warnings();
    return std::move(task_);
  }

 private:
  using Scope = std::vector<std::pair<std::string, std::uint32_t>>;

  void types() {
    type_ids_.emplace("object", 0);
    for (const TypeDecl& type : domain_.types)
      type_ids_.emplace(type.name, static_cast<std::uint32_t>(type_ids_.size()));
    type_children_.resize(type_ids_.size());
    for (const TypeDecl& type : domain_.types) {
      const std::uint32_t id = type_ids_.at(type.name);
      for (const std::string& parent : type.parents)
        type_children_[type_ids_.at(parent)].push_back(id);
    }
  }

  void add_objects(const std::vector<TypedName>& names) {
    for (const TypedName& name : names) {
      object_ids_.emplace(name.name, static_cast<ObjectId>(task_.objects.size()));
      task_.objects.push_back(name.name);
      std::vector<std::uint32_t> types;
      for (const std::string& type : name.types) types.push_back(type_ids_.at(type));
      if (types.empty()) types.push_back(0);
      object_types_.push_back(std::move(types));
    }
  }

  void objects() {
    add_objects(domain_.constants);
    add_objects(problem_.objects);
  }

  // The domain of a variable of these types: the objects of the types and of their subtypes.
  // Domains are shared between variables of the same types.
  std::uint32_t domain_of(const std::vector<std::string>& type_names) {
    std::vector<std::uint32_t> roots;
    for (const std::string& name : type_names) roots.push_back(type_ids_.at(name));
    if (roots.empty()) roots.push_back(0);  // untyped: object
    std::sort(roots.begin(), roots.end());
    roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
    const IdKey key(roots.begin(), roots.end());
    if (const auto found = domain_ids_.find(key); found != domain_ids_.end()) return found->second;
    std::vector<bool> in_type(type_children_.size(), false);
    std::deque<std::uint32_t> queue(roots.begin(), roots.end());
    for (std::uint32_t root : roots) in_type[root] = true;
    while (!queue.empty()) {  // a cycle of types is harmless here: each is visited once
      const std::uint32_t type = queue.front();
      queue.pop_front();
      for (std::uint32_t child : type_children_[type])
        if (!in_type[child]) queue.push_back(child), in_type[child] = true;
    }
    ObjectDomain domain;
    domain.member.assign(task_.objects.size(), false);
    for (ObjectId object = 0; object < task_.objects.size(); ++object) {
      const bool member =
          in_type[0] || std::any_of(object_types_[object].begin(), object_types_[object].end(),
                                    [&](std::uint32_t t) { return in_type[t]; });
      if (member) {
        domain.member[object] = true;
        domain.objects.push_back(object);
      }
    }
    const auto id = static_cast<std::uint32_t>(task_.domains.size());
    task_.domains.push_back(std::move(domain));
    domain_ids_.emplace(key, id);
    return id;
  }

  void predicates() {
    for (const Signature& predicate : domain_.predicates) {
      predicate_ids_.emplace(predicate.name, static_cast<std::uint32_t>(task_.predicates.size()));
      task_.predicates.push_back(predicate.name);
      task_.arity.push_back(predicate.parameters.size());
    }
    task_.is_static.assign(task_.predicates.size(), true);
    task_.function_is_static.assign(task_.functions.size(), true);
    for (const ActionSchema& schema : domain_.actions) mark_changed(schema.effect);
  }

  void mark_changed(const Effect& effect) {
    if (effect.kind == Effect::Kind::kAdd || effect.kind == Effect::Kind::kDelete)
      task_.is_static[predicate_ids_.at(effect.atom.predicate)] = false;
    if (effect.kind == Effect::Kind::kNumeric)
      task_.function_is_static[function_ids_.at(effect.atom.predicate)] = false;
    for (const Effect& child : effect.children) mark_changed(child);
  }

  std::uint32_t new_slot(const TypedName& variable, Scope& scope, Slots& slots) {
    const auto slot = static_cast<std::uint32_t>(slots.domain.size());
    slots.domain.push_back(domain_of(variable.types));
    scope.emplace_back(variable.name, slot);
    return slot;
  }

  LiftedTerm term(const Term& term, const Scope& scope) const {
    if (!term.is_variable) return {false, object_ids_.at(term.name)};
    const auto found = std::find_if(scope.rbegin(), scope.rend(),
                                    [&](const auto& entry) { return entry.first == term.name; });
    return {true, found->second};  // the parser saw every variable declared
  }

  LiftedAtom atom(const AtomExpr& atom, const Scope& scope,
                  const std::unordered_map<std::string, std::uint32_t>& heads) const {
    LiftedAtom lifted{atom.predicate == "=" ? 0 : heads.at(atom.predicate), {}};
    for (const Term& arg : atom.args) lifted.args.push_back(term(arg, scope));
    return lifted;
  }

  LiftedExpr expression(const NumericExpr& expression, const Scope& scope) const {
    LiftedExpr lifted;
    lifted.kind = expression.kind;
    lifted.number = expression.number;
    if (expression.kind == NumericExpr::Kind::kFunction)
      lifted.function = atom(expression.function, scope, function_ids_);
    for (const NumericExpr& child : expression.children)
      lifted.children.push_back(this->expression(child, scope));
    return lifted;
  }

  LiftedFormula formula(const Formula& formula, Scope& scope, Slots& slots) {
    LiftedFormula lifted;
    lifted.kind = formula.kind;
    if (formula.kind == Formula::Kind::kAtom || formula.kind == Formula::Kind::kEquals)
      lifted.atom = atom(formula.atom, scope, predicate_ids_);
    lifted.comparator = formula.comparator;
    for (const NumericExpr& operand : formula.operands)
      lifted.operands.push_back(expression(operand, scope));
    const std::size_t outer = scope.size();
    for (const TypedName& variable : formula.variables)
      lifted.slots.push_back(new_slot(variable, scope, slots));
    for (const Formula& child : formula.children)
      lifted.children.push_back(this->formula(child, scope, slots));
    scope.resize(outer);
    return lifted;
  }

  LiftedEffect effect(const Effect& effect, Scope& scope, Slots& slots, bool conditional) {
    LiftedEffect lifted;
    lifted.kind = effect.kind;
    const std::size_t outer = scope.size();
    switch (effect.kind) {
      case Effect::Kind::kAdd:
      case Effect::Kind::kDelete:
        lifted.atom = atom(effect.atom, scope, predicate_ids_);
        break;
      case Effect::Kind::kForall:
        for (const TypedName& variable : effect.variables)
          lifted.slots.push_back(new_slot(variable, scope, slots));
        break;
      case Effect::Kind::kWhen:
        lifted.condition = formula(effect.condition, scope, slots);
        conditional = true;
        break;
      case Effect::Kind::kIncreaseCost:
        if (conditional) {
          throw InputError(SourceLocation{domain_.file, effect.at.line, effect.at.column},
                           "a cost inside a conditional or universal effect is not supported yet");
        }
        lifted.constant = effect.cost.constant;
        if (effect.cost.function) {
          lifted.cost_is_function = true;
          lifted.atom = atom(*effect.cost.function, scope, function_ids_);
          if (!task_.function_is_static[lifted.atom.predicate]) {
            const Location at = effect.cost.function->at;
            throw InputError(SourceLocation{domain_.file, at.line, at.column},
                             "the cost '" + excerpt(effect.cost.function->predicate) +
                                 "' is a numeric fluent that actions change: a cost must be a "
                                 "number or a static function");
          }
        }
        break;
      case Effect::Kind::kNumeric:
        lifted.atom = atom(effect.atom, scope, function_ids_);
        lifted.op = effect.op;
        lifted.value = expression(effect.value, scope);
        break;
      case Effect::Kind::kAnd:
        break;
    }
    for (const Effect& child : effect.children)
      lifted.children.push_back(
          this->effect(child, scope, slots, conditional || effect.kind == Effect::Kind::kForall));
    scope.resize(outer);
    return lifted;
  }

  static void collect_join(const LiftedFormula& formula, std::vector<LiftedAtom>& join) {
    if (formula.kind == Formula::Kind::kAtom) join.push_back(formula.atom);
    if (formula.kind == Formula::Kind::kAnd)
      for (const LiftedFormula& child : formula.children) collect_join(child, join);
  }

  LiftedSchema action(const ActionSchema& schema) {
    LiftedSchema lifted;
    lifted.name = schema.name;
    lifted.parameters = schema.parameters.size();
    Scope scope;
    for (const TypedName& parameter : schema.parameters) new_slot(parameter, scope, lifted.slots);
    lifted.precondition = formula(schema.precondition, scope, lifted.slots);
    lifted.effect = effect(schema.effect, scope, lifted.slots, false);
    collect_join(lifted.precondition, lifted.join);
    return lifted;
  }

  std::vector<ObjectId> ground_args(const AtomExpr& atom) const {
    std::vector<ObjectId> args;
    for (const Term& arg : atom.args) args.push_back(object_ids_.at(arg.name));
    return args;
  }

  // Every state constraint of the domain and the problem, as one conjunction.
  void constraints() {
    Formula all;
    for (const Formula& constraint : domain_.constraints) all.children.push_back(constraint);
    for (const Formula& constraint : problem_.constraints) all.children.push_back(constraint);
    task_.has_constraints = !all.children.empty();
    Scope scope;
    if (task_.has_constraints) task_.constraints = formula(all, scope, task_.constraint_slots);
  }

  void init() {
    for (const AtomExpr& fact : problem_.init) {
      const std::uint32_t predicate = predicate_ids_.at(fact.predicate);
      std::vector<ObjectId> args = ground_args(fact);
      if (task_.is_static[predicate])
        task_.static_facts.insert(id_key(predicate, args));
      else
        task_.init_fluents.emplace_back(predicate, std::move(args));
    }
    for (const FunctionValue& value : problem_.values) {
      if (value.term.predicate == kTotalCost) continue;  // the cost starts at 0, as it must
      const SourceLocation at{problem_.file, value.term.at.line, value.term.at.column};
      const std::uint32_t function = function_ids_.at(value.term.predicate);
      const std::vector<ObjectId> args = ground_args(value.term);
      bool added;
      if (task_.function_is_static[function]) {
        added = task_.function_values.emplace(id_key(function, args), value.value).second;
      } else {
        const std::size_t before = task_.numeric_fluents.size();
        task_.numeric_fluents.intern(function, args);
        added = task_.numeric_fluents.size() > before;
        if (added) task_.numeric_initial.push_back(value.value);
      }
      if (!added) {
        throw InputError(at, "a second value for '" + excerpt(value.term.predicate) +
                                 "' with the same arguments");
      }
    }
  }

  void warnings() {
    FeatureSet used = domain_.used;
    used.add(problem_.used);
    Declared declared = domain_.requirements;
    declared.granted.add(problem_.requirements.granted);
    declared.named.add(problem_.requirements.named);
    task_.warnings = requirement_warnings(declared, used);
    if (!problem_.domain_name.empty() && problem_.domain_name != domain_.name) {
      task_.warnings.push_back("the problem names domain '" + excerpt(problem_.domain_name) +
                               "', the domain file is '" + excerpt(domain_.name) + "'");
    }
  }

  const Domain& domain_;
  const Problem& problem_;
  LiftedTask task_;
  std::unordered_map<std::string, std::uint32_t> type_ids_;
  std::vector<std::vector<std::uint32_t>> type_children_;
  std::unordered_map<std::string, ObjectId> object_ids_;
  std::vector<std::vector<std::uint32_t>> object_types_;
  std::unordered_map<std::string, std::uint32_t> predicate_ids_;
  std::unordered_map<std::string, std::uint32_t> function_ids_;
  std::unordered_map<IdKey, std::uint32_t> domain_ids_;
};

}  // namespace

LiftedTask lift(const Domain& domain, const Problem& problem) {
  return Lifter(domain, problem).lift();
}

}  // namespace puzzlelab::pddl
