#include "pack/Roundup.h"
#include "rules/RuleSystem.h"
#include "rules/turn/TurnName.h"
#include "setup/KingdomRoster.h"
#include "util/Printable.h"

#include <algorithm>

namespace muster {

PackDocument publicRoundup(const Campaign &c, const KingdomView &view)
{
    PackDocument doc;
    if (view.turnIndex < 0)
        return doc;
    // The title is the line the mail reader knows a quoted roundup by (mail/MailText.cpp); the
    // subtitle names the turn as the console does.
    doc.title = QStringLiteral("%1: the public roundup of turn %2").arg(c.name).arg(view.turn);
    doc.subtitle = QStringLiteral("%1. The same for every player.")
                       .arg(turnName(c, static_cast<size_t>(view.turnIndex)));

    struct Standing
    {
        int kingdom, areas = 0, population = 0, strongholds = 0;
    };
    std::vector<Standing> standings;
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        standings.push_back({static_cast<int>(k)});
    const std::vector<int> land = territories(c.world, view.state, c.kingdoms.size());
    for (Standing &s : standings)
        s.areas = land[static_cast<size_t>(s.kingdom)];
    // Population per kingdom is public in Dark Age (the ranking by it is the game's measure);
    // the per-area figures stay with those who see the areas.
    if (view.turnIndex + 1 < static_cast<int>(c.turns.size())) {
        const TurnState &end = c.turns[static_cast<size_t>(view.turnIndex) + 1].state;
        for (const AreaState &a : end.areas)
            if (a.owner >= 0 && a.owner < static_cast<int>(standings.size()) &&
                view.areas.size() == end.areas.size() && !view.areas.empty() &&
                view.areas.front() != Sight::Unknown)
                standings[static_cast<size_t>(a.owner)].population += a.population;
    }
    for (const Stronghold &s : c.world.strongholds)
        if (s.owner >= 0 && s.owner < static_cast<int>(standings.size()))
            ++standings[static_cast<size_t>(s.owner)].strongholds;

    // Kingdoms that hold no areas are ranked by their strongholds (H), with no areas to list.
    const bool hex = !ruleSystem(c).holdsAreas();
    const QString measure =
        hex ? QStringLiteral("strongholds")
            : c.ruleset.json.value(QLatin1String("victory")).toString(QStringLiteral("population"));
    auto score = [&](const Standing &s) {
        if (hex)
            return s.strongholds;
        return measure == QLatin1String("areas") ? s.areas : s.population;
    };
    std::stable_sort(standings.begin(), standings.end(),
                     [&](const Standing &a, const Standing &b) { return score(a) > score(b); });

    doc.heading(QStringLiteral("The kingdoms"));
    doc.paragraph(QStringLiteral("Ranked by %1, the campaign's measure of victory.").arg(measure));
    std::vector<QStringList> rows;
    int rank = 0;
    for (const Standing &s : standings) {
        const Kingdom &k = c.kingdoms[static_cast<size_t>(s.kingdom)];
        ++rank;
        if (hex)
            rows.push_back({QString::number(rank), k.id, k.name, QString::number(s.strongholds)});
        else
            rows.push_back({QString::number(rank), k.id, k.name, QString::number(s.areas),
                            QString::number(s.population)});
    }
    if (hex)
        doc.table({QStringLiteral("rank"), QStringLiteral("id"), QStringLiteral("kingdom"),
                   QStringLiteral("strongholds")},
                  std::move(rows));
    else
        doc.table({QStringLiteral("rank"), QStringLiteral("id"), QStringLiteral("kingdom"),
                   QStringLiteral("areas"), QStringLiteral("population")},
                  std::move(rows));

    if (!hex) {
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
                lines.push_back(
                    {owned[k].join(QStringLiteral(", ")),
                     k < c.kingdoms.size() ? c.kingdoms[k].name : QStringLiteral("no one")});
        doc.list(std::move(lines));
    }

    doc.heading(QStringLiteral("Messages from the players"));
    std::vector<QStringList> messages;
    const TurnRecord &turn = c.turns[static_cast<size_t>(view.turnIndex)];
    for (const auto &[k, text] : turn.messages)
        if (k >= 0 && k < static_cast<int>(c.kingdoms.size()))
            messages.push_back({printableLines(text), c.kingdoms[static_cast<size_t>(k)].name});
    doc.list(std::move(messages));

    doc.heading(QStringLiteral("Contacts"));
    std::vector<QStringList> contacts;
    for (const Kingdom &k : c.kingdoms)
        if (!k.contact.isEmpty())
            contacts.push_back({printable(k.contact), k.name});
    doc.list(std::move(contacts));
    return doc;
}

} // namespace muster
