#include <algorithm>

#include "core/text_file.hpp"
#include "puzzles/pddl/form_reader.hpp"
#include "puzzles/pddl/formula_parser.hpp"
#include "puzzles/pddl/parser.hpp"

namespace puzzlelab::pddl {
namespace {

class ProblemParser {
 public:
  ProblemParser(const SourceText& source, const Domain& domain)
      : reader_(source), symbols_(domain_symbols(domain)), domain_(domain) {
    problem_.file = source.name();
  }

  Problem parse(const std::vector<SExpr>& forms) {
    problem_.name = parse_define(reader_, forms, "problem");
    const SExpr& define = forms[0];
    bool seen_goal = false;
    for (std::size_t i = 2; i < define.items.size(); ++i) {
      const SExpr& form = define.items[i];
      const std::string_view head = reader_.head(form);
      if (head == ":domain") {
        reader_.arity(form, 2, ":domain");
        problem_.domain_name = reader_.name(form.items[1], "the domain's name");
        problem_.domain_at = form.at();
      } else if (head == ":requirements") {
        problem_.requirements = parse_requirements(reader_, form);
      } else if (head == ":objects") {
        objects(form);
      } else if (head == ":init") {
        for (std::size_t k = 1; k < form.items.size(); ++k) init(form.items[k]);
      } else if (head == ":goal") {
        reader_.arity(form, 2, ":goal");
        FormulaParser::Scope scope;
        problem_.goal =
            FormulaParser(reader_, symbols_, problem_.used).formula(form.items[1], scope);
        seen_goal = true;
      } else if (head == ":metric") {
        metric(form);
      } else if (head == ":constraints") {
        reader_.arity(form, 2, ":constraints");
        FormulaParser::Scope scope;
        problem_.constraints.push_back(
            FormulaParser(reader_, symbols_, problem_.used).constraint(form.items[1], scope));
      } else {
        reader_.fail(form, "unknown problem section");
      }
    }
    if (!seen_goal) reader_.fail(define, "the problem has no :goal");
    return std::move(problem_);
  }

 private:
  void objects(const SExpr& form) {
    std::vector<TypedName> names =
        reader_.typed_list(form, 1, false, problem_.used, [this](const SExpr& type) {
          FormulaParser(reader_, symbols_, problem_.used).check_type(type);
        });
    for (TypedName& name : names) {
      // An object that repeats a domain constant is that constant, as the planners read it.
      if (!symbols_.objects.insert(name.name).second) {
        const bool constant = std::any_of(domain_.constants.begin(), domain_.constants.end(),
                                          [&](const TypedName& c) { return c.name == name.name; });
        if (!constant)
          reader_.source().fail(name.at, "object '" + excerpt(name.name) + "' is declared twice");
        continue;
      }
      problem_.objects.push_back(std::move(name));
    }
  }

  void init(const SExpr& fact) {
    FormulaParser parser(reader_, symbols_, problem_.used);
    const FormulaParser::Scope none;
    const std::string_view head = reader_.head(fact);
    if (head == "=") {
      // (= (f a) 3): the value of a static function or the initial value of a fluent.
      reader_.arity(fact, 3, "=");
      const SExpr& value = fact.items[2];
      if (value.token.kind != TokenKind::kNumber)
        reader_.fail(value, "a function's value in :init must be a number");
      AtomExpr term = parser.function_term(fact.items[1], none);
      if (term.predicate == kTotalCost) problem_.used.add(Feature::kActionCosts);
      problem_.values.push_back({std::move(term), parser.integer(value)});
    } else if (head == "at" && fact.items.size() == 3 &&
               fact.items[1].token.kind == TokenKind::kNumber) {
      reader_.fail(fact, "timed initial literals are not supported yet");
    } else if (head == "not") {
      reader_.fail(fact, ":init lists the atoms that hold; the others are false without saying");
    } else {
      problem_.init.push_back(parser.atom(fact, none));
    }
  }

  void metric(const SExpr& form) {
    const bool minimize_total =
        form.items.size() == 3 && reader_.word(form.items[1]) == "minimize" &&
        reader_.is_form(form.items[2], kTotalCost) && form.items[2].items.size() == 1;
    if (!minimize_total)
      reader_.fail(form, "only (:metric minimize (total-cost)) is supported yet");
    if (!symbols_.functions.contains(kTotalCost))
      reader_.fail(form, "the metric needs (total-cost) declared in the domain's :functions");
    problem_.used.add(Feature::kActionCosts);
    problem_.minimize_total_cost = true;
  }

  FormReader reader_;
  Symbols symbols_;
  const Domain& domain_;
  Problem problem_;
};

}  // namespace

Problem parse_problem(std::string text, const std::string& file, const Domain& domain) {
  const SourceText source(file, std::move(text));
  return ProblemParser(source, domain).parse(read_forms(source));
}

Problem read_problem_file(const std::string& path, const Domain& domain) {
  return parse_problem(read_text_file(path, "the problem file"), text_source_name(path), domain);
}

}  // namespace puzzlelab::pddl
