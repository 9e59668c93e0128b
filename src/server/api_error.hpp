// A request the server refuses: an HTTP status (4xx, or 503 when busy) and a one-line message,
// sent to the client as {"error": message}, with {"expected": example} when the request has an
// old or wrong shape and the current one can be shown.
#pragma once

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <utility>

namespace puzzlelab::server {

class ApiError : public std::runtime_error {
 public:
  ApiError(int status, const std::string& message, nlohmann::json expected = nullptr)
      : std::runtime_error(message), status_(status), expected_(std::move(expected)) {}
  int status() const { return status_; }
  // A current request to copy from; null when the error has none to show.
  const nlohmann::json& expected() const { return expected_; }

 private:
  int status_;
  nlohmann::json expected_;
};

}  // namespace puzzlelab::server
