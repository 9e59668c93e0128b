// River crossing (wolf, goat and cabbage and its relatives): a variant is a list of items, the
// rowers among them (only a rower can take the boat across), a boat capacity (seats, rowers
// included) and conflicts (sets of items that must not be left together on a bank without a
// rower). A state is the bank of every item plus the side of the boat, packed into one integer.
// These rules are the judge: every plan from every method is replayed here before it is shown.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace puzzlelab::river {

// States are bit masks (bit i: item i is on the far bank; bit kMaxItems-free top bit: boat),
// so BFS can index a table of 2^(items+1) entries.
inline constexpr int kMaxItems = 20;

struct Variant {
  std::string name;                      // file name or built-in name
  std::vector<std::string> items;        // in declaration order
  std::uint32_t rowers = 0;              // mask of items that can row
  int capacity = 2;                      // seats in the boat, rowers included
  std::vector<std::uint32_t> conflicts;  // each a mask of 2+ items
  int item_count() const { return static_cast<int>(items.size()); }
  std::uint32_t all_items() const { return (std::uint32_t{1} << items.size()) - 1; }
};

struct State {
  std::uint32_t far = 0;  // items on the far bank
  bool boat_far = false;  // the boat is at the far bank
  bool operator==(const State&) const = default;
};

// One crossing: the items in the boat and where it goes.
struct Trip {
  std::uint32_t cargo = 0;
  bool to_far = true;
  bool operator==(const Trip&) const = default;
};

using Plan = std::vector<Trip>;

State start_state(const Variant& variant);
bool is_goal(const Variant& variant, const State& state);
// A bank is safe when it holds a rower or contains no conflict set entirely.
bool bank_is_safe(const Variant& variant, std::uint32_t bank);
bool is_safe(const Variant& variant, const State& state);
// Why `trip` is illegal from `state`, or std::nullopt when it is legal (the result is safe).
std::optional<std::string> check_trip(const Variant& variant, const State& state, const Trip& trip);
State apply(const State& state, const Trip& trip);
// Every legal trip from `state`, in a fixed order (by cargo size, then by mask).
std::vector<Trip> legal_trips(const Variant& variant, const State& state);

// Replays a plan from the start: std::nullopt when every trip is legal and it ends at the goal,
// otherwise the reason it is rejected.
std::optional<std::string> verify_plan(const Variant& variant, const Plan& plan);

// Packing of a state as an index in [0, 2^(items+1)).
inline std::uint32_t state_index(const Variant& variant, const State& state) {
  return state.far | (state.boat_far ? std::uint32_t{1} << variant.items.size() : 0u);
}
inline State state_from_index(const Variant& variant, std::uint32_t index) {
  const std::uint32_t boat = std::uint32_t{1} << variant.items.size();
  return {index & (boat - 1), (index & boat) != 0};
}

// "goat" or "farmer + wolf": the items of a mask in declaration order.
std::string cargo_text(const Variant& variant, std::uint32_t cargo);
std::vector<std::string> cargo_names(const Variant& variant, std::uint32_t cargo);

}  // namespace puzzlelab::river
