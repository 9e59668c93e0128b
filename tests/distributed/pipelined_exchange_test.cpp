// The pipelined exchange (distributed/pipelined_exchange.hpp) over K ranks as threads: every
// round's bytes reach their rank whole, in round order, with one round in flight while the next
// is packed; every rank reads every rank's note; misuse is refused.
#include "distributed/pipelined_exchange.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "thread_job.hpp"

namespace puzzlelab::distributed {
namespace {

using test::run_ranks;

// The byte rank `from` sends rank `to` in `round`, at position `i`; the size of that message
// differs by sender, receiver and round (and is sometimes 0).
std::byte payload(int from, int to, std::uint64_t round, std::size_t i) {
  return static_cast<std::byte>((from * 31 + to * 7 + static_cast<int>(round) * 3 + i) & 0xff);
}
std::size_t payload_size(int from, int to, std::uint64_t round) {
  return (static_cast<std::size_t>(from + 2 * to) + round) % 4 * 5;
}

// Packs round `round` of rank `me` into `outbox`, returning the sizes by rank.
std::vector<std::size_t> pack(ByteBuffer& outbox, int me, int ranks, std::uint64_t round) {
  std::vector<std::size_t> sizes(static_cast<std::size_t>(ranks), 0);
  outbox.clear();
  for (int to = 0; to < ranks; ++to) {
    if (to == me) continue;
    sizes[static_cast<std::size_t>(to)] = payload_size(me, to, round);
    for (std::size_t i = 0; i < payload_size(me, to, round); ++i)
      outbox.push_back(payload(me, to, round, i));
  }
  return sizes;
}

// Sends `rounds` rounds, taking each one round later, and checks every byte and note taken.
// Returns the rounds taken whole.
int exchange_rounds(Job& job, std::uint64_t rounds) {
  const int me = job.rank(), ranks = job.ranks();
  const auto pipe = job.pipelined_exchange();
  ByteBuffer received;
  std::vector<std::size_t> received_sizes;
  int whole = 0;
  std::uint64_t taken = 0;
  const auto take = [&] {
    const std::vector<std::uint64_t> notes = pipe->receive(received, received_sizes);
    bool right = notes.size() == static_cast<std::size_t>(ranks) &&
                 received_sizes.size() == static_cast<std::size_t>(ranks) &&
                 received_sizes[static_cast<std::size_t>(me)] == 0;
    std::size_t at = 0;
    for (int from = 0; right && from < ranks; ++from) {
      const auto r = static_cast<std::size_t>(from);
      right = notes[r] == taken * 100 + r;
      if (from == me) continue;
      right = right && received_sizes[r] == payload_size(from, me, taken);
      for (std::size_t i = 0; right && i < received_sizes[r]; ++i)
        right = received[at + i] == payload(from, me, taken, i);
      at += received_sizes[r];
    }
    whole += right && at == received.size() ? 1 : 0;
    ++taken;
  };
  for (std::uint64_t round = 0; round < rounds; ++round) {
    ByteBuffer& outbox = pipe->outbox();
    const std::vector<std::size_t> sizes = pack(outbox, me, ranks, round);
    pipe->send(sizes, round * 100 + static_cast<std::uint64_t>(me));
    if (round > 0) take();
  }
  while (pipe->in_flight() > 0) take();
  return whole;
}

TEST(PipelinedExchange, EveryRoundArrivesWholeAndInOrder) {
  for (const int ranks : {1, 2, 3}) {
    const std::vector<int> whole =
        run_ranks(ranks, [](Job& job) { return exchange_rounds(job, 9); });
    ASSERT_EQ(whole.size(), static_cast<std::size_t>(ranks));
    for (const int rounds : whole) EXPECT_EQ(rounds, 9) << ranks << " ranks";
  }
}

TEST(PipelinedExchange, RefusesAThirdRoundInFlightAndATakeOfNothing) {
  const std::vector<int> refused = run_ranks(1, [](Job& job) {
    const auto pipe = job.pipelined_exchange();
    ByteBuffer received;
    std::vector<std::size_t> received_sizes;
    int count = 0;
    try {
      pipe->receive(received, received_sizes);
    } catch (const std::logic_error&) {
      ++count;
    }
    const std::vector<std::size_t> sizes = {0};
    pipe->outbox();
    pipe->send(sizes, 0);
    pipe->outbox();
    pipe->send(sizes, 0);
    try {
      pipe->outbox();  // the first round's outbox, not yet taken
    } catch (const std::logic_error&) {
      ++count;
    }
    try {
      pipe->send(sizes, 0);
    } catch (const std::logic_error&) {
      ++count;
    }
    return count;
  });
  EXPECT_EQ(refused, std::vector<int>({3}));
}

}  // namespace
}  // namespace puzzlelab::distributed
