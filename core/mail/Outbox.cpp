#include "mail/Outbox.h"

#include "mail/MailAddress.h"
#include "model/Campaign.h"
#include "rules/turn/TurnName.h"
#include "view/KingdomView.h"

#include <map>

namespace muster {

namespace {
QString describeSent(const SentMail &m)
{
    return QStringLiteral("sent %1 to %2")
        .arg(m.sent.toUTC().toString(QStringLiteral("yyyy-MM-dd hh:mm 'UTC'")), m.recipient);
}

int kingdomWithId(const Campaign &c, const QString &id)
{
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        if (c.kingdoms[k].id == id)
            return static_cast<int>(k);
    return -1;
}
} // namespace

QString packMailSubject(const Campaign &campaign, int turnIndex, int kingdom)
{
    return QStringLiteral("%1: %2 for %3")
        .arg(campaign.name, turnName(campaign, static_cast<size_t>(turnIndex)),
             campaign.kingdoms[static_cast<size_t>(kingdom)].name);
}

SendPlan planSending(const Campaign &c, const std::vector<OutboxFile> &files,
                     const std::vector<SentMail> &sent, bool all, const QString &sender)
{
    SendPlan plan;
    std::map<QString, const SentMail *> byKey;
    for (const SentMail &m : sent)
        byKey[m.key] = &m;
    const int turnIndex = lastResolvedTurn(c);
    auto refuse = [&](const OutboxFile &f, const QString &why) {
        plan.problems.add({f.name, 0, {}, why});
    };
    for (const OutboxFile &f : files) {
        OutgoingFile out;
        out.name = f.name;
        out.bytes = f.bytes;
        if (f.header.fromAddress.isEmpty()) {
            refuse(f, QStringLiteral("the mail has no sender (From): set the GM's address in "
                                     "the mail settings and write it again"));
            continue;
        }
        if (!sender.isEmpty() && addressKey(f.header.fromAddress) != addressKey(sender)) {
            refuse(f, QStringLiteral("the mail is from %1, not from the GM's address %2 of the "
                                     "mail settings: write it again")
                          .arg(f.header.fromAddress, sender));
            continue;
        }
        if (f.to.size() != 1) {
            refuse(f, f.to.isEmpty()
                          ? QStringLiteral("the mail has no recipient (To)")
                          : QStringLiteral("the mail has %1 recipients, not one").arg(f.to.size()));
            continue;
        }
        if (f.header.messageId.isEmpty()) {
            refuse(f, QStringLiteral("the mail has no Message-Id"));
            continue;
        }
        out.from = f.header.fromAddress;
        out.to = f.to.front();
        out.record.recipient = out.to;
        out.record.messageId = f.header.messageId;
        if (f.kind == OutboxFile::Kind::Pack) {
            const int k = kingdomWithId(c, f.kingdom);
            if (k < 0) {
                refuse(f, QStringLiteral("the campaign has no kingdom %1").arg(f.kingdom));
                continue;
            }
            if (turnIndex < 0) {
                refuse(f, QStringLiteral("no turn of the campaign has been resolved yet"));
                continue;
            }
            const QString expected = packMailSubject(c, turnIndex, k);
            if (f.header.subject != expected) {
                refuse(f, QStringLiteral("the mail is not the pack of %1 (its subject is \"%2\"): "
                                         "export the packs again")
                              .arg(turnName(c, static_cast<size_t>(turnIndex)),
                                   f.header.subject.left(120)));
                continue;
            }
            const QString email = c.kingdoms[static_cast<size_t>(k)].email;
            if (email.isEmpty() || addressKey(email) != addressKey(out.to)) {
                refuse(f, email.isEmpty()
                              ? QStringLiteral("%1 has no e-mail address (Edit Kingdoms)")
                                    .arg(c.kingdoms[static_cast<size_t>(k)].name)
                              : QStringLiteral("the mail is to %1, but %2's address is %3: "
                                               "export the packs again")
                                    .arg(out.to, c.kingdoms[static_cast<size_t>(k)].name, email));
                continue;
            }
            const int number = c.turns[static_cast<size_t>(turnIndex)].number;
            out.record.key = QStringLiteral("pack %1 %2").arg(number).arg(f.kingdom);
            out.record.turn = number;
        } else {
            // A receipt answers one mail: sent once per mail answered, however often written.
            out.record.key =
                QStringLiteral("receipt %1")
                    .arg(f.header.references.isEmpty() ? f.name : f.header.references.back());
            out.record.turn = c.turns.empty() ? 0 : c.turns.back().number;
        }
        if (const auto it = byKey.find(out.record.key); it != byKey.end() && !all) {
            plan.alreadySent << QStringLiteral("%1 (%2)").arg(f.name, describeSent(*it->second));
            continue;
        }
        plan.send.push_back(std::move(out));
    }
    return plan;
}

} // namespace muster
