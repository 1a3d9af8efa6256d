// Two programs on one campaign file never lose each other's work: writers that read, change and
// write (muster-cli: CampaignStore::openForUpdate) take turns; a writer that keeps the file open
// between saves (the GUI: CampaignStore::open) is refused when another saved meanwhile and loses
// nothing by reloading; a reader never sees a save half done and never calls a healthy file
// damaged.
#include "GeneratedCampaign.h"
#include "TakeResult.h"
#include "store/CampaignStore.h"
#include "store/Sqlite.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace muster;

namespace {
constexpr int kRounds = 200;

/// Each writer owns one kingdom's order list of the current turn and appends its round number to
/// it: a lost update shows as a missing number.
QString roundLine(int round)
{
    return QStringLiteral("round %1").arg(round);
}

QStringList expectedLines()
{
    QStringList out;
    for (int r = 0; r < kRounds; ++r)
        out << roundLine(r);
    return out;
}

/// The muster-cli way: lock, read, `change` (it says how many of the latest turns to save),
/// write, for every round.
template <typename Change> QString updateInRounds(const QString &file, Change change)
{
    for (int round = 0; round < kRounds; ++round) {
        QString error;
        Campaign c;
        auto store = test::take(CampaignStore::openForUpdate(file, &c), error);
        if (!store)
            return error;
        const int turns = change(c, round);
        if (!test::take(store->saveLatestTurns(c, turns), error) ||
            !test::take(store->close(), error))
            return error;
    }
    return {};
}

/// `muster-cli orders` for `kingdom`: its round number added to its orders of the current turn.
QString updateInRounds(const QString &file, int kingdom)
{
    return updateInRounds(file, [kingdom](Campaign &c, int round) {
        c.current().orders[static_cast<size_t>(kingdom)] << roundLine(round);
        return 1;
    });
}

/// `muster-cli resolve`: the current turn resolved (its orders stay with it), the resolved turn
/// and the new one saved.
QString resolveInRounds(const QString &file)
{
    return updateInRounds(file, [](Campaign &c, int) {
        test::appendResolvedTurn(c, 7);
        return 2;
    });
}

/// The GUI way: the file stays open; a refused save (another program saved) means reload and make
/// the change again. Returns how often it had to.
int keepOpenInRounds(const QString &file, int kingdom, QString *problem)
{
    QString error;
    Campaign c;
    auto store = test::take(CampaignStore::open(file, &c), error);
    int reloads = 0;
    for (int round = 0; round < kRounds && store;) {
        c.current().orders[static_cast<size_t>(kingdom)] << roundLine(round);
        if (test::take(store->saveCurrentTurn(c), error)) {
            ++round;
            continue;
        }
        if (store->lastFailure() != CampaignStore::Failure::Changed) {
            *problem = error;
            return reloads;
        }
        ++reloads;
        store = test::take(CampaignStore::open(file, &c),
                           error); // the change is made again on the reload
    }
    if (!store)
        *problem = error;
    return reloads;
}
} // namespace

class TestStoreConcurrency : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString newCampaignFile(const QString &name, int areas)
    {
        Campaign c = test::generateAreaCampaign(areas, 4, 2, 3);
        for (QStringList &lines : c.current().orders)
            lines.clear();
        const QString file = m_dir.filePath(name);
        QString error;
        auto store = test::take(CampaignStore::create(file, c), error);
        if (!store || !test::take(store->close(), error))
            qFatal("%s", qPrintable(error));
        return file;
    }

