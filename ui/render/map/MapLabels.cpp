#include "render/map/MapLabels.h"

#include "model/Campaign.h"
#include "render/map/MapGeometry.h"
#include "render/map/MapPalette.h"

#include <QFontMetricsF>
#include <QGlyphRun>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QPainter>
#include <QPainterPath>
#include <QRawFont>
#include <QTextLayout>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <numeric>

namespace muster {

namespace {
constexpr double kS = MapGeometry::kHexSize;
constexpr int kLabelUnits = 10; // half a hex at working zoom
/// Zoomed out, names keep about this many device pixels, up to 3 times their working size.
constexpr double kReadablePixels = 8.5;
} // namespace

int labelUnits(double scale)
{
    return static_cast<int>(
        std::clamp(kReadablePixels / scale, double(kLabelUnits), 3.0 * kLabelUnits));
}

QPainterPath numberPath(int number, double pixels, QPointF centre)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    font.setBold(true);
    font.setHintingPreference(QFont::PreferNoHinting);
    return centredText(QString::number(number), QRectF(centre, QSizeF(0, 0)), font);
}

QFont mapFont(int sceneUnits, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(1, sceneUnits));
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting); // same shapes at every zoom and in exports
    return f;
}

namespace {
/// A label font with its metrics and the advances of the texts measured in it, kept for the
/// process: every map places the names of the whole world at its scale, and shaping them again
/// for each of a hundred players' maps was a seventh of the packs' time. Fonts come in a score
/// of sizes (labelUnits), so a world's names are measured a few times over at most.
class LabelFont
{
public:
    explicit LabelFont(const QFont &font) : m_font(font), m_metrics(font)
    {
        static QMutex mutex;
        static std::map<QString, std::unique_ptr<Advances>> tables; // by font key, never freed
        const QMutexLocker lock(&mutex);
        auto &table = tables[font.key()];
        if (!table)
            table = std::make_unique<Advances>();
        m_advances = table.get();
    }

    const QFont &font() const { return m_font; }
    double height() const { return m_metrics.height(); }

    double advance(const QString &text) const
    {
        {
            const QMutexLocker lock(&m_advances->mutex);
            if (const auto it = m_advances->of.constFind(text); it != m_advances->of.constEnd())
                return it.value();
        }
        const double advance = m_metrics.horizontalAdvance(text);
        const QMutexLocker lock(&m_advances->mutex);
        if (m_advances->of.size() > 200'000)
            m_advances->of.clear(); // a bound, far above the names of the largest world
        // The first measure stands: another thread's may differ in its last bits, and one map
        // must place its names by one.
        auto it = m_advances->of.constFind(text);
        if (it == m_advances->of.constEnd())
            it = m_advances->of.insert(text, advance);
        return it.value();
    }

private:
    struct Advances
    {
        QMutex mutex;
        QHash<QString, double> of;
    };
    QFont m_font;
    QFontMetricsF m_metrics;
    Advances *m_advances = nullptr;
};

/// `text` as `area`'s label, placed above its army marker.
AreaLabel labelOf(const MapGeometry &geometry, int area, const QString &text, const LabelFont &font)
{
    const MapGeometry::AreaShape &shape = geometry.area(area);
    AreaLabel label;
    label.font = font.font();
    label.text = text;
    const double w = font.advance(label.text) + 0.2 * kS;
    const double h = font.height();
    // Just above the army marker (whose top is 0.16 hex above the anchor), whatever the size.
    const QPointF centre = shape.anchor + QPointF(0, -0.21 * kS - 0.6 * label.font.pixelSize());
    label.box = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h);
    return label;
}

AreaLabel labelWith(const Campaign &campaign, const MapGeometry &geometry, int area,
                    const LabelFont &font, bool codes)
{
    const Area &a = campaign.world.areas[static_cast<size_t>(area)];
    // The full name when it fits the area; the code when a long name would spill far over.
    const double room = std::max(geometry.area(area).bounds.width(), 3.2 * kS);
    const QString named = codes && !a.code.isEmpty() && a.name != a.code
                              ? QStringLiteral("%1 %2").arg(a.name, a.code)
                              : a.name;
    const QString text = font.advance(named) <= room || a.code.isEmpty() ? named : a.code;
    return labelOf(geometry, area, text, font);
}
} // namespace

AreaLabel areaLabel(const Campaign &campaign, const MapGeometry &geometry, int area, double scale)
{
    const LabelFont font(
        mapFont(labelUnits(scale),
                campaign.world.areas[static_cast<size_t>(area)].terrain == AreaTerrain::City));
    return labelWith(campaign, geometry, area, font, false);
}

