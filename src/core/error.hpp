// Errors that reach the user. Bad input never asserts: parsers and option handlers throw
// InputError, which the CLI prints as one line and turns into exit status 2.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace puzzlelab {

// Where in a user's input a problem was found. line and column are 1-based; 0 means "unknown".
struct SourceLocation {
  std::string source;  // file name, or a label such as "--goal" for command-line values
  int line = 0;
  int column = 0;
};

std::string to_string(const SourceLocation& where);

// A piece of the user's input as a message quotes it: at most about `max_chars` bytes, cut with
// "..." so that a huge token never makes a huge message.
std::string excerpt(std::string_view text, std::size_t max_chars = 40);

// A file name or key the user gave, as an error message names it: a short prefix of a long one
// (a 4,000-character path is no more use in full than its first 60 characters).
inline constexpr std::size_t kMaxQuotedName = 60;
inline std::string shown_name(std::string_view name) {
  return excerpt(name, kMaxQuotedName);
}

// Bad input or impossible parameters: the message is complete and ready for the user.
class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& message) : std::runtime_error(message) {}
  InputError(const SourceLocation& where, const std::string& message)
      : std::runtime_error(to_string(where) + ": " + message) {}
};

// A broken internal promise (for example a solution that the rules reject). Never caught by
// the CLI's input handling: it is a bug and must be loud.
[[noreturn]] void internal_error(const std::string& message);

}  // namespace puzzlelab
