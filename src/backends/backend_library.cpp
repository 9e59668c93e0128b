#include "backends/backend_library.hpp"

#include <dlfcn.h>

#include <utility>

#include "backends/backend_result.hpp"
#include "core/program_folder.hpp"

namespace puzzlelab {

BackendLibrary::BackendLibrary(std::string solver, const std::vector<std::string>& files)
    : solver_(std::move(solver)) {
  std::string reasons;
  for (const std::string& file : files) {
    // RTLD_LOCAL: the library's symbols stay its own, so a second copy of a name (a solver's own
    // copy of a support library) cannot take the place of the program's.
    handle_ = dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle_ != nullptr) {
      file_ = file;
      return;
    }
    const char* error = dlerror();
    reasons += (reasons.empty() ? "" : "; ") + std::string(error != nullptr ? error : file);
  }
  throw BackendUnavailable(solver_, reasons.empty() ? "no library to open" : reasons);
}

void* BackendLibrary::symbol(const char* name) const {
  dlerror();
  void* address = dlsym(handle_, name);
  if (address == nullptr) {
    throw BackendUnavailable(solver_, file_ + " has no " + name);
  }
  return address;
}

std::vector<std::string> module_files(const std::string& file_name) {
  std::vector<std::string> files;
  if (const std::string folder = program_folder(); !folder.empty()) {
    files.push_back(folder + file_name);
    // Installed: bin/puzzlelab and lib/puzzlelab/ (src/CMakeLists.txt).
    files.push_back(folder + PUZZLELAB_MODULE_FROM_PROGRAM + "/" + file_name);
  }
  files.push_back(std::string(PUZZLELAB_MODULE_DIR) + "/" + file_name);
  return files;
}

}  // namespace puzzlelab
