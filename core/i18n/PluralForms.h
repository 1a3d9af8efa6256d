#pragma once
// Plural forms of the program's English messages. Messages with a count are written once with
// Qt's %n, "tr("%n unit(s)", nullptr, n)", and the English translation
// (resources/translations/muster_en.ts, plural forms only) turns them into "1 unit" and "2 units".
// Every program linking core installs it when its QCoreApplication starts (PluralFormsAtStartup).

#include <QString>

namespace muster {

/// `text` ("%n unit(s)", marked for lupdate as QT_TRANSLATE_N_NOOP("muster", "%n unit(s)")) for
/// the count `n` in the installed plural forms: "1 unit", "2 units". Core's sentences (the turn
/// log, the reports) name their counts through it, so no sentence says "1 units".
QString counted(const char *text, int n);

/// Installs the English plural forms into the running application once; false (and the messages
/// keep their "(s)") when the compiled-in translation cannot be read.
bool installPluralForms();

} // namespace muster
