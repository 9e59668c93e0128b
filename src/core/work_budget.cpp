#include "core/work_budget.hpp"

#include <cstdio>

namespace puzzlelab {
namespace {
thread_local WorkBudget* installed = nullptr;
}

WorkBudget::WorkBudget(const SearchLimits& limits) : limits_(limits), outer_(installed) {
  installed = this;
}

WorkBudget::~WorkBudget() {
  installed = outer_;
}

WorkBudget* WorkBudget::current() {
  return installed;
}

double budget_seconds_left() {
  return installed == nullptr ? std::numeric_limits<double>::infinity() : installed->seconds_left();
}

std::string time_limit_note(double seconds, const std::string& what) {
  char text[48];
  std::snprintf(text, sizeof text, "time limit of %g s reached while ", seconds);
  return text + what;
}

}  // namespace puzzlelab
