// TurnResolver saves the resolved turn and the next one from its worker thread, so the GUI thread
// never waits for SQLite on a big turn. These tests check the file always ends up
// holding exactly the campaign in memory: after a resolution, after Cancel, after an edit made
// while the engine ran (the result is discarded), and after undo.
#include "GeneratedCampaign.h"
#include "TakeResult.h"
#include "console/MainWindow.h"
#include "console/Question.h"
#include "console/document/CampaignDocument.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnResolver.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"

#include <QProgressDialog>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace muster;

class TestTurnResolver : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // The generated orders mostly fail: F5 asks, and the GM resolves as it is.
        setQuestionHook([](const Question &) { return 0; });
        m_window = std::make_unique<MainWindow>();
        document()->setCampaign(test::generateAreaCampaign(400, 8, 1, 7));
        m_file = m_dir.filePath(QStringLiteral("resolve.muster"));
        QFile::remove(m_file);
        QVERIFY(m_window->saveAs(m_file));
    }
    void cleanup()
    {
        m_window.reset();
        setQuestionHook({});
    }

    void resolutionIsInTheFile()
    {
        QVERIFY(resolve(nullptr));
        QCOMPARE(document()->campaign().turns.size(), size_t{2});
        QVERIFY(document()->campaign().turns.front().resolved);
        checkFileEqualsMemory();
        document()->undoStack()->undo(); // rolled back in the file too
        QCOMPARE(document()->campaign().turns.size(), size_t{1});
        checkFileEqualsMemory();
        document()->undoStack()->redo(); // redo saves again (the worker saved only the first time)
        QCOMPARE(document()->campaign().turns.size(), size_t{2});
        checkFileEqualsMemory();
    }

    void cancelLeavesTheFileAsBefore()
    {
        const QByteArray before = writeCampaignJson(document()->campaign());
        QVERIFY(!resolve([this] {
            // Cancel before the result arrives: the worker may already have saved it.
            auto *progress =
                m_window->findChild<QProgressDialog *>(QStringLiteral("resolutionProgress"));
            QVERIFY(progress);
            progress->cancel();
        }));
        QCOMPARE(writeCampaignJson(document()->campaign()), before);
        checkFileEqualsMemory();
    }

    void editWhileResolvingDiscardsTheResult()
    {
        QVERIFY(!resolve([this] {
            // The engine works on the orders as they were; this edit makes its result outdated.
            document()->setOrders(0, {QStringLiteral("; changed while resolving")});
        }));
        QCOMPARE(document()->campaign().turns.size(), size_t{1});
        QCOMPARE(document()->campaign().current().orders[0],
                 QStringList{QStringLiteral("; changed while resolving")});
        checkFileEqualsMemory();
    }

    void jsonBoundCampaignResolvesToo()
    {
        // A .json file is rewritten whole by the GUI thread (the worker saves SQLite files only);
        // the result must still be applied and the file must hold both turns.
        const QString json = m_dir.filePath(QStringLiteral("resolve.json"));
        QVERIFY(m_window->saveAs(json));
        QVERIFY(resolve(nullptr));
        QCOMPARE(document()->campaign().turns.size(), size_t{2});
        Problems problems;
        const std::optional<Campaign> stored = readCampaignJsonFile(json, problems);
        QVERIFY2(stored, qPrintable(problems.toString()));
        QCOMPARE(writeCampaignJson(*stored), writeCampaignJson(document()->campaign()));
    }

private:
    CampaignDocument *document() const { return m_window->document(); }

    /// Presses F5, runs `meanwhile` before the result can arrive (the result is applied on the
    /// GUI thread, so nothing of it is seen before the event loop runs) and returns `applied`.
    bool resolve(const std::function<void()> &meanwhile)
    {
        TurnResolver *resolver = m_window->turnConsole()->resolver();
        QSignalSpy finished(resolver, &TurnResolver::finished);
        m_window->turnConsole()->resolveAction()->trigger();
        if (meanwhile)
            meanwhile();
        if (!finished.wait(60000))
            return false;
        return finished.front().front().toBool();
    }

    void checkFileEqualsMemory()
    {
        QString error;
        const std::optional<Campaign> stored = test::take(CampaignStore::load(m_file), error);
        QVERIFY2(stored, qPrintable(error));
        QCOMPARE(writeCampaignJson(*stored), writeCampaignJson(document()->campaign()));
    }

    QTemporaryDir m_dir;
    QString m_file;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestTurnResolver)
#include "tst_turn_resolver.moc"
