#pragma once
// The bundled samples as the orders dock's tests open them: read from maps/ and kept in a .muster
// file of the test's own folder, so every edit is saved at once as in real use.

#include "TakeResult.h"
#include "console/document/CampaignDocument.h"

#include <QString>
#include <QTemporaryDir>

namespace muster::test {

/// The path of the bundled sample `name` ("sample-area.json").
inline QString sample(const char *name)
{
    return QStringLiteral(MUSTER_SOURCE_DIR "/maps/%1").arg(QLatin1String(name));
}

/// Opens the sample `name` in `document` and keeps it in a .muster file of `dir`; what went
/// wrong, or "" when it is open.
inline QString openSampleKept(CampaignDocument &document, const char *name,
                              const QTemporaryDir &dir)
{
    QString error = dir.isValid() ? QString() : QStringLiteral("no temporary folder");
    const QString file = dir.filePath(QLatin1String(name).chopped(5) + QStringLiteral(".muster"));
    if (error.isEmpty() && !(test::take(document.open(sample(name)), error) &&
                             test::take(document.saveAs(file), error)))
        return error.isEmpty() ? QStringLiteral("%1 cannot be opened").arg(QLatin1String(name))
                               : error;
    return error;
}

} // namespace muster::test
