#pragma once
// The memory of the large images the exports and the players' packs draw one after another (a
// page at print resolution, a kingdom's map, a band of a whole-map export: 5 to 30 MB each).
//
// glibc's malloc maps each such block fresh from the kernel, or hands freed ones back as soon as
// they lie at the top of a heap, so every new image is faulted in page by page: a tenth of the
// packs' processor time went to those faults (bench_packs under perf; 0.8-0.9x the time once
// kept). The programs ask malloc once, at start, to keep blocks of up to 32 MB on its heaps and
// up to 64 MB of them free there; after a long job that drew many, the free memory is given back.

namespace muster {

/// Asks malloc to keep large image blocks on its heaps, for the program's whole life. Does
/// nothing where the C library is not glibc (or under a sanitizer's allocator).
void keepImageMemory();

/// Gives the memory freed on malloc's heaps back to the system, after a job that drew many
/// images.
void releaseImageMemory();

} // namespace muster
