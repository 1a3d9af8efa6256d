// The audit of a campaign's history (RULES R2, R3; audit/TurnAudit.h, muster-cli verify): both
// samples pass after several resolved turns (with forced dice and a GM's battle decisions among
// them); one die or one order changed in the SQLite file is reported with its turn and event;
// verify never changes the file it reads.
#include "CliRunner.h"
#include "HexBattleSetup.h"

#include "TakeResult.h"
#include "audit/DiceReport.h"
#include "audit/TurnAudit.h"
#include "io/CampaignJson.h"
#include "log/LogBinary.h"
#include "operations/CloseTurn.h"
#include "store/CampaignStore.h"
#include "store/Sqlite.h"
#include "store/StoreCheck.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {

QByteArray hashOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly)
               ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
               : QByteArray();
}

Campaign sample(const char *name)
{
    Problems problems;
    auto c = readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/") + QLatin1String(name),
                                  problems);
    if (!c)
        qFatal("cannot read the sample %s", name);
    return *c;
}

void resolve(Campaign &c, const TurnResolutionOptions &options = {})
{
    applyResolution(c, resolveCurrentTurn(c, options));
}

/// The area sample after three turns: its own orders for turn 1, the kingdom order forced on
/// turn 2 (R3), nothing ordered on turn 3.
Campaign areaCampaign()
{
    Campaign c = sample("sample-area.json");
    resolve(c);
    TurnResolutionOptions forced;
    forced.forcedDice = {2, 1};
    resolve(c, forced);
    resolve(c);
    return c;
}

/// The hex sample with a battle on day 1 (a march into an enemy's hex, H4.1) decided by the GM
/// otherwise than the default (a heroic foray, no pursuit), forced dice, then daily turns.
Campaign hexCampaign()
{
    auto setup = test::facingArmies(sample("sample-hex.json"));
    if (!setup)
        qFatal("no battle set-up on the hex sample");
    test::orderTheAttack(*setup);
    Campaign c = setup->campaign;
    const HexArmy &attacker = c.current().state.armies[static_cast<size_t>(setup->attacker)];
    const HexArmy &defender = c.current().state.armies[static_cast<size_t>(setup->defender)];
    hexrules::ScriptedBattleDecisions gm(
        QJsonDocument::fromJson(QStringLiteral(R"({"forays": [{"army": "%1", "turn": 1,
                                                "br": 1}], "pursue": {"%1": false, "%2": false}})")
                                    .arg(attacker.id, defender.id)
                                    .toUtf8())
            .object());
    TurnResolutionOptions first;
    first.decisions = &gm;
    first.forcedDice = {20, 20, 1};
    resolve(c, first);
    for (int day = 0; day < 3; ++day) {
        TurnResolutionOptions daily;
        daily.maxDays = 1;
        resolve(c, daily);
    }
    return c;
}

QString saveAs(const Campaign &c, const QString &path)
{
    QString error;
    auto store = test::take(CampaignStore::create(path, c), error);
    if (!store || !test::take(store->close(), error))
        qFatal("cannot save %s: %s", qPrintable(path), qPrintable(error));
    return path;
}

CampaignAudit auditFile(const QString &path)
{
    QString error;
    const auto loaded = test::take(CampaignStore::load(path), error);
    if (!loaded)
        qFatal("cannot load %s: %s", qPrintable(path), qPrintable(error));
    return auditCampaign(*loaded);
}

/// Rewrites the stored log of turn `number` with `change` applied to a copy of its events.
/// The first die of `dice` turned to another face: its values listed again in `log`.
void editFirstDie(log::DiceRolled &dice, TurnLog &log)
{
    std::vector<int> values(log.numbers(dice.values).begin(), log.numbers(dice.values).end());
    values.front() = values.front() % dice.sides + 1;
    dice.values = log.addNumbers(values);
}

