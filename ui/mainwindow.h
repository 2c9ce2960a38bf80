// The studio's main window: menus, toolbar, status bar, the central tabs and the docks.
#pragma once

#include <QMainWindow>

class QAction;
class QLabel;
class QTabWidget;
class QTextBrowser;

namespace topoopt::ui {

class Document;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Document* document() const { return m_document; }
    QTabWidget* tabs() const { return m_tabs; }
    /// Opens a scenario; on failure shows a dialog (unless `quiet`) and keeps the current one.
    bool openFile(const QString& path, bool quiet = false);
    /// The last error shown to the user (tests read it instead of clicking dialogs).
    const QString& lastError() const { return m_lastError; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void updateTitle();
    void refreshSummary();
    bool maybeSave();
    bool save();
    bool saveAs();
    void openDialog();
    void validateScenario();
    void showAbout();
    void showError(const QString& title, const QString& message);

    Document* m_document;
    QTabWidget* m_tabs;
    QTextBrowser* m_summary;
    QLabel* m_statusLabel;
    QString m_lastError;

    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_validateAction = nullptr;
    QAction* m_aboutAction = nullptr;
};

} // namespace topoopt::ui
