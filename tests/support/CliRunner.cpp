#include "CliRunner.h"

#include <QFile>
#include <QProcess>

#include <unistd.h>

namespace muster::test {

CliRun runCli(const QStringList &arguments, const QByteArray &input,
              const QString &workingDirectory)
{
    return runProgram(QStringList{QStringLiteral(MUSTER_CLI_PATH)} + arguments, input,
                      workingDirectory);
}

QString importedCampaign(const QString &json, const QString &path)
{
    QFile::remove(path);
    const CliRun r = runCli({QStringLiteral("import"), json, path});
    if (r.exitCode != 0)
        qWarning("%s", qPrintable(r.err));
    return path;
}

CliRun runProgram(QStringList program, const QByteArray &input, const QString &workingDirectory)
{
    QProcess p;
    p.setWorkingDirectory(workingDirectory.isEmpty() ? QStringLiteral(MUSTER_SOURCE_DIR)
                                                     : workingDirectory);
    p.start(program.takeFirst(), program);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    CliRun r;
    const bool finished = p.waitForFinished(60000);
    if (!finished) {
        p.kill();
        p.waitForFinished(5000);
    }
    // What a crashed or stuck program wrote is kept: it names the cause in a failing test.
    r.err = QString::fromUtf8(p.readAllStandardError());
    if (!finished || p.exitStatus() != QProcess::NormalExit) {
        r.err += finished ? QStringLiteral("\n[the program crashed]")
                          : QStringLiteral("\n[the program did not finish in a minute]");
        return r;
    }
    r.exitCode = p.exitCode();
    r.outBytes = p.readAllStandardOutput();
    r.out = QString::fromUtf8(r.outBytes);
    return r;
}

QStringList unprivileged(const QStringList &program)
{
    if (::geteuid() != 0)
        return program;
    return QStringList{QStringLiteral("setpriv"), QStringLiteral("--reuid=65534"),
                       QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups")} +
           program;
}

} // namespace muster::test
