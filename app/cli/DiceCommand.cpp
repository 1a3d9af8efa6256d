// muster-cli dice FILE [--turns FIRST-LAST] [--json]: the dice of a campaign's resolved turns by
// kind against fair dice (RULES R2), with a chi-square test per kind; forced dice (R3) counted
// apart. Only reads the file.
#include "CampaignFiles.h"
#include "CommandLine.h"

#include "audit/DiceReport.h"
#include "io/CampaignJson.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace muster::cli {

namespace {
int dice(const QStringList &arguments);

const CliCommand kDice{
    QStringLiteral("dice"), QStringLiteral("dice FILE [--turns FIRST-LAST] [--json]"),
    QStringLiteral("Report the dice rolled by kind against fair dice, with a chi-square test."),
    dice};
const CliCommandRegistration registration{kDice};

int dice(const QStringList &arguments)
{
    CommandLine line(kDice);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"),
                            QStringLiteral("A campaign (.muster or JSON)."));
    p.addOption({QStringLiteral("turns"),
                 QStringLiteral("The turns to read, \"3-7\" or \"4\" (default: all)."),
                 QStringLiteral("FIRST-LAST")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    int first = 1, last = 1 << 30;
    if (p.isSet(QStringLiteral("turns"))) {
        static const QRegularExpression range(
            QStringLiteral("^\\s*(\\d+)\\s*(?:-\\s*(\\d+))?\\s*$"));
        const auto m = range.match(p.value(QStringLiteral("turns")));
        if (!m.hasMatch())
            return line.usageError(QStringLiteral("--turns must be a turn number or a range such "
                                                  "as \"3-7\", not \"%1\"")
                                       .arg(p.value(QStringLiteral("turns"))));
        first = m.captured(1).toInt();
        last = m.captured(2).isEmpty() ? first : m.captured(2).toInt();
        if (first < 1 || last < first)
            return line.usageError(QStringLiteral("--turns: %1 is not a range of turns")
                                       .arg(p.value(QStringLiteral("turns"))));
    }
    const QString path = line.positional().at(0);
    const auto campaign = readCampaignFileOrSay(path);
    if (!campaign)
        return InvalidInput;
    last = std::min(last, campaign->current().number);
    const DiceReport report = diceReport(*campaign, first, last);
    QTextStream &out = standardOut();
    if (p.isSet(QStringLiteral("json"))) {
        QJsonArray kinds;
        for (const DiceTally &t : report.tallies) {
            QJsonArray observed, expected;
            for (long long n : t.observed)
                observed.append(static_cast<qint64>(n));
            for (double e : t.expected)
                expected.append(e);
            kinds.append(QJsonObject{{QStringLiteral("name"), t.name},
                                     {QStringLiteral("sides"), t.sides},
                                     {QStringLiteral("dice"), t.dice},
                                     {QStringLiteral("lowest"), t.lowest},
                                     {QStringLiteral("counted"), static_cast<qint64>(t.results)},
                                     {QStringLiteral("forced"), static_cast<qint64>(t.forced)},
                                     {QStringLiteral("observed"), observed},
                                     {QStringLiteral("expected"), expected},
                                     {QStringLiteral("chiSquare"), t.chiSquare()},
                                     {QStringLiteral("degreesOfFreedom"), t.degreesOfFreedom()},
                                     {QStringLiteral("p"), t.pValue()},
                                     {QStringLiteral("enoughForTest"), t.enoughForTest()}});
        }
        out << canonicalJson(QJsonObject{{QStringLiteral("firstTurn"), report.firstTurn},
                                         {QStringLiteral("lastTurn"), report.lastTurn},
                                         {QStringLiteral("turns"), report.turns},
                                         {QStringLiteral("kinds"), kinds}});
    } else {
        out << path << ": " << campaign->name << '\n' << diceReportText(report) << '\n';
    }
    out.flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
