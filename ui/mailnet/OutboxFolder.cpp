#include "mailnet/OutboxFolder.h"

#include "io/InputFile.h"
#include "mail/ReceiptMail.h"
#include "mailio/MailReader.h"
#include "model/Campaign.h"
#include "model/Limits.h"

#include <QDir>
#include <QFileInfo>

namespace muster::mailnet {

namespace {
void readOne(OutboxRead &out, const QString &dir, const QString &name, OutboxFile::Kind kind,
             const QString &kingdom)
{
    const QString path = dir + QLatin1Char('/') + name;
    Result<QByteArray> bytes =
        readInputFile(path, limits::kMaxMailboxBytes, QStringLiteral("a mail"));
    if (!bytes) {
        for (Problem p : bytes.problems().items())
            out.problems.add(std::move(p));
        return;
    }
    const Mailbox read = readMailBytes(*bytes, false, name);
    if (!read.error.isEmpty() || read.mails.size() != 1 || !read.mails.front().problem.isEmpty()) {
        const QString why = !read.error.isEmpty()    ? read.error
                            : read.mails.size() == 1 ? read.mails.front().problem
                                                     : QStringLiteral("not one mail");
        out.problems.add({name, 0, {}, QStringLiteral("cannot be read as a mail: %1").arg(why)});
        return;
    }
    OutboxFile f;
    f.kind = kind;
    f.name = name;
    f.kingdom = kingdom;
    f.header = read.mails.front();
    f.to = f.header.toAddresses;
    f.bytes = std::move(*bytes);
    out.files.push_back(std::move(f));
}
} // namespace

OutboxRead readOutbox(const Campaign &campaign, const QString &dir)
{
    OutboxRead out;
    if (!QFileInfo(dir).isDir()) {
        out.problems.add({dir, 0, {}, QStringLiteral("no such folder")});
        return out;
    }
    for (const Kingdom &k : campaign.kingdoms) {
        const QString name = k.id + QLatin1Char('/') + k.id + QStringLiteral(".eml");
        if (QFileInfo::exists(dir + QLatin1Char('/') + name))
            readOne(out, dir, name, OutboxFile::Kind::Pack, k.id);
    }
    const QString receipts = QString::fromLatin1(kReceiptFolder);
    const QStringList names = QDir(dir + QLatin1Char('/') + receipts)
                                  .entryList({QStringLiteral("*.eml")}, QDir::Files, QDir::Name);
    for (const QString &name : names)
        readOne(out, dir, receipts + QLatin1Char('/') + name, OutboxFile::Kind::Receipt, {});
    if (out.files.empty() && out.problems.isEmpty())
        out.problems.add({dir,
                          0,
                          {},
                          QStringLiteral("holds no pack e-mail (KINGDOM/KINGDOM.eml) and no "
                                         "receipt (receipts/*.eml) to send")});
    return out;
}

} // namespace muster::mailnet
