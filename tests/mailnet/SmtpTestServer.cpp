#include "SmtpTestServer.h"

#include "CliRunner.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace muster::test {

bool makeTestCertificates(const QString &dir, QString *error)
{
    QDir().mkpath(dir);
    const CliRun made = runProgram(
        {QStringLiteral("sh"), sourcePath(QStringLiteral("tests/mailnet/make_certs.sh")), dir});
    if (made.exitCode != 0)
        *error = made.err;
    return made.exitCode == 0;
}

SmtpTestServer::SmtpTestServer(const QString &dir, const QString &certs, QStringList options)
    : m_store(dir + QStringLiteral("/store"))
{

    QDir().mkpath(dir);
    const QString portFile = dir + QStringLiteral("/port");
    QFile::remove(portFile);
    const bool rogue = options.removeAll(QStringLiteral("rogue")) > 0;
    // The campaigns log in as gm with "secret", unless a test gives the server another.
    if (!options.contains(QStringLiteral("--password")))
        options << QStringLiteral("--user") << QStringLiteral("gm") << QStringLiteral("--password")
                << QStringLiteral("secret");
    const QString cert = certs + (rogue ? QStringLiteral("/rogue") : QStringLiteral("/server"));
    // Its refusals (a client that does not trust its certificate) are logged, not shown.
    m_process.setStandardOutputFile(dir + QStringLiteral("/server.log"));
    m_process.setStandardErrorFile(dir + QStringLiteral("/server.log"), QIODevice::Append);
    m_process.start(QStringLiteral("/usr/bin/python3"),
                    QStringList{sourcePath(QStringLiteral("tests/mailnet/smtp_server.py")),
                                portFile, m_store, cert + QStringLiteral(".pem"),
                                cert + QStringLiteral(".key")} +
                        options);
    for (int i = 0; i < 200 && !QFile::exists(portFile); ++i)
        QTest::qWait(50);
    QFile f(portFile);
    if (f.open(QIODevice::ReadOnly))
        m_port = f.readAll().toInt();
}

SmtpTestServer::~SmtpTestServer()
{
    stop();
}

void SmtpTestServer::stop()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(5000);
    }
}

QList<QByteArray> SmtpTestServer::mails() const
{
    QList<QByteArray> out;
    for (int n = 1;; ++n) {
        const QString name = m_store + QStringLiteral("/%1.eml").arg(n);
        if (!QFile::exists(name))
            return out;
        out << fileBytes(name);
    }
}

QString recipientOf(const QByteArray &mail)
{
    const qsizetype to = mail.indexOf("\nTo: ");
    const qsizetype open = mail.indexOf('<', to);
    const qsizetype close = mail.indexOf('>', open);
    return QString::fromUtf8(mail.mid(open + 1, close - open - 1));
}

} // namespace muster::test
