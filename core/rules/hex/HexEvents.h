#pragma once
// Log events of the hex engine (RULES H2-H7). Every event names its rule ids and carries a readable
// sentence; the fields are typed JSON so the battle viewer and tests can read them back.

#include "hex/Hex.h"
#include "log/TurnLog.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <vector>

namespace muster::hexrules {

inline LogEvent hexEvent(const QString &type, const QString &rule, QJsonObject data, QString text)
{
    LogEvent e;
    e.type = type;
    e.rule = rule;
    e.data = std::move(data);
    e.text = std::move(text);
    return e;
}

inline QJsonArray hexListJson(const std::vector<Hex> &hexes)
{
    QJsonArray out;
    for (Hex h : hexes)
        out.append(hexLabel(h));
    return out;
}

} // namespace muster::hexrules
