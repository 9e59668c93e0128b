// The socket side of `puzzlelab serve`: cpp-httplib's server (a thread pool, one request a
// thread) handing every request to an Api and writing back its response, streamed responses as
// chunked transfer. httplib.h stays inside http_server.cpp.
#pragma once

#include <memory>
#include <string>

#include "server/api.hpp"

namespace httplib {
class Server;
}

namespace puzzlelab::server {

class HttpServer {
 public:
  explicit HttpServer(Api& api);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Binds to host:port (port 0: any free port) and returns the port. Throws InputError when it
  // cannot (port taken, no such address).
  int bind(const std::string& host, int port);
  // Serves until stop(); call after bind().
  void run();
  // Ends run(): safe from another thread. Does not wait for requests in progress (stop the Api
  // first so that running traces end).
  void stop();
  bool is_running() const;

 private:
  Api& api_;
  std::unique_ptr<httplib::Server> server_;
};

}  // namespace puzzlelab::server
