#pragma once
// The range of every number a campaign may hold, in one place. The JSON reader (core/io), the
// campaign store's reader (core/store), the ruleset reader and the engines all take their limits
// from here, and maps/README.md ("Limits") documents the same table, so a value one reader refuses
// the other refuses too.
//
// The limits are chosen so the engines' arithmetic cannot overflow an int: a defence level is at
// most 1,000,000 armies + 1,000,000 population + 1,000,000 forts x a fort value of 100, about 1e8,
// and the loss formulas (A4.8) take at most twice that; anything a turn adds to a count stops at
// the count's maximum (the engines log what is lost), so a resolved turn always reads back.

#include <QAnyStringView>
#include <QtGlobal>

#include <span>

namespace muster::limits {

/// A closed range of whole numbers.
struct Range
{
    qint64 min = 0;
    qint64 max = 0;
    constexpr bool contains(qint64 v) const { return v >= min && v <= max; }
    /// `v` brought into the range.
    constexpr qint64 clamp(qint64 v) const { return v < min ? min : (v > max ? max : v); }
};

// --- The whole campaign -------------------------------------------------------------------------
inline constexpr Range kFormatVersion{1, 1'000'000};
/// Seeds travel through JSON numbers, exact up to 2^53 (RULES R2).
inline constexpr Range kSeed{0, (qint64{1} << 53) - 1};
/// Turns are numbered from 1; the store never saves a turn past the last (resolving turn 1,000,000
/// fails to save), so no file holds a number the readers refuse.
inline constexpr Range kTurnNumber{1, 1'000'000};
/// Columns and rows of the hex grid.
inline constexpr Range kGridSide{0, 4096};
/// Columns and rows of a new campaign's map (File > New Campaign, muster-cli new): one hex at
/// least.
inline constexpr Range kNewMapSide{1, kGridSide.max};

// --- Lists ---------------------------------------------------------------------------------------
inline constexpr qint64 kMaxKingdoms = 10'000;
inline constexpr qint64 kMaxAreas = 100'000;
/// Links and blocks each, passage grants per turn, strongholds, roads and rivers each.
inline constexpr qint64 kMaxListItems = 100'000;
/// Hexes on one road or river.
inline constexpr qint64 kMaxPathHexes = 100'000;
/// Hex armies in one turn's state.
inline constexpr qint64 kMaxArmies = 10'000;
/// Companies in one hex army (H1.2): bounds the casualty table (H4.2 step 5) and the throws.
inline constexpr qint64 kMaxUnitsPerArmy = 100;
/// Rows of a ruleset's unit table (H8).
inline constexpr qint64 kMaxUnitTypes = 1'000;
/// Order lines of one kingdom in one turn: never more than the most actions a ruleset allows.
inline constexpr qint64 kMaxOrderLines = 1'000;
/// The sides of a die in a turn log (R2): the largest is a kingdom-order draw (A2.2), one side
/// for each kingdom still to place.
inline constexpr Range kDieSides{1, kMaxKingdoms};

// --- Texts ---------------------------------------------------------------------------------------
/// Names of campaigns, kingdoms, areas, armies, leaders, roads, strongholds, unit types...
inline constexpr qint64 kMaxTextLength = 200;
/// One stored order line.
inline constexpr qint64 kMaxOrderLineLength = 1'000;
/// A player's contact line (one line), printed in the roundup.
inline constexpr qint64 kMaxContactLength = 200;
/// The message a player may send with a sheet: the roundup prints it whole.
inline constexpr qint64 kMaxMessageLength = 4'000;

// --- Codes (whose a mailed sheet is) ------------------------------------------------------------
/// The characters of a game code and a player code: digits and capitals without the look-alikes
/// 0/O and 1/I/L, so a code read off paper or typed from a phone is never mistaken.
inline constexpr char kCodeAlphabet[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// A campaign's game code ("K7QX4M"): tells one game's sheets from another's, not a secret.
inline constexpr int kGameCodeLength = 6;
/// A kingdom's player code ("4MZRT8PW", shown "4MZR-T8PW"): the proof a mailed sheet is the
/// player's, some 40 bits of the system's random source.
inline constexpr int kPlayerCodeLength = 8;
/// The subject kept of the mail a turn's orders came from (a subject may run to 998 characters).
inline constexpr qint64 kMaxMailSubjectLength = kMaxTextLength;

// --- Input files ---------------------------------------------------------------------------------
/// A campaign in JSON: a 4096 x 4096 area map with codes of up to eight letters and a few turns of
/// state fit well within it.
inline constexpr qint64 kMaxCampaignJsonBytes = qint64{256} << 20;
/// A player's order sheet: a thousand long lines are some 100 KB.
inline constexpr qint64 kMaxOrderSheetBytes = qint64{1} << 20;
/// Scripted battle decisions (muster-cli advance --decisions): a few lines per battle.
inline constexpr qint64 kMaxBattleDecisionsBytes = qint64{1} << 20;
/// A filled-in turnsheet, as a mail's text or attachment (UTF-8): one is a few kilobytes.
inline constexpr qint64 kMaxTurnsheetBytes = qint64{256} << 10;
/// Largest number a sheet's line may order (`5`, `all but 5`): anything bigger is a typing
/// mistake, not an army.
inline constexpr Range kOrderCount{1, 99'999};

// --- Tiled maps (muster-cli import-tmx, File > Import Tiled Map) ---------------------------------
/// A TMX map, and each external tileset (.tsx) it names: the largest map in CSV is about 100 MB.
inline constexpr qint64 kMaxTmxBytes = qint64{256} << 20;
/// A terrain mapping file (tileset name and tile id to terrain).
inline constexpr qint64 kMaxTerrainMappingBytes = qint64{1} << 20;
/// Layer groups (<group>) within one another: Tiled's own maps nest a few; the reader walks them
/// one level per call, so this bounds its stack whatever the file holds.
inline constexpr int kMaxTmxGroupDepth = 64;
/// An object's x and y, and each point of a polyline, in map pixels, either way from 0: the largest
/// map of the largest tiles (4,096 cells of 100,000 pixels) is about 4e8 across.
inline constexpr double kMaxTmxCoordinate = 1e9;
/// Tilesets of one map. (Of its tile layers only the terrain and areas layers are decoded, so a
/// map holds at most three of the largest grid's layers in memory.)
inline constexpr qint64 kMaxTmxTilesets = 1'000;
/// Tiles of one tileset that carry properties (an areas tileset has one per area).
inline constexpr qint64 kMaxTmxTilesPerTileset = kMaxAreas;
/// Objects of every object layer together: the roads, rivers, strongholds, links and blocks a
/// world may hold.
inline constexpr qint64 kMaxTmxObjects = 5 * kMaxListItems;
/// Points of one polyline or polygon (a road or river).
inline constexpr qint64 kMaxTmxObjectPoints = kMaxPathHexes;
/// Custom properties of one map, tile or object.
inline constexpr qint64 kMaxTmxProperties = 1'000;

// --- Mail (muster-cli mail, the GUI's mail import) -----------------------------------------------
/// An mbox file, or the mails of a maildir together: a season of order mails is a few megabytes.
inline constexpr qint64 kMaxMailboxBytes = qint64{64} << 20;
/// Mails in one mailbox: some for each of the most kingdoms a campaign may have would be more
/// than a GM reads, and each is kept decoded while the table is shown.
inline constexpr qint64 kMaxMails = 10'000;
/// One mail, its attachments included; a bigger one is listed with this as its problem.
inline constexpr qint64 kMaxMailBytes = qint64{8} << 20;
/// One text attachment, decoded (attachments of other kinds are never decoded).
inline constexpr qint64 kMaxAttachmentBytes = qint64{1} << 20;
/// Multiparts within multiparts of one mail: a mail client nests three or four (alternative within
/// mixed within signed); the part walk goes one level per call.
inline constexpr int kMaxMailPartDepth = 32;

// --- JSON texts (campaigns, terrain maps, battle decisions) --------------------------------------
/// Objects and arrays within one another: Qt's JSON parser refuses a text nested deeper (a
/// campaign nests about eight).
inline constexpr int kMaxJsonDepth = 1024;

// --- Per-turn state (RULES A1.2, A1.3, H1.2, H2.3, H3.3, H7) -------------------------------------
/// Armies, population, forts, ships and armies aboard of an area; BPs, reserves and dispersed
/// armies of a kingdom.
inline constexpr Range kCount{0, 1'000'000};
inline constexpr Range kLeaderMorale{-10, 10};
inline constexpr Range kDaysOutOfSupply{0, 100'000};
inline constexpr Range kForcedMarchDays{0, 7};
inline constexpr Range kLoyaltyBonus{0, 100};
/// The GM's situational modifier of a side in a hex battle (H5), as a decisions file may give it.
inline constexpr Range kSituationalModifier{-100, 100};

// --- The unit table (H8) -------------------------------------------------------------------------
inline constexpr double kMaxUnitBr = 100; // br and veteranBr, from 0
/// A BR a turn log may hold (a side's BR, BR lost): every unit of the most armies at the most BR.
inline constexpr double kLoggedBr = double(kMaxArmies) * double(kMaxUnitsPerArmy) * kMaxUnitBr;
inline constexpr Range kUnitSpeed{1, 1'000};
/// A unit type's trooper hit points; a unit's current hp is from 1 to its type's.
inline constexpr Range kUnitHp{1, 1'000};
inline constexpr Range kUnitMorale{-20, 20};

// --- Ruleset parameters (RULES R1) --------------------------------------------------------------
struct Parameter
{
    const char *name;
    double min;
    double max;
    bool whole; // a whole number (most), or any number in the range (hexMiles)
    /// The RULES.md paragraph the parameter belongs to ("A2.1"); what every kingdom sees is a
    /// ruleset choice of R1 itself.
    const char *rule;
};

/// The "parameters" of an area ruleset (resources/rulesets/area.json) and their ranges. A
/// fraction's numerator is also at most its denominator (a loss is never more than the strength).
std::span<const Parameter> areaParameters();
/// The "parameters" of a hex ruleset (resources/rulesets/hex.json).
std::span<const Parameter> hexParameters();
/// The parameter named `name` in `list`, or null.
const Parameter *findParameter(std::span<const Parameter> list, QAnyStringView name);
/// Hex rulesets: each entry of "terrainFactors" and the "roadFactor".
inline constexpr double kMinMovementFactor = 0.1;
inline constexpr double kMaxMovementFactor = 100;

} // namespace muster::limits
