#pragma once
// The audit of a campaign's history (RULES R2, R3): every resolved turn resolved again from its
// stored start state, orders, seed, forced dice and battle decisions by the one resolution path
// (rules/turn/TurnResolution.h), and the result compared with what is stored: the log event by
// event (in the canonical stored form, byte for byte) and the state the next turn starts from.
// A GM can hand a campaign file to a player, who runs `muster-cli verify` and sees the first event
// of any turn that does not follow from the seed and the rules.
//
// What the audit takes from the stored log itself, since nothing else records it: the dice the GM
// forced (R3; listed as such, every one), the battle decisions a person made (hex campaigns,
// LoggedBattleDecisions.h) and how many days a hex turn ran (H2.4). Everything else (every die
// that was not forced, every consequence of the decisions) must follow from the seed.
//
// A turn whose stored rows cannot be read (damage in the file, TurnHistory::damage) is said to be
// damaged, with the store's reason, never to differ: nothing about the rules or the seed can be
// told from rows that cannot be read, and calling it tampered would accuse the GM of what the
// disk did. The same holds for a turn whose resolution needs one that cannot be read (a hex
// turn's first day comes from the logs before it), and for the comparison with a next turn that
// cannot be read.

#include "model/Campaign.h"

#include <QString>

#include <cstddef>
#include <functional>
#include <vector>

namespace muster {

struct ForcedDie
{
    std::size_t event = 0; // its run of dice (DiceRolled) in the stored log
    QString sentence;      // "d20 for ... : 17 (forced)"
};

struct TurnAudit
{
    enum class Verdict
    {
        Same,          // the log and the next turn's start are what resolving gives
        LogDiffers,    // from event `firstDifference` on
        ResultDiffers, // the log is the same, the next turn's start state is not
        Unverifiable,  // a log written before events were typed (its sentences only)
        Damaged,       // its stored rows cannot be read: `problem` is the store's reason
        NotRead,       // it, or a turn its resolution reads, could not be read: `problem` says why
    };
    int turn = 0;          // the turn's number
    std::size_t index = 0; // in Campaign::turns
    Verdict verdict = Verdict::Same;
    bool seedDerived = true; // R2: the turn's seed is the one derived from the campaign seed
    std::size_t events = 0;  // in the stored log
    std::size_t dice = 0;    // dice in the stored log
    std::vector<ForcedDie> forced;
    // LogDiffers: the first event that differs, as stored and as resolved again ("" past the end).
    std::size_t firstDifference = 0;
    QString storedEvent, resolvedEvent;
    // ResultDiffers: the first difference of the next turn's start state, in words.
    QString resultDifference;
    // Damaged, NotRead: why the turn could not be checked.
    QString problem;
    // Set when the next turn's start could not be compared (it cannot be read): why.
    QString nextNotCompared;

    bool ok() const { return verdict == Verdict::Same && seedDerived && nextNotCompared.isEmpty(); }
    /// Whether the turn itself could be checked against the seed and the rules (a turn that was
    /// checked and is not ok does not follow from them).
    bool checked() const { return verdict != Verdict::Damaged && verdict != Verdict::NotRead; }
};

struct CampaignAudit
{
    std::vector<TurnAudit> turns; // one per resolved turn, in order
    bool cancelled = false;
    bool ok() const;
    /// How many turns were checked and do not follow from the seed and the rules.
    int differing() const;
    /// How many turns could not be checked (damaged, or not read).
    int unchecked() const;
};

/// Audits every resolved turn. `progress` (may be empty) is called before each turn with how
/// many are done and how many there are; returning false stops (`cancelled`).
CampaignAudit auditCampaign(const Campaign &campaign,
                            const std::function<bool(int done, int total)> &progress = {});

/// One paragraph for the GM or the player: the verdict, what differs, and the forced dice.
QString auditText(const TurnAudit &audit);

} // namespace muster
