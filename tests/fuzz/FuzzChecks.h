#pragma once
// What each fuzz target checks, besides not crashing: one function per target, taking the raw
// input. The libFuzzer targets (FuzzTarget.cpp, built by `make fuzz` with clang) and the regression
// test (tst_fuzz_regressions, built by `make test` with gcc) call the same functions, so every
// input that once broke a property keeps being checked. A broken property prints what broke and
// aborts, which libFuzzer records as a crash.
//
// They call only the public entry points (readCampaignJson, parseOrderSheet,
// resolveCurrentAreaTurn, hexrules::advanceHexTurn, CampaignStore::load), so they survive changes
// inside the engines and the log.

#include <cstddef>
#include <cstdint>

namespace muster::fuzz {

/// Campaign JSON: a file that reads writes canonical JSON that reads again to the same bytes.
void checkCampaignJson(const std::uint8_t *data, std::size_t size);
/// Order sheets: parsing is deterministic; an accepted sheet's canonical lines parse to the same
/// actions; a refused one has no actions and every error names its line in a short sentence.
void checkOrderSheet(const std::uint8_t *data, std::size_t size);
/// One area turn of a campaign JSON: deterministic (R2), armies conserved (A9: before + levied =
/// after + destroyed), and the next state within every limit (it reads back).
void checkAreaTurn(const std::uint8_t *data, std::size_t size);
/// One day of a hex campaign JSON: deterministic (R2), no unit appears from nowhere, and the next
/// state within every limit.
void checkHexDay(const std::uint8_t *data, std::size_t size);
/// A .muster file's bytes: whatever loads is a campaign the JSON reader accepts too (the two
/// readers share their limits), and its canonical JSON is stable; whatever the deep check of
/// `validate` passes loads as the same campaign.
void checkStoreOpen(const std::uint8_t *data, std::size_t size);
/// The text of a player's mail: finding its order sheet (mail/MailText.h) is deterministic, keeps
/// the mail's line numbers, and never reads a line it says it skipped.
void checkMailText(const std::uint8_t *data, std::size_t size);
/// An IMAP server's answer to STATUS or SEARCH (mail/ImapAnswers.h): read the same every time,
/// every number one a server may send, and a set of the UIDs read written and read back whole.
void checkImapAnswer(const std::uint8_t *data, std::size_t size);
/// A Tiled map (TMX): it is read, and imported, exactly when no problem is found, every problem
/// names the file, and an imported world exports to a map that imports to the same world.
void checkTmx(const std::uint8_t *data, std::size_t size);

} // namespace muster::fuzz
