#pragma once
// The numbers a campaign plays by (RULES R1). A campaign keeps the full ruleset it was created with
// (the JSON object, verbatim), so editing the shipped defaults never changes an old campaign.

#include "util/Problems.h"

#include <QHash>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace muster {

enum class RulesetKind
{
    Area,
    Hex
};
QString rulesetKindName(RulesetKind k);

/// A row of the unit table (RULES H8).
struct UnitType
{
    QString name;
    QString kind; // "light infantry", "heavy infantry", "missile", "light cavalry", ...
    double br = 0;
    double veteranBr = 0; // equal to br when the type has no veteran rating
    int speed = 0;        // miles per day
    int hp = 0;           // trooper hit points
    int morale = 0;
};

class Ruleset
{
public:
    static constexpr int kFormatVersion = 1;

    QString name;
    RulesetKind kind = RulesetKind::Area;
    QJsonObject json;                // the whole ruleset as stored in the campaign
    std::vector<UnitType> unitTypes; // hex rulesets

    /// Parses and checks a ruleset object. Problems carry the JSON path below `path`
    /// ("ruleset.unitTypes[2].speed"); the caller adds file and line.
    static std::optional<Ruleset> fromJson(const QJsonObject &json, const QString &path,
                                           Problems &problems);
    /// The default ruleset shipped with Muster (resources/rulesets/), compiled into the program.
    static Ruleset builtin(RulesetKind kind);

    /// The unit type named `name`, or null; one hash probe per look-up (a state may hold 10,000
    /// armies of 100 units against a table of 1,000 types).
    const UnitType *unitType(const QString &name) const;
    /// A number from the "parameters" object (a [house] value of RULES.md), or `fallback`.
    double parameter(const QString &key, double fallback) const;

private:
    QHash<QString, int> m_unitIndex; // unitTypes by name, built by fromJson
};

} // namespace muster
