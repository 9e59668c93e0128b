#include "distributed/layer_checkpoint.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <tuple>

#include "core/error.hpp"
#include "distributed/checkpoint_io.hpp"
#include "distributed/job.hpp"
#include "distributed/plain_bytes.hpp"

namespace puzzlelab::distributed {
namespace {

namespace fs = std::filesystem;
using namespace checkpoint_io;  // the shared file plumbing

constexpr std::string_view kLayerMagic = "PuzzleLab layers ";
constexpr std::string_view kLayerCheckLine = "check ";
// A header is a few hundred bytes (a thousand layers at most a few KiB).
constexpr std::size_t kMaxLayerHeaderBytes = 256 * 1024;

template <class T>
bool parse_number(std::string_view text, T& value, int base = 10) {
  const char* end = text.data() + text.size();
  const auto [at, error] = std::from_chars(text.data(), end, value, base);
  return error == std::errc() && at == end && !text.empty();
}

// Space-separated numbers (none: an empty list).
template <class T>
bool parse_list(std::string_view text, std::vector<T>& values) {
  values.clear();
  while (!text.empty()) {
    const std::size_t space = text.find(' ');
    T value;
    if (!parse_number(text.substr(0, space), value)) return false;
    values.push_back(value);
    text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
  }
  return true;
}

// Space-separated decimal 128-bit numbers (none: an empty list).
bool parse_totals(std::string_view text, std::vector<u128>& values) {
  values.clear();
  while (!text.empty()) {
    const std::size_t space = text.find(' ');
    const std::string_view digits = text.substr(0, space);
    if (digits.empty() || digits.size() > 39) return false;
    u128 value = 0;
    for (const char c : digits) {
      if (c < '0' || c > '9') return false;
      const u128 next = value * 10 + static_cast<unsigned>(c - '0');
      if (next / 10 != value) return false;  // past 128 bits
      value = next;
    }
    values.push_back(value);
    text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
  }
  return true;
}

template <class T>
std::string list_text(const std::vector<T>& values) {
  std::string text;
  for (const T value : values) text += (text.empty() ? "" : " ") + std::to_string(value);
  return text;
}

struct FileName {
  std::uint64_t depth = 0;
  int rank = 0;
  int ranks = 0;
};

// "layer-d<depth>-r<rank>-of<ranks>.ckpt"; false for any other name.
bool parse_file_name(std::string_view name, FileName& parsed) {
  constexpr std::string_view kPrefix = "layer-d", kSuffix = ".ckpt";
  if (name.size() <= kPrefix.size() + kSuffix.size() || !name.starts_with(kPrefix) ||
      !name.ends_with(kSuffix))
    return false;
  std::string_view middle =
      name.substr(kPrefix.size(), name.size() - kPrefix.size() - kSuffix.size());
  const std::size_t r = middle.find("-r"), of = middle.find("-of");
  if (r == std::string_view::npos || of == std::string_view::npos || of < r) return false;
  return parse_number(middle.substr(0, r), parsed.depth) &&
         parse_number(middle.substr(r + 2, of - r - 2), parsed.rank) &&
         parse_number(middle.substr(of + 3), parsed.ranks) && parsed.ranks > 0 &&
         parsed.rank < parsed.ranks;
}

struct NamedFile {
  std::string path;
  FileName name;
};

std::vector<NamedFile> layer_files(const std::string& directory) {
  std::vector<NamedFile> files;
  std::error_code error;
  if (!fs::is_directory(directory, error)) return files;
  for (const fs::directory_entry& entry : fs::directory_iterator(directory, error)) {
    NamedFile file;
    if (parse_file_name(entry.path().filename().string(), file.name)) {
      file.path = (fs::path(directory) / entry.path().filename()).string();
      files.push_back(file);
    }
  }
  std::sort(files.begin(), files.end(),
            [](const NamedFile& a, const NamedFile& b) { return a.path < b.path; });
  return files;
}

// The header of the file at `path` (its first bytes), checked; returns where the records start.
std::uint64_t read_header(const std::string& path, LayerCheckpointHeader& header,
                          std::uint64_t& check) {
  std::ifstream in(path, std::ios::binary);
  if (!in) refuse(path, "cannot read the checkpoint (" + errno_text(errno) + ")");
  std::string bytes(kMaxLayerHeaderBytes, '\0');
  in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  bytes.resize(static_cast<std::size_t>(in.gcount()));
  if (!std::string_view(bytes).starts_with(kLayerMagic))
    refuse(path, "not a PuzzleLab layer checkpoint: refused");
  const std::size_t first_end = bytes.find('\n');
  const std::string_view version =
      std::string_view(bytes).substr(kLayerMagic.size(), first_end - kLayerMagic.size());
  const bool version_1 = version == "1";
  if (!version_1 && version != std::to_string(kLayerCheckpointVersion)) {
    refuse(path, "layer checkpoint version '" + std::string(version.substr(0, 12)) +
                     "'; this PuzzleLab reads version " + std::to_string(kLayerCheckpointVersion) +
                     ": refused");
  }
  const std::size_t check_at = bytes.find("\ncheck ");
  const std::size_t check_end =
      check_at == std::string::npos ? std::string::npos : bytes.find('\n', check_at + 1);
  if (check_end == std::string::npos)
    refuse(path, "truncated or damaged header (no check line): refused");
  const std::string_view check_text = std::string_view(bytes).substr(
      check_at + 1 + kLayerCheckLine.size(), check_end - check_at - 1 - kLayerCheckLine.size());
  if (!parse_hex64(check_text, check) ||
      check != Fnv1a64().add(std::string_view(bytes).substr(0, check_at + 1)).value())
    refuse(path, "damaged header (its check does not match): refused");

  int seen = 0;
  std::string_view rest = std::string_view(bytes).substr(first_end + 1, check_at - first_end);
  while (!rest.empty()) {
    const std::size_t newline = rest.find('\n');
    const std::string_view line = rest.substr(0, newline);
    rest = rest.substr(newline + 1);
    const std::size_t space = line.find(' ');
    const std::string_view key = line.substr(0, space);
    const std::string_view value =
        space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
    bool ok = true;
    if (key == "puzzle") {
      header.puzzle = value;
    } else if (key == "instance") {
      header.instance = value;
    } else if (key == "method") {
      header.method = value;
    } else if (key == "states") {
      ok = parse_number(value, header.states);
    } else if (key == "partition") {
      const std::size_t gap = value.rfind(' ');
      ok = gap != std::string_view::npos && parse_number(value.substr(gap + 1), header.seed);
      header.partition = value.substr(0, gap);
    } else if (key == "depth") {
      ok = parse_number(value, header.depth);
    } else if (key == "layers") {
      ok = parse_list(value, header.layers);
    } else if (key == "edges") {
      ok = parse_number(value, header.edges);
    } else if (key == "watched") {
      ok = parse_list(value, header.watched);
    } else if (key == "writer") {
      ok = std::sscanf(std::string(value).c_str(), "rank %d of %d", &header.rank, &header.ranks) ==
           2;
    } else if (key == "owned") {
      ok = parse_number(value, header.owned);
    } else if (key == "record-bits" && !version_1) {
      ok = parse_number(value, header.record_bits) && header.record_bits > 0 &&
           header.record_bits <= 1024;
    } else if (key == "totals" && !version_1) {
      ok = parse_totals(value, header.totals);
    } else {
      ok = false;
    }
    if (!ok) refuse(path, "damaged header (line '" + excerpt(line) + "'): refused");
    ++seen;
  }
  if (seen != (version_1 ? 11 : 13) || header.layers.size() != header.depth + 1 ||
      header.owned > (std::uint64_t{1} << 50))
    refuse(path, "damaged header (a line is missing): refused");
  return check_end + 1;
}

std::string identity_text(const LayerCheckpointHeader& header) {
  return header.puzzle + " " + header.instance + " by " + header.method + " (" +
         std::to_string(header.states) + " states, partition " + header.partition + " " +
         std::to_string(header.seed) + ")";
}

std::uint64_t records_check(std::uint64_t header_check, const std::uint8_t* records,
                            std::size_t size) {
  return Fnv1a64()
      .add_u64(header_check)
      .add(reinterpret_cast<const std::byte*>(records), size)
      .value();
}

}  // namespace

std::string layer_header_text(const LayerCheckpointHeader& header) {
  std::string text = std::string(kLayerMagic) + std::to_string(kLayerCheckpointVersion) + "\n";
  text += "puzzle " + one_line(header.puzzle) + "\n";
  text += "instance " + one_line(header.instance) + "\n";
  text += "method " + one_line(header.method) + "\n";
  text += "states " + std::to_string(header.states) + "\n";
  text += "partition " + one_line(header.partition) + " " + std::to_string(header.seed) + "\n";
  text += "depth " + std::to_string(header.depth) + "\n";
  text += "layers " + list_text(header.layers) + "\n";
  text += "edges " + std::to_string(header.edges) + "\n";
  text += "watched " + list_text(header.watched) + "\n";
  text +=
      "writer rank " + std::to_string(header.rank) + " of " + std::to_string(header.ranks) + "\n";
  text += "owned " + std::to_string(header.owned) + "\n";
  text += "record-bits " + std::to_string(header.record_bits) + "\n";
  std::string totals;
  for (const u128 total : header.totals) totals += (totals.empty() ? "" : " ") + to_decimal(total);
  text += "totals " + totals + "\n";
  text += std::string(kLayerCheckLine) + hex64(Fnv1a64().add(text).value()) + "\n";
  return text;
}

std::string layer_checkpoint_name(std::uint64_t depth, int rank, int ranks) {
  return "layer-d" + std::to_string(depth) + "-r" + std::to_string(rank) + "-of" +
         std::to_string(ranks) + ".ckpt";
}

bool holds_layer_checkpoint(const std::string& directory) {
  return !layer_files(directory).empty();
}

void require_no_layer_checkpoint(const std::string& directory) {
  std::error_code error;
  if (fs::exists(directory, error) && !fs::is_directory(directory, error))
    refuse(directory, "not a folder: --checkpoint names the folder its files go to");
  const std::vector<NamedFile> files = layer_files(directory);
  if (!files.empty()) {
    refuse(files.front().path, "a checkpoint is here already: continue it with --resume " +
                                   directory + ", or name an empty folder");
  }
}

std::string write_layer_checkpoint(const std::string& directory,
                                   const LayerCheckpointHeader& header,
                                   std::span<const std::uint8_t> records) {
  std::error_code error;
  fs::create_directories(directory, error);
  const std::string path =
      (fs::path(directory) / layer_checkpoint_name(header.depth, header.rank, header.ranks))
          .string();
  const std::string temporary =
      (fs::path(directory) / ("." + layer_checkpoint_name(header.depth, header.rank, header.ranks) +
                              "." + std::to_string(::getpid()) + ".tmp"))
          .string();
  const auto failure = [&](const std::string& where) {
    return where + ": cannot write the checkpoint (" + errno_text(errno) + ")";
  };
  if (!fs::is_directory(directory, error)) return failure(directory);
  const std::string text = layer_header_text(header);
  std::byte check[8];
  put_u64(check,
          records_check(
              Fnv1a64().add(std::string_view(text).substr(0, text.rfind(kLayerCheckLine))).value(),
              records.data(), records.size()));
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return failure(temporary);
  if (!write_all(fd, text.data(), text.size()) || !write_all(fd, records.data(), records.size()) ||
      !write_all(fd, check, sizeof check) || ::fsync(fd) != 0) {
    const std::string why = failure(temporary);
    ::close(fd);
    ::unlink(temporary.c_str());
    return why;
  }
  ::close(fd);
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    const std::string why = failure(path);
    ::unlink(temporary.c_str());
    return why;
  }
  sync_directory(directory);
  return "";
}

