#include "console/print/MapPrinting.h"

#include "console/ErrorReporter.h"
#include "console/map/MapView.h"
#include "console/print/PageSetupDialog.h"
#include "io/OutputPath.h"
#include "render/print/MapPages.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStatusBar>

namespace muster {

MapPrinting::MapPrinting(QMainWindow &window, MapView &map, std::function<QString()> campaignFile,
                         std::function<int()> shownTurn)
    : QObject(&window), m_window(window), m_map(map), m_campaignFile(std::move(campaignFile)),
      m_shownTurn(std::move(shownTurn)), m_print(new QAction(tr("&Print..."), this)),
      m_preview(new QAction(tr("Print Pre&view..."), this)),
      m_pdf(new QAction(tr("Export PDF &Pages..."), this))
{
    m_print->setObjectName(QStringLiteral("printAction"));
    m_preview->setObjectName(QStringLiteral("printPreviewAction"));
    m_pdf->setObjectName(QStringLiteral("exportPdfPagesAction"));
    m_print->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_preview->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_print, &QAction::triggered, this, &MapPrinting::print);
    connect(m_preview, &QAction::triggered, this, &MapPrinting::preview);
    connect(m_pdf, &QAction::triggered, this, &MapPrinting::exportPdf);
}

void MapPrinting::addTo(QMenu &menu) const
{
    menu.addActions({m_print, m_preview, m_pdf});
}

void MapPrinting::setEnabled(bool enabled)
{
    for (QAction *a : {m_print, m_preview, m_pdf})
        a->setEnabled(enabled);
}

std::optional<PageSetup> MapPrinting::askPageSetup()
{
    if (!m_map.renderer())
        return std::nullopt;
    PageSetupDialog dialog(*m_map.renderer(), m_map.options(), false, &m_window);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    PageSetup setup = dialog.setup();
    setup.turn = m_shownTurn();
    return setup;
}

void MapPrinting::print()
{
    const std::optional<PageSetup> setup = askPageSetup();
    if (!setup)
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(pageLayoutOf(*setup));
    QPrintDialog dialog(&printer, &m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    reportFailure(&m_window, tr("Cannot print the map"),
                  paintMapPages(*m_map.renderer(), printer, *setup));
}

void MapPrinting::preview()
{
    const std::optional<PageSetup> setup = askPageSetup();
    if (!setup)
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(pageLayoutOf(*setup));
    QPrintPreviewDialog dialog(&printer, &m_window);
    dialog.setObjectName(QStringLiteral("printPreview"));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [this, &setup](QPrinter *p) {
        if (const auto painted = paintMapPages(*m_map.renderer(), *p, *setup); !painted)
            m_window.statusBar()->showMessage(painted.message(), 8000);
    });
    dialog.resize(m_window.size() * 0.9);
    dialog.exec();
}

void MapPrinting::exportPdf()
{
    if (!m_map.renderer())
        return;
    PageSetupDialog dialog(*m_map.renderer(), m_map.options(), true, &m_window);
    if (dialog.exec() != QDialog::Accepted || dialog.path().isEmpty())
        return;
    if (const QString refusal = overwritesInput(dialog.path(), {m_campaignFile()});
        !refusal.isEmpty()) {
        reportError(&m_window, tr("Cannot export PDF pages"), refusal);
        return;
    }
    PageSetup setup = dialog.setup();
    setup.turn = m_shownTurn();
    if (reportFailure(&m_window, tr("Cannot export PDF pages"),
                      exportMapPdfPages(*m_map.renderer(), dialog.path(), setup)))
        m_window.statusBar()->showMessage(tr("Exported %1.").arg(dialog.path()), 8000);
}

} // namespace muster
