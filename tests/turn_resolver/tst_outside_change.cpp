// The GUI and muster-cli on one campaign file: a sheet the CLI stores while the console is open is
// never lost. The console notices the change (it watches the file) and asks to reload; an edit
// made in the console before reloading is refused rather than saved over the CLI's sheet, and so
// is the result of Resolve Turn (F5) computed from the older copy.
#include "CliRunner.h"
#include "TakeResult.h"
#include "console/MainWindow.h"
#include "console/Question.h"
#include "console/document/CampaignDocument.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnResolver.h"
#include "store/CampaignStore.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

class TestOutsideChange : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_file;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_asked;  // every message the reload question was asked with
    bool m_reload = true; // the GM's answer

    CampaignDocument *document() const { return m_window->document(); }
    int kingdom(const QString &id) const { return document()->campaign().kingdomIndex(id); }

    /// Stores the shipped sheet of `id` with muster-cli, as another program would.
    void storeSheetWithCli(const QString &id)
    {
        const test::CliRun r = test::runCli(
            {QStringLiteral("orders"), m_file, id,
             QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area-orders/%1.txt").arg(id)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
    QStringList storedOrders(const QString &id)
    {
        QString error;
        const auto c = test::take(CampaignStore::load(m_file), error);
        return c ? c->current().orders[c->kingdomIndex(id)] : QStringList{error};
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setQuestionHook([this](const Question &question) {
            // F5 with kingdoms that sent nothing: resolve as it is.
            if (question.title == QLatin1String("Resolve Turn"))
                return 0;
            m_asked << question.text;
            return m_reload ? 0 : 1; // Reload, Not Now
        });
    }
    void init()
    {
        m_asked.clear();
        m_reload = true;
        m_window = std::make_unique<MainWindow>();
        QVERIFY(m_window->openFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")));
        m_file = m_dir.filePath(QStringLiteral("shared.muster"));
        QFile::remove(m_file);
        QVERIFY(m_window->saveAs(m_file));
        for (int k = 0; k < static_cast<int>(document()->campaign().kingdoms.size()); ++k)
            document()->setOrders(k, {});
    }
    void cleanup() { m_window.reset(); }

    void theConsoleNoticesAndReloads()
    {
        storeSheetWithCli(QStringLiteral("ALD"));
        QTRY_COMPARE_WITH_TIMEOUT(m_asked.size(), 1, 10000);
        // Reloaded: the console now shows the sheet the CLI stored.
        QCOMPARE(document()->campaign().current().orders[kingdom(QStringLiteral("ALD"))],
                 storedOrders(QStringLiteral("ALD")));
        QVERIFY(!storedOrders(QStringLiteral("ALD")).isEmpty());
    }

    void anEditBeforeReloadingIsRefused()
    {
        m_reload = false; // "Not Now" when the change is noticed
        storeSheetWithCli(QStringLiteral("ALD"));
        QTRY_COMPARE_WITH_TIMEOUT(m_asked.size(), 1, 10000);
        const QStringList cliSheet = storedOrders(QStringLiteral("ALD"));
        m_reload = true;
        document()->setOrders(kingdom(QStringLiteral("BRE")), {QStringLiteral("1 DEFEND BRK")});
        QCOMPARE(m_asked.size(), 2); // the refused save asks again, saying it was not saved
        QVERIFY2(m_asked.last().contains(QLatin1String("not saved")), qPrintable(m_asked.last()));
        QCOMPARE(storedOrders(QStringLiteral("ALD")), cliSheet);
        QCOMPARE(document()->campaign().current().orders[kingdom(QStringLiteral("ALD"))], cliSheet);
    }

    void resolveFromAnOlderCopyIsRefused()
    {
        m_reload = false;
        storeSheetWithCli(QStringLiteral("CAL"));
        const QStringList cliSheet = storedOrders(QStringLiteral("CAL"));
        // F5 before the console noticed: the worker's save and the GUI's save are both refused.
        TurnResolver *resolver = m_window->turnConsole()->resolver();
        QSignalSpy finished(resolver, &TurnResolver::finished);
        m_window->turnConsole()->resolveAction()->trigger();
        QVERIFY(finished.wait(60000));
        QTRY_VERIFY_WITH_TIMEOUT(!m_asked.isEmpty(), 10000);
        QString error;
        const auto stored = test::take(CampaignStore::load(m_file), error);
        QVERIFY2(stored, qPrintable(error));
        QCOMPARE(stored->turns.size(), size_t{1}); // no turn resolved from the older copy
        QCOMPARE(stored->current().orders[stored->kingdomIndex(QStringLiteral("CAL"))], cliSheet);
        // Reloading brings the console to the file, ready to resolve again.
        QVERIFY(test::take(document()->reload(), error));
        QCOMPARE(document()->campaign().current().orders[kingdom(QStringLiteral("CAL"))], cliSheet);
    }
};

QTEST_MAIN(TestOutsideChange)
#include "tst_outside_change.moc"
