#include "CommandLine.h"

#include <QTimeZone>

namespace muster::cli {

CommandLine::CommandLine(const CliCommand &command) : m_command(command)
{
    m_parser.setApplicationDescription(command.summary);
    m_parser.addHelpOption();
    // Options after positional arguments are fine ("validate a.json --help"); "--" ends options.
    m_parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
}

QTextStream &standardOut()
{
    static QTextStream out(stdout);
    return out;
}

QTextStream &standardError()
{
    static QTextStream err(stderr);
    return err;
}

int refuse(const QString &path, const QString &headline, const QStringList &items,
           const QString &advice)
{
    QTextStream &err = standardError();
    err << path << ": " << headline << ":\n";
    for (const QString &item : items)
        err << "  " << item << '\n';
    if (!advice.isEmpty())
        err << advice << '\n';
    err.flush();
    return InvalidInput;
}

QString CommandLine::helpText() const
{
    // Qt's own first line names the program only; ours names the command and its arguments.
    QString options = m_parser.helpText();
    options = options.mid(options.indexOf(QLatin1String("\n\n")) + 2); // drop usage, description
    return QStringLiteral("Usage: muster-cli %1\n\n%2\n\n%3")
        .arg(m_command.synopsis, m_command.summary, options);
}

int CommandLine::usageError(const QString &message) const
{
    standardError() << "muster-cli " << m_command.name << ": " << message << "\nUsage: muster-cli "
                    << m_command.synopsis << " (see muster-cli " << m_command.name << " --help)\n";
    standardError().flush();
    return Usage;
}

std::optional<int> CommandLine::parse(const QStringList &arguments, int minimum, int maximum)
{
    if (!m_parser.parse(arguments))
        return usageError(m_parser.errorText());
    if (m_parser.isSet(QStringLiteral("help")) || m_parser.isSet(QStringLiteral("help-all"))) {
        standardOut() << helpText();
        standardOut().flush();
        return Ok;
    }
    const auto count = m_parser.positionalArguments().size();
    if (count < minimum)
        return usageError(count == 0 ? QStringLiteral("missing arguments")
                                     : QStringLiteral("too few arguments"));
    if (maximum >= 0 && count > maximum)
        return usageError(QStringLiteral("too many arguments (unexpected \"%1\")")
                              .arg(m_parser.positionalArguments().at(maximum)));
    return std::nullopt;
}

std::optional<int> intOption(const CommandLine &line, const QCommandLineParser &parser,
                             const QString &name, int fallback, int minimum, int maximum)
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < minimum || value > maximum) {
        line.usageError(QStringLiteral("--%1 must be a whole number from %2 to %3, not \"%4\"")
                            .arg(name)
                            .arg(minimum)
                            .arg(maximum)
                            .arg(parser.value(name)));
        return std::nullopt;
    }
    return value;
}

std::optional<QDateTime> dateOption(const CommandLine &line, const QCommandLineParser &parser,
                                    const QString &name)
{
    if (!parser.isSet(name))
        return QDateTime();
    QDateTime date = QDateTime::fromString(parser.value(name), Qt::ISODate);
    date.setTimeZone(QTimeZone::utc());
    if (!date.isValid()) {
        line.usageError(QStringLiteral("--%1 takes an ISO 8601 date and time").arg(name));
        return std::nullopt;
    }
    return date;
}

} // namespace muster::cli
