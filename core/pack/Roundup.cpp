#include "pack/Roundup.h"
#include "model/StandIns.h"
#include "rules/RuleSystem.h"
#include "rules/turn/TurnName.h"
#include "util/Printable.h"

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

    ruleSystem(c).roundupStandings(c, view, doc);

    const TurnRecord &turn = c.turns[static_cast<size_t>(view.turnIndex)];
    // Whose orders did not come and what stood in for them (operations/FillMissedOrders.h): a
    // player must know when a neighbour is played by a stand-in, and for how long it has been.
    std::vector<QStringList> missed;
    for (const auto &[k, standIn] : turn.standIns) {
        if (k < 0 || k >= static_cast<int>(c.kingdoms.size()))
            continue;
        missed.push_back({c.kingdoms[static_cast<size_t>(k)].name,
                          standIn.missedInARow > 0 ? QString::number(standIn.missedInARow)
                                                   : QStringLiteral("no player"),
                          standInText(standIn)});
    }
    if (!missed.empty()) {
        doc.heading(QStringLiteral("Orders missed"));
        doc.table({QStringLiteral("Kingdom"), QStringLiteral("Turns in a row"),
                   QStringLiteral("In their place")},
                  std::move(missed));
    }

    doc.heading(QStringLiteral("Messages from the players"));
    std::vector<QStringList> messages;
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
