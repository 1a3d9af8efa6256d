// The hex autopilot (core/autopilot/HexAutopilot.h) over many turns of the hex sample: its lines
// are read by the engine without a refusal on the kingdom's view, and in the turn as played every
// refusal is one the kingdom could not foresee (a path through an army it did not see); the same
// turn gives the same lines; an army a kingdom cannot see changes nothing in its lines; armies
// out of supply march back, the others hold strongholds or, on "expand", attack.
#include "PlayTurn.h"
#include "SampleCampaigns.h"
#include "autopilot/HexAutopilot.h"
#include "io/CampaignJson.h"
#include "log/HexEvents.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexRules.h"

#include <QtTest>

using namespace muster;

namespace {
Campaign sample()
{
    return test::sampleCampaign("sample-hex.json");
}

std::vector<QStringList> sheets(const Campaign &c, Doctrine doctrine)
{
    std::vector<QStringList> out;
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        out.push_back(hexAutopilotSheet(c, static_cast<int>(k), doctrine));
    return out;
}

} // namespace

class TestHexAutopilot : public QObject
{
    Q_OBJECT
private slots:
    void fiftyTurnsOrderNothingTheKingdomCouldForesee_data()
    {
        QTest::addColumn<QString>("doctrine");
        for (const QString &d : doctrineNames())
            QTest::newRow(qPrintable(d)) << d;
    }
    void fiftyTurnsOrderNothingTheKingdomCouldForesee()
    {
        QFETCH(QString, doctrine);
        const Doctrine chosen = *parseDoctrine(doctrine);
        Campaign c = sample();
        const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
        int lines = 0, battles = 0;
        for (int turn = 0; turn < 50; ++turn) {
            const std::vector<QStringList> orders = sheets(c, chosen);
            QCOMPARE(orders, sheets(c, chosen)); // the same turn, the same lines
            for (size_t k = 0; k < orders.size(); ++k) {
                const KingdomView view = kingdomViewAtStart(c, static_cast<int>(k));
                for (const QString &line : orders[k]) {
                    ++lines;
                    // On the kingdom's own view the engine's reader takes every line.
                    const auto onView = hexrules::parseMarchOrder(line, static_cast<int>(k),
                                                                  c.world, view.state, rules);
                    QVERIFY2(onView && *onView, qPrintable(line));
                    // On the true state only what the kingdom did not see may refuse it.
                    const auto onState = hexrules::parseMarchOrder(
                        line, static_cast<int>(k), c.world, c.current().state, rules);
                    QVERIFY2(onState || onState.message().contains(QLatin1String("passes through")),
                             qPrintable(line + QStringLiteral(": ") + onState.message()));
                }
            }
            const TurnLog log = test::playTurn(c, orders);
            for (std::size_t i = 0; i < log.size(); ++i) {
                battles += log.is<log::HexBattleStarted>(i) ? 1 : 0;
                if (const auto *r = log.get<log::OrderRejected>(i))
                    QVERIFY2(log.text(r->reason).contains(QLatin1String("passes through")),
                             qPrintable(log.text(r->order) + QStringLiteral(": ") +
                                        log.text(r->reason)));
            }
        }
        QVERIFY2(lines > 0, "the autopilot never marched");
        qInfo("%s: %d march lines, %d battles in 50 turns", qPrintable(doctrine), lines, battles);
    }

    // An army the kingdom cannot see, moved, made stronger or weaker, changes nothing in its lines.
    void whatAKingdomCannotSeeChangesNothing()
    {
        Campaign c = sample();
        for (int turn = 0; turn < 3; ++turn)
            test::playTurn(c, sheets(c, Doctrine::Expand));
        int compared = 0;
        for (size_t k = 0; k < c.kingdoms.size(); ++k) {
            const QStringList before = hexAutopilotSheet(c, static_cast<int>(k), Doctrine::Expand);
            const KingdomView view = kingdomViewAtStart(c, static_cast<int>(k));
            Campaign changed = c;
            int unseen = 0;
            for (HexArmy &a : changed.current().state.armies)
                if (a.kingdom != static_cast<int>(k) &&
                    !view.seesHex(changed.world.indexOf(a.hex))) {
                    a.units.resize(1); // far weaker: worth attacking, were it seen
                    ++unseen;
                }
            if (unseen == 0)
                continue;
            ++compared;
            QCOMPARE(hexAutopilotSheet(changed, static_cast<int>(k), Doctrine::Expand), before);
        }
        QVERIFY(compared > 0);
    }

    // An army out of supply marches back toward its kingdom's strongholds.
    void anArmyOutOfSupplyMarchesBack()
    {
        Campaign c = sample();
        HexArmy &army = c.current().state.armies.front();
        const int k = army.kingdom;
        // Far from every road and stronghold: the farthest land hex from its strongholds.
        Hex far = army.hex;
        int farthest = -1;
        for (int i = 0; i < c.world.hexCount(); ++i) {
            const Hex h = c.world.hexAt(i);
            if (c.world.terrainAt(h) == HexTerrain::Water)
                continue;
            int nearest = std::numeric_limits<int>::max();
            for (const Stronghold &s : c.world.strongholds)
                if (s.owner == k)
                    nearest = std::min(nearest, hexDistance(h, s.hex));
            if (nearest > farthest) {
                farthest = nearest;
                far = h;
            }
        }
        army.hex = far;
        const QStringList lines = hexAutopilotSheet(c, k, Doctrine::Defend);
        QVERIFY(!lines.isEmpty());
        QVERIFY2(lines.front().startsWith(army.id + QStringLiteral(" MARCH")),
                 qPrintable(lines.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestHexAutopilot)
#include "tst_hex_autopilot.moc"
