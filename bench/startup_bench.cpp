// Whole-process time of the puzzlelab program: start, the command, exit. On small instances
// this is most of what a user waits for, so the solver libraries are opened only when a method
// needs them (docs/architecture.md, "Start-up"). A program that does nothing (/bin/true) is
// measured in the same run as the floor, and each command's time is also given as a multiple
// of it ("x_true").
#include <benchmark/benchmark.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <string>
#include <vector>

extern char** environ;

namespace {

// Runs the command with its output thrown away; the wall time of the whole process.
double run_seconds(const std::vector<std::string>& command) {
  std::vector<char*> argv;
  for (const std::string& word : command) argv.push_back(const_cast<char*>(word.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  const auto start = std::chrono::steady_clock::now();
  pid_t child = 0;
  if (posix_spawn(&child, argv[0], &actions, nullptr, argv.data(), environ) != 0) return -1;
  int status = 0;
  waitpid(child, &status, 0);
  const auto end = std::chrono::steady_clock::now();
  posix_spawn_file_actions_destroy(&actions);
  return std::chrono::duration<double>(end - start).count();
}

// The mean of /bin/true's whole-process time, the same statistic as each repetition's.
double floor_seconds() {
  static const double seconds = [] {
    constexpr int kRuns = 200;
    double total = 0;
    for (int i = 0; i < kRuns; ++i) total += run_seconds({"/bin/true"});
    return total / kRuns;
  }();
  return seconds;
}

void time_command(benchmark::State& state, const std::vector<std::string>& command) {
  double total = 0;
  for (auto _ : state) {
    const double seconds = run_seconds(command);
    if (seconds < 0) {
      state.SkipWithError(("cannot run " + command.front()).c_str());
      return;
    }
    state.SetIterationTime(seconds);
    total += seconds;
  }
  state.counters["x_true"] = total / static_cast<double>(state.iterations()) / floor_seconds();
}

const bool kStartupBenchmarksRegistered = [] {
  const std::string program = PUZZLELAB_PROGRAM;
  const std::string data = PUZZLELAB_SOURCE_DIR "/tests/nanobots/data/input-bblum.txt";
  const std::vector<std::pair<std::string, std::vector<std::string>>> commands = {
      {"true", {"/bin/true"}},
      {"help", {program, "--help"}},
      {"version", {program, "--version"}},
      {"peg_solve_english_any", {program, "peg", "solve", "--board", "english", "--goal", "any"}},
      {"nanobots_solve", {program, "nanobots", "solve", data}},
      {"peg_solve_triangle5_sat",
       {program, "peg", "solve", "--board", "triangle5", "--method", "sat"}},
  };
  for (const auto& [name, command] : commands) {
    benchmark::RegisterBenchmark(("BM_Startup/" + name).c_str(), time_command, command)
        ->UseManualTime()
        ->Unit(benchmark::kMillisecond)
        ->MinTime(0.5)
        ->Repetitions(5)
        ->ReportAggregatesOnly(true);
  }
  return true;
}();

}  // namespace
