#include "view_trace_check.hpp"

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "trace/trace_writer.hpp"
#include "web/web_assets.hpp"

namespace puzzlelab::cli {
namespace {

std::string_view first_line(std::string_view text) {
  std::string_view line = text.substr(0, text.find('\n'));
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  // A byte-order mark is not part of the JSON.
  if (line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
  return line;
}

nlohmann::json parse_header(std::string_view line, const std::string& source) {
  const SourceLocation where{source == "-" ? "<stdin>" : source, 1, 0};
  nlohmann::json header = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
  const std::string expected =
      "the first line is not a {\"trace\":\"" + std::string(trace::kFormatName) + "\",...} header";
  if (header.is_discarded() || !header.is_object()) {
    throw InputError(where, "not a PuzzleLab trace (" + expected + "; it is not a JSON object)");
  }
  if (!header.contains("trace") || header["trace"] != trace::kFormatName) {
    throw InputError(where, "not a PuzzleLab trace (" + expected + ")");
  }
  if (!header.contains("version") || header["version"] != trace::kFormatVersion) {
    const std::string version = header.contains("version") ? header["version"].dump() : "(none)";
    throw InputError(where, "not a PuzzleLab trace of a version this program reads (version " +
                                version + "; it reads version " +
                                std::to_string(trace::kFormatVersion) + ")");
  }
  return header;
}

// The viewer draws a puzzle when web/ has its draw_NAME.js (docs/viewer.md).
void check_drawn(const std::string& puzzle, const std::string& source) {
  if (web::asset("draw_" + puzzle + ".js")) return;
  std::string drawn;
  for (const std::string_view name : web::asset_names()) {
    if (!name.starts_with("draw_") || !name.ends_with(".js")) continue;
    drawn += (drawn.empty() ? "" : ", ") + std::string(name.substr(5, name.size() - 8));
  }
  throw InputError(
      SourceLocation{source == "-" ? "<stdin>" : source, 1, 0},
      "puzzle '" + puzzle.substr(0, 40) + "' is not one the viewer draws (it draws " + drawn + ")");
}

std::string text_field(const nlohmann::json& object, const char* key) {
  const auto found = object.find(key);
  return found != object.end() && found->is_string() ? found->get<std::string>() : "";
}

// The event name of a line as the trace writer writes it; the viewer checks the rest.
bool has_event_name(std::string_view line, std::string_view name) {
  return line.find("\"e\":\"" + std::string(name) + "\"") != std::string_view::npos;
}

}  // namespace

TraceSummary check_trace(std::string_view text, const std::string& source) {
  const nlohmann::json header = parse_header(first_line(text), source);
  TraceSummary summary;
  summary.puzzle = text_field(header, "puzzle");
  summary.method = text_field(header, "method");
  check_drawn(summary.puzzle, source);

  std::size_t start = text.find('\n');
  while (start != std::string_view::npos && start + 1 < text.size()) {
    const std::size_t stop = text.find('\n', start + 1);
    const std::string_view line = text.substr(
        start + 1, stop == std::string_view::npos ? std::string_view::npos : stop - start - 1);
    start = stop;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    if (has_event_name(line, "snapshot")) continue;
    if (has_event_name(line, "truncated")) {
      summary.truncated = true;
      continue;
    }
    if (has_event_name(line, "end")) {
      const nlohmann::json end = nlohmann::json::parse(line, nullptr, false);
      if (end.is_object()) {
        summary.status = text_field(end, "status");
        const auto cut = end.find("truncated");
        if (cut != end.end() && cut->is_boolean() && cut->get<bool>()) summary.truncated = true;
      }
      continue;
    }
    ++summary.events;
  }
  return summary;
}

}  // namespace puzzlelab::cli
