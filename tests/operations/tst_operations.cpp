// The operations on a campaign (core/operations) on the bundled samples: what each stores, the
// change it names (which turn, which kingdoms, how many turns a file writes) and that a refused
// one leaves the campaign as it was, byte for byte.
#include "SampleCampaigns.h"
#include "operations/CloseTurn.h"
#include "operations/RollBack.h"

#include <QTest>

#include <functional>

using namespace muster;

namespace {
Campaign sample(const char *name)
{
    return test::sampleCampaign(name);
}

QByteArray bytesOf(const Campaign &c)
{
    return test::campaignBytes(c);
}

/// Whether `operation` refuses, saying why (in `*why`), and leaves `c` as it was, byte for byte.
bool refusedUnchanged(Campaign &c, const std::function<OperationResult(Campaign &)> &operation,
                      QString *why = nullptr)
{
    const QByteArray before = bytesOf(c);
    const OperationResult r = operation(c);
    if (why)
        *why = r.problemTexts().join(u'\n');
    return !r.ok() && !r.problemTexts().isEmpty() && bytesOf(c) == before;
}
} // namespace

class TestOperations : public QObject
{
    Q_OBJECT

private slots:
    void aRefusedCloseOrRollBackChangesNothing();
    void closingATurnAppendsTheNext();
    void rollingBackReopensTheTurnBefore();
};

void TestOperations::aRefusedCloseOrRollBackChangesNothing()
{
    Campaign c = sample("sample-area.json");
    QString why;
    QVERIFY(refusedUnchanged(c, rollBackTurn, &why));
    QVERIFY2(
        why.contains(QLatin1String("is the first turn; there is no resolved turn to roll back")),
        qPrintable(why));
    // The current turn unresolved, and a next turn that is not the one after it.
    QVERIFY(refusedUnchanged(c, [](Campaign &campaign) {
        return closeResolvedTurn(campaign, campaign.current(), TurnRecord{});
    }));
    TurnResolution resolution = resolveCurrentTurn(c);
    resolution.next.number += 1;
    QVERIFY(refusedUnchanged(
        c, [&](Campaign &campaign) { return applyResolution(campaign, resolution); }));
}

void TestOperations::closingATurnAppendsTheNext()
{
    Campaign c = sample("sample-area.json");
    TurnResolution resolution = resolveCurrentTurn(c);
    const TurnRecord resolved = resolution.resolved;
    const TurnRecord next = resolution.next;
    // The resolution of another turn does not close this one.
    TurnResolution other = resolution;
    other.resolved.number += 1;
    QVERIFY(
        refusedUnchanged(c, [&](Campaign &campaign) { return applyResolution(campaign, other); }));

    const OperationResult r = applyResolution(c, std::move(resolution));
    QVERIFY(r.ok());
    QCOMPARE(r.change->kind, CampaignChange::Kind::TurnClosed);
    QCOMPARE(r.change->turn, next.number);
    QCOMPARE(r.change->latestTurns, 2);
    QVERIFY(r.change->turnsChanged());
    QCOMPARE(c.turns.size(), size_t{2});
    QCOMPARE(c.turns[0], resolved);
    QCOMPARE(c.current(), next);
}

void TestOperations::rollingBackReopensTheTurnBefore()
{
    Campaign c = sample("sample-area.json");
    const TurnRecord first = c.current();
    QVERIFY(applyResolution(c, resolveCurrentTurn(c)).ok());
    QVERIFY(canRollBack(c));
    const OperationResult r = rollBackTurn(c);
    QVERIFY(r.ok());
    QCOMPARE(r.change->kind, CampaignChange::Kind::TurnRolledBack);
    QCOMPARE(r.change->turn, first.number);
    QCOMPARE(r.change->latestTurns, 1);
    QCOMPARE(c.turns.size(), size_t{1});
    QVERIFY(!c.current().resolved);
    QVERIFY(c.current().log.isEmpty());
    QCOMPARE(c.current().state, first.state);
    QCOMPARE(c.current().seed, first.seed);
    // The orders as stored for the turn, one list a kingdom.
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        QCOMPARE(c.current().orders[k], k < first.orders.size() ? first.orders[k] : QStringList());
}

QTEST_GUILESS_MAIN(TestOperations)
#include "tst_operations.moc"
