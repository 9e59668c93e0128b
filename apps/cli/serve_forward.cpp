// puzzlelab serve in the program that does not link the server: the whole command line goes to
// puzzlelab-serve, built beside it with the server in (apps/cli/CMakeLists.txt). cpp-httplib and
// the OpenSSL and brotli libraries it brings would otherwise be loaded by every command, and
// loading them took longer than most solves. The process is replaced (exec), so the server keeps
// this process's id, standard streams and signals.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "commands.hpp"
#include "core/error.hpp"
#include "core/program_folder.hpp"

namespace puzzlelab::cli {
namespace {

// This process's own arguments as given, from /proc (CLI11 keeps only what it did not parse).
std::vector<std::string> own_arguments() {
  std::ifstream file("/proc/self/cmdline", std::ios::binary);
  const std::string text{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  std::vector<std::string> arguments;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\0', start);
    arguments.push_back(text.substr(start, end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return arguments;
}

std::string server_program() {
  const std::string folder = program_folder();
  if (folder.empty()) throw InputError("serve: cannot find this program's folder");
  return folder + "puzzlelab-serve";
}

[[noreturn]] void run_server_program() {
  const std::string program = server_program();
  std::vector<std::string> arguments = own_arguments();
  if (arguments.empty()) throw InputError("serve: cannot read this program's arguments");
  arguments.front() = program;
  std::vector<char*> argv;
  for (std::string& argument : arguments) argv.push_back(argument.data());
  argv.push_back(nullptr);
  execv(program.c_str(), argv.data());
  const int error = errno;
  throw InputError("serve: cannot run " + program + ": " + std::strerror(error) +
                   (error == ENOENT ? " (build the puzzlelab-serve target)" : ""));
}

}  // namespace

void register_serve_command(CommandSet& commands) {
  auto* serve = commands.add("serve", kServeSummary);
  if (serve == nullptr) return;  // only listed in this pass (command_set.hpp)
  // Everything after `serve`, --help included, is the server program's to read.
  serve->prefix_command();
  serve->set_help_flag();
  serve->fallthrough(false);
  serve->callback([] { run_server_program(); });
}

}  // namespace puzzlelab::cli
