#include "console/hex/MarchOdds.h"

#include "console/document/CampaignDocument.h"
#include "console/document/OpenRules.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/hex/OddsPanel.h"
#include "rules/RuleSystem.h"
#include "rules/hex/BattleOdds.h"

#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QScrollArea>
#include <QVBoxLayout>

namespace muster {

MarchOdds::MarchOdds(QMainWindow &window, CampaignDocument &document, HexMarchPlanner &planner)
    : QObject(&window), m_document(document), m_planner(planner),
      m_dock(new QDockWidget(tr("Battle Odds"), &window)), m_title(new QLabel),
      m_panel(new OddsPanel)
{
    m_dock->setObjectName(QStringLiteral("oddsDockWidget"));
    auto *scroll = new QScrollArea(m_dock);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    m_title->setObjectName(QStringLiteral("oddsTitle"));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_panel);
    layout->addStretch();
    scroll->setWidget(content);
    m_dock->setWidget(scroll);
    window.addDockWidget(Qt::RightDockWidgetArea, m_dock);
    // Beside the orders: a hex campaign's orders are the marches the odds are about.
    if (auto *orders = window.findChild<QDockWidget *>(QStringLiteral("ordersDockWidget")))
        window.tabifyDockWidget(orders, m_dock);
    connect(&planner, &HexMarchPlanner::planChanged, this, &MarchOdds::refresh);
    connect(&document, &CampaignDocument::selectionChanged, this, &MarchOdds::refresh);
    // The armies or orders changed: the battle may be the same, its odds are not.
    const auto anew = [this] {
        m_battle.clear();
        refresh();
    };
    connect(&document, &CampaignDocument::ordersChanged, this, anew);
    connect(&document, &CampaignDocument::stateChanged, this, anew);
    connect(&document, &CampaignDocument::turnsChanged, this, anew);
    connect(&document, &CampaignDocument::campaignReplaced, this, [this] {
        const RuleSystem *rules = openRules(m_document);
        const bool hex = rules && rules->hasMarches();
        m_dock->toggleViewAction()->setVisible(hex);
        m_dock->setVisible(hex);
        refresh();
    });
    m_dock->setVisible(false);
    m_dock->toggleViewAction()->setVisible(false);
    refresh();
}

void MarchOdds::refresh()
{
    const QString hint = tr("Draw a march into a hex held by an enemy army, or select a hex that "
                            "a stored march of this turn attacks, to see the odds of its battle.");
    const QString none[2];
    const QColor noColours[2];
    if (const RuleSystem *rules = openRules(m_document); !rules || !rules->hasMarches()) {
        m_battle.clear();
        m_title->setText(hint);
        m_panel->setBattle(nullptr, none, noColours);
        return;
    }
    const Campaign &c = m_document.campaign();
    QString attacker;
    std::optional<Hex> where;
    QString how;
    if (!m_planner.army().isEmpty() && !m_planner.path().empty()) {
        attacker = m_planner.army();
        where = m_planner.path().back();
        how = tr("the march being drawn");
    } else if (const auto selected = m_document.selectedHex()) {
        attacker = hexrules::marchingInto(c, *selected);
        where = selected;
        how = tr("its stored march");
    }
    const Result<hexrules::BattleSetup> setup = where && !attacker.isEmpty()
                                                    ? hexrules::plannedBattle(c, attacker, *where)
                                                    : failed(QStringLiteral("no battle is chosen"));
    if (!setup) {
        m_battle.clear();
        m_title->setText(hint);
        m_panel->setBattle(nullptr, none, noColours);
        return;
    }
    const QString battle =
        tr("%1 attacks %2 at hex %3 (%4)")
            .arg(setup->armies[0].id, setup->armies[1].id, hexLabel(*where), how);
    if (battle == m_battle && m_panel->setup())
        return; // the same battle: the odds shown still hold
    m_battle = battle;
    m_title->setText(
        tr("<b>%1</b><br><small>As the turn stands: supply judged with the attacker in the hex, "
           "forced marches as they are now; other marches this week may change both.</small>")
            .arg(battle.toHtmlEscaped()));
    const QString names[2] = {setup->armies[0].id, setup->armies[1].id};
    QColor colours[2];
    for (int s = 0; s < 2; ++s)
        if (const int k = setup->armies[s].kingdom;
            k >= 0 && static_cast<size_t>(k) < c.kingdoms.size())
            colours[s] = QColor(c.kingdoms[static_cast<size_t>(k)].colour);
    m_panel->setBattle(std::make_shared<const hexrules::BattleSetup>(*setup), names, colours);
    m_panel->request({});
    if (m_planner.army() == attacker && !m_planner.path().empty())
        m_dock->raise(); // the march being drawn meets an enemy: its odds come to the front
}

} // namespace muster
