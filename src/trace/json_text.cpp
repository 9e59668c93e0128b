#include "trace/json_text.hpp"

namespace puzzlelab::trace {

void append_json_string(std::string& out, std::string_view text) {
  const std::size_t start = out.size();
  out += '"';
  std::size_t plain = 0;  // the first byte not yet copied
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte >= 0x80) {
      // Past ASCII, nlohmann's own UTF-8 check decides what is kept and what replaced.
      out.resize(start);
      out += nlohmann::json(std::string(text))
                 .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
      return;
    }
    if (byte >= 0x20 && byte != '"' && byte != '\\') continue;
    out.append(text.data() + plain, i - plain);
    plain = i + 1;
    out += '\\';
    switch (byte) {
      case '"':
      case '\\':
        out += static_cast<char>(byte);
        break;
      case '\b':
        out += 'b';
        break;
      case '\f':
        out += 'f';
        break;
      case '\n':
        out += 'n';
        break;
      case '\r':
        out += 'r';
        break;
      case '\t':
        out += 't';
        break;
      default:
        out += "u00";
        out += "0123456789abcdef"[byte >> 4];
        out += "0123456789abcdef"[byte & 0xF];
    }
  }
  out.append(text.data() + plain, text.size() - plain);
  out += '"';
}

void append_json(std::string& out, const nlohmann::json& value) {
  switch (value.type()) {
    case nlohmann::json::value_t::object: {
      out += '{';
      bool first = true;
      for (const auto& [key, member] : value.get_ref<const nlohmann::json::object_t&>()) {
        if (!first) out += ',';
        first = false;
        append_json_string(out, key);
        out += ':';
        append_json(out, member);
      }
      out += '}';
      return;
    }
    case nlohmann::json::value_t::array: {
      out += '[';
      bool first = true;
      for (const nlohmann::json& element : value.get_ref<const nlohmann::json::array_t&>()) {
        if (!first) out += ',';
        first = false;
        append_json(out, element);
      }
      out += ']';
      return;
    }
    case nlohmann::json::value_t::string:
      append_json_string(out, value.get_ref<const std::string&>());
      return;
    case nlohmann::json::value_t::boolean:
      out += value.get<bool>() ? "true" : "false";
      return;
    case nlohmann::json::value_t::number_integer:
      append_json_integer(out, value.get<std::int64_t>());
      return;
    case nlohmann::json::value_t::number_unsigned:
      append_json_integer(out, value.get<std::uint64_t>());
      return;
    case nlohmann::json::value_t::null:
      out += "null";
      return;
    default:
      // Floating point (the shortest text that reads back the same), binary: nlohmann's own.
      out += value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  }
}

}  // namespace puzzlelab::trace
