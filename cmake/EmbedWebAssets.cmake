# Script mode (cmake -P): writes OUTPUT, a C++ file that holds each file of ASSETS (a
# "|"-separated list of absolute paths under web/) as a string, for src/web/web_assets.cpp.
# Run at build time, so that editing a page rebuilds the program that serves or inlines it.
#
# Each puzzle's drawing is web/draw_NAME.js with its web/draw_NAME.css; no page lists them. An
# HTML page's line <!-- puzzlelab-draw-scripts ... --> becomes one <script src="draw_NAME.js">
# per pair and <!-- puzzlelab-draw-styles ... --> one stylesheet link per pair, so that the pages
# `puzzlelab view` and `race` inline hold every drawing (the server's test checks the pairs
# against the registry). From the source tree the lines stay comments (web/viewer_puzzles.js).
set(delimiter "PLXWEB")
set(table "")
string(REPLACE "|" ";" ASSETS "${ASSETS}")
set(draw_scripts "")
set(draw_styles "")
foreach(path IN LISTS ASSETS)
  get_filename_component(name "${path}" NAME)
  if(name MATCHES "^draw_([a-z0-9_]+)\\.js$")
    get_filename_component(folder "${path}" DIRECTORY)
    if(NOT EXISTS "${folder}/draw_${CMAKE_MATCH_1}.css")
      message(FATAL_ERROR "${path}: its look, draw_${CMAKE_MATCH_1}.css, is missing")
    endif()
    string(APPEND draw_scripts "<script src=\"${name}\"></script>\n")
    string(APPEND draw_styles "<link rel=\"stylesheet\" href=\"draw_${CMAKE_MATCH_1}.css\">\n")
  endif()
endforeach()
foreach(path IN LISTS ASSETS)
  get_filename_component(name "${path}" NAME)
  file(READ "${path}" content)
  if(name MATCHES "\\.html$")
    string(REGEX REPLACE "<!-- puzzlelab-draw-scripts[^\n]*-->\n" "${draw_scripts}" content
                         "${content}")
    string(REGEX REPLACE "<!-- puzzlelab-draw-styles[^\n]*-->\n" "${draw_styles}" content
                         "${content}")
  endif()
  string(FIND "${content}" ")${delimiter}\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${path}: contains the raw-string delimiter )${delimiter}\"")
  endif()
  string(APPEND table "    {\"${name}\", R\"${delimiter}(${content})${delimiter}\"},\n")
endforeach()
file(WRITE "${OUTPUT}.tmp" "// Generated from web/ by cmake/EmbedWebAssets.cmake; do not edit.
#include <string_view>
#include <utility>

namespace puzzlelab::web::detail {

extern const std::pair<std::string_view, std::string_view> kAssets[];
extern const int kAssetCount;

const std::pair<std::string_view, std::string_view> kAssets[] = {
${table}    {\"\", \"\"}};
const int kAssetCount = static_cast<int>(sizeof(kAssets) / sizeof(kAssets[0])) - 1;

}  // namespace puzzlelab::web::detail
")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
