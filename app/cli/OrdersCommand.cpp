// muster-cli orders FILE.muster KINGDOM SHEET.txt: checks a kingdom's order sheet and stores it for
// the current turn. A sheet with any error is rejected whole, every error listed; nothing is
// stored.
#include "AreaTurnFiles.h"
#include "CommandLine.h"

#include "io/InputFile.h"
#include "model/Limits.h"
#include "rules/area/OrderSheet.h"

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
    QString readError;
    const QString what = QStringLiteral("an order sheet");
    const auto bytes =
        sheetPath == QLatin1String("-")
            ? (in.open(stdin, QIODevice::ReadOnly)
                   ? readInputDevice(in, QStringLiteral("stdin"), limits::kMaxOrderSheetBytes, what,
                                     &readError)
                   : std::nullopt)
            : readInputFile(sheetPath, limits::kMaxOrderSheetBytes, what, &readError);
    if (!bytes) {
        standardError() << (readError.isEmpty() ? sheetPath + QStringLiteral(": cannot read")
                                                : readError)
                        << '\n';
        standardError().flush();
        return InvalidInput;
    }
    const QString text = QString::fromUtf8(*bytes);

    auto open = openAreaCampaign(args[0], QStringLiteral("orders"));
    if (!open)
        return InvalidInput;
    Campaign &c = open->campaign();
    int kingdom = -1;
    const OrderSheet sheet = parseKingdomOrderSheet(text, c, args[1], &kingdom);
    if (!sheet.ok()) {
        const QString where = kingdom < 0 ? args[0] : sheetPath;
        for (const QString &e : sheet.errorTexts())
            standardError() << where << ": " << e << '\n';
        standardError() << "nothing stored: the sheet has " << sheet.errorTexts().size()
                        << (sheet.errorTexts().size() == 1 ? " error\n" : " errors\n");
        standardError().flush();
        return InvalidInput;
    }
    TurnRecord &turn = c.current();
    turn.orders.resize(c.kingdoms.size());
    turn.orders[static_cast<size_t>(kingdom)] = sheet.canonicalLines(c.world);
    if (!open->commit(1))
        return InvalidInput;
    const Kingdom &k = c.kingdoms[static_cast<size_t>(kingdom)];
    QTextStream &out = standardOut();
    out << "Stored " << sheet.actions.size() << (sheet.actions.size() == 1 ? " action" : " actions")
        << " for " << k.name << " (" << k.id << "), turn " << turn.number << ":\n";
    for (const QString &l : turn.orders[static_cast<size_t>(kingdom)])
        out << "  " << l << '\n';
    out.flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
