#include "rules/hex/HexCasualties.h"

#include <algorithm>
#include <climits>
#include <numeric>

namespace muster::hexrules {

std::vector<int> minimalRemovalSet(const std::vector<int> &br, int needed)
{
    std::vector<int> all(br.size());
    std::iota(all.begin(), all.end(), 0);
    if (needed <= 0)
        return {};
    const int total = std::accumulate(br.begin(), br.end(), 0);
    if (total <= needed)
        return all;
    // fewest[s]: fewest units with BR exactly s. Only a strict improvement replaces a set, so the
    // earliest units that reach a sum keep it: ties go to units earlier in the army.
    const size_t n = br.size();
    const auto width = static_cast<size_t>(total) + 1;
    std::vector<int> fewest(width, INT_MAX);
    std::vector<char> take(n * width, 0);
    fewest[0] = 0;
    for (size_t k = 0; k < n; ++k) {
        const size_t item = k;
        const int b = br[item];
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
    std::vector<int> chosen;
    for (size_t k = n; k-- > 0 && sum > 0;) {
        if (take[k * width + static_cast<size_t>(sum)]) {
            const size_t item = k;
            chosen.push_back(static_cast<int>(item));
            sum -= br[item];
        }
    }
    std::sort(chosen.begin(), chosen.end());
    return chosen;
}

} // namespace muster::hexrules
