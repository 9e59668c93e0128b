// The lexical rules of PDDL and every class of parse error, each at its FILE:LINE:COL with the
// offending form quoted.
#include <gtest/gtest.h>

#include "pddl_test_support.hpp"

namespace puzzlelab::pddl {
namespace {

using test::input_error;

constexpr const char* kSmallDomain = R"(; a comment before the domain
(DEFINE (Domain Lights)   ; names in any case
  (:REQUIREMENTS :strips :typing)
  (:types Light Room)
  (:constants Hall - ROOM)
  (:predicates (On ?L - light) (In ?l - light ?r - room) (powered))
  (:action Switch-On
    :parameters (?l - LIGHT)
    :precondition (and (In ?l HALL) (POWERED))
    :effect (On ?L)))
)";

std::string domain_error(const std::string& body) {
  return input_error([&] { parse_domain(body, "d.pddl"); });
}

std::string problem_error(const std::string& body) {
  const Domain domain = parse_domain(kSmallDomain, "d.pddl");
  return input_error([&] { parse_problem(body, "p.pddl", domain); });
}

TEST(PddlLexer, NamesAreCaseInsensitiveAndCommentsIgnored) {
  const Domain domain = parse_domain(kSmallDomain, "d.pddl");
  EXPECT_EQ(domain.name, "lights");
  ASSERT_EQ(domain.actions.size(), 1u);
  const ActionSchema& action = domain.actions[0];
  EXPECT_EQ(action.name, "switch-on");
  EXPECT_EQ(action.parameters[0].types, std::vector<std::string>{"light"});
  EXPECT_EQ(domain.constants[0].name, "hall");
  ASSERT_EQ(action.precondition.children.size(), 2u);
  EXPECT_EQ(action.precondition.children[0].atom.args[1].name, "hall");
  EXPECT_EQ(action.effect.atom.args[0].name, "?l");
}

TEST(PddlLexer, EveryNodeKnowsItsLineAndColumn) {
  const Domain domain = parse_domain(kSmallDomain, "d.pddl");
  const ActionSchema& action = domain.actions[0];
  EXPECT_EQ(action.at.line, 7);
  EXPECT_EQ(action.at.column, 3);
  const Formula& powered = action.precondition.children[1];
  EXPECT_EQ(powered.at.line, 9);
  EXPECT_EQ(powered.at.column, 37);
  EXPECT_EQ(action.effect.atom.args[0].at.line, 10);
}

TEST(PddlLexer, RefusesCharactersNoTokenStartsWith) {
  EXPECT_EQ(domain_error("(define (domain x)\n  {bad})"),
            "d.pddl:2:3: unexpected character '{bad})' (PDDL has parentheses, names, "
            "?variables, numbers and ; comments)");
  EXPECT_EQ(domain_error("(define (domain x) ?)"),
            "d.pddl:1:20: a variable needs a name after '?'");
}

TEST(PddlParser, UnbalancedParentheses) {
  EXPECT_EQ(domain_error("(define (domain x)\n (:predicates (p)"),
            "d.pddl:2:2: '(' never closed: '(:predicates (p)'");
  EXPECT_EQ(domain_error("(define (domain x)))"), "d.pddl:1:20: ')' closes nothing");
}

TEST(PddlParser, UndeclaredThingsAreNamed) {
  const std::string head = "(define (domain x) (:requirements :typing) (:types t)\n";
  EXPECT_EQ(domain_error(head + "(:predicates (p ?a - u)))"), "d.pddl:2:22: undeclared type 'u'");
  EXPECT_EQ(domain_error(head + "(:predicates (p ?a - t))\n(:action a :parameters (?x - t)\n"
                                ":precondition (q ?x) :effect (p ?x)))"),
            "d.pddl:4:16: undeclared predicate 'q'");
  EXPECT_EQ(domain_error(head + "(:predicates (p ?a - t))\n(:action a :parameters (?x - t)\n"
                                ":precondition (p ?y) :effect (p ?x)))"),
            "d.pddl:4:18: undeclared variable '?y'");
  EXPECT_EQ(domain_error(head + "(:predicates (p ?a - t))\n(:action a :parameters (?x - t)\n"
                                ":precondition (p c1) :effect (p ?x)))"),
            "d.pddl:4:18: undeclared object or constant 'c1'");
  EXPECT_EQ(problem_error("(define (problem p) (:domain lights)\n (:objects l1 - light)\n"
                          " (:init (in l1 kitchen))\n (:goal (on l1)))"),
            "p.pddl:3:16: undeclared object or constant 'kitchen'");
  EXPECT_EQ(
      problem_error("(define (problem p) (:domain lights) (:objects l1 - lamp) (:goal (on l1)))"),
      "p.pddl:1:53: undeclared type 'lamp'");
}

TEST(PddlParser, WrongArityNamesThePredicate) {
  EXPECT_EQ(problem_error("(define (problem p) (:domain lights) (:objects l1 - light)\n"
                          "  (:goal (and (on l1 hall))))"),
            "p.pddl:2:15: predicate 'on' takes 1 argument, not 2: '(on l1 hall)'");
}

TEST(PddlParser, QuotesAreShortPrefixes) {
  std::string long_goal =
      "(define (problem p) (:domain lights) (:objects l1 - light)\n(:goal (on l1 ";
  for (int i = 0; i < 200; ++i) long_goal += "hall ";
  long_goal += ")))";
  const std::string message = problem_error(long_goal);
  EXPECT_TRUE(
      message.starts_with("p.pddl:2:8: predicate 'on' takes 1 argument, not 201: '(on l1 hall"))
      << message;
  EXPECT_LT(message.size(), 120u);
}

TEST(PddlParser, RefusesWhatThisStepDoesNotSupportByName) {
  const std::string head = "(define (domain x) (:predicates (p))\n";
  EXPECT_EQ(domain_error("(define (domain x) (:requirements :strips :durative-actions))"),
            "d.pddl:1:43: requirement ':durative-actions': durative actions are not supported yet");
  EXPECT_EQ(
      domain_error(head + "(:durative-action a :parameters ()))"),
      "d.pddl:2:1: durative actions are not supported yet: '(:durative-action a :parameters ())'");
  EXPECT_EQ(domain_error(head + "(:derived (p) (p)))"),
            "d.pddl:2:1: derived predicates are not supported yet: '(:derived (p) (p))'");
  EXPECT_EQ(domain_error(head + "(:process a))"),
            "d.pddl:2:1: processes and events are not supported yet: '(:process a)'");
  EXPECT_EQ(domain_error(
                head + "(:action a :parameters () :precondition (preference x (p)) :effect (p)))"),
            "d.pddl:2:41: preferences are not supported yet: '(preference x (p))'");
  EXPECT_EQ(
      domain_error(head +
                   "(:functions (fuel) - number)\n"
                   "(:action a :parameters () :precondition (> (/ (fuel) 2) 1) :effect (p)))"),
      "d.pddl:3:44: division is not supported (numeric fluents are integers): '(/ (fuel) 2)'");
  EXPECT_EQ(
      domain_error(head + "(:action a :parameters () :precondition (at start (p)) :effect (p)))"),
      "d.pddl:2:41: timed conditions (durative actions) are not supported yet: '(at start (p))'");
  EXPECT_TRUE(domain_error(head + "(:functions (fuel) - number)\n"
                                  "(:action a :parameters () :effect (scale-down (fuel) 2)))")
                  .starts_with("d.pddl:3:35: 'scale-down' is not supported yet"));
  EXPECT_TRUE(domain_error(head + "(:functions (where) - place))")
                  .starts_with("d.pddl:2:21: functions of other types than number (object "
                               "fluents) are not supported yet"));
  EXPECT_TRUE(problem_error("(define (problem p) (:domain lights) (:goal (powered))\n"
                            " (:constraints (sometime (powered))))")
                  .starts_with("p.pddl:2:16: the state constraint 'sometime' is not supported yet "
                               "(only 'always' is)"));
  EXPECT_TRUE(
      problem_error("(define (problem p) (:domain lights) (:goal (powered))\n"
                    " (:metric maximize (total-cost)))")
          .starts_with("p.pddl:2:2: only (:metric minimize (total-cost)) is supported yet"));
}

TEST(PddlParser, MalformedStructure) {
  EXPECT_EQ(domain_error(""), "d.pddl:1:1: the file holds no (define (domain NAME) ...)");
  EXPECT_TRUE(
      domain_error("(define (problem x))").starts_with("d.pddl:1:9: expected (domain NAME)"));
  EXPECT_TRUE(domain_error("(define (domain x) (:predicates (p)) (:action a :parameters () :effect "
                           "(p) :effect (p)))")
                  .starts_with("d.pddl:1:76: given twice in one action"));
  EXPECT_TRUE(domain_error("(define (domain x) (:predicates (p) (p)))")
                  .starts_with("d.pddl:1:37: predicate 'p' is declared twice"));
  EXPECT_TRUE(problem_error("(define (problem p) (:domain lights) (:objects l1 - light))")
                  .starts_with("p.pddl:1:1: the problem has no :goal"));
}

// A declaration's parameter names are placeholders: IPC-2000 Logistics declares (in ?obj ?obj).
// An action's parameters are its variables, so one named twice is refused there.
TEST(PddlParser, DeclarationsMayRepeatANameAndActionParametersMayNot) {
  const Domain domain = parse_domain(
      "(define (domain x) (:predicates (in ?o ?o) (p ?a ?b))\n"
      " (:action a :parameters (?a ?b) :precondition (p ?a ?b) :effect (in ?a ?b)))",
      "d.pddl");
  ASSERT_EQ(domain.predicates.size(), 2u);
  EXPECT_EQ(domain.predicates[0].parameters.size(), 2u);
  EXPECT_TRUE(domain_error("(define (domain x) (:predicates (p ?a ?b))\n"
                           " (:action a :parameters (?a ?a) :effect (p ?a ?a)))")
                  .starts_with("d.pddl:2:29: variable '?a' is declared twice in one list"));
}

TEST(PddlParser, RequirementsAgainstFeaturesAreWarningsNotErrors) {
  // Declares :strips only, uses a negative precondition and typing.
  const std::string domain =
      "(define (domain d) (:requirements :strips :equality) (:types t)\n"
      " (:predicates (p ?x - t))\n"
      " (:action a :parameters (?x - t) :precondition (not (p ?x)) :effect (p ?x)))";
  const std::string problem = "(define (problem q) (:domain other) (:objects o - t) (:goal (p o)))";
  const test::Loaded loaded = test::load_text(domain, problem);
  const std::vector<std::string> expected = {
      "uses :typing without declaring it",
      "uses :negative-preconditions without declaring it",
      "declares :equality but does not use it",
      "the problem names domain 'other', the domain file is 'd'",
  };
  EXPECT_EQ(loaded.task.warnings, expected);
}

}  // namespace
}  // namespace puzzlelab::pddl
