#include "audit/TurnAudit.h"

#include "i18n/PluralForms.h"
#include "log/DiceRuns.h"
#include "log/LogJson.h"
#include "log/LogText.h"
#include "rules/RuleSystem.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

namespace muster {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("TurnAudit", text);
}

/// R3: the dice list that was forced, in the order it was used: every die the log marks forced
/// and every forced value that did not fit its die (the generator rolled instead).
std::vector<int> forcedDiceOf(const TurnLog &log)
{
    std::vector<int> out;
    for (std::size_t i = 0; i < log.size(); ++i)
        if (const auto *dice = log.get<log::DiceRolled>(i)) {
            const std::span<const int> taken = log.numbers(dice->forced); // die, value taken
            for (std::size_t f = 1; f < taken.size(); f += 2)
                out.push_back(taken[f]);
        }
    return out;
}

template <typename T>
std::optional<QString> field(const QString &what, const T &stored, const T &resolved)
{
    if (stored == resolved)
        return std::nullopt;
    QString s, r;
    if constexpr (std::is_same_v<T, QString>) {
        s = stored;
        r = resolved;
    } else if constexpr (std::is_same_v<T, Hex>) {
        s = hexLabel(stored);
        r = hexLabel(resolved);
    } else {
        s = QString::number(static_cast<long long>(stored));
        r = QString::number(static_cast<long long>(resolved));
    }
    return tr("%1: stored %2, resolved %3").arg(what, s, r);
}

/// The first difference between two states, in words.
QString stateDifference(const Campaign &c, const TurnState &stored, const TurnState &resolved)
{
    if (auto d = field(tr("turn number"), stored.turn, resolved.turn))
        return *d;
    if (stored.areas.size() != resolved.areas.size())
        return *field(tr("number of areas"), stored.areas.size(), resolved.areas.size());
    for (size_t i = 0; i < stored.areas.size(); ++i) {
        const AreaState &a = stored.areas[i], &b = resolved.areas[i];
        const QString area = i < c.world.areas.size() ? c.world.areas[i].code : QString::number(i);
        for (auto d : {field(tr("area %1 owner").arg(area), a.owner, b.owner),
                       field(tr("area %1 armies").arg(area), a.armies, b.armies),
                       field(tr("area %1 population").arg(area), a.population, b.population),
                       field(tr("area %1 forts").arg(area), a.forts, b.forts),
                       field(tr("area %1 defence mode").arg(area), static_cast<int>(a.mode),
                             static_cast<int>(b.mode)),
                       field(tr("area %1 mode area").arg(area), a.modeArea, b.modeArea),
                       field(tr("area %1 ships").arg(area), a.ships, b.ships),
                       field(tr("area %1 armies aboard").arg(area), a.aboard, b.aboard)})
            if (d)
                return *d;
    }
    if (stored.kingdoms.size() != resolved.kingdoms.size())
        return *field(tr("number of kingdoms"), stored.kingdoms.size(), resolved.kingdoms.size());
    for (size_t k = 0; k < stored.kingdoms.size(); ++k) {
        const KingdomState &a = stored.kingdoms[k], &b = resolved.kingdoms[k];
        const QString kingdom = k < c.kingdoms.size() ? c.kingdoms[k].id : QString::number(k);
        for (auto d :
             {field(tr("kingdom %1 BP").arg(kingdom), a.bp, b.bp),
              field(tr("kingdom %1 army reserve").arg(kingdom), a.armyReserve, b.armyReserve),
              field(tr("kingdom %1 ship reserve").arg(kingdom), a.shipReserve, b.shipReserve),
              field(tr("kingdom %1 dispersed").arg(kingdom), a.dispersed, b.dispersed)})
            if (d)
                return *d;
    }
    if (stored.passages != resolved.passages)
        return tr("the grants of passage (A5.8) differ");
    if (stored.armies.size() != resolved.armies.size())
        return *field(tr("number of armies"), stored.armies.size(), resolved.armies.size());
    for (size_t i = 0; i < stored.armies.size(); ++i) {
        const HexArmy &a = stored.armies[i], &b = resolved.armies[i];
        if (a == b)
            continue;
        if (auto d = field(tr("army %1 id").arg(i + 1), a.id, b.id))
            return *d;
        for (auto d : {field(tr("army %1 hex").arg(a.id), a.hex, b.hex),
                       field(tr("army %1 kingdom").arg(a.id), a.kingdom, b.kingdom),
                       field(tr("army %1 units").arg(a.id), a.units.size(), b.units.size()),
                       field(tr("army %1 days out of supply").arg(a.id), a.daysOutOfSupply,
                             b.daysOutOfSupply),
                       field(tr("army %1 forced-march days").arg(a.id), a.forcedMarchDays,
                             b.forcedMarchDays),
                       field(tr("army %1 loyalty").arg(a.id), a.loyalty, b.loyalty)})
            if (d)
                return *d;
        for (size_t u = 0; u < a.units.size(); ++u)
            if (auto d = field(tr("army %1 unit %2 hit points").arg(a.id).arg(u + 1), a.units[u].hp,
                               b.units[u].hp))
                return *d;
        return tr("army %1 differs").arg(a.id);
    }
    return tr("the states differ");
}

