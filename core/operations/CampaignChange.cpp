#include "operations/CampaignChange.h"

#include <algorithm>

namespace muster {

CampaignChange CampaignChange::ofDefinition(Kind kind, int currentTurn)
{
    CampaignChange change;
    change.kind = kind;
    change.turn = currentTurn;
    change.latestTurns = 1;
    return change;
}

std::vector<int> CampaignChange::kingdoms() const
{
    std::vector<int> out = orders;
    out.insert(out.end(), messages.begin(), messages.end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

QStringList OperationResult::problemTexts() const
{
    return muster::problemTexts(problems);
}

OperationResult OperationResult::changed(CampaignChange change)
{
    OperationResult out;
    out.change = std::move(change);
    return out;
}

OperationResult OperationResult::refused(const QString &why)
{
    return refused(std::vector<Problem>{Problem::of(why)});
}

OperationResult OperationResult::refused(std::vector<Problem> problems)
{
    OperationResult out;
    out.problems = std::move(problems);
    if (out.problems.empty()) // a refusal always says why
        out.problems.push_back(Problem::of(QStringLiteral("the change was refused")));
    return out;
}

QStringList problemsAdded(const QStringList &before, const QStringList &after)
{
    QStringList added;
    for (const QString &problem : after)
        if (!before.contains(problem))
            added << problem;
    return added;
}

} // namespace muster
