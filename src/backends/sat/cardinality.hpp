// Cardinality constraints over literals, with a choice of encodings. The auxiliary variables an
// encoding needs are taken from the formula.
#pragma once

#include <span>
#include <string>

#include "backends/sat/cnf.hpp"

namespace puzzlelab::sat {

enum class AtMostOneEncoding {
  kAuto,        // pairwise for a few literals, sequential above
  kPairwise,    // n(n-1)/2 binary clauses, no auxiliaries
  kSequential,  // Sinz's sequential counter: 3n clauses, n-1 auxiliaries
  kCommander,   // Klieber and Kwon: groups of 3 with commander variables
};

enum class CardinalityEncoding {
  kSequentialCounter,  // Sinz 2005: O(n k) clauses and auxiliaries
  kTotalizer,          // Bailleux and Boufkhad 2003: O(n log n) auxiliaries, O(n k) clauses
};

// Parses "auto", "pairwise", "sequential", "commander" (InputError otherwise).
AtMostOneEncoding parse_at_most_one_encoding(const std::string& name);
std::string to_string(AtMostOneEncoding encoding);

void add_at_least_one(Cnf& cnf, std::span<const Lit> literals);
void add_at_most_one(Cnf& cnf, std::span<const Lit> literals,
                     AtMostOneEncoding encoding = AtMostOneEncoding::kAuto);
void add_exactly_one(Cnf& cnf, std::span<const Lit> literals,
                     AtMostOneEncoding encoding = AtMostOneEncoding::kAuto);

// k may be anything: k < 0 makes the formula unsatisfiable, k >= n adds nothing.
void add_at_most_k(Cnf& cnf, std::span<const Lit> literals, int k,
                   CardinalityEncoding encoding = CardinalityEncoding::kSequentialCounter);
void add_at_least_k(Cnf& cnf, std::span<const Lit> literals, int k,
                    CardinalityEncoding encoding = CardinalityEncoding::kSequentialCounter);
void add_exactly_k(Cnf& cnf, std::span<const Lit> literals, int k,
                   CardinalityEncoding encoding = CardinalityEncoding::kSequentialCounter);

}  // namespace puzzlelab::sat
