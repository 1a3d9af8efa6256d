#pragma once
// The plain-text order sheet a player types in an email (format: /maps/README.md, "Order sheets"):
// one action per line, "3 ASSAULT 5 YRK NRT", counts as numbers, "all" or "all but 2", areas by
// code or name, "#" comments and blank lines. Every problem is reported with its line; a sheet
// with any problem is rejected whole (no actions).

#include "rules/area/AreaActions.h"
#include "util/Problems.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

class World;
struct Campaign;

struct OrderSheet
{
    std::vector<AreaAction> actions; // sorted by number; empty when rejected
    /// Each with its line and column (Problem::atLine; 0: the sheet as a whole, or the whole
    /// line).
    std::vector<Problem> problems;
    /// Every line that parsed, also when the sheet is rejected for another line (to show them).
    std::vector<AreaAction> parsed;

    bool ok() const { return problems.empty(); }
    /// Each problem as text ("line 3: unknown area ..."), in order.
    QStringList errorTexts() const;
    /// The canonical lines, as stored in TurnRecord::orders.
    QStringList canonicalLines(const World &world) const;
};

/// Finds areas by code or name, ignoring case; a name may span several words. Build it once per
/// world when parsing many sheets.
class AreaNameIndex
{
public:
    explicit AreaNameIndex(const World &world);
    /// Reads one area from words[pos...], longest name first, and advances pos; -1 when unknown.
    int read(const QStringList &words, qsizetype &pos) const;

private:
    QHash<QString, int> m_byKey;
    int m_maxWords = 1;
};

/// Parses a sheet against a world. `maxActions` is the ruleset's limit (A2.1).
OrderSheet parseOrderSheet(const QString &text, const World &world, int maxActions);
OrderSheet parseOrderSheet(const QString &text, const AreaNameIndex &areas, int maxActions);

/// "no kingdom "ZZZ" in this campaign (kingdoms: ALD, BRE, ...)"
QString unknownKingdomText(const Campaign &campaign, const QString &kingdomId);
/// Why a sheet handed in with no action at all is refused (parseKingdomOrderSheet).
QString noActionsText();

/// Parses the sheet of kingdom `kingdomId` (its id or name) for a campaign, as it is handed in to
/// be stored; an unknown kingdom, and a sheet with no actions at all, are errors of the whole
/// sheet. `kingdomIndex` receives the kingdom's index (or -1).
OrderSheet parseKingdomOrderSheet(const QString &text, const Campaign &campaign,
                                  const QString &kingdomId, int *kingdomIndex = nullptr);

} // namespace muster
