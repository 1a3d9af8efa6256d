#include "audit/DiceReport.h"

#include "i18n/PluralForms.h"
#include "log/DiceRuns.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>

namespace muster {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("DiceReport", text);
}

/// The regularised lower incomplete gamma function P(a, x), by its series (x < a + 1) or the
/// continued fraction of its complement (Numerical Recipes, 6.2).
double lowerGamma(double a, double x)
{
    if (x <= 0)
        return 0;
    const double logFront = a * std::log(x) - x - std::lgamma(a);
    if (x < a + 1) {
        double term = 1 / a, sum = term;
        for (int n = 1; n < 1000 && std::abs(term) > std::abs(sum) * 1e-15; ++n) {
            term *= x / (a + n);
            sum += term;
        }
        return sum * std::exp(logFront);
    }
    const double tiny = 1e-300;
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 1000; ++i) {
        const double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        d = std::abs(d) < tiny ? tiny : d;
        c = b + an / c;
        c = std::abs(c) < tiny ? tiny : c;
        d = 1 / d;
        const double step = d * c;
        h *= step;
        if (std::abs(step - 1) < 1e-15)
            break;
    }
    return 1 - std::exp(logFront) * h;
}

DiceTally makeTally(const QString &name, DiePurpose purpose, int sides, int dice)
{
    DiceTally t;
    t.name = name;
    t.purpose = purpose;
    t.sides = sides;
    t.dice = dice;
    t.lowest = dice;
    t.observed.assign(static_cast<size_t>(dice * (sides - 1) + 1), 0);
    return t;
}

void count(DiceTally &t, int result, bool forced)
{
    if (forced) {
        ++t.forced;
        return;
    }
    const int at = result - t.lowest;
    if (at >= 0 && at < static_cast<int>(t.observed.size())) {
        ++t.observed[static_cast<size_t>(at)];
        ++t.results;
    }
}

/// Ways to throw each sum of `dice` dice of `sides` faces, lowest sum first.
std::vector<double> sumWays(int sides, int dice)
{
    std::vector<double> ways{1};
    for (int d = 0; d < dice; ++d) {
        std::vector<double> next(ways.size() + static_cast<size_t>(sides) - 1, 0);
        for (size_t i = 0; i < ways.size(); ++i)
            for (int f = 0; f < sides; ++f)
                next[i + static_cast<size_t>(f)] += ways[i];
        ways = std::move(next);
    }
    return ways;
}

} // namespace

double DiceTally::chiSquare() const
{
    double sum = 0;
    for (size_t i = 0; i < observed.size() && i < expected.size(); ++i)
        if (expected[i] > 0) {
            const double d = static_cast<double>(observed[i]) - expected[i];
            sum += d * d / expected[i];
        }
    return sum;
}

double DiceTally::pValue() const
{
    return chiSquareUpperTail(chiSquare(), degreesOfFreedom());
}

bool DiceTally::enoughForTest() const
{
    return results > 0 &&
           std::all_of(expected.begin(), expected.end(), [](double e) { return e >= 5; });
}

double chiSquareUpperTail(double x, int degrees)
{
    if (degrees <= 0)
        return 1;
    return std::clamp(1 - lowerGamma(degrees / 2.0, x / 2.0), 0.0, 1.0);
}

