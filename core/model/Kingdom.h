#pragma once
// A player's faction, as fixed for the whole campaign (RULES A1.3). What changes per turn (BPs,
// reserves) is in KingdomState inside TurnState.

#include "model/KingdomPlay.h"

#include <QHash>
#include <QString>

#include <vector>

namespace muster {

struct Kingdom
{
    QString id;          // short code used in files and order sheets ("MER")
    QString name;        // "Mercia"
    QString nationality; // captures across nationalities cost population and forts (RULES A8.1)
    QString colour;      // "#rrggbb"; core has no QColor
    /// The player's e-mail address: where the pack goes, and how a mailed sheet finds its kingdom.
    QString email;
    /// What the player chose to publish to the others in the public roundup ("" for nothing).
    QString contact;
    /// The secret a mailed sheet must carry to be taken as this kingdom's (model/CampaignCodes.h):
    /// printed on its turnsheet and nowhere else a player sees; "" in a JSON campaign without
    /// codes.
    QString playerCode;
    /// False for a kingdom no one plays: the autopilot writes its orders every turn.
    bool hasPlayer = true;
    /// What it does in a turn its player sent no sheet for (model/KingdomPlay.h).
    MissedOrders missedOrders = MissedOrders::Hold;
    /// How the autopilot plays it, when it does.
    Doctrine doctrine = Doctrine::Consolidate;
};

/// Kingdom ids to indexes, built once where many references are looked up (reading a file with
/// 10,000 kingdoms), so each lookup is one hash probe instead of a walk through the list.
class KingdomIndex
{
public:
    explicit KingdomIndex(const std::vector<Kingdom> &kingdoms) : m_kingdoms(kingdoms)
    {
        m_byId.reserve(static_cast<qsizetype>(kingdoms.size()));
        for (size_t i = kingdoms.size(); i-- > 0;) // the first of a repeated id wins
            m_byId.insert(kingdoms[i].id, static_cast<int>(i));
    }
    /// The index of the kingdom with id `id`, -1 for none.
    int find(const QString &id) const { return m_byId.value(id, -1); }
    const std::vector<Kingdom> &kingdoms() const { return m_kingdoms; }

private:
    const std::vector<Kingdom> &m_kingdoms;
    QHash<QString, int> m_byId;
};

} // namespace muster
