// The GM console end to end, offscreen: open both sample campaigns, select by
// clicking the map, edit in the inspector, undo and redo, save and reopen, a corrupt file gives the
// error dialog and stays unchanged, map images export as valid PNG, SVG and PDF, and the map
// view times every frame it paints.
#include "GuiSampleCampaigns.h"
#include "TakeResult.h"
#include "console/ErrorReporter.h"
#include "console/MainWindow.h"
#include "console/Question.h"
#include "console/document/CampaignDocument.h"
#include "console/inspector/InspectorPanel.h"
#include "console/legend/LegendDock.h"
#include "console/map/MapView.h"
#include "io/CampaignJson.h"
#include "operations/EndSetup.h"
#include "render/export/MapExporter.h"
#include "store/CampaignStore.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace muster;

class TestMainWindow : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    QString m_areaFile;
    QString m_hexFile;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    static void writeFile(const QString &file, const QByteArray &bytes)
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    static QByteArray readFile(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static int firstOwnedLandArea(const Campaign &c)
    {
        for (size_t a = 0; a < c.world.areas.size(); ++a)
            if (!c.world.isSea(static_cast<int>(a)) && c.current().state.areas[a].owner >= 0 &&
                c.world.areas[a].hexes.size() > 2)
                return static_cast<int>(a);
        return -1;
    }
    /// Clicks the map where `area` is labelled.
    static void clickArea(MainWindow &w, int area)
    {
        QTest::mouseClick(w.mapView()->viewport(), Qt::LeftButton, {},
                          w.mapView()->viewportPosOfArea(area));
    }
    static void showWindow(MainWindow &w)
    {
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.mapView()->zoomToFit();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings and recent files go to a test place
        QVERIFY(m_dir.isValid());
        setErrorHook(
            [this](QWidget *, const QString &, const QString &message) { m_errors << message; });
        // The shipped samples: a missing one is a broken tree, not a reason to test something else.
        m_areaFile = QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json");
        m_hexFile = QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json");
        QVERIFY2(QFile::exists(m_areaFile), qPrintable(m_areaFile));
        QVERIFY2(QFile::exists(m_hexFile), qPrintable(m_hexFile));
    }

    void init() { m_errors.clear(); }

    // libcurl and the two dozen libraries it needs are loaded when mail is first sent or
    // fetched (mailnet/CurlSupport.h), not with every start: a fifth of the sample's opening.
    void theMailLibraryIsNotLoadedAtStart()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(m_areaFile));
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QFile maps(QStringLiteral("/proc/self/maps"));
        QVERIFY(maps.open(QIODevice::ReadOnly));
        const QByteArray loaded = maps.readAll();
        QVERIFY(loaded.contains("libQt6Widgets"));
        QVERIFY2(!loaded.contains("libcurl"), "libcurl is loaded with the window");
    }

    void opensEachSample_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("area") << m_areaFile;
        QTest::newRow("hex") << m_hexFile;
    }
    void opensEachSample()
    {
        QFETCH(QString, file);
        MainWindow w;
        QVERIFY(w.openFile(file));
        QVERIFY(m_errors.isEmpty());
        QVERIFY(w.document()->hasCampaign());
        QVERIFY(w.mapView()->renderer());
        QVERIFY(w.windowTitle().contains(w.document()->campaign().name));
    }

    void clickEditUndoRedoSaveReopen_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::newRow("campaign file") << QStringLiteral("edited.muster");
        QTest::newRow("json") << QStringLiteral("edited.json");
    }
    void clickEditUndoRedoSaveReopen()
    {
        QFETCH(QString, fileName);
        MainWindow w;
        QVERIFY(w.openFile(m_areaFile));
        const QString saved = path(fileName);
        QVERIFY(w.saveAs(saved));
        QVERIFY(w.windowTitle().contains(fileName));
        showWindow(w);
        const int area = firstOwnedLandArea(w.document()->campaign());
        QVERIFY(area >= 0);
        // Hovering names the area and its hex in the status bar.
        const QString areaName =
            w.document()->campaign().world.areas[static_cast<size_t>(area)].name;
        QTest::mouseMove(w.mapView()->viewport(),
                         QPoint(2, 2)); // QTest skips a move to where it is
        QTest::mouseMove(w.mapView()->viewport(), w.mapView()->viewportPosOfArea(area));
        auto *hover = w.findChild<QLabel *>(QStringLiteral("hoverLabel"));
        QVERIFY(hover);
        QTRY_VERIFY2(hover->text().contains(areaName), qPrintable(hover->text()));
        QVERIFY(hover->text().contains(QStringLiteral("Hex ")));
        clickArea(w, area);
        QCOMPARE(w.document()->selectedArea(), area);

        // A1.2: the GM changes the armies in the area through the inspector.
        auto *armies = w.inspector()->findChild<QSpinBox *>(QStringLiteral("areaArmies"));
        QVERIFY(armies && armies->isEnabled());
        const int before =
            w.document()->campaign().current().state.areas[static_cast<size_t>(area)].armies;
        armies->setValue(before + 7);
        QUndoStack *undo = w.document()->undoStack();
        QCOMPARE(undo->count(), 1);
        const QString name = w.document()->campaign().world.areas[static_cast<size_t>(area)].name;
        QCOMPARE(undo->undoText(),
                 QStringLiteral("Set armies in %1 to %2").arg(name).arg(before + 7));
        // Saved at once: the file on disk already has the edit.
        QString error;
        auto onDisk = fileName.endsWith(QLatin1String(".json"))
                          ? [&] {
                                Problems problems;
                                auto c = readCampaignJsonFile(saved, problems);
                                error = problems.toString();
                                return c;
                            }()
                          : test::take(CampaignStore::load(saved), error);
        QVERIFY2(onDisk, qPrintable(error));
        QCOMPARE(onDisk->current().state.areas[static_cast<size_t>(area)].armies, before + 7);

        undo->undo();
        QCOMPARE(w.document()->campaign().current().state.areas[static_cast<size_t>(area)].armies,
                 before);
        QCOMPARE(armies->value(), before);
        undo->redo();
        QCOMPARE(w.document()->campaign().current().state.areas[static_cast<size_t>(area)].armies,
                 before + 7);

        // The owner, through the combo box (index 0 is "nobody").
        auto *owner = w.inspector()->findChild<QComboBox *>(QStringLiteral("areaOwner"));
        QVERIFY(owner);
        const int newOwner =
            (w.document()->campaign().current().state.areas[static_cast<size_t>(area)].owner + 1) %
            static_cast<int>(w.document()->campaign().kingdoms.size());
        owner->setCurrentIndex(newOwner + 1);
        emit owner->activated(newOwner + 1);
        QCOMPARE(undo->count(), 2);
        QVERIFY(undo->undoText().startsWith(QStringLiteral("Give %1 to").arg(name)));

        w.close();
        MainWindow reopened;
        QVERIFY(reopened.openFile(saved));
        const AreaState &s =
            reopened.document()->campaign().current().state.areas[static_cast<size_t>(area)];
        QCOMPARE(s.armies, before + 7);
        QCOMPARE(s.owner, newOwner);
        QVERIFY(m_errors.isEmpty());
    }

    void terrainEditRebuildsTheMapAndUndoes()
    {
        MainWindow w;
        QVERIFY(w.openFile(m_areaFile));
        showWindow(w);
        const int area = firstOwnedLandArea(w.document()->campaign());
        clickArea(w, area);
        auto *terrain = w.inspector()->findChild<QComboBox *>(QStringLiteral("areaTerrain"));
        QVERIFY(terrain);
        const AreaTerrain before =
            w.document()->campaign().world.areas[static_cast<size_t>(area)].terrain;
        // The sample has started: its map is fixed (R1), the inspector's terrain as the editor.
        terrain->setCurrentIndex(static_cast<int>(AreaTerrain::Forest));
        emit terrain->activated(static_cast<int>(AreaTerrain::Forest));
        QCOMPARE(w.document()->campaign().world.areas[static_cast<size_t>(area)].terrain, before);
        QCOMPARE(terrain->currentIndex(), static_cast<int>(before));
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.takeFirst().contains(QLatin1String("The map is fixed")), "says why");
        // Back in setup (no turn played yet), the terrain changes and the map is rebuilt.
        QVERIFY(w.document()->apply(reopenSetup).ok());
        terrain->setCurrentIndex(static_cast<int>(AreaTerrain::Forest));
        emit terrain->activated(static_cast<int>(AreaTerrain::Forest));
        QCOMPARE(w.document()->campaign().world.areas[static_cast<size_t>(area)].terrain,
                 AreaTerrain::Forest);
        QVERIFY(w.document()->undoStack()->undoText().contains(QStringLiteral("forest")));
        QVERIFY(w.mapView()->renderer()); // rebuilt, still drawing
        w.mapView()->grab();              // paints without crashing after the rebuild
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->campaign().world.areas[static_cast<size_t>(area)].terrain, before);
    }

    void theMapViewTimesEachFramePainted()
    {
        MainWindow w;
        QVERIFY(w.openFile(m_areaFile));
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        MapView *view = w.mapView();
        view->frameTimes().clear();
        double reported = -1;
        connect(view, &MapView::framePainted, this, [&](double ms) { reported = ms; });
        view->viewport()->repaint();
        QCOMPARE(view->frameTimes().count(), 1);
        QVERIFY2(reported > 0, qPrintable(QString::number(reported)));
        QCOMPARE(view->frameTimes().longest(), reported);
        view->zoomBy(2);
        view->viewport()->repaint();
        QCOMPARE(view->frameTimes().count(), 2);
        QVERIFY(view->frameTimes().percentile(0.95) <= view->frameTimes().longest());
        // The percentile by nearest rank: of 1 to 100 ms, the 95th is 95 ms.
        FrameTimes times;
        for (int ms = 100; ms >= 1; --ms)
            times.add(std::int64_t{ms} * 1'000'000, QRect(0, 0, 10, 10), false);
        QCOMPARE(times.percentile(0.95), 95.0);
        QCOMPARE(times.percentile(1.0), 100.0);
        QCOMPARE(times.longest(), 100.0);
    }

    void hexArmyEditAndUndo()
    {
        MainWindow w;
        QVERIFY(w.openFile(m_hexFile));
        showWindow(w);
        const auto &armies = w.document()->campaign().current().state.armies;
        QVERIFY(!armies.empty());
        const HexArmy first = armies.front();
        QTest::mouseClick(w.mapView()->viewport(), Qt::LeftButton, {},
                          w.mapView()->viewportPosOfHex(first.hex));
        QCOMPARE(w.document()->selectedHex(), std::optional<Hex>(first.hex));
        auto *add = w.inspector()->findChild<QPushButton *>(QStringLiteral("addUnit"));
        QVERIFY(add && add->isEnabled());
        add->click();
        QCOMPARE(w.document()->campaign().current().state.armies.front().units.size(),
                 first.units.size() + 1);
        QVERIFY(w.document()->undoStack()->undoText().startsWith(QStringLiteral("Add ")));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->campaign().current().state.armies.front(), first);
    }

    void corruptFileShowsErrorAndStaysUnchanged_data()
    {
        static const char kBinary[] = "\x00\x01\x02SQLite format 3\x00garbage";
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("bad json") << QStringLiteral("corrupt.json")
                                  << QByteArray("{ \"format\": \"muster-campaign\", oops");
        QTest::newRow("binary as json")
            << QStringLiteral("corrupt.json") << QByteArray(kBinary, sizeof kBinary - 1);
        QTest::newRow("damaged campaign file")
            << QStringLiteral("corrupt.muster")
            << QByteArray("SQLite format 3\x00", 16).append(4000, '\x7f');
        QTest::newRow("foreign file")
            << QStringLiteral("corrupt.muster") << QByteArray("%PDF-1.4 not a campaign");
    }
    void corruptFileShowsErrorAndStaysUnchanged()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, bytes);
        const QString file = path(fileName);
        writeFile(file, bytes);
        MainWindow w;
        QVERIFY(w.openFile(m_areaFile));
        const QString before = w.document()->campaign().name;
        QVERIFY(!w.openFile(file));
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.front().contains(fileName), qPrintable(m_errors.front()));
        QCOMPARE(readFile(file), bytes);                 // the file is left as it was
        QCOMPARE(w.document()->campaign().name, before); // and the open campaign stays
    }

    void legendDockAndPrintActions()
    {
        MainWindow w;
        QVERIFY(w.openFile(m_hexFile));
        // The legend lists every kingdom and the map's terrains, and follows the colouring.
        const QTreeWidget *list = w.legend()->list();
        QStringList sections;
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            sections << list->topLevelItem(i)->text(0);
        QVERIFY2(sections.contains(QStringLiteral("Owners")), qPrintable(sections.join(u',')));
        QCOMPARE(list->topLevelItem(0)->childCount(),
                 static_cast<int>(w.document()->campaign().kingdoms.size()));
        QVERIFY(sections.contains(QStringLiteral("Terrain symbols")));
        QAction *terrain = nullptr, *print = nullptr, *preview = nullptr;
        for (QAction *a : w.findChildren<QAction *>()) {
            const QString text = a->text().remove(u'&');
            if (text == QStringLiteral("Terrain Colouring"))
                terrain = a;
            else if (text == QStringLiteral("Print..."))
                print = a;
            else if (text == QStringLiteral("Print Preview..."))
                preview = a;
        }
        QVERIFY(terrain && print && preview);
        QVERIFY(print->isEnabled() && preview->isEnabled());
        terrain->trigger();
        QCOMPARE(list->topLevelItem(1)->text(0), QStringLiteral("Terrain"));

        // Print Preview: the page setup, then Qt's preview drawing our pages; both closed here.
        bool sawSetup = false, sawPreview = false;
        // Polled, not timed: under load the preview may take a while to draw its pages.
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            QWidget *modal = QApplication::activeModalWidget();
            auto *dialog = qobject_cast<QDialog *>(modal);
            if (!dialog)
                return;
            if (dialog->windowTitle() == QStringLiteral("Page Setup")) {
                sawSetup = true;
                dialog->accept();
            } else if (dialog->objectName() == QStringLiteral("printPreview")) {
                sawPreview = true;
                if (qEnvironmentVariableIsSet("MUSTER_KEEP_RENDER"))
                    dialog->grab().save(QStringLiteral("print-preview.png"));
                dialog->reject();
            }
        });
        poll.start(100);
        preview->trigger();
        QVERIFY(sawSetup);
        QVERIFY(sawPreview);
    }

    void exportsValidImages()
    {
        MainWindow w;
        QVERIFY(w.openFile(m_areaFile));
        const QString png = path(QStringLiteral("map.png")), svg = path(QStringLiteral("map.svg")),
                      pdf = path(QStringLiteral("map.pdf"));
        QVERIFY(w.exportImage(png, 0.75));
        QVERIFY(w.exportImage(svg, 1.0));
        QVERIFY(w.exportImage(pdf, 1.0));
        MapExportOptions o;
        o.scale = 0.75;
        const QSize expected = exportImageSize(*w.mapView()->renderer(), o);
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), expected);
        QSvgRenderer svgRenderer(svg);
        QVERIFY(svgRenderer.isValid());
        QVERIFY(svgRenderer.defaultSize().width() > 100);
        const QByteArray pdfBytes = readFile(pdf);
        QVERIFY(pdfBytes.startsWith("%PDF-"));
        QVERIFY(pdfBytes.contains("/Type /Page"));
        QVERIFY(pdfBytes.contains("/Count 1"));
        QVERIFY(!w.exportImage(path(QStringLiteral("map.bmp")), 1.0)); // unknown format: a message
        QCOMPARE(m_errors.size(), 1);
    }

    // View > Ownership Patterns (Ctrl+3) lays each kingdom's pattern over its land on screen,
    // and an export of the map, which takes the view's options, carries it too.
    void ownershipPatternsReachTheViewAndItsExports()
    {
        MainWindow w;
        QVERIFY(w.openFile(m_areaFile));
        auto *patterns = w.findChild<QAction *>(QStringLiteral("ownerPatternsAction"));
        QVERIFY(patterns && patterns->isCheckable() && !patterns->isChecked());
        QCOMPARE(patterns->shortcut(), QKeySequence(QStringLiteral("Ctrl+3")));
        const QString plain = path(QStringLiteral("plain.png")),
                      patterned = path(QStringLiteral("patterned.png"));
        QVERIFY(w.exportImage(plain, 0.75));
        // The legend's first kingdom swatch, before and after: it shows the pattern too.
        auto firstOwner = [&w] {
            return w.legend()->list()->topLevelItem(0)->child(0)->icon(0).pixmap(30, 22).toImage();
        };
        const QImage swatch = firstOwner();
        patterns->trigger();
        QVERIFY(w.mapView()->options().ownerPatterns);
        QVERIFY(firstOwner() != swatch);
        QVERIFY(w.exportImage(patterned, 0.75));
        const QImage a(plain), b(patterned);
        QCOMPARE(a.size(), b.size());
        QVERIFY(a != b);
        patterns->trigger();
        QVERIFY(!w.mapView()->options().ownerPatterns);
    }

    void importedCampaignAsksBeforeItsChangesAreLost()
    {
        // "Nothing lost": a JSON import lives in memory until Save As; closing asks first.
        QStringList asked;
        int answer = 2; // Save..., Discard, Cancel
        const QuestionHook old = setQuestionHook([&](const Question &question) {
            asked << question.text;
            return answer;
        });
        MainWindow w;
        showWindow(w);
        QVERIFY(w.openFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")));
        QVERIFY(!w.document()->hasUnsavedChanges()); // nothing changed yet: nothing to ask
        w.document()->setOrders(0, {});
        QVERIFY(w.document()->hasUnsavedChanges());
        QVERIFY(!w.close()); // Cancel keeps the window and the campaign
        QCOMPARE(asked.size(), 1);
        QVERIFY(w.isVisible());
        QVERIFY(w.document()->campaign().current().orders[0].isEmpty());
        QVERIFY(w.saveAs(path(QStringLiteral("kept.muster")))); // kept in a file: no question
        QVERIFY(!w.document()->hasUnsavedChanges());
        QVERIFY(w.close());
        QCOMPARE(asked.size(), 1);

        MainWindow again;
        showWindow(again);
        QVERIFY(again.openFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")));
        again.document()->setOrders(0, {});
        answer = 1; // Discard
        QVERIFY(again.close());
        QCOMPARE(asked.size(), 2);
        QVERIFY2(asked.last().contains(QLatin1String("Save it as a campaign file?")),
                 qPrintable(asked.last()));
        setQuestionHook(old);
    }

    void exportReportsProgressAndCanBeCancelled_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("png") << QStringLiteral("progress.png");
        QTest::newRow("svg") << QStringLiteral("progress.svg");
        QTest::newRow("pdf") << QStringLiteral("progress.pdf");
    }
    void exportReportsProgressAndCanBeCancelled()
    {
        // The GUI shows progress with Cancel; a cancelled export writes nothing.
        QFETCH(QString, file);
        const Campaign c = test::makeHexCampaign();
        const MapRenderer renderer(c);
        MapExportOptions o;
        o.scale = 0.6;
        o.bandRows = 16;
        std::vector<std::pair<int, int>> calls;
        o.progress = [&calls](int done, int total) {
            calls.emplace_back(done, total);
            return true;
        };
        QString error;
        QVERIFY2(test::take(exportMapImage(renderer, path(file), o), error), qPrintable(error));
        QVERIFY(!calls.empty());
        QCOMPARE(calls.front().first, 0);
        for (size_t i = 1; i < calls.size(); ++i)
            QVERIFY(calls[i].first > calls[i - 1].first);
        if (file.endsWith(QLatin1String(".png"))) {
            QVERIFY(calls.size() > 2); // one call per band
            QCOMPARE(calls.back().first, calls.back().second);
        }
        QVERIFY(QFile::remove(path(file)));

        // Cancel at the last report there is a chance to: nothing is left behind.
        const size_t cancelAt = file.endsWith(QLatin1String(".png")) ? calls.size() - 2 : 0;
        size_t call = 0;
        o.progress = [&call, cancelAt](int, int) { return call++ < cancelAt; };
        QVERIFY(!test::take(exportMapImage(renderer, path(file), o), error));
        QVERIFY2(error.contains(QLatin1String("cancelled")), qPrintable(error));
        QVERIFY(!QFile::exists(path(file)));
        QVERIFY(QDir(QFileInfo(path(file)).path())
                    .entryList({QStringLiteral("progress*")}, QDir::Files)
                    .isEmpty()); // no temporary file either
    }

    void pngBandsMatchOneBand()
    {
        // The banded PNG writer must give the same pixels whatever the band height.
        const Campaign c = test::makeHexCampaign();
        const MapRenderer renderer(c);
        MapExportOptions o;
        o.scale = 0.6;
        QString error;
        o.bandRows = 40;
        QVERIFY2(test::take(exportMapImage(renderer, path(QStringLiteral("bands.png")), o), error),
                 qPrintable(error));
        o.bandRows = 100000;
        QVERIFY2(test::take(exportMapImage(renderer, path(QStringLiteral("whole.png")), o), error),
                 qPrintable(error));
        const QImage a(path(QStringLiteral("bands.png"))), b(path(QStringLiteral("whole.png")));
        QVERIFY(!a.isNull());
        QCOMPARE(a.size(), b.size());
        // Antialiased edges crossing into a band may round differently in its first and last
        // few rows (Qt clips each band); anywhere else the pixels must be the same, so bands
        // line up.
        const QImage ca = a.convertToFormat(QImage::Format_RGB32),
                     cb = b.convertToFormat(QImage::Format_RGB32);
        int differing = 0, inside = 0;
        for (int y = 0; y < ca.height(); ++y)
            for (int x = 0; x < ca.width(); ++x) {
                const QRgb pa = ca.pixel(x, y), pb = cb.pixel(x, y);
                const int d = std::max({qAbs(qRed(pa) - qRed(pb)), qAbs(qGreen(pa) - qGreen(pb)),
                                        qAbs(qBlue(pa) - qBlue(pb))});
                if (d > 0) {
                    ++differing;
                    inside += y % 40 > 5 && y % 40 < 34;
                }
            }
        QCOMPARE(inside, 0);
        QVERIFY2(differing * 1000 < ca.width() * ca.height(),
                 qPrintable(QStringLiteral("%1 pixels differ").arg(differing)));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
