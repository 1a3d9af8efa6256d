#include "pack/LastSeenReport.h"

#include "hex/Hex.h"
#include "i18n/PluralForms.h"
#include "pack/HexPack.h"
#include "rules/turn/TurnName.h"

namespace muster {

QString seenWhen(const Campaign &campaign, int turnIndex)
{
    QString name = turnName(campaign, static_cast<size_t>(turnIndex));
    if (!name.isEmpty())
        name[0] = name[0].toLower();
    return QStringLiteral("seen ") + name;
}

void lastSeenReport(PackDocument &doc, const Campaign &c, const LastSeen &memory)
{
    if ((memory.areas.empty() && memory.hexes.empty()) || memory.kingdom < 0 ||
        memory.kingdom >= static_cast<int>(c.kingdoms.size()))
        return;
    const QString kingdom = c.kingdoms[static_cast<size_t>(memory.kingdom)].name;
    const World &w = c.world;
    doc.heading(QStringLiteral("Seen on earlier turns, out of sight now"));
    if (!memory.areas.empty()) {
        doc.paragraph(QStringLiteral("As %1 saw them last (greyed on the map): what stands there "
                                     "now may differ.")
                          .arg(kingdom));
        std::vector<QStringList> rows;
        for (const RememberedArea &r : memory.areas) {
            const Area &area = w.areas[static_cast<size_t>(r.area)];
            const AreaState &s = r.state;
            const QString owner = s.owner >= 0 && s.owner < static_cast<int>(c.kingdoms.size())
                                      ? c.kingdoms[static_cast<size_t>(s.owner)].name
                                      : QStringLiteral("unowned");
            rows.push_back({area.code, area.name, seenWhen(c, r.turnIndex), owner,
                            QString::number(w.isSea(r.area) ? s.aboard : s.armies),
                            QString::number(s.ships), QString::number(s.forts)});
        }
        doc.table({QStringLiteral("code"), QStringLiteral("name"), QStringLiteral("when"),
                   QStringLiteral("owner"), QStringLiteral("armies"), QStringLiteral("ships"),
                   QStringLiteral("forts")},
                  std::move(rows));
        return;
    }
    std::vector<QStringList> rows;
    for (const RememberedHex &r : memory.hexes)
        for (const HexArmy &a : r.armies)
            rows.push_back({hexLabel(w.hexAt(r.hex)), seenWhen(c, r.turnIndex), a.id,
                            armyOwnerName(c, a.kingdom), QString::number(a.units.size()),
                            QString::number(armyHitPoints(a))});
    doc.paragraph(
        QStringLiteral("%1 saw %2 on earlier turns that it does not see now (greyed on the map)%3")
            .arg(kingdom,
                 counted(QT_TRANSLATE_N_NOOP("muster", "%n hex(es)"),
                         static_cast<int>(memory.hexes.size())),
                 rows.empty() ? QStringLiteral(", and no army there.")
                              : QStringLiteral("; the armies it saw there last, as it saw them:")));
    if (!rows.empty())
        doc.table({QStringLiteral("hex"), QStringLiteral("when"), QStringLiteral("army"),
                   QStringLiteral("of"), QStringLiteral("units"), QStringLiteral("hit points")},
                  std::move(rows));
}

} // namespace muster
