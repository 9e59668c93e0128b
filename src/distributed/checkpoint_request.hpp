// What a user asked of a count's checkpoint (`--checkpoint DIR`, `--resume DIR`): carried from
// the command line to the count in SolveOptions, read by the unit farm (unit_farm.hpp).
#pragma once

#include <string>

namespace puzzlelab::distributed {

struct CheckpointRequest {
  // The folder the finished units are written to; empty: no checkpoint.
  std::string directory;
  // Read the units finished in `directory` first and count only the rest (`--resume`); the new
  // ones are written there too. False: start afresh (a folder that already holds a checkpoint is
  // refused).
  bool resume = false;
  // `--checkpoint-every SECONDS`, for the layered counts (checkpoint_pace.hpp): a layer is
  // written when this long has passed since the last one written; 0: every layer.
  double every_seconds = 0;

  bool wanted() const { return !directory.empty(); }
};

}  // namespace puzzlelab::distributed
