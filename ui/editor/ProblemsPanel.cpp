#include "editor/ProblemsPanel.h"

#include "document/CampaignDocument.h"
#include "editor/MapEditor.h"
#include "model/WorldCheck.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace muster {

ProblemsPanel::ProblemsPanel(MapEditor &editor, CampaignDocument &document)
    : m_editor(editor), m_document(document), m_count(new QLabel), m_list(new QListWidget)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_count->setObjectName(QStringLiteral("problemCount"));
    m_list->setObjectName(QStringLiteral("editorProblems"));
    m_list->setWordWrap(true);
    layout->addWidget(m_count);
    layout->addWidget(m_list, 1);
    connect(m_list, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { showProblem(m_list->row(item)); });
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::worldChanged})
        connect(&document, signal, this, &ProblemsPanel::refill);
    connect(&editor, &MapEditor::editingChanged, this, &ProblemsPanel::refill);
    refill();
}

void ProblemsPanel::refill()
{
    m_list->clear();
    m_problems.clear();
    // Only while the map is edited: checking a big world on every turn edit would cost for
    // nothing.
    if (m_document.hasCampaign() && m_editor.editing())
        m_problems = checkWorld(m_document.campaign().world);
    for (const WorldProblem &p : m_problems)
        m_list->addItem(p.message);
    m_count->setText(m_problems.empty()
                         ? tr("No problems: the map is ready.")
                         : tr("%n problem(s)", nullptr, static_cast<int>(m_problems.size())));
}

void ProblemsPanel::showProblem(int row)
{
    if (row < 0 || row >= static_cast<int>(m_problems.size()))
        return;
    const WorldPlace &place = m_problems[static_cast<size_t>(row)].place;
    const World &world = m_document.campaign().world;
    if (place.part == WorldPlace::Part::Area)
        m_document.select(place.index, place.hex);
    else if (place.hex)
        m_document.select(world.areaAt(*place.hex), place.hex);
    else if (place.part == WorldPlace::Part::Link || place.part == WorldPlace::Part::Block) {
        const auto &joins = place.part == WorldPlace::Part::Link ? world.links : world.blocks;
        m_document.select(joins[static_cast<size_t>(place.index)].a, std::nullopt);
    }
}

} // namespace muster
