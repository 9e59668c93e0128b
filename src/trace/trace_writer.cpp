#include "trace/trace_writer.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/error.hpp"
#include "core/work_budget.hpp"
#include "trace/json_text.hpp"

namespace puzzlelab::trace {

Step usual_step(std::string_view name) {
  if (name == "move" || name == "place") return Step::kAdvance;
  if (name == "undo" || name == "remove") return Step::kRetreat;
  if (name == "box") return Step::kNode;
  if (name == "solution") return Step::kSolution;
  return Step::kMark;
}

namespace {

struct Effect {
  int depth;
  int nodes;
  int solutions;
};

Effect effect_of(Step step) {
  switch (step) {
    case Step::kAdvance:
      return {1, 1, 0};
    case Step::kRetreat:
      return {-1, 0, 0};
    case Step::kNode:
      return {0, 1, 0};
    case Step::kMark:
      return {0, 0, 0};
    case Step::kSolution:
      return {0, 0, 1};
    case Step::kDeeper:
      return {1, 0, 0};
    case Step::kSolutionNode:
      return {0, 1, 1};
  }
  return {0, 0, 0};
}

bool is_solution(Step step) {
  return step == Step::kSolution || step == Step::kSolutionNode;
}

// An event object's members, in key order, with "effect":[depth, nodes, solutions] at its place
// among them (instead of a member of that name) when `effect` is given: the event's step is not
// its name's usual one.
template <typename Members, typename KeyOf, typename AppendValue>
void append_members_and_effect(std::string& out, const Members& members, const Effect* effect,
                               KeyOf key_of, AppendValue append_value) {
  constexpr std::string_view kEffectKey = "effect";
  bool first = true;
  const auto separate = [&] {
    if (!first) out += ',';
    first = false;
  };
  const auto append_effect = [&] {
    separate();
    out += "\"effect\":[";
    append_json_integer(out, effect->depth);
    out += ',';
    append_json_integer(out, effect->nodes);
    out += ',';
    append_json_integer(out, effect->solutions);
    out += ']';
  };
  out += '{';
  bool effect_due = effect != nullptr;
  for (const auto& member : members) {
    const std::string_view key = key_of(member);
    if (effect_due && key >= kEffectKey) {
      append_effect();
      effect_due = false;
    }
    if (effect != nullptr && key == kEffectKey) continue;
    separate();
    append_json_string(out, key);
    out += ':';
    append_value(out, member);
  }
  if (effect_due) append_effect();
  out += '}';
}

}  // namespace

TraceWriter::TraceWriter(const std::string& path, TraceOptions options)
    : path_(path), options_(options) {
  check_options();
  if (path == "-") {
    file_ = stdout;
    return;
  }
  file_ = std::fopen(path.c_str(), "w");
  if (file_ == nullptr) {
    throw InputError(shown_name(path) + ": cannot write the trace: " + std::strerror(errno));
  }
  owns_file_ = true;
}

TraceWriter::TraceWriter(LineSink sink, TraceOptions options)
    : sink_(std::move(sink)), options_(options) {
  check_options();
}

void TraceWriter::check_options() const {
  if (options_.max_events == 0) throw InputError("--trace-limit: must be at least 1");
  if (options_.snapshot_every == 0) throw InputError("--trace-snapshot: must be at least 1");
  if (options_.sample.every == 0) throw InputError("--trace-sample: must be at least 1");
}

TraceWriter::~TraceWriter() {
  if (owns_file_) std::fclose(file_);
}

void TraceWriter::header(std::string_view puzzle, std::string_view method,
                         const nlohmann::json& instance, const nlohmann::json& initial_state,
                         StateFunction state, const TraceCounting& counting) {
  state_ = std::move(state);
  counters_.nodes = counting.start_nodes;
  has_header_ = true;
  started_ = std::chrono::steady_clock::now();
  nlohmann::json line = {{"trace", kFormatName},
                         {"version", kFormatVersion},
                         {"puzzle", puzzle},
                         {"method", method},
                         {"instance", instance},
                         {"initial", initial_state},
                         {"snapshot_every", options_.snapshot_every},
                         {"trace_limit", options_.max_events}};
  if (counting.start_nodes > 0) line["start_nodes"] = counting.start_nodes;
  if (counting.answer_only) line["answer_only"] = true;
  const TraceSample& sample = options_.sample;
  sample_every_ = sample.every;
  if (!sample.keeps_all()) {
    line["sample"] = {{"every", sample.every}, {"solutions", true}};
    if (sample.budget > 0) line["sample"]["doubling_after"] = sample.budget;
    if (sample.depth >= 0) line["sample"]["depth"] = sample.depth;
  }
  write_line(line);
  std::vector<std::pair<Step, nlohmann::json>> early;
  early.swap(before_header_);
  for (const auto& [step, early_event] : early) event(step, early_event);
}

bool TraceWriter::sampled_out(Step step) const {
  if (options_.sample.keeps_all() || is_solution(step)) return false;
  if ((counters_.events + 1) % sample_every_ == 0) return false;
  const int depth_limit = options_.sample.depth;
  return depth_limit < 0 || counters_.depth + effect_of(step).depth > depth_limit;
}

void TraceWriter::count(Step step) {
  const Effect effect = effect_of(step);
  ++counters_.events;
  counters_.depth += effect.depth;
  counters_.nodes += static_cast<std::uint64_t>(effect.nodes);
  counters_.solutions += static_cast<std::uint64_t>(effect.solutions);
}

void TraceWriter::kept_one() {
  if (options_.sample.budget == 0 || ++kept_at_rate_ < options_.sample.budget) return;
  kept_at_rate_ = 0;
  if (sample_every_ <= UINT64_MAX / 2) sample_every_ *= 2;
}

bool TraceWriter::skip(Step step) {
  if (ended_ || truncated_) return true;
  if (!has_header_ || !sampled_out(step)) return false;
  count(step);
  gap_ = true;
  return true;
}

TraceWriter::Admission TraceWriter::admit(Step step) {
  if (ended_ || truncated_) return Admission::kDropped;
  if (sampled_out(step)) {
    count(step);
    gap_ = true;
    return Admission::kSampledOut;
  }
  if (counters_.step == options_.max_events) {
    truncated_ = true;
    truncation_reason_ = "its event cap, --trace-limit";
    write_line({{"e", "truncated"}, {"limit", options_.max_events}});
    return Admission::kDropped;
  }
  WorkBudget* budget = WorkBudget::current();
  if (budget == nullptr || options_.max_bytes <= budget->limits().memory_bytes) {
    if (bytes_ >= options_.max_bytes) {
      cut("its size cap of " + memory_text(options_.max_bytes) + ", --trace-bytes");
      return Admission::kDropped;
    }
  } else if (bytes_ >= budget->limits().memory_bytes) {
    cut(memory_limit_note(budget->limits().memory_bytes, "the trace holds " + memory_text(bytes_)));
    return Admission::kDropped;
  }
  // Writing the trace is part of the run: past its time limit the trace ends (the run's answer,
  // found in time, stands).
  if (budget != nullptr) {
    // A snapshot of a big board takes milliseconds: the clock is read before each.
    const bool snapshot_next = gap_ || snapshot_due();
    if (budget->time_is_up_sometimes() || (snapshot_next && budget->seconds_left() <= 0)) {
      cut(time_limit_note(budget->limits().seconds, "writing the trace"));
      return Admission::kDropped;
    }
  }
  return Admission::kWrite;
}

bool TraceWriter::event(Step step, const nlohmann::json& event) {
  if (!has_header_) {
    before_header_.emplace_back(step, event);
    return true;
  }
  const Admission admission = admit(step);
  if (admission != Admission::kWrite) return admission == Admission::kSampledOut;
  line_.clear();
  const auto name = event.find("e");
  if (name != event.end() && name->is_string() &&
      usual_step(name->get_ref<const std::string&>()) != step) {
    const Effect effect = effect_of(step);
    append_members_and_effect(
        line_, event.get_ref<const nlohmann::json::object_t&>(), &effect,
        [](const auto& member) { return std::string_view(member.first); },
        [](std::string& out, const auto& member) { append_json(out, member.second); });
  } else {
    append_json(line_, event);
  }
  finish_event(step);
  return true;
}

bool TraceWriter::event(Step step, std::initializer_list<TraceField> fields) {
  // `{}` given as a json event is null.
  if (fields.size() == 0) return event(step, nlohmann::json());
  if (!has_header_) {
    nlohmann::json object = nlohmann::json::object();
    for (const TraceField& field : fields)
      object.emplace(std::string(field.key()), field.value_json());
    before_header_.emplace_back(step, std::move(object));
    return true;
  }
  const Admission admission = admit(step);
  if (admission != Admission::kWrite) return admission == Admission::kSampledOut;
  // In key order, the first of equal keys kept, as a json object made of the list has them.
  field_order_.clear();
  for (const TraceField& field : fields) {
    std::size_t at = field_order_.size();
    field_order_.push_back(&field);
    for (; at > 0 && field.key() < field_order_[at - 1]->key(); --at) {
      field_order_[at] = field_order_[at - 1];
    }
    field_order_[at] = &field;
  }
  const auto duplicates =
      std::unique(field_order_.begin(), field_order_.end(),
                  [](const TraceField* a, const TraceField* b) { return a->key() == b->key(); });
  field_order_.erase(duplicates, field_order_.end());
  const auto name = std::find_if(field_order_.begin(), field_order_.end(),
                                 [](const TraceField* field) { return field->key() == "e"; });
  const bool usual = name == field_order_.end() || (*name)->text() == nullptr ||
                     usual_step(*(*name)->text()) == step;
  const Effect effect = effect_of(step);
  line_.clear();
  append_members_and_effect(
      line_, field_order_, usual ? nullptr : &effect,
      [](const TraceField* field) { return field->key(); },
      [](std::string& out, const TraceField* field) { field->append_value(out); });
  finish_event(step);
  return true;
}

void TraceWriter::finish_event(Step step) {
  emit_line();
  ++counters_.step;
  count(step);
  kept_one();
  // After a gap the events written no longer replay to the state: the snapshot says it.
  if ((gap_ || counters_.step % options_.snapshot_every == 0) && state_) write_snapshot();
  gap_ = false;
}

bool TraceWriter::snapshot_due() const {
  return state_ && (counters_.step + 1) % options_.snapshot_every == 0;
}

double TraceWriter::seconds() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
}

