// File > Import Tiled Map... and File > Export Tiled Map... through the window: the terrain dialog
// for tiles with no terrain, the new campaign opened, a bad map refused in a message that says
// what and where with the open campaign untouched, and an export that imports to the same world.
#include "ConsoleTestWindow.h"
#include "TestSupport.h"
#include "TiledTestSupport.h"

#include "console/dialogs/TiledTerrainDialog.h"
#include "tiled/tmx/TmxImport.h"

#include <QApplication>
#include <QComboBox>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTimer>

using namespace muster;
using namespace muster::test;

class TestTiledGui : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_errors.clear();
        m_window = showConsoleWindow(&m_errors);
        QVERIFY(m_window);
    }

    void cleanup() { m_window.reset(); }

    void menuHasTheActions()
    {
        QStringList texts;
        for (QAction *a : m_window->menuBar()->actions().first()->menu()->actions())
            texts << a->text();
        QVERIFY2(texts.contains(QStringLiteral("Import &Tiled Map...")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY(texts.contains(QStringLiteral("Export Tiled Ma&p...")));
    }

    // The tile without a property is given its terrain in the dialog; the campaign opens.
    void importAsksForUnmappedTiles()
    {
        bool asked = false;
        QTimer::singleShot(0, this, [&asked] {
            auto *dialog = qobject_cast<TiledTerrainDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto *choice = dialog->findChild<QComboBox *>(QStringLiteral("terrain terrain 6"));
            if (!choice)
                return;
            asked = true;
            choice->setCurrentText(QStringLiteral("jungle"));
            if (qEnvironmentVariableIsSet("MUSTER_KEEP_RENDER"))
                dialog->grab().save(QStringLiteral("tiled-terrain-dialog.png"));
            dialog->accept();
        });
        QVERIFY(m_window->importTiledMap(tiledData(QStringLiteral("unmapped-tile.tmx"))));
        QVERIFY(asked);
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
        const Campaign &c = m_window->document()->campaign();
        QCOMPARE(terrainRows(c.world), (QStringList{QStringLiteral("cghw"), QStringLiteral("bdjs"),
                                                    QStringLiteral("m~cg")}));
        // Opened like an imported JSON campaign: in memory until Save As.
        QVERIFY(m_window->document()->filePath().isEmpty());
    }

    void cancellingTheDialogImportsNothing()
    {
        QVERIFY(m_window->openFile(sourcePath(QStringLiteral("maps/sample-hex.json"))));
        const QByteArray before = worldJson(m_window->document()->campaign());
        QTimer::singleShot(0, this, [] {
            if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
                dialog->reject();
        });
        QVERIFY(!m_window->importTiledMap(tiledData(QStringLiteral("unmapped-tile.tmx"))));
        QCOMPARE(worldJson(m_window->document()->campaign()), before);
    }

    void badMapIsRefusedAndChangesNothing()
    {
        QVERIFY(m_window->openFile(sourcePath(QStringLiteral("maps/sample-hex.json"))));
        const QByteArray before = worldJson(m_window->document()->campaign());
        QVERIFY(!m_window->importTiledMap(tiledData(QStringLiteral("bad-encoding.tmx"))));
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors[0].contains(tiledData(QStringLiteral("bad-encoding.tmx"))) &&
                     m_errors[0].contains(QStringLiteral("layer \"terrain\": unknown encoding "
                                                         "\"base32\"")),
                 qPrintable(m_errors[0]));
        QCOMPARE(worldJson(m_window->document()->campaign()), before);
    }

    void exportImportsToTheSameWorld()
    {
        QVERIFY(m_window->openFile(sourcePath(QStringLiteral("maps/sample-area.json"))));
        QTemporaryDir dir;
        const QString tmx = dir.filePath(QStringLiteral("area.tmx"));
        QVERIFY(m_window->exportTiledMap(tmx));
        Problems problems;
        const auto back = tmx::importTmxFile(tmx, {}, problems);
        QVERIFY2(back, qPrintable(problems.toString()));
        QCOMPARE(worldJson(*back), worldJson(m_window->document()->campaign()));
    }

private:
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestTiledGui)
#include "tst_tiled_gui.moc"
