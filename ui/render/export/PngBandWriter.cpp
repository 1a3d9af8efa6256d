#include "render/export/PngBandWriter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QSaveFile>

#include <png.h>

#include <csetjmp>

namespace muster {

struct PngBandWriter::State
{
    QSaveFile file;
    QIODevice *out = &file; // the file, or the device the caller gave
    QString name;           // the file's name, or the name of what the caller writes
    png_structp png = nullptr;
    png_infop info = nullptr;
    int width = 0;
    int height = 0;
    int written = 0;
    QString error;
    bool failed = false;

    /// Records the failure (later calls return early on `failed`); false, for `return
    /// m->fail(...)`.
    bool fail(const QString &message)
    {
        error = message;
        failed = true;
        return false;
    }
    QString writeFailed() const;
};

namespace {
void writeData(png_structp png, png_bytep data, png_size_t length)
{
    auto *file = static_cast<QIODevice *>(png_get_io_ptr(png));
    if (file->write(reinterpret_cast<const char *>(data), static_cast<qint64>(length)) !=
        static_cast<qint64>(length))
        png_error(png, "write failed");
}

void flushData(png_structp) {}

QString tr(const char *text)
{
    return QCoreApplication::translate("PngBandWriter", text);
}
} // namespace

QString PngBandWriter::State::writeFailed() const
{
    return tr("Cannot write %1: %2").arg(name, out->errorString());
}

PngBandWriter::PngBandWriter(const QString &path, int width, int height) : m(new State)
{
    m->file.setFileName(path);
    m->name = path;
    if (!m->file.open(QIODevice::WriteOnly)) {
        m->fail(m->writeFailed());
        return;
    }
    start(width, height);
}

PngBandWriter::PngBandWriter(QIODevice *device, const QString &name, int width, int height)
    : m(new State)
{
    m->out = device;
    m->name = name;
    start(width, height);
}

void PngBandWriter::start(int width, int height)
{
    m->width = width;
    m->height = height;
    if (width <= 0 || height <= 0 || width > 1000000 || height > 1000000) {
        m->fail(tr("%1: invalid image size %2 x %3").arg(m->name).arg(width).arg(height));
        return;
    }
    m->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
    m->info = m->png ? png_create_info_struct(m->png) : nullptr;
    if (!m->info) {
        m->fail(tr("Cannot write %1: out of memory").arg(m->name));
        return;
    }
    if (setjmp(png_jmpbuf(m->png))) {
        m->fail(m->writeFailed());
        return;
    }
    png_set_write_fn(m->png, m->out, writeData, flushData);
    png_set_IHDR(m->png, m->info, static_cast<png_uint_32>(width), static_cast<png_uint_32>(height),
                 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    // A map is drawn from hex stamps that repeat pixel for pixel: unfiltered rows let zlib find
    // those repeats as long matches, where the filters made for photographs (libpng's default
    // tries all five on every row) cost time and here even made the file larger. Level 3 is the
    // last of zlib's fast levels; measured on a 256x256-hex map it gave a file 9 % smaller than
    // level 1 for no measurable time, while level 6 took twice as long (tests/bench/tiled).
    png_set_filter(m->png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(m->png, 3);
    png_write_info(m->png, m->info);
    // QImage::Format_RGB32 is 0xffRRGGBB per pixel: B, G, R, 0xff in memory on little-endian.
    if (QSysInfo::ByteOrder == QSysInfo::LittleEndian)
        png_set_bgr(m->png);
    png_set_filler(m->png, 0,
                   QSysInfo::ByteOrder == QSysInfo::LittleEndian ? PNG_FILLER_AFTER
                                                                 : PNG_FILLER_BEFORE);
}

PngBandWriter::~PngBandWriter()
{
    if (m->png)
        png_destroy_write_struct(&m->png, m->info ? &m->info : nullptr);
    if (!m->failed && m->out == &m->file && m->file.isOpen() && m->written < m->height)
        m->file.cancelWriting();
}

bool PngBandWriter::isOk() const
{
    return !m->failed;
}

QString PngBandWriter::error() const
{
    return m->error;
}

bool PngBandWriter::writeRows(const QImage &band, int rows)
{
    if (m->failed)
        return false;
    if (band.format() != QImage::Format_RGB32 || band.width() != m->width || rows > band.height() ||
        m->written + rows > m->height) {
        return m->fail(tr("%1: internal error: band does not fit the image").arg(m->name));
    }
    if (setjmp(png_jmpbuf(m->png))) {
        return m->fail(m->writeFailed());
    }
    for (int y = 0; y < rows; ++y)
        png_write_row(m->png, band.constScanLine(y));
    m->written += rows;
    return true;
}

bool PngBandWriter::finish()
{
    if (m->failed)
        return false;
    if (m->written != m->height) {
        return m->fail(tr("%1: internal error: image incomplete").arg(m->name));
    }
    if (setjmp(png_jmpbuf(m->png))) {
        return m->fail(m->writeFailed());
    }
    png_write_end(m->png, m->info);
    png_destroy_write_struct(&m->png, &m->info);
    m->png = nullptr;
    if (m->out == &m->file && !m->file.commit()) {
        return m->fail(m->writeFailed());
    }
    return true;
}

QByteArray pngBytes(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    PngBandWriter writer(&buffer, QStringLiteral("PNG"), image.width(), image.height());
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    return writer.writeRows(rgb, rgb.height()) && writer.finish() ? bytes : QByteArray();
}

} // namespace muster
