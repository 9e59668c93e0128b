// The trace writer writes its lines' JSON text itself, and it is nlohmann::json's own compact
// dump: for every byte of a string and every kind of value; for each event of a varied trace,
// given as the tracers give theirs (a braced list of members, or a json value), the line is the
// dump of the json object those members make, with the "effect" its step adds; every other line
// (header, snapshots, truncated, end) is the dump of what it reads back as. An event of integer
// and string members, written, allocates nothing (this executable counts the allocations).
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <limits>
#include <new>
#include <random>
#include <string>
#include <vector>

#include "trace/json_text.hpp"
#include "trace/trace_writer.hpp"

namespace {
std::atomic<std::uint64_t> allocations_counted{0};

void* counted_allocation(std::size_t size) {
  allocations_counted.fetch_add(1, std::memory_order_relaxed);
  if (void* memory = std::malloc(size == 0 ? 1 : size)) return memory;
  throw std::bad_alloc();
}
}  // namespace

void* operator new(std::size_t size) {
  return counted_allocation(size);
}
void* operator new[](std::size_t size) {
  return counted_allocation(size);
}
void operator delete(void* memory) noexcept {
  std::free(memory);
}
void operator delete[](void* memory) noexcept {
  std::free(memory);
}
void operator delete(void* memory, std::size_t) noexcept {
  std::free(memory);
}
void operator delete[](void* memory, std::size_t) noexcept {
  std::free(memory);
}

