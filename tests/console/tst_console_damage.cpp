// A campaign file with a damaged turn in the console, offscreen: 16 bytes overwritten inside an
// earlier turn's stored log (as a failing disk or a bad copy leaves them), or a row's value made
// impossible. Opening it tells the GM which turn of which file cannot be read and changes nothing;
// the Turns dock marks that turn damaged with the reason `muster-cli validate` gives (the store's
// check, store/StoreCheck.h); chosen, it shows no map of another turn's; Verify History says it is
// damaged, not that it does not follow from its seed; resolving asks first. A healthy file opens
// with no such mark and no question.
#include "ConsoleTestWindow.h"
#include "TakeResult.h"
#include "console/Question.h"
#include "console/document/CampaignDocument.h"
#include "console/document/DamagedHistory.h"
#include "console/turns/HistoryAudit.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnHistoryDock.h"
#include "io/CampaignJson.h"
#include "operations/CloseTurn.h"
#include "store/CampaignStore.h"
#include "store/Sqlite.h"
#include "store/StoreCheck.h"

#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace muster;

namespace {

/// The area sample resolved twice (turns 1 and 2 resolved, turn 3 current), kept in `file`.
bool writeThreeTurns(const QString &file)
{
    Problems problems;
    auto c =
        readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), problems);
    if (!c)
        return false;
    applyResolution(*c, resolveCurrentTurn(*c));
    applyResolution(*c, resolveCurrentTurn(*c));
    QString error;
    auto store = test::take(CampaignStore::create(file, *c), error);
    return store && test::take(store->close(), error);
}

QByteArray fileHash(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

/// What `muster-cli validate` says of the rows of turn `number` of `file`: its first problem.
QString validateSays(const QString &file, int number)
{
    Problems problems;
    if (store::checkStoreFile(file, problems))
        return {};
    const QString turn = QStringLiteral("turn %1").arg(number);
    for (const Problem &p : problems.items())
        if (p.where == turn || p.where.startsWith(turn + QLatin1Char(',')))
            return p.where + QStringLiteral(": ") + p.message;
    return {};
}

bool writeBytes(const QString &file, const QByteArray &bytes)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// Overwrites 16 bytes inside turn `number`'s stored log in the file's own bytes, not through
/// SQLite, as a failing disk would: in a stretch of the log's bytes that stands once in the whole
/// file (not in another turn's log, nor in a page SQLite keeps a copy of), the first where that
/// makes the log unreadable (16 bytes over a name are still a name).
bool overwriteInsideLog(const QString &file, int number)
{
    QByteArray log;
    {
        sqlite::Database db(file, sqlite::Database::Mode::ReadOnly);
        sqlite::Statement q(db, "SELECT events FROM turn WHERE number = ?1");
        q.bind(1, number);
        if (!q.step())
            return false;
        log = q.columnBlob(0);
    }
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray original = f.readAll();
    f.close();
    for (qsizetype from = 0; from + 64 <= log.size(); from += 16) {
        const QByteArray stretch = log.mid(from, 64);
        const qsizetype at = original.indexOf(stretch);
        if (at < 0 || original.indexOf(stretch, at + 1) >= 0)
            continue;
        QByteArray bytes = original;
        bytes.replace(at + 16, 16, QByteArray(16, '\xff'));
        if (!writeBytes(file, bytes))
            return false;
        if (validateSays(file, number).startsWith(QStringLiteral("turn %1, events: ").arg(number)))
            return true;
    }
    writeBytes(file, original);
    return false;
}

} // namespace

