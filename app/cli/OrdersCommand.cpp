// muster-cli orders FILE.muster KINGDOM SHEET.txt: checks a kingdom's order sheet and stores it for
// the current turn. A sheet with any error is rejected whole, every error listed; nothing is
// stored. The sheet may be a bare order sheet or the turnsheet of the kingdom's pack filled in
// (pack/Turnsheet.h): then its header must be for this kingdom and turn, its message is stored
// for the roundup with the orders, and what it changes is what mail would change (sheetChange: a
// sheet with only a message keeps the orders, a blank one is refused). The console's sheet import
// reads and stores a sheet the same way (operations/StoreSheet).
#include "AreaTurnFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "io/InputFile.h"
#include "model/Limits.h"
#include "operations/StoreSheet.h"
#include "rules/area/OrderSheet.h"
#include "util/Printable.h"

#include <QFile>

namespace muster::cli {

namespace {
int orders(const QStringList &arguments);

const CliCommand kOrders{
    QStringLiteral("orders"), QStringLiteral("orders FILE.muster KINGDOM SHEET.txt"),
    QStringLiteral("Check a kingdom's order sheet and store it for the current turn ('-': stdin)."),
    orders};
const CliCommandRegistration registration{kOrders};

int orders(const QStringList &arguments)
{
    CommandLine line(kOrders);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("An area campaign (.muster)."));
    p.addPositionalArgument(QStringLiteral("KINGDOM"), QStringLiteral("The kingdom's id or name."));
    p.addPositionalArgument(QStringLiteral("SHEET"),
                            QStringLiteral("The order sheet (plain text, maps/README.md)."));
    if (const auto done = line.parse(arguments, 3, 3))
        return *done;
    const QStringList args = line.positional();
    const QString &sheetPath = args[2];

    // A sheet is read whole but never beyond its limit, and never from a FIFO or device.
    QFile in;
    const QString what = QStringLiteral("an order sheet");
    const Result<QByteArray> bytes =
        sheetPath == QLatin1String("-")
            ? (in.open(stdin, QIODevice::ReadOnly)
                   ? readInputDevice(in, QStringLiteral("stdin"), limits::kMaxOrderSheetBytes, what)
                   : failed(Problem{sheetPath, 0, {}, QStringLiteral("cannot read")}))
            : readInputFile(sheetPath, limits::kMaxOrderSheetBytes, what);
    if (!bytes)
        return printFailure(bytes);
    const QString text = QString::fromUtf8(*bytes);

    auto open = openAreaCampaign(args[0], QStringLiteral("orders"));
    if (!open)
        return InvalidInput;
    Campaign &c = open->campaign();
    const QString &kingdomWord = args[1];
    const int kingdom = kingdomNamed(c, kingdomWord);
    if (kingdom < 0) {
        return printProblem(
            {args[0],
             0,
             {},
             unknownKingdomText(c, kingdomWord) + QStringLiteral("; nothing stored")});
    }
    const SheetToStore sheet = readSheetToStore(c, kingdom, text, SheetMode::Replace);
    const SheetReading &reading = sheet.reading;
    const bool turnsheet = sheet.turnsheet;
    if (!reading.ok()) {
        const QStringList errors = reading.errorTexts();
        Problems problems;
        for (const QString &e : errors)
            problems.add({sheetPath, 0, {}, printable(e)});
        problems.add(Problem::of(
            QStringLiteral("nothing stored: the sheet has %1 %2")
                .arg(errors.size())
                .arg(errors.size() == 1 ? QStringLiteral("error") : QStringLiteral("errors"))));
        return printProblems(problems);
    }
    const TurnRecord &turn = c.current();
    const auto held = static_cast<size_t>(kingdom);
    // A bare order sheet leaves the kingdom's message as it is; a turnsheet brings its own (and
    // one with none removes the message stored before, which is said).
    const bool hadMessage = turn.messages.count(kingdom) > 0;
    if (!open->commit(storeSheet(c, sheet)))
        return InvalidInput;
    const Kingdom &k = c.kingdoms[held];
    QTextStream &out = standardOut();
    const bool messageOnly = turnsheet && sheetChange(reading) == SheetChange::Message;
    if (messageOnly)
        out << "Stored the message of " << k.name << " (" << k.id << ") for the roundup, turn "
            << turn.number
            << "; the sheet has no actions, and the orders stored before are kept:\n";
    else
        out << "Stored " << reading.actions << (reading.actions == 1 ? " action" : " actions")
            << " for " << k.name << " (" << k.id << "), turn " << turn.number << ":\n";
    for (const QString &l : turn.orders[held])
        out << "  " << l << '\n';
    if (!reading.message.isEmpty())
        out << (messageOnly ? "Its message is " : "and its message for the roundup (")
            << reading.message.size()
            << (reading.message.size() == 1 ? " character" : " characters")
            << (messageOnly ? " long.\n" : ").\n");
    else if (hadMessage && turnsheet)
        out << "The turnsheet has no message: the one stored before for the roundup is "
               "removed.\n";
    out.flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
