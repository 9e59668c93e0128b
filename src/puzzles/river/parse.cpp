#include "puzzles/river/parse.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <sstream>

#include "core/error.hpp"
#include "core/text_file.hpp"

namespace puzzlelab::river {
namespace {

struct Word {
  std::string text;
  int column = 0;  // 1-based
};

std::vector<Word> split_line(const std::string& line, const std::string& source, int number) {
  std::vector<Word> words;
  std::size_t i = 0;
  while (i < line.size()) {
    const unsigned char c = static_cast<unsigned char>(line[i]);
    if (c == '#') break;
    if (c == ' ' || c == '\t' || c == '\r') {
      ++i;
      continue;
    }
    const std::size_t begin = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' &&
           line[i] != '#') {
      ++i;
    }
    words.push_back({line.substr(begin, i - begin), static_cast<int>(begin) + 1});
  }
  for (const Word& word : words) {
    for (std::size_t k = 0; k < word.text.size(); ++k) {
      const unsigned char c = static_cast<unsigned char>(word.text[k]);
      if (!(std::isalnum(c) || c == '_' || c == '-')) {
        throw InputError({source, number, word.column + static_cast<int>(k)},
                         "unexpected character in '" + excerpt(word.text) +
                             "' (names use letters, digits, _ and -)");
      }
    }
  }
  return words;
}

class Parser {
 public:
  explicit Parser(std::string source) : source_(std::move(source)) {}

  void line(const std::string& text, int number) {
    const std::vector<Word> words = split_line(text, source_, number);
    if (words.empty()) return;
    const Word& head = words[0];
    auto where = [&](const Word& w) { return SourceLocation{source_, number, w.column}; };
    if (head.text == "items") {
      if (items_line_)
        throw InputError(where(head),
                         "items are already listed on line " + std::to_string(items_line_));
      if (words.size() < 2) throw InputError(where(head), "items needs at least one name");
      for (std::size_t k = 1; k < words.size(); ++k) {
        const Word& w = words[k];
        if (std::isdigit(static_cast<unsigned char>(w.text[0]))) {
          throw InputError(where(w), "an item name must not start with a digit");
        }
        if (std::find(variant_.items.begin(), variant_.items.end(), w.text) !=
            variant_.items.end()) {
          throw InputError(where(w), "item '" + excerpt(w.text) + "' is listed twice");
        }
        if (static_cast<int>(variant_.items.size()) == kMaxItems) {
          throw InputError(where(w), "more than " + std::to_string(kMaxItems) + " items");
        }
        variant_.items.push_back(w.text);
      }
      items_line_ = number;
    } else if (head.text == "rowers") {
      if (rowers_line_)
        throw InputError(where(head),
                         "rowers are already listed on line " + std::to_string(rowers_line_));
      if (words.size() < 2) throw InputError(where(head), "rowers needs at least one name");
      variant_.rowers = mask_of(words, number, "rowers");
      rowers_line_ = number;
    } else if (head.text == "capacity") {
      if (capacity_line_)
        throw InputError(where(head),
                         "capacity is already set on line " + std::to_string(capacity_line_));
      if (words.size() != 2) throw InputError(where(head), "capacity takes one number");
      const Word& w = words[1];
      const bool digits =
          std::all_of(w.text.begin(), w.text.end(), [](char c) { return c >= '0' && c <= '9'; });
      if (!digits || w.text.size() > 3 || std::stoi(w.text) < 1) {
        throw InputError(where(w), "capacity must be a whole number from 1 to 999, not '" +
                                       excerpt(w.text) + "'");
      }
      variant_.capacity = std::stoi(w.text);
      capacity_line_ = number;
    } else if (head.text == "conflict") {
      if (words.size() < 3) throw InputError(where(head), "a conflict names at least two items");
      variant_.conflicts.push_back(mask_of(words, number, "conflict"));
    } else {
      throw InputError(where(head), "unknown directive '" + excerpt(head.text) +
                                        "' (expected items, rowers, capacity or conflict)");
    }
  }

  Variant finish() {
    if (!items_line_) throw InputError({source_, 0, 0}, "no 'items' line");
    if (!rowers_line_) throw InputError({source_, 0, 0}, "no 'rowers' line");
    variant_.name = source_;
    return variant_;
  }

 private:
  std::uint32_t mask_of(const std::vector<Word>& words, int number, const char* what) {
    std::uint32_t mask = 0;
    for (std::size_t k = 1; k < words.size(); ++k) {
      const Word& w = words[k];
      const SourceLocation where{source_, number, w.column};
      if (!items_line_) throw InputError(where, std::string(what) + " before the items line");
      const auto it = std::find(variant_.items.begin(), variant_.items.end(), w.text);
      if (it == variant_.items.end())
        throw InputError(where, "unknown item '" + excerpt(w.text) + "'");
      const std::uint32_t bit = std::uint32_t{1} << (it - variant_.items.begin());
      if (mask & bit) throw InputError(where, "item '" + excerpt(w.text) + "' is named twice");
      mask |= bit;
    }
    return mask;
  }

  std::string source_;
  Variant variant_;
  int items_line_ = 0;
  int rowers_line_ = 0;
  int capacity_line_ = 0;
};

const char* const kWolfGoatCabbage =
    "# The farmer must ferry a wolf, a goat and a cabbage across; the boat holds the farmer\n"
    "# and one more. Left alone, the wolf eats the goat and the goat eats the cabbage.\n"
    "items farmer wolf goat cabbage\n"
    "rowers farmer\n"
    "capacity 2\n"
    "conflict wolf goat\n"
    "conflict goat cabbage\n";

}  // namespace

Variant parse_variant(const std::string& text, const std::string& source) {
  Parser parser(source);
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) parser.line(line, ++number);
  return parser.finish();
}

Variant load_variant(const std::string& path) {
  return parse_variant(read_text_file(path), text_source_name(path));
}

std::vector<std::string> builtin_names() {
  return {"wolf-goat-cabbage"};
}

std::string builtin_text(const std::string& name) {
  if (name == "wolf-goat-cabbage") return kWolfGoatCabbage;
  throw InputError("unknown built-in variant '" + name + "' (known: wolf-goat-cabbage)");
}

Variant builtin_variant(const std::string& name) {
  Variant variant = parse_variant(builtin_text(name), name);
  variant.name = name;
  return variant;
}

}  // namespace puzzlelab::river
