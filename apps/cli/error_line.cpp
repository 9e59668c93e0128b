#include "error_line.hpp"

#include <algorithm>
#include <cstdio>

namespace puzzlelab::cli {
namespace {

void append_escaped(std::string& out, unsigned char byte) {
  if (byte == '\n') {
    out += "\\n";
  } else if (byte == '\t') {
    out += "\\t";
  } else if (byte == '\r') {
    out += "\\r";
  } else {
    static constexpr char kHex[] = "0123456789abcdef";
    out += "\\x";
    out += kHex[byte >> 4];
    out += kHex[byte & 15];
  }
}

// Whether a cut at `at` would split a UTF-8 sequence (`at` points at a continuation byte).
bool inside_utf8_sequence(std::string_view text, std::size_t at) {
  return at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80;
}

}  // namespace

std::string printable_error(std::string_view message) {
  std::string out;
  out.reserve(std::min(message.size(), kMaxErrorLineBytes) + 8);
  for (std::size_t at = 0; at < message.size(); ++at) {
    const auto byte = static_cast<unsigned char>(message[at]);
    if (out.size() >= kMaxErrorLineBytes && !inside_utf8_sequence(message, at)) {
      out += "...";
      break;
    }
    if (byte < 0x20 || byte == 0x7F) {
      append_escaped(out, byte);
    } else {
      out += static_cast<char>(byte);
    }
  }
  return out;
}

void print_error(std::string_view message) {
  std::fprintf(stderr, "puzzlelab: %s\n", printable_error(message).c_str());
}

}  // namespace puzzlelab::cli
