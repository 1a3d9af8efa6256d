#include "operations/StoreSheet.h"

#include "operations/StoreOrders.h"
#include "rules/area/AreaParameters.h"

namespace muster {

namespace {
/// The stored lines and then the sheet's, read again as one sheet: a clash of numbers (A2.2) is
/// named on the sheet's own line.
void appendToStored(const Campaign &campaign, int kingdom, const OrderSheet &sheet,
                    SheetReading &reading)
{
    const int maxActions = AreaParameters::fromRuleset(campaign.ruleset).maxActions;
    const auto &orders = campaign.current().orders;
    const auto k = static_cast<size_t>(kingdom);
    const QStringList stored = k < orders.size() ? orders[k] : QStringList();
    const OrderSheet both = parseOrderSheet((stored + reading.lines).join(QLatin1Char('\n')),
                                            campaign.world, maxActions);
    if (both.ok()) {
        reading.lines = both.canonicalLines(campaign.world);
        return;
    }
    for (Problem p : both.problems) {
        const int appended = p.line - static_cast<int>(stored.size()) - 1;
        p.line = appended >= 0 && appended < static_cast<int>(sheet.actions.size())
                     ? sheet.actions[static_cast<size_t>(appended)].line
                     : 0;
        p.column = 0;
        reading.problems.push_back(p);
    }
    reading.lines.clear();
}
} // namespace

SheetToStore readSheetToStore(const Campaign &campaign, int kingdom, const QString &text,
                              SheetMode mode)
{
    SheetToStore out;
    out.kingdom = kingdom;
    out.reading.kingdom = kingdom;
    if (const QString why = kingdomRefusal(campaign, kingdom); !why.isEmpty()) {
        out.reading.refused = true;
        out.reading.problems.push_back(Problem::of(why));
        return out;
    }
    out.turnsheet = looksLikeTurnsheet(text);
    if (out.turnsheet) {
        // A turnsheet is a whole turn's sheet with its message: it replaces, whatever the mode.
        out.reading = readTurnsheet(campaign, text, kingdom, ExpectedKingdom::Chosen);
        if (out.reading.ok() && sheetChange(out.reading) == SheetChange::Nothing)
            out.reading.problems.push_back(Problem::of(blankSheetText()));
        return out;
    }
    // A sheet with no action at all is refused (parseKingdomOrderSheet says why).
    const OrderSheet sheet =
        parseKingdomOrderSheet(text, campaign, campaign.kingdoms[static_cast<size_t>(kingdom)].id);
    out.reading.problems = sheet.problems;
    if (!out.reading.ok())
        return out;
    out.reading.lines = sheet.canonicalLines(campaign.world);
    out.reading.actions = static_cast<int>(sheet.actions.size());
    if (mode == SheetMode::Append)
        appendToStored(campaign, kingdom, sheet, out.reading);
    return out;
}

OperationResult storeSheet(Campaign &campaign, const SheetToStore &sheet)
{
    if (!sheet.ok())
        return OperationResult::refused(sheet.reading.problems);
    if (const QString why = kingdomRefusal(campaign, sheet.kingdom); !why.isEmpty())
        return OperationResult::refused(why);
    // A sheet handed in with actions is the player's: no longer a stand-in for a missed one.
    if (!sheet.turnsheet) {
        campaign.current().standIns.erase(sheet.kingdom);
        return storeOrderLines(campaign, sheet.kingdom, sheet.reading.lines);
    }
    storeTurnsheet(campaign.current(), campaign.kingdoms.size(), sheet.kingdom, sheet.reading);
    std::vector<int> orders;
    if (sheetChange(sheet.reading) == SheetChange::OrdersAndMessage) {
        campaign.current().standIns.erase(sheet.kingdom);
        orders.push_back(sheet.kingdom);
    }
    return OperationResult::changed(ordersChange(campaign, orders, {sheet.kingdom}));
}

} // namespace muster
