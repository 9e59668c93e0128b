#include "server/http_server.hpp"

#include <httplib.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>

#include <cerrno>
#include <csignal>
#include <cstdio>

#include "core/error.hpp"
#include "server/http_status.hpp"
#include "server/json_fields.hpp"

namespace puzzlelab::server {

// cpp-httplib's request parsing, routing and response writing, on streams this server gives it:
// its own accept loop and thread pool (one connection a worker, waiting on reads) are not used.
// This reaches two protected members of httplib::Server (process_request and svr_sock_), as in
// Debian's cpp-httplib 0.11.4; another release may rename them, and then this class is the one
// place to change.
class RequestParser : public httplib::Server {
 public:
  using httplib::Server::process_request;
  // The socket bind() made, for the intake (which closes it). httplib keeps the number: its
  // chunked writer takes a missing one to mean that the server is shutting down; it never closes
  // it itself.
  int listening_socket() const { return svr_sock_; }
};

namespace {

using http_status::kBadRequest;
using http_status::kForbidden;
// Workers beyond the search slots, which may each hold one for a whole run: pages and quick
// answers never wait behind runs.
constexpr int kQuickWorkers = 8;
// cpp-httplib listens with a backlog of 5; connections that arrive together beyond it wait for
// the client's SYN to be sent again (a second or more).
constexpr int kListenBacklog = 512;
// How long one write of an answer waits for a client that does not read.
constexpr int kWriteTimeoutMs = 5'000;

// A request read whole, as cpp-httplib reads it: its bytes, then the end. The answer goes to the
// socket, each write waiting at most kWriteTimeoutMs for the client to make room.
class RequestStream final : public httplib::Stream {
 public:
  RequestStream(int socket, std::string_view request) : socket_(socket), request_(request) {}

  bool is_readable() const override { return read_ < request_.size(); }
  bool is_writable() const override { return !failed_ && wait_writable(); }

  ssize_t read(char* ptr, size_t size) override {
    const std::size_t n = std::min(size, request_.size() - read_);
    std::copy_n(request_.data() + read_, n, ptr);
    read_ += n;
    return static_cast<ssize_t>(n);
  }

  using httplib::Stream::write;
  ssize_t write(const char* ptr, size_t size) override {
    std::size_t sent = 0;
    while (sent < size && !failed_) {
      const ssize_t n = ::send(socket_, ptr + sent, size - sent, MSG_NOSIGNAL);
      if (n > 0) {
        sent += static_cast<std::size_t>(n);
      } else if (n < 0 && errno == EINTR) {
        continue;
      } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && wait_writable()) {
        continue;
      } else {
        failed_ = true;
      }
    }
    return failed_ ? -1 : static_cast<ssize_t>(size);
  }

  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    address(&::getpeername, ip, port);
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    address(&::getsockname, ip, port);
  }
  socket_t socket() const override { return socket_; }
  bool failed() const { return failed_; }

 private:
  bool wait_writable() const {
    pollfd polled{socket_, POLLOUT, 0};
    return ::poll(&polled, 1, kWriteTimeoutMs) > 0 && (polled.revents & (POLLERR | POLLHUP)) == 0;
  }

  void address(int (*query)(int, sockaddr*, socklen_t*), std::string& ip, int& port) const {
    sockaddr_storage storage{};
    socklen_t length = sizeof storage;
    ip.clear();
    port = 0;
    if (query(socket_, reinterpret_cast<sockaddr*>(&storage), &length) != 0) return;
    char text[INET6_ADDRSTRLEN] = {};
    if (storage.ss_family == AF_INET) {
      const auto* v4 = reinterpret_cast<const sockaddr_in*>(&storage);
      inet_ntop(AF_INET, &v4->sin_addr, text, sizeof text);
      port = ntohs(v4->sin_port);
    } else if (storage.ss_family == AF_INET6) {
      const auto* v6 = reinterpret_cast<const sockaddr_in6*>(&storage);
      inet_ntop(AF_INET6, &v6->sin6_addr, text, sizeof text);
      port = ntohs(v6->sin6_port);
    }
    ip = text;
  }

