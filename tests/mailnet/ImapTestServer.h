#pragma once
// The IMAP server of the mail tests (imap_server.sh, Debian's Dovecot) run on 127.0.0.1 until
// stopped or destroyed, with one user "gm" whose mail is a maildir the test delivers into, as a
// mail server would, and reads back to see what the server did with each message.

#include <QByteArray>
#include <QProcess>
#include <QString>

namespace muster::test {

class ImapTestServer
{
public:
    /// Starts the server with its files in `dir` and the certificates of `certs` (make_certs.sh),
    /// the user gm's password `password`; `rogue` starts it with the certificate of no trusted
    /// authority. port() is 0 if it did not start.
    ImapTestServer(const QString &dir, const QString &certs,
                   const QString &password = QStringLiteral("secret"), bool rogue = false);
    ~ImapTestServer();
    ImapTestServer(const ImapTestServer &) = delete;
    ImapTestServer &operator=(const ImapTestServer &) = delete;

    void stop();
    int port() const { return m_port; }
    /// Delivers `mail` into `folder` ("INBOX", or a folder of gm's) as a mail server does: written
    /// into the maildir's tmp/ and moved into new/.
    bool deliver(const QByteArray &mail, const QString &folder = QStringLiteral("INBOX"));
    /// How many messages `folder` holds, and how many of them are marked read (\Seen).
    int messages(const QString &folder = QStringLiteral("INBOX")) const;
    int seen(const QString &folder = QStringLiteral("INBOX")) const;

private:
    QString folderPath(const QString &folder) const;
    QString m_root; // the server's own files (imap_server.sh)
    QProcess m_process;
    int m_port = 0;
    int m_delivered = 0;
};

/// A player's mail to the GM, the `n`th of the test, whose text is `text`.
QByteArray playerMail(const QString &from, int n, const QString &text);
/// The "Game:" and "Player code:" lines of `kingdom`'s turnsheet in the campaign `file` (muster-cli
/// codes), which make a sheet typed by hand the player's.
QString sheetCodeLines(const QString &file, const QString &kingdom);

} // namespace muster::test
