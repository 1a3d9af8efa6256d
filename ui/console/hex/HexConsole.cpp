#include "console/hex/HexConsole.h"

#include "console/document/CampaignDocument.h"
#include "console/document/OpenRules.h"
#include "console/hex/AllMarches.h"
#include "console/hex/HexAdvanceActions.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/hex/MarchOdds.h"
#include "console/map/MapView.h"
#include "render/map/MapGeometry.h"
#include "render/map/MapRenderer.h"
#include "rules/RuleSystem.h"

#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

namespace muster {

HexConsole::HexConsole(QMainWindow &window, CampaignDocument &document, MapView &map)
    : QObject(&window), m_planner(new HexMarchPlanner(document, map, this)),
      m_advance(new HexAdvanceActions(document, &window, this)),
      m_allMarches(new AllMarches(document, map, this)),
      m_odds(new MarchOdds(window, document, *m_planner))
{
    // A row of its own under the main and turn toolbars: beside them its last actions went
    // behind the toolbar's overflow button on a 1280-pixel screen.
    window.addToolBarBreak();
    m_bar = window.addToolBar(tr("Hex campaign"));
    m_bar->setObjectName(QStringLiteral("hexToolBar"));
    m_bar->addAction(m_planner->storeAction());
    m_bar->addAction(m_planner->clearAction());
    m_bar->addSeparator();
    m_bar->addAction(m_advance->dayAction());
    m_bar->addAction(m_advance->weekAction());
    m_bar->addAction(m_advance->askAction());
    // Window-wide shortcuts for advancing; the planner's keys only act on the map.
    window.addAction(m_advance->dayAction());
    window.addAction(m_advance->weekAction());
    // The same actions in a menu, where their shortcuts can be found.
    QMenu *menu = window.menuBar()->addMenu(tr("&Hex"));
    menu->setObjectName(QStringLiteral("hexMenu"));
    menu->addAction(m_planner->storeAction());
    menu->addAction(m_planner->clearAction());
    menu->addSeparator();
    menu->addAction(m_advance->dayAction());
    menu->addAction(m_advance->weekAction());
    menu->addAction(m_advance->askAction());
    auto showForHex = [this, &document, menu] {
        const RuleSystem *rules = openRules(document);
        const bool hex = rules && (rules->hasMarches() || rules->resolvesByDay());
        m_bar->setVisible(hex);
        menu->menuAction()->setVisible(hex);
    };
    connect(&document, &CampaignDocument::campaignReplaced, this, showForHex);
    showForHex();
    // The battle a dialog asks about is centred and selected on the map (the inspector shows the
    // defending army) while the GM decides.
    connect(m_advance, &HexAdvanceActions::battleQuestion, this, [&document, &map](Hex hex) {
        map.centerOn(map.renderer()->geometry().hexPolygon(hex).boundingRect().center());
        document.select(document.campaign().world.areaAt(hex), hex);
    });
    connect(m_planner, &HexMarchPlanner::planChanged, &window, [&window](const QString &text) {
        if (text.isEmpty())
            window.statusBar()->clearMessage();
        else
            window.statusBar()->showMessage(text);
    });
    connect(m_planner, &HexMarchPlanner::dragMessage, &window,
            [&window](const QString &text) { window.statusBar()->showMessage(text, 10000); });
    connect(m_advance, &HexAdvanceActions::finished, &window,
            [&window](bool, const QString &message) {
                window.statusBar()->showMessage(message, 10000);
            });
}

} // namespace muster
