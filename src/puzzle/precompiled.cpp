// The translation unit that builds the puzzle libraries' shared precompiled header
// (src/CMakeLists.txt).
