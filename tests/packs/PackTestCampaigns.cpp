#include "PackTestCampaigns.h"

#include "io/CampaignJson.h"
#include "log/TurnLog.h"
#include "rules/hex/HexPathfinding.h"
#include "rules/turn/TurnResolution.h"

#include <QtTest>

namespace muster::test {

QString playerAddress(const Kingdom &kingdom)
{
    return kingdom.id.toLower() + QStringLiteral("@players.example");
}

Campaign resolvedSample(const QString &name)
{
    Problems problems;
    auto c = readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/") + name, problems);
    if (!c)
        qFatal("cannot read the sample %s: %s", qPrintable(name), qPrintable(problems.toString()));
    for (Kingdom &k : c->kingdoms)
        k.email = playerAddress(k);
    if (c->ruleset.kind == RulesetKind::Area) {
        applyResolution(*c, resolveCurrentTurn(*c));
        return std::move(*c);
    }
    // The hex sample's armies stand apart: two of them (Vossmark's A2, Tamsk's C1) march at each
    // other until they fight, so the last resolved turn has a battle to report (or hide).
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c->ruleset);
    for (int step = 0; step < 12; ++step) {
        TurnRecord &turn = c->current();
        auto find = [&](const QString &id) {
            for (const HexArmy &a : turn.state.armies)
                if (a.id == id)
                    return &a;
            return static_cast<const HexArmy *>(nullptr);
        };
        const HexArmy *a = find(QStringLiteral("A2"));
        const HexArmy *b = find(QStringLiteral("C1"));
        if (a && b && a->hex != b->hex) {
            turn.orders.assign(c->kingdoms.size(), {});
            for (const HexArmy *army : {a, b}) {
                const HexArmy *enemy = army == a ? b : a;
                const auto route = hexrules::findMarchRoute(c->world, rules, army->hex, enemy->hex);
                QStringList line{army->id, QStringLiteral("MARCH")};
                for (size_t i = 1; i < route.hexes.size(); ++i)
                    line << hexLabel(route.hexes[i]);
                if (route.found && route.hexes.size() > 1)
                    turn.orders[static_cast<size_t>(army->kingdom)] << line.join(QLatin1Char(' '));
            }
        }
        applyResolution(*c, resolveCurrentTurn(*c));
        const TurnLog &log = c->turns[c->turns.size() - 2].log;
        for (size_t i = 0; i < log.size(); ++i)
            if (log.is<log::HexBattleStarted>(i))
                return std::move(*c);
    }
    qFatal("the hex sample's armies never met");
}

} // namespace muster::test
