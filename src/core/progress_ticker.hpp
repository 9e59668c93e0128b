// A progress line for one long call into a solver library (CBC, Z3) that reports nothing while
// it runs: a thread redraws "WHAT, 12.3 s" on stderr twice a second until the ticker is
// destroyed. Only when stderr is a terminal; otherwise no thread is started and it costs one
// isatty() call.
#pragma once

#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace puzzlelab {

class ProgressTicker {
 public:
  explicit ProgressTicker(std::string what);
  ~ProgressTicker();
  ProgressTicker(const ProgressTicker&) = delete;
  ProgressTicker& operator=(const ProgressTicker&) = delete;

 private:
  void run();

  std::string what_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  std::thread thread_;
};

}  // namespace puzzlelab
