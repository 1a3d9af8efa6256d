// What the console shows of an area campaign's kingdoms and orders (rules/KingdomTable.h): the
// counts of A1.3 and the numbered action lines of A5.

#include "model/StandIns.h"
#include "rules/KingdomTable.h"
#include "rules/area/AreaRuleSystem.h"
#include "setup/KingdomRoster.h"

#include <QCoreApplication>

namespace muster {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("muster::KingdomsDock", text);
}
} // namespace

KingdomTable AreaRuleSystem::kingdomTable(const Campaign &c, const TurnRecord &turn) const
{
    KingdomTable table;
    table.columns = {tr("Kingdom"), tr("BP"),     tr("Reserve"),
                     tr("Areas"),   tr("Armies"), tr("Orders")};
    const std::vector<int> land = territories(c.world, turn.state, c.kingdoms.size());
    // The turns in a row each player had missed by the turn before the one shown: its stand-ins
    // count them (one read of that turn, held by its own pointer).
    const int before = turn.number - 1 - (c.turns.empty() ? 1 : c.turns.summary(0).number);
    std::map<int, StandIn> standInsBefore;
    if (before >= 0)
        if (const auto read = c.turns.read(static_cast<size_t>(before)))
            standInsBefore = (*read)->standIns;
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        const int areas = land[k];
        int armies = 0;
        for (size_t a = 0; a < turn.state.areas.size(); ++a) {
            const AreaState &s = turn.state.areas[a];
            if (s.owner != static_cast<int>(k))
                continue;
            armies += s.armies + s.aboard;
        }
        const KingdomState ks =
            k < turn.state.kingdoms.size() ? turn.state.kingdoms[k] : KingdomState{};
        const qsizetype orders = k < turn.orders.size() ? turn.orders[k].size() : 0;
        const Kingdom &kingdom = c.kingdoms[k];
        KingdomTable::Row row;
        const auto standIn = turn.standIns.find(static_cast<int>(k));
        const bool stoodIn = standIn != turn.standIns.end();
        QString ordersCell = orders == 0   ? tr("missing")
                             : orders == 1 ? tr("1 action")
                                           : tr("%1 actions").arg(orders);
        if (stoodIn)
            // What stands in for the sheet the player did not send (model/KingdomPlay.h).
            ordersCell = standIn->second.kind == StandInKind::Held
                             ? tr("held")
                             : tr("%1: %2").arg(standInName(standIn->second.kind), ordersCell);
        else if (orders == 0 && !kingdom.hasPlayer)
            ordersCell = tr("no player");
        const auto earlier = standInsBefore.find(static_cast<int>(k));
        const int missed = stoodIn                           ? standIn->second.missedInARow
                           : earlier != standInsBefore.end() ? earlier->second.missedInARow
                                                             : 0;
        if (missed > 0)
            ordersCell += tr(" (missed %1)").arg(missed);
        row.cells = QStringList{tr("%1 (%2)").arg(kingdom.name, kingdom.id),
                                QString::number(ks.bp),
                                QString::number(ks.armyReserve),
                                QString::number(areas),
                                QString::number(armies),
                                ordersCell};
        row.missing = orders == 0 && !stoodIn && kingdom.hasPlayer;
        if (stoodIn)
            row.ordersTip = tr("No sheet came from the player: %1. A sheet the player sends "
                               "still replaces it.")
                                .arg(standInText(standIn->second));
        else if (!kingdom.hasPlayer)
            row.ordersTip = tr("No one plays this kingdom: the autopilot (%1) writes its orders "
                               "when the turn is resolved.")
                                .arg(doctrineName(kingdom.doctrine));
        table.rows.push_back(row);
    }
    return table;
}

OrderWords AreaRuleSystem::orderWords() const
{
    const auto words = [](const char *text) {
        return QCoreApplication::translate("muster::OrdersDock", text);
    };
    return {words("Order"), words("BP left"), words("Build points left after this action (A3.1)"),
            words("Type an order and press Enter: 3 ASSAULT 5 YRK NRT"),
            QCoreApplication::translate("muster::ResultsPanel", "Order")};
}

} // namespace muster
