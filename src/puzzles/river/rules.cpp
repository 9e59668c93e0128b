#include "puzzles/river/rules.hpp"

#include <algorithm>
#include <bit>

#include "core/memory_size.hpp"
#include "core/work_budget.hpp"

namespace puzzlelab::river {

State start_state(const Variant&) {
  return {};
}

bool is_goal(const Variant& variant, const State& state) {
  return state.far == variant.all_items();
}

bool bank_is_safe(const Variant& variant, std::uint32_t bank) {
  if (bank & variant.rowers) return true;
  for (std::uint32_t conflict : variant.conflicts) {
    if ((bank & conflict) == conflict) return false;
  }
  return true;
}

bool is_safe(const Variant& variant, const State& state) {
  return bank_is_safe(variant, state.far) &&
         bank_is_safe(variant, variant.all_items() & ~state.far);
}

std::optional<std::string> check_trip(const Variant& variant, const State& state,
                                      const Trip& trip) {
  if (trip.to_far == state.boat_far) {
    return std::string("the boat is already at the ") + (state.boat_far ? "far" : "near") + " bank";
  }
  if (trip.cargo == 0 || (trip.cargo & ~variant.all_items()) != 0) return "the boat is empty";
  const std::uint32_t boat_bank = state.boat_far ? state.far : variant.all_items() & ~state.far;
  if ((trip.cargo & ~boat_bank) != 0) return "an item in the boat is not on the boat's bank";
  if (std::popcount(trip.cargo) > variant.capacity) return "the boat is over capacity";
  if ((trip.cargo & variant.rowers) == 0) return "nobody in the boat can row";
  if (!is_safe(variant, apply(state, trip))) return "a conflict is left unattended";
  return std::nullopt;
}

State apply(const State& state, const Trip& trip) {
  return {state.far ^ trip.cargo, trip.to_far};
}

std::vector<Trip> legal_trips(const Variant& variant, const State& state) {
  std::vector<Trip> trips;
  const std::uint32_t bank = state.boat_far ? state.far : variant.all_items() & ~state.far;
  // Every subset of the boat's bank of 1..capacity items: made item by item, never by going
  // through all 2^bank subsets (a million for 20 items, for every state).
  std::vector<std::uint32_t> on_bank;
  for (std::uint32_t rest = bank; rest != 0; rest &= rest - 1) on_bank.push_back(rest & -rest);
  // A big boat on a big bank has a million trips from one state: the run's limits are checked
  // while they are listed and sorted, not only between states.
  const auto describe = [&] {
    return "the trips from one river state (" + rough_count(trips.size()) + ")";
  };
  const auto add_items = [&](auto& self, std::size_t from, std::uint32_t cargo, int seats) -> void {
    check_work(trips.capacity() * sizeof(Trip), describe);
    if (cargo != 0 && (cargo & variant.rowers) != 0) {
      const Trip trip{cargo, !state.boat_far};
      if (is_safe(variant, apply(state, trip))) trips.push_back(trip);
    }
    if (seats == 0) return;
    for (std::size_t i = from; i < on_bank.size(); ++i)
      self(self, i + 1, cargo | on_bank[i], seats - 1);
  };
  add_items(add_items, 0, 0, variant.capacity);
  // A LimitReached thrown from a comparison leaves `trips` valid, and it is dropped.
  std::uint32_t comparisons = 0;
  std::sort(trips.begin(), trips.end(), [&](const Trip& a, const Trip& b) {
    if ((++comparisons & 4095) == 0) check_work(0, describe);
    const int pa = std::popcount(a.cargo), pb = std::popcount(b.cargo);
    return pa != pb ? pa < pb : a.cargo < b.cargo;
  });
  return trips;
}

std::optional<std::string> verify_plan(const Variant& variant, const Plan& plan) {
  State state = start_state(variant);
  for (std::size_t i = 0; i < plan.size(); ++i) {
    if (auto why = check_trip(variant, state, plan[i])) {
      return "trip " + std::to_string(i + 1) + ": " + *why;
    }
    state = apply(state, plan[i]);
  }
  if (!is_goal(variant, state)) return "the plan does not bring everything across";
  return std::nullopt;
}

std::vector<std::string> cargo_names(const Variant& variant, std::uint32_t cargo) {
  std::vector<std::string> names;
  for (int i = 0; i < variant.item_count(); ++i) {
    if (cargo & (std::uint32_t{1} << i)) names.push_back(variant.items[i]);
  }
  return names;
}

std::string cargo_text(const Variant& variant, std::uint32_t cargo) {
  std::string text;
  for (const std::string& name : cargo_names(variant, cargo)) {
    if (!text.empty()) text += " + ";
    text += name;
  }
  return text;
}

}  // namespace puzzlelab::river
