#include "distributed/checkpoint.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "core/error.hpp"
#include "distributed/checkpoint_io.hpp"
#include "distributed/plain_bytes.hpp"

namespace puzzlelab::distributed {
namespace {

namespace fs = std::filesystem;
using namespace checkpoint_io;  // the shared file plumbing

constexpr std::string_view kMagic = "PuzzleLab checkpoint ";
constexpr std::string_view kCheckLine = "check ";
constexpr std::string_view kFileSuffix = ".ckpt";
// A header is a few hundred bytes; past this a file holds no header at all.
constexpr std::size_t kMaxHeaderBytes = 64 * 1024;

bool parse_decimal(std::string_view text, std::uint64_t& value) {
  if (text.empty() || text.size() > 19) return false;
  value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return true;
}

std::string file_path(const std::string& directory, const std::string& name) {
  return (fs::path(directory) / name).string();
}

std::string count_text(const CheckpointHeader& header) {
  return header.puzzle + " " + header.instance + " by " + header.method;
}

// Parses the header at the front of `bytes`; returns its length. Refuses what is not one.
std::size_t parse_header(const std::string& path, const std::string& bytes,
                         CheckpointHeader& header) {
  if (bytes.compare(0, kMagic.size(), kMagic) != 0) {
    if (bytes.size() < kMagic.size() && std::string_view(kMagic).substr(0, bytes.size()) == bytes)
      refuse(path, "truncated in its header (" + std::to_string(bytes.size()) + " bytes): refused");
    refuse(path, "not a PuzzleLab checkpoint: refused");
  }
  std::size_t at = 0;
  std::vector<std::string_view> lines;
  std::size_t check_at = std::string::npos, end = std::string::npos;
  const std::string_view all(bytes);
  while (at < all.size() && at < kMaxHeaderBytes) {
    const std::size_t newline = all.find('\n', at);
    if (newline == std::string_view::npos) break;
    const std::string_view line = all.substr(at, newline - at);
    if (line.substr(0, kCheckLine.size()) == kCheckLine) {
      check_at = at;
      end = newline + 1;
      lines.push_back(line);
      break;
    }
    lines.push_back(line);
    at = newline + 1;
  }
  const std::string_view first = lines.empty() ? all.substr(0, 40) : lines.front();
  const std::string_view version = first.substr(kMagic.size());
  if (version != std::to_string(kCheckpointVersion)) {
    refuse(path, "checkpoint format version '" + std::string(version.substr(0, 12)) +
                     "'; this PuzzleLab reads version " + std::to_string(kCheckpointVersion) +
                     ": refused");
  }
  if (check_at == std::string::npos)
    refuse(path, "truncated or damaged header (no check line): refused");
  std::uint64_t check = 0;
  if (!parse_hex64(lines.back().substr(kCheckLine.size()), check) ||
      check != Fnv1a64().add(all.substr(0, check_at)).value())
    refuse(path, "damaged header (its check does not match): refused");

  bool seen[6] = {};
  for (std::size_t i = 1; i + 1 < lines.size(); ++i) {
    const std::string_view line = lines[i];
    const std::size_t space = line.find(' ');
    const std::string_view key = line.substr(0, space);
    const std::string_view value =
        space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
    std::uint64_t number = 0;
    bool ok = true;
    if (key == "puzzle") {
      header.puzzle = value, seen[0] = true;
    } else if (key == "instance") {
      header.instance = value, seen[1] = true;
    } else if (key == "method") {
      header.method = value, seen[2] = true;
    } else if (key == "units") {
      ok = parse_decimal(value, number), header.units = number, seen[3] = true;
    } else if (key == "unit-list") {
      ok = value.substr(0, 8) == "fnv1a64:" && parse_hex64(value.substr(8), header.unit_list_hash);
      seen[4] = true;
    } else if (key == "result") {
      const std::size_t gap = value.rfind(' ');
      ok = gap != std::string_view::npos && parse_decimal(value.substr(gap + 1), number) &&
           number > 0 && number <= kMaxResultBytes;
      if (ok) header.result = value.substr(0, gap), header.result_bytes = number;
      seen[5] = true;
    }  // other lines ("writer ...") are information
    if (!ok)
      refuse(path, "damaged header (line '" + std::string(line.substr(0, 40)) + "'): refused");
  }
  if (std::find(std::begin(seen), std::end(seen), false) != std::end(seen))
    refuse(path, "damaged header (a line is missing): refused");
  return end;
}

std::string read_whole_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) refuse(path, "cannot read the checkpoint (" + errno_text(errno) + ")");
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) refuse(path, "cannot read the checkpoint");
  return bytes;
}

}  // namespace

