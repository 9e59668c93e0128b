// Mutation fuzzing of the trace reader of `puzzlelab view` (check_trace) and the page it builds,
// from traces written here by real runs: a summary or an InputError, never a crash; the valid
// variants (a byte-order mark, CRLF) give the same summary.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mutation.hpp"
#include "registry/registry.hpp"
#include "trace/trace_writer.hpp"
#include "view_page.hpp"
#include "view_trace_check.hpp"

namespace puzzlelab::cli {
namespace {

constexpr int kCasesPerTrace = 300;
constexpr const char* kSource = "fuzz.jsonl";

// The trace of one short run, as the file `--trace FILE` writes.
std::string trace_of(const std::string& puzzle_name, const Params& params,
                     const std::string& method) {
  std::string text;
  trace::TraceWriter writer([&](std::string_view line) { text += line; },
                            {.max_events = 150, .snapshot_every = 40});
  const Puzzle& puzzle = puzzle_named(puzzle_name);
  SolveOptions options;
  options.trace = &writer;
  options.limits.nodes = 5000;
  (void)run_method(puzzle, *puzzle.parse(params), method, options);
  return text;
}

const std::vector<std::string>& traces() {
  static const std::vector<std::string> all = {
      trace_of("peg", {{"board", "triangle5"}}, "dfs"),
      trace_of("queens", {{"size", "6"}}, "backtrack"),
      trace_of("hanoi", {{"disks", "3"}}, "recursive"),
  };
  return all;
}

std::string summary_text(const TraceSummary& summary) {
  return summary.puzzle + "|" + summary.method + "|" + std::to_string(summary.events) + "|" +
         summary.status + "|" + (summary.truncated ? "cut" : "whole");
}

TEST(TraceFuzz, MutatedTracesGiveASummaryOrAnInputError) {
  std::uint32_t state = 991;
  for (const std::string& trace : traces()) {
    ASSERT_GT(trace.size(), 100u);
    fuzz::Mutator mutator(state++);
    const int cases = fuzz::case_count(kCasesPerTrace);
    int accepted = 0;
    for (int i = 0; i < cases; ++i) {
      const std::string text = mutator.mutate(trace, mutator.below(2) ? '[' : '{');
      if (fuzz::survives(text, kSource, [](const std::string& checked) {
            (void)check_trace(checked, kSource);
            // The page embeds every line, JSON or not: no "</script" may survive the escape.
            const std::string escaped = escape_trace_for_script(checked);
            EXPECT_EQ(escaped.find("</"), std::string::npos);
          }))
        ++accepted;
      if (testing::Test::HasFailure()) FAIL() << "case " << i << ": " << excerpt(text, 300);
    }
    EXPECT_GT(accepted, cases / 10);
  }
}

TEST(TraceFuzz, ByteOrderMarkAndCrlfGiveTheSameSummary) {
  for (const std::string& trace : traces()) {
    const std::string expected = summary_text(check_trace(trace, kSource));
    for (const std::string& variant : {"\xEF\xBB\xBF" + trace, fuzz::with_crlf(trace)}) {
      EXPECT_EQ(summary_text(check_trace(checked_text(variant, kSource), kSource)), expected);
    }
  }
}

TEST(TraceFuzz, DeepNestingOnTheHeaderLineIsAnInputError) {
  for (const char open : {'[', '{'}) {
    const std::string text = std::string(200000, open) + "\n";
    EXPECT_THROW(check_trace(text, kSource), InputError);
  }
}

}  // namespace
}  // namespace puzzlelab::cli
