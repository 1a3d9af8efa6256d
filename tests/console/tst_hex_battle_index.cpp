// The battle viewer's index of hex battles (ui/console/battles/BattleIndex) and its step views
// (ui/console/battles/BattleStepView) over every rules case with a battle (tests/rules/hex/cases/):
// each battle of the log is listed once, every event naming the battle is one step of it in log
// order with a caption and a badge, the map at each step is core's replay with the battle's units
// still on the field, and at the end the BR each side has on the field is its starting BR (the
// engine's BattleStarted) less the BR the engine says it lost (BattleEnded's lostBr: defeats and
// routs, H4.2, H6.3). Between them the cases cover heroic forays, throws, defeats, break points,
// morale, withdrawal, pursuit, retreat and surrender.
#include "HexCase.h"
#include "console/battles/BattleIndex.h"
#include "console/battles/BattleStepView.h"
#include "dice/Dice.h"
#include "log/LogContext.h"
#include "log/LogText.h"
#include "model/Campaign.h"
#include "rules/hex/BattleDecisions.h"
#include "rules/hex/HexEngine.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexReplay.h"
#include "rules/hex/HexRules.h"

#include <QDir>
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
            TurnRecord turn;
            turn.state = c->state;
            Dice dice(c->seed, &turn.log);
            dice.force(c->dice);
            ScriptedBattleDecisions decisions(c->decisions);
            HexResolveOptions options;
            options.firstDay = c->firstDay;
            options.maxDays = c->days;
            options.decisions = &decisions;
            resolveHexDays(c->world, c->ruleset, c->state, orders.marches, options, dice, turn.log);
            const TurnLog &log = turn.log;

            Campaign campaign;
            campaign.ruleset = c->ruleset;
            campaign.world = c->world;
            for (const QString &k : c->kingdoms)
                campaign.kingdoms.push_back(
                    {k, k.toUpper(), QString(), QString(), QString(), QString(), QString()});
            const TurnBattles index = indexBattles(log, campaign, c->state);
            // The words: counts in their plural forms ("1 unit", never "1 units" or "unit(s)"),
            // units numbered from 1 as in the battle dialogs.
            const QRegularExpression miscount(QStringLiteral(
                R"(\(s\)|\(es\)|\b1 (units|hits|turns|hexes|days|throws|attack throws|hit points|calamities)\b|\bunit 0\b)"));
            const LogContext context = LogContext::of(campaign);
            for (size_t i = 0; i < log.size(); ++i) {
                const QString sentence = eventSentence(log, i, context);
                QVERIFY2(!miscount.match(sentence).hasMatch(), qPrintable(file + u' ' + sentence));
            }
            for (const BattleInfo &b : index.battles)
                for (const BattleStep &s : b.steps) {
                    const QStringList shown = QStringList(s.detail) << s.caption;
                    for (const QString &words : shown)
                        QVERIFY2(!miscount.match(words).hasMatch(),
                                 qPrintable(file + u' ' + words));
                }
            QSet<int> ids; // battle ids by their text
            for (size_t i = 0; i < log.size(); ++i)
                if (const auto *e = log.get<log::HexBattleStarted>(i))
                    ids << e->battle.index;
            QCOMPARE(index.battles.size(), static_cast<size_t>(ids.size()));
            for (const BattleInfo &b : index.battles) {
                ++battlesSeen;
                QCOMPARE(b.logged.number, 0); // named by its id, never by an area battle's number
                QVERIFY(std::holds_alternative<HexBattleSite>(b.site) &&
                        ids.contains(b.logged.name.index) && !b.result.isEmpty());
                std::vector<size_t> expected; // every event naming this battle, in log order
                for (size_t i = 0; i < log.size(); ++i)
                    log.visit(i, [&](const auto &e) {
                        if constexpr (requires { e.battle.index; }) // not dice: what.battle
                            if (e.battle == b.logged.name)
                                expected.push_back(i);
                    });
                std::vector<size_t> steps;
                for (const BattleStep &s : b.steps) {
                    steps.push_back(s.event);
                    const BattleStepView view = battleStepView(campaign, turn, b, s);
                    QVERIFY2(!s.caption.isEmpty() && view.badge.size() >= 3,
                             qPrintable(file + u' ' + view.badge.join(u'|')));
                    covered << QLatin1String(log::eventTypeName(log.typeAt(s.event)));
                    checkStepMap(file, rules, turn, b, s, view);
                }
                QCOMPARE(steps, expected);
                checkEndBr(file, campaign, turn, b);
            }
        }
        QVERIFY(battlesSeen >= 10);
        for (const char *type :
             {"BattleStarted", "HeroicForay", "AttackThrows", "UnitsDefeated", "BreakPoint",
              "MoraleRoll", "Withdrawal", "BattleEnded", "Pursuit", "Retreat", "Surrender"})
            QVERIFY2(covered.contains(QLatin1String(type)), type);
    }

    /// An army that turned hostile on an Enmity loyalty roll earlier in the turn (H7.2) fights
    /// its battle as nobody's, as the replay has it, not under the kingdom it served at the start.
    void armyTurnedHostileBeforeItsBattleServesNone()
    {
        Campaign campaign;
        campaign.kingdoms.push_back(
            {QStringLiteral("ALD"), QStringLiteral("Aldmark"), {}, {}, {}, {}, {}});
        campaign.kingdoms.push_back(
            {QStringLiteral("BRE"), QStringLiteral("Bremen"), {}, {}, {}, {}, {}});
        TurnState start;
        HexArmy a;
        a.id = QStringLiteral("A1");
        a.kingdom = 0;
        HexArmy b = a;
        b.id = QStringLiteral("B1");
        b.kingdom = 1;
        start.armies = {a, b};
        TurnLog log;
        log::LoyaltyRoll roll;
        roll.army = log.intern(QStringLiteral("A1"));
        roll.result = LoyaltyResult::Enmity;
        log.add(roll);
        log::HexBattleStarted started;
        started.battle = log.intern(QStringLiteral("Ford"));
        started.attacker = log.intern(QStringLiteral("A1"));
        started.defender = log.intern(QStringLiteral("B1"));
        log.add(started);
        log::HexBattleEnded ended;
        ended.battle = started.battle;
        log.add(ended);

        const TurnBattles index = indexBattles(log, campaign, start);
        QCOMPARE(index.battles.size(), size_t{1});
        const BattleInfo &battle = index.battles.front();
        QCOMPARE(battle.kingdom, -1);
        QCOMPARE(battle.defender, 1);
        QCOMPARE(battle.labels[0], QStringLiteral("A1 (unowned)"));
        QCOMPARE(battle.labels[1], QStringLiteral("B1 (Bremen)"));
    }

