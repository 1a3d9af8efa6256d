#include "edit/StrongholdEdit.h"

#include "model/Limits.h"
#include "model/World.h"
#include "model/WorldCheck.h"

namespace muster {

namespace {
QString placeProblem(const World &world, Hex hex, int except)
{
    if (!world.contains(hex))
        return hexOffMapMessage(hex, world);
    const int there = world.strongholdAt(hex);
    if (there >= 0 && there != except)
        return strongholdsOnOneHexMessage(hex);
    return {};
}

QString ownerProblem(int owner, int kingdoms)
{
    if (owner < -1 || owner >= kingdoms)
        return QStringLiteral("there is no kingdom %1").arg(owner);
    return {};
}

bool known(const World &world, int index)
{
    return index >= 0 && index < static_cast<int>(world.strongholds.size());
}

QString unknownStronghold(int index)
{
    return QStringLiteral("there is no stronghold %1").arg(index);
}
} // namespace

QString placeStronghold(World &world, const Stronghold &stronghold, int kingdoms)
{
    if (QString p = placeProblem(world, stronghold.hex, -1); !p.isEmpty())
        return p;
    if (QString p = ownerProblem(stronghold.owner, kingdoms); !p.isEmpty())
        return p;
    if (stronghold.name.trimmed().isEmpty())
        return QStringLiteral("a stronghold needs a name");
    if (static_cast<qint64>(world.strongholds.size()) >= limits::kMaxListItems)
        return QStringLiteral("a map has at most %1 strongholds").arg(limits::kMaxListItems);
    world.strongholds.push_back(stronghold);
    world.rebuild();
    return {};
}

QString moveStronghold(World &world, int index, Hex to)
{
    if (!known(world, index))
        return unknownStronghold(index);
    if (QString p = placeProblem(world, to, index); !p.isEmpty())
        return p;
    world.strongholds[static_cast<size_t>(index)].hex = to;
    world.rebuild();
    return {};
}

QString removeStronghold(World &world, int index)
{
    if (!known(world, index))
        return unknownStronghold(index);
    world.strongholds.erase(world.strongholds.begin() + index);
    world.rebuild();
    return {};
}

QString setStrongholdOwner(World &world, int index, int owner, int kingdoms)
{
    if (!known(world, index))
        return unknownStronghold(index);
    if (QString p = ownerProblem(owner, kingdoms); !p.isEmpty())
        return p;
    world.strongholds[static_cast<size_t>(index)].owner = owner;
    return {};
}

} // namespace muster
