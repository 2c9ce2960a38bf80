// Where settings are stored: the user's profile, or a test folder named by the environment.
#include "settings.h"

#include <QDir>

namespace topoopt::ui {

std::unique_ptr<QSettings> openSettings()
{
    const QByteArray dir = qgetenv("TOPOOPT_SETTINGS_DIR");
    if (!dir.isEmpty())
        return std::make_unique<QSettings>(
            QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("topoopt-studio.ini")),
            QSettings::IniFormat);
    return std::make_unique<QSettings>();
}

} // namespace topoopt::ui
