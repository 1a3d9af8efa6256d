#include "orders/TurnOrders.h"

#include "model/Campaign.h"
#include "rules/area/AreaParameters.h"
#include "rules/area/StoredSheets.h"

#include <algorithm>

namespace muster {

TurnOrders::TurnOrders(const Campaign &campaign)
    : m_campaign(campaign), m_names(campaign.world),
      m_maxActions(AreaParameters::fromRuleset(campaign.ruleset).maxActions),
      m_sheets(campaign.kingdoms.size())
{}

const OrderSheet &TurnOrders::sheet(int kingdom)
{
    static const OrderSheet none;
    if (kingdom < 0 || static_cast<size_t>(kingdom) >= m_sheets.size())
        return none;
    std::optional<HeldSheet> &held = m_sheets[static_cast<size_t>(kingdom)];
    const QStringList lines = currentOrderLines(m_campaign, kingdom);
    if (!held || held->lines != lines)
        held = HeldSheet{lines, parseStoredSheet(lines, m_names, m_maxActions)};
    return held->sheet;
}

std::vector<OrderSheet> TurnOrders::sheets()
{
    std::vector<OrderSheet> out;
    for (size_t k = 0; k < m_sheets.size(); ++k)
        out.push_back(sheet(static_cast<int>(k)));
    return out;
}

const AreaTurnResult &TurnOrders::dryRun()
{
    if (!m_run) {
        // The run resolveCurrentAreaTurn makes, from the sheets held.
        std::vector<QStringList> lines = m_campaign.current().orders;
        lines.resize(std::max(lines.size(), m_campaign.kingdoms.size()));
        m_run = resolveCurrentAreaTurnOf(m_campaign, lines, sheets());
    }
    return *m_run;
}

const OrdersCheck &TurnOrders::check(int kingdom)
{
    auto it = m_checks.find(kingdom);
    if (it == m_checks.end()) {
        // A sheet that does not parse is checked line by line, with no run (checkParsedOrders).
        static const AreaTurnResult noRun;
        const OrderSheet &parsed = sheet(kingdom);
        const AreaTurnResult &run = parsed.ok() ? dryRun() : noRun;
        it = m_checks
                 .emplace(kingdom,
                          checkParsedOrders(m_campaign, kingdom,
                                            currentOrderLines(m_campaign, kingdom), parsed, run))
                 .first;
    }
    return it->second;
}

OrdersCheck TurnOrders::checkWith(int kingdom, const QStringList &lines)
{
    if (kingdom < 0 || kingdom >= static_cast<int>(m_campaign.kingdoms.size()))
        return {};
    const auto k = static_cast<size_t>(kingdom);
    const OrderSheet shown = parseStoredSheet(lines, m_names, m_maxActions);
    if (!shown.ok())
        return checkParsedOrders(m_campaign, kingdom, lines, shown, {});
    std::vector<OrderSheet> held = sheets();
    held[k] = shown;
    std::vector<QStringList> orders = m_campaign.current().orders;
    orders.resize(std::max(orders.size(), m_campaign.kingdoms.size()));
    orders[k] = lines;
    return checkParsedOrders(m_campaign, kingdom, lines, shown,
                             resolveCurrentAreaTurnOf(m_campaign, orders, held));
}

const TurnOrderMarks &TurnOrders::marks()
{
    if (!m_marks) {
        const TurnRecord &turn = m_campaign.current();
        if (turn.resolved) {
            m_marks = turnOrderMarks(m_campaign, static_cast<int>(m_campaign.turns.size()) - 1);
        } else {
            // turnOrderMarks marks the kingdoms with stored orders.
            std::vector<OrderSheet> held = sheets();
            held.resize(std::min(held.size(), turn.orders.size()));
            m_marks = currentTurnOrderMarks(held, dryRun().log);
        }
    }
    return *m_marks;
}

void TurnOrders::ordersChanged()
{
    m_run.reset();
    m_checks.clear();
    m_marks.reset();
}

void TurnOrders::enter(int kingdom, const QStringList &lines, const OrderSheet &sheet)
{
    if (kingdom >= 0 && static_cast<size_t>(kingdom) < m_sheets.size())
        m_sheets[static_cast<size_t>(kingdom)] = HeldSheet{lines, sheet};
}

} // namespace muster
