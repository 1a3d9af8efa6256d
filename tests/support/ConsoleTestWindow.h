#pragma once
// The main window as the GUI tests of the turn loop open it (tests/console, tests/console_hex):
// error messages recorded instead of shown in boxes, a 1400x900 window shown and exposed, and a
// sample campaign kept in a .muster file so every edit is saved at once as in real use.

#include "TakeResult.h"
#include "console/ErrorReporter.h"
#include "console/MainWindow.h"
#include "console/Question.h"
#include "console/document/CampaignDocument.h"
#include "console/map/MapView.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnResolver.h"
#include "store/CampaignStore.h"

#include <QAction>

#include <QStandardPaths>
#include <QStringList>
#include <QTest>

#include <memory>
#include <vector>

namespace muster::test {

/// A shown, exposed main window; null if it never got exposed. Errors go to `*errors`.
inline std::unique_ptr<MainWindow> showConsoleWindow(QStringList *errors)
{
    QStandardPaths::setTestModeEnabled(true);
    setErrorHook(
        [errors](QWidget *, const QString &, const QString &message) { *errors << message; });
    auto window = std::make_unique<MainWindow>();
    // A window of this size whatever the platform's screen (the offscreen one is 800x600, which
    // a first start would take whole, maximised).
    window->setWindowState(Qt::WindowNoState);
    window->resize(1400, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

/// Clicks the map where `area` is labelled, bringing it into view first.
inline void clickArea(MainWindow &window, int area)
{
    MapView *map = window.mapView();
    if (!map->viewport()->rect().contains(map->viewportPosOfArea(area)))
        map->centerOn(map->mapToScene(map->viewportPosOfArea(area)));
    QTest::mouseClick(map->viewport(), Qt::LeftButton, {}, map->viewportPosOfArea(area));
}

/// A drag on the map as a mouse makes it: a press on the first hex, moves through every one
/// (and halfway between), a release on the last.
inline void dragAcross(MapView &map, const std::vector<Hex> &hexes)
{
    QWidget *viewport = map.viewport();
    QPoint last = map.viewportPosOfHex(hexes.front());
    QTest::mousePress(viewport, Qt::LeftButton, {}, last);
    for (size_t i = 1; i < hexes.size(); ++i) {
        const QPoint next = map.viewportPosOfHex(hexes[i]);
        QTest::mouseMove(viewport, (last + next) / 2);
        QTest::mouseMove(viewport, next);
        last = next;
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, last);
}

/// The campaign `file` holds now, read on its own (a test's stop when it cannot be read).
inline Campaign storedCampaign(const QString &file)
{
    QString error;
    auto c = test::take(CampaignStore::load(file), error);
    if (!c)
        qFatal("%s", qPrintable(error));
    return *c;
}

/// Opens the sample `json` (a path) and keeps it in `file`; false when either fails.
inline bool openSampleAs(MainWindow &window, const QString &json, const QString &file)
{
    return window.openFile(json) && window.saveAs(file);
}

/// F5's action, then waits until the resolver is done (at once when nothing started: the GM
/// cancelled when asked, or there is nothing to resolve); false when it never ends.
inline bool resolveWithF5(MainWindow &window)
{
    window.turnConsole()->resolveAction()->trigger();
    return QTest::qWaitFor([&window] { return !window.turnConsole()->resolver()->isRunning(); },
                           20000);
}

/// The area sample with its shipped turn 1 orders kept in `file` and resolved once (F5's action),
/// the resolver done; false when any of it fails.
inline bool openResolvedAreaSample(MainWindow &window, const QString &file)
{
    if (!openSampleAs(window, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), file))
        return false;
    window.turnConsole()->resolveAction()->trigger();
    const Campaign &c = window.document()->campaign();
    return QTest::qWaitFor([&c] { return c.turns.size() == 2; }, 20000) &&
           QTest::qWaitFor([&window] { return !window.turnConsole()->resolver()->isRunning(); },
                           20000);
}

/// The number of turns in the campaign file, read as another program would.
inline size_t turnsInFile(const QString &file)
{
    QString error;
    const auto stored = test::take(CampaignStore::load(file), error);
    return stored ? stored->turns.size() : 0;
}

/// Answers every question with `answer`, counting them.
struct Answering
{
    int asked = 0;
    explicit Answering(int answer)
    {
        setQuestionHook([this, answer](const Question &) {
            ++asked;
            return answer;
        });
    }
    ~Answering() { setQuestionHook({}); }
};

} // namespace muster::test
