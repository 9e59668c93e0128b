// Typed, range-checked fields of a JSON request body. Every problem (a missing field, a wrong
// type, a value out of range, a field the endpoint does not know) is an ApiError 400 that names
// the field, so a client learns exactly what to fix.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace puzzlelab::server {

// `text` from a client, quoted and escaped for an error message (at most 40 characters of it).
std::string quoted_text(std::string_view text);

// Parses a request body that must be one JSON object.
nlohmann::json parse_json_object(std::string_view body);

class JsonFields {
 public:
  explicit JsonFields(const nlohmann::json& object) : object_(object) {}

  // Rejects any key not in `known` (catches misspelt options instead of ignoring them).
  void allow_only(std::initializer_list<std::string_view> known) const;
  // The first key not in `known`, if any.
  std::optional<std::string> unknown_field(std::initializer_list<std::string_view> known) const;

  std::optional<std::string> optional_string(const std::string& key) const;
  std::string string(const std::string& key, const std::string& fallback) const;
  std::string required_string(const std::string& key) const;
  std::int64_t integer(const std::string& key, std::int64_t fallback, std::int64_t min,
                       std::int64_t max) const;
  double number(const std::string& key, double fallback, double min, double max) const;
  bool boolean(const std::string& key, bool fallback) const;
  // The value of `key` when present (any type), for fields with several accepted shapes.
  const nlohmann::json* find(const std::string& key) const;
  const nlohmann::json& object() const { return object_; }

 private:
  const nlohmann::json& object_;
};

}  // namespace puzzlelab::server
