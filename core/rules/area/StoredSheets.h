#pragma once
// The current turn's stored order sheets as the engine reads them when it resolves the turn: one
// parse for the engine (AreaTurn.cpp) and for the checks that warn the GM first. A sheet that does
// not parse is rejected whole (OrderSheet.h), so its kingdom does nothing that turn (the log's
// SheetRejected); the console can store such a sheet while the GM is still typing it, so a file
// may well hold one when the turn is resolved. A player's sheet read line by line keeps the lines
// it could not read as such (model/UnreadLine.h): each fails alone (LineNotRead), and the rest of
// the sheet parses.

#include "log/TurnLog.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/OrderSheet.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

struct Campaign;

/// A kingdom's stored lines as the engine reads them.
OrderSheet parseStoredSheet(const QStringList &lines, const AreaNameIndex &areas, int maxActions);

/// The actions the engine takes from each kingdom's stored lines (`kingdoms` of them), with what
/// it logs of those lines before the turn starts: each line not read (LineNotRead), then a sheet
/// that does not parse (SheetRejected), kingdom by kingdom.
AreaOrders storedOrders(const std::vector<QStringList> &lines, std::size_t kingdoms,
                        const AreaNameIndex &areas, int maxActions, TurnLog &log);
/// The same from the sheets already parsed: `sheets[k]` is parseStoredSheet of `lines[k]`, for
/// every kingdom `lines` has.
AreaOrders storedOrdersOf(const std::vector<QStringList> &lines,
                          const std::vector<OrderSheet> &sheets, std::size_t kingdoms,
                          TurnLog &log);
/// resolveCurrentAreaTurnWith of `lines` already parsed into `sheets` (as storedOrdersOf): the
/// same run, without parsing them again (orders/TurnOrders.h holds them).
AreaTurnResult resolveCurrentAreaTurnOf(const Campaign &campaign,
                                        const std::vector<QStringList> &lines,
                                        const std::vector<OrderSheet> &sheets,
                                        const std::vector<int> &forcedDice = {});

struct UnreadableSheet
{
    int kingdom = -1;
    QStringList errors; // "line 1: unknown area "NOWHERE" (the target area)"
};

/// The kingdoms of an area campaign's current turn whose stored sheet does not parse, in kingdom
/// order; none for a hex campaign or a resolved turn.
std::vector<UnreadableSheet> unreadableSheets(const Campaign &campaign);
/// "Kingdom of Aldmark (ALD): line 1: unknown area "NOWHERE" (the target area)"
QString unreadableSheetText(const Campaign &campaign, const UnreadableSheet &sheet);

} // namespace muster
