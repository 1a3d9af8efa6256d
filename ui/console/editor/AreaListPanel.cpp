#include "console/editor/AreaListPanel.h"

#include "console/document/CampaignDocument.h"
#include "console/editor/AreaListModel.h"
#include "console/editor/MapEditor.h"
#include "console/editor/Swatch.h"
#include "edit/AreaEdit.h"
#include "render/map/MapPalette.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace muster {

namespace {

/// "A1", "A2", ...: the first code no area has yet.
QString freshCode(const World &world)
{
    for (int n = static_cast<int>(world.areas.size()) + 1;; ++n)
        if (const QString code = QStringLiteral("A%1").arg(n); world.areaIndex(code) < 0)
            return code;
}
} // namespace

AreaListPanel::AreaListPanel(MapEditor &editor, CampaignDocument &document)
    : m_editor(editor), m_document(document), m_model(new AreaListModel(document, this)),
      m_list(new QListView), m_new(new QPushButton(tr("New Area"))),
      m_delete(new QPushButton(tr("Delete Area"))), m_code(new QLineEdit), m_name(new QLineEdit),
      m_terrain(new QComboBox), m_hinterland(new QComboBox)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Areas")));
    m_list->setObjectName(QStringLiteral("editorAreas"));
    m_list->setModel(m_model);
    m_list->setUniformItemSizes(true); // one line each: thousands of areas laid out at once
    layout->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    m_new->setObjectName(QStringLiteral("newAreaButton"));
    m_delete->setObjectName(QStringLiteral("deleteAreaButton"));
    buttons->addWidget(m_new);
    buttons->addWidget(m_delete);
    layout->addLayout(buttons);
    auto *form = new QFormLayout;
    m_code->setObjectName(QStringLiteral("areaCode"));
    m_name->setObjectName(QStringLiteral("areaName"));
    m_terrain->setObjectName(QStringLiteral("areaTerrain"));
    m_hinterland->setObjectName(QStringLiteral("areaHinterland"));
    for (int t = 0; t < kAreaTerrainCount; ++t) {
        const auto terrain = static_cast<AreaTerrain>(t);
        m_terrain->addItem(colourSwatch(MapPalette::areaTerrain(terrain)), areaTerrainName(terrain),
                           t);
    }
    form->addRow(tr("Code:"), m_code);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Terrain:"), m_terrain);
    form->addRow(tr("Hinterland:"), m_hinterland);
    layout->addLayout(form);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        showChosen();
        if (chosenArea() >= 0)
            m_document.select(chosenArea(), std::nullopt);
        emit areaChosen();
    });
    connect(m_new, &QPushButton::clicked, this, &AreaListPanel::createArea);
    connect(m_delete, &QPushButton::clicked, this, &AreaListPanel::deleteChosenArea);
    connect(m_code, &QLineEdit::editingFinished, this, &AreaListPanel::editCode);
    connect(m_name, &QLineEdit::editingFinished, this, &AreaListPanel::editName);
    connect(m_terrain, &QComboBox::activated, this, &AreaListPanel::editTerrain);
    connect(m_hinterland, &QComboBox::activated, this, &AreaListPanel::editHinterland);
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::worldChanged})
        connect(&document, signal, this, &AreaListPanel::refill);
    refill();
}

int AreaListPanel::chosenArea() const
{
    return std::max(m_list->currentIndex().row(), 0) - 1;
}

void AreaListPanel::chooseArea(int area)
{
    m_list->setCurrentIndex(m_model->index(area + 1));
}

void AreaListPanel::refill()
{
    const int kept = m_list->currentIndex().row();
    {
        QSignalBlocker block(m_list->selectionModel());
        m_model->refresh();
        m_list->setCurrentIndex(m_model->index(std::clamp(kept, 0, m_model->rowCount() - 1)));
    }
    showChosen();
    emit areaChosen();
}

