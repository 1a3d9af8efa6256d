#include "io/CampaignJson.h"

#include "io/CampaignJsonParts.h"
#include "io/InputFile.h"
#include "io/JsonError.h"
#include "io/JsonLocator.h"
#include "io/JsonTextCheck.h"
#include "model/CampaignCodes.h"
#include "model/Limits.h"

#include <QJsonDocument>
#include <algorithm>

namespace muster {

namespace {
const QString kFormatName = QStringLiteral("muster-campaign");
/// Present, and true, only while the campaign is set up (Campaign::started): a file without it is
/// a started campaign, as every file written before setup existed is.
const QString kSetupKey = QStringLiteral("setup");
/// The campaign's game code (model/CampaignCodes.h); a campaign without codes has none.
const QString kGameCodeKey = QStringLiteral("gameCode");
/// The paper its packs are printed on (model/Paper.h); written only when it is not A4.
const QString kPaperKey = QStringLiteral("paper");

// Adds file and line to problems that only know their JSON path, and puts them in the file's order
// so a GM can work down the list and the file together.
void locate(Problems &problems, size_t from, const QByteArray &json, const QString &fileName)
{
    if (problems.size() == from)
        return;
    const JsonLocator locator(json);
    std::vector<Problem> found(problems.items().begin() + static_cast<std::ptrdiff_t>(from),
                               problems.items().end());
    for (Problem &p : found) {
        p.file = fileName;
        if (p.line == 0)
            p.line = locator.lineOf(p.where);
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const Problem &a, const Problem &b) { return a.line < b.line; });
    Problems located;
    for (size_t i = 0; i < from; ++i)
        located.add(problems[i]);
    for (Problem &p : found)
        located.add(std::move(p));
    problems = located;
}
} // namespace

QJsonObject campaignDefinitionToJson(const Campaign &c)
{
    QJsonObject o{{QStringLiteral("format"), kFormatName},
                  {QStringLiteral("version"), kCampaignFormatVersion},
                  {QStringLiteral("name"), c.name},
                  {QStringLiteral("seed"), static_cast<qint64>(c.seed)},
                  {QStringLiteral("ruleset"), c.ruleset.json},
                  {QStringLiteral("world"), worldToJson(c.world, c.kingdoms)},
                  {QStringLiteral("kingdoms"), kingdomsToJson(c.kingdoms)}};
    // Written only when set: a campaign without codes keeps its bytes (model/CampaignCodes.h).
    if (!c.gameCode.isEmpty())
        o.insert(kGameCodeKey, c.gameCode);
    return o;
}

