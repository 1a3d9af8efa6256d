// Area-turn resolution at scale (issue 3): a generated world of 5,000 areas and 100 kingdoms with
// 16 actions each (1,600 orders), and the 10x variant (50,000 areas, 1,000 kingdoms, 16,000
// orders). Prints medians of parsing the stored sheets and of resolving, per turn and per order,
// and the growth of the time per order from 1x to 10x (1.0 is perfectly linear).
#include "AreaScenario.h"

#include "rules/area/AreaEngine.h"
#include "rules/area/OrderSheet.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>

using namespace muster;
using namespace muster::test;

namespace {

struct Timing
{
    double indexMs = 0; // building the area name index, once per world
    double parseMs = 0;
    double resolveMs = 0;
    int orders = 0;
    size_t events = 0;
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

Timing measure(int scale, int repetitions)
{
    const int areas = 5000 * scale, kingdoms = 100 * scale, actions = 16;
    const AreaScenario s = generateAreaScenario(42, areas, kingdoms);
    std::mt19937_64 rng(7);
    const AreaOrders generated = randomAreaOrders(rng, s, actions, false);
    // The orders as the store keeps them: canonical lines per kingdom.
    std::vector<QString> sheets;
    int orders = 0;
    for (const auto &list : generated) {
        OrderSheet sheet;
        sheet.actions = list;
        sheets.push_back(sheet.canonicalLines(s.world).join(QLatin1Char('\n')));
        orders += static_cast<int>(list.size());
    }
    const AreaRules rules{s.world, s.kingdoms, AreaParameters{}};
    std::vector<double> index, parse, resolve;
    Timing t;
    t.orders = orders;
    for (int r = 0; r < repetitions; ++r) {
        QElapsedTimer timer;
        timer.start();
        const AreaNameIndex names(s.world);
        index.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        timer.restart();
        AreaOrders parsed(sheets.size());
        for (size_t k = 0; k < sheets.size(); ++k)
            parsed[k] = parseOrderSheet(sheets[k], names, actions).actions;
        parse.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        timer.restart();
        const AreaTurnResult result = resolveAreaTurn(rules, s.state, parsed, 1234 + r);
        resolve.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        t.events = result.log.size();
    }
    t.indexMs = median(index);
    t.parseMs = median(parse);
    t.resolveMs = median(resolve);
    return t;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const Timing one = measure(1, 9);
    const Timing ten = measure(10, 5);
    auto row = [&](const char *name, const Timing &t) {
        out << name << ": " << t.orders << " orders, " << t.events
            << " log events; median name index " << QString::number(t.indexMs, 'f', 2)
            << " ms, parse " << QString::number(t.parseMs, 'f', 2) << " ms, resolve "
            << QString::number(t.resolveMs, 'f', 2) << " ms per turn; per order: parse "
            << QString::number(t.parseMs * 1000 / t.orders, 'f', 2) << " us, resolve "
            << QString::number(t.resolveMs * 1000 / t.orders, 'f', 2) << " us\n";
    };
    out << "bench_area: area-turn resolution (RULES part A), medians\n";
    row("1x  (5,000 areas, 100 kingdoms x 16)", one);
    row("10x (50,000 areas, 1,000 kingdoms x 16)", ten);
    const double growth = (ten.resolveMs / ten.orders) / (one.resolveMs / one.orders);
    const double parseGrowth = (ten.parseMs / ten.orders) / (one.parseMs / one.orders);
    out << "growth of time per order 1x -> 10x: resolve " << QString::number(growth, 'f', 2)
        << ", parse " << QString::number(parseGrowth, 'f', 2)
        << " (1.00 = linear; goal within 1.20)\n";
    out.flush();
    return 0;
}
