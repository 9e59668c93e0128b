#include "backends/sat/dimacs.hpp"

#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <istream>
#include <ostream>
#include <string_view>
#include <vector>

#include "core/error.hpp"
#include "core/line_tokens.hpp"

namespace puzzlelab::sat {
namespace {

// |value| without overflow: std::llabs of the most negative 64-bit value is undefined.
std::uint64_t magnitude(std::int64_t value) {
  return value < 0 ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
}

using Token = LineToken;

// Reads lines and turns problems into InputErrors that point at file:line:column.
class LineReader {
 public:
  LineReader(std::istream& in, const std::string& source) : in_(in), source_(source) {}

  bool next() {
    if (!std::getline(in_, line_)) return false;
    ++number_;
    tokens_ = split_words(line_);
    return true;
  }
  const std::string& line() const { return line_; }
  const std::vector<Token>& tokens() const { return tokens_; }
  int line_number() const { return number_; }

  [[noreturn]] void fail(int column, const std::string& message) const {
    throw InputError(SourceLocation{source_, number_, column}, message);
  }
  [[noreturn]] void fail(const Token& token, const std::string& message) const {
    fail(token.column, message + " '" + excerpt(token.text) + "'");
  }

  std::int64_t integer(const Token& token, const char* what) const {
    std::int64_t value = 0;
    const char* end = token.text.data() + token.text.size();
    const auto [ptr, error] = std::from_chars(token.text.data(), end, value);
    if (error != std::errc() || ptr != end) fail(token, std::string("expected ") + what + ", got");
    return value;
  }

