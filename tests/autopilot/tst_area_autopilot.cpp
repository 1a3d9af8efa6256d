// The area autopilot (core/autopilot/AreaAutopilot.h) over many turns of the area sample: its
// sheets parse, the engine refuses none of their actions when the kingdom acts alone on the turn's
// true state, and in the turn as played every refusal is one the kingdom could not foresee (an
// area or armies lost earlier in the same turn); the same turn gives the same sheets; what a
// kingdom cannot see changes nothing in its sheet; "expand" takes more land than "defend".
#include "PlayTurn.h"
#include "SampleCampaigns.h"
#include "autopilot/AreaAutopilot.h"
#include "io/CampaignJson.h"
#include "log/AreaBattleEvents.h"
#include "log/AreaEvents.h"
#include "rules/area/AreaParameters.h"
#include "rules/area/OrderSheet.h"

#include <QtTest>

using namespace muster;

namespace {
Campaign sample()
{
    return test::sampleCampaign("sample-area.json");
}

AreaRules rulesOf(const Campaign &c)
{
    return {c.world, c.kingdoms, AreaParameters::fromRuleset(c.ruleset)};
}

/// Every kingdom's autopilot sheet for the current turn.
std::vector<QStringList> sheets(const Campaign &c, const std::vector<Doctrine> &doctrines)
{
    std::vector<QStringList> out;
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        out.push_back(areaAutopilotSheet(c, static_cast<int>(k), doctrines[k]));
    return out;
}

int captures(const TurnLog &log)
{
    int n = 0;
    for (std::size_t i = 0; i < log.size(); ++i)
        n += log.is<log::Captured>(i) ? 1 : 0;
    return n;
}
} // namespace

class TestAreaAutopilot : public QObject
{
    Q_OBJECT
private slots:
    void fiftyTurnsOrderNothingTheKingdomCouldForesee_data()
    {
        QTest::addColumn<QStringList>("doctrines"); // one per kingdom, round the kingdoms
        for (const QString &d : doctrineNames())
            QTest::newRow(qPrintable(d)) << QStringList{d};
        QTest::newRow("mixed") << doctrineNames();
    }
    void fiftyTurnsOrderNothingTheKingdomCouldForesee()
    {
        QFETCH(QStringList, doctrines);
        Campaign c = sample();
        std::vector<Doctrine> chosen;
        for (size_t k = 0; k < c.kingdoms.size(); ++k)
            chosen.push_back(
                *parseDoctrine(doctrines[static_cast<qsizetype>(k) % doctrines.size()]));
        const AreaRules rules = rulesOf(c);
        int actions = 0;
        for (int turn = 0; turn < 50; ++turn) {
            const std::vector<QStringList> orders = sheets(c, chosen);
            const TurnState start = c.current().state;
            for (size_t k = 0; k < orders.size(); ++k) {
                const OrderSheet sheet =
                    parseOrderSheet(orders[k].join(u'\n'), c.world, rules.params.maxActions);
                QVERIFY2(sheet.ok(), qPrintable(sheet.errorTexts().join(u'\n')));
                QCOMPARE(sheet.canonicalLines(c.world), orders[k]);
                actions += static_cast<int>(sheet.actions.size());
                // Alone on the true state, the engine refuses nothing of it.
                AreaOrders alone(c.kingdoms.size());
                alone[k] = sheet.actions;
                const AreaTurnResult run = resolveAreaTurn(rules, start, alone, c.current().seed);
                for (std::size_t i = 0; i < run.log.size(); ++i)
                    if (const auto *f = run.log.get<log::ActionFailed>(i))
                        QFAIL(
                            qPrintable(QStringLiteral("turn %1, %2 alone: \"%3\" refused (%4)")
                                           .arg(c.current().number)
                                           .arg(c.kingdoms[k].id, formatAction(f->action, c.world),
                                                failureCode(f->failure.reason))));
            }
            const TurnLog log = test::playTurn(c, orders);
            // With every kingdom acting, only what another kingdom did first may refuse an order:
            // an area or armies it took, or armies that retreated from its attack into difficult
            // land, which makes that land sticky (A7.2, A6.1).
            for (std::size_t i = 0; i < log.size(); ++i)
                if (const auto *f = log.get<log::ActionFailed>(i)) {
                    const FailureReason r = f->failure.reason;
                    QVERIFY2(
                        r == FailureReason::SourceNotOwned || r == FailureReason::TargetNotOwned ||
                            r == FailureReason::TooFewArmies || r == FailureReason::LevyLimit ||
                            r == FailureReason::SourceSticky,
                        qPrintable(QStringLiteral("turn %1: \"%2\" of %3 refused (%4)")
                                       .arg(c.turns[c.turns.size() - 2].number)
                                       .arg(formatAction(f->action, c.world),
                                            c.kingdoms[static_cast<size_t>(f->kingdom.index)].id,
                                            failureCode(r))));
                }
        }
        QVERIFY2(actions > 50, qPrintable(QString::number(actions)));
    }

