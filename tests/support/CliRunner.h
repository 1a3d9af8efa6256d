#pragma once
// Runs the built muster-cli as a GM would, for the command-line tests.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace muster::test {

struct CliRun
{
    int exitCode = -1; // -1 when the program crashed or did not finish in a minute
    QString out;
    QByteArray outBytes; // stdout as written, for JSON output
    QString err;
};

/// Runs muster-cli with `arguments`, feeding `input` on stdin, in `workingDirectory` (the source
/// tree when empty, so "maps/sample-area.json" names the bundled sample).
CliRun runCli(const QStringList &arguments, const QByteArray &input = {},
              const QString &workingDirectory = {});

/// The campaign file `path`, made anew from the JSON campaign `json` by `muster-cli import` (a
/// failure is printed as a warning, and the test fails on the missing file).
QString importedCampaign(const QString &json, const QString &path);

/// Runs `program` (its path, then its arguments) the same way.
CliRun runProgram(QStringList program, const QByteArray &input = {},
                  const QString &workingDirectory = {});

/// `program` (its path, then its arguments) run as the unprivileged user "nobody" (setpriv) when
/// this test runs as root, as it is otherwise: permissions mean nothing to root, and a GM's own
/// account meets them.
QStringList unprivileged(const QStringList &program);

} // namespace muster::test
