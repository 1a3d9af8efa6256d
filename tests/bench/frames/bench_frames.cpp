// Frame benchmark: what the GM feels on screen. The console's own map view (MapView, its tile
// cache and all), 1600 x 1000 px, shows a generated world of 5,000 and one of 20,000 areas; the
// benchmark turns the mouse wheel notch by notch (1.25x a notch) from the whole map in to working
// zoom and back out, then pans onto new ground a quarter of the view at a time, painting a frame
// after every step as the view's event loop would. Each frame's paint time is the view's own
// (MapView::frameTimes(), what MUSTER_FRAME_LOG=1 prints). Reported per world: the first frame,
// and for the zoom steps and the pans the number of frames, the 95th percentile and the longest,
// against the goal of no frame over 16 ms on 5,000 areas and 33 ms on 20,000.
//
// Usage: bench_frames [rounds]   (default 3: the steps are repeated, and each figure is the
// median over the rounds, printed with its spread)
#include "BenchTiming.h"
#include "GeneratedCampaign.h"
#include "console/map/MapView.h"

#include <QApplication>
#include <QScrollBar>
#include <QTest>
#include <QWheelEvent>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace muster;

namespace {

/// One notch of the wheel over the view's centre.
void wheel(MapView &view, int notches)
{
    const QPointF at = QPointF(view.viewport()->rect().center());
    QWheelEvent event(at, view.viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view.viewport(), &event);
}

/// Lets the view paint the frame the step asked for, as its event loop does once the step's
/// events are done (a repaint when the loop painted none).
void frame(MapView &view)
{
    const int before = view.frameTimes().count();
    QApplication::processEvents();
    if (view.frameTimes().count() == before)
        view.viewport()->repaint();
}

struct Figures
{
    double first = 0;
    double zoom95 = 0, zoomLongest = 0;
    double pan95 = 0, panLongest = 0;
    int zoomFrames = 0, panFrames = 0;
};

/// The steps on a view just shown; `first` is its first frame (the whole map, every tile drawn).
Figures round(MapView &view, double first)
{
    Figures f;
    f.first = first;
    FrameTimes &times = view.frameTimes();
    // In from the whole map to working zoom (12 notches: 14.6x) and back out.
    times.clear();
    for (int notch = 0; notch < 12; ++notch) {
        wheel(view, 1);
        frame(view);
    }
    for (int notch = 0; notch < 12; ++notch) {
        wheel(view, -1);
        frame(view);
    }
    f.zoomFrames = times.count();
    f.zoom95 = times.percentile(0.95);
    f.zoomLongest = times.longest();
    // At working zoom, panning onto new ground: a quarter of the view at a time, right and down.
    for (int notch = 0; notch < 8; ++notch)
        wheel(view, 1);
    frame(view);
    times.clear();
    QScrollBar *across = view.horizontalScrollBar();
    QScrollBar *down = view.verticalScrollBar();
    for (int step = 0; step < 24; ++step) {
        across->setValue(across->value() + view.viewport()->width() / 4);
        if (step % 3 == 2)
            down->setValue(down->value() + view.viewport()->height() / 4);
        frame(view);
    }
    f.panFrames = times.count();
    f.pan95 = times.percentile(0.95);
    f.panLongest = times.longest();
    return f;
}

double medianOf(const std::vector<Figures> &all, double Figures::*field, double *low, double *high)
{
    std::vector<double> v;
    for (const Figures &f : all)
        v.push_back(f.*field);
    *low = *std::min_element(v.begin(), v.end());
    *high = *std::max_element(v.begin(), v.end());
    return test::median(v);
}

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int rounds = std::max(1, argc > 1 ? std::atoi(argv[1]) : 3);
    std::printf(
        "| world | first frame | zoom steps: frames, 95th percentile, longest | pans: "
        "frames, 95th percentile, longest | goal: no frame over |\n|---|---|---|---|---|\n");
    for (const auto &[areas, goal] : {std::pair{5000, 16.0}, std::pair{20000, 33.0}}) {
        const Campaign c = test::generateAreaCampaign(areas, 8, 1, 42);
        std::vector<Figures> all;
        for (int r = 0; r < rounds; ++r) {
            // A new view each round: its tile cache starts empty, as after opening the campaign.
            MapView view;
            view.resize(1600, 1000);
            view.setCampaign(&c);
            view.show();
            if (!QTest::qWaitForWindowExposed(&view))
                return 1;
            frame(view);
            all.push_back(round(view, view.frameTimes().longest()));
        }
        double lo = 0, hi = 0;
        auto cell = [&](double Figures::*field) {
            const double m = medianOf(all, field, &lo, &hi);
            return QStringLiteral("%1 ms (%2-%3)")
                .arg(m, 0, 'f', 1)
                .arg(lo, 0, 'f', 1)
                .arg(hi, 0, 'f', 1);
        };
        const QString first = cell(&Figures::first);
        const QString zoom95 = cell(&Figures::zoom95), zoomLongest = cell(&Figures::zoomLongest);
        const QString pan95 = cell(&Figures::pan95), panLongest = cell(&Figures::panLongest);
        std::printf("| %d areas | %s | %d, %s, %s | %d, %s, %s | %.0f ms |\n", areas,
                    qPrintable(first), all.front().zoomFrames, qPrintable(zoom95),
                    qPrintable(zoomLongest), all.front().panFrames, qPrintable(pan95),
                    qPrintable(panLongest), goal);
        double worst = 0;
        for (const Figures &f : all)
            worst = std::max({worst, f.zoomLongest, f.panLongest});
        std::printf("goal (%d areas, no zoom or pan frame over %.0f ms): %s (longest %.1f ms)\n",
                    areas, goal, worst <= goal ? "met" : "NOT met", worst);
    }
    return 0;
}
