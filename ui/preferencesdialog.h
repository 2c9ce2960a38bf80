// Edit > Preferences: the interface language (issue 9) and the threads searches use, stored
// with Setting<T>.
#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace topoopt::ui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);
    QComboBox* languageBox() const { return m_language; }
    QSpinBox* threadsBox() const { return m_threads; }

    /// Stores the choices (called on OK).
    void apply();

private:
    QComboBox* m_language;
    QSpinBox* m_threads;
};

} // namespace topoopt::ui
