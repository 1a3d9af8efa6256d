// Linked into each program linking core (see core/i18n/CMakeLists.txt): installs the English
// plural forms as soon as the program's QCoreApplication (or QApplication) exists.
#include "i18n/PluralForms.h"

#include <QCoreApplication>

namespace {
void installAtStartup()
{
    muster::installPluralForms();
}
} // namespace

Q_COREAPP_STARTUP_FUNCTION(installAtStartup)
