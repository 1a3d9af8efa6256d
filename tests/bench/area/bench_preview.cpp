// The engine run behind the orders dock's check and battle preview, redone on every edit: the turn
// resolved with every kingdom's orders entered so far (AreaPreview.h). Measured round after round,
// so a busy machine slows them alike, against references of the same run: the same preview with
// the one kingdom's orders alone (what a one-kingdom preview ran), and for the campaign's preview
// (previewKingdomOrders, the dock's call) the bare resolution of the stored turn. On the bundled
// sample, per kingdom, and on the generated world of bench_area (5,000 areas, 100 kingdoms x 16
// actions), one kingdom.
#include "AreaScenario.h"
#include "BenchTiming.h"

#include "io/CampaignJson.h"
#include "model/Campaign.h"
#include "rules/area/AreaPreview.h"
#include "rules/area/OrderSheet.h"

#include <QCoreApplication>
#include <QTextStream>

using namespace muster;
using namespace muster::test;

namespace {

/// Microseconds per call of `f`, over `calls` calls.
template <class F> double usPer(int calls, F &&f)
{
    return timeMs([&] {
               for (int i = 0; i < calls; ++i)
                   f();
           }) *
           1e3 / calls;
}

/// `orders` with every kingdom but `kingdom` doing nothing.
AreaOrders alone(const AreaOrders &orders, int kingdom)
{
    AreaOrders out(orders.size());
    out[static_cast<size_t>(kingdom)] = orders[static_cast<size_t>(kingdom)];
    return out;
}

struct Times
{
    std::vector<double> all, one;
    QString row(const char *name) const
    {
        const double a = median(all), o = median(one);
        return QStringLiteral("%1: every kingdom's orders %2 us, its orders alone %3 us: %4x\n")
            .arg(QLatin1String(name))
            .arg(a, 0, 'f', 1)
            .arg(o, 0, 'f', 1)
            .arg(a / o, 0, 'f', 2);
    }
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    Problems problems;
    const auto sample =
        readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), problems);
    if (!sample) {
        out << "bench_preview: cannot read the area sample\n";
        return 1;
    }
    const Campaign &c = *sample;
    const AreaRules sampleRules{c.world, c.kingdoms, AreaParameters::fromRuleset(c.ruleset)};
    AreaOrders sampleOrders(c.kingdoms.size());
    for (size_t k = 0; k < sampleOrders.size(); ++k)
        sampleOrders[k] = parseOrderSheet(c.current().orders[k].join(QLatin1Char('\n')), c.world,
                                          sampleRules.params.maxActions)
                              .actions;

    const AreaScenario big = generateAreaScenario(42, 5000, 100);
    const AreaRules bigRules{big.world, big.kingdoms, AreaParameters::defaults()};
    std::mt19937_64 rng(7);
    const AreaOrders bigOrders = randomAreaOrders(rng, big, 16, false);

    Times sampleTimes, world;
    std::vector<double> check, bare;
    const int kingdoms = static_cast<int>(c.kingdoms.size());
    std::size_t sink = 0; // keeps the calls from being optimised away
    for (int round = 0; round < 15; ++round) {
        // The sample, per kingdom in turn: its preview with every kingdom's orders, the same with
        // its orders alone, the campaign's preview as the dock runs it, and the bare resolution
        // of the stored turn.
        const auto perKingdom = [&](const auto &f) {
            return usPer(20,
                         [&] {
                             for (int k = 0; k < kingdoms; ++k)
                                 f(k);
                         }) /
                   kingdoms;
        };
        const TurnRecord &turn = c.current();
        sampleTimes.all.push_back(perKingdom([&](int k) {
            sink += previewKingdomTurn(sampleRules, turn.state, sampleOrders, k, turn.seed)
                        .attacks.size();
        }));
        sampleTimes.one.push_back(perKingdom([&](int k) {
            sink +=
                previewKingdomTurn(sampleRules, turn.state, alone(sampleOrders, k), k, turn.seed)
                    .attacks.size();
        }));
        check.push_back(perKingdom([&](int k) {
            sink += previewKingdomOrders(c, k, turn.orders[static_cast<size_t>(k)]).attacks.size();
        }));
        bare.push_back(usPer(20, [&] { sink += resolveCurrentAreaTurn(c).log.size(); }));
        // The generated world: kingdom 0's preview.
        world.all.push_back(usPer(2, [&] {
            sink += previewKingdomTurn(bigRules, big.state, bigOrders, 0, 1234).attacks.size();
        }));
        world.one.push_back(usPer(2, [&] {
            sink += previewKingdomTurn(bigRules, big.state, alone(bigOrders, 0), 0, 1234)
                        .attacks.size();
        }));
    }
    out << "bench_preview: an attack preview with every kingdom's orders against the same with "
           "one kingdom's orders alone, medians of 15 rounds\n"
        << sampleTimes.row("sample-area, per kingdom")
        << world.row("5,000 areas, 100 kingdoms x 16, one kingdom")
        << "sample-area, previewKingdomOrders per kingdom (the dock's run: every stored sheet "
           "parsed, the turn resolved, read back): "
        << QString::number(median(check), 'f', 1) << " us, "
        << QString::number(median(check) / median(bare), 'f', 2)
        << "x a bare resolveCurrentAreaTurn (" << QString::number(median(bare), 'f', 1) << " us)\n";
    if (sink == 0)
        out << "no battles and no events: nothing was measured\n";
    out.flush();
    return 0;
}
