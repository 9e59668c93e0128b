// The board analysis' meet in the middle: the winning games from every start of a group to every
// finish hole, read off one middle layer of the forward count (see analyze.hpp).
//
// Duality. Reversing a game and complementing every position turns a jump into the same jump
// forwards: the game "all but s" -> ... -> "one peg at f" becomes "all but f" -> ... -> "one peg
// at s". So B_f(x), the number of ways from x down to the single peg at f, is N_f(~x), the number
// of ways from the start "all but f" up to the complement of x: a forward count again. On a
// board of n holes a won game makes n - 2 jumps. With d = (n - 2) / 2 rounded down, every game
// passes a position m after d jumps, and
//     n even: games(s, f) = sum over m of N_s(m) N_f(~m),
//     n odd:  games(s, f) = sum over m and jumps j legal at m of N_s(m) N_f(~(m ^ flip j)),
// and the complement, ~m or ~(m ^ flip j), has the peg count of layer d again. Both factors come
// from the same middle layer, which holds N for every start of the group (the start is the key's
// label), so one pass of forward layers, half a game deep, serves every pair (s, f).
//
// Symmetry. The layer holds orbit sums M over classes of (position, start) under the board's
// group G, as the game count does. For each middle class e = (c, s0) and each jump (or none),
// the partner position w = ~(c ^ flip) is brought to its canonical form w' = g w, by every g that
// does so, and for every class e' = (w', t) of the layer
//     A[g s0][t] += M(e) M(e').
// Then games(s, f) = (sum over g in G of A[g s][g f]) / |G|^2: the orbit sums carry each term
// |G| / |Stab| times on both sides, the g that reach w' make up the rest, and the sum over G
// spreads each term to every symmetric pair (s, f). The division is exact; a remainder is a bug
// and is reported as one.
//
// Half the work. Taking the partner is an involution: the partner of w through the same jump is
// m again. So each pair of classes {c, w'} with c < w' is met once, from c, and counted for both
// directions (A and its transpose); c = w' (the partner lies in the class itself) is counted as
// it comes, and c > w' is left to w'.
//
// The lookups run as a sweep of the layer builder: requests (w', g s0, M(e)) are scattered by
// the partition of w', and each partition answers its requests from its own table, each slot
// fetched a few requests ahead. A partner in c's own class is in c's own partition and is looked
// up at once. Under ranks a request goes to the rank that owns w' (layer_builder.hpp), each rank
// adds up what its tables answered, and the ranks' sums are added before the division.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <vector>

#include "core/uint128.hpp"
#include "puzzles/peg/layer_builder.hpp"

