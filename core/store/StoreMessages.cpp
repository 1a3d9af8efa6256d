#include "store/StoreMessages.h"

#include "store/FileCheck.h"

#include <sqlite3.h>

namespace muster::store {

using sqlite::SqliteError;

QString describe(const QString &path, const SqliteError &e, const QString &doing)
{
    if (e.isDamage())
        return damagedMessage(path, e.message());
    switch (e.code()) {
    case SQLITE_BUSY:
        // SQLite gives up at once, without waiting, where waiting could never succeed.
        if (e.waitedMs() <= 0)
            return QStringLiteral("cannot %1 %2: another program is saving it; try again")
                .arg(doing, path);
        return QStringLiteral("cannot %1 %2: another program is saving it and did not finish "
                              "in the %3 seconds Muster waited; try again")
            .arg(doing, path, QString::number(e.waitedMs() / 1000.0, 'f', 1));
    case SQLITE_FULL:
        return QStringLiteral("cannot %1 %2: the disk is full (nothing was changed)")
            .arg(doing, path);
    default:
        return QStringLiteral("cannot %1 %2: %3").arg(doing, path, e.message());
    }
}

QString setupWithHistory()
{
    return QStringLiteral("its campaign is in setup (it has played no turn yet) but it holds "
                          "more than its first turn");
}

} // namespace muster::store
