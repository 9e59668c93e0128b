#include "distributed/pipelined_exchange.hpp"

#include <memory>
#include <stdexcept>

namespace puzzlelab::distributed {

std::unique_ptr<PipelinedExchange> Job::pipelined_exchange() {
  return std::make_unique<PipelinedExchange>(*this);
}

PipelinedExchange::PipelinedExchange(Job& job) : job_(job) {}

ByteBuffer& PipelinedExchange::outbox() {
  if (in_flight() == rounds_.size()) {
    throw std::logic_error("pipelined exchange: an outbox asked for before its round was taken");
  }
  const int slot = static_cast<int>(sent_ % 2);
  if (sent_ >= 2) complete(slot, rounds_[slot]);
  return rounds_[slot].outbox;
}

void PipelinedExchange::send(std::span<const std::size_t> sizes, std::uint64_t note) {
  if (in_flight() == rounds_.size()) {
    throw std::logic_error("pipelined exchange: a third round sent before the first was taken");
  }
  if (sizes.size() != static_cast<std::size_t>(job_.ranks())) {
    throw std::logic_error("pipelined exchange: one size a rank is needed");
  }
  const int slot = static_cast<int>(sent_ % 2);
  Round& round = rounds_[slot];
  round.sizes.assign(sizes.begin(), sizes.end());
  round.sizes[static_cast<std::size_t>(job_.rank())] = 0;
  round.note = note;
  ++sent_;
  post(slot, round);
}

std::vector<std::uint64_t> PipelinedExchange::receive(ByteBuffer& received,
                                                      std::vector<std::size_t>& received_sizes) {
  if (in_flight() == 0) throw std::logic_error("pipelined exchange: nothing sent to receive");
  const int slot = static_cast<int>(received_ % 2);
  ++received_;
  std::vector<std::uint64_t> notes;
  take(slot, rounds_[slot], received, received_sizes, notes);
  return notes;
}

void PipelinedExchange::post(int, Round&) {}

void PipelinedExchange::complete(int, Round&) {}

// The default transport: the whole round as one collective exchange, when it is taken. The
// outbox holds only the other ranks' bytes (this rank's size is 0), as exchange_packed wants.
void PipelinedExchange::take(int, Round& round, ByteBuffer& received,
                             std::vector<std::size_t>& received_sizes,
                             std::vector<std::uint64_t>& notes) {
  std::size_t total = 0;
  for (const std::size_t size : round.sizes) total += size;
  job_.exchange_packed(std::span<const std::byte>(round.outbox.data(), total), round.sizes,
                       received, received_sizes);
  notes = gather_words(job_, std::span<const std::uint64_t>(&round.note, 1));
}

}  // namespace puzzlelab::distributed
