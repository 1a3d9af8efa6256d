#include "console/editor/EditorDock.h"

#include "console/document/CampaignDocument.h"
#include "console/editor/AreaListPanel.h"
#include "console/editor/MapEditor.h"
#include "console/editor/Swatch.h"
#include "render/map/MapPalette.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace muster {

namespace {
constexpr int kMaxBrushSize = 9; // hexes across the brush's radius, the hex under it included

struct ToolButton
{
    EditorTool tool;
    const char *name;
    const char *objectName;
    const char *tip;
};

const ToolButton kToolButtons[] = {
    {EditorTool::Select, QT_TRANSLATE_NOOP("EditorDock", "Select"), "selectTool",
     QT_TRANSLATE_NOOP("EditorDock", "Clicks select, drags pan")},
    {EditorTool::TerrainBrush, QT_TRANSLATE_NOOP("EditorDock", "Terrain"), "terrainTool",
     QT_TRANSLATE_NOOP("EditorDock", "Paint the chosen terrain (drag for a stroke)")},
    {EditorTool::AreaBrush, QT_TRANSLATE_NOOP("EditorDock", "Area"), "areaTool",
     QT_TRANSLATE_NOOP("EditorDock", "Paint hexes into the area chosen in the list")},
    {EditorTool::TerrainFill, QT_TRANSLATE_NOOP("EditorDock", "Fill Terrain"), "terrainFillTool",
     QT_TRANSLATE_NOOP("EditorDock", "Fill the clicked terrain's joined hexes")},
    {EditorTool::AreaFill, QT_TRANSLATE_NOOP("EditorDock", "Fill Area"), "areaFillTool",
     QT_TRANSLATE_NOOP("EditorDock", "Fill the clicked area's joined hexes with the chosen area")},
    {EditorTool::Road, QT_TRANSLATE_NOOP("EditorDock", "Road"), "roadTool",
     QT_TRANSLATE_NOOP("EditorDock", "Drag along hexes; from a road's end it carries on; "
                                     "Shift+click removes")},
    {EditorTool::River, QT_TRANSLATE_NOOP("EditorDock", "River"), "riverTool",
     QT_TRANSLATE_NOOP("EditorDock", "Drag along hexes; click toggles navigable; Shift+click "
                                     "removes")},
    {EditorTool::Link, QT_TRANSLATE_NOOP("EditorDock", "Link"), "linkTool",
     QT_TRANSLATE_NOOP("EditorDock", "Click two areas to join them (a strait), again to unjoin")},
    {EditorTool::Block, QT_TRANSLATE_NOOP("EditorDock", "Block"), "blockTool",
     QT_TRANSLATE_NOOP("EditorDock", "Click two touching areas to part them, again to undo")},
    {EditorTool::Stronghold, QT_TRANSLATE_NOOP("EditorDock", "Stronghold"), "strongholdTool",
     QT_TRANSLATE_NOOP("EditorDock", "Click to place or give to the owner below; drag to move; "
                                     "Shift+click removes")},
};

} // namespace

EditorDock::EditorDock(MapEditor &editor, CampaignDocument &document)
    : QDockWidget(tr("Map Editor")), m_editor(editor), m_document(document),
      m_tools(new QButtonGroup(this)), m_terrain(new QComboBox), m_size(new QSpinBox),
      m_navigable(new QCheckBox(tr("New rivers are navigable"))), m_owner(new QComboBox),
      m_message(new QLabel), m_areas(new AreaListPanel(editor, document))
{
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);

    auto *toolBox = new QGroupBox(tr("Tools"));
    auto *grid = new QGridLayout(toolBox);
    int column = 0, row = 0;
    for (const ToolButton &t : kToolButtons) {
        auto *button = new QToolButton;
        button->setText(tr(t.name));
        button->setToolTip(tr(t.tip));
        button->setObjectName(QLatin1String(t.objectName));
        button->setCheckable(true);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        m_tools->addButton(button, static_cast<int>(t.tool));
        grid->addWidget(button, row, column);
        if (++column == 4) {
            column = 0;
            ++row;
        }
    }
    m_tools->button(static_cast<int>(EditorTool::Select))->setChecked(true);
    layout->addWidget(toolBox);

    auto *form = new QFormLayout;
    m_terrain->setObjectName(QStringLiteral("terrainPalette"));
    for (int t = 0; t < kHexTerrainCount; ++t) {
        const auto terrain = static_cast<HexTerrain>(t);
        m_terrain->addItem(colourSwatch(MapPalette::hexTerrain(terrain)), hexTerrainName(terrain),
                           t);
    }
    m_terrain->setCurrentIndex(static_cast<int>(HexTerrain::Grass));
    form->addRow(tr("Terrain:"), m_terrain);
    m_size->setObjectName(QStringLiteral("brushSize"));
    m_size->setRange(1, kMaxBrushSize);
    m_size->setToolTip(tr("1: the hex under the pointer; each step one ring more"));
    form->addRow(tr("Brush size:"), m_size);
    m_owner->setObjectName(QStringLiteral("strongholdOwner"));
    form->addRow(tr("Stronghold owner:"), m_owner);
    m_navigable->setObjectName(QStringLiteral("navigableRivers"));
    m_navigable->setChecked(true);
    form->addRow(m_navigable);
    layout->addLayout(form);

    m_message->setObjectName(QStringLiteral("editorMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    layout->addWidget(m_areas, 1);
    auto *scroll = new QScrollArea;
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    setWidget(scroll);

    connect(m_tools, &QButtonGroup::idClicked, this, &EditorDock::updateBrush);
    connect(m_terrain, &QComboBox::currentIndexChanged, this, &EditorDock::updateBrush);
    connect(m_size, &QSpinBox::valueChanged, this, &EditorDock::updateBrush);
    connect(m_navigable, &QCheckBox::toggled, this, &EditorDock::updateBrush);
    connect(m_owner, &QComboBox::currentIndexChanged, this, &EditorDock::updateBrush);
    connect(m_areas, &AreaListPanel::areaChosen, this, &EditorDock::updateBrush);
    connect(&editor, &MapEditor::refused, this,
            [this](const QString &message) { m_message->setText(message); });
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::kingdomsChanged})
        connect(&document, signal, this, &EditorDock::fillOwners);
    fillOwners();
}

void EditorDock::chooseTool(EditorTool tool)
{
    m_tools->button(static_cast<int>(tool))->setChecked(true);
    updateBrush();
}

void EditorDock::fillOwners()
{
    const QVariant kept = m_owner->currentData();
    QSignalBlocker block(m_owner);
    m_owner->clear();
    m_owner->addItem(tr("(none)"), -1);
    if (m_document.hasCampaign()) {
        const auto &kingdoms = m_document.campaign().kingdoms;
        for (size_t k = 0; k < kingdoms.size(); ++k)
            m_owner->addItem(kingdoms[k].name, static_cast<int>(k));
    }
    m_owner->setCurrentIndex(std::max(0, m_owner->findData(kept)));
    updateBrush();
}

void EditorDock::updateBrush()
{
    EditorBrush b;
    b.tool = static_cast<EditorTool>(std::max(0, m_tools->checkedId()));
    b.terrain = static_cast<HexTerrain>(m_terrain->currentData().toInt());
    b.radius = m_size->value() - 1;
    b.navigable = m_navigable->isChecked();
    b.owner = m_owner->currentData().toInt();
    b.area = m_areas->chosenArea();
    m_editor.setBrush(b);
}

void EditorDock::closeEvent(QCloseEvent *event)
{
    QDockWidget::closeEvent(event);
    emit closed();
}

} // namespace muster
