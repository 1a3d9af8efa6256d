#pragma once
// A whole campaign: the world, the kingdoms, the ruleset it was created with, and every turn so far
// with its state, orders, seed and log (RULES R1, R2).

#include "log/TurnLog.h"
#include "model/Kingdom.h"
#include "model/Limits.h"
#include "model/Ruleset.h"
#include "model/TurnState.h"
#include "model/World.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <vector>

namespace muster {

struct TurnRecord
{
    int number = 1;
    std::uint64_t seed = 0; // the dice stream for this turn (R2), derived from the campaign seed
    TurnState state;        // the state at the start of this turn
    /// Per kingdom index, the turn's orders as canonical order lines ("3 ASSAULT 5 YRK NRT").
    std::vector<QStringList> orders;
    /// Kingdom index -> the message its player sent with the turn's sheet, for the public
    /// roundup. Only kingdoms that sent one are in it (never an empty message).
    std::map<int, QString> messages;
    TurnLog log;           // the resolution log; empty until resolved
    bool resolved = false; // a resolved turn is followed by the next one

    bool operator==(const TurnRecord &) const = default;
};

struct Campaign
{
    /// Largest campaign seed: seeds travel through JSON numbers, exact up to 2^53.
    static constexpr auto kMaxSeed = static_cast<std::uint64_t>(limits::kSeed.max);

    QString name;
    std::uint64_t seed = 0;
    Ruleset ruleset;
    World world;
    std::vector<Kingdom> kingdoms;
    /// Never empty once loaded: back() is the current, unresolved turn; those before it are
    /// history.
    std::vector<TurnRecord> turns;

    TurnRecord &current() { return turns.back(); }
    const TurnRecord &current() const { return turns.back(); }
    int kingdomIndex(const QString &id) const;
    /// The seed of turn `number` (R2): a fixed mix of the campaign seed and the turn number.
    static std::uint64_t turnSeed(std::uint64_t campaignSeed, int number);
};

} // namespace muster
