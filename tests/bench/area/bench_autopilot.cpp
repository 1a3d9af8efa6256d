// The autopilot's cost (core/autopilot/AreaAutopilot.h): every kingdom's sheet written by the
// autopilot on the generated world of 5,000 areas and 100 kingdoms (each kingdom's view of the
// turn's start, its plan and the engine's check of it), against that turn's whole resolution
// pipeline as bench_area measures it (the name index, 100 stored sheets of 16 actions parsed, the
// turn resolved). Goal: at most 10x. The two are measured in turn, round after round, so a busy
// machine slows them alike; medians of 15 rounds and their spread.
#include "AreaScenario.h"

#include "autopilot/AreaAutopilot.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/OrderSheet.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>

using namespace muster;
using namespace muster::test;

namespace {
struct Spread
{
    double low, median, high;
};

Spread spreadOf(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return {v.front(), v[v.size() / 2], v.back()};
}

double msSince(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

QString ms(double value)
{
    return QString::number(value, 'f', 2);
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    constexpr int kActions = 16;
    const AreaScenario scenario = generateAreaScenario(42, 5000, 100);
    const AreaRules rules{scenario.world, scenario.kingdoms, AreaParameters::defaults()};
    std::mt19937_64 rng(7);
    std::vector<QString> stored;
    for (const auto &list : randomAreaOrders(rng, scenario, kActions, false)) {
        OrderSheet sheet;
        sheet.actions = list;
        stored.push_back(sheet.canonicalLines(scenario.world).join(QLatin1Char('\n')));
    }
    Campaign campaign;
    campaign.name = QStringLiteral("bench");
    campaign.seed = 42;
    campaign.world = scenario.world;
    campaign.kingdoms = scenario.kingdoms;
    campaign.ruleset = Ruleset::builtin(RulesetKind::Area);
    campaign.turns.resize(1);
    campaign.current().seed = Campaign::turnSeed(campaign.seed, 1);
    campaign.current().state = scenario.state;

    std::vector<double> pipeline, autopilot;
    int written = 0;
    for (int round = 0; round < 15; ++round) {
        QElapsedTimer timer;
        timer.start();
        const AreaNameIndex names(scenario.world);
        AreaOrders parsed(stored.size());
        for (size_t k = 0; k < stored.size(); ++k)
            parsed[k] = parseOrderSheet(stored[k], names, kActions).actions;
        const AreaTurnResult result = resolveAreaTurn(rules, scenario.state, parsed, 1234 + round);
        pipeline.push_back(msSince(timer));
        timer.restart();
        written = 0;
        for (size_t k = 0; k < campaign.kingdoms.size(); ++k)
            written += static_cast<int>(
                areaAutopilotSheet(campaign, static_cast<int>(k), Doctrine::Expand).size());
        autopilot.push_back(msSince(timer));
        if (result.log.size() == 0)
            return 1;
    }
    const Spread p = spreadOf(pipeline), a = spreadOf(autopilot);
    out << "bench_autopilot: autopilot sheets (expand) for 100 kingdoms of 5,000 areas, " << written
        << " orders written; medians of 15 interleaved rounds (low-high)\n"
        << "turn pipeline (name index, parse 100 x 16, resolve): " << ms(p.median) << " ms ("
        << ms(p.low) << "-" << ms(p.high) << ")\n"
        << "autopilot, every kingdom's sheet: " << ms(a.median) << " ms (" << ms(a.low) << "-"
        << ms(a.high) << ")\n"
        << "ratio: " << QString::number(a.median / p.median, 'f', 2)
        << "x the pipeline (goal <= 10x)\n";
    out.flush();
    return 0;
}
