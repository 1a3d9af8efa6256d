#pragma once
// The part of every command's argument handling that is the same: a QCommandLineParser with
// --help, a check of how many arguments were given, and usage errors reported one way (exit 2).

#include "CliCommand.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace muster::cli {

class CommandLine
{
public:
    /// `command` supplies the synopsis and summary shown by --help.
    explicit CommandLine(const CliCommand &command);

    QCommandLineParser &parser() { return m_parser; }

    /// Parses `arguments` (starting with the command name). Returns an exit code when the command
    /// is finished already (--help printed: Ok; a usage error printed: Usage), nullopt to go on.
    /// `minimum` and `maximum` bound the number of positional arguments (maximum -1: no bound).
    std::optional<int> parse(const QStringList &arguments, int minimum, int maximum);

    /// Prints "muster-cli NAME: message" and the synopsis on stderr; returns Usage.
    int usageError(const QString &message) const;

    QStringList positional() const { return m_parser.positionalArguments(); }
    QString helpText() const;

private:
    CliCommand m_command;
    QCommandLineParser m_parser;
};

/// Reads the value of an integer option; nullopt (with a usage message printed) when malformed or
/// outside [minimum, maximum].
std::optional<int> intOption(const CommandLine &line, const QCommandLineParser &parser,
                             const QString &name, int fallback, int minimum, int maximum);

/// Reads a date option (ISO 8601, taken as UTC): an invalid QDateTime when not given, nullopt
/// (with a usage message printed) when malformed.
std::optional<QDateTime> dateOption(const CommandLine &line, const QCommandLineParser &parser,
                                    const QString &name);

QTextStream &standardOut();
QTextStream &standardError();

/// Prints why `path` was left unchanged, "PATH: HEADLINE:" and each of `items` on a line of its
/// own, then `advice` if any, on stderr; returns InvalidInput.
int refuse(const QString &path, const QString &headline, const QStringList &items,
           const QString &advice = {});

} // namespace muster::cli
