// "Does the machine accept w within T steps?" by method name: sat (the Cook-Levin formula and
// CaDiCaL, accept.hpp) or bfs (the reference, simulate.hpp). The one entry point `tm accept` and
// the puzzle interface share: the same limits, and every accepting run replayed through the
// transition relation before it is returned.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "backends/backend_result.hpp"
#include "backends/sat/cardinality.hpp"
#include "backends/sat/cnf.hpp"
#include "core/limits.hpp"
#include "puzzles/tm/encode_sat.hpp"
#include "puzzles/tm/machine.hpp"
#include "puzzles/tm/simulate.hpp"

namespace puzzlelab::turing {

// The largest bound T taken.
inline constexpr int kMaxSteps = 1'000'000;

// Distinct configurations bfs stores at most when not told less (the memory limit applies too).
inline constexpr std::uint64_t kDefaultBfsConfigurations = 20'000'000;

// sat: the Cook-Levin formula solved by CaDiCaL; bfs: every branch explored (the reference).
enum class AcceptMethod { kSat, kBfs };
inline constexpr AcceptMethod kAcceptMethods[] = {AcceptMethod::kSat, AcceptMethod::kBfs};
// "sat", "bfs": the names --method takes.
std::string_view to_string(AcceptMethod method);
std::optional<AcceptMethod> parse_accept_method(std::string_view name);

struct AcceptRequest {
  AcceptMethod method = AcceptMethod::kSat;
  sat::AtMostOneEncoding at_most_one = sat::AtMostOneEncoding::kPairwise;
  // seconds for both; nodes: the SAT solver's conflicts, or the configurations bfs stores;
  // memory: what bfs stores, or the formula.
  SearchLimits limits;
  std::function<void(const sat::Cnf&)> on_built;  // sat: sees the formula before it is solved
};

enum class AcceptLimit { kNone, kTime, kNodes, kMemory };

struct AcceptOutcome {
  RunStatus status = RunStatus::kStopped;
  Computation computation;  // accepted: C_0 .. C_k, replayed by check_computation
  AcceptLimit stopped_by = AcceptLimit::kNone;
  std::uint64_t node_cap = 0;        // bfs: the configurations it was allowed to store
  std::string memory_note;           // stopped by the memory limit: what filled it
  bool has_formula = false;          // sat
  FormulaSize size;                  // sat
  BackendStats stats;                // sat: CaDiCaL's figures and the build time
  std::uint64_t configurations = 0;  // bfs
  double seconds = 0;                // bfs
};

// InputError for a formula above the size limit; BackendUnavailable for
// sat without CaDiCaL.
AcceptOutcome decide_acceptance(const Machine& machine, const std::vector<int>& input, int steps,
                                const AcceptRequest& request);

}  // namespace puzzlelab::turing
