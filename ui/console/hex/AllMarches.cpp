#include "console/hex/AllMarches.h"

#include "console/document/CampaignDocument.h"
#include "console/document/OpenRules.h"
#include "console/map/MapView.h"
#include "render/map/MapRenderer.h"
#include "rules/RuleSystem.h"
#include "view/MarchMarks.h"

#include <QAction>

namespace muster {

AllMarches::AllMarches(CampaignDocument &document, MapView &map, QObject *parent)
    : QObject(parent), m_document(document), m_map(map),
      m_action(new QAction(tr("Show All &Marches"), this))
{
    m_action->setObjectName(QStringLiteral("showAllMarchesAction"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_action->setStatusTip(
        tr("Draw every army's stored march of this week at once (Ctrl+Shift+M)"));
    connect(m_action, &QAction::toggled, this, &AllMarches::rebuild);
    // After the window's own handler: the map's renderer is the new campaign's.
    connect(&document, &CampaignDocument::campaignReplaced, this, [this] {
        m_turn = -1; // another campaign opens on its current turn
        rebuild();
    });
    connect(&document, &CampaignDocument::stateChanged, this, &AllMarches::rebuild);
    connect(&document, &CampaignDocument::worldChanged, this, &AllMarches::rebuild);
    connect(&document, &CampaignDocument::ordersChanged, this, &AllMarches::rebuild);
    connect(&document, &CampaignDocument::turnsChanged, this, &AllMarches::rebuild);
    rebuild();
}

void AllMarches::setFilter(int kingdom, bool neighbours)
{
    if (kingdom == m_kingdom && neighbours == m_neighbours)
        return;
    m_kingdom = kingdom;
    m_neighbours = neighbours;
    rebuild();
}

void AllMarches::setShownTurn(int index)
{
    if (index == m_turn)
        return;
    m_turn = index;
    rebuild();
}

void AllMarches::rebuild()
{
    m_layer.reset();
    const RuleSystem *rules = openRules(m_document);
    const bool hex = rules && rules->hasMarches();
    m_action->setEnabled(hex);
    if (hex && m_action->isChecked() && m_map.renderer()) {
        const Campaign &c = m_document.campaign();
        const int last = static_cast<int>(c.turns.size()) - 1;
        const TurnMarchMarks marks =
            turnMarchMarks(c, m_turn >= 0 && m_turn < last ? m_turn : last);
        m_layer.emplace(m_map.renderer()->geometry(), marks,
                        marchKingdomsShown(c, marks, m_kingdom, m_neighbours));
    }
    emit changed();
}

} // namespace muster
