// Reading PDDL domain and problem files into the typed AST (ast.hpp). Every error is an
// InputError "FILE:LINE:COL: problem: 'the offending form'".
#pragma once

#include <string>

#include "puzzles/pddl/ast.hpp"

namespace puzzlelab::pddl {

// `file` names the text in messages.
Domain parse_domain(std::string text, const std::string& file);
// A problem is read against its domain: its objects, predicates and functions.
Problem parse_problem(std::string text, const std::string& file, const Domain& domain);

// The same, reading the file through core/text_file.hpp (size cap, directories, pipes).
Domain read_domain_file(const std::string& path);
Problem read_problem_file(const std::string& path, const Domain& domain);

// The symbols a domain declares, for parsing its problems: types, predicates, functions and
// constants.
struct Symbols;
Symbols domain_symbols(const Domain& domain);

}  // namespace puzzlelab::pddl