TurnAudit auditTurn(const Campaign &prefix, const TurnRecord &stored, const TurnRecord *next,
                    const LogContext &context)
{
    TurnAudit audit;
    audit.turn = stored.number;
    audit.index = prefix.turns.size() - 1;
    audit.seedDerived = stored.seed == Campaign::turnSeed(prefix.seed, stored.number);
    const TurnLog &log = stored.log;
    audit.events = log.size();
    for (std::size_t i = 0; i < log.size(); ++i) {
        const auto *dice = log.get<log::DiceRolled>(i);
        if (!dice)
            continue;
        audit.dice += static_cast<std::size_t>(dice->count());
        // A lone die keeps the sentence of its event (a log written before the typed form has
        // only that); a die of a run is told on its own.
        log::forEachDie(log, i, [&](const log::Die &die) {
            if (die.forced || die.unfitForced != 0)
                audit.forced.push_back({i, dice->count() == 1 ? eventSentence(log, i, context)
                                                              : log::dieSentence(log, die)});
        });
    }
    if (!log.legacyTable().empty()) {
        audit.verdict = TurnAudit::Verdict::Unverifiable;
        return audit;
    }
    // A turn the resolution reads and cannot (a hex turn's first day comes from the logs before
    // it) would be taken as empty: what comes out says nothing about this turn.
    const HistoryReadCheck reading(prefix.turns);
    const TurnResolution again = ruleSystem(prefix).resolveAsLogged(prefix, log, forcedDiceOf(log));
    if (const QString why = reading.failure(); !why.isEmpty()) {
        audit.verdict = TurnAudit::Verdict::NotRead;
        audit.problem = tr("resolving it again needs a turn that cannot be read: %1").arg(why);
        return audit;
    }
    const TurnLog &resolved = again.resolved.log;
    if (!(resolved == log)) {
        audit.verdict = TurnAudit::Verdict::LogDiffers;
        const std::size_t n = std::max(resolved.size(), log.size());
        std::size_t i = 0;
        while (i < n && i < resolved.size() && i < log.size() &&
               eventToJson(log, i, context) == eventToJson(resolved, i, context))
            ++i;
        audit.firstDifference = i;
        audit.storedEvent = i < log.size() ? eventSentence(log, i, context) : QString();
        audit.resolvedEvent = i < resolved.size() ? eventSentence(resolved, i, context) : QString();
        return audit;
    }
    if (next && !(next->state == again.next.state)) {
        audit.verdict = TurnAudit::Verdict::ResultDiffers;
        audit.resultDifference = stateDifference(prefix, next->state, again.next.state);
    }
    return audit;
}

/// The audit of turn `i`, which could not be read (`error`): damaged when the read met damage
/// in its rows.
TurnAudit unreadTurn(const Campaign &campaign, std::size_t i, const QString &error)
{
    TurnAudit audit;
    audit.turn = campaign.turns.summary(i).number;
    audit.index = i;
    audit.seedDerived =
        campaign.turns.summary(i).seed == Campaign::turnSeed(campaign.seed, audit.turn);
    if (const std::optional<TurnDamage> damage = campaign.turns.damage(i)) {
        audit.verdict = TurnAudit::Verdict::Damaged;
        audit.problem = damage->reason;
    } else {
        audit.verdict = TurnAudit::Verdict::NotRead;
        audit.problem = error;
    }
    return audit;
}

} // namespace

bool CampaignAudit::ok() const
{
    return !cancelled &&
           std::all_of(turns.begin(), turns.end(), [](const TurnAudit &t) { return t.ok(); });
}

int CampaignAudit::differing() const
{
    return static_cast<int>(std::count_if(turns.begin(), turns.end(), [](const TurnAudit &t) {
        return t.checked() && (t.verdict != TurnAudit::Verdict::Same || !t.seedDerived);
    }));
}

int CampaignAudit::unchecked() const
{
    return static_cast<int>(
        std::count_if(turns.begin(), turns.end(), [](const TurnAudit &t) { return !t.checked(); }));
}

