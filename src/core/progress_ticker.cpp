#include "core/progress_ticker.hpp"

#include <unistd.h>

#include <chrono>
#include <cstdio>

#include "core/limits.hpp"

namespace puzzlelab {

ProgressTicker::ProgressTicker(std::string what) : what_(std::move(what)) {
  if (isatty(STDERR_FILENO) != 0) thread_ = std::thread([this] { run(); });
}

ProgressTicker::~ProgressTicker() {
  if (!thread_.joinable()) return;
  {
    const std::lock_guard lock(mutex_);
    done_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void ProgressTicker::run() {
  const Stopwatch clock;
  bool shown = false;
  std::unique_lock lock(mutex_);
  // The first line after a second: a quick call shows nothing.
  while (!wake_.wait_for(lock, std::chrono::milliseconds(shown ? 500 : 1000),
                         [this] { return done_; })) {
    std::fprintf(stderr, "\r\033[K%s, %.1f s", what_.c_str(), clock.seconds());
    std::fflush(stderr);
    shown = true;
  }
  if (shown) {
    std::fprintf(stderr, "\r\033[K");
    std::fflush(stderr);
  }
}

}  // namespace puzzlelab
