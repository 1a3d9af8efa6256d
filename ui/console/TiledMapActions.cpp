// File > Import Tiled Map... and Export Tiled Map...: thin over the Tiled library (ui/tiled), which
// reads, checks and writes; here are only the file dialogs, the terrain dialog and the messages.
#include "console/MainWindow.h"

#include "console/ErrorReporter.h"
#include "console/dialogs/ExportPaths.h"
#include "console/dialogs/TiledTerrainDialog.h"
#include "console/document/CampaignDocument.h"
#include "render/map/MapPalette.h"
#include "tiled/tmx/TmxExport.h"
#include "tiled/tmx/TmxImport.h"
#include "tiled/tmx/TmxReader.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QStatusBar>

namespace muster {

namespace {
const QString kTiled = QStringLiteral("tiled"); // the remembered path of Export Tiled Map
} // namespace

bool MainWindow::importTiledMap(const QString &path)
{
    Problems problems;
    const auto map = tmx::readTmxFile(path, problems);
    tmx::TerrainMapping mapping;
    if (map) {
        auto unmapped = tmx::unmappedTiles(*map, mapping);
        if (!unmapped.empty()) {
            TiledTerrainDialog dialog(QFileInfo(path).fileName(), std::move(unmapped), this);
            if (dialog.exec() != QDialog::Accepted)
                return false;
            mapping = dialog.mapping(mapping);
        }
    }
    const auto campaign = map ? tmx::importMap(*map, mapping, path, problems) : std::nullopt;
    if (!campaign) {
        showError(tr("Cannot import Tiled map"),
                  tr("Nothing was imported:\n%1").arg(problems.toString()));
        return false;
    }
    m_document->setCampaign(*campaign);
    statusBar()->showMessage(tr("Imported %1: %2 x %3 hexes. Save As keeps it as a campaign file.")
                                 .arg(QFileInfo(path).fileName())
                                 .arg(campaign->world.columns)
                                 .arg(campaign->world.rows),
                             8000);
    return true;
}

bool MainWindow::exportTiledMap(const QString &path)
{
    if (exportOverCampaign(path, tr("Cannot export Tiled map")))
        return false;
    if (!reportFailure(
            this, tr("Cannot export Tiled map"),
            tmx::exportTmxFile(m_document->campaign(),
                               {MapPalette::hexTerrainRgb(), MapPalette::areaTerrainRgb()}, path,
                               true)))
        return false;
    statusBar()->showMessage(tr("Exported %1.").arg(QFileInfo(path).fileName()), 8000);
    return true;
}

void MainWindow::chooseImportTiled()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Tiled Map"), QString(),
                                                      tr("Tiled map (*.tmx)"));
    if (!path.isEmpty() && keepOrDiscardChanges())
        importTiledMap(path);
}

void MainWindow::chooseExportTiled()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Tiled Map"), exportpaths::last(kTiled), tr("Tiled map (*.tmx)"));
    if (path.isEmpty())
        return;
    exportpaths::remember(kTiled, path);
    exportTiledMap(path);
}

} // namespace muster
