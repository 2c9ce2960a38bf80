// MainWindow, part four (issue 8, part B): teaching mode dock, themes, keyboard shortcuts and
// their list, and the toolbar's SVG icons.
#include "mainwindow.h"

#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>

#include <algorithm>

#include "comparisonview.h"
#include "convergenceview.h"
#include "designsview.h"
#include "document.h"
#include "graphview.h"
#include "guidewindow.h"
#include "heatmapview.h"
#include "settings.h"
#include "teachingmode.h"
#include "theme.h"
#include "translations.h"

namespace topoopt::ui {

namespace {
const Setting<QString> kTheme{"view/theme", QStringLiteral("system")};

QIcon svgIcon(const char* name)
{
    // SVG scales to any device pixel ratio (Qt6::Svg provides the icon engine).
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name)));
}
} // namespace

QSize initialWindowSize(const QSize& available)
{
    return fittedWindowSize(QSize(1440, 900), available);
}

void MainWindow::fitToScreen()
{
    const QScreen* s = screen();
    if (!s) {
        resize(initialWindowSize(QSize(1440, 900)));
        return;
    }
    const QRect available = s->availableGeometry();
    resize(initialWindowSize(available.size()));
    // Centred, so it does not start at a corner running off the screen; never above or left
    // of the free area when the window's minimum size is larger than it.
    move(available.left() + std::max(0, (available.width() - width()) / 2),
         available.top() + std::max(0, (available.height() - height()) / 2));
}

void MainWindow::createTeaching()
{
    m_teaching = new TeachingMode(this);
    m_teachingDock = new QDockWidget(tr("Teaching Mode"), this);
    m_teachingDock->setObjectName(QStringLiteral("teachingDock"));
    m_teachingDock->setWidget(m_teaching);
    addDockWidget(Qt::RightDockWidgetArea, m_teachingDock);
    tabifyDockWidget(m_editorDock, m_teachingDock);
    m_teachingDock->hide();
    m_teachingAction = m_teachingDock->toggleViewAction();
    m_teachingAction->setObjectName(QStringLiteral("teachingAction"));
    m_teachingAction->setText(tr("&Teaching Mode"));
    m_teachingAction->setShortcut(QKeySequence(Qt::Key_F9));
    m_teachingAction->setStatusTip(tr("Step through TopologyFinder one stage at a time"));
    m_teachingAction->setIcon(svgIcon("teach"));
    connect(m_teachingAction, &QAction::toggled, this, [this](bool on) {
        if (on) {
            // Follows the scenario as it is now (its traffic, d and link speed).
            m_teaching->start(m_traffic, m_document->scenario());
            m_tabs->setCurrentWidget(m_graph);
            // Shown is not enough: it shares a tab group with the editor, which stays in front.
            // Raised once the layout has taken the shown dock back into its tab group.
            QTimer::singleShot(0, m_teachingDock, &QDockWidget::raise);
        } else {
            m_teaching->pause();
            restoreViews();
        }
    });
    connect(m_teaching, &TeachingMode::stageShown, this,
            [this](int, const Topology& snapshot, const Traffic& traffic) {
                if (m_teachingDock->isVisible()) showTeachingStage(snapshot, traffic);
            });
}

void MainWindow::showTeachingStage(const Topology& snapshot, const Traffic& traffic)
{
    m_showingTeaching = true;
    m_graph->setTopology(snapshot, traffic);
    m_heatmap->setTraffic(traffic);
    m_heatmap->setTopology(snapshot);
}

void MainWindow::restoreViews()
{
    if (!m_showingTeaching) return;
    m_showingTeaching = false;
    if (m_traffic)
        m_heatmap->setTraffic(*m_traffic);
    else
        m_heatmap->clear();
    if (m_topology)
        showTopology(*m_topology); // the graph with the traffic's loads, the heatmap's rings
    else
        m_graph->clear();
}

