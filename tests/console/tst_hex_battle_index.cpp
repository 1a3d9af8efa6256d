// The hex battle index (ui/battles/HexBattleIndex) over every rules case with a battle
// (tests/rules/hex/cases/): each battle of the log is listed once, every event naming the battle is
// one step of it in log order with a caption and a badge, and at the end the BR each side has on
// the field is its starting BR (the engine's BattleStarted sentence) less the BR the engine says it
// lost (BattleEnded's lostBr: defeats and routs, H4.2, H6.3). Between them the cases cover heroic
// forays, throws, defeats, break points, morale, withdrawal, pursuit, retreat and surrender.
#include "HexCase.h"
#include "battles/BattleStepState.h"
#include "battles/HexBattleIndex.h"
#include "dice/Dice.h"
#include "model/Campaign.h"
#include "rules/hex/BattleDecisions.h"
#include "rules/hex/HexEngine.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexRules.h"

#include <QDir>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace muster;
using namespace muster::hexrules;

class TestHexBattleIndex : public QObject
{
    Q_OBJECT
private slots:
    void everyBattleEventIsAStep()
    {
        const QDir dir(QStringLiteral(MUSTER_SOURCE_DIR "/tests/rules/hex/cases"));
        QSet<QString> covered;
        int battlesSeen = 0;
        for (const QString &file : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            QString error;
            const auto c = test::loadHexCase(dir.filePath(file), &error);
            QVERIFY2(c, qPrintable(file + u' ' + error));
            // Resolved as tst_hex_rules does: forced dice (R3) and the case's decisions.
            const HexRules rules = HexRules::fromRuleset(c->ruleset);
            const HexOrders orders = parseHexOrders(c->orders, c->world, c->state, rules);
            TurnLog log;
            Dice dice(c->seed, &log);
            dice.force(c->dice);
            ScriptedBattleDecisions decisions(c->decisions);
            HexResolveOptions options;
            options.firstDay = c->firstDay;
            options.maxDays = c->days;
            options.decisions = &decisions;
            resolveHexDays(c->world, c->ruleset, c->state, orders.marches, options, dice, log);

            Campaign campaign;
            campaign.ruleset = c->ruleset;
            for (const QString &k : c->kingdoms)
                campaign.kingdoms.push_back({k, k.toUpper(), QString(), QString()});
            const TurnBattles index = indexHexBattles(log.toJson(), campaign, c->state);
            const auto &events = index.log.events();
            QSet<QString> ids;
            for (const LogEvent &e : events)
                if (e.type == QLatin1String("BattleStarted"))
                    ids << e.data.value(QStringLiteral("battle")).toString();
            QCOMPARE(index.battles.size(), static_cast<size_t>(ids.size()));
            for (const BattleInfo &b : index.battles) {
                ++battlesSeen;
                QVERIFY(b.hex && ids.contains(b.name) && !b.result.isEmpty());
                std::vector<int> expected; // every event naming this battle, in log order
                for (int i = 0; i < static_cast<int>(events.size()); ++i)
                    if (events[static_cast<size_t>(i)].data.value(QStringLiteral("battle")) ==
                        b.name)
                        expected.push_back(i);
                std::vector<int> steps;
                for (const BattleStep &s : b.steps) {
                    steps.push_back(s.event);
                    QVERIFY2(!s.caption.isEmpty() && s.badge.size() >= 3,
                             qPrintable(file + u' ' + s.badge.join(u'|')));
                    covered << events[static_cast<size_t>(s.event)].type;
                }
                QCOMPARE(steps, expected);
                checkEndBr(file, events, b);
                checkStepMaps(file, events, rules, c->state, b);
            }
        }
        QVERIFY(battlesSeen >= 10);
        for (const char *type :
             {"BattleStarted", "HeroicForay", "AttackThrows", "UnitsDefeated", "BreakPoint",
              "MoraleRoll", "Withdrawal", "BattleEnded", "Pursuit", "Retreat", "Surrender"})
            QVERIFY2(covered.contains(QLatin1String(type)), type);
    }

private:
    /// The battle viewer's map at each step (battles/BattleStepState): both armies with just the
    /// units on the field, whose BR is the step's, in the battle hex or where they retreated to.
    void checkStepMaps(const QString &file, const std::vector<LogEvent> &events,
                       const HexRules &rules, const TurnState &start, const BattleInfo &b)
    {
        QString retreatedTo[2];
        for (const BattleStep &s : b.steps) {
            const LogEvent &e = events[static_cast<size_t>(s.event)];
            const QString army = e.data.value(QStringLiteral("army")).toString();
            if (e.type == QLatin1String("Retreat"))
                retreatedTo[army == b.armies[0] ? 0 : 1] =
                    e.data.value(QStringLiteral("to")).toString();
            const TurnState map = hexBattleStepState(start, b, s);
            for (int side = 0; side < 2; ++side) {
                const auto drawn =
                    std::find_if(map.armies.begin(), map.armies.end(),
                                 [&](const HexArmy &a) { return a.id == b.armies[side]; });
                const QString where =
                    QStringLiteral("%1 %2 step %3 side %4").arg(file, b.name, e.type).arg(side);
                if (s.onField[side].empty()) {
                    QVERIFY2(drawn == map.armies.end(), qPrintable(where));
                    continue;
                }
                QVERIFY2(drawn != map.armies.end(), qPrintable(where));
                QCOMPARE(drawn->units.size(), s.onField[side].size());
                QVERIFY2(std::abs(rules.armyBr(*drawn) - s.br[side]) < 1e-9, qPrintable(where));
                QCOMPARE(hexLabel(drawn->hex),
                         retreatedTo[side].isEmpty() ? b.area : retreatedTo[side]);
            }
        }
    }

    /// The BR line of the BattleEnded step against the engine's own numbers.
    void checkEndBr(const QString &file, const std::vector<LogEvent> &events, const BattleInfo &b)
    {
        const LogEvent &start = events[static_cast<size_t>(b.steps.front().event)];
        static const QRegularExpression brOf(
            QStringLiteral("army (\\S+) \\(\\d+ units, BR ([\\d.]+)\\)"));
        double startBr[2] = {0, 0};
        QString army[2];
        auto match = brOf.globalMatch(start.text);
        for (int s = 0; s < 2 && match.hasNext(); ++s) {
            const auto m = match.next();
            army[s] = m.captured(1);
            startBr[s] = m.captured(2).toDouble();
        }
        QVERIFY2(!army[1].isEmpty(), qPrintable(start.text));
        for (const BattleStep &s : b.steps) {
            const LogEvent &e = events[static_cast<size_t>(s.event)];
            if (e.type != QLatin1String("BattleEnded"))
                continue;
            const QJsonArray lost = e.data.value(QStringLiteral("lostBr")).toArray();
            const QString line = s.badge.value(1);
            for (int side = 0; side < 2; ++side) {
                const QString br = QStringLiteral(") BR %1").arg(
                    QString::number(startBr[side] - lost[side].toDouble(), 'g', 6));
                const qsizetype at = line.indexOf(QStringLiteral("  vs  "));
                const QString half = side == 0 ? line.left(at) : line.mid(at);
                QVERIFY2(half.contains(army[side]) && half.endsWith(br),
                         qPrintable(QStringLiteral("%1: side %2 '%3' lacks '%4'")
                                        .arg(file)
                                        .arg(side)
                                        .arg(line, br)));
            }
        }
    }
};

QTEST_MAIN(TestHexBattleIndex)
#include "tst_hex_battle_index.moc"