    void theSameTurnGivesTheSameSheets()
    {
        Campaign a = sample(), b = sample();
        const std::vector<Doctrine> mixed{Doctrine::Expand,      Doctrine::Raid,   Doctrine::Defend,
                                          Doctrine::Consolidate, Doctrine::Expand, Doctrine::Raid};
        std::vector<Doctrine> chosen;
        for (size_t k = 0; k < a.kingdoms.size(); ++k)
            chosen.push_back(mixed[k % mixed.size()]);
        for (int turn = 0; turn < 10; ++turn) {
            const std::vector<QStringList> first = sheets(a, chosen);
            QCOMPARE(sheets(b, chosen), first);
            test::playTurn(a, first);
            test::playTurn(b, first);
        }
    }

    void whatAKingdomCannotSeeChangesNothing()
    {
        Campaign c = sample();
        const std::vector<Doctrine> expand(c.kingdoms.size(), Doctrine::Expand);
        for (int turn = 0; turn < 4; ++turn) {
            for (size_t k = 0; k < c.kingdoms.size(); ++k) {
                const KingdomView view = kingdomViewAtStart(c, static_cast<int>(k));
                const QStringList before =
                    areaAutopilotSheet(c, static_cast<int>(k), Doctrine::Expand);
                Campaign changed = c;
                int hidden = 0;
                for (size_t a = 0; a < changed.current().state.areas.size(); ++a)
                    if (!view.sees(static_cast<int>(a)) && !c.world.isSea(static_cast<int>(a))) {
                        AreaState &s = changed.current().state.areas[a];
                        s.armies += 7;
                        s.population += 2;
                        s.forts += 1;
                        ++hidden;
                    }
                for (size_t other = 0; other < changed.current().state.kingdoms.size(); ++other)
                    if (other != k)
                        changed.current().state.kingdoms[other].bp += 50;
                QVERIFY(hidden > 0);
                QCOMPARE(areaAutopilotSheet(changed, static_cast<int>(k), Doctrine::Expand),
                         before);
            }
            test::playTurn(c, sheets(c, expand));
        }
    }

    void expandTakesMoreLandThanDefend()
    {
        auto captured = [](Doctrine d) {
            Campaign c = sample();
            const std::vector<Doctrine> all(c.kingdoms.size(), d);
            int n = 0;
            for (int turn = 0; turn < 20; ++turn)
                n += captures(test::playTurn(c, sheets(c, all)));
            return n;
        };
        const int expand = captured(Doctrine::Expand), defend = captured(Doctrine::Defend);
        qInfo("areas captured in 20 turns of the area sample: expand %d, defend %d, consolidate "
              "%d, raid %d",
              expand, defend, captured(Doctrine::Consolidate), captured(Doctrine::Raid));
        QVERIFY2(expand > defend, qPrintable(QStringLiteral("%1 <= %2").arg(expand).arg(defend)));
    }
};

QTEST_GUILESS_MAIN(TestAreaAutopilot)
#include "tst_area_autopilot.moc"
