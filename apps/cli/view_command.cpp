// puzzlelab view TRACE -o run.html: one self-contained HTML page that plays a trace back (the
// viewer of web/ with the trace embedded; docs/viewer.md).
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "view_page.hpp"
#include "view_trace_check.hpp"

namespace puzzlelab::cli {
namespace {

struct ViewOptions {
  std::string trace_file;
  std::string output_file;
  std::string title;
};

// run.jsonl -> run.html; other names get .html added.
std::string default_output(const std::string& trace_file) {
  for (const std::string extension : {".jsonl", ".ndjson", ".json"}) {
    if (trace_file.size() > extension.size() &&
        trace_file.compare(trace_file.size() - extension.size(), extension.size(), extension) ==
            0) {
      return trace_file.substr(0, trace_file.size() - extension.size()) + ".html";
    }
  }
  return trace_file + ".html";
}

std::string base_name(const std::string& path) {
  const std::size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

int run_view(const ViewOptions& opt) {
  std::string output = opt.output_file;
  if (output.empty()) {
    if (opt.trace_file == "-") throw InputError("view: a trace read from stdin needs -o FILE");
    output = default_output(opt.trace_file);
  }
  const std::string trace_text = read_text_file(opt.trace_file, "the trace");
  const TraceSummary summary = check_trace(trace_text, opt.trace_file);
  const std::string source = opt.trace_file == "-" ? "stdin" : base_name(opt.trace_file);
  const std::string title = opt.title.empty() ? "PuzzleLab: " + summary.puzzle + " " +
                                                    summary.method + " (" + source + ")"
                                              : opt.title;
  const std::string page = build_viewer_page(trace_text, title);
  write_page(output, page);

  // With the page on stdout, the summary goes to stderr.
  std::FILE* report = output == "-" ? stderr : stdout;
  std::fprintf(report, "%s: %s %s, %llu events%s%s, %s\n",
               output == "-" ? "<stdout>" : output.c_str(), summary.puzzle.c_str(),
               summary.method.c_str(), static_cast<unsigned long long>(summary.events),
               summary.status.empty() ? ", no end line" : (", status " + summary.status).c_str(),
               summary.truncated ? " (truncated)" : "", page_size_text(page.size()).c_str());
  return kExitSolved;
}

}  // namespace

void register_view_command(CommandSet& commands) {
  auto opt = std::make_shared<ViewOptions>();
  CLI::App* view = commands.add(
      "view",
      "Write a self-contained HTML page that plays a trace back: the board drawn step by step, "
      "with play/pause, stepping, a speed slider, a scrub bar and the search's counters. The "
      "page needs no network and no other file; open it in any browser");
  if (view == nullptr) return;  // only listed in this pass (command_set.hpp)
  view->add_option("TRACE", opt->trace_file,
                   "a trace written by a solver's --trace FILE (JSON Lines, "
                   "docs/trace-format.md); - for stdin")
      ->required();
  view->add_option("-o,--output", opt->output_file,
                   "the page to write (default: the trace's name with .html for .jsonl; needed "
                   "when the trace comes from stdin); - for stdout");
  view->add_option("--title", opt->title,
                   "the page's title (default: the puzzle, the method and the trace's file name)");
  view->footer(
      "Example:\n"
      "  puzzlelab peg solve --board triangle5 --trace run.jsonl\n"
      "  puzzlelab view run.jsonl -o run.html\n"
      "Keys in the page: space play/pause, left/right step, Home/End first/last step.\n"
      "A trace whose first line is not a PuzzleLab trace header is refused (exit 2); the page "
      "lists any later lines it cannot read, with their numbers. See docs/viewer.md.");
  view->callback([opt] { command_exit_status() = run_view(*opt); });
}

}  // namespace puzzlelab::cli
