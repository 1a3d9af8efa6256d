#pragma once
// Reads a Tiled map (TMX, the XML form) with QXmlStreamReader: Debian's libtiled is built with Qt 5
// and cannot be linked into Muster. Every problem names the file, the line and the element.

#include "tiled/tmx/TmxMap.h"
#include "util/Problems.h"
#include "util/Result.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

namespace muster::tmx {

/// Gives the bytes of an external tileset named by a map's `source` attribute, or a failure when
/// it cannot be read. `*resolved` receives the name used in messages.
using TilesetLoader = std::function<Result<QByteArray>(const QString &source, QString *resolved)>;

/// Parses a TMX document. `fileName` is only used in messages. Without a loader an external
/// tileset is a problem. Nullopt when anything is wrong; every problem is in `problems`.
std::optional<Map> readTmx(const QByteArray &bytes, const QString &fileName, Problems &problems,
                           const TilesetLoader &loader = {});

/// Reads the file at `path` (at most limits::kMaxTmxBytes, a regular file), its external
/// tilesets from beside it.
std::optional<Map> readTmxFile(const QString &path, Problems &problems);

} // namespace muster::tmx