  int socket_;
  std::string_view request_;
  std::size_t read_ = 0;
  mutable bool failed_ = false;
};

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

HttpServer::HttpServer(Api& api) : api_(api), parser_(std::make_unique<RequestParser>()) {
  // A client that goes away mid-stream must cost a failed write, not the process (SIGPIPE).
  std::signal(SIGPIPE, SIG_IGN);
  const auto handler = [this](const httplib::Request& req, httplib::Response& res) {
    write_response(api_.handle({req.method, req.path, req.body}), res);
  };
  // Every path goes to the Api, which answers 404 and 405 itself.
  parser_->Get(".*", handler);
  parser_->Post(".*", handler);
  parser_->Put(".*", handler);
  parser_->Patch(".*", handler);
  parser_->Delete(".*", handler);
  parser_->Options(".*", handler);
  parser_->set_payload_max_length(api.options().max_body_bytes);
  // Before routing (and before anything runs): the request must name this server.
  parser_->set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    if (req.get_header_value_count("Host") != 1) {
      write_response(Api::error(kBadRequest, "a request needs one Host header"), res);
    } else if (!host_check_->allows_host(req.get_header_value("Host"))) {
      write_response(Api::error(kForbidden, "this server does not answer to Host " +
                                                quoted_text(req.get_header_value("Host"))),
                     res);
    } else if (req.has_header("Origin") &&
               (req.get_header_value_count("Origin") != 1 ||
                !host_check_->allows_origin(req.get_header_value("Origin")))) {
      write_response(
          Api::error(kForbidden, "requests from pages of other sites are refused (Origin " +
                                     quoted_text(req.get_header_value("Origin")) + ")"),
          res);
    } else {
      return httplib::Server::HandlerResponse::Unhandled;
    }
    return httplib::Server::HandlerResponse::Handled;
  });
  // Errors httplib raises before routing (a malformed request line) get the same JSON shape as
  // the Api's own.
  parser_->set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    HttpResponse answer =
        Api::error(res.status, "bad request (HTTP " + std::to_string(res.status) + ")");
    res.set_content(answer.body, answer.content_type.c_str());
  });
  parser_->set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        HttpResponse answer = Api::error(500, "internal error");
        res.status = 500;
        res.set_content(answer.body, answer.content_type.c_str());
      });
}

HttpServer::~HttpServer() {
  // A pool whose threads are not joined would end the program.
  if (workers_) workers_->shutdown();
}

int HttpServer::bind(const std::string& host, int port, IntakeLimits limits) {
  const int bound =
      port == 0 ? parser_->bind_to_any_port(host) : (parser_->bind_to_port(host, port) ? port : -1);
  if (bound <= 0) {
    throw InputError("serve: cannot listen on " + host + ":" + std::to_string(port) +
                     " (address in use, or not an address of this machine)");
  }
  const int listening = parser_->listening_socket();
  ::listen(listening, kListenBacklog);
  host_check_.emplace(host, bound);
  limits.framing.max_body_bytes = api_.options().max_body_bytes;
  workers_ = std::make_unique<httplib::ThreadPool>(
      static_cast<std::size_t>(api_.options().max_searches + kQuickWorkers));
  intake_ = std::make_unique<RequestIntake>(listening, limits, [this](ReceivedRequest request) {
    workers_->enqueue([this, request]() mutable { answer(request); });
  });
  return bound;
}

void HttpServer::answer(ReceivedRequest& request) {
  RequestStream stream(request.socket, request.bytes);
  bool connection_closed = false;
  const bool answered = parser_->process_request(stream, stopping_, connection_closed, nullptr);
  if (answered && !connection_closed && !stream.failed() && !stopping_) {
    intake_->resume(request.socket, std::move(request.next));
  } else {
    intake_->close(request.socket);
  }
}

void HttpServer::run() {
  intake_->run();
  // The requests already read are answered (a stopped Api refuses new searches), then the
  // workers end.
  workers_->shutdown();
  workers_.reset();
}

void HttpServer::stop() {
  stopping_ = true;
  if (intake_) intake_->stop();
}

bool HttpServer::is_running() const {
  return intake_ && intake_->is_running();
}

}  // namespace puzzlelab::server
