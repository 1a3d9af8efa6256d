#pragma once
// Weekly march orders (RULES H2.1, H2.3) as text lines, kept per kingdom in TurnRecord::orders:
//
//     A1 MARCH 12,4 13,4 14,5            march along these hexes (labels "col,row")
//     A1 MARCH 12,4 13,4 REST 6 7        rest on days 6 and 7 only: day 5 is a forced march
//     # anything                         a comment
//
// The path lists the hexes to enter in order, each a neighbour of the one before; the first may
// repeat the army's own hex. Without REST the army rests on days 5-7 (H2.3 house). A rejected line
// keeps its reason and changes nothing; the other orders still stand.

#include "rules/hex/HexRules.h"
#include "util/Problems.h"
#include "util/Result.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace muster::hexrules {

struct HexMarchOrder
{
    QString army;
    std::vector<Hex> path;     // hexes to enter, in order (never the army's starting hex)
    std::vector<int> restDays; // days of the week (1-7) the army rests, sorted
    bool operator==(const HexMarchOrder &) const = default;
};

struct HexOrders
{
    std::vector<HexMarchOrder> marches;
    /// Per kingdom (indexed like the lines read), each line refused: at its line (1-based within
    /// the kingdom's lines), `where` the line as written, quoted, and the reason as its message.
    std::vector<std::vector<Problem>> problems;

    /// Every line refused, kingdom by kingdom, in order.
    std::vector<Problem> allProblems() const;
};

/// The words of a march line as written, before any check (a form editing a stored line shows
/// them so): "A1 MARCH 12,4 13,4 REST 6 7" is army "A1", path "12,4" "13,4", rest "6" "7".
struct MarchLineWords
{
    QString army;
    QStringList path;
    bool hasRest = false; // the line names its rest days; without REST, H2.3's default
    QStringList rest;
};

/// The words of `line`; nullopt when it is not "ARMY MARCH ..." (a comment, a blank line, or
/// anything else).
std::optional<MarchLineWords> marchLineWords(const QString &line);

/// The default rest days of H2.3: `restDaysPerWeek` days from `firstRestDay` on.
std::vector<int> defaultRestDays(const HexRules &rules);

/// The field of a refused march line that is at fault (Problem::where of parseMarchOrder's
/// failure): its army, its path or its rest days; "" for the line as a whole.
inline const QString kMarchArmy = QStringLiteral("army");
inline const QString kMarchPath = QStringLiteral("path");
inline const QString kMarchRest = QStringLiteral("rest");

/// Parses and checks one line given by `kingdom` (-1: the GM, who may order any army): its
/// march, nothing for a comment or blank line, or the problem that refuses it, whose `where` is
/// the field at fault (kMarchArmy, kMarchPath, kMarchRest or "") and `column` the 1-based column
/// of the word at fault in `line` (0: the line, or the path, as a whole).
Result<std::optional<HexMarchOrder>> parseMarchOrder(const QString &line, int kingdom,
                                                     const World &world, const TurnState &state,
                                                     const HexRules &rules);

/// Every kingdom's lines (index = kingdom). A second order for the same army is rejected.
HexOrders parseHexOrders(const std::vector<QStringList> &linesPerKingdom, const World &world,
                         const TurnState &state, const HexRules &rules);

/// The canonical line of an order ("A1 MARCH 1,0 2,0 REST 5 6 7").
QString marchOrderLine(const HexMarchOrder &order);

/// The army a word of a line names: by its id as written or, as players type it, in any case
/// when that names one army only; null when none.
const HexArmy *armyNamed(const TurnState &state, const QString &word);

/// A kingdom's lines with `order` as its army's one order (H2.1), the army's lines found by their
/// first word (armyNamed in `state`): the first becomes the march in place, any later one goes;
/// without one the march is added after the others.
QStringList withMarchOrder(QStringList lines, const HexMarchOrder &order, const TurnState &state);

} // namespace muster::hexrules
