// The preferences dialog: language choice, applied at the next start.
#include "preferencesdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "translations.h"

namespace topoopt::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent), m_language(new QComboBox(this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    m_language->setObjectName(QStringLiteral("languageBox"));
    m_language->addItem(tr("System language"), QString());
    // Each language under its own name, so a reader of it finds it whatever the current one.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("\u7b80\u4f53\u4e2d\u6587"), QStringLiteral("zh_CN"));
    const int index = m_language->findData(languageSetting());
    m_language->setCurrentIndex(index >= 0 ? index : 0);

    auto* note = new QLabel(tr("The language changes the next time TopoOpt Studio starts."), this);
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color: #505050;"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setMinimumWidth(380);
}

void PreferencesDialog::apply()
{
    setLanguageSetting(m_language->currentData().toString());
}

} // namespace topoopt::ui
