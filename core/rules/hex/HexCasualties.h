#pragma once
// RULES H4.2 step 5: which participating units absorb the hits.

#include <span>
#include <vector>

namespace muster::hexrules {

/// Working memory of minimalRemovalSet, kept between calls so that a battle turn allocates nothing.
struct RemovalScratch
{
    std::vector<int> fewest;
    std::vector<char> take;
};

/// Positions in `brHalfPoints` of the units to remove so that their combined BR is at least
/// `neededHalfPoints`, choosing the set that loses the least BR, then the fewest units [house].
/// When even all of them fall short, all are removed (the excess hits are ignored). Exact: a 0/1
/// knapsack over half points (every BR of the table is a multiple of 0.5), or, when every unit
/// has the same BR, the first units that suffice. Ties beyond BR and count resolve
/// deterministically towards earlier units. `chosen` gets the positions, ascending.
void minimalRemovalSet(std::span<const int> brHalfPoints, int neededHalfPoints,
                       std::vector<int> &chosen, RemovalScratch &scratch);
/// The same, for a caller that already knows the sum of `brHalfPoints` (`total`, or -1) and
/// whether they are all one BR above 0 (`uniform`; false when it does not know).
void minimalRemovalSet(std::span<const int> brHalfPoints, int total, bool uniform,
                       int neededHalfPoints, std::vector<int> &chosen, RemovalScratch &scratch);
std::vector<int> minimalRemovalSet(const std::vector<int> &brHalfPoints, int neededHalfPoints);
/// How many of `units` units of one BR (`brHalfPoints` each, above 0, `totalHalfPoints` together)
/// minimalRemovalSet removes: the first that suffice, all when even all fall short.
constexpr int casualtiesOfOneBr(int units, int brHalfPoints, int totalHalfPoints,
                                int neededHalfPoints)
{
    if (neededHalfPoints <= 0)
        return 0;
    if (totalHalfPoints <= neededHalfPoints)
        return units;
    return (neededHalfPoints + brHalfPoints - 1) / brHalfPoints;
}

} // namespace muster::hexrules