class TestConsoleDamage : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
    QList<Question> m_asked;
    int m_answer = 0;

    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }
    QString row(int i)
    {
        return console().history()->list()->model()->index(i, 0).data().toString();
    }

    /// A fresh window on `file`, as after quitting and starting again.
    bool open(const QString &file)
    {
        m_window = test::showConsoleWindow(&m_errors);
        return m_window && m_window->openFile(file);
    }

    /// Runs Turn > Verify History and waits for its verdict.
    std::optional<bool> verify()
    {
        HistoryAudit &audit = *console().audit();
        QSignalSpy done(&audit, &HistoryAudit::verified);
        audit.verifyAction()->trigger();
        if (!done.wait(60000))
            return std::nullopt;
        return done.front().at(0).toBool();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        setQuestionHook([this](const Question &q) {
            m_asked << q;
            return m_answer;
        });
    }

    void cleanupTestCase() { setQuestionHook({}); }

    void init()
    {
        m_asked.clear();
        m_errors.clear();
        m_answer = 0;
    }

    void aDamagedLogIsSaidOnOpeningAndInTheTurnsDock()
    {
        const QString file = m_dir.filePath(QStringLiteral("damaged-log.muster"));
        QVERIFY(writeThreeTurns(file));
        QVERIFY(overwriteInsideLog(file, 1));
        const QString reason = validateSays(file, 1);
        QVERIFY2(reason.startsWith(QLatin1String("turn 1, events: ")), qPrintable(reason));
        const QByteArray before = fileHash(file);

        QVERIFY(open(file));
        // Told once the history is checked, naming the file and the turn, with the store's
        // reason.
        QTRY_COMPARE_WITH_TIMEOUT(m_asked.size(), 1, 20000);
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
        QCOMPARE(m_asked.front().title, QStringLiteral("Damaged Campaign File"));
        QVERIFY2(m_asked.front().text.contains(file) &&
                     m_asked.front().text.contains(QLatin1String("turn 1 of its history")) &&
                     m_asked.front().text.contains(reason),
                 qPrintable(m_asked.front().text));
        // The dock: turn 1 damaged with that reason, the others as stored.
        QCOMPARE(console().history()->count(), 3);
        QCOMPARE(row(0), QStringLiteral("Turn 1 (damaged: %1)").arg(reason));
        QVERIFY2(!row(1).contains(QLatin1String("damaged")) &&
                     row(1).contains(QLatin1String("resolved")),
                 qPrintable(row(1)));
        QCOMPARE(row(2), QStringLiteral("Turn 3 (current)"));
        QCOMPARE(fileHash(file), before); // nothing written
    }

    void theDamagedTurnShowsNoOtherTurnsMap()
    {
        QVERIFY(m_window); // the file opened above
        // Chosen in the dock, the damaged turn draws the bare world under a banner saying why,
        // never the stand-in its history reads in its place (the current turn's map).
        const QString reason =
            validateSays(m_dir.filePath(QStringLiteral("damaged-log.muster")), 1);
        console().history()->showTurn(0);
        QVERIFY(console().showingHistory());
        const TurnState &shown = console().shownState();
        QVERIFY(!(shown == campaign().current().state));
        QCOMPARE(shown.areas.size(), campaign().world.areas.size());
        for (const AreaState &a : shown.areas)
            QVERIFY(a.owner == -1 && a.armies == 0 && a.forts == 0);
        const auto *banner = m_window->mapView()->viewport()->findChild<QLabel *>(
            QStringLiteral("unreadableTurnBanner"));
        QVERIFY(banner && banner->isVisible());
        QCOMPARE(banner->text(),
                 QStringLiteral("Turn 1 cannot be read: its rows in the file are damaged (%1)")
                     .arg(reason));
        const QPixmap shot = m_window->grab();
        QVERIFY(!shot.isNull());
        if (qEnvironmentVariableIsSet("MUSTER_KEEP_RENDER"))
            shot.save(QStringLiteral("tst_console_damage.png"));
        // An undamaged turn is its own map again, and the banner goes.
        console().history()->showTurn(1);
        QVERIFY(console().shownState() == campaign().turns[1].state);
        QVERIFY(!m_window->mapView()->viewport()->findChild<QLabel *>(
            QStringLiteral("unreadableTurnBanner")));
    }

    void verifySaysDamagedNotTampered()
    {
        QVERIFY(m_window);
        const QString reason =
            validateSays(m_dir.filePath(QStringLiteral("damaged-log.muster")), 1);
        QCOMPARE(verify(), std::optional<bool>(false));
        QDialog *dialog = console().audit()->resultDialog();
        QVERIFY(dialog);
        const QString summary =
            dialog->findChild<QLabel *>(QStringLiteral("verifySummary"))->text();
        const QString report =
            dialog->findChild<QPlainTextEdit *>(QStringLiteral("verifyReport"))->toPlainText();
        QVERIFY2(!summary.contains(QLatin1String("do not follow")), qPrintable(summary));
        QVERIFY2(summary.contains(QLatin1String("1 of 2 resolved turns could not be read")),
                 qPrintable(summary));
        QVERIFY2(report.contains(QStringLiteral("Turn 1: damaged: %1").arg(reason)) &&
                     !report.contains(QLatin1String("DIFFERS")) &&
                     report.contains(QLatin1String("Turn 2: verified")),
                 qPrintable(report));
        dialog->close();
    }

    void resolvingOnTheDamageAsksFirst()
    {
        QVERIFY(m_window);
        m_answer = 0; // Resolve as it is (kingdoms without orders), then Cancel on the damage
        console().history()->showTurn(static_cast<int>(campaign().turns.size()) - 1); // current
        console().resolveAction()->trigger();
        QVERIFY(!m_asked.isEmpty());
        QCOMPARE(m_asked.back().title, QStringLiteral("Resolve on a Damaged History"));
        QVERIFY(!console().resolver()->isRunning());
        QCOMPARE(campaign().turns.size(), size_t{3});
    }

    void escapeOnTheDamageQuestionCancels()
    {
        // The question as the GM gets it (no test hook): Escape must not resolve.
        QVERIFY(m_window);
        QVERIFY(!campaign().turns.damaged().empty());
        const QuestionHook kept = setQuestionHook({});
        bool asked = false;
        QTimer::singleShot(0, this, [&asked] {
            QWidget *box = QApplication::activeModalWidget();
            asked = box != nullptr;
            if (box)
                QTest::keyClick(box, Qt::Key_Escape);
        });
        const bool resolve = resolveOverDamage(m_window.get(), *m_window->document());
        setQuestionHook(kept);
        QVERIFY(asked);
        QVERIFY(!resolve);
    }

    void damageTheLogDoesNotShowIsFoundOnOpening()
    {
        // An impossible owner in turn 1's area rows: listing the turn reads only its log, so
        // only the check made on opening can find it.
        const QString file = m_dir.filePath(QStringLiteral("damaged-row.muster"));
        QVERIFY(writeThreeTurns(file));
        {
            sqlite::Database db(file, sqlite::Database::Mode::ReadWrite);
            db.exec("UPDATE area_state SET owner = 99 WHERE turn = 1 AND area = 3");
        }
        const QString reason = validateSays(file, 1);
        QVERIFY2(!reason.isEmpty(), "validate names the damage");
        QVERIFY(open(file));
        QTRY_COMPARE_WITH_TIMEOUT(m_asked.size(), 1, 20000);
        QVERIFY2(m_asked.front().text.contains(reason), qPrintable(m_asked.front().text));
        QCOMPARE(row(0), QStringLiteral("Turn 1 (damaged: %1)").arg(reason));
        QVERIFY(!row(1).contains(QLatin1String("damaged")));
    }

    void aHealthyFileOpensWithNoMark()
    {
        const QString file = m_dir.filePath(QStringLiteral("healthy.muster"));
        QVERIFY(writeThreeTurns(file));
        QVERIFY(validateSays(file, 1).isEmpty());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        QSignalSpy checked(m_window->document(), &CampaignDocument::historyChecked);
        QVERIFY(m_window->openFile(file));
        QVERIFY(checked.count() > 0 || checked.wait(20000));
        QVERIFY(m_asked.isEmpty());
        QVERIFY(campaign().turns.damaged().empty());
        for (int i = 0; i < console().history()->count(); ++i)
            QVERIFY2(!row(i).contains(QLatin1String("damaged")), qPrintable(row(i)));
        console().history()->showTurn(0);
        QVERIFY(console().shownState() == campaign().turns[0].state);
        QVERIFY(!m_window->mapView()->viewport()->findChild<QLabel *>(
            QStringLiteral("unreadableTurnBanner")));
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }
};

QTEST_MAIN(TestConsoleDamage)
#include "tst_console_damage.moc"
