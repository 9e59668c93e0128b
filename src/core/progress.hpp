// Progress lines for long work: written to stderr, only when stderr is a terminal, at most a few
// times a second, and erased when the work ends. Off the terminal it costs one branch.
#pragma once

#include <string>

#include "core/limits.hpp"

namespace puzzlelab {

class Progress {
 public:
  Progress();  // enabled when stderr is a TTY
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  bool enabled() const { return enabled_; }
  // Shows `line` unless one was shown in the last fraction of a second.
  void update(const std::string& line);
  void clear();

 private:
  bool enabled_;
  bool shown_ = false;
  double last_ = -1;
  Stopwatch clock_;
};

}  // namespace puzzlelab
