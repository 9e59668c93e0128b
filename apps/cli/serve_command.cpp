// puzzlelab serve: a local web server with pages that start solvers and stream their traces, and
// a page to play peg solitaire with hints from the engine (docs/serve.md).
#include <pthread.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/memory_size.hpp"
#include "server/api.hpp"
#include "server/http_server.hpp"

namespace puzzlelab::cli {
namespace {

struct ServeOptions {
  int port = 8080;
  std::string host = "127.0.0.1";
  std::uint64_t search_memory_bytes = 0;  // 0: server::default_search_memory()
};

// How long Ctrl-C waits for requests in progress: a running trace ends at its next line, but a
// run past its event cap or a hint writes nothing until its own time limit.
constexpr auto kShutdownGrace = std::chrono::seconds(2);

void serve(const ServeOptions& options) {
  // Ctrl-C and SIGTERM are taken by one thread (sigwait) rather than a handler, so that stopping
  // may lock and join. Blocked here, before any thread starts, so every thread inherits it.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  server::ApiOptions api_options;
  api_options.search_memory_bytes = options.search_memory_bytes;
  server::Api api(api_options);
  server::HttpServer http(api);
  const int port = http.bind(options.host, options.port);
  std::printf("serving on http://%s:%d/\n", options.host.c_str(), port);
  std::fflush(stdout);

  std::atomic<bool> finished = false;
  std::thread stopper([&] {
    int signal = 0;
    sigwait(&stop_signals, &signal);
    if (finished) return;  // woken by the main thread below, not by the user
    std::fprintf(stderr, "puzzlelab serve: stopping\n");
    api.stop();
    http.stop();
    const auto deadline = std::chrono::steady_clock::now() + kShutdownGrace;
    while (!finished && std::chrono::steady_clock::now() < deadline) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (!finished) {
      // Searches hold nothing on disk: leaving them is safe, and waiting could take a minute.
      std::fprintf(stderr, "puzzlelab serve: %d search(es) still running, not waited for\n",
                   api.running_searches());
      std::fflush(stderr);
      std::_Exit(0);
    }
  });
  http.run();
  finished = true;
  pthread_kill(stopper.native_handle(), SIGTERM);
  stopper.join();
}

}  // namespace

void register_serve_command(CommandSet& commands) {
  auto options = std::make_shared<ServeOptions>();
  auto* serve_cmd = commands.add("serve", kServeSummary);
  if (serve_cmd == nullptr) return;  // only listed in this pass (command_set.hpp)
  serve_cmd->footer(
      "Pages: / (start a run and watch it, or race two to six methods side by side), /play (peg "
      "solitaire with hints). The API is "
      "described in docs/serve.md. Prints 'serving on http://HOST:PORT/' once listening; Ctrl-C "
      "stops it.");
  serve_cmd->add_option("--port", options->port, "TCP port; 0 picks a free one")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  serve_cmd
      ->add_option("--host", options->host,
                   "Address to listen on (loopback by default; 0.0.0.0 opens it to the "
                   "network: the server has no authentication)")
      ->capture_default_str();
  const int searches = server::ApiOptions{}.max_searches;
  serve_cmd
      ->add_option_function<std::string>(
          "--search-memory",
          [options](const std::string& text) {
            options->search_memory_bytes = *parse_memory_size(text);
          },
          "Memory limit of each search the server runs (at most " + std::to_string(searches) +
              " at once): 512M, 2G, or bytes (default: a quarter of physical memory shared by " +
              "them, " + memory_text(server::default_search_memory(searches)) + " here)")
      ->check(memory_size_validator())
      ->option_text("SIZE");
  serve_cmd->callback([options] { serve(*options); });
}

}  // namespace puzzlelab::cli
