// The file plumbing both checkpoint formats share (checkpoint.hpp: finished units;
// layer_checkpoint.hpp: a layered search's depth tables): header text, the refusal every bad file
// gets, and writes that survive a signal.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace puzzlelab::distributed::checkpoint_io {

// "PATH: why", as an InputError (exit 2): a checkpoint that cannot be used is the user's input.
[[noreturn]] void refuse(const std::string& path, const std::string& why);

// Sixteen lower-case hex digits, and back (exactly sixteen, else false).
std::string hex64(std::uint64_t value);
bool parse_hex64(std::string_view text, std::uint64_t& value);

// A header value on one line: control bytes (a newline in an instance) would break the format.
std::string one_line(const std::string& value);

std::string errno_text(int error);

// write(2) until all of `data` is written, again after EINTR; false on any other error (errno).
bool write_all(int fd, const void* data, std::size_t size);

// fsync of the folder, so that a renamed file's new name survives a power cut (best effort).
void sync_directory(const std::string& directory);

}  // namespace puzzlelab::distributed::checkpoint_io
