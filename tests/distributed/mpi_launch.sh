#!/usr/bin/env bash
# Runs a command on K MPI ranks the way the tests need it on any machine: as root (CI), with more
# ranks than cores, in a container whose shared-memory single copy fails. Only environment
# variables, which Open MPI reads and MPICH ignores, so the same launcher serves both.
# Usage: mpi_launch.sh MPIEXEC K COMMAND...
set -eu
mpiexec=$1
ranks=$2
shift 2
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1
export OMPI_MCA_btl_vader_single_copy_mechanism=none
exec "$mpiexec" -n "$ranks" "$@"
