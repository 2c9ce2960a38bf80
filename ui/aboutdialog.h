// Help > About: version, purpose and the licenses of the libraries the app uses.
#pragma once

#include <QDialog>

namespace topoopt::ui {

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);
};

} // namespace topoopt::ui
