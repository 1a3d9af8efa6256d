#include "console/editor/ProblemsPanel.h"

#include "console/document/CampaignDocument.h"
#include "console/editor/MapEditor.h"
#include "model/WorldCheck.h"
#include "setup/CampaignStart.h"
#include "setup/ProblemPlace.h"

#include <QLabel>
#include <QListWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

ProblemsPanel::ProblemsPanel(MapEditor &editor, CampaignDocument &document)
    : m_editor(editor), m_document(document), m_count(new QLabel), m_list(new QListWidget),
      m_judging(new QTimer(this))
{
    m_judging->setSingleShot(true);
    m_judging->setInterval(250);
    connect(m_judging, &QTimer::timeout, this, &ProblemsPanel::judge);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_count->setObjectName(QStringLiteral("problemCount"));
    m_count->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("editorProblems"));
    m_list->setWordWrap(true);
    layout->addWidget(m_count);
    layout->addWidget(m_list, 1);
    connect(m_list, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { showProblem(m_list->row(item)); });
    // Start Campaign's check reads the kingdoms, what they hold and the ruleset as well.
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::worldChanged,
                        &CampaignDocument::stateChanged, &CampaignDocument::kingdomsChanged,
                        &CampaignDocument::setupChanged})
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
    // Start Campaign's check reads the whole campaign as its file (twice the time of a map
    // rebuild on a 256 x 256 map): asked once the edits pause, not after every stroke.
    if (m_editor.editing())
        m_judging->start();
    else
        judge();
}

bool ProblemsPanel::judgePending() const
{
    return m_judging->isActive();
}

void ProblemsPanel::judge()
{
    // "Ready" is Start Campaign's own verdict: its check (the validator's, which has the map's
    // problems above in the same words, and the campaign's: a kingdom holding nothing, no area
    // at all) is asked here too, so the two never disagree.
    QStringList refusals; // what else Start Campaign refuses, in the GM's words
    if (m_document.hasCampaign() && m_editor.editing()) {
        const Campaign &c = m_document.campaign();
        const Problems toStart = c.started ? Problems() : startProblems(c);
        for (const Problem &p : toStart.items())
            if (std::none_of(m_problems.begin(), m_problems.end(),
                             [&p](const WorldProblem &w) { return w.message == p.message; }))
                refusals << problemInWords(c, p);
    }
    const QString refused =
        tr("the campaign cannot start yet: %1").arg(refusals.join(QStringLiteral("; ")));
    if (m_problems.empty())
        m_count->setText(refusals.isEmpty() ? tr("No problems: the map is ready.")
                                            : tr("The map has no problems, but %1").arg(refused));
    else
        m_count->setText(tr("%n problem(s)", nullptr, static_cast<int>(m_problems.size())) +
                         (refusals.isEmpty() ? QString() : tr("; and %1").arg(refused)));
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
