#pragma once
// What the GMime module (MailModule.cpp, built as libmuster_mail_gmime.so) hands the programs
// that load it (MailLoader.cpp): one table of the mail functions of MailReader.h and MailWriter.h.
// The programs never link GMime themselves: it and the GLib, GIO and GPGME libraries it brings
// are loaded the first time mail is read or written, not at every start of the console.

#include "mail/MailMessage.h"
#include "mailio/MailWriter.h"

#include <QByteArray>
#include <QString>

namespace muster {

struct MailModuleApi
{
    /// Changed whenever the table changes, so a program never calls through another build's.
    static constexpr int kVersion = 2;
    int version;
    Mailbox (*readMailbox)(const QString &path);
    Mailbox (*readMailBytes)(const QByteArray &bytes, bool mbox, const QString &name);
    QByteArray (*encodeAttachment)(const QByteArray &data);
    QByteArray (*composeMail)(const OutgoingMail &mail);
};

} // namespace muster

/// The module's one exported symbol.
extern "C" const muster::MailModuleApi *muster_mail_module();
