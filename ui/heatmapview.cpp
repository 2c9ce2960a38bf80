// Filling the colour map from demand and load matrices; hover readout.
#include "heatmapview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>
#include <limits>

#include "format.h"

namespace topoopt::ui {

namespace {
QCPColorGradient demandGradient()
{
    // White for little, through yellow and orange to dark red: readable on a light UI, and
    // empty cells (NaN, transparent) stay white.
    QCPColorGradient g;
    g.clearColorStops();
    g.setColorStopAt(0.0, QColor(0xfd, 0xf6, 0xd8));
    g.setColorStopAt(0.25, QColor(0xfe, 0xd9, 0x76));
    g.setColorStopAt(0.5, QColor(0xfd, 0x8d, 0x3c));
    g.setColorStopAt(0.75, QColor(0xe3, 0x1a, 0x1c));
    g.setColorStopAt(1.0, QColor(0x67, 0x00, 0x0d));
    g.setNanHandling(QCPColorGradient::nhTransparent);
    g.setLevelCount(256);
    return g;
}

struct Unit {
    double bytes;
    const char* name;
};

Unit unitFor(double maxBytes)
{
    if (maxBytes >= 1e9) return {1e9, "GB"};
    if (maxBytes >= 1e6) return {1e6, "MB"};
    if (maxBytes >= 1e3) return {1e3, "kB"};
    return {1, "B"};
}
} // namespace

HeatmapView::HeatmapView(QWidget* parent)
    : QWidget(parent), m_modeBox(new QComboBox(this)), m_scaleBox(new QComboBox(this)),
      m_readout(new QLabel(this)), m_empty(new QLabel(this)), m_plot(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("heatmapView"));
    m_modeBox->setObjectName(QStringLiteral("heatmapMode"));
    m_modeBox->addItem(tr("AllReduce demand"), static_cast<int>(Mode::AllReduce));
    m_modeBox->addItem(tr("MP demand"), static_cast<int>(Mode::Mp));
    m_modeBox->addItem(tr("AllReduce + MP demand"), static_cast<int>(Mode::Both));
    m_modeBox->addItem(tr("Link load"), static_cast<int>(Mode::LinkLoad));
    m_modeBox->setCurrentIndex(2);
    m_modeBox->setToolTip(tr("AllReduce draws the ring hops (diagonals j = i + p mod n); MP draws "
                             "the fixed model-parallel demand; link load is what each directed "
                             "link carries once traffic follows the topology's routes"));
    m_scaleBox->setObjectName(QStringLiteral("heatmapScale"));
    m_scaleBox->addItem(tr("Linear scale"), static_cast<int>(Scale::Linear));
    m_scaleBox->addItem(tr("Log scale"), static_cast<int>(Scale::Log));
    m_readout->setObjectName(QStringLiteral("heatmapReadout"));
    // The readout takes what the bar leaves and never widens the tab: a long one is cut at the
    // right edge rather than pushing the views beside the docks off a laptop's screen.
    m_readout->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Show:"), this));
    bar->addWidget(m_modeBox);
    bar->addWidget(m_scaleBox);
    bar->addSpacing(12);
    bar->addWidget(m_readout, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setStyleSheet(QStringLiteral("color: #606060;"));
    layout->addWidget(m_empty, 1);

    m_map = new QCPColorMap(m_plot->xAxis, m_plot->yAxis);
    m_map->setInterpolate(false);
    m_map->setTightBoundary(true);
    m_map->setGradient(demandGradient());
    m_colorScale = new QCPColorScale(m_plot);
    m_plot->plotLayout()->addElement(0, 1, m_colorScale);
    m_colorScale->setType(QCPAxis::atRight);
    m_colorScale->setBarWidth(14);
    m_map->setColorScale(m_colorScale);
    // The scale owns the gradient once attached (it would otherwise impose its default).
    m_colorScale->setGradient(demandGradient());
    auto* margins = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    m_colorScale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    m_plot->xAxis->setLabel(tr("Destination server"));
    m_plot->yAxis->setLabel(tr("Source server"));
    m_plot->yAxis->setRangeReversed(true); // row 0 at the top, as matrices are read
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);
    // Server and node ids are whole numbers: ticks on integers only (steps of 1, 2, 5, 10...).
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
        ticker->setTickStep(1);
        ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
        axis->setTicker(ticker);
    }
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->setNoAntialiasingOnDrag(true);

    connect(m_modeBox, &QComboBox::currentIndexChanged, this,
            [this] { setMode(static_cast<Mode>(m_modeBox->currentData().toInt())); });
    connect(m_scaleBox, &QComboBox::currentIndexChanged, this,
            [this] { setScale(static_cast<Scale>(m_scaleBox->currentData().toInt())); });
    connect(m_plot, &QCustomPlot::mouseMove, this, &HeatmapView::onMouseMove);
    rebuild();
}

