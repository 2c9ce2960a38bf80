// Light and dark palettes for the studio (View > Theme), applied to the whole application and
// to the QCustomPlot plots, which draw with their own pens and brushes.
#pragma once

#include <QPalette>
#include <QSize>
#include <QString>

class QCPLegend;
class QCustomPlot;
class QTableView;

namespace topoopt::ui {

enum class Theme { System, Light, Dark };

/// A top-level window's size on a screen whose free area is `available`: `preferred` where it
/// fits (its height with a title bar's room above it), else 90 % of the free area in that
/// direction (a 1366x768 laptop).
QSize fittedWindowSize(const QSize& preferred, const QSize& available);

/// "system", "light", "dark": the names stored in the settings.
QString themeName(Theme theme);
/// The theme named `name`; System for anything unknown (an old or hand-edited setting).
Theme themeFromName(const QString& name);

/// The palette a theme uses: System is the style's own standard palette.
QPalette themePalette(Theme theme);

/// Sets the application palette (every widget follows) and remembers the theme.
void applyTheme(Theme theme);
/// The theme applyTheme() set last (System at start).
Theme currentTheme();

/// Recolours a plot's background, axes, grid, labels, legends and text items from `palette`
/// so text and lines stay readable on a dark window; data colours (graphs, bars, colour maps)
/// are left alone.
void stylePlot(QCustomPlot* plot, const QPalette& palette);
/// Whether a legend is a box over the data (in an axis rect's inset), which needs a background
/// and a border, rather than a row of its own beside the charts, which is drawn bare.
bool legendOverData(const QCPLegend* legend);
/// stylePlot() and a replot.
void applyPlotPalette(QCustomPlot* plot, const QPalette& palette);
/// Restyles `plot` from the application palette before every replot, so elements a view
/// creates later follow the theme too.
void followApplicationPalette(QCustomPlot* plot);

/// Rows one line of text high (the style's default fits a two-line editor): the long tables
/// (operators, placements, links) show twice as many rows at once, at any font size.
void useCompactRows(QTableView* view);

} // namespace topoopt::ui