 private:
  std::istream& in_;
  const std::string& source_;
  std::string line_;
  int number_ = 0;
  std::vector<Token> tokens_;
};

// A comment's text without its leading "c" and the one space that separates them.
std::string comment_text(std::string_view line) {
  const std::size_t c = line.find('c');
  std::string_view rest = line.substr(c + 1);
  if (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  if (!rest.empty() && rest.back() == '\r') rest.remove_suffix(1);
  return std::string(rest);
}

}  // namespace

void write_dimacs(const Cnf& cnf, std::ostream& out) {
  for (const std::string& comment : cnf.comments) {
    // A newline inside a comment would end the comment line and break the file.
    const std::string_view text(comment);
    std::size_t begin = 0;
    while (true) {
      const std::size_t end = text.find('\n', begin);
      out << "c " << text.substr(begin, end - begin) << '\n';
      if (end == std::string_view::npos) break;
      begin = end + 1;
    }
  }
  out << "p cnf " << cnf.variable_count() << ' ' << cnf.clause_count() << '\n';
  cnf.for_each_clause([&](std::span<const Lit> clause) {
    for (Lit literal : clause) out << literal << ' ';
    out << "0\n";
  });
}

Cnf read_dimacs(std::istream& in, const std::string& source) {
  LineReader reader(in, source);
  Cnf cnf;
  bool have_header = false;
  std::int64_t declared_clauses = 0;
  int header_line = 0;
  std::vector<Lit> clause;
  int clause_line = 0;  // where the unfinished clause started
  while (reader.next()) {
    const auto& tokens = reader.tokens();
    if (tokens.empty()) continue;
    const std::string_view first = tokens[0].text;
    if (first.front() == 'c') {
      cnf.comments.push_back(comment_text(reader.line()));
      continue;
    }
    if (first == "%") break;  // SATLIB files end with "%" and "0" after the last clause
    if (first == "p") {
      if (have_header) {
        reader.fail(1, "second 'p' header (first on line " + std::to_string(header_line) + ")");
      }
      if (tokens.size() != 4 || tokens[1].text != "cnf") {
        reader.fail(1, "malformed header: expected 'p cnf <variables> <clauses>'");
      }
      const std::int64_t variables = reader.integer(tokens[2], "a variable count");
      declared_clauses = reader.integer(tokens[3], "a clause count");
      if (variables < 0 || variables > INT32_MAX - 1) {
        reader.fail(tokens[2], "variable count out of range:");
      }
      if (declared_clauses < 0) reader.fail(tokens[3], "negative clause count:");
      cnf.new_variables(static_cast<int>(variables));
      have_header = true;
      header_line = reader.line_number();
      continue;
    }
    if (!have_header) reader.fail(tokens[0].column, "missing 'p cnf' header before clauses");
    for (const Token& token : tokens) {
      const std::int64_t literal = reader.integer(token, "a literal");
      if (literal == 0) {
        if (static_cast<std::int64_t>(cnf.clause_count()) >= declared_clauses) {
          reader.fail(token.column, "more clauses than the " + std::to_string(declared_clauses) +
                                        " declared on line " + std::to_string(header_line));
        }
        cnf.add_clause(clause);
        clause.clear();
        continue;
      }
      if (magnitude(literal) > static_cast<std::uint64_t>(cnf.variable_count())) {
        reader.fail(token, "literal out of range (" + std::to_string(cnf.variable_count()) +
                               " variables declared):");
      }
      if (clause.empty()) clause_line = reader.line_number();
      clause.push_back(static_cast<Lit>(literal));
    }
  }
  if (!have_header) throw InputError(SourceLocation{source, 0, 0}, "missing 'p cnf' header");
  if (!clause.empty()) {
    throw InputError(SourceLocation{source, clause_line, 0}, "last clause is not terminated by 0");
  }
  if (static_cast<std::int64_t>(cnf.clause_count()) != declared_clauses) {
    throw InputError(SourceLocation{source, header_line, 0},
                     "header declares " + std::to_string(declared_clauses) + " clauses, found " +
                         std::to_string(cnf.clause_count()));
  }
  return cnf;
}

SatResult read_sat_solution(std::istream& in, const std::string& source, int variable_count) {
  if (variable_count < 0) internal_error("read_sat_solution: negative variable count");
  LineReader reader(in, source);
  SatResult result;
  bool have_status = false;
  bool minisat_values_pending = false;  // minisat: literals follow the SAT line without "v"
  bool values_done = false;
  std::vector<bool> model(static_cast<std::size_t>(variable_count) + 1, false);

  const auto set_status = [&](BackendStatus status, int column) {
    if (have_status && result.status != status) reader.fail(column, "second, different status");
    result.status = status;
    have_status = true;
  };
  // Reads literals from tokens[from..]; a 0 ends the model.
  const auto read_values = [&](std::size_t from) {
    const auto& tokens = reader.tokens();
    for (std::size_t i = from; i < tokens.size(); ++i) {
      const std::int64_t literal = reader.integer(tokens[i], "a literal");
      if (values_done) reader.fail(tokens[i], "value after the terminating 0:");
      if (literal == 0) {
        values_done = true;
        continue;
      }
      if (magnitude(literal) > static_cast<std::uint64_t>(variable_count)) {
        reader.fail(tokens[i],
                    "literal out of range (" + std::to_string(variable_count) + " variables):");
      }
      model[static_cast<std::size_t>(magnitude(literal))] = literal > 0;
    }
  };

  while (reader.next()) {
    const auto& tokens = reader.tokens();
    if (tokens.empty()) continue;
    const std::string_view first = tokens[0].text;
    if (first == "c") continue;
    if (first == "s") {
      const std::string_view word = tokens.size() == 2 ? tokens[1].text : std::string_view();
      if (word == "SATISFIABLE") {
        set_status(BackendStatus::kSatisfiable, 1);
      } else if (word == "UNSATISFIABLE") {
        set_status(BackendStatus::kUnsatisfiable, 1);
      } else if (word == "UNKNOWN" || word == "INDETERMINATE") {
        set_status(BackendStatus::kUnknown, 1);
      } else {
        reader.fail(1, "expected 's SATISFIABLE', 's UNSATISFIABLE' or 's UNKNOWN'");
      }
      continue;
    }
    if (first == "v") {
      read_values(1);
      continue;
    }
    // minisat's result file: "SAT" and one line of literals, or "UNSAT" / "INDET".
    if (tokens.size() == 1 && !have_status &&
        (first == "SAT" || first == "UNSAT" || first == "INDET")) {
      set_status(first == "SAT"     ? BackendStatus::kSatisfiable
                 : first == "UNSAT" ? BackendStatus::kUnsatisfiable
                                    : BackendStatus::kUnknown,
                 1);
      minisat_values_pending = first == "SAT";
      continue;
    }
    if (minisat_values_pending) {
      read_values(0);
      minisat_values_pending = false;
      continue;
    }
    reader.fail(tokens[0], "unexpected line starting with");
  }
  if (result.status == BackendStatus::kSatisfiable) result.model = std::move(model);
  return result;
}

}  // namespace puzzlelab::sat
