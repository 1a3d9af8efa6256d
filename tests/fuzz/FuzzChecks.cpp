// The readers' fuzz checks: campaign JSON, order sheets and .muster files (FuzzChecks.h).
#include "FuzzChecks.h"
#include "FuzzSupport.h"

#include "TakeResult.h"
#include "io/CampaignJson.h"
#include "model/Limits.h"
#include "operations/CloseTurn.h"
#include "rules/area/OrderSheet.h"
#include "store/CampaignStore.h"
#include "store/StoreCheck.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

namespace muster::fuzz {

void broken(const char *property, const QString &detail)
{
    std::fprintf(stderr, "fuzz check failed: %s\n%s\n", property, qPrintable(detail.left(4000)));
    std::fflush(stderr);
    std::abort();
}

QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

std::optional<Campaign> readCampaign(const QByteArray &json)
{
    Problems problems;
    auto c = readCampaignJson(json, QStringLiteral("input"), problems);
    expect(c.has_value() == problems.isEmpty(), "a campaign is read exactly when nothing is wrong",
           problems.toString());
    return c;
}

void expectReadsBack(Campaign c, TurnResolution resolution)
{
    if (c.current().number >= limits::kTurnNumber.max)
        return; // the last turn a campaign may have is never followed by another
    applyResolution(c, std::move(resolution));
    Problems problems;
    expect(readCampaignJson(writeCampaignJson(c), QStringLiteral("next"), problems).has_value(),
           "a resolved turn stays within every limit", problems.toString());
}

void checkCampaignJson(const std::uint8_t *data, std::size_t size)
{
    const auto c = readCampaign(bytes(data, size));
    if (!c)
        return;
    const QByteArray canonical = writeCampaignJson(*c);
    const auto again = readCampaign(canonical);
    expect(again.has_value(), "the canonical form of a campaign reads",
           QString::fromUtf8(canonical));
    expect(writeCampaignJson(*again) == canonical, "the canonical form is a fixed point",
           QString::fromUtf8(canonical));
}

namespace {
const World &sheetWorld()
{
    // The bundled area sample: area names of several words, codes, cities and seas.
    static const World world = [] {
        QFile f(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"));
        if (!f.open(QIODevice::ReadOnly))
            broken("the sample area campaign is readable");
        Problems problems;
        const auto c = readCampaignJson(f.readAll(), QStringLiteral("sample"), problems);
        if (!c)
            broken("the sample area campaign is valid", problems.toString());
        return c->world;
    }();
    return world;
}

// Built once: the parser's own overload with a world builds it on every call, which was a third
// of each run's time; the sheets parsed are the same.
const AreaNameIndex &sheetNames()
{
    static const AreaNameIndex names(sheetWorld());
    return names;
}

std::vector<AreaAction> withoutLines(std::vector<AreaAction> actions)
{
    for (AreaAction &a : actions)
        a.line = 0;
    return actions;
}
} // namespace

void checkOrderSheet(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return;
    const World &world = sheetWorld();
    const int maxActions = 1 + data[0] % 32; // the first byte picks the ruleset's limit (A2.1)
    const QString text = QString::fromUtf8(bytes(data + 1, size - 1));
    const AreaNameIndex &names = sheetNames();
    const OrderSheet sheet = parseOrderSheet(text, names, maxActions);
    const OrderSheet again = parseOrderSheet(text, names, maxActions);
    expect(sheet.actions == again.actions && sheet.problems == again.problems,
           "parsing a sheet is deterministic", text);
    const qsizetype lines = text.count(QLatin1Char('\n')) + text.count(QLatin1Char('\r')) + 1;
    for (const Problem &p : sheet.problems) {
        expect(p.message.size() < 1000, "an error quotes the sheet briefly", p.toString());
        // Line 0 is the sheet as a whole.
        expect(p.line >= 0 && p.line <= lines, "an error names a line of the sheet", p.toString());
    }
    if (!sheet.ok()) {
        expect(sheet.actions.empty(), "a refused sheet has no actions", text);
        return;
    }
    int last = 0;
    for (const AreaAction &a : sheet.actions) {
        expect(a.number > last && a.number <= maxActions, "action numbers rise within the limit",
               text);
        last = a.number;
    }
    const QStringList canonical = sheet.canonicalLines(world);
    const OrderSheet back = parseOrderSheet(canonical.join(QLatin1Char('\n')), names, maxActions);
    expect(back.ok(), "canonical lines parse", canonical.join(QLatin1Char('\n')));
    expect(withoutLines(back.actions) == withoutLines(sheet.actions),
           "canonical lines mean the same actions", canonical.join(QLatin1Char('\n')));
    expect(back.canonicalLines(world) == canonical, "canonical lines are a fixed point",
           canonical.join(QLatin1Char('\n')));
}

void checkStoreOpen(const std::uint8_t *data, std::size_t size)
{
    static const QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("input.muster"));
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(path + QLatin1String(suffix));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) ||
            f.write(reinterpret_cast<const char *>(data), static_cast<qint64>(size)) !=
                static_cast<qint64>(size))
            broken("the input can be written to a file");
    }
    QString error;
    const auto c = test::take(CampaignStore::load(path), error);
    expect(c.has_value() == error.isEmpty(), "a file loads exactly when no error is given", error);
    expect(c || error.contains(path), "a refusal names the file", error);
    expect(QDir(dir.path()).entryList(QDir::Files) == QStringList{QStringLiteral("input.muster")},
           "reading leaves no file beside the campaign");
    // What `muster-cli validate` passes, opens, as the same campaign.
    Problems checked;
    const auto deep = store::checkStoreFile(path, checked);
    expect(deep.has_value() == checked.isEmpty(),
           "the deep check passes exactly when it finds "
           "nothing",
           checked.toString());
    if (deep)
        expect(c && writeCampaignJson(*deep) == writeCampaignJson(*c),
               "a file the deep check passes opens as the same campaign", error);
    if (!c)
        return;
    const QByteArray canonical = writeCampaignJson(*c);
    const auto json = readCampaign(canonical);
    expect(json.has_value(), "what the store loads, the JSON reader accepts",
           QString::fromUtf8(canonical.left(4000)));
    expect(writeCampaignJson(*json) == canonical, "its canonical form is a fixed point");
}

} // namespace muster::fuzz