std::vector<AreaLabel> placeAreaLabels(const Campaign &campaign, const MapGeometry &geometry,
                                       double scale, bool codes)
{
    const int count = static_cast<int>(campaign.world.areas.size());
    std::vector<AreaLabel> labels(static_cast<size_t>(count));
    if (labelUnits(scale) * scale < kMinLabelPixels)
        return labels;
    // Cities' names are bold; the fonts and their metrics are made once, not per area.
    const LabelFont plain(mapFont(labelUnits(scale), false)),
        bold(mapFont(labelUnits(scale), true));
    for (int a = 0; a < count; ++a) {
        const Area &area = campaign.world.areas[static_cast<size_t>(a)];
        if (area.hexes.empty())
            continue;
        const bool city = area.terrain == AreaTerrain::City;
        labels[static_cast<size_t>(a)] =
            labelWith(campaign, geometry, a, city ? bold : plain, codes);
    }
    std::vector<int> order(static_cast<size_t>(count));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return campaign.world.areas[static_cast<size_t>(a)].hexes.size() >
               campaign.world.areas[static_cast<size_t>(b)].hexes.size();
    });
    // Placed names by grid cell, so each test looks at the few names nearby.
    const double cell = 4 * kS * std::max(1.0, 1.0 / scale);
    QHash<quint64, std::vector<QRectF>> placed;
    auto cellsOf = [cell](const QRectF &r, auto &&visit) {
        for (auto y = static_cast<qint64>(std::floor(r.top() / cell));
             y <= static_cast<qint64>(std::floor(r.bottom() / cell)); ++y)
            for (auto x = static_cast<qint64>(std::floor(r.left() / cell));
                 x <= static_cast<qint64>(std::floor(r.right() / cell)); ++x)
                if (!visit((quint64(quint32(y)) << 32) | quint32(x)))
                    return false;
        return true;
    };
    // Places `label` where no label placed before it is; false when one is.
    const auto place = [&](AreaLabel &label) {
        // A little air between names, in device pixels.
        const QRectF padded = label.box.adjusted(-2 / scale, -1 / scale, 2 / scale, 1 / scale);
        const bool free = cellsOf(padded, [&](quint64 key) {
            const auto it = placed.constFind(key);
            return it == placed.cend() ||
                   std::none_of(it->begin(), it->end(),
                                [&](const QRectF &r) { return r.intersects(padded); });
        });
        if (free) {
            cellsOf(padded, [&](quint64 key) {
                placed[key].push_back(padded);
                return true;
            });
            label.shown = true;
        }
        return free;
    };
    for (int area : order) {
        AreaLabel &label = labels[static_cast<size_t>(area)];
        if (label.text.isEmpty() || place(label))
            continue;
        // A map read for orders keeps every area's code where its name and code do not fit.
        const Area &a = campaign.world.areas[static_cast<size_t>(area)];
        if (codes && !a.code.isEmpty() && label.text != a.code) {
            const bool city = a.terrain == AreaTerrain::City;
            AreaLabel code = labelOf(geometry, area, a.code, city ? bold : plain);
            if (place(code))
                label = std::move(code);
        }
    }
    return labels;
}

