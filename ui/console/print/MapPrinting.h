#pragma once
// File > Print..., Print Preview... and Export PDF Pages...: the map on paper through
// render/print/MapPages, on a QPrinter (Qt PrintSupport) or a PDF file. The paper shows the turn
// the map shows (an earlier one chosen in the turns dock, or the current one).

#include "render/print/MapPages.h"

#include <QObject>

#include <functional>
#include <optional>

class QAction;
class QMainWindow;
class QMenu;

namespace muster {

class MapView;

class MapPrinting : public QObject
{
    Q_OBJECT
public:
    /// `campaignFile` tells the open campaign's file, which Export PDF Pages never replaces;
    /// `shownTurn` the index of the turn the map shows (PageSetup::turn).
    MapPrinting(QMainWindow &window, MapView &map, std::function<QString()> campaignFile,
                std::function<int()> shownTurn);
    /// Adds the three actions to `menu`.
    void addTo(QMenu &menu) const;
    void setEnabled(bool enabled);

private:
    /// The page setup dialog; nullopt when cancelled or there is no map.
    std::optional<PageSetup> askPageSetup();
    void print();
    void preview();
    void exportPdf();

    QMainWindow &m_window;
    MapView &m_map;
    std::function<QString()> m_campaignFile;
    std::function<int()> m_shownTurn;
    QAction *m_print;
    QAction *m_preview;
    QAction *m_pdf;
};

} // namespace muster