/// Rewrites the stored log of turn `number`, each event passed through change(index, event, log)
/// on its way into the new log.
template <typename Change> void tamperLog(const QString &path, int number, Change change)
{
    sqlite::Database db(path, sqlite::Database::Mode::ReadWrite);
    sqlite::Statement read(db, "SELECT events FROM turn WHERE number = ?1");
    read.bind(1, number);
    if (!read.step())
        qFatal("no turn %d", number);
    const auto log = decodeLog(read.columnBlob(0));
    if (!log)
        qFatal("cannot decode turn %d", number);
    TurnLog changed;
    changed.setTables(log->textTable(), {log->numberPool().begin(), log->numberPool().end()},
                      log->legacyTable());
    for (std::size_t i = 0; i < log->size(); ++i)
        log->visit(i, [&](const auto &event) {
            auto copy = event;
            change(i, copy, changed);
            changed.add(copy);
        });
    read.reset();
    sqlite::Statement write(db, "UPDATE turn SET events = ?1 WHERE number = ?2");
    write.bindBlob(1, encodeLog(changed)).bind(2, number).run();
}

} // namespace

class TestVerify : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void samplesVerifyAfterSeveralTurns_data();
    void samplesVerifyAfterSeveralTurns();
    void forcedDiceAreListed();
    void editedDieIsReported();
    void editedOrderIsReported();
    void editedNextStateIsReported();
    void aDamagedTurnIsDamagedNotDiffering();
    void aHexTurnAfterADamagedOneIsNotVerified();
    void cliVerifiesAndNeverWrites();
    void cliRefusesWhatItCannotRead();
    void cliDiceReport();

private:
    QTemporaryDir m_dir;
    QString m_area, m_hex;
    /// A copy of the campaign file `from` named `name`, with `sql` run on it.
    QString editedCopy(const QString &from, const QString &name, const char *sql);
};

QString TestVerify::editedCopy(const QString &from, const QString &name, const char *sql)
{
    const QString file = m_dir.filePath(name);
    QFile::remove(file);
    if (!QFile::copy(from, file))
        qFatal("cannot copy %s", qPrintable(from));
    sqlite::Database db(file, sqlite::Database::Mode::ReadWrite);
    db.exec(sql);
    return file;
}

void TestVerify::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_area = saveAs(areaCampaign(), m_dir.filePath(QStringLiteral("area.muster")));
    m_hex = saveAs(hexCampaign(), m_dir.filePath(QStringLiteral("hex.muster")));
}

void TestVerify::samplesVerifyAfterSeveralTurns_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("turns");
    QTest::newRow("area") << QStringLiteral("area.muster") << 3;
    QTest::newRow("hex") << QStringLiteral("hex.muster") << 4;
}

void TestVerify::samplesVerifyAfterSeveralTurns()
{
    QFETCH(QString, file);
    QFETCH(int, turns);
    const CampaignAudit audit = auditFile(m_dir.filePath(file));
    QCOMPARE(static_cast<int>(audit.turns.size()), turns);
    for (const TurnAudit &t : audit.turns)
        QVERIFY2(t.ok(), qPrintable(auditText(t)));
    QVERIFY(audit.ok());
    if (file.startsWith(QLatin1String("hex"))) {
        // The battle of turn 1 rolled dice beyond the forced ones, decided by the GM's answers.
        QVERIFY(audit.turns.front().dice > 3);
    }
}

void TestVerify::forcedDiceAreListed()
{
    const CampaignAudit area = auditFile(m_area);
    QCOMPARE(area.turns.at(0).forced.size(), size_t{0});
    QCOMPARE(area.turns.at(1).forced.size(), size_t{2});
    QVERIFY2(auditText(area.turns.at(1)).contains(QLatin1String("2 forced dice (R3)")),
             qPrintable(auditText(area.turns.at(1))));
    const CampaignAudit hex = auditFile(m_hex);
    QCOMPARE(hex.turns.at(0).forced.size(), size_t{3});
    QVERIFY2(hex.turns.at(0).forced.front().sentence.contains(QLatin1String("forced")),
             qPrintable(hex.turns.at(0).forced.front().sentence));
}

