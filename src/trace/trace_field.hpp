// One member of a trace event, for events written straight into the trace's text. An event given
// as a braced list whose values are all integers, booleans, strings or contiguous lists of
// integers (std::vector<int>, std::array),
//   writer.event(Step::kAdvance, {{"e", "move"}, {"from", 3}, {"over", 4}, {"to", 5}});
// is taken by C++ as a std::initializer_list<TraceField> (that overload of TraceWriter::event is
// preferred to the json one) and costs no json object; any other value (a double, an array, a
// json, a nested braced list) makes the list a json object as before. The key, a string and a
// list are views: the temporaries of the call's braced list outlive the call.
#pragma once

#include <concepts>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <ranges>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "trace/json_text.hpp"

namespace puzzlelab::trace {

// Types that nlohmann::json makes a string of: a character pointer or array, std::string and
// std::string_view (not nullptr, which would convert to a pointer silently).
template <typename T>
concept TraceFieldText = std::convertible_to<T, std::string_view> &&
    (std::is_pointer_v<std::decay_t<T>> || std::is_same_v<T, std::string> ||
     std::is_same_v<T, std::string_view>);

// Integers other than bool and the character types, which nlohmann::json writes otherwise.
template <typename T>
concept TraceFieldInteger =
    std::integral<T> && !std::same_as<T, bool> && !std::same_as<T, char> &&
    !std::same_as<T, signed char> && !std::same_as<T, unsigned char> && !std::same_as<T, wchar_t> &&
    !std::same_as<T, char8_t> && !std::same_as<T, char16_t> && !std::same_as<T, char32_t>;

template <typename T>
concept TraceFieldIntegers = std::ranges::contiguous_range<const T> &&
    std::ranges::sized_range<const T> && TraceFieldInteger<std::ranges::range_value_t<const T>>;

class TraceField {
 public:
  template <TraceFieldText Key, TraceFieldInteger Value>
  TraceField(const Key& key, Value value)
      : key_(key),
        value_(std::conditional_t<std::is_signed_v<Value>, std::int64_t, std::uint64_t>(value)) {}

  template <TraceFieldText Key, std::same_as<bool> Value>
  TraceField(const Key& key, Value value) : key_(key), value_(value) {}

  template <TraceFieldText Key, TraceFieldText Value>
  TraceField(const Key& key, const Value& value) : key_(key), value_(std::string_view(value)) {}

  template <TraceFieldText Key, TraceFieldIntegers Values>
  TraceField(const Key& key, const Values& values)
      : key_(key),
        value_(IntegerList::of<std::ranges::range_value_t<const Values>>(
            std::ranges::data(values), std::ranges::size(values))) {}

  std::string_view key() const { return key_; }
  // The value when it is a string, else null.
  const std::string_view* text() const { return std::get_if<std::string_view>(&value_); }

  // The value as JSON text, as nlohmann::json writes it.
  void append_value(std::string& out) const;
  // The value as nlohmann::json holds it (an integer signed or unsigned as given).
  nlohmann::json value_json() const;

 private:
  // A view of integers of any one type, with the two ways of writing them.
  struct IntegerList {
    const void* data;
    std::size_t size;
    void (*append)(std::string& out, const void* data, std::size_t size);
    nlohmann::json (*as_json)(const void* data, std::size_t size);

    template <typename Integer>
    static IntegerList of(const Integer* data, std::size_t size) {
      return {data, size, &append_list<Integer>, &list_json<Integer>};
    }
    template <typename Integer>
    static void append_list(std::string& out, const void* data, std::size_t size) {
      const auto* values = static_cast<const Integer*>(data);
      out += '[';
      for (std::size_t i = 0; i < size; ++i) {
        if (i > 0) out += ',';
        append_json_integer(out, values[i]);
      }
      out += ']';
    }
    template <typename Integer>
    static nlohmann::json list_json(const void* data, std::size_t size) {
      const auto* values = static_cast<const Integer*>(data);
      return nlohmann::json(std::vector<Integer>(values, values + size));
    }
  };

  std::string_view key_;
  std::variant<std::int64_t, std::uint64_t, bool, std::string_view, IntegerList> value_;
};

}  // namespace puzzlelab::trace
