// What the console shows of a hex campaign's kingdoms and orders (rules/KingdomTable.h): armies,
// units, BR (H8) and strongholds, and a march line per army (H2.1).

#include "rules/KingdomTable.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexRuleSystem.h"
#include "rules/hex/HexRules.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>

namespace muster {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("muster::KingdomsDock", text);
}
} // namespace

KingdomTable HexRuleSystem::kingdomTable(const Campaign &c, const TurnRecord &turn) const
{
    KingdomTable table;
    table.columns = {tr("Kingdom"), tr("Armies"),      tr("Units"),
                     tr("BR"),      tr("Strongholds"), tr("Orders")};
    // H2.1: each army marches by its kingdom's order line for the week; an army with no accepted
    // line is listed as missing (it would stay where it is).
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    const hexrules::HexOrders orders =
        hexrules::parseHexOrders(turn.orders, c.world, turn.state, rules);
    QSet<QString> marching;
    for (const hexrules::HexMarchOrder &m : orders.marches)
        marching.insert(m.army);
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        const int index = static_cast<int>(k);
        int armies = 0;
        int units = 0;
        double br = 0;
        QStringList missing;
        for (const HexArmy &a : turn.state.armies) {
            if (a.kingdom != index)
                continue;
            ++armies;
            units += static_cast<int>(a.units.size());
            br += rules.armyBr(a); // H8
            if (!marching.contains(a.id))
                missing << a.id;
        }
        int strongholds = 0;
        for (const Stronghold &s : c.world.strongholds)
            strongholds += s.owner == index ? 1 : 0;
        const Kingdom &kingdom = c.kingdoms[k];
        KingdomTable::Row row;
        row.missing = !missing.isEmpty();
        const QString ordersCell =
            armies == 0   ? tr("no armies")
            : row.missing ? tr("missing %1").arg(missing.join(QStringLiteral(", ")))
                          : QCoreApplication::translate("muster::KingdomsDock", "%n march(es)",
                                                        nullptr, armies);
        row.cells = QStringList{tr("%1 (%2)").arg(kingdom.name, kingdom.id),
                                QString::number(armies),
                                QString::number(units),
                                QString::number(br, 'f', br == std::floor(br) ? 0 : 1),
                                QString::number(strongholds),
                                ordersCell};
        if (row.missing)
            row.ordersTip = tr("Armies with no march order this week: %1")
                                .arg(missing.join(QStringLiteral(", ")));
        table.rows.push_back(row);
    }
    return table;
}

OrderWords HexRuleSystem::orderWords() const
{
    const auto words = [](const char *text) {
        return QCoreApplication::translate("muster::OrdersDock", text);
    };
    return {words("March"), words("Days"),
            words("The days of the week the march is on the road (H2.2, H2.3)"),
            words("Type a march and press Enter: A1 MARCH 10,9 11,9"),
            QCoreApplication::translate("muster::ResultsPanel", "Army")};
}

} // namespace muster
