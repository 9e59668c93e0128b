#include "web/web_assets.hpp"

#include <algorithm>
#include <utility>

namespace puzzlelab::web {
namespace detail {
extern const std::pair<std::string_view, std::string_view> kAssets[];
extern const int kAssetCount;
}  // namespace detail

std::optional<std::string_view> asset(std::string_view name) {
  for (int i = 0; i < detail::kAssetCount; ++i) {
    if (detail::kAssets[i].first == name) return detail::kAssets[i].second;
  }
  return std::nullopt;
}

std::vector<std::string_view> asset_names() {
  std::vector<std::string_view> names;
  for (int i = 0; i < detail::kAssetCount; ++i) names.push_back(detail::kAssets[i].first);
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace puzzlelab::web