namespace {
// Reads the definition into `out` even when parts are wrong, so the caller can go on to report the
// problems of the turns too (a GM fixes a file in one pass). `*foreign` is set when the file is not
// a campaign this Muster reads at all, and nothing else is worth reporting.
bool readDefinition(const QJsonObject &o, Campaign &out, Problems &problems, bool *foreign,
                    int *formatVersion = nullptr, Problems *mapProblems = nullptr)
{
    *foreign = false;
    const size_t before = problems.size();
    JsonFields f(problems);
    const QJsonValue format = o.value(QStringLiteral("format"));
    if (format.toString() != kFormatName) {
        f.problem(
            QStringLiteral("format"),
            QStringLiteral("expected \"%1\": this is not a Muster campaign").arg(kFormatName));
        *foreign = true; // nothing else is worth reporting about a file of another kind
        return false;
    }
    const auto version = f.integer(o, {}, QStringLiteral("version"), limits::kFormatVersion);
    if (version && *version > kCampaignFormatVersion) {
        f.problem(QStringLiteral("version"),
                  QStringLiteral("campaign format version %1 is newer than this Muster reads (%2); "
                                 "update Muster")
                      .arg(*version)
                      .arg(kCampaignFormatVersion));
        *foreign = true;
        return false;
    }
    if (formatVersion)
        *formatVersion = static_cast<int>(version.value_or(kCampaignFormatVersion));
    Campaign c;
    c.name = f.text(o, {}, QStringLiteral("name")).value_or(QString());
    c.seed = static_cast<std::uint64_t>(
        f.integer(o, {}, QStringLiteral("seed"), limits::kSeed).value_or(0));
    if (o.contains(kGameCodeKey)) {
        c.gameCode = f.text(o, {}, kGameCodeKey).value_or(QString());
        if (const QString why = codeProblem(c.gameCode, CodeKind::Game); !why.isEmpty())
            f.problem(kGameCodeKey, why);
    }
    if (auto rules = f.object(o, {}, QStringLiteral("ruleset")))
        if (auto r = Ruleset::fromJson(*rules, QStringLiteral("ruleset"), problems))
            c.ruleset = *r;
    if (auto kingdoms = f.array(o, {}, QStringLiteral("kingdoms"), limits::kMaxKingdoms))
        c.kingdoms = kingdomsFromJson(*kingdoms, QStringLiteral("kingdoms"), f);
    if (auto world = f.object(o, {}, QStringLiteral("world"))) {
        JsonFields mapFields(mapProblems ? *mapProblems : problems);
        c.world =
            worldFromJson(*world, QStringLiteral("world"), KingdomIndex(c.kingdoms), f, &mapFields);
    }
    out.name = c.name;
    out.seed = c.seed;
    out.gameCode = c.gameCode;
    out.ruleset = std::move(c.ruleset);
    out.world = std::move(c.world);
    out.kingdoms = std::move(c.kingdoms);
    return problems.size() == before;
}
} // namespace

bool campaignDefinitionFromJson(const QJsonObject &o, Campaign &out, Problems &problems,
                                Problems *mapProblems)
{
    Campaign c;
    bool foreign = false;
    if (!readDefinition(o, c, problems, &foreign, nullptr, mapProblems))
        return false;
    out.name = c.name;
    out.seed = c.seed;
    out.gameCode = c.gameCode;
    out.ruleset = std::move(c.ruleset);
    out.world = std::move(c.world);
    out.kingdoms = std::move(c.kingdoms);
    return true;
}

