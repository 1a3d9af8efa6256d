#include "packs/PackMail.h"

#include "pack/PlainText.h"
#include "render/export/PngBandWriter.h"

#include <QImage>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
/// The map mailed smaller than this many pixels across reads no better than the overview.
constexpr int kSmallestMailedMap = 400;

std::vector<OutgoingAttachment>::iterator attachmentNamed(OutgoingMail &mail, const QString &name)
{
    return std::find_if(mail.attachments.begin(), mail.attachments.end(),
                        [&](const OutgoingAttachment &a) { return a.fileName == name; });
}

void addParagraph(OutgoingMail &mail, const QString &text)
{
    mail.body += QLatin1Char('\n') + wrappedLines(text, {}, {});
}

QString megabytes(qsizetype bytes)
{
    return QString::number(bytes / 1048576.0, 'f', 1);
}

/// The bytes the mail's text and attachments take at least, composed: each attachment encoded
/// (and kept so, for every try below to reuse).
qsizetype leastSize(OutgoingMail &mail)
{
    qsizetype bytes = mail.body.toUtf8().size();
    for (OutgoingAttachment &a : mail.attachments) {
        if (a.encoded.isEmpty())
            a.encoded = encodeAttachment(a.data);
        bytes += a.encoded.size();
    }
    return bytes;
}
} // namespace

QByteArray composeWithinLimit(OutgoingMail &mail, qsizetype limit, const QString &id,
                              const QImage &map)
{
    // A mail whose attachments alone are over the limit is not composed to be measured.
    QByteArray composed;
    if (leastSize(mail) <= limit) {
        composed = composeMail(mail);
        if (composed.size() <= limit)
            return composed;
    }
    if (const auto whole = attachmentNamed(mail, QStringLiteral("roundup.png"));
        whole != mail.attachments.end()) {
        addParagraph(mail,
                     QStringLiteral("The map of the whole world (roundup.png, %1 MB) is too "
                                    "large to mail with this pack: ask your GM for it. "
                                    "%2 shows where your map lies in it.")
                         .arg(megabytes(whole->data.size()), id + QStringLiteral("-overview.png")));
        mail.attachments.erase(whole);
        composed.clear();
    }
    if (composed.isEmpty())
        composed = composeMail(mail);
    const QString mapFile = id + QStringLiteral("-map.png");
    auto mapped = attachmentNamed(mail, mapFile);
    if (composed.size() <= limit || mapped == mail.attachments.end())
        return composed;
    // Smaller until it fits, as large as fits: a PNG's bytes follow its pixels, the square of
    // its width, which gives the first guess; then halving between the widest try that fitted
    // and the narrowest that did not. The note saying so is in the text each try measures.
    const QImage drawn = map.isNull() ? QImage::fromData(mapped->data, "png") : map;
    const QByteArray full = mapped->data;
    const QString body = mail.body;
    const QString limitText = megabytes(limit);
    auto mailAt = [&](int width) {
        // Four bits a channel: scaling smoothly makes a colour of every edge's blend, which a
        // PNG packs at twice the bytes of the drawn map; at 4,096 colours it reads the same and
        // packs smaller than the drawn map.
        const QImage mailed = drawn.scaledToWidth(width, Qt::SmoothTransformation)
                                  .convertToFormat(QImage::Format_RGB444);
        mapped->data = pngBytes(mailed);
        mapped->encoded = encodeAttachment(mapped->data);
        mail.body = body;
        addParagraph(mail, QStringLiteral("Your map (%1) is mailed at %2 x %3 pixels, smaller than "
                                          "drawn (%4 x %5), to keep this mail within %6 MB: ask "
                                          "your GM for the full-size map.")
                               .arg(mapFile)
                               .arg(mailed.width())
                               .arg(mailed.height())
                               .arg(drawn.width())
                               .arg(drawn.height())
                               .arg(limitText));
        return composeMail(mail);
    };
    // Base64 carries 3 bytes in 4, with a line break every 76 characters.
    const double room = static_cast<double>(full.size()) -
                        static_cast<double>(composed.size() - limit) * 0.74 - 4096.0;
    int fits = 0, tooWide = drawn.isNull() ? 0 : drawn.width();
    int width = room > 0 ? static_cast<int>(tooWide * std::sqrt(room / full.size())) : 0;
    // The widest mail that fitted, kept as composed rather than made again at the end.
    QByteArray fitted, fittedMap;
    QString fittedBody;
    for (int attempt = 0; attempt < 6 && width >= kSmallestMailedMap && width < tooWide;
         ++attempt) {
        if (QByteArray tried = mailAt(width); tried.size() <= limit) {
            fits = width;
            fitted = std::move(tried);
            fittedMap = mapped->data;
            fittedBody = mail.body;
        } else {
            tooWide = width;
        }
        if (tooWide - std::max(fits, kSmallestMailedMap) < drawn.width() / 40)
            break;
        width = fits > 0 ? (fits + tooWide) / 2 : width * 4 / 5;
    }
    if (fits > 0) {
        mapped->data = fittedMap;
        mapped->encoded.clear();
        mail.body = fittedBody;
        return fitted;
    }
    // Not even a small copy fits: the map stays in the pack's folder.
    mail.body = body;
    addParagraph(mail, QStringLiteral("Your map (%1, %2 MB) is too large to mail with this pack "
                                      "within %3 MB: ask your GM for it.")
                           .arg(mapFile, megabytes(full.size()), limitText));
    mail.attachments.erase(mapped);
    return composeMail(mail);
}

} // namespace muster
