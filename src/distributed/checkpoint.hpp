// Checkpoints of a count split into units (unit_farm.hpp): each finished unit's result is
// appended to a file as it finishes, so that a stopped or killed count loses only the units in
// flight, and `--resume DIR` counts only the rest (docs/distributed.md, "Checkpoints").
//
// A folder holds one file per process and run, `units-r<RANK>-<SEQ>.ckpt`: rank R of a job (0
// without MPI) takes the first sequence number not yet used, so that K ranks never write the
// same file and a resumed run never touches an earlier run's file; a resume reads every such
// file, whatever K wrote them. A file is a text header, then fixed-size binary records:
//
//   PuzzleLab checkpoint 1                 the format and its version
//   puzzle queens                          what is counted: the puzzle,
//   instance size=16 lock=none             its canonical instance,
//   method count-join                      the method,
//   units 3299                             the unit list's size,
//   unit-list fnv1a64:4f0c...              and a hash of the whole list
//   result queens-join-v1 16               the layout of a unit's result, and its bytes
//   writer rank 0 of 1                     who wrote the file (information only)
//   check 9a1f...                          FNV-1a 64 of every header byte above this line
//   <record> ...                           unit (8 bytes), result (R bytes), check (8 bytes)
//
// Numbers in records are little-endian; a record's check is FNV-1a 64 of the unit-list hash and
// the record's first 8 + R bytes, so a record copied from another count's file does not pass.
// The header is written to a temporary file and linked into place complete, so a file under
// its final name always has its whole header; records are single write(2) calls, so a killed
// process leaves at most one torn record, at the end, which a resume drops with a notice.
// Anything else that does not check (another count, a damaged header or record, a unit past the
// list, two different results for one unit) is refused: InputError "DIR/FILE: why".
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::distributed {

inline constexpr int kCheckpointVersion = 1;
// The largest result a record may hold: a peg analysis' games from every start to every finish
// of a board of up to 128 holes (16 bytes each) fits; a damaged header claiming more is refused.
inline constexpr std::uint32_t kMaxResultBytes = 1u << 20;

struct CheckpointHeader {
  std::string puzzle;    // "queens"
  std::string instance;  // the canonical instance, as every report prints it
  std::string method;    // "count-join"
  std::uint64_t units = 0;
  std::uint64_t unit_list_hash = 0;  // unit_list_hash() of unit_farm.hpp
  std::string result;                // the result's layout name ("queens-join-v1")
  std::uint32_t result_bytes = 0;
  int rank = 0;  // the writer, rank of ranks (information only: a resume reads every file)
  int ranks = 1;

  std::size_t record_bytes() const { return 8 + std::size_t{result_bytes} + 8; }
};

// The header as written, its check line last.
std::string header_text(const CheckpointHeader& header);

// Where a notice goes (a torn record dropped): one line, without the program's name.
using Notice = std::function<void(const std::string&)>;
// "puzzlelab: LINE" on stderr.
void notice_on_stderr(const std::string& line);

// "units-r<rank>-<sequence, 3 digits at least>.ckpt", and whether a name is one.
std::string checkpoint_file_name(int rank, int sequence);
bool is_checkpoint_file_name(std::string_view name);
// The checkpoint files in `directory` (paths, sorted); none when it does not exist.
std::vector<std::string> checkpoint_files(const std::string& directory);

// `--checkpoint DIR` starts afresh: InputError when DIR holds a checkpoint file already (say
// --resume) or exists and is no folder.
void require_no_checkpoint(const std::string& directory);

// The units finished in a folder, each once, ascending.
struct LoadedUnits {
  std::vector<std::uint64_t> units;
  std::vector<std::byte> results;  // result i at i * result_bytes
  std::size_t files = 0;           // files read
  std::size_t torn = 0;            // torn last records dropped
};

// `--resume DIR`: every unit recorded in every checkpoint file of DIR, each checked against
// `expected` (puzzle, instance, method, unit list, result layout; its rank is not compared).
// InputError naming the file for a folder without checkpoint files, another count's file or a
// damaged one; a torn last record is dropped and told through `notice`.
LoadedUnits load_checkpoint(const std::string& directory, const CheckpointHeader& expected,
                            const Notice& notice);

// One run's file, created (with its folder) complete with its header; records appended from any
// thread. Errors while counting do not throw (workers run on threads): append() returns false
// and error() says why, and the count stops.
class CheckpointWriter {
 public:
  // InputError when the folder or file cannot be made.
  CheckpointWriter(const std::string& directory, const CheckpointHeader& header);
  ~CheckpointWriter();  // flushes to the disk (fsync) and closes
  CheckpointWriter(const CheckpointWriter&) = delete;
  CheckpointWriter& operator=(const CheckpointWriter&) = delete;

  // Appends unit `unit`'s result (header.result_bytes bytes) as one record.
  bool append(std::uint64_t unit, const std::byte* result);
  bool failed() const;
  std::string error() const;  // "DIR/FILE: cannot write the checkpoint (why)"
  const std::string& path() const { return path_; }
  std::uint64_t records() const;  // appended by this writer

 private:
  std::string path_;
  std::uint64_t unit_list_hash_;
  std::size_t result_bytes_;
  int fd_ = -1;
  mutable std::mutex mutex_;
  std::vector<std::byte> record_;
  std::uint64_t records_ = 0;
  std::string error_;
  std::atomic<bool> failed_{false};
};

}  // namespace puzzlelab::distributed
