// The figure export dialog's fields and their checks.
#include "exportfiguredialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace topoopt::ui {

ExportFigureDialog::ExportFigureDialog(FigureView initialView, const QString& folder,
                                       QWidget* parent)
    : QDialog(parent), m_view(new QComboBox(this)), m_path(new QLineEdit(this)),
      m_width(new QDoubleSpinBox(this)), m_height(new QDoubleSpinBox(this)),
      m_unit(new QComboBox(this)), m_dpi(new QSpinBox(this)), m_info(new QLabel(this)),
      m_folder(folder)
{
    setObjectName(QStringLiteral("exportFigureDialog"));
    setWindowTitle(tr("Export Figure"));
    m_view->addItem(tr("Server graph"), static_cast<int>(FigureView::Graph));
    m_view->addItem(tr("Traffic heatmap"), static_cast<int>(FigureView::Heatmap));
    m_view->addItem(tr("Convergence"), static_cast<int>(FigureView::Convergence));
    m_view->addItem(tr("Comparison"), static_cast<int>(FigureView::Comparison));
    m_view->setCurrentIndex(m_view->findData(static_cast<int>(initialView)));
    m_path->setText(QDir(folder).filePath(figureViewName(initialView) + QStringLiteral(".pdf")));
    auto* browseButton = new QPushButton(tr("Browse..."), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);

    m_unit->addItem(tr("pixels"), false);
    m_unit->addItem(tr("millimetres"), true);
    for (QDoubleSpinBox* box : {m_width, m_height}) {
        box->setDecimals(1);
        box->setRange(1, 20000);
    }
    m_width->setValue(1800);
    m_height->setValue(1200);
    m_dpi->setRange(36, 2400);
    m_dpi->setValue(300);
    m_dpi->setSuffix(tr(" dpi"));
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("\u00d7"), this));
    sizeRow->addWidget(m_height);
    sizeRow->addWidget(m_unit);
    m_info->setWordWrap(true);
    m_info->setStyleSheet(QStringLiteral("color: #505050;"));

    auto* form = new QFormLayout;
    form->addRow(tr("&View:"), m_view);
    form->addRow(tr("&File:"), pathRow);
    form->addRow(tr("&Size:"), sizeRow);
    form->addRow(tr("&Resolution:"), m_dpi);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_info);
    layout->addWidget(buttons);
    setMinimumWidth(520);

    connect(browseButton, &QPushButton::clicked, this, &ExportFigureDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_unit, &QComboBox::currentIndexChanged, this, [this] {
        // Keep the physical size when switching units.
        const double perMm = m_dpi->value() / 25.4;
        const bool mm = m_unit->currentData().toBool();
        for (QDoubleSpinBox* box : {m_width, m_height})
            box->setValue(mm ? box->value() / perMm : box->value() * perMm);
    });
    for (QDoubleSpinBox* box : {m_width, m_height})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ExportFigureDialog::updateInfo);
    connect(m_dpi, &QSpinBox::valueChanged, this, &ExportFigureDialog::updateInfo);
    connect(m_path, &QLineEdit::textChanged, this, &ExportFigureDialog::updateInfo);
    connect(m_view, &QComboBox::currentIndexChanged, this, [this] {
        // Follow the view in the suggested file name while it is still the suggestion.
        const QFileInfo info(m_path->text());
        QString suffix = info.suffix().isEmpty() ? QStringLiteral("pdf") : info.suffix();
        m_path->setText(
            QDir(info.path()).filePath(figureViewName(view()) + QStringLiteral(".") + suffix));
    });
    updateInfo();
}

FigureView ExportFigureDialog::view() const
{
    return static_cast<FigureView>(m_view->currentData().toInt());
}

FigureSize ExportFigureDialog::figureSize() const
{
    FigureSize size;
    size.width = m_width->value();
    size.height = m_height->value();
    size.millimetres = m_unit->currentData().toBool();
    size.dpi = m_dpi->value();
    return size;
}

QString ExportFigureDialog::path() const
{
    return m_path->text().trimmed();
}

void ExportFigureDialog::setPath(const QString& path)
{
    m_path->setText(path);
}

void ExportFigureDialog::browse()
{
    const QString chosen = QFileDialog::getSaveFileName(
        this, tr("Export Figure"), path(),
        tr("PDF documents (*.pdf);;SVG images (*.svg);;PNG images (*.png)"));
    if (!chosen.isEmpty()) m_path->setText(chosen);
}

void ExportFigureDialog::updateInfo()
{
    const FigureSize size = figureSize();
    QString text;
    if (const QString problem = size.problem(); !problem.isEmpty())
        text = problem;
    else if (!figureFormatForPath(path()))
        text = tr("The file name must end in .png, .svg or .pdf.");
    else
        text = tr("%1 x %2 pixels, %3 x %4 mm")
                   .arg(size.pixels().width())
                   .arg(size.pixels().height())
                   .arg(size.pixels().width() / size.dpi * 25.4, 0, 'f', 1)
                   .arg(size.pixels().height() / size.dpi * 25.4, 0, 'f', 1);
    m_info->setText(text);
}

} // namespace topoopt::ui
