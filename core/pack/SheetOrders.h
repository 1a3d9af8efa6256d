#pragma once
// The order part of a turnsheet (pack/Turnsheet.h), each rule system's own: what the kingdom
// holds, the syntax of its orders and the lines to write them on, and reading those lines back.
// The rule systems give them (RuleSystem::turnsheetOrders, readSheetOrders); the sheet's header,
// its message and its checks of whose sheet it is are the same for every system.
//
// Area campaigns (RULES A5): the kingdom's BPs, reserves, areas with armies and their exits, then
// numbered action lines, read as an order sheet (rules/area/OrderSheet.h). Hex campaigns (H2.1):
// the kingdom's armies, then a march line per army, read as march orders (rules/hex/HexOrders.h).

#include "model/Campaign.h"
#include "pack/Turnsheet.h"
#include "view/KingdomView.h"

#include <QString>
#include <QStringList>

namespace muster {

/// `items` as comment lines of at most kSheetColumns, broken between items (an item wider than
/// a line stands alone); `lead` starts the first line and `indent` the others.
QString sheetCommentLines(const QString &lead, const QStringList &items, const QString &indent);

/// The order part of an area kingdom's sheet; `holdings` as RuleSystem::turnsheetOrders says.
QString areaSheetOrders(const Campaign &campaign, const KingdomView &view,
                        const TurnState &holdings);
/// The order part of a hex kingdom's sheet; `holdings` as RuleSystem::turnsheetOrders says.
QString hexSheetOrders(const Campaign &campaign, const KingdomView &view,
                       const TurnState &holdings);

/// Reads an area sheet's numbered action lines, as RuleSystem::readSheetOrders says: a sheet too
/// large to read is refused, a line not read is stored as such (model/UnreadLine.h).
void readAreaSheetOrders(const Campaign &campaign, const QStringList &lines,
                         const QStringList &asWritten, SheetReading &reading);
/// Reads a hex sheet's march lines, as RuleSystem::readSheetOrders says: a line not read is
/// stored as written, for the engine to reject alone (H2.1).
void readHexSheetOrders(const Campaign &campaign, const QStringList &lines,
                        const QStringList &asWritten, SheetReading &reading);

} // namespace muster
