#include "setup/ProblemPlace.h"

#include "model/Campaign.h"

#include <QRegularExpression>

#include <optional>

namespace muster {

namespace {

/// One step of a JSON path: a key, with the index that follows it when it names an array item.
struct Step
{
    QString key;
    std::optional<qsizetype> index;
};

std::vector<Step> stepsOf(const QString &where)
{
    static const QRegularExpression step(QStringLiteral(R"(([^.\[\]]+)((?:\[\d+\])*))"));
    static const QRegularExpression index(QStringLiteral(R"(\[(\d+)\])"));
    std::vector<Step> out;
    for (auto it = step.globalMatch(where); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out.push_back({m.captured(1), std::nullopt});
        for (auto i = index.globalMatch(m.captured(2)); i.hasNext();) {
            if (out.back().index) // a second index ("a[1][2]"): an item of the item
                out.push_back({out.back().key, std::nullopt});
            out.back().index = i.next().captured(1).toLongLong();
        }
    }
    return out;
}

/// "playerCode" -> "player code".
QString words(const QString &key)
{
    QString out;
    for (QChar c : key) {
        if (c.isUpper() && !out.isEmpty())
            out += QLatin1Char(' ');
        out += c.toLower();
    }
    return out;
}

/// "areas" -> "area", "hexes" -> "hex".
QString singular(const QString &key)
{
    const QString w = words(key);
    if (w.endsWith(QLatin1String("xes")) || w.endsWith(QLatin1String("ses")))
        return w.chopped(2);
    return w.endsWith(QLatin1Char('s')) ? w.chopped(1) : w;
}

QString kingdomName(const Campaign &c, qsizetype k)
{
    if (k >= 0 && k < static_cast<qsizetype>(c.kingdoms.size()) &&
        !c.kingdoms[static_cast<size_t>(k)].name.isEmpty())
        return c.kingdoms[static_cast<size_t>(k)].name;
    return QStringLiteral("kingdom %1").arg(k + 1);
}

QString areaName(const Campaign &c, qsizetype a)
{
    if (a < 0 || a >= static_cast<qsizetype>(c.world.areas.size()))
        return QStringLiteral("area %1").arg(a + 1);
    const Area &area = c.world.areas[static_cast<size_t>(a)];
    if (area.code.isEmpty())
        return area.name.isEmpty() ? QStringLiteral("area %1").arg(a + 1) : area.name;
    return area.name.isEmpty() ? QStringLiteral("area %1").arg(area.code)
                               : QStringLiteral("%1 (%2)").arg(area.name, area.code);
}

/// The name of item `index` of the list `key` (under `parent`), as the GM knows it.
QString itemName(const Campaign &c, const QString &parent, const Step &step)
{
    const qsizetype i = *step.index;
    if (step.key == QLatin1String("kingdoms"))
        return kingdomName(c, i);
    if (step.key == QLatin1String("areas") && parent == QLatin1String("world"))
        return areaName(c, i);
    if (step.key == QLatin1String("turns"))
        return i >= 0 && i < static_cast<qsizetype>(c.turns.size())
                   ? QStringLiteral("turn %1").arg(c.turns[static_cast<size_t>(i)].number)
                   : QStringLiteral("turn %1").arg(i + 1);
    if (step.key == QLatin1String("strongholds") && i >= 0 &&
        i < static_cast<qsizetype>(c.world.strongholds.size()) &&
        !c.world.strongholds[static_cast<size_t>(i)].name.isEmpty())
        return QStringLiteral("stronghold %1")
            .arg(c.world.strongholds[static_cast<size_t>(i)].name);
    return QStringLiteral("%1 %2").arg(singular(step.key)).arg(i + 1);
}

/// An item of a list kept by code or id ("areas.GLM" of a turn's state, "orders.ALD").
QString keyedName(const Campaign &c, const QString &list, const QString &key)
{
    if (list == QLatin1String("areas"))
        for (size_t a = 0; a < c.world.areas.size(); ++a)
            if (c.world.areas[a].code == key)
                return areaName(c, static_cast<qsizetype>(a));
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        if (c.kingdoms[k].id == key)
            return list == QLatin1String("orders")
                       ? QStringLiteral("the orders of %1")
                             .arg(kingdomName(c, static_cast<qsizetype>(k)))
                       : kingdomName(c, static_cast<qsizetype>(k));
    return QStringLiteral("%1 %2").arg(singular(list), key);
}

} // namespace

QString placeInWords(const Campaign &campaign, const QString &where)
{
    // Items (array entries, or entries of a list kept by code) become their names, joined by
    // ", "; the fields after the last item say what of it: "turn 1, Glimmerdale (GLM)'s owner".
    static const QStringList keyedLists{QStringLiteral("areas"), QStringLiteral("kingdoms"),
                                        QStringLiteral("orders")};
    static const QStringList structure{QStringLiteral("world"), QStringLiteral("state")};
    const std::vector<Step> steps = stepsOf(where);
    QStringList items, fields;
    QString parent;
    for (size_t i = 0; i < steps.size(); ++i) {
        const Step &s = steps[i];
        const bool keyedItem = !s.index && i > 0 && !steps[i - 1].index &&
                               keyedLists.contains(steps[i - 1].key) && !fields.isEmpty();
        if (s.index) {
            items << itemName(campaign, parent, s);
            fields.clear();
        } else if (keyedItem) {
            fields.removeLast(); // the list's name: its item names itself
            items << keyedName(campaign, steps[i - 1].key, s.key);
            fields.clear();
        } else if (s.key == QLatin1String("parameters") && parent == QLatin1String("ruleset") &&
                   i + 1 < steps.size()) {
            items << QStringLiteral("the house rule %1").arg(steps[i + 1].key);
            fields.clear();
            ++i;
        } else if (!structure.contains(s.key) && s.key != QLatin1String("ruleset")) {
            fields << words(s.key);
        }
        parent = s.key;
    }
    if (items.isEmpty()) {
        // A field of the whole campaign: "the map's areas", "the kingdoms".
        const QString first = steps.empty() ? QString() : steps.front().key;
        const QString owner = first == QLatin1String("world")     ? QStringLiteral("the map")
                              : first == QLatin1String("ruleset") ? QStringLiteral("the ruleset")
                                                                  : QString();
        if (fields.isEmpty())
            return owner;
        return owner.isEmpty()
                   ? QStringLiteral("the %1").arg(fields.join(QLatin1Char(' ')))
                   : QStringLiteral("%1's %2").arg(owner, fields.join(QLatin1Char(' ')));
    }
    const QString item = items.join(QStringLiteral(", "));
    return fields.isEmpty() ? item
                            : QStringLiteral("%1's %2").arg(item, fields.join(QLatin1Char(' ')));
}

QString problemInWords(const Campaign &campaign, const Problem &problem)
{
    // A message that starts with its place already names it ("Aldmark holds nothing...").
    const QString place = placeInWords(campaign, problem.where);
    return place.isEmpty() || problem.message.startsWith(place)
               ? problem.message
               : QStringLiteral("%1: %2").arg(place, problem.message);
}

} // namespace muster
