#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "core/text_file.hpp"
#include "puzzles/pddl/form_reader.hpp"
#include "puzzles/pddl/formula_parser.hpp"
#include "puzzles/pddl/parser.hpp"

namespace puzzlelab::pddl {

namespace {

class DomainParser {
 public:
  explicit DomainParser(const SourceText& source) : reader_(source) {
    symbols_.types.insert("object");
    domain_.file = source.name();
  }

  Domain parse(const std::vector<SExpr>& forms) {
    domain_.name = parse_define(reader_, forms, "domain");
    const SExpr& define = forms[0];
    for (std::size_t i = 2; i < define.items.size(); ++i) section(define.items[i]);
    return std::move(domain_);
  }

 private:
  void section(const SExpr& form) {
    const std::string_view head = reader_.head(form);
    if (head == ":requirements") {
      domain_.requirements = parse_requirements(reader_, form);
    } else if (head == ":types") {
      types(form);
    } else if (head == ":constants") {
      objects(form, domain_.constants, "constant");
    } else if (head == ":predicates") {
      signatures(form, domain_.predicates, symbols_.predicates, "predicate");
    } else if (head == ":functions") {
      functions(form);
    } else if (head == ":action") {
      action(form);
    } else if (head == ":durative-action") {
      reader_.fail(form, "durative actions are not supported yet");
    } else if (head == ":derived") {
      reader_.fail(form, "derived predicates are not supported yet");
    } else if (head == ":process" || head == ":event") {
      reader_.fail(form, "processes and events are not supported yet");
    } else if (head == ":constraints") {
      reader_.arity(form, 2, ":constraints");
      FormulaParser::Scope scope;
      domain_.constraints.push_back(
          FormulaParser(reader_, symbols_, domain_.used).constraint(form.items[1], scope));
    } else {
      reader_.fail(form, "unknown domain section");
    }
  }

  void types(const SExpr& form) {
    domain_.used.add(Feature::kTyping);
    // A supertype used in the list is declared by that use, as the planners read it.
    std::vector<TypedName> names =
        reader_.typed_list(form, 1, false, domain_.used, [this](const SExpr& type) {
          const std::string name(reader_.word(type));
          if (symbols_.types.insert(name).second)
            domain_.types.push_back({name, type.at(), {"object"}});
        });
    for (TypedName& name : names) {
      if (name.name == "object")
        reader_.source().fail(name.at, "'object' is the root type and cannot be redeclared");
      symbols_.types.insert(name.name);
      auto same = std::find_if(domain_.types.begin(), domain_.types.end(),
                               [&](const TypeDecl& type) { return type.name == name.name; });
      if (name.types.empty()) name.types.push_back("object");
      if (same == domain_.types.end()) {
        domain_.types.push_back({name.name, name.at, name.types});
      } else {
        // Declared again (or used as a supertype first): its parents are the union.
        if (same->parents == std::vector<std::string>{"object"}) same->parents.clear();
        for (std::string& parent : name.types)
          if (std::find(same->parents.begin(), same->parents.end(), parent) == same->parents.end())
            same->parents.push_back(parent);
      }
    }
  }

  void objects(const SExpr& form, std::vector<TypedName>& into, const char* what) {
    std::vector<TypedName> names = reader_.typed_list(
        form, 1, false, domain_.used, [this](const SExpr& type) { check_type(type); });
    for (TypedName& name : names) {
      if (!symbols_.objects.insert(name.name).second)
        reader_.source().fail(
            name.at, std::string(what) + " '" + excerpt(name.name) + "' is declared twice");
      into.push_back(std::move(name));
    }
  }

  void check_type(const SExpr& type) const {
    if (!symbols_.types.contains(std::string(reader_.word(type))))
      reader_.fail_plain(type, "undeclared type '" + excerpt(reader_.word(type)) + "'");
  }

  Signature signature(const SExpr& form, const char* what) {
    if (!form.is_list() || form.items.empty())
      reader_.fail(form, std::string("expected a ") + what + " in parentheses");
    Signature result{reader_.name(form.items[0], std::string(what) + " name"), form.at(), {}};
    FormulaParser parser(reader_, symbols_, domain_.used);
    result.parameters = parser.variables(form, 1, FormulaParser::Repeats::kAllowed);
    return result;
  }

