// Memory sizes: the machine's physical memory, the default memory limit derived from it, and
// sizes as people write them ("512M", "4G", "1.5GiB", "1000000").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace puzzlelab {

// The machine's physical memory in bytes (sysconf); 0 when the system does not say.
std::uint64_t physical_memory_bytes();

// The memory limit every run has unless told otherwise: three quarters of physical memory
// (8 GiB when the system does not say). Why not all of it: the estimates methods check are of
// their big structures only (a visited set, a model, an answer), not of the allocator's slack,
// the solver libraries' own copies or the rest of the process, and the machine needs room for its
// other programs; a run that stops with a note at 3/4 beats one the kernel kills at 100 %. Why not
// less: a search that honestly needs half the machine should not be refused by default.
std::uint64_t default_memory_limit();

// From now on the default limit is that share of the machine's: `processes` of one program
// share the machine (the ranks of an MPI job on one node), each getting an equal part.
void share_default_memory_limit(int processes);

// "512M", "4G", "64k", "1.5G", "2GiB", "3 MB" (K, M, G, T are powers of 1024; a trailing B or iB
// is allowed) or plain bytes. Empty when the text is none of these, is 0, or overflows 64 bits.
std::optional<std::uint64_t> parse_memory_size(std::string_view text);

// "4.0 GiB", "512 MiB", "900 KiB", "100 bytes": for notes and messages.
std::string memory_text(std::uint64_t bytes);

// "memory limit 4.0 GiB reached: WHAT" - the note of a run the memory guard stopped, where WHAT
// names the structure that grew ("the BFS visited set holds 61 M states").
std::string memory_limit_note(std::uint64_t limit, const std::string& what);

// A count as people read it in such notes: "950", "61 K", "12 M", "3.2 G".
std::string rough_count(std::uint64_t count);

}  // namespace puzzlelab
