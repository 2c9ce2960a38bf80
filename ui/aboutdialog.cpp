// The About dialog's text: product, version and third-party licenses.
#include "aboutdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <boost/version.hpp>
#include <nlohmann/json.hpp>
#include <qcustomplot.h>

#include "common/version.h"

namespace topoopt::ui {

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("AboutDialog"));
    setWindowTitle(tr("About TopoOpt Studio"));
    auto* layout = new QVBoxLayout(this);
    auto* title = new QLabel(
        tr("<h2>TopoOpt Studio %1</h2><p>Co-design the network topology and the parallelization "
           "strategy of a GPU training cluster, after the NSDI 2023 paper <i>TopoOpt</i>.</p>")
            .arg(QString::fromLatin1(kVersion)),
        this);
    title->setWordWrap(true);
    layout->addWidget(title);
    auto* licenses = new QTextBrowser(this);
    licenses->setObjectName(QStringLiteral("licenses"));
    licenses->setOpenExternalLinks(true);
    const QString boost = QStringLiteral("%1.%2.%3")
                              .arg(BOOST_VERSION / 100000)
                              .arg(BOOST_VERSION / 100 % 1000)
                              .arg(BOOST_VERSION % 100);
    const QString json = QStringLiteral("%1.%2.%3")
                             .arg(NLOHMANN_JSON_VERSION_MAJOR)
                             .arg(NLOHMANN_JSON_VERSION_MINOR)
                             .arg(NLOHMANN_JSON_VERSION_PATCH);
    licenses->setHtml(
        tr("<h3>Libraries</h3><ul>"
           "<li><b>Qt</b> %1 &mdash; GNU LGPL v3</li>"
           "<li><b>QCustomPlot</b> %2 &mdash; GNU GPL v3</li>"
           "<li><b>Boost.Graph</b> %3 &mdash; Boost Software License 1.0</li>"
           "<li><b>nlohmann/json</b> %4 &mdash; MIT License</li>"
           "</ul><p>Because QCustomPlot is GPL v3, TopoOpt Studio binaries are distributed "
           "under the GNU GPL v3.</p>")
            .arg(QString::fromLatin1(qVersion()), QStringLiteral(QCUSTOMPLOT_VERSION_STR), boost,
                 json));
    layout->addWidget(licenses);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(480, 380);
}

} // namespace topoopt::ui
