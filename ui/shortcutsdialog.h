// Help > Keyboard Shortcuts: a table generated from the window's menus, so it always lists the
// shortcuts the actions really have.
#pragma once

#include <QDialog>
#include <QString>

#include <vector>

class QMenuBar;
class QTableWidget;

namespace topoopt::ui {

/// One action with a shortcut: "File", "Save", "Ctrl+S" (native text of this platform).
struct ShortcutEntry {
    QString menu;
    QString action;
    QString keys;
};

/// Every action with a shortcut in `menuBar`'s menus and submenus, in menu order; menus are
/// named by their path ("View > Theme"), mnemonics (&) removed.
std::vector<ShortcutEntry> collectShortcuts(const QMenuBar* menuBar);

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    ShortcutsDialog(const std::vector<ShortcutEntry>& entries, QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table;
};

} // namespace topoopt::ui