void commit_layer_checkpoint(Job& job, const std::string& directory,
                             const LayerCheckpointHeader& header,
                             std::span<const std::uint8_t> records) {
  const std::string error = write_layer_checkpoint(directory, header, records);
  const std::array<std::uint64_t, 1> failed = {error.empty() ? 0u : 1u};
  const std::vector<std::uint64_t> failures = gather_words(job, failed);
  if (!error.empty()) throw InputError(error);
  for (int r = 0; r < job.ranks(); ++r)
    if (failures[static_cast<std::size_t>(r)] != 0)
      throw InputError("rank " + std::to_string(r) + " could not write its checkpoint");
  if (job.rank() == 0) remove_older_layers(directory, header.depth, job.ranks());
}

std::vector<LayerCheckpointFile> find_resumable_layer(const std::string& directory,
                                                      const LayerCheckpointHeader& expected) {
  std::error_code error;
  if (!fs::is_directory(directory, error))
    refuse(directory, "no such folder: nothing to resume (start one with --checkpoint)");
  const std::vector<NamedFile> files = layer_files(directory);
  if (files.empty())
    refuse(directory, "no layer checkpoint here to resume (start one with --checkpoint)");

  // By (depth, K): the writers' files, by rank.
  std::map<std::tuple<std::uint64_t, int>, std::vector<LayerCheckpointFile>> layers;
  for (const NamedFile& named : files) {
    LayerCheckpointFile file{named.path, {}, 0, 0};
    file.body_offset = read_header(named.path, file.header, file.header_check);
    const LayerCheckpointHeader& found = file.header;
    if (found.puzzle != expected.puzzle || found.instance != expected.instance ||
        found.method != expected.method || found.states != expected.states ||
        found.partition != expected.partition || found.seed != expected.seed) {
      refuse(named.path, "a checkpoint of " + identity_text(found) + ", not of " +
                             identity_text(expected) + ": refused");
    }
    if (found.depth != named.name.depth || found.rank != named.name.rank ||
        found.ranks != named.name.ranks || found.watched.size() != expected.watched.size()) {
      refuse(named.path, "damaged header (it does not match the file's name): refused");
    }
    auto& writers = layers[{found.depth, found.ranks}];
    writers.resize(static_cast<std::size_t>(found.ranks));
    writers[static_cast<std::size_t>(found.rank)] = std::move(file);
  }
  for (auto it = layers.rbegin(); it != layers.rend(); ++it) {
    const std::vector<LayerCheckpointFile>& writers = it->second;
    if (std::any_of(writers.begin(), writers.end(),
                    [](const LayerCheckpointFile& file) { return file.path.empty(); }))
      continue;  // a layer some rank had not finished writing when the run stopped
    for (const LayerCheckpointFile& file : writers) {
      if (file.header.layers != writers.front().header.layers ||
          file.header.watched != writers.front().header.watched ||
          file.header.edges != writers.front().header.edges) {
        refuse(file.path, "its layer sizes differ from " +
                              fs::path(writers.front().path).filename().string() +
                              "'s, written for the same layer: refused");
      }
    }
    return writers;
  }
  refuse(files.front().path,
         "no layer of this folder was finished by all its ranks: nothing to resume");
}

