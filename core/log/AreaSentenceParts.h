#pragma once
// Small pieces the area sentences share (AreaSentences.cpp, AreaBattleSentences.cpp): counts in
// the program's plural forms, the terms of the loss formula, what kind of area an event names.

#include "i18n/PluralForms.h"
#include "log/AreaEvents.h"
#include "log/LogContext.h"
#include "model/Terrain.h"
#include "model/World.h"

#include <QString>

#include <algorithm>
#include <limits>

namespace muster::log::sentence {

/// In 64 bits, as the engine takes it (Fraction::of): a defence level near 1e8 times a numerator
/// up to 1,000 passes an int.
inline qint64 fractionOf(qint64 value, qint64 num, qint64 den)
{
    return value <= 0 || den == 0 ? 0 : value * num / den;
}

/// "3 + 1": the two terms of the A4.8 formula, the second only when it applies.
inline QString formulaTerms(int num, int den, int enemy, int own)
{
    const qint64 extra = enemy > own ? fractionOf(qint64{enemy} - own, num, den) : 0;
    return extra > 0 ? QStringLiteral("%1 + %2").arg(fractionOf(enemy, num, den)).arg(extra)
                     : QString::number(fractionOf(enemy, num, den));
}

inline bool isSeaArea(const LogContext &c, AreaRef area)
{
    return c.world && area.index >= 0 && area.index < static_cast<int>(c.world->areas.size()) &&
           c.world->isSea(area.index);
}

inline bool isDifficultArea(const LogContext &c, AreaRef area)
{
    return c.world && area.index >= 0 && area.index < static_cast<int>(c.world->areas.size()) &&
           isDifficultTerrain(c.world->areas[static_cast<size_t>(area.index)].terrain);
}

/// a - b, held within int: a log read from a file may hold any int (a sentence never overflows).
inline int saturatedDifference(int a, int b)
{
    return static_cast<int>(std::clamp(qint64{a} - b, qint64{std::numeric_limits<int>::min()},
                                       qint64{std::numeric_limits<int>::max()}));
}

/// Counts in the program's plural forms: "1 army", "3 armies" (core/i18n/PluralForms.h).
inline QString armies(int n)
{
    return counted(QT_TRANSLATE_N_NOOP("muster", "%n (army|armies)"), n);
}
inline QString ships(int n)
{
    return counted(QT_TRANSLATE_N_NOOP("muster", "%n ship(s)"), n);
}

inline QString verbName(ActionKind kind)
{
    return QLatin1String(enumName(kind));
}

} // namespace muster::log::sentence
