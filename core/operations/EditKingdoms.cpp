#include "operations/EditKingdoms.h"

#include "model/Limits.h"
#include "rules/RuleSystem.h"
#include "setup/ProblemPlace.h"

#include <algorithm>

namespace muster {

namespace {
struct CountField
{
    const char *name;
    std::optional<int> KingdomFields::*field;
    int KingdomState::*state;
};
constexpr CountField kCounts[] = {
    {"bp", &KingdomFields::bp, &KingdomState::bp},
    {"armyReserve", &KingdomFields::armyReserve, &KingdomState::armyReserve},
    {"shipReserve", &KingdomFields::shipReserve, &KingdomState::shipReserve},
};

struct TextField
{
    const char *name;
    std::optional<QString> KingdomFields::*field;
    QString Kingdom::*kingdom;
};
constexpr TextField kTexts[] = {
    {"id", &KingdomFields::id, &Kingdom::id},
    {"name", &KingdomFields::name, &Kingdom::name},
    {"nationality", &KingdomFields::nationality, &Kingdom::nationality},
    {"colour", &KingdomFields::colour, &Kingdom::colour},
    {"email", &KingdomFields::email, &Kingdom::email},
    {"contact", &KingdomFields::contact, &Kingdom::contact},
    {"playerCode", &KingdomFields::playerCode, &Kingdom::playerCode},
};

std::optional<bool> yesOrNo(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("yes") || t == QLatin1String("true") || t == QLatin1String("1"))
        return true;
    if (t == QLatin1String("no") || t == QLatin1String("false") || t == QLatin1String("0"))
        return false;
    return std::nullopt;
}

QString noKingdom(const Campaign &campaign, int kingdom)
{
    return QStringLiteral("there is no kingdom %1 in this campaign (it has %2)")
        .arg(kingdom)
        .arg(campaign.kingdoms.size());
}

QString startedRefusal()
{
    return QStringLiteral("the campaign has started: its kingdoms are fixed, so its history "
                          "replays as it was played (RULES R1); only a player's e-mail address, "
                          "contact and code, and who plays it, still change");
}

KingdomState startOf(const Campaign &campaign, int kingdom)
{
    if (campaign.turns.empty())
        return {};
    const auto &states = campaign.current().state.kingdoms;
    const auto k = static_cast<size_t>(kingdom);
    return k < states.size() ? states[k] : KingdomState{};
}

bool setsCounts(const KingdomFields &fields)
{
    return std::any_of(std::begin(kCounts), std::end(kCounts),
                       [&](const CountField &c) { return (fields.*c.field).has_value(); });
}

/// What `kingdoms` (the campaign's with `kingdom` changed or added by `fields`) has
/// wrong that the campaign's own kingdoms have not: a problem it had before is no reason to
/// refuse an edit of something else.
std::vector<Problem> newProblems(const Campaign &campaign, const std::vector<Kingdom> &kingdoms,
                                 int kingdom, const KingdomFields &fields)
{
    std::vector<Problem> out;
    const Problems before = kingdomProblems(campaign.kingdoms);
    const Problems after = kingdomProblems(kingdoms);
    for (const Problem &p : after.items())
        if (std::find(before.items().begin(), before.items().end(), p) == before.items().end())
            out.push_back(Problem::of(problemInWords(campaign, p)));
    const Kingdom &k = kingdoms[static_cast<size_t>(kingdom)];
    for (size_t other = 0; other < kingdoms.size(); ++other)
        if (static_cast<int>(other) != kingdom && kingdoms[other].name == k.name &&
            (fields.name || kingdom >= static_cast<int>(campaign.kingdoms.size())))
            out.push_back(
                Problem::of(QStringLiteral("%1's name: another kingdom (%2) is called that already")
                                .arg(k.name, kingdoms[other].id)));
    if (!setsCounts(fields))
        return out;
    if (campaign.turns.empty())
        out.push_back(
            Problem::of(QStringLiteral("the campaign has no turn to start %1 in").arg(k.name)));
    if (!ruleSystem(campaign).hasBuildPoints()) {
        out.push_back(
            Problem::of(QStringLiteral("%1: a %2 kingdom has no BPs or reserves (A1.3 is an area "
                                       "rule)")
                            .arg(k.name, rulesetKindName(campaign.ruleset.kind))));
        return out;
    }
    for (const CountField &c : kCounts)
        if (const std::optional<int> value = fields.*c.field;
            value && (*value < limits::kCount.min || *value > limits::kCount.max))
            out.push_back(Problem::of(QStringLiteral("%1's %2 must be from %3 to %4; %5 is not")
                                          .arg(k.name, QLatin1String(c.name))
                                          .arg(static_cast<qint64>(limits::kCount.min))
                                          .arg(static_cast<qint64>(limits::kCount.max))
                                          .arg(*value)));
    return out;
}

bool sameKingdom(const Kingdom &a, const Kingdom &b)
{
    return std::all_of(std::begin(kTexts), std::end(kTexts),
                       [&](const TextField &t) { return a.*t.kingdom == b.*t.kingdom; }) &&
           a.hasPlayer == b.hasPlayer && a.missedOrders == b.missedOrders &&
           a.doctrine == b.doctrine;
}

/// How far the kingdoms changed from `before` to what `campaign` holds now.
CampaignChange::Reach reachOf(const std::vector<Kingdom> &before, const Campaign &campaign,
                              bool startChanged)
{
    if (before.size() != campaign.kingdoms.size())
        return CampaignChange::Reach::Roster;
    if (startChanged)
        return CampaignChange::Reach::Shown;
    for (size_t k = 0; k < before.size(); ++k) {
        const Kingdom &a = before[k], &b = campaign.kingdoms[k];
        if (a.id != b.id || a.name != b.name || a.nationality != b.nationality ||
            a.colour != b.colour)
            return CampaignChange::Reach::Shown;
    }
    return CampaignChange::Reach::Players;
}

OperationResult kingdomsChanged(const Campaign &campaign, CampaignChange::Reach reach,
                                std::vector<int> edited)
{
    CampaignChange change = CampaignChange::ofDefinition(
        CampaignChange::Kind::Kingdoms, campaign.turns.empty() ? 0 : campaign.current().number);
    change.reach = reach;
    change.edited = std::move(edited);
    return OperationResult::changed(std::move(change));
}
} // namespace