namespace puzzlelab::peg {

// Middle-layer slots a thread reads before the requests are answered: some two requests a slot,
// 16 bytes each, so about 128 MB a thread.
inline constexpr std::size_t kJoinChunkSlots = std::size_t{1} << 22;

// games[s * holes + f] for every start s and finish f of the board (zero where no class of the
// layer has the label s). The middle layer is in the builder's tables (Output::kTables). False
// when a limit stopped the join.
template <class Entry, int K>
bool join_middle_layer(LayerBuilder<Entry, K>& builder, int holes, bool through_jump,
                       const std::vector<Permutation>& symmetries, std::vector<u128>& games) {
  using Key = typename Entry::Key;
  const auto& keys = builder.keys();
  const int group = keys.group_size();
  const Key full = (holes == 8 * static_cast<int>(sizeof(Key))) ? ~Key{0} : (Key{1} << holes) - 1;
  const int partitions = builder.partitioning().count;
  // Slots of the partitions laid end to end: the sweep's items.
  std::vector<std::size_t> first_slot(partitions + 1, 0);
  for (int p = 0; p < partitions; ++p) {
    first_slot[p + 1] = first_slot[p] + builder.table(p).slot_count();
  }
  const int threads = builder.active_threads(first_slot[partitions] / 2);
  const std::size_t cells = static_cast<std::size_t>(holes) * holes;
  // Per thread: A for pairs met once (c < w', transposed at the end) and for partners in the
  // class itself (c = w').
  std::vector<std::vector<u128>> met_once(threads, std::vector<u128>(cells, 0));
  std::vector<std::vector<u128>> met_in_class(threads, std::vector<u128>(cells, 0));
  const auto add_partners = [&](std::vector<u128>& sum, const PartitionTable<Entry>& table,
                                Key position, int label, u128 count) {
    u128* row = &sum[static_cast<std::size_t>(label) * holes];
    table.for_each_label(position,
                         [&](const Entry& e) { row[keys.label(e.key())] += count * e.count(); });
  };

  // The partners of a position met from it (not left to the partner's class): canonical
  // position, the symmetries that bring it there, its partition.
  struct Partner {
    Key position;
    std::uint32_t symmetries;
    int partition;
  };
  const auto find_partners = [&](Key position, std::vector<Partner>& found) {
    found.clear();
    const auto images = keys.position_images(position);
    const auto add = [&](const auto& flip_image) {
      std::array<Key, K> partners;
      Key best = ~Key{0};
      for (int g = 0; g < group; ++g) {
        partners[g] = full ^ images[g] ^ flip_image(g);
        best = std::min(best, partners[g]);
      }
      if (best < position) return;  // met from the partner's class
      std::uint32_t symmetries = 0;
      for (int g = 0; g < group; ++g) {
        symmetries |= static_cast<std::uint32_t>(partners[g] == best) << g;
      }
      found.push_back({best, symmetries, builder.partitioning().of(partition_hash(best))});
    };
    if (through_jump) {
      builder.legal_jumps().for_each(position, [&](int jump) {
        const auto& flip = keys.flip_position_images(jump);
        add([&](int g) { return flip[g]; });
      });
    } else {
      add([](int) { return Key{0}; });
    }
  };

  // Requests from the classes of one item range.
  const auto request = [&](int t, std::size_t first, std::size_t last) {
    std::vector<Partner> partners;
    Key partners_of = 0;  // no class has position 0
    std::uint64_t done = 0;
    int p = static_cast<int>(std::upper_bound(first_slot.begin(), first_slot.end(), first) -
                             first_slot.begin()) -
            1;
    for (std::size_t item = first; item < last; ++item) {
      while (item >= first_slot[p + 1]) ++p;
      const Entry& e = builder.table(p).slots()[item - first_slot[p]];
      if (e.key() == 0) continue;
      if ((++done & (LayerBuilder<Entry, K>::kCheckInterval - 1)) == 0 &&
          builder.check_limits(t, done)) {
        break;
      }
      const Key position = keys.position(e.key());
      if (position != partners_of) {
        // The partners of a position serve all its labels, which mostly sit side by side.
        partners_of = position;
        find_partners(position, partners);
      }
      const int label = keys.label(e.key());
      for (const Partner& partner : partners) {
        for (std::uint32_t g = partner.symmetries; g != 0; g &= g - 1) {
          const int image = keys.label_image(label, std::countr_zero(g));
          if (partner.position == position) {
            add_partners(met_in_class[t], builder.table(p), position, image, e.count());
          } else {
            builder.route(t, partner.position, partner.partition,
                          e.with_key(keys.key(partner.position, image)));
          }
        }
      }
    }
  };
  // Answers to one partition's requests, each slot fetched kAhead requests before it is read.
  const auto answer = [&](int t, int p, const auto& for_each_request) {
    constexpr std::size_t kAhead = 8;
    const PartitionTable<Entry>& table = builder.table(p);
    std::array<Entry, kAhead> pending;
    std::size_t count = 0;
    const auto settle = [&](const Entry& r) {
      add_partners(met_once[t], table, keys.position(r.key()), keys.label(r.key()), r.count());
    };
    for_each_request([&](const Entry& r) {
      table.prefetch_home(keys.position(r.key()));
      const std::size_t at = count++ % kAhead;
      if (count > kAhead) settle(pending[at]);
      pending[at] = r;
    });
    for (std::size_t i = count > kAhead ? count - kAhead : 0; i < count; ++i) {
      settle(pending[i % kAhead]);
    }
  };
  builder.sweep(first_slot[partitions], threads, kJoinChunkSlots, request, answer);
  if (builder.stopped()) return false;

  std::vector<u128> once(cells, 0);
  std::vector<u128> in_class(cells, 0);
  for (int t = 0; t < threads; ++t) {
    for (std::size_t i = 0; i < cells; ++i) {
      once[i] += met_once[t][i];
      in_class[i] += met_in_class[t][i];
    }
  }
  builder.add_up_everywhere(once);  // under ranks: each rank met the pairs its requests reached
  builder.add_up_everywhere(in_class);
  const u128 divisor = static_cast<u128>(group) * static_cast<u128>(group);
  games.assign(cells, 0);
  for (int s = 0; s < holes; ++s) {
    for (int f = 0; f < holes; ++f) {
      u128 spread = 0;
      for (int g = 0; g < group; ++g) {
        const std::size_t gs = symmetries[g][s];
        const std::size_t gf = symmetries[g][f];
        spread += once[gs * holes + gf] + once[gf * holes + gs] + in_class[gs * holes + gf];
      }
      if (spread % divisor != 0) {
        throw std::logic_error("middle join: a symmetrised sum is not a multiple of |G|^2");
      }
      games[s * holes + f] = spread / divisor;
    }
  }
  return true;
}

}  // namespace puzzlelab::peg
