#include "log/DiceRuns.h"

#include "model/Limits.h"

#include <climits>
#include <vector>

namespace muster::log {

namespace {
/// The `second` of die k of a run of `numbered` dice starting at `second`.
int secondOf(int second, bool numbered, int k)
{
    return second + (numbered ? k : 0);
}

/// Whether a die for `second` continues `run`: the same die and purpose, and its `second` the
/// same as the run's (a run not numbered) or the next (numbered); a lone die can start either.
/// (In 64 bits: a file may give any number.)
bool continues(const DiceRolled &run, int second)
{
    const long long first = run.what.second;
    if (run.count() == 1)
        return second == first || second == first + 1;
    return run.numbered ? second == first + run.count() : second == first;
}

bool sameKind(const DiceRolled &run, int sides, const DieFor &what)
{
    return run.sides == sides && run.what.purpose == what.purpose &&
           run.what.battle == what.battle && run.what.army == what.army &&
           run.what.label == what.label && run.what.first == what.first &&
           run.what.third == what.third;
}
} // namespace

NumberList addDice(TurnLog &log, int sides, const DieFor &what, bool numbered, int valuesStart,
                   std::span<const int> forced, bool mayJoin)
{
    const int n = log.numbersEnd() - valuesStart;
    if (n <= 0)
        return {};
    const NumberList mine{valuesStart, n};
    numbered = numbered && n > 1;
    // The first dice join the run before them as long as they continue it.
    int joined = 0;
    DiceRolled *last = mayJoin && !log.isEmpty() && !log.legacySentence(log.size() - 1).valid()
                           ? log.lastAs<DiceRolled>()
                           : nullptr;
    if (last && sameKind(*last, sides, what)) {
        DiceRolled grown = *last;
        while (joined < n && continues(grown, secondOf(what.second, numbered, joined))) {
            if (grown.count() == 1)
                grown.numbered = secondOf(what.second, numbered, joined) != grown.what.second;
            ++grown.values.count;
            ++joined;
        }
        if (joined > 0) {
            const bool forcedJoin = !forced.empty() && forced.front() < joined;
            if (last->forced.count == 0 && !forcedJoin &&
                last->values.offset + last->values.count == valuesStart) {
                last->values.count += joined; // already side by side in the pool
                last->numbered = grown.numbered;
            } else {
                // Laid out again at the end of the pool: the run's values, then the joined dice's,
                // then the forced entries of both (dice of the call renumbered within the run).
                std::vector<int> values(log.numbers(last->values).begin(),
                                        log.numbers(last->values).end());
                const std::span<const int> added = log.numbers({valuesStart, joined});
                values.insert(values.end(), added.begin(), added.end());
                std::vector<int> pairs(log.numbers(last->forced).begin(),
                                       log.numbers(last->forced).end());
                for (std::size_t f = 0; f + 1 < forced.size() && forced[f] < joined; f += 2) {
                    pairs.push_back(forced[f] + last->values.count);
                    pairs.push_back(forced[f + 1]);
                }
                DiceRolled &run = *log.lastAs<DiceRolled>();
                run.values = log.addNumbers(values);
                run.forced = pairs.empty() ? NumberList{} : log.addNumbers(pairs);
                run.numbered = grown.numbered;
            }
        }
    }
    if (joined == n)
        return mine;
    NumberList taken;
    if (!forced.empty()) {
        const int start = log.numbersEnd();
        for (std::size_t f = 0; f + 1 < forced.size(); f += 2)
            if (forced[f] >= joined) {
                log.pushNumber(forced[f] - joined);
                log.pushNumber(forced[f + 1]);
            }
        if (log.numbersEnd() > start)
            taken = log.numbersSince(start);
    }
    // Filled in place: a record built on the stack and copied would stall on its own stores.
    DiceRolled &run = log.append<DiceRolled>();
    run.sides = sides;
    run.numbered = numbered && n - joined > 1;
    run.what = what;
    run.what.second = secondOf(what.second, numbered, joined);
    run.values = {valuesStart + joined, n - joined};
    run.forced = taken;
    return mine;
}

void addReadRun(TurnLog &log, const DiceRolled &run, bool mayJoin)
{
    const DiceRolled *last =
        mayJoin && !log.isEmpty() && !log.legacySentence(log.size() - 1).valid()
            ? log.get<DiceRolled>(log.size() - 1)
            : nullptr;
    if (!last || !sameKind(*last, run.sides, run.what) || !continues(*last, run.what.second)) {
        // A run of its own, where its values already are.
        DiceRolled own = run;
        own.numbered = run.numbered && run.count() > 1;
        log.add(own);
        return;
    }
    // It continues the run before it: its dice join that run as the engine's would have.
    const std::vector<int> values(log.numbers(run.values).begin(), log.numbers(run.values).end());
    const std::vector<int> forced(log.numbers(run.forced).begin(), log.numbers(run.forced).end());
    const int start = log.numbersEnd();
    log.addNumbers(values);
    addDice(log, run.sides, run.what, run.numbered, start, forced);
}

QString dieRecordProblem(const DieRolledRecord &die)
{
    if (!limits::kDieSides.contains(die.sides) || !forcedFits(die.value, die.sides))
        return QStringLiteral("a d%1 showing %2").arg(die.sides).arg(die.value);
    if (die.forced && die.unfitForced != 0)
        return QStringLiteral("a die both forced and rolled instead of a forced %1")
            .arg(die.unfitForced);
    if (die.unfitForced != 0 && forcedFits(die.unfitForced, die.sides))
        return QStringLiteral("a d%1 rolled instead of a forced %2, which fits it")
            .arg(die.sides)
            .arg(die.unfitForced);
    return {};
}

void addDie(TurnLog &log, const Die &die, bool mayJoin)
{
    const int start = log.numbersEnd();
    log.pushNumber(die.value);
    if (die.forced || die.unfitForced != 0) {
        const int pair[2] = {0, die.forced ? die.value : die.unfitForced};
        addDice(log, die.sides, die.what, false, start, pair, mayJoin);
    } else {
        addDice(log, die.sides, die.what, false, start, {}, mayJoin);
    }
}

QString diceProblem(const TurnLog &log, const DiceRolled &run)
{
    if (!limits::kDieSides.contains(run.sides))
        return QStringLiteral("a die of %1 sides (expected %2 to %3)")
            .arg(run.sides)
            .arg(limits::kDieSides.min)
            .arg(limits::kDieSides.max);
    const std::span<const int> values = log.numbers(run.values);
    if (values.empty() || static_cast<int>(values.size()) != run.values.count)
        return QStringLiteral("a run of dice with no values");
    for (int v : values)
        if (!forcedFits(v, run.sides))
            return QStringLiteral("a d%1 showing %2").arg(run.sides).arg(v);
    const std::span<const int> forced = log.numbers(run.forced);
    if (run.numbered && run.what.second > INT_MAX - run.values.count)
        return QStringLiteral("dice numbered past %1").arg(INT_MAX);
    if (static_cast<int>(forced.size()) != run.forced.count || forced.size() % 2 != 0)
        return QStringLiteral("forced dice that are not pairs of a die and its value");
    for (std::size_t f = 0; f < forced.size(); f += 2) {
        const int k = forced[f];
        if (k < 0 || k >= run.values.count || (f > 0 && k <= forced[f - 2]))
            return QStringLiteral("a forced value for die %1 of a run of %2")
                .arg(k)
                .arg(run.values.count);
        const int value = forced[f + 1];
        if (value < 1) // as the list of forced dice gives them (parseForcedDice)
            return QStringLiteral("a forced value of %1").arg(value);
        if (forcedFits(value, run.sides) && value != values[static_cast<std::size_t>(k)])
            return QStringLiteral("a forced %1 on a die showing %2")
                .arg(value)
                .arg(values[static_cast<std::size_t>(k)]);
    }
    return {};
}

} // namespace muster::log
