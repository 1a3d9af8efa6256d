#include "CliRunner.h"

#include <QProcess>

namespace muster::test {

CliRun runCli(const QStringList &arguments, const QByteArray &input,
              const QString &workingDirectory)
{
    QProcess p;
    p.setWorkingDirectory(workingDirectory.isEmpty() ? QStringLiteral(MUSTER_SOURCE_DIR)
                                                     : workingDirectory);
    p.start(QStringLiteral(MUSTER_CLI_PATH), arguments);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    CliRun r;
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.exitCode = p.exitCode();
    r.outBytes = p.readAllStandardOutput();
    r.out = QString::fromUtf8(r.outBytes);
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace muster::test
