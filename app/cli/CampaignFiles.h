#pragma once
// Reading and writing a campaign file in either format: an existing file is read as what its bytes
// say it is (core/io/CampaignFormat.h), a new file is written as its name says (".json" is JSON,
// anything else the SQLite campaign store). Every failure is a Problem naming the file (and, for
// JSON, the line and JSON path), ready to print as "file:line: path: message".

#include "io/CampaignJson.h"
#include "model/Campaign.h"
#include "util/Problems.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <optional>

namespace muster::cli {

/// Whether `path` is (an existing file: by its bytes) or will be (a new one: by its name) a
/// campaign store rather than JSON.
bool isStoreFile(const QString &path);

std::optional<Campaign> readCampaignFile(const QString &path, Problems &problems);
/// The same for a command that only reads: the problems are printed on stderr.
std::optional<Campaign> readCampaignFileOrSay(const QString &path);
/// For a command that lists what it would otherwise change when given the file alone: reads it
/// and runs `print` when `arguments` (its positional arguments) are that file alone, returning
/// the exit code; nullopt when there is more to do.
std::optional<int> listWhenFileAlone(const QStringList &arguments,
                                     const std::function<void(const Campaign &)> &print);
/// The campaign in `path` as `validate` checks it: a campaign file (.muster) through the store's
/// deep check (its integrity, schema and every stored value, store/StoreCheck.h), a JSON file
/// through its reader. A command that writes a campaign out reads it so, and so never writes
/// out what `validate` refuses.
std::optional<Campaign> readCheckedCampaignFile(const QString &path, Problems &problems);

/// Writes `campaign` whole to `path`, replacing it only once complete (never a half file).
/// Refuses to replace an existing file unless `overwrite`.
/// `history` applies to JSON only; a campaign file always keeps every turn.
bool writeCampaignFile(const QString &path, const Campaign &campaign, bool overwrite,
                       Problems &problems, HistoryMode history = HistoryMode::Include);

/// Reads `from` (checked as `validate` checks it) and writes it whole to `to` (the format of each
/// by its name); prints problems on stderr. Returns an ExitCode.
int copyCampaignFile(const QString &from, const QString &to, bool overwrite,
                     HistoryMode history = HistoryMode::Include);

} // namespace muster::cli
