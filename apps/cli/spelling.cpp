#include "spelling.hpp"

#include <algorithm>

namespace puzzlelab::cli {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  // Optimal string alignment: Levenshtein plus transposition of adjacent characters, the slip
  // typists make most ("slove").
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t substitute = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + substitute});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.size()][b.size()];
}

std::optional<std::string> nearest_word(std::string_view word,
                                        const std::vector<std::string>& candidates) {
  // Long input is not a slip; it also keeps the table above small.
  constexpr std::size_t kLongestWord = 64;
  if (word.empty() || word.size() > kLongestWord) return std::nullopt;
  const std::size_t allowed = std::min<std::size_t>(word.size() <= 4 ? 1 : 2, word.size() / 3 + 1);
  std::optional<std::string> best;
  std::size_t best_distance = allowed + 1;
  for (const std::string& candidate : candidates) {
    const bool abbreviation = word.size() >= 3 && candidate.rfind(word, 0) == 0;
    const std::size_t distance = abbreviation ? 1 : edit_distance(word, candidate);
    if (distance < best_distance) {
      best = candidate;
      best_distance = distance;
    }
  }
  return best;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
  const std::optional<std::string> nearest = nearest_word(word, candidates);
  return nearest ? " (did you mean " + *nearest + "?)" : "";
}

}  // namespace puzzlelab::cli
