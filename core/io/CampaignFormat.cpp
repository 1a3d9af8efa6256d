#include "io/CampaignFormat.h"

#include "io/InputFile.h"

#include <QFile>
#include <QFileInfo>

namespace muster {

namespace {
const QByteArray kSqliteMagic("SQLite format 3\0", 16);
// PRAGMA application_id of a Muster campaign file, big-endian at offset 68 of the header.
const QByteArray kMusterApplicationId("MUST", 4);
constexpr int kApplicationIdOffset = 68;
} // namespace

Result<CampaignFormat> detectCampaignFormat(const QString &path)
{
    const QFileInfo info(path);
    const auto fail = [&](const QString &why) { return failed(Problem{path, 0, {}, why}); };
    const QString notRegular = notARegularFile(path, QStringLiteral("a campaign file"));
    if (!notRegular.isEmpty())
        return fail(QStringLiteral("cannot read: ") + notRegular);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read: %1").arg(file.errorString()));
    const QByteArray head = file.read(kCampaignHeadBytes);
    if (head.startsWith(kSqliteMagic))
        return CampaignFormat::Store;
    // Neither format's bytes: the name only decides whose refusal says best what is wrong.
    if (!head.trimmed().startsWith('{') && formatForNewFile(path) == CampaignFormat::Store &&
        !info.suffix().isEmpty())
        return CampaignFormat::Store;
    return CampaignFormat::Json;
}

CampaignFormat formatForNewFile(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0
               ? CampaignFormat::Json
               : CampaignFormat::Store;
}

QString withCampaignSuffix(const QString &path)
{
    if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty())
        return path;
    return path + QLatin1String(kCampaignFileSuffix);
}

bool looksLikeCampaign(const QByteArray &head)
{
    if (head.startsWith(kSqliteMagic))
        return head.mid(kApplicationIdOffset, 4) == kMusterApplicationId;
    // JSON: the format name near the top (the canonical writer puts it first).
    const QByteArray trimmed = head.trimmed();
    return trimmed.startsWith('{') && trimmed.contains("\"muster-campaign\"");
}

} // namespace muster