void MainWindow::createComfort()
{
    QMenu* view = menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu"));
    QMenu* help = menuBar()->findChild<QMenu*>(QStringLiteral("helpMenu"));
    auto* toolbar = findChild<QToolBar*>(QStringLiteral("mainToolBar"));

    // Shortcuts for the common actions that had none.
    m_importTrafficAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    m_importTopologyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_widthByLoadAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_panelDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));

    for (QCustomPlot* plot : {m_heatmap->plot(), m_convergence->plot(), m_comparison->plot()})
        followApplicationPalette(plot);

    // Icons where the toolbar had none.
    m_newAction->setIcon(svgIcon("new"));
    m_openAction->setIcon(svgIcon("open"));
    m_saveAction->setIcon(svgIcon("save"));
    m_validateAction->setIcon(svgIcon("validate"));

    if (view) {
        view->addAction(m_teachingAction);
        // Ctrl+1 .. Ctrl+9: the central tabs.
        QMenu* tabsMenu = view->addMenu(tr("&Go to Tab"));
        tabsMenu->setObjectName(QStringLiteral("tabsMenu"));
        for (int i = 0; i < m_tabs->count() && i < 9; ++i) {
            QAction* a = tabsMenu->addAction(m_tabs->tabText(i));
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
            connect(a, &QAction::triggered, this, [this, i] { m_tabs->setCurrentIndex(i); });
        }
        QMenu* themeMenu = view->addMenu(tr("T&heme"));
        themeMenu->setObjectName(QStringLiteral("themeMenu"));
        auto* group = new QActionGroup(this);
        const Theme saved = themeFromName(kTheme.get());
        for (const auto& [theme, label] :
             {std::pair{Theme::System, tr("&System")}, std::pair{Theme::Light, tr("&Light")},
              std::pair{Theme::Dark, tr("&Dark")}}) {
            QAction* a = themeMenu->addAction(label);
            a->setObjectName(QStringLiteral("theme_") + themeName(theme));
            a->setCheckable(true);
            a->setChecked(theme == saved);
            group->addAction(a);
            connect(a, &QAction::triggered, this, [this, theme = theme] { setTheme(theme); });
        }
        // The system palette is already in place; only a chosen theme needs applying.
        if (saved != Theme::System) setTheme(saved);
    }
    if (toolbar) {
        toolbar->addSeparator();
        toolbar->addAction(m_teachingAction);
    }
    if (help) {
        m_shortcutsAction = new QAction(tr("&Keyboard Shortcuts"), this);
        m_shortcutsAction->setObjectName(QStringLiteral("shortcutsAction"));
        m_shortcutsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
        connect(m_shortcutsAction, &QAction::triggered, this, [this] {
            ShortcutsDialog dialog(shortcuts(), this);
            dialog.exec();
        });
        help->insertAction(help->actions().value(0), m_shortcutsAction);
        m_guideAction = new QAction(tr("TopoOpt Studio &Guide"), this);
        m_guideAction->setObjectName(QStringLiteral("guideAction"));
        m_guideAction->setShortcut(QKeySequence::HelpContents);
        m_guideAction->setToolTip(tr("How to use TopoOpt Studio, at the part you are using"));
        connect(m_guideAction, &QAction::triggered, this, [this] { openGuide(); });
        help->insertAction(m_shortcutsAction, m_guideAction);
    }
}

void MainWindow::openGuide(const QString& section)
{
    const QString where = section.isEmpty() ? guideSectionHere() : section;
    if (!m_guide) m_guide = new GuideWindow(installedLanguage(), this);
    // Shown first: the sections' places come from the layout at the window's width.
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow();
    if (!m_guide->showSection(where)) m_guide->showSection(QStringLiteral("start"));
}

QString MainWindow::guideSectionHere() const
{
    const std::pair<const QWidget*, const char*> docks[] = {{m_editorDock, "editor"},
                                                            {m_undoDock, "history"},
                                                            {m_panelDock, "panel"},
                                                            {m_teachingDock, "teaching"}};
    for (const QWidget* w = QApplication::focusWidget(); w; w = w->parentWidget())
        for (const auto& [dock, id] : docks)
            if (w == dock) return QLatin1String(id);
    // The tabs in the order MainWindow adds them (mainwindowviews.cpp, mainwindowediting.cpp).
    const QWidget* tab = m_tabs->currentWidget();
    const std::pair<const QWidget*, const char*> tabs[] = {
        {m_summary, "summary"},         {m_graph, "graph"},           {m_heatmap, "heatmaps"},
        {m_convergence, "convergence"}, {m_comparison, "comparison"}, {m_designs, "designs"},
    };
    for (const auto& [widget, id] : tabs)
        if (tab == widget) return QLatin1String(id);
    if (tab && tab->objectName() == QLatin1String("modelEditorScroll"))
        return QStringLiteral("model");
    if (tab && tab->objectName() == QLatin1String("strategyViewScroll"))
        return QStringLiteral("strategy");
    return QStringLiteral("start");
}

void MainWindow::setTheme(Theme theme)
{
    applyTheme(theme);
    kTheme.set(themeName(theme));
    const QPalette p = themePalette(theme);
    applyPlotPalette(m_heatmap->plot(), p);
    applyPlotPalette(m_convergence->plot(), p);
    applyPlotPalette(m_comparison->plot(), p);
    if (auto* menu = menuBar()->findChild<QMenu*>(QStringLiteral("themeMenu")))
        for (QAction* a : menu->actions())
            a->setChecked(a->objectName() == QStringLiteral("theme_") + themeName(theme));
}

std::vector<ShortcutEntry> MainWindow::shortcuts() const
{
    return collectShortcuts(menuBar());
}

} // namespace topoopt::ui
