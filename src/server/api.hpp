// Everything `puzzlelab serve` answers, as plain functions of a request, with no socket: the
// HTTP layer (http_server.hpp) only moves bytes, and tests call handle() directly.
//
//   GET  /                  the run page (web/index.html)      GET /play   the peg play page
//   GET  /NAME              any file of web/ (viewer.js, play.css, ...)
//   GET  /api/puzzles       every puzzle: parameters and methods
//   GET  /api/boards        every peg board                    GET /api/boards/NAME   one board
//   POST /api/run           a traced solver run, streamed as application/x-ndjson
//   POST /api/race          two to six methods on one instance, answered when all have finished
//   POST /api/hint          can this peg position be won, and by which jump?
// Errors are {"error": "one line"} with a 4xx status (503 when too many searches are running);
// a request in an old shape also gets {"expected": a current request to copy}.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "server/run_request.hpp"

namespace puzzlelab::server {

struct HttpRequest {
  std::string method;  // "GET", "POST", ...
  std::string path;    // without the query string
  std::string body;
};

struct HttpResponse {
  int status = 200;
  std::string content_type;
  std::string body;
  // Set for a streamed response (body then stays empty): writes the content through the
  // writer. It owns what the stream needs, including its search slot, until it is destroyed.
  std::function<void(const ChunkWriter&)> stream;
};

struct ApiOptions {
  // Searches (runs, races and hints) running at once; one more gets 503. Each holds a thread.
  int max_searches = 4;
  // Request bodies beyond this are refused (the HTTP layer enforces it with 413).
  std::size_t max_body_bytes = 64 * 1024;
  // The memory limit of each search (SearchLimits::memory_bytes); 0: default_search_memory().
  std::uint64_t search_memory_bytes = 0;
};

// A quarter of the machine's memory shared by `max_searches` searches: all of them at their
// limit leave the rest to the server and the machine's other programs.
std::uint64_t default_search_memory(int max_searches);

class Api {
 public:
  explicit Api(ApiOptions options = {});

  HttpResponse handle(const HttpRequest& request);

  // Shutting down: running traces end at their next line, new searches are refused.
  void stop();
  int running_searches() const { return *searches_; }
  const ApiOptions& options() const { return options_; }

  // The response to an error: {"error": message} as JSON, with `status`, and {"expected": ...}
  // when `expected` is not null (ApiError::expected).
  static HttpResponse error(int status, const std::string& message,
                            const nlohmann::json& expected = nullptr);

 private:
  HttpResponse route(const HttpRequest& request);
  HttpResponse start_run(const HttpRequest& request);
  HttpResponse race(const HttpRequest& request);
  HttpResponse hint(const HttpRequest& request);
  // Takes a search slot, released when the returned handle is destroyed; ApiError 503 if none.
  std::shared_ptr<void> acquire_search_slot();

  ApiOptions options_;
  // Shared with the slot handles and streams, which may outlive a call of handle().
  std::shared_ptr<std::atomic<int>> searches_ = std::make_shared<std::atomic<int>>(0);
  std::shared_ptr<std::atomic<bool>> stopping_ = std::make_shared<std::atomic<bool>>(false);
};

// The Content-Type of a web/ file, from its extension.
std::string content_type_of(const std::string& name);

}  // namespace puzzlelab::server
