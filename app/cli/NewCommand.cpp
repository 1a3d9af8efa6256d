// muster-cli new OUT --kind area|hex --name NAME: an empty campaign to start editing from, with the
// default ruleset of its kind (RULES R1), no kingdoms and its first turn, in setup until
// `muster-cli start` (core/setup/BlankCampaign.h, as File > New Campaign makes it).
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "setup/BlankCampaign.h"

namespace muster::cli {

namespace {
int newCampaign(const QStringList &arguments);

const CliCommand kNew{
    QStringLiteral("new"), QStringLiteral("new OUT --kind area|hex --name NAME"),
    QStringLiteral("Create an empty campaign (.muster or .json) with the default ruleset, in "
                   "setup until \"start\"."),
    newCampaign};
const CliCommandRegistration registration{kNew};

const NewCampaignOptions kDefaults;

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
                 QStringLiteral("Hex columns of the map (default %1).").arg(kDefaults.columns),
                 QStringLiteral("C")});
    p.addOption({QStringLiteral("rows"),
                 QStringLiteral("Hex rows of the map (default %1).").arg(kDefaults.rows),
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
    const auto side = [&](const QString &option, int fallback) {
        return intOption(line, p, option, fallback, static_cast<int>(limits::kNewMapSide.min),
                         static_cast<int>(limits::kNewMapSide.max));
    };
    const auto columns = side(QStringLiteral("columns"), kDefaults.columns);
    const auto rows = side(QStringLiteral("rows"), kDefaults.rows);
    if (!columns || !rows)
        return Usage;
    std::uint64_t seed = randomCampaignSeed();
    if (p.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok || seed > Campaign::kMaxSeed)
            return line.usageError(QStringLiteral("--seed must be a whole number from 0 to %1")
                                       .arg(Campaign::kMaxSeed));
    }

    const Campaign c =
        blankCampaign({kind == QLatin1String("hex") ? RulesetKind::Hex : RulesetKind::Area, name,
                       *columns, *rows, seed});
    Problems problems;
    if (!writeCampaignFile(line.positional().first(), c, p.isSet(QStringLiteral("force")),
                           problems)) {
        printProblems(problems);
        return InvalidInput;
    }
    standardOut() << "created " << line.positional().first() << ": " << kind << " campaign \""
                  << name << "\", " << *columns << " x " << *rows
                  << " hexes, in setup (\"muster-cli start\" ends it)\n";
    standardOut().flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