CampaignAudit auditCampaign(const Campaign &campaign,
                            const std::function<bool(int done, int total)> &progress)
{
    CampaignAudit out;
    int total = 0;
    for (size_t i = 0; i < campaign.turns.size(); ++i)
        total += campaign.turns.summary(i).resolved ? 1 : 0;
    // The campaign as it stood when each turn was resolved: its definition and the turns up to
    // that one (a hex turn starts on the day after the last one resolved, H2.4), sharing the
    // campaign's turns, so each is read from the file once more at most.
    Campaign prefix;
    prefix.name = campaign.name;
    prefix.seed = campaign.seed;
    prefix.ruleset = campaign.ruleset;
    prefix.world = campaign.world;
    prefix.kingdoms = campaign.kingdoms;
    const LogContext context = LogContext::of(campaign);
    for (size_t i = 0; i < campaign.turns.size(); ++i) {
        if (!campaign.turns.summary(i).resolved)
            continue;
        if (progress && !progress(static_cast<int>(out.turns.size()), total)) {
            out.cancelled = true;
            return out;
        }
        // Read, not taken as the stand-in a turn that cannot be read gives (TurnHistory.h).
        const Result<std::shared_ptr<const TurnRecord>> turn = campaign.turns.read(i);
        if (!turn) {
            out.turns.push_back(unreadTurn(campaign, i, turn.message()));
            continue;
        }
        prefix.turns = campaign.turns.first(i + 1);
        const bool hasNext = i + 1 < campaign.turns.size();
        const Result<std::shared_ptr<const TurnRecord>> next =
            hasNext ? campaign.turns.read(i + 1) : std::shared_ptr<const TurnRecord>();
        TurnAudit audit = auditTurn(prefix, **turn, next ? next.value().get() : nullptr, context);
        if (hasNext && !next) {
            const std::optional<TurnDamage> damage = campaign.turns.damage(i + 1);
            audit.nextNotCompared = damage ? damage->reason : next.message();
        }
        out.turns.push_back(std::move(audit));
    }
    if (progress)
        progress(static_cast<int>(out.turns.size()), total);
    return out;
}

QString auditText(const TurnAudit &audit)
{
    QStringList lines;
    switch (audit.verdict) {
    case TurnAudit::Verdict::Same:
        lines << tr("Turn %1: verified: resolving it again from its start, orders, decisions and "
                    "seed gives the stored log (%2, %3) and the next turn's start.")
                     .arg(audit.turn)
                     .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n event(s)"),
                                  static_cast<int>(audit.events)),
                          counted(QT_TRANSLATE_N_NOOP("muster", "%n (die|dice)"),
                                  static_cast<int>(audit.dice)));
        break;
    case TurnAudit::Verdict::LogDiffers:
        lines << tr("Turn %1: DIFFERS at event %2 of %3:")
                     .arg(audit.turn)
                     .arg(audit.firstDifference + 1)
                     .arg(audit.events);
        lines << tr("  stored:   %1")
                     .arg(audit.storedEvent.isEmpty() ? tr("(the log ends)") : audit.storedEvent);
        lines << tr("  resolved: %1")
                     .arg(audit.resolvedEvent.isEmpty() ? tr("(the log ends)")
                                                        : audit.resolvedEvent);
        break;
    case TurnAudit::Verdict::ResultDiffers:
        lines << tr("Turn %1: the log is verified, but the next turn does not start from its "
                    "result: %2 (an edit made after the turn was resolved)")
                     .arg(audit.turn)
                     .arg(audit.resultDifference);
        break;
    case TurnAudit::Verdict::Unverifiable:
        lines << tr("Turn %1: not verifiable: its log was written before logs were typed and "
                    "keeps only its sentences.")
                     .arg(audit.turn);
        break;
    case TurnAudit::Verdict::Damaged:
        lines << tr("Turn %1: damaged: %2").arg(audit.turn).arg(audit.problem);
        lines << tr("  its stored rows cannot be read, so whether it follows from its seed and "
                    "the rules cannot be told; a backup of the file from before the damage can "
                    "be verified instead");
        break;
    case TurnAudit::Verdict::NotRead:
        lines << tr("Turn %1: not verified: %2").arg(audit.turn).arg(audit.problem);
        break;
    }
    if (!audit.nextNotCompared.isEmpty())
        lines << tr("  the next turn's start could not be compared with its result: the next "
                    "turn cannot be read (%1)")
                     .arg(audit.nextNotCompared);
    if (!audit.seedDerived)
        lines << tr("  its seed is not the one derived from the campaign's seed and the turn "
                    "number (R2): the turn may have been resolved with other dice");
    if (!audit.forced.empty()) {
        lines << tr("  %1 forced %2 (R3):")
                     .arg(audit.forced.size())
                     .arg(audit.forced.size() == 1 ? tr("die") : tr("dice"));
        for (const ForcedDie &die : audit.forced)
            lines << tr("    event %1: %2").arg(die.event + 1).arg(die.sentence);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace muster
