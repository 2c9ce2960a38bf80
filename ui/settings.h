// Typed application settings with their defaults beside their keys (Tiled's Preference<T>).
#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

#include <memory>

namespace topoopt::ui {

/// QSettings for the app. When TOPOOPT_SETTINGS_DIR is set (tests), settings live in an INI file
/// in that folder instead of the user's profile, so tests never touch real preferences.
std::unique_ptr<QSettings> openSettings();

/// One typed setting: `Setting<int> kFoo{"group/foo", 3}; int v = kFoo.get();`.
template <typename T> class Setting {
public:
    Setting(const char* key, T defaultValue) : m_key(QLatin1String(key)), m_default(defaultValue) {}
    T get() const
    {
        const auto s = openSettings();
        return s->value(m_key, QVariant::fromValue(m_default)).template value<T>();
    }
    void set(const T& value) const { openSettings()->setValue(m_key, QVariant::fromValue(value)); }
    const QString& key() const { return m_key; }

private:
    QString m_key;
    T m_default;
};

} // namespace topoopt::ui
