// muster-cli: everything a GM can do headless, through core alone.
#include "CliCommand.h"
#include "ProblemOutput.h"
#include "render/export/ImageMemory.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <algorithm>
#include <cstring>
#include <memory>

namespace muster::cli {

std::vector<CliCommand> &commandRegistry()
{
    static std::vector<CliCommand> commands;
    return commands;
}

} // namespace muster::cli

using namespace muster::cli;

namespace {
void printHelp(QTextStream &out)
{
    auto commands = commandRegistry();
    std::sort(commands.begin(), commands.end(),
              [](const CliCommand &a, const CliCommand &b) { return a.name < b.name; });
    out << "Usage: muster-cli COMMAND [OPTIONS] [ARGUMENTS]\n\n"
           "Muster's campaign tools without the window.\n\nCommands:\n";
    for (const CliCommand &c : commands)
        out << "  " << c.synopsis.leftJustified(44) << ' ' << c.summary << '\n';
    out << "\nOptions:\n  -h, --help     Show this help, or a command's help after its name.\n"
           "  -v, --version  Show the version.\n\n"
           "Exit codes: 0 ok, 1 invalid input (the message names the file and place), 2 usage.\n";
}
} // namespace

int main(int argc, char **argv)
{
    muster::keepImageMemory();
    // `render` and `pack` draw text, which needs a QGuiApplication; offscreen, so no display is
    // needed.
    std::unique_ptr<QCoreApplication> app;
    if (argc > 1 && (std::strcmp(argv[1], "render") == 0 || std::strcmp(argv[1], "pack") == 0)) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("muster-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MUSTER_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty()) {
        printHelp(err);
        return Usage;
    }
    const QString first = args.first();
    if (first == QLatin1String("-h") || first == QLatin1String("--help") ||
        first == QLatin1String("help")) {
        printHelp(out);
        return Ok;
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        out << "muster-cli " << MUSTER_VERSION << '\n';
        return Ok;
    }
    for (const CliCommand &c : commandRegistry())
        if (c.name == first)
            return c.run(args);
    return printUsageError(
        QStringLiteral("muster-cli: unknown command \"%1\"; see muster-cli --help").arg(first));
}
