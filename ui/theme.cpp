// The dark palette and how plots follow the palette.
#include "theme.h"

#include <QApplication>
#include <QHeaderView>
#include <QStyle>
#include <QTableView>

#include <qcustomplot.h>

namespace topoopt::ui {

namespace {
Theme g_current = Theme::System;

QPalette darkPalette()
{
    // Greys with enough contrast for text (about 12:1 for text on base) and a blue accent
    // that stays visible on both window and base colours.
    QPalette p;
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(230, 230, 230);
    const QColor disabled(128, 128, 128);
    const QColor accent(64, 138, 224);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 90, 90));
    p.setColor(QPalette::Light, QColor(70, 70, 74));
    p.setColor(QPalette::Midlight, QColor(58, 58, 62));
    p.setColor(QPalette::Mid, QColor(40, 40, 42));
    p.setColor(QPalette::Dark, QColor(20, 20, 22));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, accent);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, accent.lighter(130));
    p.setColor(QPalette::LinkVisited, QColor(170, 130, 230));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(80, 80, 80));
    return p;
}

QPalette lightPalette()
{
    QPalette p(QColor(239, 239, 239)); // Qt derives the other roles from the button colour
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::ButtonText, Qt::black);
    p.setColor(QPalette::Highlight, QColor(48, 120, 210));
    p.setColor(QPalette::HighlightedText, Qt::white);
    return p;
}
} // namespace

QSize fittedWindowSize(const QSize& preferred, const QSize& available)
{
    // The size is the window's inside: its title bar needs room above it too (about 30
    // pixels, more with a large font), or the window's bottom runs under a taskbar.
    constexpr int titleBar = 40;
    const auto fit = [](int want, int frame, int room) {
        return want + frame <= room ? want : static_cast<int>(room * 0.9);
    };
    return {fit(preferred.width(), 0, available.width()),
            fit(preferred.height(), titleBar, available.height())};
}

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

Theme themeFromName(const QString& name)
{
    if (name == QLatin1String("light")) return Theme::Light;
    if (name == QLatin1String("dark")) return Theme::Dark;
    return Theme::System;
}

QPalette themePalette(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return lightPalette();
    case Theme::Dark:
        return darkPalette();
    case Theme::System:
        break;
    }
    return QApplication::style()->standardPalette();
}

void applyTheme(Theme theme)
{
    g_current = theme;
    QApplication::setPalette(themePalette(theme));
}

Theme currentTheme()
{
    return g_current;
}

bool legendOverData(const QCPLegend* legend)
{
    return qobject_cast<const QCPLayoutInset*>(legend->layout()) != nullptr;
}

void stylePlot(QCustomPlot* plot, const QPalette& palette)
{
    if (!plot) return;
    const QColor fg = palette.color(QPalette::WindowText);
    const QColor bg = palette.color(QPalette::Base);
    QColor grid = fg;
    grid.setAlpha(50);
    const auto styleAxis = [&fg](QCPAxis* axis) {
        axis->setBasePen(QPen(fg));
        axis->setTickPen(QPen(fg));
        axis->setSubTickPen(QPen(fg));
        axis->setTickLabelColor(fg);
        axis->setLabelColor(fg);
    };
    const auto styleLegend = [&fg, &bg](QCPLegend* legend) {
        legend->setTextColor(fg);
        const bool over = legendOverData(legend);
        legend->setBrush(over ? QBrush(bg) : QBrush(Qt::NoBrush));
        legend->setBorderPen(over ? QPen(fg) : QPen(Qt::NoPen));
    };
    plot->setBackground(QBrush(bg));
    for (QCPAxisRect* rect : plot->axisRects()) {
        rect->setBackground(QBrush(bg));
        for (QCPAxis* axis : rect->axes()) {
            styleAxis(axis);
            axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
        }
        // Legends placed inside an axis rect (the comparison view makes its own).
        for (int i = 0; i < rect->insetLayout()->elementCount(); ++i)
            if (auto* legend = qobject_cast<QCPLegend*>(rect->insetLayout()->elementAt(i)))
                styleLegend(legend);
    }
    // Colour scales (heatmaps) carry their own axis outside the axis rects; titles too.
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        QCPLayoutElement* element = plot->plotLayout()->elementAt(i);
        if (auto* scale = qobject_cast<QCPColorScale*>(element); scale && scale->axis())
            styleAxis(scale->axis());
        if (auto* title = qobject_cast<QCPTextElement*>(element)) title->setTextColor(fg);
    }
    if (plot->legend) styleLegend(plot->legend);
    // Labels on the data (speedups, round markers) are text on the plot's background.
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i))) text->setColor(fg);
}

void applyPlotPalette(QCustomPlot* plot, const QPalette& palette)
{
    if (!plot) return;
    stylePlot(plot, palette);
    plot->replot();
}

void followApplicationPalette(QCustomPlot* plot)
{
    // Views rebuild axis rects, legends and labels when their data changes; restyling just
    // before each replot keeps the new ones readable in the current theme.
    QObject::connect(plot, &QCustomPlot::beforeReplot, plot,
                     [plot] { stylePlot(plot, QApplication::palette()); });
}

void useCompactRows(QTableView* view)
{
    view->verticalHeader()->setMinimumSectionSize(view->fontMetrics().height() + 2);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
}

} // namespace topoopt::ui
