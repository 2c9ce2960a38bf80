// Edit > Preferences: the interface language (issue 9), stored with Setting<T>.
#pragma once

#include <QDialog>

class QComboBox;

namespace topoopt::ui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);
    QComboBox* languageBox() const { return m_language; }

    /// Stores the choices (called on OK).
    void apply();

private:
    QComboBox* m_language;
};

} // namespace topoopt::ui
