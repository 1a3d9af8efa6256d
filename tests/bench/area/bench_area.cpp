// Area-turn resolution at scale: a generated world of 5,000 areas and 100 kingdoms with 16 actions
// each (1,600 orders; goal: resolved in at most 3 ms), 10x the orders on the same map (1,000
// kingdoms; goal: at most 10.5x the time), and for reference the 10x world (50,000 areas, 1,000
// kingdoms), whose state no longer fits the processor's caches. The three are measured in turn,
// round after round, so a busy machine slows them alike; medians of parsing the stored sheets and
// of resolving, per turn and per order, and the ratios.
#include "AreaScenario.h"

#include "rules/area/AreaEngine.h"
#include "rules/area/OrderSheet.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <memory>

using namespace muster;
using namespace muster::test;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

double msSince(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

/// `areaScale` times 5,000 areas, `orderScale` times 100 kingdoms of 16 actions each.
struct Scale
{
    Scale(int areaScale, int orderScale)
        : scenario(generateAreaScenario(42, 5000 * areaScale, 100 * orderScale)),
          rules{scenario.world, scenario.kingdoms, AreaParameters::defaults()}
    {
        std::mt19937_64 rng(7);
        const AreaOrders generated = randomAreaOrders(rng, scenario, kActions, false);
        for (const auto &list : generated) { // the orders as the store keeps them
            OrderSheet sheet;
            sheet.actions = list;
            sheets.push_back(sheet.canonicalLines(scenario.world).join(QLatin1Char('\n')));
            orders += static_cast<int>(list.size());
        }
    }
    /// One round: the name index, the sheets parsed, the turn resolved.
    void measure(int round)
    {
        QElapsedTimer timer;
        timer.start();
        const AreaNameIndex names(scenario.world);
        index.push_back(msSince(timer));
        timer.restart();
        AreaOrders parsed(sheets.size());
        for (size_t k = 0; k < sheets.size(); ++k)
            parsed[k] = parseOrderSheet(sheets[k], names, kActions).actions;
        parse.push_back(msSince(timer));
        timer.restart();
        const AreaTurnResult result = resolveAreaTurn(rules, scenario.state, parsed,
                                                      1234 + static_cast<std::uint64_t>(round));
        resolve.push_back(msSince(timer));
        events = result.log.size();
    }

    static constexpr int kActions = 16;
    AreaScenario scenario;
    AreaRules rules;
    std::vector<QString> sheets;
    int orders = 0;
    size_t events = 0;
    std::vector<double> index, parse, resolve;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    Scale one(1, 1), tenOrders(1, 10), tenWorld(10, 10);
    for (int round = 0; round < 15; ++round)
        for (Scale *s : {&one, &tenOrders, &tenWorld})
            s->measure(round);
    auto row = [&](const char *name, const Scale &t) {
        const double parse = median(t.parse), resolve = median(t.resolve);
        out << name << ": " << t.orders << " orders, " << t.events
            << " log events; median name index " << QString::number(median(t.index), 'f', 2)
            << " ms, parse " << QString::number(parse, 'f', 2) << " ms, resolve "
            << QString::number(resolve, 'f', 2) << " ms per turn; per order: parse "
            << QString::number(parse * 1000 / t.orders, 'f', 2) << " us, resolve "
            << QString::number(resolve * 1000 / t.orders, 'f', 2) << " us\n";
    };
    out << "bench_area: area-turn resolution (RULES part A), medians of 15 rounds\n";
    row("1x  (5,000 areas, 100 kingdoms x 16)", one);
    row("10x orders (5,000 areas, 1,000 kingdoms x 16)", tenOrders);
    row("10x world (50,000 areas, 1,000 kingdoms x 16)", tenWorld);
    const auto ratio = [](const Scale &a, const Scale &b) {
        return QString::number(median(a.resolve) / median(b.resolve), 'f', 2);
    };
    out << "1x resolve: " << QString::number(median(one.resolve), 'f', 2) << " ms (goal <= 3 ms)\n"
        << "10x the orders on the same map take " << ratio(tenOrders, one)
        << "x the time (goal <= 10.5x); on a 10x map too " << ratio(tenWorld, one)
        << "x; parsing 10x the sheets "
        << QString::number(median(tenOrders.parse) / median(one.parse), 'f', 2) << "x\n";
    out.flush();
    return 0;
}
