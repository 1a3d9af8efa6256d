#include "console/dialogs/TiledTerrainDialog.h"

#include "console/ErrorReporter.h"
#include "model/Terrain.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace muster {

TiledTerrainDialog::TiledTerrainDialog(const QString &mapName,
                                       std::vector<tmx::UnmappedTile> unmapped, QWidget *parent)
    : QDialog(parent), m_tiles(std::move(unmapped))
{
    setObjectName(QStringLiteral("tiledTerrainDialog"));
    setWindowTitle(tr("Terrain of the Tiles"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("The tiles of %1 below carry no \"terrain\" property. Choose the terrain each stands "
           "for, or load a terrain map file.")
            .arg(mapName),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *rows = new QWidget;
    auto *form = new QFormLayout(rows);
    for (const tmx::UnmappedTile &t : m_tiles) {
        auto *choice = new QComboBox(rows);
        choice->setObjectName(QStringLiteral("terrain %1 %2").arg(t.tileset).arg(t.id));
        for (int k = 0; k < kHexTerrainCount; ++k)
            choice->addItem(hexTerrainName(static_cast<HexTerrain>(k)));
        form->addRow(
            tr("Tile %1 of \"%2\" (first at %3,%4)").arg(t.id).arg(t.tileset).arg(t.x).arg(t.y),
            choice);
        m_choices.push_back(choice);
    }
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(rows);
    scroll->setWidgetResizable(true);
    layout->addWidget(scroll);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *load = buttons->addButton(tr("Load Terrain Map..."), QDialogButtonBox::ActionRole);
    connect(load, &QPushButton::clicked, this, &TiledTerrainDialog::loadMappingFile);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

tmx::TerrainMapping TiledTerrainDialog::mapping(tmx::TerrainMapping base) const
{
    if (m_loaded)
        return *m_loaded;
    for (size_t i = 0; i < m_tiles.size(); ++i)
        base.tiles[m_tiles[i].tileset].insert(m_tiles[i].id, m_choices[i]->currentText());
    return base;
}

void TiledTerrainDialog::loadMappingFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Terrain Map"), QString(),
                                                      tr("Terrain map (*.json)"));
    if (path.isEmpty())
        return;
    Problems problems;
    m_loaded = tmx::readTerrainMappingFile(path, problems);
    if (!m_loaded)
        reportError(this, tr("Cannot read the terrain map"), problems.toString());
    else
        accept();
}

} // namespace muster
