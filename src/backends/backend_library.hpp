// A solver library opened the first time a method needs it, rather than by the dynamic loader
// at start-up: Z3, and the module that holds CBC (docs/architecture.md, "Start-up"). Loading
// them costs every run of the program milliseconds, while few runs use them. Once open, a
// library stays open until the program ends.
#pragma once

#include <string>
#include <vector>

namespace puzzlelab {

class BackendLibrary {
 public:
  // Opens the first of `files` that loads (a SONAME such as "libz3.so.4", searched as the
  // dynamic loader does, or a path). `solver` names it in errors. Throws BackendUnavailable
  // naming the files tried and the loader's reason.
  BackendLibrary(std::string solver, const std::vector<std::string>& files);
  BackendLibrary(const BackendLibrary&) = delete;
  BackendLibrary& operator=(const BackendLibrary&) = delete;

  // The function or object `name`; throws BackendUnavailable when the library lacks it.
  void* symbol(const char* name) const;

 private:
  std::string solver_;
  std::string file_;
  void* handle_ = nullptr;
};

// Where one of PuzzleLab's own modules (such as puzzlelab_cbc.so) may be: the running program's
// folder, then where an installed program's modules are (../lib/puzzlelab from its folder, as
// configured by GNUInstallDirs), then the build tree's module folder. Each is tried on the
// first solve that needs the module, never at start-up.
std::vector<std::string> module_files(const std::string& file_name);

}  // namespace puzzlelab
