// Which Host and Origin headers the server answers. A web page the user visits may send requests
// to the server (a cross-site POST with a text/plain body needs no permission), and a page whose
// DNS name is made to point at 127.0.0.1 (DNS rebinding) may even read the answers; both carry
// that page's name in Host or Origin. So a request must name the server the way the user does:
//   a loopback bind (127.0.0.1, ::1, localhost)  localhost, 127.0.0.1 or [::1], with the port
//   any other address or name                    that host, with the port
//   every address (0.0.0.0, ::)                  an IP address (which no DNS answer can change)
//                                                or a loopback name, with the port
// and an Origin header, when present, must be http:// and such a host. Everything else is 403.
#pragma once

#include <string>
#include <string_view>

namespace puzzlelab::server {

class HostCheck {
 public:
  HostCheck(std::string bound_host, int port);

  // `host` is the Host header's value ("127.0.0.1:8080").
  bool allows_host(std::string_view host) const;
  // `origin` is the Origin header's value ("http://127.0.0.1:8080").
  bool allows_origin(std::string_view origin) const;

 private:
  bool allows_name(std::string_view name) const;

  std::string bound_host_;  // lower case; an IPv6 address in brackets
  int port_;
  bool loopback_;
  bool every_address_;
};

}  // namespace puzzlelab::server
