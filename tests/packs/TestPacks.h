#pragma once
// Writing the packs a pack test reads: every kingdom's or one kingdom's, their e-mails dated
// 2026-12-01 12:00 UTC, so two runs write the same bytes; reading their files back.

#include "model/Campaign.h"
#include "pack/PlainText.h"
#include "packs/PlayerPacks.h"

#include <QDateTime>
#include <QFile>
#include <QString>

namespace muster::test {

/// The width of the tests' pack maps (PackOptions::mapWidth).
inline constexpr int kTestPackMapWidth = 1200;

/// The packs of `c`'s last resolved turn under `dir` (`kingdom`'s alone, or every kingdom's with
/// -1); false, with a warning naming the cause, when they could not be written.
inline bool writeTestPacks(const Campaign &c, const QString &dir, int kingdom = -1, int threads = 0,
                           int mapWidth = kTestPackMapWidth)
{
    PackOptions o;
    o.kingdom = kingdom;
    o.threads = threads;
    o.mailDate = QDateTime(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC);
    o.mapWidth = mapWidth;
    const auto written = writePlayerPacks(c, dir, o);
    if (!written)
        qWarning("%s", qPrintable(written.message()));
    return written.ok();
}

/// The bytes of the file at `path`; empty when it cannot be read.
inline QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The first line of `text` longer than `width` (a mail's), or "".
inline QString longLine(const QString &text, qsizetype width = kMailLineWidth)
{
    for (const QString &line : text.split(QLatin1Char('\n')))
        if (line.size() > width)
            return line;
    return {};
}

} // namespace muster::test
