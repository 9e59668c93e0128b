#include "distributed/checkpoint_io.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "core/error.hpp"

namespace puzzlelab::distributed::checkpoint_io {

void refuse(const std::string& path, const std::string& why) {
  throw InputError(path + ": " + why);
}

std::string hex64(std::uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(value));
  return text;
}

bool parse_hex64(std::string_view text, std::uint64_t& value) {
  if (text.size() != 16) return false;
  value = 0;
  for (const char c : text) {
    int digit;
    if (c >= '0' && c <= '9') {
      digit = c - '0';
    } else if (c >= 'a' && c <= 'f') {
      digit = c - 'a' + 10;
    } else {
      return false;
    }
    value = value << 4 | static_cast<std::uint64_t>(digit);
  }
  return true;
}

std::string one_line(const std::string& value) {
  std::string line = value;
  for (char& c : line)
    if (static_cast<unsigned char>(c) < 0x20) c = '?';
  return line;
}

std::string errno_text(int error) {
  return std::strerror(error);
}

bool write_all(int fd, const void* data, std::size_t size) {
  const auto* at = static_cast<const char*>(data);
  while (size > 0) {
    const ssize_t wrote = ::write(fd, at, size);
    if (wrote < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    at += wrote;
    size -= static_cast<std::size_t>(wrote);
  }
  return true;
}

void sync_directory(const std::string& directory) {
  const int fd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);  // best effort: a kill needs none of it, a power cut is helped by it
  ::close(fd);
}

}  // namespace puzzlelab::distributed::checkpoint_io
