// The interface language (issue 9): Qt Linguist catalogues compiled into the app (:/i18n), the
// system locale by default, or the language chosen in Edit > Preferences.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace topoopt::ui {

/// The stored choice: "" follows the system locale, else a catalogue name ("en", "zh_CN").
QString languageSetting();
void setLanguageSetting(const QString& language);

/// Languages the app ships, as catalogue names ("en", "zh_CN").
QStringList availableLanguages();

/// The catalogue for `language` ("" = the system locale `system`): "zh_CN" for any Chinese
/// locale written in simplified characters, else "en".
QString resolveLanguage(const QString& language, const QLocale& system = QLocale::system());

/// Loads the app's catalogue and Qt's own (dialog buttons) for the setting and installs them
/// on `app`. Returns the catalogue name used.
QString installTranslations(QCoreApplication& app);
/// The catalogue installTranslations() installed last, "en" before it runs: what the interface
/// speaks now, which a changed setting is not until the next start.
QString installedLanguage();

} // namespace topoopt::ui
