#pragma once
// A line of a player's sheet that could not be read as an order, kept with the turn's orders as
// the player wrote it and with the reason it was not read: the rest of the sheet is carried out,
// and this line fails at resolution with that reason (RULES A3; the log's LineNotRead), so the
// player learns what became of it. Its stored form starts with '#', so every reader of order
// lines that does not look for it passes over it as a comment:
//
//     #unread<TAB>3 MOVE 2 HCS UDN<TAB>unknown area "UDN" (the target area)
//
// The reason is kept rather than worked out again, since it may depend on the lines around it
// ("action number 3 must be greater than the previous action's 5").

#include <QString>

#include <optional>

namespace muster {

struct UnreadLine
{
    QString text;   // as the player wrote it (tabs read as spaces)
    QString reason; // why it was not read
};

/// The stored form of a line not read.
QString storedUnreadLine(const UnreadLine &line);
/// The line not read that `stored` holds, if it is one.
std::optional<UnreadLine> unreadLineOf(const QString &stored);
/// A stored line as the player wrote it: a line not read without its stored form, any other
/// line as it is.
QString storedLineAsWritten(const QString &stored);

} // namespace muster