void TestVerify::editedDieIsReported()
{
    // The first die of the battle the GM did not force, turned into another face.
    const QString file = m_dir.filePath(QStringLiteral("die.muster"));
    QFile::remove(file);
    QVERIFY(QFile::copy(m_hex, file));
    std::size_t edited = 0;
    tamperLog(file, 1, [&edited](std::size_t i, auto &event, TurnLog &to) {
        if constexpr (std::is_same_v<std::decay_t<decltype(event)>, log::DiceRolled>)
            if (edited == 0 && event.forced.count == 0 &&
                event.what.purpose == DiePurpose::AttackThrow) {
                editFirstDie(event, to);
                edited = i;
            }
    });
    QVERIFY(edited > 0);
    const QByteArray before = hashOf(file);
    const CampaignAudit audit = auditFile(file);
    QCOMPARE(hashOf(file), before);
    QVERIFY(!audit.ok());
    const TurnAudit &t = audit.turns.at(0);
    QCOMPARE(t.turn, 1);
    QCOMPARE(t.verdict, TurnAudit::Verdict::LogDiffers);
    QCOMPARE(t.firstDifference, edited);
    QVERIFY2(t.storedEvent.contains(QLatin1String("d20")) && t.storedEvent != t.resolvedEvent,
             qPrintable(auditText(t)));
    // The turns after it are still checked on their own.
    for (size_t k = 1; k < audit.turns.size(); ++k)
        QVERIFY2(audit.turns[k].ok(), qPrintable(auditText(audit.turns[k])));
}

void TestVerify::editedOrderIsReported()
{
    // One stored order of turn 1 changed: the log no longer follows from the orders.
    const QString file = m_dir.filePath(QStringLiteral("order.muster"));
    QFile::remove(file);
    QVERIFY(QFile::copy(m_area, file));
    QString original;
    {
        sqlite::Database db(file, sqlite::Database::Mode::ReadWrite);
        sqlite::Statement read(
            db, "SELECT kingdom, seq, line FROM orders WHERE turn = 1 ORDER BY kingdom, seq");
        QVERIFY(read.step());
        const int kingdom = read.columnInt(0), seq = read.columnInt(1);
        original = read.columnText(2);
        read.reset();
        // Action 1 moved to round 16: it then runs after every other kingdom's first actions.
        const QString changed = QStringLiteral("16") + original.mid(original.indexOf(u' '));
        sqlite::Statement write(
            db, "UPDATE orders SET line = ?1 WHERE turn = 1 AND kingdom = ?2 AND seq = ?3");
        write.bind(1, changed).bind(2, kingdom).bind(3, seq).run();
    }
    const QByteArray before = hashOf(file);
    const CampaignAudit audit = auditFile(file);
    QCOMPARE(hashOf(file), before);
    const TurnAudit &t = audit.turns.at(0);
    QCOMPARE(t.turn, 1);
    QCOMPARE(t.verdict, TurnAudit::Verdict::LogDiffers);
    QVERIFY2(!t.storedEvent.isEmpty() && t.storedEvent != t.resolvedEvent,
             qPrintable(auditText(t)));
    QVERIFY2(
        auditText(t).contains(QStringLiteral("DIFFERS at event %1").arg(t.firstDifference + 1)),
        qPrintable(auditText(t)));
}

void TestVerify::editedNextStateIsReported()
{
    // Turn 1's log holds, but turn 2 starts from something else than its result (as after an
    // edit in the console between the two turns, or tampering).
    const QString file =
        editedCopy(m_area, QStringLiteral("state.muster"),
                   "UPDATE kingdom_state SET bp = bp + 5 WHERE turn = 2 AND kingdom = 0");
    const CampaignAudit audit = auditFile(file);
    const TurnAudit &t = audit.turns.at(0);
    QCOMPARE(t.verdict, TurnAudit::Verdict::ResultDiffers);
    QVERIFY2(t.resultDifference.contains(QLatin1String("BP")), qPrintable(t.resultDifference));
    // Turn 2 was resolved from the state before the edit: resolved again from the edited one, its
    // log differs where the BPs show (A10.1).
    const TurnAudit &second = audit.turns.at(1);
    QCOMPARE(second.verdict, TurnAudit::Verdict::LogDiffers);
    QVERIFY2(second.storedEvent.contains(QLatin1String("BP")), qPrintable(auditText(second)));
}