  void signatures(const SExpr& form, std::vector<Signature>& into,
                  std::unordered_map<std::string, std::size_t>& table, const char* what) {
    for (std::size_t i = 1; i < form.items.size(); ++i) {
      Signature declared = signature(form.items[i], what);
      if (!table.emplace(declared.name, declared.parameters.size()).second)
        reader_.fail_plain(form.items[i], std::string(what) + " '" + excerpt(declared.name) +
                                              "' is declared twice");
      into.push_back(std::move(declared));
    }
  }

  // (:functions (total-cost) - number (road-length ?a ?b - place) - number): numbers only. A
  // function no action changes is static (a cost, a capacity); the others are numeric fluents.
  void functions(const SExpr& form) {
    for (std::size_t i = 1; i < form.items.size(); ++i) {
      const SExpr& item = form.items[i];
      if (reader_.is_name(item) && reader_.word(item) == "-") {
        if (i + 1 >= form.items.size() || reader_.word(form.items[i + 1]) != "number")
          reader_.fail(
              item, "functions of other types than number (object fluents) are not supported yet");
        ++i;
        continue;
      }
      Signature declared = signature(item, "function");
      if (declared.name == kTotalCost && !declared.parameters.empty())
        reader_.fail(item, "(total-cost) takes no arguments");
      if (declared.name == kTotalCost) domain_.used.add(Feature::kActionCosts);
      if (!symbols_.functions.emplace(declared.name, declared.parameters.size()).second)
        reader_.fail_plain(item, "function '" + excerpt(declared.name) + "' is declared twice");
      domain_.functions.push_back(std::move(declared));
    }
  }

  void action(const SExpr& form) {
    if (form.items.size() < 2) reader_.fail(form, "an action needs a name");
    ActionSchema schema;
    schema.name = reader_.name(form.items[1], "an action name");
    schema.at = form.at();
    for (const ActionSchema& other : domain_.actions)
      if (other.name == schema.name)
        reader_.fail_plain(form.items[1],
                           "action '" + excerpt(schema.name) + "' is declared twice");
    FormulaParser parser(reader_, symbols_, domain_.used);
    FormulaParser::Scope scope;
    bool seen_parameters = false, seen_precondition = false, seen_effect = false;
    auto once = [&](bool& seen, const SExpr& key) {
      if (seen) reader_.fail(key, "given twice in one action");
      seen = true;
    };
    for (std::size_t i = 2; i < form.items.size(); i += 2) {
      const SExpr& key = form.items[i];
      const std::string_view name = reader_.word(key);
      if (i + 1 >= form.items.size()) reader_.fail(key, "a keyword without its value");
      const SExpr& value = form.items[i + 1];
      if (name == ":parameters") {
        once(seen_parameters, key);
        if (seen_precondition || seen_effect) reader_.fail(key, ":parameters must come first");
        schema.parameters = parser.variables(reader_.list(value, "parameters"), 0);
        for (const TypedName& parameter : schema.parameters) scope.push_back(parameter.name);
      } else if (name == ":precondition") {
        once(seen_precondition, key);
        // "()" is an empty precondition, as some generators write it.
        if (!(value.is_list() && value.items.empty()))
          schema.precondition = parser.formula(value, scope);
      } else if (name == ":effect") {
        once(seen_effect, key);
        if (!(value.is_list() && value.items.empty())) schema.effect = parser.effect(value, scope);
      } else if (name == ":duration") {
        reader_.fail(key, "durative actions are not supported yet");
      } else {
        reader_.fail(key, "expected :parameters, :precondition or :effect");
      }
    }
    domain_.actions.push_back(std::move(schema));
  }

  FormReader reader_;
  Symbols symbols_;
  Domain domain_;
};

}  // namespace

Domain parse_domain(std::string text, const std::string& file) {
  const SourceText source(file, std::move(text));
  return DomainParser(source).parse(read_forms(source));
}

Domain read_domain_file(const std::string& path) {
  return parse_domain(read_text_file(path, "the domain file"), text_source_name(path));
}

Symbols domain_symbols(const Domain& domain) {
  Symbols symbols;
  symbols.types.insert("object");
  for (const TypeDecl& type : domain.types) symbols.types.insert(type.name);
  for (const Signature& predicate : domain.predicates)
    symbols.predicates.emplace(predicate.name, predicate.parameters.size());
  for (const Signature& function : domain.functions)
    symbols.functions.emplace(function.name, function.parameters.size());
  for (const TypedName& constant : domain.constants) symbols.objects.insert(constant.name);
  return symbols;
}

}  // namespace puzzlelab::pddl
