#include "core/progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace puzzlelab {

namespace {
constexpr double kMinInterval = 0.2;  // seconds between redraws
}

Progress::Progress() : enabled_(isatty(STDERR_FILENO) != 0) {}

Progress::~Progress() {
  clear();
}

void Progress::update(const std::string& line) {
  if (!enabled_) return;
  const double now = clock_.seconds();
  if (shown_ && now - last_ < kMinInterval) return;
  last_ = now;
  shown_ = true;
  std::fprintf(stderr, "\r\033[K%s", line.c_str());
  std::fflush(stderr);
}

void Progress::clear() {
  if (!enabled_ || !shown_) return;
  std::fprintf(stderr, "\r\033[K");
  std::fflush(stderr);
  shown_ = false;
}

}  // namespace puzzlelab
