// File > Export > Figure...: which view, where (the extension picks PNG, SVG or PDF), and the
// size in pixels or millimetres at a DPI (issue 9). Rendering is figurerenderer's.
#pragma once

#include <QDialog>

#include "figurerenderer.h"

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;
class QLabel;

namespace topoopt::ui {

class ExportFigureDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportFigureDialog(FigureView initialView, const QString& folder,
                                QWidget* parent = nullptr);

    FigureView view() const;
    FigureSize figureSize() const;
    QString path() const;
    void setPath(const QString& path);

private:
    void browse();
    void updateInfo();

    QComboBox* m_view;
    QLineEdit* m_path;
    QDoubleSpinBox* m_width;
    QDoubleSpinBox* m_height;
    QComboBox* m_unit;
    QSpinBox* m_dpi;
    QLabel* m_info;
    QString m_folder;
};

} // namespace topoopt::ui
