// Walks the menus for shortcuts and shows them in a read-only table.
#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace topoopt::ui {

namespace {
QString plain(QString text)
{
    // "&&" is a literal ampersand; a single "&" marks the mnemonic.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text.endsWith(QStringLiteral("...")) ? text.chopped(3) : text;
}

void collect(const QMenu* menu, const QString& path, std::vector<ShortcutEntry>& out)
{
    for (QAction* action : menu->actions()) {
        if (action->isSeparator()) continue;
        if (QMenu* sub = action->menu()) {
            collect(sub, path + QStringLiteral(" > ") + plain(sub->title()), out);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& k : action->shortcuts())
            if (!k.isEmpty()) keys << k.toString(QKeySequence::NativeText);
        if (keys.isEmpty()) continue;
        out.push_back({path, plain(action->text()), keys.join(QStringLiteral(", "))});
    }
}
} // namespace

std::vector<ShortcutEntry> collectShortcuts(const QMenuBar* menuBar)
{
    std::vector<ShortcutEntry> entries;
    for (QAction* top : menuBar->actions())
        if (const QMenu* menu = top->menu()) collect(menu, plain(menu->title()), entries);
    return entries;
}

ShortcutsDialog::ShortcutsDialog(const std::vector<ShortcutEntry>& entries, QWidget* parent)
    : QDialog(parent), m_table(new QTableWidget(static_cast<int>(entries.size()), 3, this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    setObjectName(QStringLiteral("shortcutsDialog"));
    m_table->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Shortcut")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < static_cast<int>(entries.size()); ++row) {
        const ShortcutEntry& e = entries[static_cast<std::size_t>(row)];
        m_table->setItem(row, 0, new QTableWidgetItem(e.menu));
        m_table->setItem(row, 1, new QTableWidgetItem(e.action));
        m_table->setItem(row, 2, new QTableWidgetItem(e.keys));
    }
    m_table->resizeColumnsToContents();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(520, 480);
}

} // namespace topoopt::ui
