// The preferences dialog: language (applied at the next start) and search threads.
#include "preferencesdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include "common/limits.h"
#include "strategysearch.h"
#include "translations.h"

namespace topoopt::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent), m_language(new QComboBox(this)), m_threads(new QSpinBox(this))
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
    m_threads->setObjectName(QStringLiteral("threadsBox"));
    m_threads->setRange(0, limits::kMaxJobs);
    m_threads->setSpecialValueText(tr("All (%1)").arg(QThread::idealThreadCount()));
    m_threads->setValue(searchThreadsSetting());
    m_threads->setToolTip(tr("Threads that evaluate search proposals and simulate the "
                             "Comparison tab's fabrics. The results are the same for any "
                             "number; fewer leave cores to other programs."));
    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("Search &threads:"), m_threads);
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
    setSearchThreadsSetting(m_threads->value());
}

} // namespace topoopt::ui