void HeatmapView::setTraffic(const Traffic& traffic)
{
    m_traffic = traffic;
    if (m_topology && m_topology->servers != traffic.servers) m_topology.reset();
    m_allreduce = allreduceMatrix(m_traffic, m_topology ? &*m_topology : nullptr);
    m_mp = mpMatrix(m_traffic);
    m_linkLoad = m_topology ? linkLoadMatrix(*m_topology, computeLinkLoads(*m_topology, m_traffic))
                            : SquareMatrix();
    rebuild();
}

void HeatmapView::setTopology(const Topology& topology)
{
    m_topology = topology;
    const bool matches = topology.servers == m_traffic.servers;
    m_allreduce = allreduceMatrix(m_traffic, matches ? &topology : nullptr);
    m_linkLoad =
        matches ? linkLoadMatrix(topology, computeLinkLoads(topology, m_traffic)) : SquareMatrix();
    rebuild();
}

void HeatmapView::clear()
{
    m_topology.reset();
    setTraffic(Traffic{});
}

void HeatmapView::setMode(Mode mode)
{
    m_mode = mode;
    const int index = m_modeBox->findData(static_cast<int>(mode));
    if (index != m_modeBox->currentIndex()) m_modeBox->setCurrentIndex(index);
    rebuild();
}

void HeatmapView::setScale(Scale scale)
{
    m_scale = scale;
    const int index = m_scaleBox->findData(static_cast<int>(scale));
    if (index != m_scaleBox->currentIndex()) m_scaleBox->setCurrentIndex(index);
    rebuild();
}

int HeatmapView::cellCount() const
{
    return m_map->data()->keySize() * m_map->data()->valueSize();
}

