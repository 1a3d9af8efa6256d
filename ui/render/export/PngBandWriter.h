#pragma once
// Writes a PNG row band by row band through libpng, so an image far larger than memory allows can
// be exported (QImageWriter needs the whole QImage at once). The file is written under a temporary
// name and renamed into place when complete (QSaveFile).

#include <QString>

#include <memory>

class QImage;

namespace muster {

class PngBandWriter
{
public:
    PngBandWriter(const QString &path, int width, int height);
    ~PngBandWriter();
    PngBandWriter(const PngBandWriter &) = delete;
    PngBandWriter &operator=(const PngBandWriter &) = delete;

    /// False (with error()) when the file cannot be created.
    bool isOk() const;
    /// Appends the first `rows` rows of `band` (Format_RGB32, the image's width). The rows of all
    /// calls must add up to the height given.
    bool writeRows(const QImage &band, int rows);
    /// Finishes and renames the file into place.
    bool finish();
    QString error() const;

private:
    struct State;
    std::unique_ptr<State> m;
};

} // namespace muster
