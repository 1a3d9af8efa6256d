#pragma once
// How much order work this process has done: order sheets parsed (parseOrderSheet), the order
// lines read in them, and area turns run through the engine (resolveAreaTurn, real resolutions
// and dry runs alike). Orders should be parsed once when entered and one dry run should serve
// every view of a revision of them; these counts are how a test proves it for one edit
// (tests/orders_layer/tst_order_work.cpp) without timing anything. Counting never changes a result.
//
//     const OrderWorkCounts before = orderWorkCounts();
//     editOneOrder();
//     const OrderWorkCounts done = orderWorkCounts() - before;

namespace muster {

struct OrderWorkCounts
{
    long long sheetParses = 0;      // parseOrderSheet calls
    long long orderLinesParsed = 0; // lines with words the parser read as an order, over them all
    long long areaTurnRuns = 0;     // resolveAreaTurn calls

    OrderWorkCounts operator-(const OrderWorkCounts &earlier) const
    {
        return {sheetParses - earlier.sheetParses, orderLinesParsed - earlier.orderLinesParsed,
                areaTurnRuns - earlier.areaTurnRuns};
    }
};

/// The counts so far, every thread's (a resolution may run on a worker).
OrderWorkCounts orderWorkCounts();

/// One sheet parsed with `orderLines` lines read as orders (OrderSheet.cpp).
void countSheetParse(long long orderLines);
/// One run of the area engine (AreaTurn.cpp).
void countAreaTurnRun();

} // namespace muster
