#include "packs/ReceiptFiles.h"

#include "io/OutputPath.h"
#include "mail/MailAddress.h"
#include "mail/ReceiptMail.h"
#include "mailio/MailSupport.h"
#include "mailio/MailWriter.h"
#include "packs/PackFolder.h"

#include <QCryptographicHash>
#include <QSaveFile>
#include <QSet>

namespace muster {

namespace {

/// The file of one receipt in the receipts folder, unique among `taken`.
QString fileName(const Campaign &c, const MailMessage &m, const MailVerdict &v,
                 QSet<QString> &taken)
{
    // The mail's own id names it; a mail without one by what the mailbox shows of it.
    const QString key = m.messageId.isEmpty() ? m.source + QLatin1Char('\n') + m.subject +
                                                    QLatin1Char('\n') + m.date.toString(Qt::ISODate)
                                              : m.messageId;
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex().left(8));
    const QString kingdom = v.kingdom >= 0 && static_cast<size_t>(v.kingdom) < c.kingdoms.size()
                                ? c.kingdoms[static_cast<size_t>(v.kingdom)].id
                                : QStringLiteral("unknown");
    const QString stem =
        QStringLiteral("%1-turn%2-%3").arg(kingdom).arg(c.current().number).arg(hash);
    QString name = stem + QStringLiteral(".eml");
    for (int n = 2; taken.contains(name); ++n)
        name = QStringLiteral("%1-%2.eml").arg(stem).arg(n); // the same mail twice in the mailbox
    taken.insert(name);
    return QString::fromLatin1(kReceiptFolder) + QLatin1Char('/') + name;
}

} // namespace

Result<ReceiptSummary> writeReceipts(const Campaign &c, const Mailbox &box,
                                     const std::vector<MailVerdict> &verdicts,
                                     const QString &outDir, const ReceiptOptions &o)
{
    if (const QString problem = mailSupportProblem(); !problem.isEmpty())
        return failed(problem);
    const std::vector<ReceiptMail> receipts = receiptMails(c, box, verdicts, o.gmAddress);
    ReceiptSummary done;
    done.withoutOne = withoutReceiptText(receipts);
    QSet<QString> taken;
    std::vector<std::pair<QString, const ReceiptMail *>> files;
    for (const ReceiptMail &r : receipts) {
        if (r.none != NoReceipt::None)
            continue;
        const MailVerdict &v = verdicts[r.verdict];
        files.emplace_back(fileName(c, box.mails[static_cast<size_t>(v.mail)], v, taken), &r);
        done.files << files.back().first;
    }
    if (files.empty())
        return done;
    // Every place is checked before a file is written, so a refused folder changes nothing.
    for (const QString &place : done.files)
        if (!o.campaignFile.isEmpty() &&
            isSameEntry(outDir + QLatin1Char('/') + place, o.campaignFile))
            return failed(QStringLiteral("%1/%2 is the campaign itself, and a receipt would be "
                                         "written over it; nothing written")
                              .arg(outDir, place));
    PackFolder folder(QStringLiteral("receipts"));
    if (const auto opened = folder.openFor(outDir, o.campaignFile, done.files); !opened)
        return failed(opened.problems());
    if (const auto made = folder.makeStagingFolder(QString::fromLatin1(kReceiptFolder)); !made)
        return failed(made.problems());
    const QDateTime date = o.date.isValid() ? o.date : QDateTime::currentDateTimeUtc();
    for (const auto &[place, r] : files) {
        OutgoingMail mail;
        mail.fromName = o.gmName;
        mail.fromAddress = o.gmAddress;
        mail.toName = r->toName;
        mail.toAddress = r->toAddress;
        mail.subject = r->subject;
        mail.date = date;
        mail.messageId = newMessageId(o.gmAddress);
        mail.inReplyTo = r->inReplyTo;
        mail.references = r->references;
        mail.autoReplied = true;
        mail.body = r->body;
        const QString path = folder.staging() + QLatin1Char('/') + place;
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(composeMail(mail)) < 0 || !file.commit())
            return failed(QStringLiteral("Cannot write %1: %2").arg(path, file.errorString()));
    }
    if (const auto placed = folder.place(done.files); !placed)
        return failed(placed.problems());
    return done;
}

} // namespace muster
