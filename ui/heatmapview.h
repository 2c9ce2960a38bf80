// Traffic heatmaps (issue 7, item 3): the demand matrix with AllReduce and MP separately and
// together, and the link-load matrix of the current topology, on a QCustomPlot colour map.
#pragma once

#include <QWidget>

#include <optional>

#include "topology/topology.h"
#include "traffic/traffic.h"
#include "trafficmatrices.h"

class QComboBox;
class QLabel;
class QCustomPlot;
class QCPColorMap;
class QCPColorScale;
class QMouseEvent;

namespace topoopt::ui {

class HeatmapView : public QWidget {
    Q_OBJECT
public:
    enum class Mode { AllReduce, Mp, Both, LinkLoad };
    enum class Scale { Linear, Log };

    explicit HeatmapView(QWidget* parent = nullptr);

    /// New traffic: forgets a topology built for other traffic (its rings would not match).
    void setTraffic(const Traffic& traffic);
    /// The topology whose rings draw the AllReduce diagonals and whose routes give link loads.
    void setTopology(const Topology& topology);
    void clear();

    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    void setScale(Scale scale);
    Scale scale() const { return m_scale; }

    /// The matrix shown (bytes per iteration), rows = source, columns = destination.
    const SquareMatrix& matrix() const { return m_shown; }
    /// Cells of the colour map (size squared).
    int cellCount() const;
    /// The readout text for a cell, as the hover label shows it.
    QString readout(int row, int col) const;
    QCustomPlot* plot() const { return m_plot; }

private:
    void rebuild();
    void onMouseMove(QMouseEvent* event);

    Traffic m_traffic;
    std::optional<Topology> m_topology;
    SquareMatrix m_allreduce;
    SquareMatrix m_mp;
    SquareMatrix m_linkLoad;
    SquareMatrix m_shown;
    Mode m_mode = Mode::Both;
    Scale m_scale = Scale::Linear;
    /// Bytes per displayed unit (1e6 for MB) and its name.
    double m_unitBytes = 1e6;

    QComboBox* m_modeBox;
    QComboBox* m_scaleBox;
    QLabel* m_readout;
    QLabel* m_empty;
    QCustomPlot* m_plot;
    QCPColorMap* m_map;
    QCPColorScale* m_colorScale;
};

} // namespace topoopt::ui
