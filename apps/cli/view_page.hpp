// The self-contained page `puzzlelab view` writes: web/viewer.html with its stylesheets and
// scripts inlined (as built into the program) and the trace embedded, so that the one file
// opens anywhere, from file://, with no network.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace puzzlelab::cli {

// web/`html_asset` with every stylesheet and script it names inlined, under `title`.
std::string inline_page(std::string_view html_asset, std::string_view title);

// The page for `trace_text` (a whole trace, JSON Lines) under the title `title`.
std::string build_viewer_page(std::string_view trace_text, std::string_view title);

// `text` made safe inside an HTML element or attribute value.
std::string escape_html(std::string_view text);

// `trace_text` made safe inside a <script> element: every "<" becomes the JSON escape \u003c,
// so that no "</script" or "<!--" can end or confuse the element. A "<" can only stand inside a
// JSON string, where the escape means the same; lines that are not JSON stay not JSON.
std::string escape_trace_for_script(std::string_view trace_text);

// Writes a page to `path` ("-": standard output); InputError when it cannot.
void write_page(const std::string& path, const std::string& page);

// "812 bytes", "45 KiB", "12 MiB".
std::string page_size_text(std::size_t bytes);

}  // namespace puzzlelab::cli
