#pragma once
// Writes a PNG row band by row band through libpng, so an image far larger than memory allows can
// be exported (QImageWriter needs the whole QImage at once). The file is written under a temporary
// name and renamed into place when complete (QSaveFile), or to a device the caller gives.

#include <QByteArray>
#include <QString>

#include <memory>

class QIODevice;
class QImage;

namespace muster {

class PngBandWriter
{
public:
    PngBandWriter(const QString &path, int width, int height);
    /// Writes to `device`, open for writing, which outlives the writer; `name` names it in errors.
    PngBandWriter(QIODevice *device, const QString &name, int width, int height);
    ~PngBandWriter();
    PngBandWriter(const PngBandWriter &) = delete;
    PngBandWriter &operator=(const PngBandWriter &) = delete;

    /// False (with error()) when the file cannot be created.
    bool isOk() const;
    /// Appends the first `rows` rows of `band` (Format_RGB32, the image's width). The rows of all
    /// calls must add up to the height given.
    bool writeRows(const QImage &band, int rows);
    /// Finishes, and renames the file into place when it writes one.
    bool finish();
    QString error() const;

private:
    void start(int width, int height);

    struct State;
    std::unique_ptr<State> m;
};

/// `image` as the bytes of a PNG file, written as the map exports write theirs (fast, and small
/// for drawn maps); empty when it cannot be encoded.
QByteArray pngBytes(const QImage &image);

} // namespace muster
