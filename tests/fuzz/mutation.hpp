// Hostile variants of a valid input file, for the fuzz suites: each case is a valid example with
// a few edits of the kinds that break parsers (flipped bits, cut files, stray bytes, numbers too
// large for any integer, NUL bytes, very long lines, foreign encodings, deep nesting, repeated
// lines). Deterministic: a case depends only on the generator's state.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"
#include "core/text_file.hpp"

namespace puzzlelab::fuzz {

// `base` cases, times PUZZLELAB_FUZZ_SCALE when it is set: a longer hunt by hand, where CI runs
// the base count.
inline int case_count(int base) {
  const char* scale = std::getenv("PUZZLELAB_FUZZ_SCALE");
  const int factor = scale == nullptr ? 1 : std::atoi(scale);
  return base * std::max(factor, 1);
}

// Numbers no 64-bit integer or double holds, or that sit on the edge of one.
inline const std::vector<std::string>& hostile_numbers() {
  static const std::vector<std::string> numbers = {
      "1e999",
      "-1e999",
      "18446744073709551616",  // 2^64
      "18446744073709551615",  // 2^64 - 1
      "9223372036854775808",   // 2^63
      "-9223372036854775808",  // -2^63
      "-9223372036854775809",  // -2^63 - 1
      "2147483648",            // 2^31
      "-2147483649",
      std::string(40, '9'),  // 10^40 - 1
      "-" + std::string(40, '9'),
      "1" + std::string(400, '0'),
      "nan",
      "inf",
      "-0",
      "+7",
      "0x1F",
      "1.5",
      "4e-400",
  };
  return numbers;
}

// The text of `text` as UTF-16 (little-endian, with its mark): what Notepad once wrote.
inline std::string as_utf16(std::string_view text) {
  std::string wide = "\xFF\xFE";
  for (const char c : text) {
    wide += c;
    wide += '\0';
  }
  return wide;
}

// Every "\n" as "\r\n".
inline std::string with_crlf(std::string_view text) {
  std::string out;
  for (const char c : text) {
    if (c == '\n') out += '\r';
    out += c;
  }
  return out;
}

// A tab before every line end, and one at the end of the text.
inline std::string with_trailing_tabs(std::string_view text) {
  std::string out;
  for (const char c : text) {
    if (c == '\n') out += '\t';
    out += c;
  }
  return out;
}

class Mutator {
 public:
  explicit Mutator(std::uint32_t state) : rng_(state) {}

  std::mt19937& rng() { return rng_; }
  std::size_t below(std::size_t n) { return n == 0 ? 0 : rng_() % n; }

  // One to three edits of `text`. `nesting` is the opening bracket of a format that nests
  // ('(' for S-expressions, '[' or '{' for JSON), or 0.
  std::string mutate(std::string text, char nesting = 0) {
    const int edits = 1 + static_cast<int>(below(3));
    for (int e = 0; e < edits; ++e) text = edit(std::move(text), nesting);
    return text;
  }

 private:
  std::string edit(std::string text, char nesting) {
    const std::size_t at = below(text.size() + 1);
    switch (below(14)) {
      case 0:  // one bit flipped
        if (!text.empty()) text[below(text.size())] ^= static_cast<char>(1 << below(8));
        break;
      case 1:  // cut short
        text.resize(at);
        break;
      case 2:  // a random byte inserted
        text.insert(at, 1, static_cast<char>(below(256)));
        break;
      case 3:  // a byte deleted
        if (at < text.size()) text.erase(at, 1);
        break;
      case 4:  // a number replaced by one no integer holds
        replace_number(text);
        break;
      case 5:  // a hostile number inserted as a word
        text.insert(at, " " + hostile_numbers()[below(hostile_numbers().size())] + " ");
        break;
      case 6:  // a NUL byte
        text.insert(at, 1, '\0');
        break;
      case 7:  // a very long line
        text.insert(at, std::string(5000 + below(20000), "o. 9a-(,"[below(8)]));
        break;
      case 8:  // the encodings of other systems
        text = below(2) == 0 ? "\xEF\xBB\xBF" + text : with_crlf(text);
        if (below(8) == 0) text = as_utf16(text);
        break;
      case 9:  // deep nesting
        if (nesting != 0) {
          const char close = nesting == '(' ? ')' : nesting == '[' ? ']' : '}';
          const std::size_t depth = 1000 + below(5000);
          text.insert(at,
                      std::string(depth, nesting) + (below(2) ? std::string(depth, close) : ""));
        } else {
          text.insert(at, std::string(1 + below(64), static_cast<char>(below(2) ? '\n' : ' ')));
        }
        break;
      case 10: {  // a line repeated many times
        const std::size_t begin = text.rfind('\n', at == 0 ? 0 : at - 1);
        const std::size_t start = begin == std::string::npos ? 0 : begin + 1;
        const std::size_t end = text.find('\n', start);
        const std::string line = text.substr(start, end - start) + "\n";
        std::string copies;
        for (std::size_t k = 1 + below(300); k > 0; --k) copies += line;
        text.insert(start, copies);
        break;
      }
      case 11:  // a tab or a carriage return where a blank may be
        text.insert(at, 1, "\t\r\v\f"[below(4)]);
        break;
      case 12:  // a random printable character
        if (at < text.size()) text[at] = static_cast<char>(32 + below(95));
        break;
      default:  // two lines swapped
        swap_lines(text);
        break;
    }
    return text;
  }

  void replace_number(std::string& text) {
    std::vector<std::size_t> starts;
    for (std::size_t i = 0; i < text.size(); ++i) {
      const bool digit = text[i] >= '0' && text[i] <= '9';
      if (digit && (i == 0 || text[i - 1] < '0' || text[i - 1] > '9')) starts.push_back(i);
    }
    if (starts.empty()) return;
    const std::size_t begin = starts[below(starts.size())];
    std::size_t end = begin;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
    text.replace(begin, end - begin, hostile_numbers()[below(hostile_numbers().size())]);
  }

  void swap_lines(std::string& text) {
    std::vector<std::string> lines;
    std::size_t begin = 0;
    while (begin <= text.size()) {
      const std::size_t end = std::min(text.find('\n', begin), text.size());
      lines.push_back(text.substr(begin, end - begin));
      begin = end + 1;
    }
    if (lines.size() < 2) return;
    std::swap(lines[below(lines.size())], lines[below(lines.size())]);
    text.clear();
    for (std::size_t i = 0; i < lines.size(); ++i) text += (i ? "\n" : "") + lines[i];
  }

  std::mt19937 rng_;
};

// The checks every fuzz case makes: `run` may return or throw InputError, whose message names
// `source` and stays short; any other exception fails the test with the case that caused it.
// Returns whether `run` returned (the input was accepted).
inline bool survives(const std::string& text, const std::string& source,
                     const std::function<void(const std::string&)>& run) {
  try {
    run(checked_text(text, source));
    return true;
  } catch (const InputError& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find(source), std::string::npos) << message;
    // Tokens are quoted cut short: no message grows with the input.
    EXPECT_LT(message.size(), 600u) << excerpt(message, 600);
  } catch (const std::exception& error) {
    ADD_FAILURE() << "not an InputError: " << error.what() << "\ninput: " << excerpt(text, 300);
  }
  return false;
}

}  // namespace puzzlelab::fuzz
