// Solver libraries opened at run time (backend_library.hpp): what a missing file or function
// says, and where the program's own modules are looked for.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "backends/backend_library.hpp"
#include "backends/backend_result.hpp"

namespace puzzlelab {
namespace {

TEST(BackendLibrary, MissingFileNamesTheSolverAndEveryFileTried) {
  try {
    const BackendLibrary library("Example", {"/nonexistent/libfirst.so", "libsecond-missing.so.9"});
    FAIL() << "opened a library that does not exist";
  } catch (const BackendUnavailable& error) {
    const std::string text = error.what();
    EXPECT_EQ(text.rfind("Example is not available: ", 0), 0u) << text;
    EXPECT_NE(text.find("/nonexistent/libfirst.so"), std::string::npos) << text;
    EXPECT_NE(text.find("libsecond-missing.so.9"), std::string::npos) << text;
  }
}

TEST(BackendLibrary, OpensALibraryAndFindsItsFunctions) {
  // The C library is loaded in every process, so opening it again always succeeds.
  const BackendLibrary library("C library", {"/nonexistent/libc.so", "libc.so.6"});
  EXPECT_NE(library.symbol("strlen"), nullptr);
  try {
    library.symbol("puzzlelab_no_such_function");
    FAIL() << "found a function that does not exist";
  } catch (const BackendUnavailable& error) {
    EXPECT_NE(std::string(error.what()).find("libc.so.6 has no puzzlelab_no_such_function"),
              std::string::npos)
        << error.what();
  }
}

TEST(BackendLibrary, ModulesAreLookedForBesideTheProgramFirst) {
  const std::vector<std::string> files = module_files("puzzlelab_example.so");
  ASSERT_EQ(files.size(), 3u);
  for (const std::string& file : files) {
    EXPECT_TRUE(file.ends_with("/puzzlelab_example.so")) << file;
  }
  // This test program's folder, then the installed module folder seen from it (bin/ and
  // lib/puzzlelab/ after cmake --install), then the build tree's module folder.
  EXPECT_NE(files[0].find("/tests/backends/"), std::string::npos) << files[0];
  const std::string folder = files[0].substr(0, files[0].rfind('/') + 1);
  EXPECT_TRUE(files[1].starts_with(folder + "../")) << files[1];
  EXPECT_TRUE(files[1].ends_with("/puzzlelab/puzzlelab_example.so")) << files[1];
  EXPECT_TRUE(files[2].ends_with("/modules/puzzlelab_example.so")) << files[2];
}

}  // namespace
}  // namespace puzzlelab
