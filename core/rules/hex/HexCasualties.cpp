#include "rules/hex/HexCasualties.h"

#include <algorithm>
#include <climits>
#include <numeric>

namespace muster::hexrules {

void minimalRemovalSet(std::span<const int> br, int needed, std::vector<int> &chosen,
                       RemovalScratch &scratch)
{
    minimalRemovalSet(br, -1, false, needed, chosen, scratch);
}

void minimalRemovalSet(std::span<const int> br, int knownTotal, bool uniform, int needed,
                       std::vector<int> &chosen, RemovalScratch &scratch)
{
    chosen.clear();
    if (needed <= 0)
        return;
    const int total = knownTotal >= 0 ? knownTotal : std::accumulate(br.begin(), br.end(), 0);
    const size_t n = br.size();
    if (total <= needed) {
        for (size_t k = 0; k < n; ++k)
            chosen.push_back(static_cast<int>(k));
        return;
    }
    // Units of one BR (the usual case: an army of one troop type): the first that suffice, the
    // set the knapsack below chooses too.
    if (uniform || (n > 0 && br.front() > 0 &&
                    std::all_of(br.begin(), br.end(), [&br](int b) { return b == br.front(); }))) {
        const int count = casualtiesOfOneBr(static_cast<int>(n), br.front(), total, needed);
        for (int k = 0; k < count; ++k)
            chosen.push_back(k);
        return;
    }
    // fewest[s]: fewest units with BR exactly s. Only a strict improvement replaces a set, so the
    // earliest units that reach a sum keep it: ties go to units earlier in the army.
    const auto width = static_cast<size_t>(total) + 1;
    std::vector<int> &fewest = scratch.fewest;
    std::vector<char> &take = scratch.take;
    fewest.assign(width, INT_MAX);
    take.assign(n * width, 0);
    fewest[0] = 0;
    for (size_t k = 0; k < n; ++k) {
        const int b = br[k];
        if (b <= 0)
            continue;
        for (int s = total; s >= b; --s) {
            const int via = fewest[static_cast<size_t>(s - b)];
            if (via != INT_MAX && via + 1 < fewest[static_cast<size_t>(s)]) {
                fewest[static_cast<size_t>(s)] = via + 1;
                take[k * width + static_cast<size_t>(s)] = 1;
            }
        }
    }
    int sum = needed;
    while (sum <= total && fewest[static_cast<size_t>(sum)] == INT_MAX)
        ++sum;
    for (size_t k = n; k-- > 0 && sum > 0;) {
        if (take[k * width + static_cast<size_t>(sum)]) {
            chosen.push_back(static_cast<int>(k));
            sum -= br[k];
        }
    }
    std::sort(chosen.begin(), chosen.end());
}

std::vector<int> minimalRemovalSet(const std::vector<int> &br, int needed)
{
    std::vector<int> chosen;
    RemovalScratch scratch;
    minimalRemovalSet(br, needed, chosen, scratch);
    return chosen;
}

} // namespace muster::hexrules
