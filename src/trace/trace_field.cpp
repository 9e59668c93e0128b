#include "trace/trace_field.hpp"

#include "trace/json_text.hpp"

namespace puzzlelab::trace {

void TraceField::append_value(std::string& out) const {
  if (const auto* integer = std::get_if<std::int64_t>(&value_)) {
    append_json_integer(out, *integer);
  } else if (const auto* natural = std::get_if<std::uint64_t>(&value_)) {
    append_json_integer(out, *natural);
  } else if (const auto* boolean = std::get_if<bool>(&value_)) {
    out += *boolean ? "true" : "false";
  } else if (const auto* text = std::get_if<std::string_view>(&value_)) {
    append_json_string(out, *text);
  } else {
    const IntegerList& list = std::get<IntegerList>(value_);
    list.append(out, list.data, list.size);
  }
}

nlohmann::json TraceField::value_json() const {
  if (const auto* integer = std::get_if<std::int64_t>(&value_)) return *integer;
  if (const auto* natural = std::get_if<std::uint64_t>(&value_)) return *natural;
  if (const auto* boolean = std::get_if<bool>(&value_)) return *boolean;
  if (const auto* text = std::get_if<std::string_view>(&value_)) return *text;
  const IntegerList& list = std::get<IntegerList>(value_);
  return list.as_json(list.data, list.size);
}

}  // namespace puzzlelab::trace