QStringList KingdomFields::names()
{
    QStringList out;
    for (const TextField &t : kTexts)
        out << QLatin1String(t.name);
    for (const CountField &c : kCounts)
        out << QLatin1String(c.name);
    out << QStringLiteral("player") << QStringLiteral("missedOrders") << QStringLiteral("doctrine");
    return out;
}

std::optional<QString> KingdomFields::set(const QString &field, const QString &text)
{
    for (const TextField &t : kTexts)
        if (field == QLatin1String(t.name)) {
            this->*t.field = text;
            return std::nullopt;
        }
    for (const CountField &c : kCounts)
        if (field == QLatin1String(c.name)) {
            bool ok = false;
            const int value = text.toInt(&ok);
            if (!ok)
                return QStringLiteral("%1: \"%2\" is not a whole number").arg(field, text);
            this->*c.field = value;
            return std::nullopt;
        }
    if (field == QLatin1String("player")) {
        if (const std::optional<bool> yes = yesOrNo(text)) {
            player = *yes;
            return std::nullopt;
        }
        return QStringLiteral("player: \"%1\" is not yes or no").arg(text);
    }
    if (field == QLatin1String("missedOrders")) {
        if ((missedOrders = parseMissedOrders(text)))
            return std::nullopt;
        return QStringLiteral("missedOrders: \"%1\" is not one of %2")
            .arg(text, missedOrdersNames().join(QStringLiteral(", ")));
    }
    if (field == QLatin1String("doctrine")) {
        if ((doctrine = parseDoctrine(text)))
            return std::nullopt;
        return QStringLiteral("doctrine: \"%1\" is not one of %2")
            .arg(text, doctrineNames().join(QStringLiteral(", ")));
    }
    return QStringLiteral("a kingdom has no field \"%1\" (its fields: %2)")
        .arg(field, names().join(QStringLiteral(", ")));
}

bool KingdomFields::playerOnly() const
{
    return !id && !name && !nationality && !colour && !setsCounts(*this);
}

