// Every input the fuzzers once broke a property with (tests/fuzz/regressions/<target>/), fed
// through the same check as the fuzz target: one row per file. A broken property aborts the test.
#include "FuzzChecks.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace muster;

namespace {
using Check = void (*)(const std::uint8_t *, std::size_t);

const std::pair<const char *, Check> kTargets[] = {
    {"campaign_json", fuzz::checkCampaignJson}, {"order_sheet", fuzz::checkOrderSheet},
    {"area_turn", fuzz::checkAreaTurn},         {"hex_day", fuzz::checkHexDay},
    {"store_open", fuzz::checkStoreOpen},       {"tmx", fuzz::checkTmx},
    {"mail_text", fuzz::checkMailText},         {"imap_answer", fuzz::checkImapAnswer},
};
} // namespace

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private slots:
    void input_data()
    {
        QTest::addColumn<int>("target");
        QTest::addColumn<QString>("path");
        for (int t = 0; t < static_cast<int>(std::size(kTargets)); ++t) {
            const QDir dir(QStringLiteral(MUSTER_SOURCE_DIR "/tests/fuzz/regressions/") +
                           QLatin1String(kTargets[t].first));
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
                QTest::newRow(
                    qPrintable(QLatin1String(kTargets[t].first) + QLatin1Char('/') + name))
                    << t << dir.filePath(name);
        }
    }

    void input()
    {
        QFETCH(int, target);
        QFETCH(QString, path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        kTargets[target].second(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                                static_cast<std::size_t>(bytes.size()));
    }

    // Each target has at least one stored input, so the test never passes by finding none.
    void everyTargetHasInputs()
    {
        for (const auto &[name, check] : kTargets)
            QVERIFY2(!QDir(QStringLiteral(MUSTER_SOURCE_DIR "/tests/fuzz/regressions/") +
                           QLatin1String(name))
                          .entryList(QDir::Files)
                          .isEmpty(),
                     name);
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
