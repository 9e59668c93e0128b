#include "view_page.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>

#include "core/error.hpp"
#include "web/web_assets.hpp"

namespace puzzlelab::cli {
namespace {

constexpr std::string_view kTraceMarker = "<!-- puzzlelab-trace";

std::string_view built_in(std::string_view name) {
  const std::optional<std::string_view> content = web::asset(name);
  if (!content) internal_error("the viewer page names " + std::string(name) + ", not built in");
  return *content;
}

// Replaces every `open NAME close` (a tag that loads web/NAME) with `before CONTENT after`.
std::string inline_tags(std::string page, std::string_view open, std::string_view close,
                        std::string_view before, std::string_view after,
                        std::string_view forbidden) {
  std::size_t at = 0;
  while ((at = page.find(open, at)) != std::string::npos) {
    const std::size_t name_start = at + open.size();
    const std::size_t name_end = page.find(close, name_start);
    if (name_end == std::string::npos) internal_error("viewer.html: unclosed tag");
    const std::string name = page.substr(name_start, name_end - name_start);
    const std::string_view content = built_in(name);
    // The content ends its element here only if it holds the closing tag; ours never does.
    if (content.find(forbidden) != std::string_view::npos) {
      internal_error("web/" + name + " contains " + std::string(forbidden));
    }
    std::string replacement;
    replacement.reserve(content.size() + before.size() + after.size() + 1);
    replacement.append(before).append(content).append(after);
    page.replace(at, name_end + close.size() - at, replacement);
    at += replacement.size();
  }
  return page;
}

std::string replace_between(std::string page, std::string_view open, std::string_view close,
                            std::string_view text) {
  const std::size_t start = page.find(open);
  const std::size_t stop = start == std::string::npos ? start : page.find(close, start);
  if (stop == std::string::npos) internal_error("viewer.html has no " + std::string(open));
  page.replace(start + open.size(), stop - start - open.size(), text);
  return page;
}

}  // namespace

std::string escape_html(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string escape_trace_for_script(std::string_view trace_text) {
  std::string out;
  out.reserve(trace_text.size());
  for (const char c : trace_text) {
    if (c == '<') {
      out += "\\u003c";
    } else {
      out += c;
    }
  }
  return out;
}

std::string inline_page(std::string_view html_asset, std::string_view title) {
  std::string page(built_in(html_asset));
  page = inline_tags(std::move(page), "<link rel=\"stylesheet\" href=\"", "\">", "<style>\n",
                     "</style>", "</style");
  page = inline_tags(std::move(page), "<script src=\"", "\"></script>", "<script>\n", "</script>",
                     "</script");
  return replace_between(std::move(page), "<title>", "</title>", escape_html(title));
}

std::string build_viewer_page(std::string_view trace_text, std::string_view title) {
  std::string page = inline_page("viewer.html", title);
  const std::size_t marker = page.find(kTraceMarker);
  if (marker == std::string::npos) internal_error("viewer.html has no place for the trace");
  const std::size_t marker_end = page.find("-->", marker);
  // No newline after the tag: the element's text is the trace, line 1 first.
  std::string embedded = "<script type=\"application/x-ndjson\" id=\"puzzlelab-trace\">";
  embedded += escape_trace_for_script(trace_text);
  embedded += "</script>";
  page.replace(marker, marker_end + 3 - marker, embedded);
  return page;
}

void write_page(const std::string& path, const std::string& page) {
  if (path == "-") {
    std::fwrite(page.data(), 1, page.size(), stdout);
    std::fflush(stdout);
    return;
  }
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) throw InputError(path + ": cannot write the page (" + std::strerror(errno) + ")");
  out.write(page.data(), static_cast<std::streamsize>(page.size()));
  out.close();
  if (!out) throw InputError(path + ": cannot write the page (" + std::strerror(errno) + ")");
}

std::string page_size_text(std::size_t bytes) {
  char text[32];
  if (bytes < 10 * 1024) {
    std::snprintf(text, sizeof text, "%zu bytes", bytes);
  } else if (bytes < 10 * 1024 * 1024) {
    std::snprintf(text, sizeof text, "%zu KiB", bytes / 1024);
  } else {
    std::snprintf(text, sizeof text, "%zu MiB", bytes / (1024 * 1024));
  }
  return text;
}

}  // namespace puzzlelab::cli
