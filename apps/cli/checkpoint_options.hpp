// --checkpoint DIR and --resume DIR, as every counting command takes them, turned into the one
// request a count reads (distributed/checkpoint_request.hpp).
#pragma once

#include <string>

#include "distributed/checkpoint_request.hpp"

namespace puzzlelab::cli {

// --resume DIR reads DIR and goes on writing there, so a --checkpoint beside it must name the same
// folder (InputError otherwise). Both empty: no checkpoint.
// A pace (--checkpoint-every) without either folder is refused too.
distributed::CheckpointRequest checkpoint_request(const std::string& checkpoint,
                                                  const std::string& resume,
                                                  double every_seconds = 0);

}  // namespace puzzlelab::cli
