#include "server/host_check.hpp"

#include <arpa/inet.h>

#include <algorithm>
#include <cctype>

namespace puzzlelab::server {
namespace {

constexpr int kDefaultHttpPort = 80;

std::string lower(std::string_view text) {
  std::string result(text);
  std::transform(result.begin(), result.end(), result.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return result;
}

bool is_ipv4(const std::string& name) {
  in_addr address{};
  return inet_pton(AF_INET, name.c_str(), &address) == 1;
}

// "[::1]": an IPv6 address as a Host header writes it.
bool is_bracketed_ipv6(const std::string& name) {
  in6_addr address{};
  return name.size() > 2 && name.front() == '[' && name.back() == ']' &&
         inet_pton(AF_INET6, name.substr(1, name.size() - 2).c_str(), &address) == 1;
}

bool is_loopback_name(const std::string& name) {
  return name == "localhost" || name == "[::1]" || (is_ipv4(name) && name.starts_with("127."));
}

}  // namespace

HostCheck::HostCheck(std::string bound_host, int port)
    : bound_host_(lower(bound_host)), port_(port) {
  if (bound_host_.find(':') != std::string::npos && !bound_host_.starts_with('[')) {
    bound_host_ = "[" + bound_host_ + "]";
  }
  loopback_ = is_loopback_name(bound_host_);
  every_address_ = bound_host_.empty() || bound_host_ == "0.0.0.0" || bound_host_ == "[::]";
}

bool HostCheck::allows_name(std::string_view name) const {
  const std::string text = lower(name);
  if (text == bound_host_) return true;
  if ((loopback_ || every_address_) && is_loopback_name(text)) return true;
  return every_address_ && (is_ipv4(text) || is_bracketed_ipv6(text));
}

bool HostCheck::allows_host(std::string_view host) const {
  // "name:port", or "name" alone for port 80; an IPv6 name ends with ']'.
  const std::size_t colon = host.rfind(':');
  if (colon == std::string_view::npos || host.ends_with(']')) {
    return port_ == kDefaultHttpPort && allows_name(host);
  }
  const std::string_view port = host.substr(colon + 1);
  const bool digits =
      !port.empty() && port.size() <= 5 &&
      std::all_of(port.begin(), port.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
  return digits && std::stoi(std::string(port)) == port_ && allows_name(host.substr(0, colon));
}

bool HostCheck::allows_origin(std::string_view origin) const {
  constexpr std::string_view kScheme = "http://";
  return lower(origin.substr(0, kScheme.size())) == kScheme &&
         allows_host(origin.substr(kScheme.size()));
}

}  // namespace puzzlelab::server
