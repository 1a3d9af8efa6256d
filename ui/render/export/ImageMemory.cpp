#include "render/export/ImageMemory.h"

#if __has_include(<malloc.h>)
#include <malloc.h> // glibc's mallopt and malloc_trim; it defines __GLIBC__ there
#endif

namespace muster {

void keepImageMemory()
{
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD)
    // 32 MB is as far as glibc's own threshold grows once such blocks are freed; fixed here from
    // the start, and the heaps' free top kept to twice that before it is trimmed.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

void releaseImageMemory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace muster