void HeatmapView::rebuild()
{
    switch (m_mode) {
    case Mode::AllReduce:
        m_shown = m_allreduce;
        break;
    case Mode::Mp:
        m_shown = m_mp;
        break;
    case Mode::Both:
        m_shown = m_allreduce;
        for (std::size_t i = 0; i < m_shown.values.size() && i < m_mp.values.size(); ++i)
            m_shown.values[i] += m_mp.values[i];
        break;
    case Mode::LinkLoad:
        m_shown = m_linkLoad;
        break;
    }
    const int n = m_shown.size;
    if (n == 0) {
        m_map->data()->setSize(0, 0);
        m_plot->hide();
        m_empty->setText(m_mode == Mode::LinkLoad && m_traffic.servers > 0
                             ? tr("Link loads appear once a topology has been built for this "
                                  "traffic.")
                             : tr("No traffic yet: open a scenario or import a traffic file."));
        m_empty->show();
        m_readout->clear();
        return;
    }
    m_empty->hide();
    m_plot->show();
    const double maxBytes = m_shown.maxValue();
    const Unit unit = unitFor(maxBytes);
    m_unitBytes = unit.bytes;
    QCPColorMapData* data = m_map->data();
    data->setSize(n, n);
    // Axes count nodes; a cell of a block of nodes sits at the middle of its block.
    const int block = m_shown.block;
    const double firstCentre = (block - 1) / 2.0;
    const double lastCentre = (n - 1) * block + firstCentre;
    data->setRange(QCPRange(firstCentre, lastCentre), QCPRange(firstCentre, lastCentre));
    const double nan = std::numeric_limits<double>::quiet_NaN();
    double minPositive = std::numeric_limits<double>::infinity();
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col) {
            const double v = m_shown.at(row, col);
            // Key = column (x), value = row (y). Zero cells are NaN: transparent, so white.
            data->setCell(col, row, v > 0 ? v / unit.bytes : nan);
            if (v > 0) minPositive = std::min(minPositive, v / unit.bytes);
        }
    const double top = maxBytes > 0 ? maxBytes / unit.bytes : 1.0;
    if (m_scale == Scale::Log) {
        m_colorScale->setDataScaleType(QCPAxis::stLogarithmic);
        const double bottom =
            std::isfinite(minPositive) ? std::min(minPositive, top / 10) : top / 1000;
        m_map->setDataRange(QCPRange(bottom, top));
        m_colorScale->axis()->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    } else {
        m_colorScale->setDataScaleType(QCPAxis::stLinear);
        m_map->setDataRange(QCPRange(0, top));
        m_colorScale->axis()->setTicker(QSharedPointer<QCPAxisTicker>::create());
    }
    const bool isLoad = m_mode == Mode::LinkLoad;
    QString label = (isLoad ? tr("%1 per iteration on the link") : tr("%1 per iteration"))
                        .arg(QLatin1String(unit.name));
    if (block > 1) label += tr(", summed over %1 x %1 nodes per cell").arg(block);
    m_colorScale->axis()->setLabel(label);
    m_plot->xAxis->setLabel(isLoad ? tr("To node") : tr("Destination server"));
    m_plot->yAxis->setLabel(isLoad ? tr("From node") : tr("Source server"));
    m_plot->xAxis->setRange(-0.5, m_shown.nodes - 0.5);
    m_plot->yAxis->setRange(-0.5, m_shown.nodes - 0.5);
    m_plot->replot();
}

QString HeatmapView::readout(int row, int col) const
{
    if (row < 0 || col < 0 || row >= m_shown.size || col >= m_shown.size) return {};
    if (m_shown.block > 1) { // a cell of blocks: name the node ranges
        const auto range = [this](int cell) {
            return QStringLiteral("%1\u2013%2")
                .arg(m_shown.firstNode(cell))
                .arg(m_shown.lastNode(cell));
        };
        return (m_mode == Mode::LinkLoad ? tr("Nodes %1 \u2192 %2: %3 per iteration on their links")
                                         : tr("Servers %1 \u2192 %2: %3"))
            .arg(range(row), range(col), formatBytes(m_shown.at(row, col)));
    }
    if (m_mode == Mode::LinkLoad)
        return tr("Link %1 \u2192 %2: %3 per iteration")
            .arg(row)
            .arg(col)
            .arg(formatBytes(m_shown.at(row, col)));
    QString text =
        tr("Server %1 \u2192 %2: %3").arg(row).arg(col).arg(formatBytes(m_shown.at(row, col)));
    if (m_mode == Mode::Both && row < m_allreduce.size && row < m_mp.size)
        text += tr(" (AllReduce %1, MP %2)")
                    .arg(formatBytes(m_allreduce.at(row, col)), formatBytes(m_mp.at(row, col)));
    return text;
}

void HeatmapView::onMouseMove(QMouseEvent* event)
{
    if (m_shown.size == 0) return;
    const double x = m_plot->xAxis->pixelToCoord(event->position().x());
    const double y = m_plot->yAxis->pixelToCoord(event->position().y());
    int col = 0, row = 0;
    m_map->data()->coordToCell(x, y, &col, &row);
    if (x < -0.5 || y < -0.5 || x > m_shown.nodes - 0.5 || y > m_shown.nodes - 0.5) {
        m_readout->clear();
        return;
    }
    m_readout->setText(readout(row, col));
}

} // namespace topoopt::ui