private:
    /// The map at a step: the whole replay, both armies with just the units on the field, in
    /// the battle hex or where they retreated to.
    void checkStepMap(const QString &file, const HexRules &rules, const TurnRecord &turn,
                      const BattleInfo &b, const BattleStep &s, const BattleStepView &view)
    {
        const TurnLog &log = turn.log;
        const HexTurnState at = replayHexTurn(rules, turn.state, log, s.event + 1);
        QCOMPARE(view.map.armies, fieldState(at, log).armies);
        std::optional<Hex> retreatedTo[2];
        for (size_t i = b.logged.started; i <= s.event; ++i)
            if (const auto *r = log.get<log::Retreat>(i))
                retreatedTo[log.text(r->army) == b.armies[0] ? 0 : 1] = r->to;
        for (int side = 0; side < 2; ++side) {
            const auto drawn =
                std::find_if(view.map.armies.begin(), view.map.armies.end(),
                             [&](const HexArmy &a) { return a.id == b.armies[side]; });
            const QString where =
                QStringLiteral("%1 %2 step %3 side %4").arg(file, b.name).arg(s.event).arg(side);
            const double br = brOnField(at, rules, log, side);
            if (drawn == view.map.armies.end()) {
                QVERIFY2(br == 0, qPrintable(where));
                continue;
            }
            QVERIFY2(std::abs(rules.armyBr(*drawn) - br) < 1e-9, qPrintable(where));
            QCOMPARE(drawn->hex, retreatedTo[side].value_or(std::get<HexBattleSite>(b.site).at));
        }
    }

    /// The BR line of the BattleEnded step against the engine's own numbers.
    void checkEndBr(const QString &file, const Campaign &campaign, const TurnRecord &turn,
                    const BattleInfo &b)
    {
        const TurnLog &log = turn.log;
        const auto &start = *log.get<log::HexBattleStarted>(b.logged.started);
        for (const BattleStep &s : b.steps) {
            const auto *end = log.get<log::HexBattleEnded>(s.event);
            if (!end)
                continue;
            const QString line = battleStepView(campaign, turn, b, s).badge.value(1);
            const QString expected =
                hexBrLine(b.labels[0], start.br[0].points() - end->lostBr[0].points(), b.labels[1],
                          start.br[1].points() - end->lostBr[1].points());
            QVERIFY2(line == expected,
                     qPrintable(QStringLiteral("%1: '%2' is not '%3'").arg(file, line, expected)));
        }
    }
};

QTEST_MAIN(TestHexBattleIndex)
#include "tst_hex_battle_index.moc"
