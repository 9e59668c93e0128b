// What the processor can run, asked once when first needed.
//
// Not through the compiler's __builtin_cpu_supports or target_clones: either links in a start-up
// routine that queries the processor for every feature it knows, in every run of every command.
// Each query (CPUID) traps to the hypervisor on a virtual machine, and that routine was about
// 50 µs of a 2 ms command here. These helpers ask two questions, and only in the code that needs
// the answer.
#pragma once

#include <cstddef>

namespace puzzlelab {

// Set in the environment (to anything), it makes every question answer no, so that the baseline
// versions run on any processor: how the tests check them.
inline constexpr const char* kBaselineCpuVariable = "PUZZLELAB_BASELINE_CPU";

// Whether AVX2 code runs here: the processor has it and the operating system saves the 256-bit
// registers. False off x86-64.
bool cpu_has_avx2();

// The second-level cache of one core, in bytes, as the system reports it (glibc already read it
// from the processor at start-up, so this asks nothing new); 1 MiB when the system does not say.
std::size_t l2_cache_bytes();

}  // namespace puzzlelab
