#include "server/json_fields.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "server/api_error.hpp"
#include "server/http_status.hpp"

namespace puzzlelab::server {
namespace {

using http_status::kBadRequest;
// Deeper than any request needs; refused before it costs anything.
constexpr int kMaxDepth = 32;

std::string type_name(const nlohmann::json& value) {
  return value.type_name();
}

}  // namespace

std::string quoted_text(std::string_view text) {
  constexpr std::size_t kShown = 40;
  const bool cut = text.size() > kShown;
  const std::string shown(text.substr(0, kShown));
  return nlohmann::json(shown).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) +
         (cut ? "..." : "");
}

nlohmann::json parse_json_object(std::string_view body) {
  // The key being read at each depth, so that an error names the field it is in.
  std::vector<std::string> path;
  const auto track = [&path](int depth, nlohmann::json::parse_event_t event,
                             nlohmann::json& parsed) {
    if (depth > kMaxDepth) {
      throw ApiError(kBadRequest, "the request body nests more than " + std::to_string(kMaxDepth) +
                                      " levels deep");
    }
    // The callback's depth counts the objects and arrays around the event: a key at depth d is
    // the d-th name of the path, and a value that ends there (a member's, or an object's or
    // array's end) ends the name before it.
    using Event = nlohmann::json::parse_event_t;
    const auto outer = static_cast<std::size_t>(std::max(depth - 1, 0));
    if (event == Event::key) {
      path.resize(outer);
      path.push_back(parsed.get<std::string>());
    } else if (event == Event::value || event == Event::object_end || event == Event::array_end) {
      path.resize(std::min(path.size(), outer));
    }
    return true;
  };
  nlohmann::json value;
  try {
    value = nlohmann::json::parse(body, track);
  } catch (const nlohmann::json::exception& error) {
    // Syntax errors, and numbers too large for a double (1e999): nlohmann's messages are one
    // line; drop its "[json.exception...]" prefix.
    std::string message = error.what();
    if (const auto pos = message.find("] "); pos != std::string::npos) message.erase(0, pos + 2);
    std::string field;
    for (const std::string& key : path) field += (field.empty() ? "" : ".") + key;
    throw ApiError(kBadRequest, "the request body is not valid JSON" +
                                    (field.empty() ? "" : " at " + quoted_text(field)) + ": " +
                                    message);
  }
  if (!value.is_object()) {
    throw ApiError(kBadRequest, "the request body must be a JSON object, not " + type_name(value));
  }
  return value;
}

std::optional<std::string> JsonFields::unknown_field(
    std::initializer_list<std::string_view> known) const {
  for (const auto& [key, value] : object_.items()) {
    if (std::find(known.begin(), known.end(), key) == known.end()) return key;
  }
  return std::nullopt;
}

void JsonFields::allow_only(std::initializer_list<std::string_view> known) const {
  if (const auto key = unknown_field(known)) {
    std::string list;
    for (std::string_view name : known) list += (list.empty() ? "" : ", ") + std::string(name);
    throw ApiError(kBadRequest,
                   "unknown field " + quoted_text(*key) + " (expected one of: " + list + ")");
  }
}

const nlohmann::json* JsonFields::find(const std::string& key) const {
  const auto it = object_.find(key);
  return it == object_.end() ? nullptr : &*it;
}

std::optional<std::string> JsonFields::optional_string(const std::string& key) const {
  const nlohmann::json* value = find(key);
  if (value == nullptr || value->is_null()) return std::nullopt;
  if (!value->is_string()) {
    throw ApiError(kBadRequest, "\"" + key + "\" must be a string, not " + type_name(*value));
  }
  return value->get<std::string>();
}

std::string JsonFields::string(const std::string& key, const std::string& fallback) const {
  return optional_string(key).value_or(fallback);
}

std::string JsonFields::required_string(const std::string& key) const {
  auto value = optional_string(key);
  if (!value) throw ApiError(kBadRequest, "\"" + key + "\" is required");
  return *value;
}

std::int64_t JsonFields::integer(const std::string& key, std::int64_t fallback, std::int64_t min,
                                 std::int64_t max) const {
  const nlohmann::json* value = find(key);
  if (value == nullptr || value->is_null()) return fallback;
  const std::string range = " (" + std::to_string(min) + " to " + std::to_string(max) + ")";
  std::int64_t number = 0;
  if (value->is_number_integer()) {
    // Unsigned values above INT64_MAX come back negative from get<int64_t>: check the sign kind.
    if (value->is_number_unsigned() &&
        value->get<std::uint64_t>() > static_cast<std::uint64_t>(max)) {
      throw ApiError(kBadRequest, "\"" + key + "\" is out of range" + range);
    }
    number = value->get<std::int64_t>();
  } else {
    throw ApiError(kBadRequest, "\"" + key + "\" must be an integer" + range);
  }
  if (number < min || number > max) {
    throw ApiError(kBadRequest, "\"" + key + "\" is out of range" + range);
  }
  return number;
}

double JsonFields::number(const std::string& key, double fallback, double min, double max) const {
  const nlohmann::json* value = find(key);
  if (value == nullptr || value->is_null()) return fallback;
  const auto format = [](double x) { return nlohmann::json(x).dump(); };
  const std::string range = " (" + format(min) + " to " + format(max) + ")";
  if (!value->is_number()) throw ApiError(kBadRequest, "\"" + key + "\" must be a number" + range);
  const double number = value->get<double>();
  if (!std::isfinite(number) || number < min || number > max) {
    throw ApiError(kBadRequest, "\"" + key + "\" is out of range" + range);
  }
  return number;
}

bool JsonFields::boolean(const std::string& key, bool fallback) const {
  const nlohmann::json* value = find(key);
  if (value == nullptr || value->is_null()) return fallback;
  if (!value->is_boolean()) {
    throw ApiError(kBadRequest, "\"" + key + "\" must be true or false, not " + type_name(*value));
  }
  return value->get<bool>();
}

}  // namespace puzzlelab::server
