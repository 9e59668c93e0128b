// A request the server refuses: an HTTP status (4xx, or 503 when busy) and a one-line message,
// sent to the client as {"error": message}.
#pragma once

#include <stdexcept>
#include <string>

namespace puzzlelab::server {

class ApiError : public std::runtime_error {
 public:
  ApiError(int status, const std::string& message) : std::runtime_error(message), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

}  // namespace puzzlelab::server
