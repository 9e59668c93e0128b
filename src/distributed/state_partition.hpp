// Which rank owns each state of a dense state space (states 0 .. count - 1), and where in that
// rank's table it sits: the owner-partitioned layers (layered_search.hpp) keep, on each rank, a
// table of the states it owns only, so that per-rank memory falls as 1/K.
//
// A partition type P is made from (count, ranks) alone, so that a checkpoint written under K
// ranks can be read back under another K: the reader rebuilds the writer's partition from the
// header's K and re-buckets each state by its index. `kName` names it in that header (another
// name is another layout), `seed()` is what else fixes the layout (a hash seed; the block size
// of the cyclic blocks; none for the first two: 0).
#pragma once

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <string_view>

namespace puzzlelab::distributed {

template <class P>
concept StatePartition = requires(const P& p, std::uint64_t state, int rank) {
  {P(state, rank)};
  { P::kName } -> std::convertible_to<std::string_view>;
  { p.seed() } -> std::convertible_to<std::uint64_t>;
  { p.owner(state) } -> std::same_as<int>;
  { p.local(state) } -> std::same_as<std::uint64_t>;        // its slot on its owner
  { p.state(rank, state) } -> std::same_as<std::uint64_t>;  // slot back to state
  { p.owned(rank) } -> std::same_as<std::uint64_t>;         // the states rank owns
};

// Contiguous blocks of ceil(count / K) states: neighbouring indices stay on one rank, which for
// spaces numbered digit by digit (Hanoi: the smallest disk is the lowest digit) keeps most moves
// of the small disks local.
class BlockPartition {
 public:
  static constexpr std::string_view kName = "block";

  BlockPartition(std::uint64_t count, int ranks)
      : count_(count), block_(std::max<std::uint64_t>(1, (count + ranks - 1) / ranks)) {}

  std::uint64_t seed() const { return 0; }
  int owner(std::uint64_t state) const { return static_cast<int>(state / block_); }
  std::uint64_t local(std::uint64_t state) const { return state % block_; }
  std::uint64_t state(int rank, std::uint64_t slot) const {
    return static_cast<std::uint64_t>(rank) * block_ + slot;
  }
  std::uint64_t owned(int rank) const {
    const std::uint64_t first = std::min(count_, static_cast<std::uint64_t>(rank) * block_);
    return std::min(count_ - first, block_);
  }

 private:
  std::uint64_t count_;
  std::uint64_t block_;
};

// State s on rank s mod K: neighbouring indices on different ranks, so that nearly every child
// crosses ranks (what a hashed partition does); the tests' worst case for the exchange.
class StridedPartition {
 public:
  static constexpr std::string_view kName = "strided";

  StridedPartition(std::uint64_t count, int ranks) : count_(count), ranks_(ranks) {}

  std::uint64_t seed() const { return 0; }
  int owner(std::uint64_t state) const { return static_cast<int>(state % ranks_); }
  std::uint64_t local(std::uint64_t state) const { return state / ranks_; }
  std::uint64_t state(int rank, std::uint64_t slot) const {
    return slot * static_cast<std::uint64_t>(ranks_) + static_cast<std::uint64_t>(rank);
  }
  std::uint64_t owned(int rank) const {
    const auto r = static_cast<std::uint64_t>(rank);
    return count_ > r ? (count_ - r + ranks_ - 1) / ranks_ : 0;
  }

 private:
  std::uint64_t count_;
  std::uint64_t ranks_;
};

// Blocks of `Block` consecutive states dealt to the ranks in turn (block b on rank b mod K): a
// block keeps the moves inside it local (Hanoi, 4 pegs, Block = 4^5: the five smallest disks'
// moves), while every stretch of the index space, and so every layer of a search that moves
// the larger digits slowly, is spread over all ranks. The block partition gives a rank whole
// ranges of the largest digit instead, so the early layers of a Hanoi search are one rank's.
template <std::uint64_t Block>
class CyclicBlockPartition {
  static_assert(Block > 0);

 public:
  static constexpr std::string_view kName = "cyclic";

  CyclicBlockPartition(std::uint64_t count, int ranks) : count_(count), ranks_(ranks) {}

  std::uint64_t seed() const { return Block; }
  int owner(std::uint64_t state) const { return static_cast<int>(state / Block % ranks_); }
  std::uint64_t local(std::uint64_t state) const {
    return state / Block / ranks_ * Block + state % Block;
  }
  std::uint64_t state(int rank, std::uint64_t slot) const {
    return (slot / Block * ranks_ + static_cast<std::uint64_t>(rank)) * Block + slot % Block;
  }
  std::uint64_t owned(int rank) const {
    const auto r = static_cast<std::uint64_t>(rank);
    const std::uint64_t whole = count_ / Block, rest = count_ % Block;
    std::uint64_t blocks = whole / ranks_ + (r < whole % ranks_ ? 1 : 0);
    return blocks * Block + (rest > 0 && whole % ranks_ == r ? rest : 0);
  }

 private:
  std::uint64_t count_;
  std::uint64_t ranks_;
};

static_assert(StatePartition<BlockPartition> && StatePartition<StridedPartition> &&
              StatePartition<CyclicBlockPartition<1024>>);

}  // namespace puzzlelab::distributed
