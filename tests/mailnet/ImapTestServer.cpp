#include "ImapTestServer.h"

#include "CliRunner.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace muster::test {

ImapTestServer::ImapTestServer(const QString &dir, const QString &certs, const QString &password,
                               bool rogue)
{
    QDir().mkpath(dir);
    const QString portFile = dir + QStringLiteral("/port");
    QFile::remove(portFile);
    m_process.setStandardOutputFile(dir + QStringLiteral("/server.log"));
    m_process.setStandardErrorFile(dir + QStringLiteral("/server.log"), QIODevice::Append);
    m_process.start(QStringLiteral("sh"),
                    {sourcePath(QStringLiteral("tests/mailnet/imap_server.sh")), dir, certs,
                     portFile, password,
                     rogue ? QStringLiteral("rogue") : QStringLiteral("server")});
    for (int i = 0; i < 300 && !QFile::exists(portFile); ++i)
        QTest::qWait(50);
    QFile f(portFile);
    if (f.open(QIODevice::ReadOnly))
        m_port = f.readAll().toInt();
    m_root = QString::fromUtf8(fileBytes(dir + QStringLiteral("/root")));
}

ImapTestServer::~ImapTestServer()
{
    stop();
}

void ImapTestServer::stop()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.terminate();
        if (!m_process.waitForFinished(10000))
            m_process.kill();
        m_process.waitForFinished(5000);
    }
}

QString ImapTestServer::folderPath(const QString &folder) const
{
    // Dovecot's maildir layout (Maildir++): INBOX is the maildir itself, a folder ".Name" in it.
    const QString maildir = m_root + QStringLiteral("/home/gm/Maildir");
    return folder == QLatin1String("INBOX") ? maildir : maildir + QStringLiteral("/.") + folder;
}

bool ImapTestServer::deliver(const QByteArray &mail, const QString &folder)
{
    const QString base = folderPath(folder);
    const QString name =
        QStringLiteral("%1.M%2.muster-test").arg(1000000 + m_delivered).arg(m_delivered);
    ++m_delivered;
    const QString tmp = base + QStringLiteral("/tmp/") + name;
    if (!QDir().mkpath(base + QStringLiteral("/tmp")) ||
        !QDir().mkpath(base + QStringLiteral("/new")) || !writeFileBytes(tmp, mail))
        return false;
    return QFile::rename(tmp, base + QStringLiteral("/new/") + name);
}

int ImapTestServer::messages(const QString &folder) const
{
    const QString base = folderPath(folder);
    return static_cast<int>(QDir(base + QStringLiteral("/new")).entryList(QDir::Files).size() +
                            QDir(base + QStringLiteral("/cur")).entryList(QDir::Files).size());
}

int ImapTestServer::seen(const QString &folder) const
{
    int n = 0;
    // A message's flags are the letters after ":2," in its file name in cur/ (S: seen).
    for (const QString &file :
         QDir(folderPath(folder) + QStringLiteral("/cur")).entryList(QDir::Files)) {
        const qsizetype info = file.lastIndexOf(QStringLiteral(":2,"));
        n += info >= 0 && file.mid(info + 3).contains(QLatin1Char('S')) ? 1 : 0;
    }
    return n;
}

QByteArray playerMail(const QString &from, int n, const QString &text)
{
    return QStringLiteral("From: Player <%1>\n"
                          "To: gm@example.org\n"
                          "Subject: Re: orders\n"
                          "Message-Id: <fetch-%2@players.example>\n"
                          "Date: Mon, 07 Dec 2026 09:%3:00 +0000\n"
                          "\n"
                          "%4\n")
        .arg(from)
        .arg(n)
        .arg(n % 60, 2, 10, QLatin1Char('0'))
        .arg(text)
        .toUtf8();
}

QString sheetCodeLines(const QString &file, const QString &kingdom)
{
    const QStringList lines = runCli({QStringLiteral("codes"), file}).out.split(QLatin1Char('\n'));
    QString game, player;
    for (const QString &line : lines) {
        const QStringList words = line.simplified().split(QLatin1Char(' '));
        if (line.startsWith(QStringLiteral("game code: ")))
            game = words.last();
        else if (words.size() > 2 && words.first() == kingdom)
            player = words[words.size() - 2];
    }
    return QStringLiteral("Game: %1\nPlayer code: %2\n").arg(game, player);
}

} // namespace muster::test
