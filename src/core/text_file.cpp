#include "core/text_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <map>
#include <mutex>

#include "core/error.hpp"

namespace puzzlelab {
namespace {

constexpr std::string_view kUtf8Mark = "\xEF\xBB\xBF";

// "64 MiB", "4 KiB" or "100 bytes": the cap as a person would write it.
std::string size_text(std::size_t bytes) {
  constexpr std::size_t kKiB = 1024, kMiB = kKiB * kKiB;
  if (bytes >= kMiB && bytes % kMiB == 0) return std::to_string(bytes / kMiB) + " MiB";
  if (bytes >= kKiB && bytes % kKiB == 0) return std::to_string(bytes / kKiB) + " KiB";
  return std::to_string(bytes) + " bytes";
}

[[noreturn]] void too_large(const std::string& name, std::size_t max_bytes) {
  throw InputError(shown_name(name) + ": larger than " + size_text(max_bytes) +
                   ", the most PuzzleLab reads from one file");
}

// Closes the descriptor it owns on every way out, standard input excepted.
class Descriptor {
 public:
  explicit Descriptor(int fd) : fd_(fd) {}
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  ~Descriptor() {
    if (fd_ > STDIN_FILENO) ::close(fd_);
  }
  int get() const { return fd_; }

 private:
  int fd_;
};

std::string read_all(int fd, const std::string& name, std::size_t expected, std::size_t max_bytes) {
  std::string bytes;
  bytes.reserve(std::min(expected, max_bytes) + 1);
  char chunk[1 << 16];
  for (;;) {
    const ssize_t got = ::read(fd, chunk, sizeof chunk);
    if (got == 0) break;
    if (got < 0) {
      if (errno == EINTR) continue;
      throw InputError(shown_name(name) + ": read failed (" + std::strerror(errno) + ")");
    }
    if (bytes.size() + static_cast<std::size_t>(got) > max_bytes) too_large(name, max_bytes);
    bytes.append(chunk, static_cast<std::size_t>(got));
  }
  return bytes;
}

std::string read_once(const std::string& path, std::string_view what, std::size_t max_bytes,
                      bool& keep) {
  const std::string name = text_source_name(path);
  const int fd = path == "-" ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    throw InputError(shown_name(name) + ": cannot open " + std::string(what) + " (" +
                     std::strerror(errno) + ")");
  }
  const Descriptor file(fd);
  struct stat info {};
  if (::fstat(file.get(), &info) != 0)
    throw InputError(shown_name(name) + ": cannot open " + std::string(what) + " (" +
                     std::strerror(errno) + ")");
  if (S_ISDIR(info.st_mode)) throw InputError(shown_name(name) + ": is a directory");
  if (S_ISBLK(info.st_mode))
    throw InputError(shown_name(name) + ": is a block device, not a text file");
  const bool regular = S_ISREG(info.st_mode);
  if (regular && static_cast<std::uintmax_t>(info.st_size) > max_bytes) too_large(name, max_bytes);
  // A pipe, a terminal, a character device or standard input cannot be read a second time.
  keep = !regular || path == "-";
  return checked_text(
      read_all(file.get(), name, regular ? static_cast<std::size_t>(info.st_size) : 0, max_bytes),
      name);
}

// The text of every file that cannot be read twice, by the name it was read under.
struct KeptTexts {
  std::mutex mutex;
  std::map<std::string, std::string> texts;
};

KeptTexts& kept_texts() {
  static KeptTexts kept;
  return kept;
}

}  // namespace

std::string text_source_name(const std::string& path) {
  return path == "-" ? "<stdin>" : path;
}

std::string checked_text(std::string bytes, const std::string& source) {
  if (bytes.starts_with(kUtf8Mark)) bytes.erase(0, kUtf8Mark.size());
  const bool utf16_mark = bytes.starts_with("\xFF\xFE") || bytes.starts_with("\xFE\xFF");
  // Without a mark, ASCII text in UTF-16 has a NUL in one of its first two bytes.
  const bool utf16_ascii = bytes.size() >= 2 && ((bytes[0] == '\0') != (bytes[1] == '\0'));
  if (utf16_mark || utf16_ascii) {
    throw InputError(shown_name(source) +
                     ": UTF-16 text; save the file as UTF-8 (or ASCII) and try again");
  }
  const std::size_t nul = bytes.find('\0');
  if (nul != std::string::npos) {
    const std::size_t line_start = bytes.rfind('\n', nul);
    const auto line =
        std::count(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(nul), '\n');
    const std::size_t column = line_start == std::string::npos ? nul + 1 : nul - line_start;
    throw InputError(SourceLocation{source, static_cast<int>(line) + 1, static_cast<int>(column)},
                     "a NUL byte: binary data, not text");
  }
  return bytes;
}

std::string read_text_file(const std::string& path, std::string_view what, std::size_t max_bytes) {
  KeptTexts& kept = kept_texts();
  {
    const std::lock_guard lock(kept.mutex);
    const auto found = kept.texts.find(path);
    if (found != kept.texts.end()) return found->second;
  }
  bool keep = false;
  std::string text = read_once(path, what, max_bytes, keep);
  if (keep) {
    const std::lock_guard lock(kept.mutex);
    kept.texts.emplace(path, text);
  }
  return text;
}

}  // namespace puzzlelab
