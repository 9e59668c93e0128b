// puzzlelab-mpi: puzzlelab on every rank of an MPI job (`mpirun -n K puzzlelab-mpi queens count
// 18`). Each rank parses the same command line and runs the same command over the job's ranks
// (distributed/job.hpp): the counts split their work between the ranks and every rank ends with
// the same result, which rank 0 prints, with a table of the ranks. Commands that do not count
// run whole on every rank, and rank 0 prints theirs. docs/distributed.md has the rest.
#include <cstdio>
#include <cstdlib>
#include <exception>

#include "cli_common.hpp"
#include "command_set.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "core/memory_size.hpp"
#include "distributed/job.hpp"
#include "distributed/mpi/mpi_job.hpp"
#include "error_line.hpp"
#include "program.hpp"

namespace puzzlelab::cli {

// Pages are served by one process, not by a job.
void register_serve_command(CommandSet& commands) {
  auto* serve = commands.add("serve", "Not in puzzlelab-mpi: run puzzlelab serve");
  if (serve == nullptr) return;  // only listed in this pass (command_set.hpp)
  serve->allow_extras();
  serve->callback([] { throw InputError("serve: run puzzlelab serve, not puzzlelab-mpi"); });
}

}  // namespace puzzlelab::cli

int main(int argc, char** argv) {
  using namespace puzzlelab;
  try {
    distributed::MpiJob job(argc, argv);
    distributed::set_current_job(&job);
    // The ranks on one node share its memory: each one's default --memory-limit is its share.
    share_default_memory_limit(job.ranks_on_node());
    // One report: the other ranks' standard output goes nowhere (their failures still reach
    // stderr, with their rank).
    if (job.rank() != 0 && std::freopen("/dev/null", "w", stdout) == nullptr) job.abort(2);
    const int status = cli::run_program(argc, argv);
    distributed::set_current_job(nullptr);
    return status;  // ~MpiJob: MPI_Finalize, on every rank
  } catch (const InputError& error) {
    cli::print_error(error.what());
    return cli::kExitBadInput;
  }
}
