// muster_render_icon: renders the application's SVG icon to the hicolor PNG sizes at build time,
// so the PNGs are never stored in the repository and always match the SVG.
// Usage: muster_render_icon ICON.svg OUTDIR NAME SIZE... -> OUTDIR/SIZExSIZE/apps/NAME.png
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QStringList>
#include <QSvgRenderer>
#include <QTextStream>

namespace {

int fail(const QString &message)
{
    QTextStream(stderr) << "muster_render_icon: " << message << '\n';
    return 1;
}

} // namespace

int main(int argc, char **argv)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (args.size() < 4)
        return fail(QStringLiteral("usage: muster_render_icon ICON.svg OUTDIR NAME SIZE..."));

    QSvgRenderer renderer(args.at(0));
    if (!renderer.isValid())
        return fail(QStringLiteral("%1: not a valid SVG image").arg(args.at(0)));

    const QString outDir = args.at(1);
    const QString name = args.at(2);
    for (const QString &sizeText : args.mid(3)) {
        bool ok = false;
        const int size = sizeText.toInt(&ok);
        if (!ok || size < 8 || size > 1024)
            return fail(
                QStringLiteral("\"%1\": size must be a whole number from 8 to 1024").arg(sizeText));
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            renderer.render(&painter, QRectF(0, 0, size, size));
        }
        const QString dir = QStringLiteral("%1/%2x%2/apps").arg(outDir).arg(size);
        if (!QDir().mkpath(dir))
            return fail(QStringLiteral("%1: cannot create the folder").arg(dir));
        const QString file = QStringLiteral("%1/%2.png").arg(dir, name);
        // Straight alpha for PNG; Qt writes no timestamp, so the output is byte-identical per run.
        if (!image.convertToFormat(QImage::Format_ARGB32).save(file, "PNG"))
            return fail(QStringLiteral("%1: cannot write the PNG").arg(file));
    }
    return 0;
}
