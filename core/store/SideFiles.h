#pragma once
// The files SQLite keeps beside a campaign, proven the campaign's own before SQLite may use them.
//
// SQLite trusts whatever it finds under the campaign's name: a rollback journal ("-journal") is
// rolled back into the file the moment a connection that may write reads it, and a write-ahead
// log ("-wal") is read as part of the file and folded into it. A journal a save left behind that
// no longer fits the file (the GM restored an older copy of the campaign since), another
// database's journal or a stray log would so be merged into the campaign before any of Muster's
// checks could see it. These checks read the side files' bytes
// (https://www.sqlite.org/fileformat.html, sections 4.1 and 4.3) and never write.

#include <QString>

class QFile;

namespace muster::store {

struct SqliteHeader;

/// Empty when every side file SQLite would use with `path` is proven to be this file's (or there
/// is none); otherwise the refusal, naming the side file and why, and saying how to move it away.
/// `file` is `path` opened for reading and `header` what its first 100 bytes say.
QString sideFileRefusal(const QString &path, QFile &file, const SqliteHeader &header);

} // namespace muster::store
