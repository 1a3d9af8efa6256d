#pragma once
// Writing dice into a log and reading them back one by one (the records: DiceRolled.h).
//
//     Dice dice(seed, &log);                 // writes its runs through addDice
//     log::forEachDie(log, i, [&](const log::Die &die) { tally(die.what.purpose, die.value); });

#include "log/TurnLog.h"

#include <QString>

#include <cstddef>
#include <span>

namespace muster::log {

/// Appends dice to `log`: `values` already at the end of its pool (pushed since `valuesStart`),
/// then `forced` (die index in this call, forced value taken; in order), as one run or joined to
/// the run just before them where they continue it. Returns the values' place in the pool.
/// `mayJoin` false keeps them a run of their own (a die of an old log with its own sentence).
NumberList addDice(TurnLog &log, int sides, const DieFor &what, bool numbered, int valuesStart,
                   std::span<const int> forced = {}, bool mayJoin = true);
/// The same for dice none of which was forced, after an event that is no run of dice (a battle's
/// every run: after its start, a throw, a casualty or a morale roll), so they make a run of their
/// own: written in place, no call made. Anything else goes to addDice.
inline NumberList addNewDice(TurnLog &log, int sides, const DieFor &what, bool numbered,
                             int valuesStart)
{
    const int n = log.numbersEnd() - valuesStart;
    if (n <= 0 || log.isEmpty() || log.is<DiceRolled>(log.size() - 1))
        return addDice(log, sides, what, numbered, valuesStart);
    DiceRolled &run = log.append<DiceRolled>();
    run.sides = sides;
    run.numbered = numbered && n > 1;
    run.what = what;
    run.values = {valuesStart, n};
    run.forced = {};
    return run.values;
}
/// A whole die from elsewhere (a log written before runs): its value and its forced value, if
/// any, as a run of one, joined to the run before it where it continues it.
void addDie(TurnLog &log, const Die &die, bool mayJoin = true);
/// A run read from a file (its lists already in the pool, diceProblem() found nothing): added
/// where its values are, or, where it continues the run before it, joined to that run as the
/// engine's dice would be, so a log read from any file groups its dice as the engine does.
void addReadRun(TurnLog &log, const DiceRolled &run, bool mayJoin = true);

/// A die as logs recorded it before dice were kept in runs, one record a die: the JSON form's
/// "DieRolled" objects and type 0 of the stored form's version 1. Read, it joins the log as
/// addDie() adds a die.
struct DieRolledRecord
{
    static constexpr const char *kName = "DieRolled";
    int sides = 0;
    int value = 0;
    int unfitForced = 0;
    bool forced = false;
    DieFor what;

    Die die() const { return {what, sides, value, forced, unfitForced}; }
    template <class V> void visit(V &v)
    {
        v.number("sides", sides);
        v.number("value", value);
        v.flag("forced", forced);
        v.number("unfitForced", unfitForced);
        what.visit(v);
    }
};

/// Why a die read from a log of one record a die cannot be (a value that does not fit it, a
/// forced value said to fit and not to fit), or "" when it can.
QString dieRecordProblem(const DieRolledRecord &die);

/// Calls f(const Die &) for each die of the run `run` of `log`, in order.
template <typename F> void forEachDie(const TurnLog &log, const DiceRolled &run, F &&f);
/// The same for the event at `event`, when it is a run of dice (none else).
template <typename F> void forEachDie(const TurnLog &log, std::size_t event, F &&f);
/// Why a run of dice read from a file cannot be (values that do not fit the die, forced entries
/// that name no die of the run or are out of order), or "" when it can.
QString diceProblem(const TurnLog &log, const DiceRolled &run);

template <typename F> void forEachDie(const TurnLog &log, const DiceRolled &run, F &&f)
{
    const std::span<const int> values = log.numbers(run.values);
    const std::span<const int> forced = log.numbers(run.forced);
    std::size_t nextForced = 0;
    Die die;
    die.what = run.what;
    die.sides = run.sides;
    for (std::size_t k = 0; k < values.size(); ++k) {
        die.what.second = run.what.second + (run.numbered ? static_cast<int>(k) : 0);
        die.value = values[k];
        die.forced = false;
        die.unfitForced = 0;
        if (nextForced + 2 <= forced.size() && forced[nextForced] == static_cast<int>(k)) {
            const int value = forced[nextForced + 1];
            die.forced = forcedFits(value, run.sides);
            die.unfitForced = die.forced ? 0 : value;
            nextForced += 2;
        }
        f(static_cast<const Die &>(die));
    }
}

template <typename F> void forEachDie(const TurnLog &log, std::size_t event, F &&f)
{
    if (const auto *run = log.get<DiceRolled>(event))
        forEachDie(log, *run, f);
}

} // namespace muster::log
