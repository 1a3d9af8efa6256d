// muster-cli preview FILE KINGDOM [--json]: what each of a kingdom's stored orders for the current
// turn would do (RULES A4, A5), the turn resolved from its starting state with every kingdom's
// stored orders and its seed (AreaPreview.h): every attack's battle with its phases, losses and
// end, as the engine resolves it (area battles use no dice), and every action that would fail with
// its reason, read from the orders dock's own check (orders/OrdersCheck.h). Changes nothing.
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "io/CampaignJson.h"
#include "log/LogJson.h"
#include "log/LogText.h"
#include "orders/OrdersCheck.h"
#include "rules/RuleSystem.h"
#include "rules/area/AreaPreview.h"
#include "rules/area/OrderSheet.h"

#include <QJsonArray>

namespace muster::cli {

namespace {
int preview(const QStringList &arguments);

const CliCommand kPreview{
    QStringLiteral("preview"), QStringLiteral("preview FILE KINGDOM [--json]"),
    QStringLiteral("Show what a kingdom's orders would do this turn, with every kingdom's "
                   "orders stored so far (A4, A5)."),
    preview};
const CliCommandRegistration registration{kPreview};

int preview(const QStringList &arguments)
{
    CommandLine line(kPreview);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("An area campaign."));
    p.addPositionalArgument(QStringLiteral("KINGDOM"), QStringLiteral("The kingdom's id or name."));
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON: per order, its battle's "
                                                        "events.")});
    if (const auto done = line.parse(arguments, 2, 2))
        return *done;
    const QString path = line.positional().at(0);
    const auto campaign = readCampaignFileOrSay(path);
    if (!campaign)
        return InvalidInput;
    if (!ruleSystem(*campaign).hasActionOrders() || campaign->turns.empty()) {
        return printProblem({path,
                             0,
                             {},
                             QStringLiteral("\"%1\" is not an area campaign; preview is for area "
                                            "campaigns (RULES part A; hex battles: muster-cli "
                                            "odds)")
                                 .arg(campaign->name)});
    }
    const TurnRecord &turn = campaign->current();
    int kingdom = -1;
    // The kingdom's stored lines, parsed as its sheet (an unknown kingdom is the sheet's error).
    const QString id = line.positional().at(1);
    const OrderSheet probe = parseKingdomOrderSheet(QString(), *campaign, id, &kingdom);
    if (kingdom < 0) {
        Problems problems;
        for (const QString &e : probe.errorTexts())
            problems.add({path, 0, {}, e});
        return printProblems(problems);
    }
    const QStringList lines = static_cast<size_t>(kingdom) < turn.orders.size()
                                  ? turn.orders[static_cast<size_t>(kingdom)]
                                  : QStringList();
    const OrderSheet sheet = parseKingdomOrderSheet(lines.join(QLatin1Char('\n')), *campaign, id);
    if (!sheet.ok()) {
        Problems problems;
        for (const QString &e : sheet.errorTexts())
            problems.add({path, 0, QStringLiteral("stored orders of %1").arg(id), e});
        return printProblems(problems);
    }
    // The console's check of the same lines (orders/OrdersCheck.h): each order's refusal and
    // battle as the orders dock shows them.
    const OrdersCheck check = checkKingdomOrders(*campaign, kingdom, lines);
    const KingdomPreview &result = check.preview;
    const TurnLog &log = result.dry.log;
    const LogContext context = LogContext::of(*campaign);
    const Kingdom &k = campaign->kingdoms[static_cast<size_t>(kingdom)];
    if (p.isSet(QStringLiteral("json"))) {
        QJsonArray orders;
        for (const OrderLineCheck &row : check.rows) {
            if (!row.action)
                continue; // a blank line or a comment
            const AreaAction &a = *row.action;
            QJsonObject o{{QStringLiteral("order"), formatAction(a, campaign->world)}};
            if (row.failedEvent) {
                o.insert(QStringLiteral("fails"), eventToJson(log, *row.failedEvent, context));
            } else if (const AttackPreview *attack = result.forLine(a.line)) {
                QJsonArray events;
                for (std::size_t e : attack->events)
                    if (!log.is<log::DiceRolled>(e))
                        events.append(eventToJson(log, e, context));
                o.insert(QStringLiteral("summary"), attackPreviewSummary(result, *attack, context));
                o.insert(QStringLiteral("battle"), events);
            }
            orders.append(o);
        }
        standardOut() << canonicalJson(QJsonObject{{QStringLiteral("kingdom"), k.id},
                                                   {QStringLiteral("turn"), turn.number},
                                                   {QStringLiteral("orders"), orders},
                                                   {QStringLiteral("caveat"), previewCaveat()}});
        standardOut().flush();
        return Ok;
    }
    QTextStream &out = standardOut();
    out << k.name << " (" << k.id << "), turn " << turn.number << ": " << sheet.actions.size()
        << (sheet.actions.size() == 1 ? " order" : " orders") << '\n';
    for (const OrderLineCheck &row : check.rows) {
        if (!row.action)
            continue;
        const AreaAction &a = *row.action;
        out << "  " << formatAction(a, campaign->world) << '\n';
        if (row.failedEvent) {
            // The sentence names the action, the reason and its rule already.
            out << "      " << eventSentence(log, *row.failedEvent, context) << '\n';
        } else if (const AttackPreview *attack = result.forLine(a.line)) {
            out << "      " << attackPreviewSummary(result, *attack, context) << '\n';
            for (std::size_t e : attack->events)
                if (!log.is<log::DiceRolled>(e))
                    out << "        " << eventSentence(log, e, context) << '\n';
        } else {
            out << "      no battle\n";
        }
    }
    out << previewCaveat() << '\n';
    out.flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