std::vector<std::uint8_t> read_layer_records(const LayerCheckpointFile& file) {
  std::ifstream in(file.path, std::ios::binary);
  if (!in) refuse(file.path, "cannot read the checkpoint");
  in.seekg(0, std::ios::end);
  const auto size = static_cast<std::uint64_t>(in.tellg());
  const std::uint64_t body = file.header.body_bytes();
  if (size != file.body_offset + body + 8) {
    refuse(file.path, "its size is " + std::to_string(size) + " bytes, not the " +
                          std::to_string(file.body_offset + body + 8) +
                          " its header says: damaged or cut short, refused");
  }
  std::vector<std::uint8_t> records(body);
  std::byte check[8];
  in.seekg(static_cast<std::streamoff>(file.body_offset));
  in.read(reinterpret_cast<char*>(records.data()), static_cast<std::streamsize>(body));
  in.read(reinterpret_cast<char*>(check), sizeof check);
  if (!in) refuse(file.path, "cannot read the checkpoint");
  if (get_u64(check) != records_check(file.header_check, records.data(), records.size()))
    refuse(file.path, "its records are damaged (their check does not match): refused");
  return records;
}

void remove_older_layers(const std::string& directory, std::uint64_t depth, int ranks) {
  for (const NamedFile& file : layer_files(directory)) {
    if (file.name.depth < depth || (file.name.depth == depth && file.name.ranks != ranks)) {
      std::error_code ignored;
      fs::remove(file.path, ignored);
    }
  }
}

}  // namespace puzzlelab::distributed