void TraceWriter::cut(std::string_view reason) {
  if (ended_ || truncated_) return;
  truncated_ = true;
  truncation_reason_ = reason;
  write_line({{"e", "truncated"}, {"limit", options_.max_events}, {"reason", reason}});
}

void TraceWriter::write_snapshot() {
  write_line({{"e", "snapshot"},
              {"step", counters_.step},
              {"depth", counters_.depth},
              {"nodes", counters_.nodes},
              {"solutions", counters_.solutions},
              {"at", counters_.events},
              {"seconds", seconds()},
              {"state", state_()}});
}

void TraceWriter::end(std::string_view status, const nlohmann::json& details) {
  if (ended_) return;
  if (end_held_) {
    for (const auto& [key, value] : details.items()) held_details_[key] = value;
    return;
  }
  write_end(status, details);
}

void TraceWriter::hold_end() {
  end_held_ = true;
}

void TraceWriter::release_end(std::string_view status, const nlohmann::json& details) {
  if (ended_) return;
  nlohmann::json merged = held_details_;
  for (const auto& [key, value] : details.items())
    if (!merged.contains(key)) merged[key] = value;
  write_end(status, merged);
}

void TraceWriter::write_end(std::string_view status, const nlohmann::json& details) {
  ended_ = true;
  nlohmann::json line = {
      {"e", "end"}, {"status", status}, {"events", counters_.step}, {"truncated", truncated_}};
  if (!options_.sample.keeps_all()) {
    line["events_heard"] = counters_.events;
    line["sample_every"] = sample_every_;
    // Events after the last one written are in no snapshot: the run's final counters.
    line["final"] = {{"at", counters_.events},
                     {"depth", counters_.depth},
                     {"nodes", counters_.nodes},
                     {"solutions", counters_.solutions}};
  }
  for (const auto& [key, value] : details.items()) line[key] = value;
  write_line(line);
  if (file_ != nullptr && std::fflush(file_) != 0) {
    throw InputError(shown_name(path_) + ": cannot write the trace: " + std::strerror(errno));
  }
}

void TraceWriter::write_line(const nlohmann::json& line) {
  line_.clear();
  append_json(line_, line);
  emit_line();
}

void TraceWriter::emit_line() {
  line_ += '\n';
  bytes_ += line_.size();
  if (sink_) {
    sink_(line_);
  } else {
    std::fwrite(line_.data(), 1, line_.size(), file_);
  }
}

}  // namespace puzzlelab::trace
