// muster-cli area FILE AREA [FIELD=VALUE...]: lists an area's state in the current turn (RULES
// A1.2), or sets its fields as the console's area inspector does (operations/SetAreaState): the
// same values store the same campaign from either. Every assignment is read, and the state they
// make checked as the campaign's readers check it, before anything is stored: one wrong value
// changes nothing.
#include "CampaignFiles.h"
#include "CampaignUpdate.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "operations/SetAreaState.h"

#include <climits>

namespace muster::cli {

namespace {
int area(const QStringList &arguments);

const CliCommand kArea{
    QStringLiteral("area"), QStringLiteral("area FILE AREA [FIELD=VALUE...]"),
    QStringLiteral("List an area's state in the current turn, or set it (A1.2): owner=KINGDOM or "
                   "none, armies, population, forts, mode=defend|retreat|ambush, location=AREA "
                   "or none, ships, aboard."),
    area};
const CliCommandRegistration registration{kArea};

QString kingdomId(const Campaign &c, int kingdom)
{
    return kingdom >= 0 && kingdom < static_cast<int>(c.kingdoms.size())
               ? c.kingdoms[static_cast<size_t>(kingdom)].id
               : QStringLiteral("none");
}

QString areaCode(const Campaign &c, int area)
{
    return area >= 0 && area < static_cast<int>(c.world.areas.size())
               ? c.world.areas[static_cast<size_t>(area)].code
               : QStringLiteral("none");
}

void list(const Campaign &c, int area)
{
    const AreaState &s = c.current().state.areas[static_cast<size_t>(area)];
    QTextStream &out = standardOut();
    out << "field\tvalue\n";
    out << "owner\t" << kingdomId(c, s.owner) << '\n';
    out << "armies\t" << s.armies << '\n';
    out << "population\t" << s.population << '\n';
    out << "forts\t" << s.forts << '\n';
    out << "mode\t" << defenceModeName(s.mode) << '\n';
    out << "location\t" << areaCode(c, s.modeArea) << '\n';
    out << "ships\t" << s.ships << '\n';
    out << "aboard\t" << s.aboard << '\n';
    out.flush();
}

/// The area whose code is `code`: as written, else in other letters when only one area's code
/// reads so (codes may hold small letters, and two may differ in case alone); -1 for none.
int areaCoded(const Campaign &c, const QString &code)
{
    if (const int exact = c.world.areaIndex(code); exact >= 0)
        return exact;
    int found = -1;
    for (size_t a = 0; a < c.world.areas.size(); ++a)
        if (c.world.areas[a].code.compare(code, Qt::CaseInsensitive) == 0) {
            if (found >= 0)
                return -1;
            found = static_cast<int>(a);
        }
    return found;
}

/// `state` with the assignments of `assignments` made; the problems of those it cannot read.
/// The counts' ranges and the rules that tie the fields together are the readers'
/// (operations/SetAreaState): here only what each value is.
AreaState assigned(const Campaign &c, AreaState state, const QStringList &assignments,
                   const QString &file, Problems &problems)
{
    auto problem = [&](const QString &text) { problems.add({file, 0, {}, text}); };
    for (const QString &assignment : assignments) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        const QString name = assignment.left(equals).trimmed().toLower();
        const QString value = equals < 0 ? QString() : assignment.mid(equals + 1).trimmed();
        const bool none = value.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0;
        int *count = name == QLatin1String("armies")       ? &state.armies
                     : name == QLatin1String("population") ? &state.population
                     : name == QLatin1String("forts")      ? &state.forts
                     : name == QLatin1String("ships")      ? &state.ships
                     : name == QLatin1String("aboard")     ? &state.aboard
                                                           : nullptr;
        if (equals < 0) {
            problem(QStringLiteral("\"%1\": expected FIELD=VALUE").arg(assignment.left(80)));
        } else if (count) {
            bool ok = false;
            const qint64 n = value.toLongLong(&ok);
            if (!ok || n < INT_MIN || n > INT_MAX)
                problem(QStringLiteral("%1: expected a whole number, got \"%2\"")
                            .arg(name, value.left(40)));
            else
                *count = static_cast<int>(n);
        } else if (name == QLatin1String("owner")) {
            const int kingdom = none ? -1 : c.kingdomIndex(value);
            if (!none && kingdom < 0)
                problem(QStringLiteral("owner: no kingdom \"%1\" (expected a kingdom's id or none)")
                            .arg(value.left(40)));
            else
                state.owner = kingdom;
        } else if (name == QLatin1String("mode")) {
            if (!parseDefenceMode(value.toLower(), &state.mode))
                problem(QStringLiteral("mode: expected defend, retreat or ambush, got \"%1\"")
                            .arg(value.left(40)));
        } else if (name == QLatin1String("location")) {
            const int at = none ? -1 : areaCoded(c, value);
            if (!none && at < 0)
                problem(QStringLiteral("location: no area \"%1\" (expected an area's code or "
                                       "none)")
                            .arg(value.left(40)));
            else
                state.modeArea = at;
        } else {
            problem(QStringLiteral("\"%1\": no such field (expected owner, armies, population, "
                                   "forts, mode, location, ships or aboard)")
                        .arg(name.left(40)));
        }
    }
    return state;
}

int area(const QStringList &arguments)
{
    CommandLine line(kArea);
    line.parser().addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The campaign."));
    line.parser().addPositionalArgument(QStringLiteral("AREA"), QStringLiteral("An area's code."));
    line.parser().addPositionalArgument(
        QStringLiteral("FIELD=VALUE..."),
        QStringLiteral("Fields to set (none: list the area's state)."));
    if (const auto done = line.parse(arguments, 2, -1))
        return *done;
    const QStringList args = line.positional();
    auto areaOf = [&](const Campaign &c) -> std::optional<int> {
        const int at = areaCoded(c, args[1]);
        if (at < 0 || c.turns.empty()) {
            Problems problems;
            problems.add({args[0],
                          0,
                          {},
                          QStringLiteral("no area \"%1\" on the map").arg(args[1].left(40))});
            printProblems(problems);
            return std::nullopt;
        }
        return at;
    };
    if (args.size() == 2) {
        const auto c = readCampaignFileOrSay(args[0]);
        if (!c)
            return InvalidInput;
        const auto at = areaOf(*c);
        if (!at)
            return InvalidInput;
        list(*c, *at);
        return Ok;
    }
    auto update = CampaignUpdate::open(args[0]);
    if (!update)
        return InvalidInput;
    Campaign &c = update->campaign();
    const auto at = areaOf(c);
    if (!at)
        return InvalidInput;
    Problems problems;
    const AreaState state = assigned(c, c.current().state.areas[static_cast<size_t>(*at)],
                                     args.mid(2), args[0], problems);
    if (!problems.isEmpty())
        return printProblems(problems);
    return update->commit(setAreaState(c, *at, state)) ? Ok : InvalidInput;
}
} // namespace

} // namespace muster::cli
