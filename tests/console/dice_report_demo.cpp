// dice_report_demo: the GM console on the hex sample after five battles of ten-unit armies and the
// days that follow them, with Turn > Dice Report open, for the screenshot
// resources/screenshots/dice-report.png:
// `xvfb-run -s "-screen 0 1600x1000x24" dice_report_demo [OUT.png [KIND]]`, KIND the index of the
// kind of dice to chart (default 0, the d20 attack throws). Works on a temporary copy; the sample
// is never written.
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/turns/DiceReportDialog.h"
#include "console/turns/HistoryAudit.h"
#include "console/turns/TurnConsole.h"
#include "io/CampaignJson.h"
#include "operations/CloseTurn.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexRules.h"

#include <QApplication>
#include <QComboBox>
#include <QPixmap>
#include <QScreen>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>

using namespace muster;

namespace {

HexArmy army(const QString &id, int kingdom, Hex hex, const hexrules::HexRules &rules,
             const std::vector<std::pair<const char *, int>> &units)
{
    HexArmy a;
    a.id = id;
    a.kingdom = kingdom;
    a.hex = hex;
    a.leader = {QStringLiteral("Captain of %1").arg(id), 1};
    for (const auto &[type, count] : units)
        for (int i = 0; i < count; ++i) {
            Unit u{QLatin1String(type), false, 0};
            u.hp = rules.unitMaxHp(u);
            a.units.push_back(u);
        }
    return a;
}

/// Five pairs of ten-unit armies on open ground, far from each other and from the sample's
/// armies, each attacker ordered into its enemy's hex (H4.1); then the week and its daily turns.
Campaign fiveBattles(Campaign c)
{
    const auto rules = hexrules::HexRules::fromRuleset(c.ruleset);
    TurnRecord &turn = c.current();
    std::vector<Hex> taken;
    for (const HexArmy &a : turn.state.armies)
        taken.push_back(a.hex);
    const auto open = [&](Hex h) {
        const HexTerrain t = c.world.contains(h) ? c.world.terrainAt(h) : HexTerrain::Water;
        return t == HexTerrain::Clear || t == HexTerrain::Grass;
    };
    turn.orders.resize(c.kingdoms.size());
    int pairs = 0;
    for (int row = 2; row < c.world.rows - 2 && pairs < 5; row += 3)
        for (int col = 2; col < c.world.columns - 2 && pairs < 5; ++col) {
            const Hex h = hexFromOffset({col, row});
            const Hex next = hexNeighbour(h, 0);
            if (!open(h) || !open(next) || std::any_of(taken.begin(), taken.end(), [&](Hex t) {
                    return hexDistance(t, h) < 9;
                }))
                continue;
            ++pairs;
            const QString n = QString::number(pairs);
            turn.state.armies.push_back(
                army(QStringLiteral("D") + n, 0, h, rules,
                     {{"heavy infantry", 5}, {"bowmen", 3}, {"light cavalry", 2}}));
            turn.state.armies.push_back(
                army(QStringLiteral("E") + n, 1, next, rules,
                     {{"polearm infantry", 4}, {"light infantry", 4}, {"crossbowmen", 2}}));
            turn.orders[0] << QStringLiteral("D%1 MARCH %2").arg(n, hexLabel(next));
            taken.push_back(h);
        }
    for (int i = 0; i < 4; ++i)
        applyResolution(c, resolveCurrentTurn(c));
    return c;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    const QString grabTo = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    const int kind = argc > 2 ? QString::fromLocal8Bit(argv[2]).toInt() : 0;
    Problems problems;
    auto sample =
        readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"), problems);
    if (!sample)
        return 1;
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    window.document()->setCampaign(fiveBattles(*sample));
    if (!window.saveAs(dir.filePath(QStringLiteral("demo.muster"))))
        return 1;
    HistoryAudit &audit = *window.turnConsole()->audit();
    QTimer::singleShot(300, &window, [&audit, kind] {
        audit.showDiceReport();
        if (DiceReportDialog *d = audit.diceDialog()) {
            d->resize(1000, 760);
            d->kinds()->setCurrentIndex(kind);
        }
    });
    if (grabTo.isEmpty())
        return QApplication::exec();
    QTimer::singleShot(2000, &window, [&audit, grabTo] {
        DiceReportDialog *d = audit.diceDialog();
        QPixmap shot = d ? d->screen()->grabWindow(0) : QPixmap();
        if (shot.isNull() && d)
            shot = d->grab(); // platforms without a screen to grab (offscreen)
        if (!shot.save(grabTo))
            qWarning("could not write %s", qPrintable(grabTo));
        QApplication::exit(0);
    });
    return QApplication::exec();
}
