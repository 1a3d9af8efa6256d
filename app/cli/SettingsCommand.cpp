// muster-cli settings FILE [NAME=VALUE...]: lists a campaign's settings, what it keeps that is no
// rule and may change at any time (today the paper its packs are printed on), or sets them as the
// console's Campaign menu does (operations/SetPaper): the same choice stores the same campaign
// from either. A name or value it does not know changes nothing.
#include "CampaignFiles.h"
#include "CampaignUpdate.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "model/Paper.h"
#include "operations/SetPaper.h"

namespace muster::cli {

namespace {
int settings(const QStringList &arguments);

const CliCommand kSettings{
    QStringLiteral("settings"), QStringLiteral("settings FILE [NAME=VALUE...]"),
    QStringLiteral("List a campaign's settings (paper), or set them: paper=A4, A3 or Letter."),
    settings};
const CliCommandRegistration registration{kSettings};

const QString kPaper = QStringLiteral("paper");

void list(const Campaign &c)
{
    QTextStream &out = standardOut();
    out << "setting\tvalue\tchoices\n";
    out << kPaper << '\t' << paperName(c.paper) << '\t' << paperChoices() << '\n';
    out.flush();
}

int settings(const QStringList &arguments)
{
    CommandLine line(kSettings);
    line.parser().addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The campaign."));
    line.parser().addPositionalArgument(
        QStringLiteral("NAME=VALUE..."),
        QStringLiteral("Settings to set (none: list them with their values)."));
    if (const auto done = line.parse(arguments, 1, -1))
        return *done;
    const QStringList args = line.positional();
    if (const auto listed = listWhenFileAlone(args, list))
        return *listed;
    // Every assignment is read before the file is opened: one that is wrong changes nothing.
    std::optional<Paper> paper;
    Problems problems;
    for (const QString &assignment : args.mid(1)) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        const QString name = assignment.left(equals).trimmed();
        const QString value = equals < 0 ? QString() : assignment.mid(equals + 1).trimmed();
        if (equals < 0 || name.compare(kPaper, Qt::CaseInsensitive) != 0)
            problems.add({args[0],
                          0,
                          {},
                          QStringLiteral("\"%1\": expected NAME=VALUE with a setting the campaign "
                                         "has (%2)")
                              .arg(assignment.left(80), kPaper)});
        else if (const std::optional<Paper> named = paperNamed(value))
            paper = named;
        else
            problems.add({args[0],
                          0,
                          {},
                          QStringLiteral("paper: expected %1, got \"%2\"")
                              .arg(paperChoices(), value.left(40))});
    }
    if (!problems.isEmpty())
        return printProblems(problems);
    auto update = CampaignUpdate::open(args[0]);
    if (!update)
        return InvalidInput;
    return update->commit(setPaper(update->campaign(), *paper)) ? Ok : InvalidInput;
}
} // namespace

} // namespace muster::cli
