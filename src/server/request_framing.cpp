#include "server/request_framing.hpp"

#include <algorithm>
#include <cctype>
#include <string>

#include "server/api_error.hpp"
#include "server/http_status.hpp"
#include "server/json_fields.hpp"

namespace puzzlelab::server {
namespace {

using http_status::kBadRequest;
using http_status::kHeadTooLarge;
using http_status::kLengthRequired;
using http_status::kPayloadTooLarge;

bool same_name(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) ==
           std::tolower(static_cast<unsigned char>(y));
  });
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

// Control characters other than tab, and a CR or LF that is not part of a CRLF, are refused:
// cpp-httplib splits lines at LF alone, and the two readings must agree.
void check_characters(std::string_view head) {
  for (std::size_t i = 0; i < head.size(); ++i) {
    const auto c = static_cast<unsigned char>(head[i]);
    const bool crlf = (c == '\r' && i + 1 < head.size() && head[i + 1] == '\n') ||
                      (c == '\n' && i > 0 && head[i - 1] == '\r');
    if ((c < 0x20 && c != '\t' && !crlf) || c == 0x7f) {
      throw ApiError(kBadRequest,
                     "the request head has a control character (byte " + std::to_string(c) + ")");
    }
  }
}

bool method_has_body(std::string_view method) {
  return method == "POST" || method == "PUT" || method == "PATCH";
}

}  // namespace

std::optional<RequestFrame> frame_request(std::string_view received, const FramingLimits& limits) {
  const std::size_t end = received.find(kEndOfHead);
  const bool complete = end != std::string_view::npos;
  if ((complete ? end + kEndOfHead.size() : received.size()) > limits.max_head_bytes) {
    throw ApiError(kHeadTooLarge, "the request head is too large (at most " +
                                      std::to_string(limits.max_head_bytes) + " bytes)");
  }
  if (!complete) return std::nullopt;
  RequestFrame frame;
  frame.head_bytes = end + kEndOfHead.size();
  const std::string_view head = received.substr(0, end);
  check_characters(head);

  const std::size_t line_end = head.find("\r\n");
  const std::string_view method = head.substr(0, head.find(' '));
  std::optional<std::string_view> length;
  bool chunked = false;
  for (std::size_t at = line_end; at != std::string_view::npos && at < head.size();) {
    const std::size_t start = at + 2;
    const std::size_t next = head.find("\r\n", start);
    const std::string_view line = head.substr(start, next == head.npos ? head.npos : next - start);
    at = next;
    const std::size_t colon = line.find(':');
    const std::string_view name = line.substr(0, colon);
    // No colon, an empty name, or white space in it (which includes a folded line, one that
    // starts with a space): the reading of such a header is not agreed on.
    if (colon == line.npos || name.empty() || name.find_first_of(" \t") != name.npos) {
      throw ApiError(kBadRequest, "malformed header line " + quoted_text(line));
    }
    const std::string_view value = trimmed(line.substr(colon + 1));
    if (same_name(name, "Content-Length")) {
      if (length) throw ApiError(kBadRequest, "more than one Content-Length header");
      length = value;
    } else if (same_name(name, "Transfer-Encoding")) {
      chunked = true;
    } else if (same_name(name, "Expect")) {
      frame.expects_continue = same_name(value, "100-continue");
    }
  }

  if (chunked) {
    throw ApiError(kLengthRequired,
                   "a request body must be sent with Content-Length, not Transfer-Encoding");
  }
  if (!length) {
    if (method_has_body(method)) {
      throw ApiError(kLengthRequired,
                     "a " + std::string(method) + " request needs a Content-Length header");
    }
    return frame;
  }
  const bool digits = !length->empty() && std::all_of(length->begin(), length->end(), [](char c) {
    return std::isdigit(static_cast<unsigned char>(c));
  });
  if (!digits) {
    throw ApiError(kBadRequest, "Content-Length " + quoted_text(*length) + " is not a number");
  }
  constexpr std::size_t kMaxDigits = 18;  // well within 64 bits
  if (length->size() > kMaxDigits ||
      (frame.body_bytes = std::stoull(std::string(*length))) > limits.max_body_bytes) {
    throw ApiError(kPayloadTooLarge, "the request body is too large (at most " +
                                         std::to_string(limits.max_body_bytes) + " bytes)");
  }
  return frame;
}

}  // namespace puzzlelab::server
