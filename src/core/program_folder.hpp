// Where the running program is, to find what is built beside it (the CBC module, the server
// program).
#pragma once

#include <string>

namespace puzzlelab {

// The folder of the running program with a trailing '/', from /proc/self/exe; empty when the
// system does not say.
std::string program_folder();

}  // namespace puzzlelab