void KingdomFields::applyTo(Kingdom &kingdom, KingdomState &start) const
{
    for (const TextField &t : kTexts)
        if (const std::optional<QString> &value = this->*t.field)
            kingdom.*t.kingdom = *value;
    for (const CountField &c : kCounts)
        if (const std::optional<int> value = this->*c.field)
            start.*c.state = *value;
    if (player)
        kingdom.hasPlayer = *player;
    if (missedOrders)
        kingdom.missedOrders = *missedOrders;
    if (doctrine)
        kingdom.doctrine = *doctrine;
}

std::vector<Problem> kingdomEditProblems(const Campaign &campaign, int kingdom,
                                         const KingdomFields &fields)
{
    if (kingdom < 0 || static_cast<size_t>(kingdom) >= campaign.kingdoms.size())
        return {Problem::of(noKingdom(campaign, kingdom))};
    if (campaign.started && !fields.playerOnly())
        return {Problem::of(startedRefusal())};
    std::vector<Kingdom> kingdoms = campaign.kingdoms;
    KingdomState start = startOf(campaign, kingdom);
    fields.applyTo(kingdoms[static_cast<size_t>(kingdom)], start);
    return newProblems(campaign, kingdoms, kingdom, fields);
}

OperationResult editKingdom(Campaign &campaign, int kingdom, const KingdomFields &fields)
{
    if (auto problems = kingdomEditProblems(campaign, kingdom, fields); !problems.empty())
        return OperationResult::refused(std::move(problems));
    const std::vector<Kingdom> before = campaign.kingdoms;
    const auto k = static_cast<size_t>(kingdom);
    KingdomState start = startOf(campaign, kingdom);
    fields.applyTo(campaign.kingdoms[k], start);
    const bool counts = setsCounts(fields);
    if (counts) {
        auto &states = campaign.current().state.kingdoms;
        states.resize(campaign.kingdoms.size());
        states[k] = start;
    }
    return kingdomsChanged(campaign, reachOf(before, campaign, counts), {kingdom});
}

OperationResult addKingdom(Campaign &campaign, const Kingdom &kingdom, const KingdomState &start)
{
    if (campaign.started)
        return OperationResult::refused(startedRefusal());
    if (campaign.turns.empty())
        return OperationResult::refused(
            QStringLiteral("the campaign has no turn to add %1 to").arg(kingdom.name));
    std::vector<Kingdom> kingdoms = campaign.kingdoms;
    kingdoms.push_back(kingdom);
    KingdomFields counts; // checked within their limits, in an area campaign
    if (ruleSystem(campaign).hasBuildPoints()) {
        counts.bp = start.bp;
        counts.armyReserve = start.armyReserve;
        counts.shipReserve = start.shipReserve;
    }
    const int index = static_cast<int>(campaign.kingdoms.size());
    if (auto problems = newProblems(campaign, kingdoms, index, counts); !problems.empty())
        return OperationResult::refused(std::move(problems));
    applyRoster(campaign, withKingdomAdded(campaign, kingdom, start));
    return kingdomsChanged(campaign, CampaignChange::Reach::Roster, {index});
}

OperationResult removeKingdom(Campaign &campaign, int kingdom)
{
    if (campaign.started)
        return OperationResult::refused(startedRefusal());
    if (kingdom < 0 || static_cast<size_t>(kingdom) >= campaign.kingdoms.size())
        return OperationResult::refused(noKingdom(campaign, kingdom));
    if (campaign.turns.empty())
        return OperationResult::refused(QStringLiteral("the campaign has no turn"));
    applyRoster(campaign, withKingdomRemoved(campaign, kingdom));
    return kingdomsChanged(campaign, CampaignChange::Reach::Roster, {kingdom});
}

OperationResult restoreKingdoms(Campaign &campaign, const KingdomRoster &roster)
{
    if (campaign.turns.empty())
        return OperationResult::refused(QStringLiteral("the campaign has no turn"));
    const std::vector<Kingdom> before = campaign.kingdoms;
    const bool startChanged = !(campaign.current().state.kingdoms == roster.turn.state.kingdoms);
    std::vector<int> edited;
    for (size_t k = 0; k < std::max(before.size(), roster.kingdoms.size()); ++k)
        if (k >= before.size() || k >= roster.kingdoms.size() ||
            !sameKingdom(before[k], roster.kingdoms[k]))
            edited.push_back(static_cast<int>(k));
    applyRoster(campaign, roster);
    return kingdomsChanged(campaign, reachOf(before, campaign, startChanged), std::move(edited));
}

} // namespace muster
