// Memory for the big arrays of a layered count (layers, scatter blocks), in 2 MiB pages where the
// system allows. Those arrays are hundreds of megabytes read and written all over: with 4 KiB
// pages nearly every access to a new place misses the TLB as well as the cache. On Linux the
// pages are asked for with madvise(MADV_HUGEPAGE), which the kernel may ignore; elsewhere this is
// plain aligned memory.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace puzzlelab::peg {

inline constexpr std::size_t kHugePageBytes = std::size_t{2} << 20;

// Allocates `bytes` (rounded up to whole huge pages when that large), never null.
inline void* allocate_huge(std::size_t bytes) {
  if (bytes < kHugePageBytes) {
    void* p = ::operator new(bytes);
    return p;
  }
  const std::size_t rounded = (bytes + kHugePageBytes - 1) / kHugePageBytes * kHugePageBytes;
  void* p = std::aligned_alloc(kHugePageBytes, rounded);
  if (p == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  madvise(p, rounded, MADV_HUGEPAGE);
#endif
  return p;
}

inline void free_huge(void* p, std::size_t bytes) {
  if (bytes < kHugePageBytes) {
    ::operator delete(p);
  } else {
    std::free(p);
  }
}

// A std::vector allocator over allocate_huge.
template <class T>
struct HugePageAllocator {
  using value_type = T;

  HugePageAllocator() = default;
  template <class U>
  HugePageAllocator(const HugePageAllocator<U>&) {}

  T* allocate(std::size_t n) { return static_cast<T*>(allocate_huge(n * sizeof(T))); }
  void deallocate(T* p, std::size_t n) { free_huge(p, n * sizeof(T)); }

  template <class U>
  bool operator==(const HugePageAllocator<U>&) const {
    return true;
  }
};

// An owned region of raw bytes from allocate_huge.
class HugePageBuffer {
 public:
  explicit HugePageBuffer(std::size_t bytes)
      : bytes_(bytes), data_(static_cast<std::byte*>(allocate_huge(bytes))) {}
  ~HugePageBuffer() {
    if (data_ != nullptr) free_huge(data_, bytes_);
  }
  HugePageBuffer(HugePageBuffer&& other) noexcept : bytes_(other.bytes_), data_(other.data_) {
    other.data_ = nullptr;
  }
  HugePageBuffer& operator=(HugePageBuffer&&) = delete;
  HugePageBuffer(const HugePageBuffer&) = delete;

  std::byte* data() const { return data_; }
  std::size_t size() const { return bytes_; }

 private:
  std::size_t bytes_;
  std::byte* data_;
};

}  // namespace puzzlelab::peg