private slots:
    void twoUpdatersTakeTurnsAndLoseNothing()
    {
        const QString file = newCampaignFile(QStringLiteral("updaters.muster"), 40);
        QString problems[2];
        std::thread a([&] { problems[0] = updateInRounds(file, 0); });
        std::thread b([&] { problems[1] = updateInRounds(file, 1); });
        a.join();
        b.join();
        QVERIFY2(problems[0].isEmpty(), qPrintable(problems[0]));
        QVERIFY2(problems[1].isEmpty(), qPrintable(problems[1]));
        QString error;
        const auto c = test::take(CampaignStore::load(file), error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->current().orders[0], expectedLines());
        QCOMPARE(c->current().orders[1], expectedLines());
    }

    // resolve and orders at once, 200 rounds each: every turn is resolved and kept, and every
    // sheet is in the turn that was current when it was stored (the turn resolved after it, or
    // the current one), once and in order.
    void aResolverAndASheetWriterLoseNeither()
    {
        const QString file = newCampaignFile(QStringLiteral("resolver.muster"), 40);
        QString error;
        const size_t before = test::take(CampaignStore::load(file), error)->turns.size();
        QString problems[2];
        std::thread a([&] { problems[0] = resolveInRounds(file); });
        std::thread b([&] { problems[1] = updateInRounds(file, 0); });
        a.join();
        b.join();
        QVERIFY2(problems[0].isEmpty(), qPrintable(problems[0]));
        QVERIFY2(problems[1].isEmpty(), qPrintable(problems[1]));
        const auto c = test::take(CampaignStore::load(file), error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->turns.size(), before + kRounds);
        QStringList sheets; // those stored since `before`: its current turn had no orders
        for (size_t t = before - 1; t < c->turns.size(); ++t) {
            QCOMPARE(c->turns[t].resolved, t + 1 < c->turns.size());
            sheets += c->turns[t].orders[0];
        }
        QCOMPARE(sheets, expectedLines());
    }

    void aKeptOpenWriterIsRefusedAndLosesNothing()
    {
        const QString file = newCampaignFile(QStringLiteral("mixed.muster"), 40);
        QString updater, keeper;
        int reloads = 0;
        std::thread a([&] { updater = updateInRounds(file, 0); });
        std::thread b([&] { reloads = keepOpenInRounds(file, 1, &keeper); });
        a.join();
        b.join();
        QVERIFY2(updater.isEmpty(), qPrintable(updater));
        QVERIFY2(keeper.isEmpty(), qPrintable(keeper));
        QString error;
        const auto c = test::take(CampaignStore::load(file), error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->current().orders[0], expectedLines());
        QCOMPARE(c->current().orders[1], expectedLines());
        qInfo("the kept-open writer reloaded %d times in %d rounds", reloads, kRounds);
    }

    void aStaleSaveIsRefusedWithAClearMessage()
    {
        const QString file = newCampaignFile(QStringLiteral("stale.muster"), 100);
        QString error;
        Campaign gui;
        auto kept = test::take(CampaignStore::open(file, &gui), error);
        QVERIFY2(kept, qPrintable(error));
        QCOMPARE(updateInRounds(file, 0).isEmpty() ? 0 : 1, 0); // another program saves
        const QStringList stored =
            test::take(CampaignStore::load(file), error)->current().orders[0];
        gui.current().orders[0] = {QStringLiteral("typed in the GUI")};
        QVERIFY(!test::take(kept->saveCurrentTurn(gui), error));
        QCOMPARE(kept->lastFailure(), CampaignStore::Failure::Changed);
        QVERIFY2(error.contains(QLatin1String("changed by another program")), qPrintable(error));
        QCOMPARE(test::take(CampaignStore::load(file), error)->current().orders[0], stored);
        QVERIFY(test::take(kept->revisionOnDisk(), error) != kept->revision());
    }

    void aWriterThatGaveUpSaysHowLongItWaited()
    {
        // Another program's save holds the write lock longer than a writer waits: the writer
        // gives up and says how long it really waited.
        const QString file = newCampaignFile(QStringLiteral("held.muster"), 40);
        sqlite::Database other(file, sqlite::Database::Mode::ReadWrite);
        sqlite::Transaction saving(other);
        QElapsedTimer timer;
        timer.start();
        QString error;
        Campaign c;
        QVERIFY(!test::take(CampaignStore::openForUpdate(file, &c), error));
        const double waited = timer.elapsed() / 1000.0;
        const QRegularExpressionMatch said =
            QRegularExpression(QStringLiteral("^cannot open (.+): another program is saving it "
                                              "and did not finish in the ([0-9.]+) seconds Muster "
                                              "waited; try again$"))
                .match(error);
        QVERIFY2(said.hasMatch() && said.captured(1) == file, qPrintable(error));
        const double reported = said.captured(2).toDouble();
        QVERIFY2(reported >= 5.0 && reported <= waited + 0.05 && reported >= waited - 0.5,
                 qPrintable(QStringLiteral("%1 (%2 s measured)").arg(error).arg(waited)));
    }

    void aReplacedFileIsNoticed()
    {
        const QString file = newCampaignFile(QStringLiteral("replaced.muster"), 100);
        QString error;
        Campaign gui;
        auto kept = test::take(CampaignStore::open(file, &gui), error);
        QVERIFY2(kept, qPrintable(error));
        // `muster-cli import --force` writes a new file over it.
        auto other =
            test::take(CampaignStore::create(file, test::generateAreaCampaign(80, 2, 1, 5)), error);
        QVERIFY2(other && test::take(other->close(), error), qPrintable(error));
        QCOMPARE(test::take(kept->revisionOnDisk(), error), std::optional<std::int64_t>(-1));
        QVERIFY(!test::take(kept->saveCurrentTurn(gui), error));
        QCOMPARE(kept->lastFailure(), CampaignStore::Failure::Changed);
        QVERIFY2(error.contains(QLatin1String("replaced")), qPrintable(error));
    }

    void readersNeverSeeASaveHalfDone()
    {
        // Big saves (every area's state of two turns) while another thread reads again and again.
        const QString file = newCampaignFile(QStringLiteral("readers.muster"), 2000);
        std::atomic<bool> done{false};
        QString writerProblem;
        std::thread writer([&] {
            QString error;
            Campaign c;
            auto store = test::take(CampaignStore::open(file, &c), error);
            for (int round = 0; round < 40 && store; ++round) {
                test::appendResolvedTurn(c, 1);
                if (!test::take(store->saveLatestTurns(c, 2), error)) {
                    writerProblem = error;
                    break;
                }
            }
            if (!store)
                writerProblem = error;
            done = true;
        });
        int reads = 0;
        QStringList problems;
        size_t lastTurns = 0;
        while (!done || reads < 5) {
            QString error;
            const auto c = test::take(CampaignStore::load(file), error);
            ++reads;
            if (!c) {
                problems << error;
                continue;
            }
            // Every read is one whole commit: turns only grow, and every turn is complete
            // (readTurns checks the rows of each turn against the definition).
            if (c->turns.size() < lastTurns)
                problems << QStringLiteral("turns went from %1 to %2")
                                .arg(lastTurns)
                                .arg(c->turns.size());
            lastTurns = c->turns.size();
        }
        writer.join();
        QVERIFY2(writerProblem.isEmpty(), qPrintable(writerProblem));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        qInfo("%d reads during 40 saves", reads);
    }
};

QTEST_GUILESS_MAIN(TestStoreConcurrency)
#include "tst_store_concurrency.moc"
