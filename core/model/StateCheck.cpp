#include "model/StateCheck.h"

#include "model/World.h"

namespace muster {

QString rangeProblem(limits::Range range, const QString &got)
{
    return QStringLiteral("expected a whole number from %1 to %2, got %3")
        .arg(range.min)
        .arg(range.max)
        .arg(got);
}

bool checkRange(qint64 value, limits::Range range, const QString &field, const FieldProblem &report)
{
    if (range.contains(value))
        return true;
    report(field, rangeProblem(range, QString::number(value)));
    return false;
}

namespace {
bool kingdomIndexOk(int k, int kingdoms, bool allowNone)
{
    return (allowNone && k == -1) || (k >= 0 && k < kingdoms);
}

QString noKingdom(int k, int kingdoms)
{
    return QStringLiteral("no kingdom %1 (the campaign has %2)").arg(k).arg(kingdoms);
}
} // namespace

void checkAreaState(const AreaState &s, int area, const World &w, int kingdoms,
                    const FieldProblem &report)
{
    using namespace Qt::Literals::StringLiterals; // "armies"_L1: its length known when compiled
    const struct
    {
        QLatin1String field;
        int value;
    } counts[] = {{"armies"_L1, s.armies},
                  {"population"_L1, s.population},
                  {"forts"_L1, s.forts},
                  {"ships"_L1, s.ships},
                  {"aboard"_L1, s.aboard}};
    bool inRange = true;
    for (const auto &c : counts)
        inRange &= checkRange(c.value, limits::kCount, c.field, report);
    if (!kingdomIndexOk(s.owner, kingdoms, true))
        report(QStringLiteral("owner"), noKingdom(s.owner, kingdoms));
    const int mode = static_cast<int>(s.mode);
    if (mode < static_cast<int>(DefenceMode::Defend) ||
        mode > static_cast<int>(DefenceMode::Ambush))
        report(QStringLiteral("mode"),
               QStringLiteral("unknown defence mode %1 (expected defend, retreat or ambush)")
                   .arg(mode));
    if (s.modeArea != -1 && (s.modeArea < 0 || s.modeArea >= static_cast<int>(w.areas.size())))
        report(QStringLiteral("modeArea"),
               QStringLiteral("no area %1 (the map has %2)").arg(s.modeArea).arg(w.areas.size()));
    else if (s.modeArea >= 0 && !w.adjacent(area, s.modeArea))
        report(QStringLiteral("modeArea"), QStringLiteral("\"%1\" is not adjacent to \"%2\" (A7.1)")
                                               .arg(w.areas[static_cast<size_t>(s.modeArea)].code,
                                                    w.areas[static_cast<size_t>(area)].code));
    else if (s.mode == DefenceMode::Ambush && s.modeArea < 0)
        report(QStringLiteral("modeArea"),
               QStringLiteral("AMBUSH needs an ambush location (A7.1)"));
    if (!inRange)
        return; // the rules below compare counts; one problem per wrong value is enough
    const bool sea = w.isSea(area);
    if (!sea && (s.ships || s.aboard))
        report(QLatin1String(s.ships ? "ships" : "aboard"),
               QStringLiteral("only a sea area holds ships (A1.2)"));
    if (sea && (s.population || s.forts))
        report(QLatin1String(s.population ? "population" : "forts"),
               QStringLiteral("a sea area has no population or forts (A1.2)"));
    if (sea && s.armies)
        report(QStringLiteral("armies"),
               QStringLiteral("armies at sea are counted as \"aboard\" ships (A1.2)"));
    if (s.aboard > s.ships)
        report(QStringLiteral("aboard"),
               QStringLiteral("%1 armies aboard but only %2 ships (one army per ship, A5.7)")
                   .arg(s.aboard)
                   .arg(s.ships));
    if (s.owner < 0 && (s.ships || s.aboard))
        report(QStringLiteral("ships"), QStringLiteral("ships need an owner"));
}

QString armyHexProblem(Hex hex, const World &w)
{
    if (!w.contains(hex))
        return QStringLiteral("hex %1 is off the map").arg(hexLabel(hex));
    if (w.terrainAt(hex) == HexTerrain::Water)
        return QStringLiteral("hex %1 is water; armies march on land").arg(hexLabel(hex));
    return {};
}

void checkPassage(const PassageGrant &g, int kingdoms, const FieldProblem &report)
{
    if (!kingdomIndexOk(g.grantor, kingdoms, false))
        report(QStringLiteral("grantor"), noKingdom(g.grantor, kingdoms));
    if (!kingdomIndexOk(g.grantee, kingdoms, false))
        report(QStringLiteral("grantee"), noKingdom(g.grantee, kingdoms));
    if (g.grantor >= 0 && g.grantor == g.grantee)
        report({}, QStringLiteral("a kingdom cannot grant passage to itself"));
}

} // namespace muster