std::optional<Campaign> readCampaignJson(const QByteArray &json, const QString &fileName,
                                         Problems &problems)
{
    const size_t before = problems.size();
    if (json.size() > limits::kMaxCampaignJsonBytes) {
        problems.add({fileName,
                      0,
                      {},
                      QStringLiteral("larger than %1, the most a campaign in JSON may be")
                          .arg(byteSize(limits::kMaxCampaignJsonBytes))});
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        problems.add({fileName,
                      JsonLocator::lineAtOffset(json, error.offset),
                      {},
                      QStringLiteral("not valid JSON: %1").arg(jsonErrorText(error))});
        return std::nullopt;
    }
    // What the parser accepts but would lose or misread: a key given twice, raw control bytes.
    checkJsonText(json, fileName, problems);
    if (problems.size() != before)
        return std::nullopt;
    if (!doc.isObject()) {
        problems.add(
            {fileName, 1, {}, QStringLiteral("expected a JSON object describing a campaign")});
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    Campaign c;
    bool foreign = false;
    int version = kCampaignFormatVersion;
    Problems mapProblems;
    if (!readDefinition(root, c, problems, &foreign, &version, &mapProblems) && foreign) {
        locate(problems, before, json, fileName);
        return std::nullopt;
    }
    JsonFields f(problems);
    f.rejectUnknownKeys(root, {},
                        {QStringLiteral("format"), QStringLiteral("version"),
                         QStringLiteral("name"), QStringLiteral("seed"), QStringLiteral("ruleset"),
                         QStringLiteral("world"), QStringLiteral("kingdoms"),
                         QStringLiteral("turns"), kSetupKey, kGameCodeKey, kPaperKey});
    c.started = !f.optionalBool(root, {}, kSetupKey, false);
    if (root.contains(kPaperKey)) {
        const QString name = f.text(root, {}, kPaperKey).value_or(QString());
        if (const std::optional<Paper> paper = paperNamed(name))
            c.paper = *paper;
        else
            f.problem(kPaperKey,
                      QStringLiteral("expected %1, got \"%2\"").arg(paperChoices(), name.left(40)));
    }
    // A campaign in setup may hold a map still being drawn (the editor lists its problems, and
    // Start Campaign refuses them); a started campaign's turns are resolved on its map, which
    // must be whole (R1, R2).
    if (c.started)
        for (const Problem &p : mapProblems.items())
            problems.add(p);
    const KingdomIndex ids(c.kingdoms);
    const QJsonArray turns =
        f.array(root, {}, QStringLiteral("turns"), limits::kTurnNumber.max).value_or(QJsonArray());
    if (turns.isEmpty() && root.value(QStringLiteral("turns")).isArray())
        f.problem(QStringLiteral("turns"),
                  QStringLiteral("a campaign needs at least its current turn"));
    for (qsizetype i = 0; i < turns.size(); ++i) {
        const QString p = jsonIndexPath(QStringLiteral("turns"), i);
        if (!turns.at(i).isObject()) {
            f.problem(p, QStringLiteral("expected an object describing a turn"));
            continue;
        }
        TurnRecord t =
            turnFromJson(turns.at(i).toObject(), p, c, ids, f, version < kTypedLogVersion);
        const bool last = i + 1 == turns.size();
        if (!c.turns.empty() && t.number != c.turns.back().number + 1)
            f.problem(jsonChildPath(p, QStringLiteral("number")),
                      QStringLiteral("turn %1 follows turn %2; turns must be consecutive")
                          .arg(t.number)
                          .arg(c.turns.back().number));
        if (!last && !t.resolved)
            f.problem(p, QStringLiteral("turn %1 is in the history but has no log").arg(t.number));
        if (last && t.resolved)
            f.problem(
                jsonChildPath(p, QStringLiteral("log")),
                QStringLiteral("the current turn (the last) is not resolved yet and has no log"));
        c.turns.push_back(std::move(t));
    }
    if (!c.started && turns.size() > 1)
        f.problem(kSetupKey, QStringLiteral("a campaign in setup has played no turn yet: it "
                                            "holds only its first turn"));
    if (problems.size() != before) {
        locate(problems, before, json, fileName);
        return std::nullopt;
    }
    return c;
}

std::optional<Campaign> readCampaignJsonFile(const QString &path, Problems &problems)
{
    const auto bytes =
        readInputFile(path, limits::kMaxCampaignJsonBytes, QStringLiteral("a campaign in JSON"));
    if (!bytes) {
        problems.append(bytes.problems());
        return std::nullopt;
    }
    return readCampaignJson(*bytes, path, problems);
}

QByteArray writeCampaignJson(const Campaign &c, HistoryMode history)
{
    QJsonObject root = campaignDefinitionToJson(c);
    if (!c.started)
        root.insert(kSetupKey, true);
    if (c.paper != Paper::A4)
        root.insert(kPaperKey, paperName(c.paper));
    QJsonArray turns;
    const size_t first =
        history == HistoryMode::Include || c.turns.empty() ? 0 : c.turns.size() - 1;
    for (size_t i = first; i < c.turns.size(); ++i)
        turns.append(turnToJson(c.turns[i], c));
    root.insert(QStringLiteral("turns"), turns);
    return canonicalJson(root);
}

Result<QByteArray> checkedCampaignJson(const Campaign &campaign, HistoryMode history)
{
    const HistoryReadCheck reading(campaign.turns);
    QByteArray json = writeCampaignJson(campaign, history);
    if (const QString why = reading.failure(); !why.isEmpty())
        return failed(why);
    return json;
}

} // namespace muster
