// puzzlelab serve in a build without cpp-httplib (PUZZLELAB_WITH_SERVER=OFF): says so.
#include "commands.hpp"
#include "core/error.hpp"

namespace puzzlelab::cli {

void register_serve_command(CommandSet& commands) {
  auto* serve = commands.add("serve", "Not in this build (built without cpp-httplib)");
  if (serve == nullptr) return;  // only listed in this pass (command_set.hpp)
  serve->allow_extras();
  serve->callback([] {
    throw InputError("serve: this puzzlelab was built without cpp-httplib (PUZZLELAB_WITH_SERVER)");
  });
}

}  // namespace puzzlelab::cli
