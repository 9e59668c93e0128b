// Bounded integer numeric fluents: what the parsed, lifted and ground forms share. Values are
// whole numbers within ±2^40, far beyond any count a puzzle keeps and far enough inside 64 bits
// that a sum or a difference of two never overflows; a product is checked.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace puzzlelab::pddl {

// The largest magnitude of a numeric fluent's value and of a number in an expression.
inline constexpr std::int64_t kMaxNumericValue = std::int64_t{1} << 40;

// kNotEqual only arises in ground conditions, from a negated `=`.
enum class Comparator : std::uint8_t {
  kLess,
  kLessEqual,
  kEqual,
  kGreaterEqual,
  kGreater,
  kNotEqual
};

enum class NumericOp : std::uint8_t { kAssign, kIncrease, kDecrease };

// "<", "<=", "=", ">=", ">", "!=".
inline std::string_view comparator_text(Comparator comparator) {
  constexpr std::string_view kText[] = {"<", "<=", "=", ">=", ">", "!="};
  return kText[static_cast<int>(comparator)];
}

inline std::optional<Comparator> comparator_of(std::string_view head) {
  if (head == "<") return Comparator::kLess;
  if (head == "<=") return Comparator::kLessEqual;
  if (head == "=") return Comparator::kEqual;
  if (head == ">=") return Comparator::kGreaterEqual;
  if (head == ">") return Comparator::kGreater;
  return std::nullopt;
}

// not (a < b) is a >= b, and so on.
inline Comparator negated(Comparator comparator) {
  switch (comparator) {
    case Comparator::kLess:
      return Comparator::kGreaterEqual;
    case Comparator::kLessEqual:
      return Comparator::kGreater;
    case Comparator::kEqual:
      return Comparator::kNotEqual;
    case Comparator::kGreaterEqual:
      return Comparator::kLess;
    case Comparator::kGreater:
      return Comparator::kLessEqual;
    case Comparator::kNotEqual:
      return Comparator::kEqual;
  }
  return comparator;
}

inline bool compare(Comparator comparator, std::int64_t left, std::int64_t right) {
  switch (comparator) {
    case Comparator::kLess:
      return left < right;
    case Comparator::kLessEqual:
      return left <= right;
    case Comparator::kEqual:
      return left == right;
    case Comparator::kGreaterEqual:
      return left >= right;
    case Comparator::kGreater:
      return left > right;
    case Comparator::kNotEqual:
      return left != right;
  }
  return false;
}

inline bool in_numeric_range(std::int64_t value) {
  return value >= -kMaxNumericValue && value <= kMaxNumericValue;
}

}  // namespace puzzlelab::pddl
