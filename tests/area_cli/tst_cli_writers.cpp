// Two muster-cli commands on one campaign file at the same moment lose nothing: each holds the
// file's write lock from its read to its write (CampaignStore::openForUpdate), so the second
// simply waits for the first. Without that, two `orders` lost a sheet in about a quarter of the
// runs, and `resolve` with `orders` lost the resolved turn or the sheet.
#include "TakeResult.h"
#include "store/CampaignStore.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {
QString sheet(const QString &kingdom)
{
    return QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area-orders/%1.txt").arg(kingdom);
}

/// Starts muster-cli with `arguments` without waiting for it.
std::unique_ptr<QProcess> start(const QStringList &arguments)
{
    auto p = std::make_unique<QProcess>();
    p->start(QStringLiteral(MUSTER_CLI_PATH), arguments);
    return p;
}

bool finishedWell(QProcess &p, QString *why)
{
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit) {
        *why = QStringLiteral("did not finish");
        return false;
    }
    *why = QString::fromUtf8(p.readAllStandardError());
    return p.exitCode() == 0;
}

int kingdomIndex(const Campaign &c, const QString &id)
{
    return c.kingdomIndex(id);
}
} // namespace

class TestCliWriters : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_store;

    void clearOrders()
    {
        QString error;
        Campaign c;
        auto store = test::take(CampaignStore::openForUpdate(m_store, &c), error);
        QVERIFY2(store, qPrintable(error));
        for (QStringList &lines : c.current().orders)
            lines.clear();
        QVERIFY(test::take(store->saveCurrentTurn(c), error) && test::take(store->close(), error));
    }

private slots:
    void init()
    {
        m_store = m_dir.filePath(QStringLiteral("race.muster"));
        QProcess p;
        p.start(QStringLiteral(MUSTER_CLI_PATH),
                {QStringLiteral("import"), QStringLiteral("--force"),
                 QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), m_store});
        QVERIFY(p.waitForFinished(60000) && p.exitCode() == 0);
        clearOrders(); // so every sheet the commands store can be seen
    }

    void twoOrdersCommandsBothStore()
    {
        const QStringList kingdoms{QStringLiteral("ALD"), QStringLiteral("BRE")};
        for (int round = 0; round < 25; ++round) {
            clearOrders(); // then both are stored at once
            auto a = start({QStringLiteral("orders"), m_store, kingdoms[0], sheet(kingdoms[0])});
            auto b = start({QStringLiteral("orders"), m_store, kingdoms[1], sheet(kingdoms[1])});
            QString why;
            QVERIFY2(finishedWell(*a, &why), qPrintable(why));
            QVERIFY2(finishedWell(*b, &why), qPrintable(why));
            QString error;
            const auto c = test::take(CampaignStore::load(m_store), error);
            QVERIFY2(c, qPrintable(error));
            for (const QString &k : kingdoms)
                QVERIFY2(
                    !c->current().orders[kingdomIndex(*c, k)].isEmpty(),
                    qPrintable(
                        QStringLiteral("round %1: the sheet of %2 was lost").arg(round).arg(k)));
        }
    }

    void resolveAndOrdersAtOnceLoseNeither()
    {
        for (int round = 0; round < 8; ++round) {
            QString error;
            const auto before = test::take(CampaignStore::load(m_store), error);
            QVERIFY2(before, qPrintable(error));
            auto resolve = start({QStringLiteral("resolve"), m_store});
            auto orders = start({QStringLiteral("orders"), m_store, QStringLiteral("CAL"),
                                 sheet(QStringLiteral("CAL"))});
            QString why;
            QVERIFY2(finishedWell(*resolve, &why), qPrintable(why));
            QVERIFY2(finishedWell(*orders, &why), qPrintable(why));
            const auto after = test::take(CampaignStore::load(m_store), error);
            QVERIFY2(after, qPrintable(error));
            // The resolved turn is kept, and the sheet is in it (stored first) or in the new
            // current turn (stored after).
            QCOMPARE(after->turns.size(), before->turns.size() + 1);
            const int cal = kingdomIndex(*after, QStringLiteral("CAL"));
            const bool inResolved = !after->turns[after->turns.size() - 2].orders[cal].isEmpty();
            const bool inCurrent = !after->current().orders[cal].isEmpty();
            QVERIFY2(inResolved || inCurrent,
                     qPrintable(QStringLiteral("round %1: the sheet of CAL was lost").arg(round)));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliWriters)
#include "tst_cli_writers.moc"
