#pragma once
// muster-cli's subcommands register themselves: each lives in its own file under app/cli/ and
// defines one static CliCommandRegistration, so adding a command never edits a shared list.

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace muster::cli {

/// Exit codes shared by every command.
enum ExitCode
{
    Ok = 0,
    InvalidInput = 1,
    Usage = 2
};

struct CliCommand
{
    QString name;     // "validate"
    QString synopsis; // "validate FILE..."
    QString summary;  // one line for `muster-cli --help`
    /// Runs the command. `arguments` starts with the command name, like argv for a
    /// QCommandLineParser of its own. Returns an ExitCode.
    std::function<int(const QStringList &arguments)> run;
};

std::vector<CliCommand> &commandRegistry();

struct CliCommandRegistration
{
    explicit CliCommandRegistration(CliCommand command)
    {
        commandRegistry().push_back(std::move(command));
    }
};

} // namespace muster::cli