DiceReport diceReport(const Campaign &campaign, int firstTurn, int lastTurn)
{
    DiceReport report;
    report.firstTurn = firstTurn;
    report.lastTurn = lastTurn;
    DiceTally attack =
        makeTally(tr("d20 attack throws (H4.2 step 4)"), DiePurpose::AttackThrow, 20, 1);
    DiceTally pursuit = makeTally(tr("d20 pursuit throws (H4.4)"), DiePurpose::Pursuit, 20, 1);
    DiceTally morale = makeTally(tr("2d6 morale rolls (H6.2)"), DiePurpose::Morale, 6, 2);
    DiceTally loyalty = makeTally(tr("2d6 loyalty rolls (H7.1)"), DiePurpose::Loyalty, 6, 2);
    std::map<int, DiceTally> order; // by die size (A2.2)
    for (size_t index = 0; index < campaign.turns.size(); ++index) {
        const TurnSummary turn = campaign.turns.summary(index);
        if (!turn.resolved || turn.number < firstTurn || turn.number > lastTurn)
            continue;
        ++report.turns;
        // Only the logs are read: the dice are all there.
        const std::shared_ptr<const TurnLog> logOfTurn = campaign.turns.logOf(index);
        const TurnLog &log = *logOfTurn;
        // A 2d6 roll (morale, loyalty) is two dice for the same unit or leader, one after the
        // other; they are counted as their sum.
        log::Die pending;
        bool waiting = false; // `pending` is the first die of a pair
        for (std::size_t i = 0; i < log.size(); ++i)
            log::forEachDie(log, i, [&](const log::Die &die) {
                switch (die.what.purpose) {
                case DiePurpose::AttackThrow:
                    count(attack, die.value, die.forced);
                    break;
                case DiePurpose::Pursuit:
                    count(pursuit, die.value, die.forced);
                    break;
                case DiePurpose::Morale:
                case DiePurpose::Loyalty:
                    if (waiting && pending.what == die.what) {
                        DiceTally &t = die.what.purpose == DiePurpose::Morale ? morale : loyalty;
                        count(t, pending.value + die.value, pending.forced || die.forced);
                        waiting = false;
                    } else {
                        pending = die;
                        waiting = true;
                    }
                    break;
                case DiePurpose::KingdomOrder: {
                    auto at = order.find(die.sides);
                    if (at == order.end())
                        at = order
                                 .emplace(
                                     die.sides,
                                     makeTally(tr("d%1 kingdom-order draws (A2.2)").arg(die.sides),
                                               DiePurpose::KingdomOrder, die.sides, 1))
                                 .first;
                    count(at->second, die.value, die.forced);
                    break;
                }
                case DiePurpose::Unspecified:
                    break;
                }
            });
    }
    std::vector<DiceTally> all{attack, pursuit, morale, loyalty};
    for (auto &[sides, t] : order)
        all.push_back(t);
    for (DiceTally &t : all) {
        if (t.results == 0 && t.forced == 0)
            continue;
        const std::vector<double> ways = sumWays(t.sides, t.dice);
        const double total = std::pow(static_cast<double>(t.sides), t.dice);
        for (double w : ways)
            t.expected.push_back(static_cast<double>(t.results) * w / total);
        report.tallies.push_back(t);
    }
    return report;
}

QString degreesOfFreedomText(int degrees)
{
    return counted(QT_TRANSLATE_N_NOOP("muster", "%n degree(s) of freedom"), degrees);
}

QString diceReportText(const DiceReport &report)
{
    QStringList lines;
    lines << tr("Dice of turns %1 to %2 (%3 read), against fair dice (R2):")
                 .arg(report.firstTurn)
                 .arg(report.lastTurn)
                 .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n resolved turn(s)"),
                              static_cast<int>(report.turns)));
    if (report.tallies.empty())
        lines << tr("  no dice were rolled.");
    for (const DiceTally &t : report.tallies) {
        lines << QString();
        lines << tr("%1: %2 counted").arg(t.name).arg(t.results) +
                     (t.forced > 0 ? tr(", %1 forced and left out (R3)").arg(t.forced) : QString());
        QString faces = tr("  result  "), seen = tr("  seen    "), fair = tr("  fair    ");
        for (size_t i = 0; i < t.observed.size(); ++i) {
            const int width = 6;
            faces += QString::number(t.lowest + static_cast<int>(i)).rightJustified(width);
            seen += QString::number(t.observed[i]).rightJustified(width);
            fair += QString::number(i < t.expected.size() ? t.expected[i] : 0, 'f', 1)
                        .rightJustified(width);
        }
        lines << faces << seen << fair;
        if (t.results == 0)
            continue;
        lines << tr("  chi-square %1 with %2: p = %3%4")
                     .arg(t.chiSquare(), 0, 'f', 2)
                     .arg(degreesOfFreedomText(t.degreesOfFreedom()))
                     .arg(t.pValue(), 0, 'f', 3)
                     .arg(t.enoughForTest()
                              ? QString()
                              : tr(" (too few dice for the test: some results are expected "
                                   "fewer than 5 times)"));
    }
    lines << QString();
    lines << tr("p is the chance that fair dice stray at least this far from the expected counts: "
                "fair dice give p below 0.05 one time in twenty, so only a p far below that, or "
                "small p in turn after turn, is a sign of unfair dice.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace muster
