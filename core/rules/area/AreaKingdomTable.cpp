// What the console shows of an area campaign's kingdoms and orders (rules/KingdomTable.h): the
// counts of A1.3 and the numbered action lines of A5.

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
        row.cells = QStringList{tr("%1 (%2)").arg(kingdom.name, kingdom.id),
                                QString::number(ks.bp),
                                QString::number(ks.armyReserve),
                                QString::number(areas),
                                QString::number(armies),
                                orders == 0   ? tr("missing")
                                : orders == 1 ? tr("1 action")
                                              : tr("%1 actions").arg(orders)};
        row.missing = orders == 0;
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