namespace puzzlelab::trace {
namespace {

using nlohmann::json;

std::string nlohmann_text(const json& value) {
  return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string appended_text(const json& value) {
  std::string out = "<";  // appends after what is there
  append_json(out, value);
  return out;
}

TEST(TraceJsonText, EveryByteIsEscapedAsNlohmannEscapesIt) {
  for (int byte = 0; byte < 256; ++byte) {
    const std::string text(1, static_cast<char>(byte));
    std::string out = "<";
    append_json_string(out, text);
    EXPECT_EQ(out, std::string("<").append(nlohmann_text(text))) << "byte " << byte;
  }
}

TEST(TraceJsonText, ByteStringsAreEscapedAsNlohmannEscapesThem) {
  std::mt19937 random(20240611);
  // ASCII with every byte that needs escaping, and bytes past it: valid UTF-8 sequences, a lone
  // continuation byte, a lead byte without its continuation, an overlong form.
  std::vector<std::string> pieces = {"a",
                                     "Z",
                                     " ",
                                     "\"",
                                     "\\",
                                     "/",
                                     "\b",
                                     "\f",
                                     "\n",
                                     "\r",
                                     "\t",
                                     "\x01",
                                     "\x1f",
                                     "\x7f",
                                     std::string(1, '\0'),
                                     "\xc3\xa9",
                                     "\xe2\x82\xac",
                                     "\xf0\x9f\x98\x80",
                                     "\x80",
                                     "\xe2",
                                     "\xff",
                                     "\xc0\x80"};
  for (int trial = 0; trial < 3000; ++trial) {
    std::string text;
    const int length = static_cast<int>(random() % 10);
    // Half the trials ASCII only, the path that copies without asking nlohmann.
    const std::size_t kinds = trial % 2 == 0 ? 15 : pieces.size();
    for (int i = 0; i < length; ++i) text += pieces[random() % kinds];
    std::string out;
    append_json_string(out, text);
    ASSERT_EQ(out, nlohmann_text(text)) << "trial " << trial;
  }
}

TEST(TraceJsonText, EveryKindOfValueIsWrittenAsNlohmannDumpsIt) {
  const json values = {
      {"integers",
       {0, -1, 7, std::numeric_limits<std::int64_t>::min(),
        std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::uint64_t>::max()}},
      {"floats", {0.0, -0.0, 0.1, 1e300, -2.5e-7, std::numeric_limits<double>::quiet_NaN()}},
      {"strings", {"", "plain", "say \"hi\"\\\n", "caf\xc3\xa9", "bad \xff byte"}},
      {"flags", {true, false, nullptr}},
      {"empty", {{"object", json::object()}, {"array", json::array()}}},
      {"k\"e\\y\t", {{"caf\xc3\xa9", 1}, {"\x1b", {{"deep", {1, {2, {3}}}}}}}},
      {"binary", json::binary({1, 2, 3}, 42)},
  };
  EXPECT_EQ(appended_text(values), std::string("<").append(nlohmann_text(values)));
  for (const auto& [key, value] : values.items()) {
    EXPECT_EQ(appended_text(value), std::string("<").append(nlohmann_text(value))) << key;
  }
}

// A trace written to a list of lines, with the line expected of each event.
class CheckedTrace {
 public:
  explicit CheckedTrace(TraceOptions options)
      : writer_([this](std::string_view line) { lines_.emplace_back(line); }, options) {}

  TraceWriter& writer() { return writer_; }
  const std::vector<std::string>& lines() const { return lines_; }
  int value = 0;  // the state the snapshots show

  // Writes an event with `write` and, when its line is written, expects the dump of `as_json`
  // with "effect" (the counters' change) when the step is not the name's usual one: the line
  // the writer wrote from that json object before it wrote its text itself.
  void expect_event(Step step, json as_json, const std::function<bool(TraceWriter&)>& write) {
    const TraceCounters before = writer_.counters();
    const std::size_t lines_before = lines_.size();
    const bool kept = write(writer_);
    if (!kept || lines_.size() == lines_before) return;  // cut, or left out by sampling
    const TraceCounters& after = writer_.counters();
    if (as_json.is_object() && as_json.contains("e") && as_json["e"].is_string() &&
        usual_step(as_json["e"].get<std::string>()) != step) {
      as_json["effect"] = {after.depth - before.depth,
                           static_cast<std::int64_t>(after.nodes - before.nodes),
                           static_cast<std::int64_t>(after.solutions - before.solutions)};
    }
    EXPECT_EQ(lines_[lines_before], nlohmann_text(as_json) + "\n") << "event " << after.events;
    ++events_compared_;
  }

  int events_compared() const { return events_compared_; }

 private:
  std::vector<std::string> lines_;
  TraceWriter writer_;
  int events_compared_ = 0;
};

// An event given as the tracers give theirs, a braced list, and the json object of that list.
#define EXPECT_EVENT_LINE(trace, step, ...)    \
  (trace).expect_event(step, json __VA_ARGS__, \
                       [&](TraceWriter& w) { return w.event(step, __VA_ARGS__); })

void write_varied_events(CheckedTrace& trace, int round) {
  const std::string name = round % 2 == 0 ? "move" : "undo";
  const std::string reason = "say \"no\" \\ \n\t\x01\x1f\x7f";
  // Integer, boolean and string members: written without a json object.
  EXPECT_EVENT_LINE(trace, Step::kAdvance,
                    {{"e", "move"}, {"from", round}, {"over", 4}, {"to", 5}});
  EXPECT_EVENT_LINE(trace, Step::kDeeper, {{"e", name}, {"from", 3}, {"over", 4}, {"to", 5}});
  EXPECT_EVENT_LINE(trace, Step::kRetreat, {{"e", "undo"}, {"to", -5}, {"from", 3}});
  EXPECT_EVENT_LINE(trace, Step::kMark, {{"e", "dead"}, {"reason", reason}});
  EXPECT_EVENT_LINE(trace, Step::kMark, {{"e", "conflict"}, {"row", 2}, {"col", -1}});
  EXPECT_EVENT_LINE(trace, Step::kNode,
                    {{"e", "box"},
                     {"big", std::numeric_limits<std::uint64_t>::max()},
                     {"low", std::numeric_limits<std::int64_t>::min()},
                     {"short", static_cast<short>(-3)},
                     {"open", true},
                     {"shut", false}});
  EXPECT_EVENT_LINE(trace, Step::kSolution,
                    {{"e", "solution"},
                     {"name", "caf\xc3\xa9"},
                     {"bad",
                      "\xff"
                      "x"},
                     {"cut", "\xe2\x82"},
                     {"k\"ey", 1},
                     {"cl\xc3\xa9", 2}});
  // Lists of integers, as a queens solution and a nanobots box have.
  const std::vector<int> cols = {0, 4, 7, round};
  EXPECT_EVENT_LINE(trace, Step::kSolutionNode, {{"e", "solution"}, {"cols", cols}});
  const std::array<std::int64_t, 3> lo = {-round, std::numeric_limits<std::int64_t>::min(), 0};
  const std::array<std::uint64_t, 2> hi = {std::numeric_limits<std::uint64_t>::max(), 1};
  EXPECT_EVENT_LINE(trace, Step::kNode,
                    {{"e", "box"}, {"lo", lo}, {"hi", hi}, {"none", std::vector<short>{}}});
  // Keys out of order, a repeated key (the first is kept), an "effect" of the event's own that
  // the step's replaces, keys on either side of "effect".
  EXPECT_EVENT_LINE(trace, Step::kDeeper,
                    {{"z", 1},
                     {"effect", "its own"},
                     {"e", "move"},
                     {"a", 2},
                     {"a", 3},
                     {"ea", 4},
                     {"effecta", 5},
                     {"eff", 6}});
  EXPECT_EVENT_LINE(trace, Step::kSolutionNode, {{"f", 1}, {"e", "solution"}, {"ea", 2}});
  // The first "e" names the event; one that is no string, or none, is no usual step's.
  const Step step = round % 2 == 0 ? Step::kAdvance : Step::kRetreat;
  EXPECT_EVENT_LINE(trace, step, {{"e", "move"}, {"e", "undo"}, {"x", 1}});
  EXPECT_EVENT_LINE(trace, Step::kDeeper, {{"e", 3}, {"x", 1}});
  EXPECT_EVENT_LINE(trace, Step::kDeeper, {{"x", 1}});
  EXPECT_EVENT_LINE(trace, Step::kMark, {});
  // Members that are no integer, boolean or string: the list is a json object, as before.
  EXPECT_EVENT_LINE(trace, Step::kMark, {{"e", "progress"}, {"seconds", 0.25}, {"ratio", 1e-7}});
  EXPECT_EVENT_LINE(
      trace, Step::kNode,
      {{"e", "box"}, {"lo", {1, -2, 3}}, {"hi", json::array({4, 5, 6})}, {"bound", 7}});
  EXPECT_EVENT_LINE(trace, Step::kDeeper,
                    {{"e", "move"},
                     {"state", json::object()},
                     {"list", json::array()},
                     {"nothing", nullptr},
                     {"effect", 0.5},
                     {"name", reason}});
  // Events given as json values, as answer traces and solver progress give theirs.
  const json answer_move = {{"e", "move"}, {"disk", round}, {"from", "A"}, {"to", "C"}};
  trace.expect_event(Step::kDeeper, answer_move,
                     [&](TraceWriter& w) { return w.event(Step::kDeeper, answer_move); });
  const json not_an_object = json::array({"e", "move"});
  trace.expect_event(Step::kDeeper, not_an_object,
                     [&](TraceWriter& w) { return w.event(Step::kDeeper, not_an_object); });
}

// Every line reads back as JSON whose dump is the line.
void expect_nlohmann_lines(const std::vector<std::string>& lines) {
  for (const std::string& line : lines) {
    ASSERT_FALSE(line.empty());
    EXPECT_EQ(line, nlohmann_text(json::parse(line)) + "\n");
  }
}

void write_checked_trace(CheckedTrace& trace, int rounds) {
  TraceWriter& writer = trace.writer();
  // Heard before the header, written after it.
  const std::array<int, 2> calls = {1, -2};
  writer.event(Step::kDeeper,
               {{"e", "move"}, {"solver", "cadical"}, {"conflicts", 12}, {"calls", calls}});
  writer.header("toy", "walk \"quoted\"",
                {{"name", "caf\xc3\xa9"}, {"bad", "\xff"}, {"sizes", {3, -4}}, {"ratio", 0.5}},
                {{"value", 0}}, [&trace] {
                  return json{{"value", trace.value}, {"label", "a \"b\"\n"}};
                });
  for (int round = 0; round < rounds; ++round) {
    ++trace.value;
    write_varied_events(trace, round);
  }
  writer.end("solved", {{"nodes", 123}, {"seconds", 0.125}, {"note", "caf\xc3\xa9 \x02"}});
}

TEST(TraceWriterText, EventLinesAreTheDumpOfTheirJsonObjects) {
  CheckedTrace trace({.max_events = 1'000'000, .snapshot_every = 7});
  write_checked_trace(trace, 6);
  EXPECT_EQ(trace.events_compared(), static_cast<int>(trace.writer().counters().step) - 1);
  EXPECT_GT(trace.events_compared(), 100);
  expect_nlohmann_lines(trace.lines());
  json early = {{"e", "move"}, {"solver", "cadical"}, {"conflicts", 12}, {"calls", {1, -2}}};
  early["effect"] = {1, 0, 0};  // a kDeeper move's (docs/trace-format.md)
  EXPECT_EQ(trace.lines()[1], nlohmann_text(early) + "\n");
  EXPECT_EQ(json::parse(trace.lines().back())["e"], "end");
}

// Sampled (snapshots after gaps, the end line's final counters) and cut by the event cap.
TEST(TraceWriterText, SampledAndCutTracesAreTheDumpOfTheirJsonObjects) {
  TraceOptions options{.max_events = 40, .snapshot_every = 5};
  options.sample = {.every = 3, .budget = 10, .depth = 0};
  CheckedTrace trace(options);
  write_checked_trace(trace, 20);
  EXPECT_TRUE(trace.writer().truncated());
  EXPECT_GT(trace.events_compared(), 20);
  EXPECT_GT(trace.writer().counters().events, trace.writer().counters().step);
  expect_nlohmann_lines(trace.lines());
}

// A search's events (a peg jump, a queen removed, a dead end, a box) cost no allocation once
// the writer's buffers have grown; an event built as a json object does.
TEST(TraceWriterText, EventsOfIntegersAndStringsAllocateNothing) {
  std::uint64_t bytes = 0;
  TraceWriter writer([&bytes](std::string_view line) { bytes += line.size(); },
                     {.max_events = 1'000'000, .snapshot_every = 1'000'000});
  writer.header("toy", "walk", json::object(), json::object(), nullptr);
  const auto search_events = [&writer](int i) {
    writer.event(Step::kAdvance, {{"e", "move"}, {"from", i}, {"over", i + 1}, {"to", i + 2}});
    writer.event(Step::kDeeper, {{"e", "move"}, {"from", i}, {"over", i + 1}, {"to", i + 2}});
    writer.event(Step::kMark, {{"e", "dead"}, {"reason", "exhausted"}});
    writer.event(Step::kRetreat, {{"e", "remove"}, {"row", i}, {"col", -1}});
    const std::array<std::int64_t, 3> lo = {i, -i, 7};
    writer.event(Step::kNode, {{"e", "box"}, {"lo", lo}, {"hi", lo}, {"bound", i}});
  };
  search_events(1'000'000);  // the largest numbers first: the buffers' final size
  const std::uint64_t before = allocations_counted.load();
  for (int i = 0; i < 1000; ++i) search_events(i);
  const std::uint64_t after_search = allocations_counted.load();
  writer.event(Step::kMark, json{{"e", "dead"}, {"reason", "exhausted"}});
  const std::uint64_t after_json = allocations_counted.load();
  EXPECT_EQ(after_search - before, 0u);
  EXPECT_GT(after_json - after_search, 0u);
  EXPECT_EQ(writer.counters().step, 5u * 1001 + 1);
  EXPECT_GT(bytes, 5u * 1000 * 20);
}

}  // namespace
}  // namespace puzzlelab::trace
