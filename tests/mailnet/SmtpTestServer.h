#pragma once
// The SMTP server of the mail tests (smtp_server.py, Debian's aiosmtpd) run on 127.0.0.1 until
// stopped or destroyed, and the certificates it is started with (make_certs.sh).

#include <QByteArray>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace muster::test {

/// Makes the test certificates in `dir` (ca.pem, server.pem/.key, rogue.pem/.key); false, with
/// the reason in `*error`, when openssl fails.
bool makeTestCertificates(const QString &dir, QString *error);

class SmtpTestServer
{
public:
    /// Starts the server with its files in `dir` and the certificates of `certs`, logging in as gm
    /// with "secret" unless `options` give --password; "rogue" among `options` starts it with the
    /// certificate of no trusted authority. port() is 0 if it did not start.
    SmtpTestServer(const QString &dir, const QString &certs, QStringList options);
    ~SmtpTestServer();
    SmtpTestServer(const SmtpTestServer &) = delete;
    SmtpTestServer &operator=(const SmtpTestServer &) = delete;

    void stop();
    int port() const { return m_port; }
    /// Every mail the server took, in the order it took them.
    QList<QByteArray> mails() const;

private:
    QString m_store;
    QProcess m_process;
    int m_port = 0;
};

/// The address of a mail's To line.
QString recipientOf(const QByteArray &mail);

} // namespace muster::test
