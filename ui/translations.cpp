// Picking and installing the translation catalogues.
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include "settings.h"

namespace topoopt::ui {

namespace {
const Setting<QString> kLanguage{"ui/language", QString()};
QString g_installedLanguage = QStringLiteral("en");
} // namespace

QString languageSetting()
{
    return kLanguage.get();
}

void setLanguageSetting(const QString& language)
{
    kLanguage.set(language);
}

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString resolveLanguage(const QString& language, const QLocale& system)
{
    if (availableLanguages().contains(language)) return language;
    // Simplified Chinese: mainland China and Singapore, or any Chinese locale in Han
    // Simplified script (traditional-script locales fall back to English rather than get
    // characters their readers do not use).
    if (system.language() == QLocale::Chinese &&
        (system.script() == QLocale::SimplifiedHanScript ||
         (system.script() == QLocale::AnyScript &&
          (system.territory() == QLocale::China || system.territory() == QLocale::Singapore))))
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

QString installedLanguage()
{
    return g_installedLanguage;
}

QString installTranslations(QCoreApplication& app)
{
    const QString language = resolveLanguage(languageSetting());
    g_installedLanguage = language;
    auto* own = new QTranslator(&app);
    if (own->load(QStringLiteral(":/i18n/topoopt_%1.qm").arg(language)))
        QCoreApplication::installTranslator(own);
    else
        delete own;
    // Qt's own strings (standard buttons of message boxes and file dialogs).
    auto* qt = new QTranslator(&app);
    if (language != QLatin1String("en") &&
        qt->load(QStringLiteral("qtbase_%1").arg(language),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return language;
}

} // namespace topoopt::ui
