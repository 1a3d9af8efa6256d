#pragma once
// The area rule system (RULES part A, after Dark Age II): kingdoms hold areas and build points,
// and a turn is a sheet of numbered actions per kingdom resolved whole (rules/RuleSystem.h).

#include "rules/RuleSystem.h"

namespace muster {

class AreaRuleSystem final : public RuleSystem
{
public:
    RulesetKind kind() const override { return RulesetKind::Area; }

    bool hasActionOrders() const override { return true; }
    bool hasMarches() const override { return false; }
    bool resolvesByDay() const override { return false; }
    bool hasBuildPoints() const override { return true; }
    bool hasHexTerrain() const override { return false; }
    bool holdsAreas() const override { return true; }
    bool seesHexes() const override { return false; }

    TurnResolution resolveTurn(const Campaign &campaign,
                               const TurnResolutionOptions &options) const override;
    TurnResolution resolveAsLogged(const Campaign &prefix, const TurnLog &log,
                                   std::vector<int> forcedDice) const override;
    QString turnName(const Campaign &campaign, size_t index) const override;
    std::span<const limits::Parameter> parameters() const override;
    QString ordersDropped(const QString &kingdoms) const override;
    void seeTurn(const Campaign &campaign, const ViewParameters &params, const TurnRecord &turn,
                 const TurnState &end, KingdomView &view) const override;
    std::vector<OrderOutlook> orderOutlook(const Campaign &campaign, int kingdom,
                                           const QStringList &lines,
                                           const TurnState &known) const override;
    PackDocument playerReport(const Campaign &campaign, const KingdomView &view) const override;
    QString turnsheetOrders(const Campaign &campaign, const KingdomView &view,
                            const TurnState &holdings) const override;
    void readSheetOrders(const Campaign &campaign, const QStringList &lines,
                         const QStringList &asWritten, SheetReading &reading) const override;
    void roundupStandings(const Campaign &campaign, const KingdomView &view,
                          PackDocument &doc) const override;
    KingdomTable kingdomTable(const Campaign &campaign, const TurnRecord &turn) const override;
    OrderWords orderWords() const override;
    bool ownsEventName(log::EventType type) const override;
};

} // namespace muster
