#include "i18n/PluralForms.h"

#include <QCoreApplication>
#include <QTranslator>

namespace muster {

QString counted(const char *text, int n)
{
    return QCoreApplication::translate("muster", text, nullptr, n);
}

bool installPluralForms()
{
    static QTranslator *installed = nullptr;
    if (installed)
        return true;
    if (!QCoreApplication::instance())
        return false;
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(QStringLiteral(":/i18n/muster_en.qm"))) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    installed = translator;
    return true;
}

} // namespace muster