void TestVerify::aDamagedTurnIsDamagedNotDiffering()
{
    // Turn 2's area rows hold an owner no kingdom has: its rows cannot be read. It is damaged,
    // with the store's reason as `muster-cli validate` gives it, never a turn that does not
    // follow from its seed; turn 1 verifies but for the comparison with turn 2's start.
    const QString file = editedCopy(m_area, QStringLiteral("damaged.muster"),
                                    "UPDATE area_state SET owner = 99 WHERE turn = 2 AND area = 3");
    Problems problems;
    QVERIFY(!store::checkStoreFile(file, problems));
    QVERIFY(!problems.isEmpty());
    const QString reason = problems[0].where + QStringLiteral(": ") + problems[0].message;
    QVERIFY2(reason.startsWith(QLatin1String("turn 2, ")), qPrintable(reason));
    const QByteArray before = hashOf(file);

    const CampaignAudit audit = auditFile(file);
    QCOMPARE(audit.turns.size(), size_t{3});
    const TurnAudit &damaged = audit.turns.at(1);
    QCOMPARE(damaged.verdict, TurnAudit::Verdict::Damaged);
    QCOMPARE(damaged.problem, reason);
    QVERIFY(!damaged.checked());
    QVERIFY2(auditText(damaged).startsWith(QStringLiteral("Turn 2: damaged: %1").arg(reason)),
             qPrintable(auditText(damaged)));
    QCOMPARE(audit.turns.at(0).verdict, TurnAudit::Verdict::Same);
    QCOMPARE(audit.turns.at(0).nextNotCompared, reason);
    QVERIFY(audit.turns.at(2).ok());
    QVERIFY(!audit.ok());
    QCOMPARE(audit.differing(), 0);
    QCOMPARE(audit.unchecked(), 1);

    const auto cli = test::runCli({QStringLiteral("verify"), file});
    QCOMPARE(cli.exitCode, 1);
    QVERIFY2(cli.out.contains(QStringLiteral("Turn 2: damaged: %1").arg(reason)) &&
                 cli.out.contains(QLatin1String("1 turn could not be verified")) &&
                 !cli.out.contains(QLatin1String("not follow")),
             qPrintable(cli.out));
    const auto json = test::runCli({QStringLiteral("verify"), file, QStringLiteral("--json")});
    const QJsonObject second = QJsonDocument::fromJson(json.outBytes)
                                   .object()
                                   .value(QLatin1String("turns"))
                                   .toArray()
                                   .at(1)
                                   .toObject();
    QCOMPARE(second.value(QLatin1String("verdict")).toString(), QStringLiteral("damaged"));
    QCOMPARE(second.value(QLatin1String("problem")).toString(), reason);
    QCOMPARE(hashOf(file), before);
}

void TestVerify::aHexTurnAfterADamagedOneIsNotVerified()
{
    // A hex turn's first day comes from the log before it (H2.4): with turn 2's log unreadable,
    // turn 3 cannot be resolved again as it was, and is said not to be verified, not to differ.
    const QString file =
        editedCopy(m_hex, QStringLiteral("hex-damaged.muster"),
                   "UPDATE turn SET events = X'FFFFFFFFFFFFFFFF' WHERE number = 2");
    const CampaignAudit audit = auditFile(file);
    QCOMPARE(audit.turns.size(), size_t{4});
    QCOMPARE(audit.turns.at(1).verdict, TurnAudit::Verdict::Damaged);
    QVERIFY2(audit.turns.at(1).problem.startsWith(QLatin1String("turn 2, events: ")),
             qPrintable(audit.turns.at(1).problem));
    QCOMPARE(audit.turns.at(2).verdict, TurnAudit::Verdict::NotRead);
    QVERIFY2(audit.turns.at(2).problem.contains(QLatin1String("needs a turn that cannot be read")),
             qPrintable(audit.turns.at(2).problem));
    QCOMPARE(audit.differing(), 0);
    QCOMPARE(audit.unchecked(), 2);
}

