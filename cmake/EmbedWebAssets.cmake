# Script mode (cmake -P): writes OUTPUT, a C++ file that holds each file of ASSETS (a
# "|"-separated list of absolute paths under web/) as a string, for src/web/web_assets.cpp.
# Run at build time, so that editing a page rebuilds the program that serves or inlines it.
set(delimiter "PLXWEB")
set(table "")
string(REPLACE "|" ";" ASSETS "${ASSETS}")
foreach(path IN LISTS ASSETS)
  get_filename_component(name "${path}" NAME)
  file(READ "${path}" content)
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
