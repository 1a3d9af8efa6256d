// A campaign file is what its bytes say, whatever its name, for the GUI and the CLI alike
// (io/CampaignFormat.h): Save As adds ".muster" to a bare name, a file named without (or with a
// misleading) extension opens in both, the Open dialog lists it, and Save As has its key on a
// plain X session.
#include "console/ErrorReporter.h"
#include "console/MainWindow.h"
#include "console/dialogs/CampaignFileDialog.h"
#include "console/document/CampaignDocument.h"
#include "io/CampaignFormat.h"

#include "CliRunner.h"
#include "TakeResult.h"
#include "TestSupport.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace muster;

class TestCampaignFiles : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        setErrorHook(
            [this](QWidget *, const QString &, const QString &message) { m_errors << message; });
    }
    void init()
    {
        m_errors.clear();
        // A campaign file as muster-cli writes it, for the rows that copy one.
        if (!QFile::exists(path(QStringLiteral("imported.muster"))))
            QCOMPARE(test::runCli({QStringLiteral("import"),
                                   QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                                   path(QStringLiteral("imported.muster"))})
                         .exitCode,
                     0);
    }

    void saveAsWithoutExtensionWritesDotMuster()
    {
        MainWindow w;
        QVERIFY(w.openFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")));
        QVERIFY(w.saveAs(path(QStringLiteral("Northern War"))));
        const QString saved = path(QStringLiteral("Northern War.muster"));
        QCOMPARE(w.document()->filePath(), saved);
        QVERIFY(QFile::exists(saved));
        QVERIFY(!QFile::exists(path(QStringLiteral("Northern War"))));
        QCOMPARE(detectCampaignFormat(saved).value(), CampaignFormat::Store);
        // The CLI reads what the GUI wrote.
        const test::CliRun info = test::runCli({QStringLiteral("info"), saved});
        QVERIFY2(info.exitCode == 0, qPrintable(info.err));
        QVERIFY(info.out.contains(w.document()->campaign().name));
        // The Open dialog lists it.
        QVERIFY(listedAsCampaign(saved));
    }

    void afterSaveAsTheOldFileIsFree_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("campaign file") << QStringLiteral("moved.muster");
        QTest::newRow("JSON") << QStringLiteral("moved.json");
    }
    void afterSaveAsTheOldFileIsFree()
    {
        // Earlier turns are read from the file when asked for: after Save As, from the new one,
        // so the GM may delete the old file and the history is all still there.
        QFETCH(QString, name);
        const QString old = path(QStringLiteral("two-turns.muster"));
        QFile::remove(old);
        QVERIFY(QFile::copy(path(QStringLiteral("imported.muster")), old));
        const test::CliRun resolve = test::runCli({QStringLiteral("resolve"), old});
        QVERIFY2(resolve.exitCode == 0, qPrintable(resolve.err));
        MainWindow w;
        QVERIFY(w.openFile(old));
        QCOMPARE(w.document()->campaign().turns.size(), std::size_t(2));
        QVERIFY(!w.document()->campaign().turns.isHeld(0));
        QVERIFY(w.saveAs(path(name)));
        QVERIFY(QFile::remove(old));
        QString error;
        const auto first = test::take(w.document()->campaign().turns.read(0), error);
        QVERIFY2(first, qPrintable(error));
        QVERIFY(first->resolved);
        QVERIFY(!first->log.isEmpty());
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    }

    void fileNamedWithoutExtensionIsRecognisedByItsContent_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("name");
        QTest::newRow("campaign file, no suffix")
            << QStringLiteral("imported.muster") << QStringLiteral("campaign-copy");
        QTest::newRow("campaign file named .txt")
            << QStringLiteral("imported.muster") << QStringLiteral("campaign.txt");
        QTest::newRow("JSON, no suffix")
            << QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json")
            << QStringLiteral("hex-copy");
    }
    void fileNamedWithoutExtensionIsRecognisedByItsContent()
    {
        QFETCH(QString, source);
        QFETCH(QString, name);
        const QString from = source.startsWith(QLatin1Char('/')) ? source : path(source);
        const QString copy = path(name);
        QFile::remove(copy);
        QVERIFY(QFile::copy(from, copy));
        QVERIFY(listedAsCampaign(copy));
        MainWindow w;
        QVERIFY2(w.openFile(copy), qPrintable(m_errors.join(QLatin1Char('\n'))));
        QVERIFY(w.document()->hasCampaign());
        const test::CliRun info = test::runCli({QStringLiteral("info"), copy});
        QVERIFY2(info.exitCode == 0, qPrintable(info.err));
        const test::CliRun validate = test::runCli({QStringLiteral("validate"), copy});
        QVERIFY2(validate.exitCode == 0, qPrintable(validate.err + validate.out));
    }

    void openDialogLeavesOutOtherFiles()
    {
        const QString notes = path(QStringLiteral("notes.txt"));
        QFile file(notes);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("orders for turn 3, to type in later\n");
        file.close();
        QVERIFY(!listedAsCampaign(notes));
        QVERIFY(listedAsCampaign(m_dir.path())); // folders stay, to walk through
        QVERIFY(listedAsCampaign(path(QStringLiteral("anything.json"))));
    }

    void saveAsHasItsKeysOnAPlainXSession()
    {
        MainWindow w;
        QVERIFY(w.openFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction *saveAs = nullptr;
        for (QAction *a : w.findChildren<QAction *>())
            if (a->text() == MainWindow::tr("Save &As..."))
                saveAs = a;
        QVERIFY(saveAs);
        QCOMPARE(saveAs->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        bool dialogShown = false;
        QTimer::singleShot(0, this, [&dialogShown] {
            if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                dialogShown = true;
                dialog->reject();
            }
        });
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(dialogShown);
    }

    // An export given the open campaign's own file, however spelled (here through a link),
    // refuses and says so: the JSON, the Tiled map and the map image each replaced the campaign.
    void exportsNeverReplaceTheOpenCampaign()
    {
        const QString file = path(QStringLiteral("exported-over.muster"));
        QFile::remove(file);
        QVERIFY(QFile::copy(path(QStringLiteral("imported.muster")), file));
        const QString link = path(QStringLiteral("link-to-campaign.png"));
        QFile::remove(link);
        QVERIFY(QFile::link(file, link));
        const QByteArray before = test::fileBytes(file);
        MainWindow w;
        QVERIFY(w.openFile(file));
        QVERIFY(!w.exportJson(file));
        QVERIFY(!w.exportTiledMap(file));
        QVERIFY(!w.exportImage(link, 0.25));
        QCOMPARE(m_errors.size(), 3);
        for (const QString &error : std::as_const(m_errors))
            QVERIFY2(error.contains(QLatin1String("would overwrite the input")) &&
                         error.contains(QLatin1String("nothing written")),
                     qPrintable(error));
        QCOMPARE(test::fileBytes(file), before);
        QVERIFY(QFileInfo(link).isSymLink());
    }

    void cliReadsAndWritesByContentToo()
    {
        // A campaign file named .json is still a campaign file to every command.
        const QString store = path(QStringLiteral("imported.muster"));
        const test::CliRun imported =
            test::runCli({QStringLiteral("import"), QStringLiteral("--force"),
                          QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), store});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const QString misnamed = path(QStringLiteral("misnamed.json"));
        QFile::remove(misnamed);
        QVERIFY(QFile::copy(store, misnamed));
        const test::CliRun info = test::runCli({QStringLiteral("info"), misnamed});
        QVERIFY2(info.exitCode == 0, qPrintable(info.err));
        const test::CliRun exported =
            test::runCli({QStringLiteral("export"), misnamed, path(QStringLiteral("out.json"))});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QCOMPARE(detectCampaignFormat(path(QStringLiteral("out.json"))).value(),
                 CampaignFormat::Json);
    }
};

QTEST_MAIN(TestCampaignFiles)
#include "tst_campaign_files.moc"
