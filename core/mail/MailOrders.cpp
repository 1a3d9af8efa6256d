#include "mail/MailOrders.h"

#include "mail/MailAddress.h"

#include <algorithm>

namespace muster {

namespace {

QString senderOf(const MailMessage &m)
{
    if (m.fromName.isEmpty())
        return m.fromAddress;
    return QStringLiteral("%1 <%2>").arg(m.fromName, m.fromAddress);
}

bool isTextAttachment(const MailAttachment &a)
{
    return a.fileName.endsWith(QLatin1String(".txt"), Qt::CaseInsensitive) ||
           (a.fileName.isEmpty() && a.mimeType == QLatin1String("text/plain"));
}

bool hasWords(const QString &text)
{
    return !text.trimmed().isEmpty();
}

void judgeOne(const Campaign &c, const MailMessage &m, MailVerdict &v)
{
    v.sender = senderOf(m);
    v.date = m.date;
    if (!m.problem.isEmpty()) {
        v.verdict = QStringLiteral("cannot be read: %1").arg(m.problem);
        return;
    }
    int byAddress = -1;
    const QString key = addressKey(m.fromAddress);
    for (size_t k = 0; k < c.kingdoms.size() && !key.isEmpty(); ++k)
        if (addressKey(c.kingdoms[k].email) == key)
            byAddress = static_cast<int>(k);

    QStringList sheets;
    for (const MailAttachment &a : m.attachments)
        if (isTextAttachment(a) && hasWords(a.text))
            sheets << a.text;
    if (sheets.isEmpty() && hasWords(m.plainBody))
        sheets << m.plainBody;
    if (sheets.isEmpty()) {
        v.kingdom = byAddress;
        v.verdict = m.hasHtml ? QStringLiteral("HTML only: the sheet must come as plain text "
                                               "(the mail's text or a .txt attachment)")
                              : QStringLiteral("no order sheet: the mail has no text");
        return;
    }
    std::vector<SheetReading> readings;
    for (const QString &text : sheets)
        readings.push_back(readTurnsheet(c, text, byAddress));
    // Every sheet of one mail must be for one kingdom.
    int kingdom = byAddress;
    for (const SheetReading &r : readings) {
        if (r.kingdom < 0)
            continue;
        if (kingdom >= 0 && r.kingdom != kingdom && byAddress < 0) {
            v.verdict = QStringLiteral("two kingdoms in one mail (%1 and %2): send one sheet per "
                                       "kingdom")
                            .arg(c.kingdoms[static_cast<size_t>(kingdom)].id,
                                 c.kingdoms[static_cast<size_t>(r.kingdom)].id);
            return;
        }
        kingdom = r.kingdom;
    }
    if (readings.size() > 1) {
        v.kingdom = kingdom;
        v.verdict = QStringLiteral("%1 order sheets in one mail: send one").arg(readings.size());
        return;
    }
    v.sheet = readings.front();
    v.kingdom = kingdom;
    v.lines = v.sheet.actions;
    if (kingdom < 0) {
        v.verdict = QStringLiteral("unknown sender %1: no kingdom has this address, and the sheet "
                                   "names no kingdom")
                        .arg(m.fromAddress.isEmpty() ? QStringLiteral("(none)") : m.fromAddress);
        v.errors = v.sheet.errorTexts();
        return;
    }
    const Kingdom &k = c.kingdoms[static_cast<size_t>(kingdom)];
    if (byAddress < 0 && !k.email.isEmpty()) {
        // A kingdom with a player's address takes orders from that address only.
        v.verdict = QStringLiteral("unknown sender %1: the player of %2 writes from %3")
                        .arg(m.fromAddress.isEmpty() ? QStringLiteral("(none)") : m.fromAddress,
                             k.name, k.email);
        return;
    }
    v.fromPlayer = true;
    if (!v.sheet.ok()) {
        v.errors = v.sheet.errorTexts();
        v.verdict =
            QStringLiteral("not applied: the sheet has %1 %2")
                .arg(v.errors.size())
                .arg(v.errors.size() == 1 ? QStringLiteral("error") : QStringLiteral("errors"));
        return;
    }
    v.applies = true;
    v.verdict =
        QStringLiteral("ok: %1 %2%3")
            .arg(v.sheet.lines.size())
            .arg(v.sheet.lines.size() == 1 ? QStringLiteral("action") : QStringLiteral("actions"))
            .arg(v.sheet.message.isEmpty() ? QString() : QStringLiteral(" and a message"));
}

} // namespace

std::vector<MailVerdict> judgeMail(const Campaign &campaign, const Mailbox &mailbox)
{
    std::vector<MailVerdict> out;
    for (size_t i = 0; i < mailbox.mails.size(); ++i) {
        MailVerdict v;
        v.mail = static_cast<int>(i);
        judgeOne(campaign, mailbox.mails[i], v);
        out.push_back(std::move(v));
    }
    // The latest mail per kingdom wins (by its Date; mails without one, or of the same moment,
    // by their place in the mailbox); if it cannot be applied, none of that kingdom's is.
    for (size_t k = 0; k < campaign.kingdoms.size(); ++k) {
        int latest = -1;
        for (size_t i = 0; i < out.size(); ++i) {
            if (out[i].kingdom != static_cast<int>(k) || !out[i].fromPlayer)
                continue;
            if (latest < 0)
                latest = static_cast<int>(i);
            else {
                const QDateTime &a = out[static_cast<size_t>(latest)].date, &b = out[i].date;
                if (!(a.isValid() && b.isValid() && b < a))
                    latest = static_cast<int>(i);
            }
        }
        for (size_t i = 0; i < out.size(); ++i)
            if (out[i].kingdom == static_cast<int>(k) && out[i].fromPlayer &&
                static_cast<int>(i) != latest) {
                out[i].applies = false;
                out[i].verdict = QStringLiteral("superseded by a later mail (%1)")
                                     .arg(mailbox.mails[static_cast<size_t>(latest)].source);
            }
    }
    return out;
}

TurnRecord withMailedOrders(const Campaign &campaign, const std::vector<MailVerdict> &verdicts)
{
    TurnRecord turn = campaign.current();
    turn.orders.resize(campaign.kingdoms.size());
    for (const MailVerdict &v : verdicts)
        if (v.applies)
            storeTurnsheet(turn, campaign.kingdoms.size(), v.kingdom, v.sheet);
    return turn;
}

} // namespace muster
