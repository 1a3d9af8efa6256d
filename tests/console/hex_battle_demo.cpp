// hex_battle_demo: the battle viewer on a hex battle, for the README screenshot
// resources/screenshots/hex-battle-viewer.png:
// `xvfb-run -s "-screen 0 1600x1000x24" hex_battle_demo [OUT.png]`. On the sample hex campaign one
// army is set next to an enemy army and ordered into its hex, Advance Day resolves the battle with
// the default decisions, and the viewer stops at the first morale roll (else the last throws).
// `hex_battle_demo OUT.png 1` shows it at the zoom the map opens at.
// Works on a temporary copy; the sample is never written.
#include "DemoWindow.h"
#include "console/MainWindow.h"
#include "console/ScreenGrab.h"
#include "console/battles/BattlesDock.h"
#include "console/document/CampaignDocument.h"
#include "console/hex/HexAdvanceActions.h"
#include "console/hex/HexConsole.h"
#include "console/map/MapView.h"
#include "console/turns/TurnConsole.h"
#include "log/TurnLog.h"
#include "operations/SetArmy.h"
#include "rules/hex/HexRules.h"

#include <QApplication>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTextStream>

using namespace muster;

namespace {
/// The attacker's hex: a free neighbour of `defender` the attacker can enter it from.
std::optional<Hex> besideOf(const Campaign &c, const HexArmy &defender)
{
    const auto rules = hexrules::HexRules::fromRuleset(c.ruleset);
    for (int d = 0; d < 6; ++d) {
        const Hex h = hexNeighbour(defender.hex, d);
        bool taken = false;
        for (const HexArmy &a : c.current().state.armies)
            taken = taken || a.hex == h;
        if (!taken && c.world.contains(h) && rules.entryCost(c.world, h, defender.hex) >= 0 &&
            rules.entryCost(c.world, defender.hex, h) >= 0)
            return h;
    }
    return std::nullopt;
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    const QString grabTo = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    // A second argument is the zoom step to show the battle at (4.5 by default; 1: the map fitted
    // to the view, as the GM works).
    const double zoom = argc > 2 ? QString::fromLocal8Bit(argv[2]).toDouble() : 4.5;
    QTemporaryDir dir;
    MainWindow window;
    if (!test::showDemoWindow(window, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"),
                              dir))
        return 1;
    CampaignDocument &document = *window.document();
    const Campaign &c = document.campaign();
    const auto &armies = c.current().state.armies;
    // The first two armies of different kingdoms: the second marches into the first's hex (H4.1).
    int defender = 0, attacker = -1;
    for (int i = 1; i < static_cast<int>(armies.size()) && attacker < 0; ++i)
        if (armies[static_cast<size_t>(i)].kingdom != armies[0].kingdom)
            attacker = i;
    const std::optional<Hex> start =
        attacker >= 0 ? besideOf(c, armies[static_cast<size_t>(defender)]) : std::nullopt;
    if (!start) {
        QTextStream(stderr) << "no place for the battle\n";
        return 1;
    }
    HexArmy moved = armies[static_cast<size_t>(attacker)];
    moved.hex = *start;
    if (!document.apply([&](Campaign &edited) { return setArmy(edited, attacker, moved); }).ok())
        return 1;
    const Hex target = armies[static_cast<size_t>(defender)].hex;
    document.setOrders(moved.kingdom,
                       {QStringLiteral("%1 MARCH %2").arg(moved.id, hexLabel(target))});
    HexAdvanceActions &advancing = *window.hexConsole()->advancing();
    advancing.askAction()->setChecked(false); // the default decisions, no dialogs
    QObject::connect(&advancing, &HexAdvanceActions::finished, &window, [&](bool applied) {
        TurnConsole &console = *window.turnConsole();
        BattlesDock *battles = console.battles();
        if (!applied || !battles->shown() || battles->shown()->battles.empty()) {
            QTextStream(stderr) << "no battle was fought\n";
            QApplication::exit(1);
            return;
        }
        battles->selectBattle(0);
        if (zoom > 0 && zoom != 1)
            window.mapView()->zoomBy(zoom);
        battles->selectBattle(0); // centre again after zooming
        const auto &turns = window.document()->campaign().turns;
        const TurnLog &log = turns.at(turns.size() - 2).log; // the turn just resolved
        const auto &steps = battles->shown()->battles[0].steps;
        int shown = 0;
        for (int s = 0; s < static_cast<int>(steps.size()); ++s) {
            if (log.is<log::MoraleRoll>(steps[static_cast<size_t>(s)].event)) {
                shown = s;
                break;
            }
            if (log.is<log::AttackThrows>(steps[static_cast<size_t>(s)].event))
                shown = s;
        }
        battles->stepTo(shown);
        battles->list()->setFocus();
        if (grabTo.isEmpty())
            return;
        grabScreenAndQuit(window, grabTo);
    });
    if (!advancing.advance(1))
        return 1;
    return QApplication::exec();
}
