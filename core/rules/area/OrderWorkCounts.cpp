#include "rules/area/OrderWorkCounts.h"

#include <atomic>

namespace muster {

namespace {
// Relaxed: the counts order nothing, they are read after the work they count has finished.
std::atomic<long long> g_sheetParses{0};
std::atomic<long long> g_orderLinesParsed{0};
std::atomic<long long> g_areaTurnRuns{0};
} // namespace

OrderWorkCounts orderWorkCounts()
{
    return {g_sheetParses.load(std::memory_order_relaxed),
            g_orderLinesParsed.load(std::memory_order_relaxed),
            g_areaTurnRuns.load(std::memory_order_relaxed)};
}

void countSheetParse(long long orderLines)
{
    g_sheetParses.fetch_add(1, std::memory_order_relaxed);
    g_orderLinesParsed.fetch_add(orderLines, std::memory_order_relaxed);
}

void countAreaTurnRun()
{
    g_areaTurnRuns.fetch_add(1, std::memory_order_relaxed);
}

} // namespace muster
