#include "puzzles/queens/trace_sink.hpp"

#include "core/error.hpp"

namespace puzzlelab::queens {

JsonLinesSink::JsonLinesSink(const std::string& path, std::uint64_t max_events)
    : max_events_(max_events) {
  file_ = std::fopen(path.c_str(), "w");
  if (file_ == nullptr) throw InputError("--trace: cannot write " + path);
}

JsonLinesSink::~JsonLinesSink() {
  if (file_ != nullptr) std::fclose(file_);
}

bool JsonLinesSink::admit() {
  if (events_ < max_events_) {
    ++events_;
    return true;
  }
  if (!truncated_) {
    truncated_ = true;
    std::fprintf(file_, "{\"event\":\"truncated\",\"after\":%llu}\n",
                 static_cast<unsigned long long>(events_));
  }
  return false;
}

void JsonLinesSink::start(const LockedBoard& board, const std::string& method) {
  std::fprintf(file_, "{\"event\":\"start\",\"version\":1,\"n\":%d,\"method\":\"%s\",\"locks\":[",
               board.n, method.c_str());
  for (std::size_t i = 0; i < board.locks.size(); ++i) {
    std::fprintf(file_, "%s{\"row\":%d,\"col\":%d}", i == 0 ? "" : ",", board.locks[i].row,
                 board.locks[i].col);
  }
  std::fprintf(file_, "]}\n");
}

void JsonLinesSink::move(const char* event, int row, int col) {
  if (!admit()) return;
  std::fprintf(file_, "{\"event\":\"%s\",\"row\":%d,\"col\":%d}\n", event, row, col);
}

void JsonLinesSink::solution(const Placement& placement) {
  if (!admit()) return;
  std::fprintf(file_, "{\"event\":\"solution\",\"cols\":[");
  for (std::size_t row = 0; row < placement.size(); ++row) {
    std::fprintf(file_, "%s%d", row == 0 ? "" : ",", placement[row]);
  }
  std::fprintf(file_, "]}\n");
}

void JsonLinesSink::end(std::uint64_t boards, std::uint64_t solutions, bool stopped) {
  std::fprintf(file_, "{\"event\":\"end\",\"boards\":%llu,\"solutions\":%llu,\"stopped\":%s}\n",
               static_cast<unsigned long long>(boards), static_cast<unsigned long long>(solutions),
               stopped ? "true" : "false");
  std::fflush(file_);
}

}  // namespace puzzlelab::queens
