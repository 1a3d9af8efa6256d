#pragma once
// The codes that tell whose a mailed sheet is (as Dark Age prints a game number and a player code
// on every turnsheet): the campaign's game code, which every sheet of this game carries and a
// sheet for another game does not, and each kingdom's player code, printed on that kingdom's
// turnsheet alone, which a mailed sheet must carry to be taken. The sender's address is only a
// hint: anyone can write any From line, while only the player has the code.
//
// Codes are drawn from the system's random source (never from the campaign's seed, which a
// player could then work out from a code, or the other way round) in the alphabet and lengths of
// model/Limits.h, and kept in the campaign's definition. A campaign file always has them (the
// store's upgrade gives them to older files); a JSON campaign written by hand or by an older
// Muster may lack them, reads as it is, and gets them when it goes into a campaign file
// (muster-cli import, opening it in the console) or from `muster-cli codes --give`.

#include "model/Campaign.h"

#include <QString>

namespace muster {

/// A new game code: kGameCodeLength characters of kCodeAlphabet.
QString newGameCode();
/// A new player code for a kingdom of `campaign`, unlike every other kingdom's.
QString newPlayerCode(const Campaign &campaign);
/// Whether the campaign has its game code and every kingdom its player code.
bool hasAllCodes(const Campaign &campaign);
/// Gives the campaign a game code and each kingdom a player code where it has none; those it has
/// are kept. Whether any was given.
bool giveMissingCodes(Campaign &campaign);

/// `typed` as a code is compared: letters in upper case, spaces and dashes (of any kind) left out,
/// so "4mzr t8pw" and "4MZR–T8PW" are the code 4MZRT8PW.
QString normalisedCode(const QString &typed);
enum class CodeKind
{
    Game,
    Player
};
/// Whether `code` is a code of `kind` as a campaign keeps it: exactly its length
/// (limits::kGameCodeLength, kPlayerCodeLength) of kCodeAlphabet, nothing else.
bool isCode(const QString &code, CodeKind kind);
/// Why `code` is no code of `kind` as a campaign keeps it, in the campaign readers' words (JSON
/// and store alike); "" when it is one.
QString codeProblem(const QString &code, CodeKind kind);
/// A player code as it is printed, in two groups of four to read and type ("4MZR-T8PW").
QString shownPlayerCode(const QString &code);

} // namespace muster
