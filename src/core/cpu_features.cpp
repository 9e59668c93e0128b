#include "core/cpu_features.hpp"

#include <cstdlib>

#if defined(__unix__)
#include <unistd.h>
#endif

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#endif

namespace puzzlelab {
namespace {

bool detect_avx2() {
#if defined(__x86_64__) && defined(__GNUC__)
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (__get_cpuid(1, &eax, &ebx, &ecx, &edx) == 0) return false;
  if ((ecx & bit_OSXSAVE) == 0 || (ecx & bit_AVX) == 0) return false;
  // XCR0 bits 1 and 2: the system saves the SSE and AVX register state on a context switch.
  unsigned xcr0 = 0, xcr0_high = 0;
  __asm__("xgetbv" : "=a"(xcr0), "=d"(xcr0_high) : "c"(0));
  if ((xcr0 & 6u) != 6u) return false;
  if (__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) == 0) return false;
  return (ebx & bit_AVX2) != 0;
#else
  return false;
#endif
}

}  // namespace

bool cpu_has_avx2() {
  static const bool has = std::getenv(kBaselineCpuVariable) == nullptr && detect_avx2();
  return has;
}

std::size_t l2_cache_bytes() {
  static const std::size_t bytes = [] {
    constexpr std::size_t kUnknown = std::size_t{1} << 20;
#if defined(_SC_LEVEL2_CACHE_SIZE)
    const long reported = sysconf(_SC_LEVEL2_CACHE_SIZE);
    return reported > 0 ? static_cast<std::size_t>(reported) : kUnknown;
#else
    return kUnknown;
#endif
  }();
  return bytes;
}

}  // namespace puzzlelab
