#pragma once
// The dice of a campaign, or of a range of its turns, by kind (RULES R2): the d20 attack throws
// (H4.2 step 4) and pursuit throws (H4.4), the 2d6 of morale (H6.2) and loyalty (H7.1) as sums,
// and the kingdom-order draws of area turns (A2.2), one die size each. Each kind's frequencies
// are set against what fair dice give, with Pearson's chi-square and its p-value, so "were the
// dice fair?" has a figure. Forced dice (R3) are counted apart and left out of the test: they
// were chosen, not rolled.

#include "log/LogEnums.h"
#include "model/Campaign.h"

#include <QString>

#include <vector>

namespace muster {

struct DiceTally
{
    QString name; // "d20 attack throws (H4.2 step 4)"
    DiePurpose purpose = DiePurpose::Unspecified;
    int sides = 0;  // of one die
    int dice = 1;   // summed per result (2 for 2d6)
    int lowest = 1; // the result counted in observed[0]
    std::vector<long long> observed;
    std::vector<double> expected; // counts fair dice give for as many results
    long long results = 0;        // counted (a 2d6 is one result)
    long long forced = 0;         // results with a forced die among them, not counted (R3)

    double chiSquare() const;
    int degreesOfFreedom() const { return static_cast<int>(observed.size()) - 1; }
    /// The chance that fair dice give a chi-square at least this large.
    double pValue() const;
    /// Whether every expected count is at least 5, the usual condition for the chi-square test.
    bool enoughForTest() const;
};

struct DiceReport
{
    int firstTurn = 0, lastTurn = 0; // turn numbers, inclusive
    int turns = 0;                   // resolved turns read
    std::vector<DiceTally> tallies;  // kinds that were rolled, in a fixed order
};

/// The dice of the resolved turns numbered `firstTurn` to `lastTurn` (clamped to the campaign).
DiceReport diceReport(const Campaign &campaign, int firstTurn, int lastTurn);

/// The report as text: per kind its counts against the expected ones and the test's figures.
QString diceReportText(const DiceReport &report);

/// "1 degree of freedom", "5 degrees of freedom": the report's and the console's chart's words.
QString degreesOfFreedomText(int degrees);

/// P(X >= x) for X chi-square distributed with `degrees` degrees of freedom.
double chiSquareUpperTail(double x, int degrees);

} // namespace muster
