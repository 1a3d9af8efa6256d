// Campaign files written before logs were typed still open, unchanged: the fixtures in
// data/legacy/ were written by Muster 0.1 (commit c6a26dd): the area sample imported and resolved
// once, the hex sample advanced a week, each as a schema-1 .muster and exported as version-1 JSON,
// with what `muster-cli resolve` / `advance` printed then. Their logs read into typed events that
// keep the sentences they were stored with; the file is upgraded (schema 3, logs as events) only
// when it is opened for writing, and reads back the same after.
//
// The *-dice-records fixtures were written before dice were kept in runs (commit f394e5e): typed
// logs with one record a die, in the stored form (log version 1) and in JSON (campaign format 2).
// The area sample resolved twice (three dice of its second kingdom order forced), the hex sample
// with a battle on day 1 (forced dice, one that does not fit its die; a heroic foray, morale,
// pursuit) and two daily turns after it. Their dice read into runs, and every turn still follows
// from its seed. Opened to be changed, such a file gets its game code and player codes.
#include "audit/TurnAudit.h"
#include "io/CampaignJson.h"
#include "log/DiceRuns.h"
#include "log/LogText.h"
#include "log/LoggedBattles.h"
#include "model/CampaignCodes.h"
#include "store/CampaignStore.h"
#include "store/StoreSchema.h"

#include "StoreTestFiles.h"
#include "TakeResult.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {
QString fixture(const char *name)
{
    return QStringLiteral(MUSTER_SOURCE_DIR "/tests/store/data/legacy/") + QLatin1String(name);
}

QStringList linesOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
}

/// Every sentence of the campaign's resolved turns, one per line.
QStringList sentences(const Campaign &c)
{
    QStringList out;
    for (const TurnRecord &t : c.turns)
        out << logText(t.log, LogContext::of(c)).split(u'\n', Qt::SkipEmptyParts);
    return out;
}
} // namespace

class TestLegacyFiles : public QObject
{
    Q_OBJECT
private slots:
    void areaFileOfSchemaOneOpens()
    {
        QString error;
        const auto stored = test::take(CampaignStore::load(fixture("area-v1.muster")), error);
        QVERIFY2(stored, qPrintable(error));
        QCOMPARE(stored->turns.size(), size_t{2});
        QVERIFY(stored->turns[0].resolved);
        // The sentences are those Muster 0.1 printed when it resolved the turn.
        QCOMPARE(sentences(*stored), linesOf(fixture("area-resolve.txt")));
        // Its battles are listed from the typed events, each with a start and an end.
        const std::vector<LoggedBattle> battles = loggedBattles(stored->turns[0].log);
        QVERIFY(battles.size() >= 5);
        for (const LoggedBattle &b : battles)
            QVERIFY(b.hasEnd() && b.steps.size() >= 2);

        // The version-1 JSON export holds the same campaign.
        Problems problems;
        const auto json = readCampaignJsonFile(fixture("area-v1.json"), problems);
        QVERIFY2(json, qPrintable(problems.toString()));
        QCOMPARE(json->turns.size(), stored->turns.size());
        QCOMPARE(json->turns[0].log, stored->turns[0].log);
        QCOMPARE(json->current().state, stored->current().state);
    }

    void hexFileOfSchemaOneOpens()
    {
        QString error;
        const auto stored = test::take(CampaignStore::load(fixture("hex-v1.muster")), error);
        QVERIFY2(stored, qPrintable(error));
        QCOMPARE(stored->turns.size(), size_t{2});
        // What `advance` printed then: its day headers and summary, and the log's sentences.
        const QStringList printed = linesOf(fixture("hex-advance.txt"));
        const QStringList logged = sentences(*stored);
        QVERIFY(!logged.isEmpty());
        qsizetype at = 0;
        for (const QString &line : logged) {
            at = printed.indexOf(line, at);
            QVERIFY2(at >= 0, qPrintable(line));
        }
        Problems problems;
        const auto json = readCampaignJsonFile(fixture("hex-v1.json"), problems);
        QVERIFY2(json, qPrintable(problems.toString()));
        QCOMPARE(json->turns[0].log, stored->turns[0].log);
        QCOMPARE(json->current().state, stored->current().state);
    }

    // Exported as JSON today and read back, an old log keeps its stored sentences: its events say
    // they are of the old form (a fuzzer found them lost).
    void exportedTodayKeepsItsSentences()
    {
        for (const char *name : {"area-v1.muster", "hex-v1.muster"}) {
            QString error;
            const auto stored = test::take(CampaignStore::load(fixture(name)), error);
            QVERIFY2(stored, qPrintable(error));
            const QByteArray json = writeCampaignJson(*stored);
            Problems problems;
            const auto back = readCampaignJson(json, QStringLiteral("export.json"), problems);
            QVERIFY2(back, qPrintable(problems.toString()));
            QCOMPARE(back->turns[0].log, stored->turns[0].log);
            QCOMPARE(sentences(*back), sentences(*stored));
            QCOMPARE(writeCampaignJson(*back), json);
        }
    }