namespace {
/// A text's outline from its baseline's start, and its advance and vertical metrics.
struct TextShape
{
    QPainterPath path;
    double advance = 0, ascent = 0, descent = 0;
};

/// Text shaped once for the process at one size: its glyphs (each by its outline's place in the
/// glyph cache below) and where each goes from the baseline's start, with its metrics.
struct ShapedText
{
    std::vector<std::pair<qsizetype, QPointF>> glyphs;
    double advance = 0, ascent = 0, descent = 0;
};

/// The shape of `text` in `font`, scaled from one shaped once for the process: the outlines and
/// metrics Qt's font engine gives change in their last bits with what it drew before (another
/// size, a PDF), and a map must be the same pixels however many maps were drawn before it. A text
/// is shaped at one size for all (the outlines are the font's own, unhinted, scaled) and kept as
/// its glyphs and their places; each glyph's outline is kept once. Outlines of whole texts at
/// every size drawn held every label at every zoom the GM had visited: some 50 MB on a
/// 5,000-area map, and half that at one size. A font set in points (no pixel size) is shaped at
/// its own size.
TextShape textShape(const QFont &font, const QString &text)
{
    constexpr int kShapedPixels = 100;
    QFont shaped = font;
    double scale = 1;
    if (font.pixelSize() > 0) {
        shaped.setPixelSize(kShapedPixels);
        scale = static_cast<double>(font.pixelSize()) / kShapedPixels;
    }
    static QMutex mutex;
    static QHash<QString, ShapedText> texts;
    static QHash<QString, qsizetype> glyphIndex; // face and glyph -> its place in `outlines`
    static std::vector<QPainterPath> outlines;
    const QString key = shaped.key() + QLatin1Char('\n') + text;
    // What the text is made of, taken under the lock (the outlines are shared, not copied); the
    // label's path is assembled after it, so pack workers drawing at once do not wait on it.
    std::vector<std::pair<QPainterPath, QPointF>> glyphs;
    TextShape shape;
    {
        const QMutexLocker lock(&mutex);
        auto it = texts.constFind(key);
        if (it == texts.constEnd()) {
            if (texts.size() > 100'000)
                texts.clear(); // a bound, far above what the largest map labels
            ShapedText made;
            QTextLayout layout(text, shaped);
            layout.beginLayout();
            layout.createLine();
            layout.endLayout();
            for (const QGlyphRun &run : layout.glyphRuns()) {
                const QRawFont raw = run.rawFont();
                const QString face = raw.familyName() + QLatin1Char('/') + raw.styleName() +
                                     QLatin1Char('/') + QString::number(raw.pixelSize()) +
                                     QLatin1Char('/');
                const QList<quint32> indexes = run.glyphIndexes();
                const QList<QPointF> places = run.positions();
                for (qsizetype i = 0; i < indexes.size() && i < places.size(); ++i) {
                    const QString glyph = face + QString::number(indexes[i]);
                    auto known = glyphIndex.constFind(glyph);
                    if (known == glyphIndex.constEnd()) {
                        outlines.push_back(raw.pathForGlyph(indexes[i]));
                        known =
                            glyphIndex.insert(glyph, static_cast<qsizetype>(outlines.size()) - 1);
                    }
                    // The layout's positions are from the line's top; the outlines from the
                    // baseline.
                    made.glyphs.emplace_back(*known,
                                             places[i] - QPointF(0, layout.lineAt(0).ascent()));
                }
            }
            const QFontMetricsF fm(shaped);
            made.advance = fm.horizontalAdvance(text);
            made.ascent = fm.ascent();
            made.descent = fm.descent();
            it = texts.insert(key, made);
        }
        for (const auto &[glyph, at] : it->glyphs)
            glyphs.emplace_back(outlines[static_cast<size_t>(glyph)], at);
        shape.advance = it->advance * scale;
        shape.ascent = it->ascent * scale;
        shape.descent = it->descent * scale;
    }
    // Each glyph's outline copied point by point to its place and size: no path is made for a
    // glyph on the way (a label is drawn thousands of times over a map from scratch).
    int points = 0;
    for (const auto &glyph : glyphs)
        points += glyph.first.elementCount();
    shape.path.reserve(points);
    for (const auto &[outline, at] : glyphs) {
        auto place = [&](int i) {
            const QPainterPath::Element &e = outline.elementAt(i);
            return QPointF((e.x + at.x()) * scale, (e.y + at.y()) * scale);
        };
        for (int i = 0; i < outline.elementCount(); ++i) {
            const QPainterPath::Element &e = outline.elementAt(i);
            if (e.isMoveTo()) {
                shape.path.moveTo(place(i));
            } else if (e.isLineTo()) {
                shape.path.lineTo(place(i));
            } else if (e.isCurveTo() && i + 2 < outline.elementCount()) {
                shape.path.cubicTo(place(i), place(i + 1), place(i + 2));
                i += 2;
            }
        }
    }
    return shape;
}

QPointF baselineOf(const TextShape &shape, const QRectF &box)
{
    return QPointF(box.center().x() - shape.advance / 2,
                   box.center().y() + (shape.ascent - shape.descent) / 2);
}
} // namespace

QPainterPath centredText(const QString &text, const QRectF &box, const QFont &font)
{
    const TextShape shape = textShape(font, text);
    return shape.path.translated(baselineOf(shape, box));
}

void drawHaloText(QPainter &p, const QString &text, const QRectF &box, const QFont &font)
{
    const QPainterPath path = centredText(text, box, font);
    // The halo is the letters' own outline widened, not a box: it reads on any fill and hides
    // little of the map under it.
    QPen halo(MapPalette::labelHalo(), 2 * kHaloPerFontUnit * font.pixelSize(), Qt::SolidLine,
              Qt::RoundCap, Qt::RoundJoin);
    p.strokePath(path, halo);
    p.fillPath(path, MapPalette::labelText());
}

void drawLabelText(QPainter &p, const QString &text, const QRectF &box, const QFont &font)
{
    p.setFont(font);
    p.setPen(MapPalette::labelText());
    p.drawText(baselineOf(textShape(font, text), box), text);
}

} // namespace muster
