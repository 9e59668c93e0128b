// The one report every method of every puzzle returns, and its JSON form (docs/json.md, checked
// against docs/report.schema.json by the tests). A figure a method does not have stays empty and
// is left out of the JSON: never a made-up 0.
#pragma once

#include <any>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/status.hpp"
#include "distributed/rank_figures.hpp"
#include "puzzle/rules_verdict.hpp"

namespace puzzlelab {

// The work of the method itself, in the units every search shares.
struct SearchFigures {
  std::optional<std::uint64_t> nodes;          // positions, boxes or boards expanded
  std::optional<std::uint64_t> failures;       // dead ends met (a position with no way on)
  std::optional<std::uint64_t> dead_hits;      // positions skipped: a table knew them to be dead
  std::optional<std::uint64_t> pruned;         // positions cut by a sound bound
  std::optional<std::uint64_t> table_entries;  // positions stored in a table at the end
  std::optional<double> build_seconds;         // building a model or table before the search
  std::optional<double> solve_seconds;         // the search or the solver call itself
  std::optional<int> threads;                  // threads the method ran on
};

// What a declarative back-end (CaDiCaL, Z3, CBC) reports, in its own units.
struct BackendFigures {
  std::string solver;  // "cadical", "z3", "cbc"
  std::optional<std::uint64_t> variables;
  std::optional<std::uint64_t> clauses;  // SAT clauses, SMT assertions
  std::optional<std::uint64_t> rows;     // MILP constraints
  std::optional<std::uint64_t> conflicts;
  std::optional<std::uint64_t> decisions;
  std::optional<std::uint64_t> propagations;
  std::optional<std::uint64_t> bnb_nodes;      // MILP branch-and-bound nodes
  std::optional<std::uint64_t> lp_iterations;  // simplex iterations
};

struct Report {
  std::string puzzle;    // the registry name: "peg", "queens", ...
  std::string instance;  // the canonical text form: given back as input, it reproduces the run
  std::string method;
  Status status = Status::kStopped;
  // The puzzle's own answer object (docs/json.md): {"moves": [...]} for move puzzles,
  // {"count": ...} for counts, ... Null when there is no answer. Written by TypedPuzzle from the
  // puzzle's typed answer, in one place.
  nlohmann::json answer;
  double seconds = 0;  // wall clock of the whole call
  SearchFigures stats;
  std::optional<BackendFigures> backend;
  std::string summary;  // one line for people: "31 jumps", "92 solutions", "no solution"
  std::string note;     // why it stopped, why unavailable, how no solution was proved
  std::string drawing;  // the answer drawn as text (empty when there is nothing to draw)
  // What each rank did, in a count run on the ranks of an MPI job (puzzlelab-mpi); empty in a
  // single process.
  std::vector<distributed::RankFigures> ranks;

  // True only when the puzzle's rules replayed the answer: the proof comes from that replay
  // alone (rules_verdict.hpp). Empty for answers with nothing to replay (a count, a proof of no
  // solution) and for reports without an answer.
  std::optional<bool> verified() const { return verified_; }
  void mark_verified(ReplayProof) { verified_ = true; }

  // The answer as the puzzle's own type (TypedPuzzle's OwnAnswer), for its answer trace; empty
  // when there is no answer.
  const std::any& typed_answer() const { return typed_answer_; }

 private:
  template <class OwnInstance, class OwnAnswer>
  friend class TypedPuzzle;

  std::optional<bool> verified_;
  std::any typed_answer_;
};

// The report as the JSON every command prints (docs/json.md). Integers past 2^53 are written
// exactly and also as a decimal string beside them (see json_u128.hpp).
nlohmann::json to_json(const Report& report);

// The "ranks" array of a distributed run's JSON: one object a rank, in rank order
// (docs/report.schema.json).
nlohmann::json ranks_json(const std::vector<distributed::RankFigures>& ranks);

// A count as the answer's "count" (exact) and "count_decimal" (a string every JSON tool keeps).
void set_count(nlohmann::json& answer, const std::string& key, unsigned __int128 value);

}  // namespace puzzlelab