    void filesOfOneRecordADieReadTheirDiceIntoRuns()
    {
        for (const char *name : {"area-dice-records", "hex-dice-records"}) {
            QString error;
            const auto stored = test::take(
                CampaignStore::load(fixture((QByteArray(name) + ".muster").constData())), error);
            QVERIFY2(stored, qPrintable(error));
            Problems problems;
            const auto json =
                readCampaignJsonFile(fixture((QByteArray(name) + ".json").constData()), problems);
            QVERIFY2(json, qPrintable(problems.toString()));
            QCOMPARE(json->turns.size(), stored->turns.size());
            std::size_t dice = 0, forced = 0, runs = 0;
            for (std::size_t t = 0; t < stored->turns.size(); ++t) {
                const TurnLog &log = stored->turns[t].log;
                QCOMPARE(json->turns[t].log, log);
                for (std::size_t i = 0; i < log.size(); ++i) {
                    runs += log.is<log::DiceRolled>(i) ? 1 : 0;
                    log::forEachDie(log, i, [&](const log::Die &die) {
                        ++dice;
                        forced += die.forced || die.unfitForced != 0 ? 1 : 0;
                    });
                }
            }
            QVERIFY(dice > 0);
            // Resolved again today, every turn gives its stored log: the dice the engine rolls
            // in runs are the dice those files recorded one by one.
            const CampaignAudit audit = auditCampaign(*stored);
            for (const TurnAudit &t : audit.turns)
                QVERIFY2(t.ok(), qPrintable(QStringLiteral("%1 turn %2: event %3: %4 / %5")
                                                .arg(QLatin1String(name))
                                                .arg(t.turn)
                                                .arg(t.firstDifference)
                                                .arg(t.storedEvent, t.resolvedEvent)));
            if (QByteArray(name).startsWith("hex")) {
                // The battle's throws are runs, the forced dice (one of them did not fit) too.
                QVERIFY2(runs * 3 < dice,
                         qPrintable(QStringLiteral("%1 runs of %2 dice").arg(runs).arg(dice)));
                QCOMPARE(forced, std::size_t{5});
                const TurnLog &first = stored->turns[0].log;
                bool unfitSaid = false;
                for (std::size_t i = 0; i < first.size(); ++i)
                    unfitSaid |= first.is<log::DiceRolled>(i) &&
                                 eventSentence(first, i, LogContext::of(*stored))
                                     .contains(QLatin1String("forced 25 does not fit a d20"));
                QVERIFY(unfitSaid);
            } else {
                QCOMPARE(forced, std::size_t{3});
            }
        }
    }

    // The upgrade gives a file from before codes (schema 5 and older) its game code and player
    // codes (model/CampaignCodes.h) and keeps everything else; until it is written, a read shows
    // no codes (those an upgrade in memory drew would change with every read).
    void openingForWritingUpgradesAndKeepsEverything()
    {
        for (const char *name : {"area-v1.muster", "hex-v1.muster"}) {
            QTemporaryDir dir;
            const QString copy = dir.filePath(QStringLiteral("old.muster"));
            QVERIFY(QFile::copy(fixture(name), copy));
            QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
            QString error;
            const auto before = test::take(CampaignStore::load(copy), error);
            QVERIFY2(before, qPrintable(error));
            QVERIFY(before->gameCode.isEmpty());
            QVERIFY(std::all_of(before->kingdoms.begin(), before->kingdoms.end(),
                                [](const Kingdom &k) { return k.playerCode.isEmpty(); }));
            Campaign opened;
            {
                auto store = test::take(CampaignStore::open(copy, &opened), error);
                QVERIFY2(store, qPrintable(error));
                QVERIFY(test::take(store->saveCurrentTurn(opened), error));
                QVERIFY2(test::take(store->close(), error), qPrintable(error));
            }
            // The codes the console shows are those the file keeps, one for each kingdom.
            QVERIFY(hasAllCodes(opened));
            const auto after = test::take(CampaignStore::load(copy), error);
            QVERIFY2(after, qPrintable(error));
            QCOMPARE(after->gameCode, opened.gameCode);
            QSet<QString> codes;
            for (size_t k = 0; k < after->kingdoms.size(); ++k) {
                QCOMPARE(after->kingdoms[k].playerCode, opened.kingdoms[k].playerCode);
                codes.insert(after->kingdoms[k].playerCode);
            }
            QCOMPARE(static_cast<size_t>(codes.size()), after->kingdoms.size());
            QCOMPARE(test::rawInt(copy, "PRAGMA user_version"),
                     qint64{store::SchemaMigrations::builtin().newestSchema()});
            // Printed on A4, as every campaign was before it could choose (schema 7).
            QCOMPARE(after->paper, Paper::A4);
            QCOMPARE(test::rawText(copy, "SELECT paper FROM campaign"), QStringLiteral("A4"));
            // Everything else as it was.
            Campaign uncoded = *after;
            uncoded.gameCode.clear();
            for (Kingdom &k : uncoded.kingdoms)
                k.playerCode.clear();
            QVERIFY(writeCampaignJson(uncoded) == writeCampaignJson(*before));
            QCOMPARE(after->turns[0].log, before->turns[0].log);
            QCOMPARE(sentences(*after), sentences(*before));
        }
    }
};

QTEST_MAIN(TestLegacyFiles)
#include "tst_legacy_files.moc"
