#include "orders/OrderCheck.h"

#include "model/Campaign.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/OrderSheet.h"

#include <QRegularExpression>

namespace muster {

QString stripLinePrefix(const QString &error, int *line)
{
    static const QRegularExpression prefix(QStringLiteral("^line (\\d+): "));
    const QRegularExpressionMatch m = prefix.match(error);
    if (line)
        *line = m.hasMatch() ? m.captured(1).toInt() : 0;
    return m.hasMatch() ? error.mid(m.capturedLength()) : error;
}

OrdersCheck checkKingdomOrders(const Campaign &campaign, int kingdom, const QStringList &lines)
{
    OrdersCheck out;
    if (kingdom < 0 || kingdom >= static_cast<int>(campaign.kingdoms.size()))
        return out;
    const TurnRecord &turn = campaign.current();
    const AreaParameters params = AreaParameters::fromRuleset(campaign.ruleset);
    const AreaNameIndex names(campaign.world);
    if (static_cast<size_t>(kingdom) < turn.state.kingdoms.size())
        out.bpStart = turn.state.kingdoms[static_cast<size_t>(kingdom)].bp;

    bool allParse = true;
    for (const QString &line : lines) {
        OrderLineCheck row;
        row.line = line;
        const OrderSheet one = parseOrderSheet(line, names, params.maxActions);
        if (!one.ok()) {
            row.problem = stripLinePrefix(one.errors.join(QStringLiteral("; ")), nullptr);
            allParse = false;
        } else if (!one.actions.empty()) {
            row.number = one.actions.front().number;
        }
        out.rows.push_back(row);
    }
    if (!allParse)
        return out;
    const OrderSheet sheet =
        parseOrderSheet(lines.join(QLatin1Char('\n')), names, params.maxActions);
    if (!sheet.ok()) {
        for (const QString &e : sheet.errors) {
            int line = 0;
            const QString text = stripLinePrefix(e, &line);
            if (line >= 1 && line <= static_cast<int>(out.rows.size()))
                out.rows[static_cast<size_t>(line - 1)].problem = text;
            else
                out.sheetErrors << e;
        }
        return out;
    }

    // The engine's verdict with only this kingdom acting, from the turn's starting state.
    const AreaRules rules{campaign.world, campaign.kingdoms, params};
    AreaOrders orders(campaign.kingdoms.size());
    orders[static_cast<size_t>(kingdom)] = sheet.actions;
    const AreaTurnResult dry = resolveAreaTurn(rules, turn.state, orders, turn.seed);
    const QString id = campaign.kingdoms[static_cast<size_t>(kingdom)].id;
    int bp = out.bpStart;
    for (const LogEvent &e : dry.log.events()) {
        const bool accepted = e.type == QLatin1String("ActionAccepted");
        if ((!accepted && e.type != QLatin1String("ActionFailed")) ||
            e.data.value(QStringLiteral("kingdom")).toString() != id)
            continue;
        const int number = e.data.value(QStringLiteral("action")).toInt();
        for (OrderLineCheck &row : out.rows) {
            if (row.number != number)
                continue;
            if (accepted) {
                bp = e.data.value(QStringLiteral("bpLeft")).toInt(bp);
            } else {
                const QString detail = e.data.value(QStringLiteral("detail")).toString();
                row.problem = detail.isEmpty() ? e.text : detail;
                row.rule = e.rule;
            }
            row.bpLeft = bp;
        }
    }
    return out;
}

} // namespace muster
