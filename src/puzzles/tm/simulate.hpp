// The rules as judge: a computation checker, and the reference decision procedure that the SAT
// encoding is tested against - breadth-first exploration of every nondeterministic branch.
//
// Both work on the bounded tape of reachable_squares(steps) squares, which is all a run of that
// many steps can see (machine.hpp), so they agree with the unbounded tape exactly.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "puzzles/tm/machine.hpp"

namespace puzzlelab::turing {

// An accepting computation C_0 .. C_k. transitions[t] (t < k) is the index in
// machine.transitions taken from C_t to C_{t+1}, or -1 for a step after acceptance, where the
// configuration stays as it is (the SAT encoding keeps accepted configurations frozen up to T).
struct Computation {
  std::vector<Configuration> configurations;
  std::vector<int> transitions;

  // The first step in an accepting state; -1 when there is none.
  int accepted_at(const Machine& machine) const;
};

// Checks that `c` is an accepting computation of `machine` on `input` of at most `steps` steps:
// C_0 is the initial configuration on the bounded tape, each step follows its transition (which
// must be applicable and non-accepting-state) or, after acceptance, repeats the configuration, and
// the last configuration accepts. Returns an empty string when it is, else what is wrong.
std::string check_computation(const Machine& machine, const std::vector<int>& input, int steps,
                              const Computation& c);

enum class RunStatus { kAccepted, kRejected, kStopped };
std::string to_string(RunStatus status);

struct ExploreResult {
  RunStatus status = RunStatus::kStopped;
  Computation computation;           // when accepted: a shortest accepting computation
  std::uint64_t configurations = 0;  // distinct configurations reached
  double seconds = 0;
  bool stopped_by_cap = false;  // stopped: limits.nodes configurations were stored
  std::string memory_note;      // stopped by the memory limit: what filled it
};

// Breadth-first search over configurations (search/bfs.hpp: each distinct configuration once,
// at its least depth) up to depth `steps`. limits.nodes caps the distinct configurations stored,
// limits.memory_bytes what they take (tapes and keys counted); the clock is read at least once for
// every megabyte of tape made, so a long bound stops on time too.
ExploreResult explore_breadth_first(const Machine& machine, const std::vector<int>& input,
                                    int steps, const SearchLimits& limits = {});

}  // namespace puzzlelab::turing
