#include "core/program_folder.hpp"

#include <unistd.h>

#include <array>

namespace puzzlelab {

std::string program_folder() {
  std::array<char, 4096> path{};
  const ssize_t length = readlink("/proc/self/exe", path.data(), path.size() - 1);
  if (length <= 0) return {};
  std::string folder(path.data(), static_cast<std::size_t>(length));
  return folder.erase(folder.find_last_of('/') + 1);
}

}  // namespace puzzlelab