std::string header_text(const CheckpointHeader& header) {
  std::string text = std::string(kMagic) + std::to_string(kCheckpointVersion) + "\n";
  text += "puzzle " + one_line(header.puzzle) + "\n";
  text += "instance " + one_line(header.instance) + "\n";
  text += "method " + one_line(header.method) + "\n";
  text += "units " + std::to_string(header.units) + "\n";
  text += "unit-list fnv1a64:" + hex64(header.unit_list_hash) + "\n";
  text += "result " + one_line(header.result) + " " + std::to_string(header.result_bytes) + "\n";
  text +=
      "writer rank " + std::to_string(header.rank) + " of " + std::to_string(header.ranks) + "\n";
  text += std::string(kCheckLine) + hex64(Fnv1a64().add(text).value()) + "\n";
  return text;
}

void notice_on_stderr(const std::string& line) {
  std::fprintf(stderr, "puzzlelab: %s\n", line.c_str());
}

std::string checkpoint_file_name(int rank, int sequence) {
  char name[64];
  std::snprintf(name, sizeof name, "units-r%d-%03d.ckpt", rank, sequence);
  return name;
}

bool is_checkpoint_file_name(std::string_view name) {
  // units-r<digits>-<digits>.ckpt
  constexpr std::string_view kPrefix = "units-r";
  if (name.substr(0, kPrefix.size()) != kPrefix || name.size() <= kFileSuffix.size() ||
      name.substr(name.size() - kFileSuffix.size()) != kFileSuffix)
    return false;
  const std::string_view middle =
      name.substr(kPrefix.size(), name.size() - kPrefix.size() - kFileSuffix.size());
  const std::size_t dash = middle.find('-');
  if (dash == 0 || dash == std::string_view::npos || dash + 1 == middle.size()) return false;
  const auto digits = [](std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  return digits(middle.substr(0, dash)) && digits(middle.substr(dash + 1));
}

std::vector<std::string> checkpoint_files(const std::string& directory) {
  std::vector<std::string> files;
  std::error_code error;
  if (!fs::is_directory(directory, error)) return files;
  for (const fs::directory_entry& entry : fs::directory_iterator(directory, error)) {
    const std::string name = entry.path().filename().string();
    if (is_checkpoint_file_name(name)) files.push_back(file_path(directory, name));
  }
  std::sort(files.begin(), files.end());
  return files;
}

void require_no_checkpoint(const std::string& directory) {
  std::error_code error;
  if (fs::exists(directory, error) && !fs::is_directory(directory, error))
    refuse(directory, "not a folder: --checkpoint names the folder its files go to");
  const std::vector<std::string> files = checkpoint_files(directory);
  if (!files.empty()) {
    refuse(files.front(), "a checkpoint is here already: continue it with --resume " + directory +
                              ", or name an empty folder");
  }
}

LoadedUnits load_checkpoint(const std::string& directory, const CheckpointHeader& expected,
                            const Notice& notice) {
  std::error_code error;
  if (!fs::is_directory(directory, error))
    refuse(directory, "no such folder: nothing to resume (start one with --checkpoint)");
  const std::vector<std::string> files = checkpoint_files(directory);
  if (files.empty())
    refuse(directory, "no checkpoint file here to resume (start one with --checkpoint)");

  const std::size_t result_bytes = expected.result_bytes;
  const std::size_t record_bytes = expected.record_bytes();
  // Per unit: 0 not seen, else 1 + the index of its result in `results`.
  std::vector<std::uint32_t> slot(expected.units, 0);
  std::vector<std::byte> results;
  std::vector<std::uint32_t> first_file;  // by result: the file that gave it
  LoadedUnits loaded;
  for (std::size_t f = 0; f < files.size(); ++f) {
    const std::string& path = files[f];
    const std::string bytes = read_whole_file(path);
    CheckpointHeader found;
    const std::size_t body = parse_header(path, bytes, found);
    if (found.puzzle != expected.puzzle || found.instance != expected.instance ||
        found.method != expected.method) {
      refuse(path, "a checkpoint of " + count_text(found) + ", not of " + count_text(expected) +
                       ": refused");
    }
    if (found.result != expected.result || found.result_bytes != expected.result_bytes) {
      refuse(path, "its unit results are " + found.result + " (" +
                       std::to_string(found.result_bytes) + " bytes), this count's " +
                       expected.result + " (" + std::to_string(expected.result_bytes) +
                       "): written by another version of PuzzleLab? refused");
    }
    if (found.units != expected.units || found.unit_list_hash != expected.unit_list_hash) {
      refuse(path, "its unit list (" + std::to_string(found.units) +
                       " units, fnv1a64:" + hex64(found.unit_list_hash) +
                       ") is not this count's (" + std::to_string(expected.units) +
                       " units, fnv1a64:" + hex64(expected.unit_list_hash) +
                       "): written by another version of PuzzleLab? refused");
    }
    const std::size_t whole = (bytes.size() - body) / record_bytes;
    const std::size_t torn = (bytes.size() - body) % record_bytes;
    const auto* data = reinterpret_cast<const std::byte*>(bytes.data()) + body;
    for (std::size_t r = 0; r < whole; ++r) {
      const std::byte* record = data + r * record_bytes;
      const std::uint64_t offset = body + r * record_bytes;
      const std::string where =
          "record " + std::to_string(r + 1) + " (byte " + std::to_string(offset) + ")";
      const std::uint64_t check =
          Fnv1a64().add_u64(expected.unit_list_hash).add(record, record_bytes - 8).value();
      if (get_u64(record + record_bytes - 8) != check)
        refuse(path, where + " is damaged (its check does not match): refused");
      const std::uint64_t unit = get_u64(record);
      if (unit >= expected.units) {
        refuse(path, where + " names unit " + std::to_string(unit) + ", past the list's " +
                         std::to_string(expected.units) + ": refused");
      }
      const std::byte* result = record + 8;
      if (slot[unit] != 0) {
        const std::byte* before = results.data() + (slot[unit] - 1) * result_bytes;
        if (std::memcmp(before, result, result_bytes) != 0) {
          refuse(path, where + " gives unit " + std::to_string(unit) + " another result than " +
                           fs::path(files[first_file[slot[unit] - 1]]).filename().string() +
                           ": refused");
        }
        continue;  // the same unit finished twice (two runs raced on it): counted once
      }
      results.insert(results.end(), result, result + result_bytes);
      first_file.push_back(static_cast<std::uint32_t>(f));
      slot[unit] = static_cast<std::uint32_t>(first_file.size());
    }
    if (torn != 0) {
      ++loaded.torn;
      notice(path + ": the last record is torn (" + std::to_string(torn) + " of " +
             std::to_string(record_bytes) +
             " bytes, as a killed run leaves it): dropped, its unit is counted again");
    }
    ++loaded.files;
  }
  for (std::uint64_t unit = 0; unit < expected.units; ++unit) {
    if (slot[unit] == 0) continue;
    loaded.units.push_back(unit);
    const std::byte* result = results.data() + (slot[unit] - 1) * result_bytes;
    loaded.results.insert(loaded.results.end(), result, result + result_bytes);
  }
  return loaded;
}

CheckpointWriter::CheckpointWriter(const std::string& directory, const CheckpointHeader& header)
    : unit_list_hash_(header.unit_list_hash),
      result_bytes_(header.result_bytes),
      record_(header.record_bytes()) {
  std::error_code error;
  fs::create_directories(directory, error);
  if (!fs::is_directory(directory))
    refuse(directory, "cannot make the checkpoint folder (" + error.message() + ")");
  // The header goes to a temporary file, linked into place whole (link refuses a name that
  // exists, so two ranks or runs never take the same file).
  const std::string text = header_text(header);
  const std::string temporary = file_path(directory, ".units-r" + std::to_string(header.rank) +
                                                         "." + std::to_string(::getpid()) + ".tmp");
  fd_ = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd_ < 0) refuse(temporary, "cannot write the checkpoint (" + errno_text(errno) + ")");
  if (!write_all(fd_, reinterpret_cast<const std::byte*>(text.data()), text.size()) ||
      ::fsync(fd_) != 0) {
    const int why = errno;
    ::close(fd_);
    ::unlink(temporary.c_str());
    refuse(temporary, "cannot write the checkpoint (" + errno_text(why) + ")");
  }
  for (int sequence = 0;; ++sequence) {
    path_ = file_path(directory, checkpoint_file_name(header.rank, sequence));
    if (::link(temporary.c_str(), path_.c_str()) == 0) break;
    if (errno == EEXIST) continue;
    // A file system without hard links: a rename, after looking that the name is free.
    if (!fs::exists(path_) && ::rename(temporary.c_str(), path_.c_str()) == 0) break;
    const int why = errno;
    ::close(fd_);
    ::unlink(temporary.c_str());
    refuse(path_, "cannot write the checkpoint (" + errno_text(why) + ")");
  }
  ::unlink(temporary.c_str());
  sync_directory(directory);
}

CheckpointWriter::~CheckpointWriter() {
  if (fd_ >= 0) {
    ::fsync(fd_);
    ::close(fd_);
  }
}

bool CheckpointWriter::append(std::uint64_t unit, const std::byte* result) {
  std::lock_guard lock(mutex_);
  if (!error_.empty()) return false;
  put_u64(record_.data(), unit);
  std::memcpy(record_.data() + 8, result, result_bytes_);
  const std::size_t checked = record_.size() - 8;
  put_u64(record_.data() + checked,
          Fnv1a64().add_u64(unit_list_hash_).add(record_.data(), checked).value());
  if (!write_all(fd_, record_.data(), record_.size())) {
    error_ = path_ + ": cannot write the checkpoint (" + errno_text(errno) + ")";
    failed_.store(true, std::memory_order_relaxed);
    return false;
  }
  ++records_;
  return true;
}

bool CheckpointWriter::failed() const {
  return failed_.load(std::memory_order_relaxed);
}

std::string CheckpointWriter::error() const {
  std::lock_guard lock(mutex_);
  return error_;
}

std::uint64_t CheckpointWriter::records() const {
  std::lock_guard lock(mutex_);
  return records_;
}

}  // namespace puzzlelab::distributed
