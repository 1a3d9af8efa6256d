#include "PackTestCampaigns.h"

#include "io/CampaignJson.h"
#include "log/TurnLog.h"
#include "operations/CloseTurn.h"
#include "rules/hex/HexPathfinding.h"

#include <QtTest>

namespace muster::test {

QString playerAddress(const Kingdom &kingdom)
{
    return kingdom.id.toLower() + QStringLiteral("@players.example");
}

QString testPlayerCode(int kingdom)
{
    static const char *const codes[] = {"4MZRT8PW", "BR3EX9KQ", "CA7HN2VD", "DR5VW3MJ", "ES6SP4TY",
                                        "FE8NK5GR", "V2SM9XQH", "R4WA6KTB", "T7MN3ZHC"};
    return QLatin1String(codes[kingdom]);
}

Campaign drawnCampaign(const Campaign &c, const TurnState &state, int number)
{
    Campaign drawn;
    drawn.name = c.name;
    drawn.ruleset = c.ruleset;
    drawn.world = c.world;
    drawn.kingdoms = c.kingdoms;
    drawn.turns.resize(1);
    drawn.turns.front().number = number;
    drawn.turns.front().state = state;
    return drawn;
}

QString codeLines(int kingdom)
{
    return QStringLiteral("Game: %1\nPlayer code: %2\n").arg(kGameCode, testPlayerCode(kingdom));
}

namespace {
/// Orders the hex sample's A2 (Vossmark) and C1 (Tamsk) to march at each other by their
/// cheapest routes, as the current turn's only orders; with `standing`, C1 stands where it is
/// (so A2's march, ending at C1, never leads through it).
void orderTheMeeting(Campaign &c, bool standing = false)
{
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    TurnRecord &turn = c.current();
    auto find = [&](const QString &id) {
        for (const HexArmy &a : turn.state.armies)
            if (a.id == id)
                return &a;
        return static_cast<const HexArmy *>(nullptr);
    };
    const HexArmy *a = find(QStringLiteral("A2"));
    const HexArmy *b = find(QStringLiteral("C1"));
    if (!a || !b || a->hex == b->hex)
        return;
    turn.orders.assign(c.kingdoms.size(), {});
    for (const HexArmy *army : {a, b}) {
        if (standing && army == b)
            continue;
        const HexArmy *enemy = army == a ? b : a;
        const auto route = hexrules::findMarchRoute(c.world, rules, army->hex, enemy->hex);
        QStringList line{army->id, QStringLiteral("MARCH")};
        for (size_t i = 1; i < route.hexes.size(); ++i)
            line << hexLabel(route.hexes[i]);
        if (route.found && route.hexes.size() > 1)
            turn.orders[static_cast<size_t>(army->kingdom)] << line.join(QLatin1Char(' '));
    }
}

Campaign readSample(const QString &name)
{
    Problems problems;
    auto c = readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/") + name, problems);
    if (!c)
        qFatal("cannot read the sample %s: %s", qPrintable(name), qPrintable(problems.toString()));
    c->gameCode = kGameCode;
    for (size_t k = 0; k < c->kingdoms.size(); ++k) {
        Kingdom &kingdom = c->kingdoms[k];
        kingdom.email = playerAddress(kingdom);
        // The hex sample's kingdoms take the codes after the area sample's.
        kingdom.playerCode =
            testPlayerCode(static_cast<int>(k) + (c->ruleset.kind == RulesetKind::Hex ? 6 : 0));
    }
    return std::move(*c);
}
} // namespace

Campaign hexSampleMarchingOn()
{
    Campaign c = readSample(QStringLiteral("sample-hex.json"));
    for (int step = 0; step < 12; ++step) {
        const bool carried = std::any_of(c.current().orders.begin(), c.current().orders.end(),
                                         [](const QStringList &l) { return !l.isEmpty(); });
        if (!carried)
            orderTheMeeting(c, true);
        applyResolution(c, resolveCurrentTurn(c));
        const TurnLog &log = c.turns[c.turns.size() - 2].log;
        bool contact = false;
        for (size_t i = 0; i < log.size(); ++i)
            contact = contact || log.is<log::ContactStop>(i);
        const std::vector<QStringList> &next = c.current().orders;
        if (contact && std::any_of(next.begin(), next.end(),
                                   [](const QStringList &l) { return !l.isEmpty(); }))
            return c;
    }
    qFatal("the hex sample's armies never came within reach with marches left");
}

Campaign resolvedSample(const QString &name)
{
    Campaign c = readSample(name);
    if (c.ruleset.kind == RulesetKind::Area) {
        applyResolution(c, resolveCurrentTurn(c));
        return c;
    }
    // The hex sample's armies stand apart: two of them (Vossmark's A2, Tamsk's C1) march at each
    // other until they fight, so the last resolved turn has a battle to report (or hide).
    for (int step = 0; step < 12; ++step) {
        orderTheMeeting(c);
        applyResolution(c, resolveCurrentTurn(c));
        const TurnLog &log = c.turns[c.turns.size() - 2].log;
        for (size_t i = 0; i < log.size(); ++i)
            if (log.is<log::HexBattleStarted>(i))
                return c;
    }
    qFatal("the hex sample's armies never met");
}

Campaign sampleWithMemory(const QString &name)
{
    Campaign c = resolvedSample(name);
    if (c.ruleset.kind == RulesetKind::Hex)
        return c;
    for (int turn = 0; turn < 2; ++turn) {
        c.current().orders.assign(c.kingdoms.size(), {});
        applyResolution(c, resolveCurrentTurn(c));
    }
    return c;
}

} // namespace muster::test
