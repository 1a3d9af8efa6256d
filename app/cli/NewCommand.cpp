// muster-cli new OUT --kind area|hex --name NAME: an empty campaign to start editing from, with the
// default ruleset of its kind (RULES R1), no kingdoms and its first turn.
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "model/BlankCampaign.h"

#include <QRandomGenerator>

namespace muster::cli {

namespace {
int newCampaign(const QStringList &arguments);

const CliCommand kNew{
    QStringLiteral("new"), QStringLiteral("new OUT --kind area|hex --name NAME"),
    QStringLiteral("Create an empty campaign (.muster or .json) with the default ruleset."),
    newCampaign};
const CliCommandRegistration registration{kNew};

constexpr int kDefaultColumns = 40;
constexpr int kDefaultRows = 30;
constexpr int kMaxSide = 4096; // as the importer allows

int newCampaign(const QStringList &arguments)
{
    CommandLine line(kNew);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("OUT"),
                            QStringLiteral("The file to create (.muster or .json)."));
    p.addOption({QStringLiteral("kind"), QStringLiteral("area (RULES part A) or hex (part H)."),
                 QStringLiteral("KIND")});
    p.addOption(
        {QStringLiteral("name"), QStringLiteral("The campaign's name."), QStringLiteral("NAME")});
    p.addOption({QStringLiteral("columns"),
                 QStringLiteral("Hex columns of the map (default %1).").arg(kDefaultColumns),
                 QStringLiteral("C")});
    p.addOption({QStringLiteral("rows"),
                 QStringLiteral("Hex rows of the map (default %1).").arg(kDefaultRows),
                 QStringLiteral("R")});
    p.addOption({QStringLiteral("seed"),
                 QStringLiteral("The campaign's dice seed (default: a random one)."),
                 QStringLiteral("S")});
    p.addOption({{QStringLiteral("f"), QStringLiteral("force")},
                 QStringLiteral("Replace OUT if it exists.")});
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;

    const QString kind = p.value(QStringLiteral("kind"));
    if (kind != QLatin1String("area") && kind != QLatin1String("hex"))
        return line.usageError(kind.isEmpty()
                                   ? QStringLiteral("--kind area or --kind hex is needed")
                                   : QStringLiteral("unknown kind \"%1\" (expected area "
                                                    "or hex)")
                                         .arg(kind));
    const QString name = p.value(QStringLiteral("name")).trimmed();
    if (name.isEmpty())
        return line.usageError(QStringLiteral("--name is needed"));
    const auto columns =
        intOption(line, p, QStringLiteral("columns"), kDefaultColumns, 1, kMaxSide);
    const auto rows = intOption(line, p, QStringLiteral("rows"), kDefaultRows, 1, kMaxSide);
    if (!columns || !rows)
        return Usage;
    std::uint64_t seed = QRandomGenerator::system()->generate64() & Campaign::kMaxSeed;
    if (p.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok || seed > Campaign::kMaxSeed)
            return line.usageError(QStringLiteral("--seed must be a whole number from 0 to %1")
                                       .arg(Campaign::kMaxSeed));
    }

    const Campaign c =
        blankCampaign(kind == QLatin1String("hex") ? RulesetKind::Hex : RulesetKind::Area, *columns,
                      *rows, name, seed);
    Problems problems;
    if (!writeCampaignFile(line.positional().first(), c, p.isSet(QStringLiteral("force")),
                           problems)) {
        printProblems(problems, standardError());
        return InvalidInput;
    }
    standardOut() << "created " << line.positional().first() << ": " << kind << " campaign \""
                  << name << "\", " << *columns << " x " << *rows << " hexes\n";
    standardOut().flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