void AreaListPanel::showChosen()
{
    const int area = chosenArea();
    const bool has = area >= 0;
    for (QWidget *w : std::initializer_list<QWidget *>{m_delete, m_code, m_name, m_terrain})
        w->setEnabled(has);
    m_new->setEnabled(m_document.hasCampaign());
    QSignalBlocker blockTerrain(m_terrain), blockHinterland(m_hinterland);
    m_hinterland->clear();
    if (!has) {
        m_code->clear();
        m_name->clear();
        m_hinterland->setEnabled(false);
        return;
    }
    const World &world = m_document.campaign().world;
    const Area &a = world.areas[static_cast<size_t>(area)];
    m_code->setText(a.code);
    m_name->setText(a.name);
    m_terrain->setCurrentIndex(static_cast<int>(a.terrain));
    // A1.1: a city's hinterland is a land area other than a city, one of its neighbours.
    m_hinterland->addItem(tr("(none)"), -1);
    for (const int n : world.neighbours(area)) {
        const Area &h = world.areas[static_cast<size_t>(n)];
        if (h.terrain != AreaTerrain::City && h.terrain != AreaTerrain::Sea)
            m_hinterland->addItem(QStringLiteral("%1  %2").arg(h.code, h.name), n);
    }
    m_hinterland->setCurrentIndex(std::max(0, m_hinterland->findData(a.hinterland)));
    m_hinterland->setEnabled(a.terrain == AreaTerrain::City);
}

void AreaListPanel::createArea()
{
    const World &world = m_document.campaign().world;
    const QString code = freshCode(world);
    const QString name = tr("Area %1").arg(world.areas.size() + 1);
    const int created = static_cast<int>(world.areas.size());
    if (m_editor.apply(tr("Create area %1").arg(code), [&](World &w, TurnState &s) {
            return muster::createArea(w, s, code, name, AreaTerrain::Plains);
        }))
        chooseArea(created);
}

void AreaListPanel::deleteChosenArea()
{
    const int area = chosenArea();
    if (area < 0)
        return;
    const QString code = m_document.campaign().world.areas[static_cast<size_t>(area)].code;
    m_editor.apply(tr("Delete area %1").arg(code),
                   [&](World &w, TurnState &s) { return deleteArea(w, s, area); });
}

void AreaListPanel::editCode()
{
    const int area = chosenArea();
    if (area < 0 ||
        m_code->text() == m_document.campaign().world.areas[static_cast<size_t>(area)].code)
        return;
    const QString code = m_code->text().trimmed();
    if (!m_editor.apply(
            tr("Recode %1 as %2")
                .arg(m_document.campaign().world.areas[static_cast<size_t>(area)].code, code),
            [&](World &w, TurnState &) { return recodeArea(w, area, code); }))
        showChosen(); // back to the code it has
}

void AreaListPanel::editName()
{
    const int area = chosenArea();
    if (area < 0 ||
        m_name->text() == m_document.campaign().world.areas[static_cast<size_t>(area)].name)
        return;
    const QString name = m_name->text();
    if (!m_editor.apply(tr("Rename %1 to %2")
                            .arg(m_document.campaign().world.areas[static_cast<size_t>(area)].code,
                                 name.trimmed()),
                        [&](World &w, TurnState &) { return renameArea(w, area, name); }))
        showChosen();
}

void AreaListPanel::editTerrain()
{
    const int area = chosenArea();
    if (area < 0)
        return;
    const auto terrain = static_cast<AreaTerrain>(m_terrain->currentData().toInt());
    m_editor.apply(tr("Make %1 %2")
                       .arg(m_document.campaign().world.areas[static_cast<size_t>(area)].code,
                            areaTerrainName(terrain)),
                   [&](World &w, TurnState &) { return setAreaTerrainOf(w, area, terrain); });
}

void AreaListPanel::editHinterland()
{
    const int area = chosenArea();
    if (area < 0)
        return;
    const int hinterland = m_hinterland->currentData().toInt();
    const World &world = m_document.campaign().world;
    m_editor.apply(
        hinterland < 0
            ? tr("Clear the hinterland of %1").arg(world.areas[static_cast<size_t>(area)].code)
            : tr("Make %1 the hinterland of %2")
                  .arg(world.areas[static_cast<size_t>(hinterland)].code,
                       world.areas[static_cast<size_t>(area)].code),
        [&](World &w, TurnState &) { return setHinterland(w, area, hinterland); });
}

} // namespace muster
