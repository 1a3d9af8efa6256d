#pragma once
// A rules case file (tests/rules/area/README.md): a small world and state, orders per kingdom,
// forced dice, and what must come out.

#include "model/Kingdom.h"
#include "model/Ruleset.h"
#include "model/TurnState.h"
#include "model/World.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <vector>

namespace muster::test {

struct AreaCase
{
    QString name;  // the file name without .json: "A4.8-example-1"
    QString title; // what the case shows, in a sentence
    World world;
    std::vector<Kingdom> kingdoms;
    Ruleset ruleset;
    TurnState state;
    std::uint64_t seed = 1;
    std::vector<int> dice;
    std::vector<QStringList> orders; // per kingdom index, sheet lines
    QJsonObject expect;
};

/// Reads a case file; nullopt with `error` naming the file and the field when it is malformed.
std::optional<AreaCase> loadAreaCase(const QString &path, QString *error);

} // namespace muster::test
