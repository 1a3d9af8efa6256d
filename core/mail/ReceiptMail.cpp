#include "mail/ReceiptMail.h"

#include "mail/MailAddress.h"
#include "mail/Receipt.h"

#include <tuple>

namespace muster {

namespace {

/// Whether a Message-Id read from a stranger's mail can go into a header as it is: printable
/// ASCII, no space, no angle bracket (nothing that could end the header or start another).
bool safeId(const QString &id)
{
    if (id.isEmpty() || id.size() > 250)
        return false;
    for (const QChar ch : id)
        if (ch.unicode() <= 0x20 || ch.unicode() >= 0x7f || ch == QLatin1Char('<') ||
            ch == QLatin1Char('>'))
            return false;
    return true;
}

/// The subject with every control character (a line break that would end the header) a space.
QString oneLine(const QString &text)
{
    QString out = text;
    for (QChar &ch : out)
        if (ch.category() == QChar::Other_Control || ch == QChar::LineSeparator ||
            ch == QChar::ParagraphSeparator)
            ch = QLatin1Char(' ');
    return out.simplified();
}

QString replySubject(const QString &subject)
{
    const QString s = oneLine(subject);
    if (s.startsWith(QLatin1String("re:"), Qt::CaseInsensitive))
        return s;
    return QStringLiteral("Re: ") + (s.isEmpty() ? QStringLiteral("your mail") : s);
}

std::pair<NoReceipt, QString> noReceiptFor(const MailMessage &m, const MailVerdict &v,
                                           const QString &gmAddress)
{
    if (m.fromAddress.trimmed().isEmpty())
        return {NoReceipt::NoSender, QStringLiteral("no sender address")};
    if (!m.automatic.isEmpty())
        return {NoReceipt::FromProgram,
                QStringLiteral("sent by a program (%1): a receipt could be answered by another, "
                               "and so on for ever")
                    .arg(m.automatic)};
    if (!gmAddress.isEmpty() && addressKey(m.fromAddress) == addressKey(gmAddress))
        return {NoReceipt::FromGm, QStringLiteral("from the GM's own address")};
    if (isOwnMessageId(m.messageId, gmAddress))
        return {NoReceipt::FromGm, QStringLiteral("one of Muster's own mails (its Message-Id)")};
    if (v.forNoKingdom && v.content != MailContent::Sheet)
        return {NoReceipt::Stranger, QStringLiteral("from no kingdom's address, with no sheet: "
                                                    "for the GM to answer in person")};
    return {NoReceipt::None, QString()};
}

} // namespace

ReceiptMail receiptMail(const Campaign &c, const Mailbox &box,
                        const std::vector<MailVerdict> &verdicts, std::size_t i,
                        const QString &gmAddress)
{
    const MailVerdict &v = verdicts[i];
    const MailMessage &m = box.mails[static_cast<size_t>(v.mail)];
    ReceiptMail r;
    r.verdict = i;
    std::tie(r.none, r.noReceipt) = noReceiptFor(m, v, gmAddress);
    if (r.none != NoReceipt::None)
        return r;
    r.toName = oneLine(m.fromName);
    r.toAddress = m.fromAddress.trimmed();
    r.subject = replySubject(m.subject);
    QStringList thread;
    for (const QString &id : m.references)
        if (safeId(id))
            thread << id;
    if (safeId(m.messageId)) {
        r.inReplyTo = m.messageId;
        thread << m.messageId;
    }
    // The thread's first mail and the latest ones, as mail programs shorten it.
    if (thread.size() > kReferencedIds)
        thread = thread.first(1) + thread.last(kReferencedIds - 1);
    r.references = thread;
    r.body = receiptText(c, receiptFacts(c, box, verdicts, i));
    return r;
}

std::vector<ReceiptMail> receiptMails(const Campaign &c, const Mailbox &box,
                                      const std::vector<MailVerdict> &verdicts,
                                      const QString &gmAddress)
{
    std::vector<ReceiptMail> out;
    out.reserve(verdicts.size());
    for (std::size_t i = 0; i < verdicts.size(); ++i)
        out.push_back(receiptMail(c, box, verdicts, i, gmAddress));
    return out;
}

QString withoutReceiptText(const std::vector<ReceiptMail> &receipts)
{
    int counts[5] = {};
    for (const ReceiptMail &r : receipts)
        ++counts[static_cast<int>(r.none)];
    QStringList parts;
    auto add = [&](NoReceipt why, const char *words) {
        if (const int n = counts[static_cast<int>(why)])
            parts << QStringLiteral("%1 %2").arg(n).arg(QLatin1String(words));
    };
    add(NoReceipt::NoSender, "with no sender address");
    add(NoReceipt::FromProgram, "sent by a program (an auto-reply, a bounce)");
    add(NoReceipt::FromGm, "from the GM or Muster itself");
    add(NoReceipt::Stranger, "from no kingdom's address with no sheet");
    return parts.join(QStringLiteral(", "));
}

} // namespace muster
