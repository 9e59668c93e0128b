#include "server/http_server.hpp"

#include <httplib.h>

#include <csignal>
#include <cstdio>

#include "core/error.hpp"

namespace puzzlelab::server {
namespace {

constexpr int kPayloadTooLarge = 413;

void write_response(HttpResponse&& answer, httplib::Response& res) {
  res.status = answer.status;
  // Pages change with the program; a browser must not keep an old copy.
  res.set_header("Cache-Control", "no-store");
  if (!answer.stream) {
    res.set_content(std::move(answer.body), answer.content_type.c_str());
    return;
  }
  // The provider is called once and writes the whole run; httplib keeps it (and with it the
  // stream's search slot) until the response is done.
  auto stream = std::make_shared<std::function<void(const ChunkWriter&)>>(std::move(answer.stream));
  res.set_chunked_content_provider(answer.content_type, [stream](size_t, httplib::DataSink& sink) {
    const ChunkWriter write = [&sink](std::string_view chunk) {
      return sink.write(chunk.data(), chunk.size());
    };
    try {
      (*stream)(write);
    } catch (const std::exception& failure) {
      std::fprintf(stderr, "puzzlelab serve: run failed: %s\n", failure.what());
      return false;  // closes the connection: the client sees a trace with no end line
    }
    sink.done();
    return true;
  });
}

}  // namespace

HttpServer::HttpServer(Api& api) : api_(api), server_(std::make_unique<httplib::Server>()) {
  // A client that goes away mid-stream must cost a failed write, not the process (SIGPIPE).
  std::signal(SIGPIPE, SIG_IGN);
  const auto handler = [this](const httplib::Request& req, httplib::Response& res) {
    write_response(api_.handle({req.method, req.path, req.body}), res);
  };
  // Every path goes to the Api, which answers 404 and 405 itself.
  server_->Get(".*", handler);
  server_->Post(".*", handler);
  server_->Put(".*", handler);
  server_->Patch(".*", handler);
  server_->Delete(".*", handler);
  server_->Options(".*", handler);
  server_->set_payload_max_length(api.options().max_body_bytes);
  // Errors httplib raises before routing (a body too large, a malformed request line) get the
  // same JSON shape as the Api's own.
  server_->set_error_handler([this](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    const std::string message = res.status == kPayloadTooLarge
                                    ? "the request body is too large (at most " +
                                          std::to_string(api_.options().max_body_bytes) + " bytes)"
                                    : "bad request (HTTP " + std::to_string(res.status) + ")";
    HttpResponse answer = Api::error(res.status, message);
    res.set_content(answer.body, answer.content_type.c_str());
  });
  server_->set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        HttpResponse answer = Api::error(500, "internal error");
        res.status = 500;
        res.set_content(answer.body, answer.content_type.c_str());
      });
}

HttpServer::~HttpServer() = default;

int HttpServer::bind(const std::string& host, int port) {
  const int bound =
      port == 0 ? server_->bind_to_any_port(host) : (server_->bind_to_port(host, port) ? port : -1);
  if (bound <= 0) {
    throw InputError("serve: cannot listen on " + host + ":" + std::to_string(port) +
                     " (address in use, or not an address of this machine)");
  }
  return bound;
}

void HttpServer::run() {
  server_->listen_after_bind();
}

void HttpServer::stop() {
  server_->stop();
}

bool HttpServer::is_running() const {
  return server_->is_running();
}

}  // namespace puzzlelab::server
