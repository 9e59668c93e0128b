#include "puzzles/pddl/form_reader.hpp"

namespace puzzlelab::pddl {

// The requirements of a domain or a problem, shared by both parsers.
Declared parse_requirements(const FormReader& reader, const SExpr& section) {
  Declared declared;
  for (std::size_t i = 1; i < section.items.size(); ++i) {
    const SExpr& item = section.items[i];
    const std::string_view keyword = reader.word(item);
    if (item.is_list() || !keyword.starts_with(':')) reader.fail(item, "expected a :requirement");
    if (const auto features = features_of_requirement(keyword)) {
      declared.granted.add(*features);
      for (std::size_t f = 0; f < static_cast<std::size_t>(Feature::kCount); ++f)
        if (requirement_name(static_cast<Feature>(f)) == keyword)
          declared.named.add(static_cast<Feature>(f));
      continue;
    }
    const std::string refused = unsupported_requirement(keyword);
    if (!refused.empty())
      reader.fail_plain(item, "requirement '" + excerpt(keyword) + "': " + refused);
    reader.fail_plain(item, "unknown requirement '" + excerpt(keyword) + "'");
  }
  return declared;
}

// "(define (KIND NAME) sections...)": the name, and the sections from the third item on.
std::string parse_define(const FormReader& reader, const std::vector<SExpr>& forms,
                         std::string_view kind) {
  const std::string what = "(define (" + std::string(kind) + " NAME) ...)";
  if (forms.empty()) {
    reader.source().fail({1, 1}, "the file holds no " + what);
  }
  if (forms.size() > 1) reader.fail(forms[1], "text after the end of " + what);
  const SExpr& define = forms[0];
  if (!reader.is_form(define, "define")) reader.fail(define, "expected " + what);
  if (define.items.size() < 2 || !reader.is_form(define.items[1], kind) ||
      define.items[1].items.size() != 2) {
    reader.fail(define.items.size() < 2 ? define : define.items[1],
                "expected (" + std::string(kind) + " NAME)");
  }
  return reader.name(define.items[1].items[1], std::string(kind) + " name");
}

}  // namespace puzzlelab::pddl
