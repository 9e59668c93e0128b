// What the domain, problem and formula parsers share: reading the forms of one file, with every
// error at its FILE:LINE:COL and the offending form quoted.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "puzzles/pddl/ast.hpp"
#include "puzzles/pddl/sexpr.hpp"

namespace puzzlelab::pddl {

class FormReader {
 public:
  explicit FormReader(const SourceText& source) : source_(source) {}

  const SourceText& source() const { return source_; }

  [[noreturn]] void fail(const SExpr& form, const std::string& message) const {
    source_.fail(form.at(), message + ": " + source_.quote(form.token.offset, form.end));
  }
  // For a message that names the thing already ("undeclared predicate 'on'").
  [[noreturn]] void fail_plain(const SExpr& form, const std::string& message) const {
    source_.fail(form.at(), message);
  }

  // The lower-case text of a name, variable or number token; empty for a list.
  std::string_view word(const SExpr& form) const {
    return form.is_list() ? std::string_view() : source_.lowered(form.token);
  }
  bool is_name(const SExpr& form) const { return form.token.kind == TokenKind::kName; }
  bool is_variable(const SExpr& form) const { return form.token.kind == TokenKind::kVariable; }
  // A list whose first item is the name `head` ("and", ":action").
  bool is_form(const SExpr& form, std::string_view head) const {
    return form.is_list() && !form.items.empty() && is_name(form.items[0]) &&
           word(form.items[0]) == head;
  }
  std::string_view head(const SExpr& form) const {
    return form.is_list() && !form.items.empty() ? word(form.items[0]) : std::string_view();
  }

  const SExpr& list(const SExpr& form, std::string_view what) const {
    if (!form.is_list()) fail(form, "expected " + std::string(what) + " in parentheses");
    return form;
  }
  std::string name(const SExpr& form, std::string_view what) const {
    if (!is_name(form) || word(form).starts_with(':') || word(form) == "-")
      fail(form, "expected " + std::string(what));
    return std::string(word(form));
  }
  void arity(const SExpr& form, std::size_t items, std::string_view what) const {
    if (form.items.size() != items) {
      fail(form, std::string(what) + " takes " + std::to_string(items - 1) + " argument" +
                     (items == 2 ? "" : "s"));
    }
  }

  // A typed list, "a b - t c - (either u v) d": names (or ?variables when `variables`), each
  // with its types; none ("object") when none is given. Types are checked by `check_type`.
  template <class CheckType>
  std::vector<TypedName> typed_list(const SExpr& list, std::size_t first, bool variables,
                                    FeatureSet& used, CheckType&& check_type) const {
    std::vector<TypedName> names;
    std::size_t untyped_from = 0;  // the first name still waiting for its type
    for (std::size_t i = first; i < list.items.size(); ++i) {
      const SExpr& item = list.items[i];
      if (is_name(item) && word(item) == "-") {
        if (i + 1 >= list.items.size()) fail(item, "'-' must be followed by a type");
        if (untyped_from == names.size()) fail(item, "'-' must follow a name");
        used.add(Feature::kTyping);
        const std::vector<std::string> types = type_of(list.items[++i], check_type);
        for (std::size_t k = untyped_from; k < names.size(); ++k) names[k].types = types;
        untyped_from = names.size();
        continue;
      }
      if (variables ? !is_variable(item) : !is_name(item) || word(item).starts_with(':'))
        fail(item, variables ? "expected a ?variable" : "expected a name");
      names.push_back({std::string(word(item)), item.at(), {}});
    }
    return names;
  }

 private:
  template <class CheckType>
  std::vector<std::string> type_of(const SExpr& form, CheckType& check_type) const {
    std::vector<std::string> types;
    if (is_form(form, "either")) {
      if (form.items.size() < 2) fail(form, "(either ...) needs at least one type");
      for (std::size_t k = 1; k < form.items.size(); ++k) {
        types.push_back(name(form.items[k], "a type name"));
        check_type(form.items[k]);
      }
    } else {
      types.push_back(name(form, "a type name or (either ...)"));
      check_type(form);
    }
    return types;
  }

  const SourceText& source_;
};

// The requirements of a domain or a problem: (:requirements :strips ...).
Declared parse_requirements(const FormReader& reader, const SExpr& section);

// "(define (KIND NAME) sections...)", the one form of a file: its NAME. The sections are the
// first form's items from the third on.
std::string parse_define(const FormReader& reader, const std::vector<SExpr>& forms,
                         std::string_view kind);

}  // namespace puzzlelab::pddl
