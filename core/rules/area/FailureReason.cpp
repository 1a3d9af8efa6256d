#include "rules/area/FailureReason.h"

#include "util/EnumCount.h"

#include <array>

namespace muster {

namespace {
struct Entry
{
    const char *code;
    const char *rule;
};
constexpr std::array<Entry, 18> kEntries{{
    {"not-enough-bp", "A3.2"},
    {"source-not-owned", "A3.3"},
    {"not-adjacent", "A3.3"},
    {"too-few-armies", "A3.3"},
    {"source-sticky", "A3.3, A6.2"},
    {"wrong-area-type", "A3.3"},
    {"target-owned", "A3.4"},
    {"raid-on-city", "A5.5"},
    {"ships-carry-armies", "A5.7"},
    {"too-few-ships", "A5.7"},
    {"no-ships-to-board", "A5.7"},
    {"no-passage", "A5.8"},
    {"passage-sticky", "A5.8"},
    {"too-few-population", "A5.9"},
    {"target-not-owned", "A5.9"}, // of MIGRATE; failureRule(Failure, verb) gives each action's
    {"levy-limit", "A5.10"},
    {"reserve-too-small", "A5.11"},
    {"unknown-area", "A3.3"},
}};
static_assert(kEntries.size() == kEnumerators<FailureReason>,
              "every failure reason has its code and rule");
} // namespace

QString failureCode(FailureReason reason)
{
    return QLatin1String(kEntries[static_cast<size_t>(reason)].code);
}

QString failureRule(FailureReason reason)
{
    return QLatin1String(kEntries[static_cast<size_t>(reason)].rule);
}

QString failureRule(const Failure &failure, ActionKind verb)
{
    if (failure.text == FailureText::ShipsOnlyAtSea)
        return QStringLiteral("A5.7");
    if (failure.reason == FailureReason::TargetNotOwned)
        return actionParagraph(verb);
    return failureRule(failure.reason);
}

bool parseFailureCode(const QString &code, FailureReason *reason)
{
    for (size_t i = 0; i < kEntries.size(); ++i)
        if (code == QLatin1String(kEntries[i].code)) {
            *reason = static_cast<FailureReason>(i);
            return true;
        }
    return false;
}

} // namespace muster
