// The Tiled map reader's fuzz check (FuzzChecks.h).
#include "FuzzChecks.h"
#include "FuzzSupport.h"

#include "io/CampaignJson.h"
#include "tiled/tmx/TmxExport.h"
#include "tiled/tmx/TmxImport.h"
#include "tiled/tmx/TmxReader.h"

#include <QJsonObject>

namespace muster::fuzz {

namespace {
QByteArray worldJson(const Campaign &c)
{
    return canonicalJson(campaignDefinitionToJson(c).value(QStringLiteral("world")));
}

void expectNamed(const Problems &problems, const QString &file)
{
    for (const Problem &p : problems.items())
        expect(p.file == file && !p.message.isEmpty(), "every problem names the file",
               p.toString());
}
} // namespace

void checkTmx(const std::uint8_t *data, std::size_t size)
{
    const QString file = QStringLiteral("input.tmx");
    Problems problems;
    const auto map = tmx::readTmx(bytes(data, size), file, problems);
    expect(map.has_value() == problems.isEmpty(), "a map is read exactly when nothing is wrong",
           problems.toString());
    expectNamed(problems, file);
    // The largest grids are the benchmarks' business; a run stays within libFuzzer's time.
    if (!map || qint64{map->width} * map->height > 65536)
        return;
    const auto campaign = tmx::importMap(*map, {}, file, problems);
    expect(campaign.has_value() == problems.isEmpty(),
           "a map is imported exactly when nothing is wrong", problems.toString());
    expectNamed(problems, file);
    if (!campaign)
        return;
    const QByteArray exported = tmx::exportTmx(*campaign, {}).tmx;
    Problems again;
    const auto reread = tmx::readTmx(exported, QStringLiteral("exported.tmx"), again);
    const auto back =
        reread ? tmx::importMap(*reread, {}, QStringLiteral("exported.tmx"), again) : std::nullopt;
    expect(back.has_value(), "an imported world exports to a map that imports",
           again.toString() + QLatin1Char('\n') + QString::fromUtf8(exported.left(4000)));
    expect(worldJson(*back) == worldJson(*campaign), "the export imports to the same world",
           QString::fromUtf8(worldJson(*campaign).left(2000)));
}

} // namespace muster::fuzz
