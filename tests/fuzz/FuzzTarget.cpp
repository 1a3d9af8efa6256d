// One libFuzzer target: MUSTER_FUZZ_CHECK names the check of FuzzChecks.h it runs (set per target
// in CMakeLists.txt).
#include "FuzzChecks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    muster::fuzz::MUSTER_FUZZ_CHECK(data, size);
    return 0;
}
