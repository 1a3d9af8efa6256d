#include "pack/RoundupStandings.h"

#include "setup/KingdomRoster.h"

#include <algorithm>

namespace muster {

namespace {

/// The kingdoms' indexes, ranked by `score` (highest first, equals in the campaign's order).
template <typename Score> std::vector<int> ranked(std::size_t kingdoms, Score score)
{
    std::vector<int> order;
    for (std::size_t k = 0; k < kingdoms; ++k)
        order.push_back(static_cast<int>(k));
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return score(a) > score(b); });
    return order;
}

/// The ranking's heading, the sentence naming `measure` and the table of `rows` under `columns`
/// (after "rank", "id" and "kingdom").
void rankingTable(PackDocument &doc, const QString &measure, const QStringList &columns,
                  std::vector<QStringList> rows)
{
    doc.heading(QStringLiteral("The kingdoms"));
    doc.paragraph(QStringLiteral("Ranked by %1, the campaign's measure of victory.").arg(measure));
    doc.table(QStringList{QStringLiteral("rank"), QStringLiteral("id"), QStringLiteral("kingdom")} +
                  columns,
              std::move(rows));
}

/// The rank, id and name that start a kingdom's row.
QStringList rankCells(const Campaign &c, int rank, int kingdom)
{
    const Kingdom &k = c.kingdoms[static_cast<size_t>(kingdom)];
    return {QString::number(rank), k.id, k.name};
}

} // namespace

void areaRoundupStandings(const Campaign &c, const KingdomView &view, PackDocument &doc)
{
    const std::vector<int> areas = territories(c.world, view.state, c.kingdoms.size());
    std::vector<int> population(c.kingdoms.size());
    // Population per kingdom is public in Dark Age (the ranking by it is the game's measure);
    // the per-area figures stay with those who see the areas.
    if (view.turnIndex + 1 < static_cast<int>(c.turns.size())) {
        const TurnState &end = c.turns[static_cast<size_t>(view.turnIndex) + 1].state;
        for (const AreaState &a : end.areas)
            if (a.owner >= 0 && a.owner < static_cast<int>(population.size()) &&
                view.areas.size() == end.areas.size() && !view.areas.empty() &&
                view.areas.front() != Sight::Unknown)
                population[static_cast<size_t>(a.owner)] += a.population;
    }
    const QString measure =
        c.ruleset.json.value(QLatin1String("victory")).toString(QStringLiteral("population"));
    const std::vector<int> &score = measure == QLatin1String("areas") ? areas : population;
    std::vector<QStringList> rows;
    int rank = 0;
    for (int k : ranked(c.kingdoms.size(), [&](int k) { return score[static_cast<size_t>(k)]; }))
        rows.push_back(rankCells(c, ++rank, k) +
                       QStringList{QString::number(areas[static_cast<size_t>(k)]),
                                   QString::number(population[static_cast<size_t>(k)])});
    rankingTable(doc, measure, {QStringLiteral("areas"), QStringLiteral("population")},
                 std::move(rows));

    // One line per owner, not a row per area: a 5,000-area world stays a few pages.
    doc.heading(QStringLiteral("Who owns what"));
    std::vector<QStringList> owned(c.kingdoms.size() + 1);
    for (size_t a = 0; a < c.world.areas.size() && a < view.state.areas.size(); ++a) {
        if (a < view.areas.size() && view.areas[a] == Sight::Unknown)
            continue;
        const int owner = view.state.areas[a].owner;
        const size_t slot = owner >= 0 && owner < static_cast<int>(c.kingdoms.size())
                                ? static_cast<size_t>(owner)
                                : c.kingdoms.size();
        owned[slot] << c.world.areas[a].code;
    }
    std::vector<QStringList> lines;
    for (size_t k = 0; k <= c.kingdoms.size(); ++k)
        if (!owned[k].isEmpty())
            lines.push_back({owned[k].join(QStringLiteral(", ")), k < c.kingdoms.size()
                                                                      ? c.kingdoms[k].name
                                                                      : QStringLiteral("no one")});
    doc.list(std::move(lines));
}

void hexRoundupStandings(const Campaign &c, const KingdomView &, PackDocument &doc)
{
    std::vector<int> strongholds(c.kingdoms.size());
    for (const Stronghold &s : c.world.strongholds)
        if (s.owner >= 0 && s.owner < static_cast<int>(strongholds.size()))
            ++strongholds[static_cast<size_t>(s.owner)];
    std::vector<QStringList> rows;
    int rank = 0;
    for (int k :
         ranked(c.kingdoms.size(), [&](int k) { return strongholds[static_cast<size_t>(k)]; }))
        rows.push_back(rankCells(c, ++rank, k) +
                       QStringList{QString::number(strongholds[static_cast<size_t>(k)])});
    rankingTable(doc, QStringLiteral("strongholds"), {QStringLiteral("strongholds")},
                 std::move(rows));
}

} // namespace muster
