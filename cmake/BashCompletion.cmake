# Script mode (cmake -P): runs PROGRAM completion bash and writes what it prints to OUTPUT, for
# the bash completion script the install rules ship (apps/cli/CMakeLists.txt). Run at build
# time, after the program, so that the script always matches its commands and registry.
# Under the sanitize preset the program is instrumented: LeakSanitizer's exit-time check can
# crash under load after a clean run (README, "Building by hand"), which must not fail a build.
set(ENV{ASAN_OPTIONS} "detect_leaks=0")
execute_process(
  COMMAND "${PROGRAM}" completion bash
  OUTPUT_FILE "${OUTPUT}.tmp"
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  file(REMOVE "${OUTPUT}.tmp")
  message(FATAL_ERROR "${PROGRAM} completion bash: exit status ${status}")
endif()
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
