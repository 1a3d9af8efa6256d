// muster-cli verify FILE [--json]: resolves every stored turn again from its stored start state,
// orders, seed, forced dice and battle decisions, and checks that the stored log and the next
// turn's start are exactly what that gives (RULES R2, R3). Reports the first differing event of
// any turn that is not, and every forced die. Only reads the file. Exit 0 when every turn holds.
#include "CampaignFiles.h"
#include "CommandLine.h"

#include "audit/TurnAudit.h"
#include "io/CampaignJson.h"

#include <QJsonArray>

namespace muster::cli {

namespace {
int verify(const QStringList &arguments);

const CliCommand kVerify{
    QStringLiteral("verify"), QStringLiteral("verify FILE [--json]"),
    QStringLiteral("Resolve every stored turn again and check its log and result (R2, R3)."),
    verify};
const CliCommandRegistration registration{kVerify};

QString verdictName(TurnAudit::Verdict v)
{
    switch (v) {
    case TurnAudit::Verdict::Same:
        return QStringLiteral("verified");
    case TurnAudit::Verdict::LogDiffers:
        return QStringLiteral("log-differs");
    case TurnAudit::Verdict::ResultDiffers:
        return QStringLiteral("result-differs");
    case TurnAudit::Verdict::Unverifiable:
        return QStringLiteral("unverifiable");
    case TurnAudit::Verdict::Damaged:
        return QStringLiteral("damaged");
    case TurnAudit::Verdict::NotRead:
        return QStringLiteral("not-read");
    }
    return {};
}

int verify(const QStringList &arguments)
{
    CommandLine line(kVerify);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"),
                            QStringLiteral("A campaign (.muster or JSON)."));
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON, one object per turn.")});
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    const QString path = line.positional().at(0);
    const auto campaign = readCampaignFileOrSay(path);
    if (!campaign)
        return InvalidInput;
    const CampaignAudit audit = auditCampaign(*campaign);
    QTextStream &out = standardOut();
    if (p.isSet(QStringLiteral("json"))) {
        QJsonArray turns;
        for (const TurnAudit &t : audit.turns) {
            QJsonArray forced;
            for (const ForcedDie &d : t.forced)
                forced.append(QJsonObject{{QStringLiteral("event"), static_cast<int>(d.event) + 1},
                                          {QStringLiteral("text"), d.sentence}});
            QJsonObject o{{QStringLiteral("turn"), t.turn},
                          {QStringLiteral("verdict"), verdictName(t.verdict)},
                          {QStringLiteral("seedDerived"), t.seedDerived},
                          {QStringLiteral("events"), static_cast<int>(t.events)},
                          {QStringLiteral("dice"), static_cast<int>(t.dice)},
                          {QStringLiteral("forced"), forced}};
            if (t.verdict == TurnAudit::Verdict::LogDiffers) {
                o.insert(QStringLiteral("event"), static_cast<int>(t.firstDifference) + 1);
                o.insert(QStringLiteral("stored"), t.storedEvent);
                o.insert(QStringLiteral("resolved"), t.resolvedEvent);
            }
            if (t.verdict == TurnAudit::Verdict::ResultDiffers)
                o.insert(QStringLiteral("difference"), t.resultDifference);
            if (!t.checked())
                o.insert(QStringLiteral("problem"), t.problem);
            if (!t.nextNotCompared.isEmpty())
                o.insert(QStringLiteral("nextNotCompared"), t.nextNotCompared);
            turns.append(o);
        }
        out << canonicalJson(QJsonObject{{QStringLiteral("file"), path},
                                         {QStringLiteral("ok"), audit.ok()},
                                         {QStringLiteral("turns"), turns}});
        out.flush();
        return audit.ok() ? Ok : InvalidInput;
    }
    out << path << ": " << campaign->name << ", " << audit.turns.size()
        << (audit.turns.size() == 1 ? " resolved turn\n" : " resolved turns\n");
    for (const TurnAudit &t : audit.turns)
        out << auditText(t) << '\n';
    // A turn that cannot be read is not said to break the rules: that is told apart.
    const int failed = audit.differing(), unchecked = audit.unchecked();
    if (audit.ok())
        out << "every resolved turn follows from its seed and the rules\n";
    if (failed > 0)
        out << failed << (failed == 1 ? " turn does" : " turns do")
            << " not follow from its seed and the rules\n";
    if (unchecked > 0)
        out << unchecked << (unchecked == 1 ? " turn" : " turns")
            << " could not be verified: it cannot be read (said above)\n";
    out.flush();
    return audit.ok() ? Ok : InvalidInput;
}
} // namespace

} // namespace muster::cli
