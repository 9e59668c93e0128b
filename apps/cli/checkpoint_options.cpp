#include "checkpoint_options.hpp"

#include <filesystem>
#include <system_error>

#include "core/error.hpp"

namespace puzzlelab::cli {

distributed::CheckpointRequest checkpoint_request(const std::string& checkpoint,
                                                  const std::string& resume, double every_seconds) {
  if (every_seconds > 0 && checkpoint.empty() && resume.empty()) {
    throw InputError(
        "--checkpoint-every paces a checkpoint: give --checkpoint DIR or --resume DIR");
  }
  if (!checkpoint.empty() && !resume.empty()) {
    std::error_code ignored;
    const auto folder = [&](const std::string& path) {
      return std::filesystem::weakly_canonical(path, ignored).lexically_normal();
    };
    if (folder(checkpoint) != folder(resume)) {
      throw InputError("--checkpoint " + shown_name(checkpoint) + " and --resume " +
                       shown_name(resume) +
                       " name two folders: --resume DIR reads DIR and goes on writing there");
    }
  }
  if (!resume.empty()) return {resume, true, every_seconds};
  return {checkpoint, false, every_seconds};
}

}  // namespace puzzlelab::cli
