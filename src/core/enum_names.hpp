// An enumeration read back from the name its to_string gives (found by argument-dependent lookup
// in the enumeration's namespace), and the names of a list of its values in order: what every
// option that takes a method, a status or a variant by name needs, written once.
#pragma once

#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace puzzlelab {

// The value among `values` whose to_string is `name`; nullopt when none is.
template <typename Values>
auto parse_named(const Values& values, std::string_view name)
    -> std::optional<std::decay_t<decltype(*std::begin(values))>> {
  for (const auto value : values)
    if (std::string_view(to_string(value)) == name) return value;
  return std::nullopt;
}

template <typename Values>
std::vector<std::string> names_of(const Values& values) {
  std::vector<std::string> names;
  for (const auto value : values) names.emplace_back(to_string(value));
  return names;
}

}  // namespace puzzlelab
