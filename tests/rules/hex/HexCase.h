#pragma once
// A rules case file (see README.md): a small hex world, armies, orders, forced dice and scripted
// decisions, and what must come out.

#include "model/Campaign.h"
#include "model/Ruleset.h"
#include "model/TurnState.h"
#include "model/World.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace muster::test {

struct HexCase
{
    QString name;  // the file name without .json: "H6.3-morale-flee"
    QString title; // what the case shows, in a sentence
    World world;
    Ruleset ruleset;
    QStringList kingdoms; // ids, index = kingdom index
    TurnState state;
    std::vector<QStringList> orders; // per kingdom
    std::vector<int> dice;
    QJsonObject decisions;
    int firstDay = 1;
    int days = 7;
    std::uint64_t seed = 1;
    QJsonObject expect;
    QJsonObject odds; // an odds case's battle and reference (odds/, README.md)

    int kingdomIndex(const QString &id) const { return static_cast<int>(kingdoms.indexOf(id)); }
};

/// Reads a case; nullopt with `error` naming the field when the file is malformed.
std::optional<HexCase> loadHexCase(const QString &path, QString *error);

/// A campaign holding the case's world, armies and orders as its first, unresolved turn.
Campaign campaignOf(const HexCase &c);

} // namespace muster::test