void TestVerify::cliVerifiesAndNeverWrites()
{
    const QByteArray areaBefore = hashOf(m_area);
    const auto ok = test::runCli({QStringLiteral("verify"), m_area});
    QCOMPARE(ok.exitCode, 0);
    QVERIFY2(ok.out.contains(QLatin1String("every resolved turn follows")), qPrintable(ok.out));
    QVERIFY2(ok.out.contains(QLatin1String("Turn 2: verified")), qPrintable(ok.out));
    QCOMPARE(hashOf(m_area), areaBefore);

    const QString file = m_dir.filePath(QStringLiteral("cli-die.muster"));
    QFile::remove(file);
    QVERIFY(QFile::copy(m_hex, file));
    tamperLog(file, 1, [](std::size_t, auto &event, TurnLog &to) {
        if constexpr (std::is_same_v<std::decay_t<decltype(event)>, log::DiceRolled>)
            if (event.what.purpose == DiePurpose::AttackThrow && event.forced.count == 0)
                editFirstDie(event, to);
    });
    const QByteArray before = hashOf(file);
    const QDateTime modified = QFileInfo(file).lastModified();
    const auto bad = test::runCli({QStringLiteral("verify"), file});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.out.contains(QLatin1String("Turn 1: DIFFERS at event")), qPrintable(bad.out));
    QVERIFY2(bad.out.contains(QLatin1String("1 turn does not follow")), qPrintable(bad.out));
    const auto json = test::runCli({QStringLiteral("verify"), file, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(json.outBytes).object();
    QCOMPARE(o.value(QLatin1String("ok")).toBool(true), false);
    const QJsonObject first = o.value(QLatin1String("turns")).toArray().at(0).toObject();
    QCOMPARE(first.value(QLatin1String("verdict")).toString(), QStringLiteral("log-differs"));
    QVERIFY(first.value(QLatin1String("event")).toInt() > 0);
    QCOMPARE(hashOf(file), before);
    QCOMPARE(QFileInfo(file).lastModified(), modified);
    QVERIFY(!QFileInfo::exists(file + QStringLiteral("-journal")));
}

void TestVerify::cliRefusesWhatItCannotRead()
{
    const auto missing =
        test::runCli({QStringLiteral("verify"), m_dir.filePath(QStringLiteral("none.muster"))});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(QLatin1String("none.muster")), qPrintable(missing.err));
    QCOMPARE(test::runCli({QStringLiteral("verify")}).exitCode, 2);
}

void TestVerify::cliDiceReport()
{
    // The dice of the hex file's turns by kind, as core counts them; forced dice apart (R3).
    QString error;
    const auto loaded = test::take(CampaignStore::load(m_hex), error);
    QVERIFY2(loaded, qPrintable(error));
    const QByteArray before = hashOf(m_hex);
    const auto text = test::runCli({QStringLiteral("dice"), m_hex});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QLatin1String("d20 attack throws (H4.2 step 4)")) &&
                 text.out.contains(QLatin1String("chi-square")) &&
                 text.out.contains(QLatin1String("forced and left out (R3)")),
             qPrintable(text.out));
    const auto json = test::runCli({QStringLiteral("dice"), m_hex, QStringLiteral("--json"),
                                    QStringLiteral("--turns"), QStringLiteral("1")});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray kinds =
        QJsonDocument::fromJson(json.outBytes).object().value(QLatin1String("kinds")).toArray();
    const DiceReport expected = diceReport(*loaded, 1, 1);
    QCOMPARE(kinds.size(), static_cast<qsizetype>(expected.tallies.size()));
    QCOMPARE(kinds.at(0).toObject().value(QLatin1String("counted")).toInteger(),
             expected.tallies.front().results);
    QCOMPARE(test::runCli(
                 {QStringLiteral("dice"), m_hex, QStringLiteral("--turns"), QStringLiteral("4-2")})
                 .exitCode,
             2);
    QCOMPARE(hashOf(m_hex), before);
}

QTEST_GUILESS_MAIN(TestVerify)
#include "tst_verify.moc"
