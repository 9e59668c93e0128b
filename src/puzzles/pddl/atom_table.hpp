// Ground atoms keyed by (predicate id, object-id tuple), never by their names: objects `o`,
// `aob`, `oa` and `ob` make "o-aob" and "oa-ob" alike as strings, but never as tuples.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace puzzlelab::pddl {

using ObjectId = std::uint32_t;
using AtomId = std::uint32_t;

// A tuple of ids as a hashable key: std::hash knows std::u32string, and its small-string buffer
// holds a predicate and two arguments without an allocation.
using IdKey = std::u32string;

inline IdKey id_key(std::uint32_t head, std::span<const ObjectId> args) {
  IdKey key;
  key.reserve(args.size() + 1);
  key.push_back(static_cast<char32_t>(head));
  for (ObjectId arg : args) key.push_back(static_cast<char32_t>(arg));
  return key;
}

class AtomTable {
 public:
  // The id of the atom, added if new.
  AtomId intern(std::uint32_t predicate, std::span<const ObjectId> args) {
    auto [it, added] = ids_.try_emplace(id_key(predicate, args), static_cast<AtomId>(size()));
    if (added) {
      predicates_.push_back(predicate);
      first_arg_.push_back(static_cast<std::uint32_t>(args_.size()));
      args_.insert(args_.end(), args.begin(), args.end());
    }
    return it->second;
  }
  std::optional<AtomId> find(std::uint32_t predicate, std::span<const ObjectId> args) const {
    const auto it = ids_.find(id_key(predicate, args));
    if (it == ids_.end()) return std::nullopt;
    return it->second;
  }

  std::size_t size() const { return predicates_.size(); }
  std::uint32_t predicate(AtomId atom) const { return predicates_[atom]; }
  std::span<const ObjectId> args(AtomId atom) const {
    const std::size_t end = atom + 1 < size() ? first_arg_[atom + 1] : args_.size();
    return std::span<const ObjectId>(args_).subspan(first_arg_[atom], end - first_arg_[atom]);
  }
  // What the table holds, for the memory guard: the keys, the map's nodes and the tuples.
  std::uint64_t bytes() const {
    return ids_.size() * (sizeof(IdKey) + 4 * sizeof(void*)) + ids_.bucket_count() * sizeof(void*) +
           (predicates_.size() + first_arg_.size() + args_.size()) * sizeof(std::uint32_t);
  }

 private:
  std::unordered_map<IdKey, AtomId> ids_;
  std::vector<std::uint32_t> predicates_;
  std::vector<std::uint32_t> first_arg_;
  std::vector<ObjectId> args_;
};

}  // namespace puzzlelab::pddl
