// Building the scenario form and turning edits into scenarios.
#include "scenariopanel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

#include "common/error.h"
#include "common/limits.h"
#include "coretext.h"
#include "device/devicemodel.h"
#include "document.h"

namespace topoopt::ui {

namespace {
QSpinBox* intBox(QWidget* parent, int min, int max, const QString& suffix, const QString& tip)
{
    auto* box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setSuffix(suffix);
    box->setToolTip(tip);
    // Re-run the pipeline when the value is committed, not on every keystroke.
    box->setKeyboardTracking(false);
    box->setAccelerated(true);
    return box;
}

QDoubleSpinBox* doubleBox(QWidget* parent, double min, double max, int decimals,
                          const QString& suffix, const QString& tip)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setToolTip(tip);
    box->setKeyboardTracking(false);
    return box;
}

/// The document's value, unless the user changed what `box` shows for it. A box rounds to its
/// decimals and clamps to its range (a 12.5 Gbps link shows as 13), so writing back what it shows
/// would change values nobody edited; QDoubleSpinBox rounds through this very text.
double keptUnlessEdited(const QDoubleSpinBox* box, double documentValue)
{
    const double shown = std::clamp(QString::number(documentValue, 'f', box->decimals()).toDouble(),
                                    box->minimum(), box->maximum());
    return box->value() == shown ? documentValue : box->value();
}

/// Whether two device names (the scenario's, a choice) name the same GPU.
bool sameDevice(const std::string& a, const std::string& b)
{
    try {
        return DeviceModel::byName(a).name() == DeviceModel::byName(b).name();
    } catch (const InputError&) {
        return a == b;
    }
}

QFormLayout* formIn(QGroupBox* group)
{
    auto* form = new QFormLayout(group);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return form;
}
} // namespace

ScenarioPanel::ScenarioPanel(Document* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("scenarioPanel"));
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);

    // Model
    auto* modelGroup = new QGroupBox(tr("Model"), content);
    QFormLayout* modelForm = formIn(modelGroup);
    m_model = new QComboBox(modelGroup);
    m_model->setObjectName(QStringLiteral("modelBox"));
    for (const std::string& id : zooModelIds())
        m_model->addItem(QString::fromStdString(id), QString::fromStdString(id));
    m_model->setToolTip(tr("A model from the built-in zoo (workloads.md), or a model file"));
    m_modelFile = new QPushButton(tr("Load File..."), modelGroup);
    m_modelFile->setToolTip(tr("Use a topoopt-model/1 file instead of a zoo model"));
    auto* modelRow = new QHBoxLayout;
    modelRow->addWidget(m_model, 1);
    modelRow->addWidget(m_modelFile);
    modelForm->addRow(tr("Model:"), modelRow);
    m_modelFileLabel = new QLabel(modelGroup);
    m_modelFileLabel->setWordWrap(true);
    m_modelFileLabel->setStyleSheet(QStringLiteral("color: #505050;"));
    modelForm->addRow(m_modelFileLabel);
    m_paramWidget = new QWidget(modelGroup);
    m_paramForm = new QFormLayout(m_paramWidget);
    m_paramForm->setContentsMargins(0, 0, 0, 0);
    m_paramForm->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_paramForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    modelForm->addRow(m_paramWidget);
    layout->addWidget(modelGroup);

    // Cluster (topologyfinder.md 1)
    auto* clusterGroup = new QGroupBox(tr("Cluster"), content);
    QFormLayout* clusterForm = formIn(clusterGroup);
    m_servers = intBox(clusterGroup, 2, limits::kMaxServers, QString(),
                       tr("Number of servers n (2 to %1)").arg(limits::kMaxServers));
    m_servers->setObjectName(QStringLiteral("serversBox"));
    m_gpus =
        intBox(clusterGroup, 1, limits::kMaxGpusPerServer, QString(),
               tr("GPUs per server, joined by NVLink (1 to %1)").arg(limits::kMaxGpusPerServer));
    m_degree = intBox(clusterGroup, 1, limits::kMaxDegree, QString(),
                      tr("Optical ports per server d: no server uses more links than this "
                         "(1 to %1)")
                          .arg(limits::kMaxDegree));
    m_degree->setObjectName(QStringLiteral("degreeBox"));
    m_linkGbps = doubleBox(clusterGroup, 1, limits::kMaxLinkGbps, 0, tr(" Gbps"),
                           tr("Bandwidth of one port, per direction"));
    m_linkGbps->setObjectName(QStringLiteral("linkGbpsBox"));
    m_gpu = new QComboBox(clusterGroup);
    m_gpu->setObjectName(QStringLiteral("gpuBox"));
    for (const std::string& name : DeviceModel::names()) {
        const DeviceModel device = DeviceModel::byName(name);
        m_gpu->addItem(QString::fromStdString(name), QString::fromStdString(name));
        m_gpu->setItemData(m_gpu->count() - 1,
                           tr("%1 GiB of memory per GPU")
                               .arg(device.memoryBytes() / (1024.0 * 1024 * 1024), 0, 'f', 0),
                           Qt::ToolTipRole);
    }
    m_gpu->setToolTip(tr("The GPU model: its compute rates set the compute times, its memory "
                         "what a placement may hold"));
    m_nvlinkGbps = doubleBox(clusterGroup, 1, limits::kMaxNvlinkGbps, 0, tr(" Gbps"),
                             tr("GPU-to-GPU bandwidth inside a server (NVLink)"));
    m_nvlinkGbps->setObjectName(QStringLiteral("nvlinkGbpsBox"));
    m_latencyUs = doubleBox(clusterGroup, 0, limits::kMaxLatencyUs, 2, tr(" \u00b5s"),
                            tr("Latency each hop adds to a transfer (link and switch), 0 to %L1 "
                               "\u00b5s")
                                .arg(limits::kMaxLatencyUs, 0, 'f', 0));
    m_latencyUs->setObjectName(QStringLiteral("latencyUsBox"));
    m_latencyUs->setSingleStep(0.1);
    clusterForm->addRow(tr("Servers:"), m_servers);
    clusterForm->addRow(tr("GPUs per server:"), m_gpus);
    clusterForm->addRow(tr("GPU:"), m_gpu);
    clusterForm->addRow(tr("Ports per server (d):"), m_degree);
    clusterForm->addRow(tr("Link bandwidth:"), m_linkGbps);
    clusterForm->addRow(tr("NVLink bandwidth:"), m_nvlinkGbps);
    clusterForm->addRow(tr("Latency per hop:"), m_latencyUs);
    layout->addWidget(clusterGroup);

    // Topology (topologyfinder.md 3)
    auto* topologyGroup = new QGroupBox(tr("Topology"), content);
    QFormLayout* topologyForm = formIn(topologyGroup);
    m_kind = new QComboBox(topologyGroup);
    m_kind->setObjectName(QStringLiteral("kindBox"));
    for (const std::string& kind : topologyKinds())
        m_kind->addItem(QString::fromStdString(kind), QString::fromStdString(kind));
    m_kind->setToolTip(tr("topoopt: TopologyFinder; expander, ring, torus: direct-connect "
                          "baselines; fattree, ideal: switched baselines"));
    m_split = new QComboBox(topologyGroup);
    m_split->addItem(tr("Proportional"), static_cast<int>(DegreeSplit::Proportional));
    m_split->addItem(tr("AllReduce only"), static_cast<int>(DegreeSplit::AllReduceOnly));
    m_split->setToolTip(tr("How ports are divided between AllReduce rings and MP links "
                           "(topologyfinder.md 3.1)"));
    m_sharedCycle = new QComboBox(topologyGroup);
    m_sharedCycle->setObjectName(QStringLiteral("sharedCycleBox"));
    m_sharedCycle->addItem(tr("Automatic"), static_cast<int>(SharedCycle::Auto));
    m_sharedCycle->addItem(tr("Always"), static_cast<int>(SharedCycle::Always));
    m_sharedCycle->addItem(tr("Never"), static_cast<int>(SharedCycle::Never));
    m_sharedCycle->setToolTip(
        tr("Whether disjoint AllReduce groups of one size share one cycle through all their "
           "servers instead of rings of their own. Automatic: when that never gives a group "
           "less bandwidth, and a search simulates both and keeps the faster fabric."));
    m_oversubscription = doubleBox(topologyGroup, 1, 64, 1, tr(" : 1"),
                                   tr("Fat-tree oversubscription at the ToR uplinks (1 to 64)"));
    topologyForm->addRow(tr("Kind:"), m_kind);
    topologyForm->addRow(tr("Degree split:"), m_split);
    topologyForm->addRow(tr("Shared cycle:"), m_sharedCycle);
    topologyForm->addRow(tr("Oversubscription:"), m_oversubscription);
    layout->addWidget(topologyGroup);

    // Search (topologyfinder.md 4)
    auto* searchGroup = new QGroupBox(tr("Search"), content);
    QFormLayout* searchForm = formIn(searchGroup);
    m_proposals = intBox(searchGroup, 0, 10'000'000, QString(),
                         tr("MCMC proposals over the whole run (the budget; the paper used "
                            "4000)"));
    m_rounds = intBox(searchGroup, 1, 1000, QString(),
                      tr("Alternation rounds between the strategy and topology planes"));
    m_seed = intBox(searchGroup, 0, std::numeric_limits<int>::max(), QString(),
                    tr("Random seed: the same seed gives the same search"));
    m_alpha = doubleBox(searchGroup, 0, 1e6, 3, QString(),
                        tr("Metropolis temperature: accept a worse time t' with probability "
                           "exp(-alpha (t' - t))"));
    searchForm->addRow(tr("Proposals:"), m_proposals);
    searchForm->addRow(tr("Rounds:"), m_rounds);
    searchForm->addRow(tr("Seed:"), m_seed);
    m_patience = intBox(searchGroup, 0, limits::kMaxPatience, tr(" proposals"),
                        tr("Stop a round's strategy search once this many proposals in a row "
                           "found no faster strategy, instead of spending the whole budget. "
                           "Saves time after the search has settled [ours, not in the paper]. "
                           "Off: always spend the budget."));
    m_patience->setObjectName(QStringLiteral("patienceBox"));
    // 0 turns the stop off; "0 proposals" would read as "stop at once".
    m_patience->setSpecialValueText(tr("off"));
    m_topologyMoves =
        intBox(searchGroup, 0, limits::kMaxTopologyMoves, QString(),
               tr("Beyond the paper: after each TopologyFinder step, try this many random "
                  "changes of the fabric that keep every server's ports (swap a ring "
                  "permutation, rewire two MP links) and keep each that makes the best "
                  "strategy faster. Topology kind topoopt only. Off: TopologyFinder alone, as "
                  "in the paper."));
    m_topologyMoves->setObjectName(QStringLiteral("topologyMovesBox"));
    m_topologyMoves->setSpecialValueText(tr("off"));
    m_timeResolution =
        doubleBox(searchGroup, kAutoTimeResolution, limits::kMaxTimeResolutionUs, 1, tr(" \u00b5s"),
                  tr("Simulate the search at this time resolution: flows that start or end "
                     "within it of each other share one bandwidth reallocation [ours]. Times "
                     "move by a fraction of a percent, so the search takes another path, but "
                     "not a worse one: six 4,000-proposal DLRM-128 searches at 200 \u00b5s "
                     "ended on strategies as fast as exact searches with the same seeds (64.3 ms "
                     "on average both), in a third of the time. The best is simulated exactly at "
                     "the end (Summary tab). Auto, the default: 0.3 % of the start's exact "
                     "iteration time. 0: exact, every start and end reallocates."));
    m_timeResolution->setObjectName(QStringLiteral("timeResolutionBox"));
    m_timeResolution->setSpecialValueText(tr("auto"));
    searchForm->addRow(tr("Alpha:"), m_alpha);
    // Short labels: the dock is ~300 px wide; the tooltips say the rest.
    searchForm->addRow(tr("Patience:"), m_patience);
    searchForm->addRow(tr("Topology moves:"), m_topologyMoves);
    searchForm->addRow(tr("Time resolution:"), m_timeResolution);
    layout->addWidget(searchGroup);
    layout->addStretch(1);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_scroll);

    // Field keys for merging undo steps (1..), each with the name its undo step gets.
    const std::pair<QSpinBox*, QString> intFields[] = {
        {m_servers, tr("servers")},         {m_gpus, tr("GPUs per server")},
        {m_degree, tr("ports per server")}, {m_proposals, tr("proposals")},
        {m_rounds, tr("rounds")},           {m_seed, tr("seed")},
        {m_patience, tr("patience")},       {m_topologyMoves, tr("topology moves")}};
    int field = 1;
    // Init-captures, not the bindings themselves: Clang before 16 cannot capture those.
    for (const auto& [box, what] : intFields)
        connect(box, &QSpinBox::valueChanged, this,
                [this, key = field++, name = what] { commit(key, name); });
    const std::pair<QDoubleSpinBox*, QString> doubleFields[] = {
        {m_linkGbps, tr("link bandwidth")},
        {m_oversubscription, tr("oversubscription")},
        {m_alpha, tr("alpha")},
        {m_timeResolution, tr("time resolution")},
        {m_nvlinkGbps, tr("NVLink bandwidth")},
        {m_latencyUs, tr("latency per hop")}};
    for (const auto& [box, what] : doubleFields)
        connect(box, &QDoubleSpinBox::valueChanged, this,
                [this, key = field++, name = what] { commit(key, name); });
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] { commit(-1, tr("model")); });
    connect(m_kind, &QComboBox::currentIndexChanged, this,
            [this] { commit(-1, tr("topology kind")); });
    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] { commit(-1, tr("GPU")); });
    connect(m_split, &QComboBox::currentIndexChanged, this,
            [this] { commit(-1, tr("degree split")); });
    connect(m_sharedCycle, &QComboBox::currentIndexChanged, this,
            [this] { commit(-1, tr("shared cycle")); });
    connect(m_modelFile, &QPushButton::clicked, this, &ScenarioPanel::modelFileRequested);
    connect(m_document, &Document::scenarioChanged, this, &ScenarioPanel::loadFromDocument);
    loadFromDocument();
}

void ScenarioPanel::setParamSource(ParamSource source)
{
    m_paramSource = source;
    m_paramModel.clear();
    loadFromDocument();
}

QDoubleSpinBox* ScenarioPanel::paramBox(const QString& key) const
{
    for (const auto& [field, box] : m_params)
        if (QString::fromStdString(field.key) == key) return box;
    return nullptr;
}

int ScenarioPanel::fittingWidth() const
{
    // The vertical bar is counted: the form is taller than most screens.
    return m_scroll->widget()->minimumSizeHint().width() +
           m_scroll->verticalScrollBar()->sizeHint().width() + 2 * m_scroll->frameWidth();
}

void ScenarioPanel::loadFromDocument()
{
    // A change from elsewhere (undo, another editor) ends a run of merged edits.
    if (!m_committing) m_lastField = -1;
    if (m_loading) return;
    m_loading = true;
    const Scenario& s = m_document->scenario();
    const bool fromFile = s.model.zoo.empty();
    m_model->setCurrentIndex(fromFile ? -1
                                      : m_model->findData(QString::fromStdString(s.model.zoo)));
    m_modelFileLabel->setVisible(fromFile);
    m_modelFileLabel->setText(
        !s.model.file.empty()
            ? tr("Model file: %1").arg(QFileInfo(QString::fromStdString(s.model.file)).fileName())
            : tr("Inline model from the scenario file"));
    m_servers->setValue(s.cluster.servers);
    m_gpus->setValue(s.cluster.gpusPerServer);
    m_degree->setValue(s.cluster.degree);
    m_linkGbps->setValue(s.cluster.linkGbps);
    m_nvlinkGbps->setValue(s.cluster.nvlinkGbps);
    m_latencyUs->setValue(s.cluster.latencyUs);
    m_gpu->setCurrentIndex(-1);
    for (int i = 0; i < m_gpu->count(); ++i)
        if (sameDevice(m_gpu->itemData(i).toString().toStdString(), s.cluster.gpu))
            m_gpu->setCurrentIndex(i);
    m_kind->setCurrentIndex(m_kind->findData(QString::fromStdString(s.topology.kind)));
    m_split->setCurrentIndex(m_split->findData(static_cast<int>(s.topology.degreeSplit)));
    m_sharedCycle->setCurrentIndex(
        m_sharedCycle->findData(static_cast<int>(s.topology.sharedCycle)));
    m_sharedCycle->setEnabled(s.topology.kind == "topoopt");
    m_oversubscription->setValue(s.topology.oversubscription);
    m_oversubscription->setEnabled(s.topology.kind == "fattree");
    m_proposals->setValue(s.search.proposals);
    m_rounds->setValue(s.search.rounds);
    m_seed->setValue(static_cast<int>(std::min<std::uint64_t>(
        s.search.seed, static_cast<std::uint64_t>(std::numeric_limits<int>::max()))));
    m_alpha->setValue(s.search.alpha);
    m_patience->setValue(s.search.patience);
    m_topologyMoves->setValue(s.search.topologyMoves);
    m_timeResolution->setValue(s.search.timeResolutionUs);
    // Moves change a TopologyFinder fabric; a manual design is searched from as kind topoopt
    // (MainWindow::startReoptimize), so they apply there too.
    m_topologyMoves->setEnabled(s.topology.kind == "topoopt" || s.topology.kind == "manual");
    rebuildParamForm();
    m_loading = false;
}

void ScenarioPanel::rebuildParamForm()
{
    const Scenario& s = m_document->scenario();
    const QString model = QString::fromStdString(s.model.zoo);
    std::vector<ModelParamField> fields;
    if (m_paramSource && !s.model.zoo.empty()) fields = m_paramSource(s.model.zoo);
    if (model != m_paramModel) {
        while (m_paramForm->rowCount() > 0)
            m_paramForm->removeRow(0);
        m_params.clear();
        for (const ModelParamField& f : fields) {
            auto* box = new QDoubleSpinBox(m_paramWidget);
            setUpZooParamBox(box, f.min, f.max, f.defaultValue, f.integer, f.unit, f.help);
            box->setObjectName(QStringLiteral("param_") + QString::fromStdString(f.key));
            connect(box, &QDoubleSpinBox::valueChanged, this,
                    [this, key = 100 + static_cast<int>(m_params.size()), f] {
                        commit(key, QString::fromStdString(f.key));
                    });
            m_paramForm->addRow(zooParamLabel(f.key) + QLatin1Char(':'), box);
            m_paramForm->labelForField(box)->setToolTip(
                tr("File key: %1").arg(QString::fromStdString(f.key)));
            m_params.emplace_back(f, box);
        }
        m_paramModel = model;
    }
    for (const auto& [field, box] : m_params) {
        const auto it = s.model.params.find(field.key);
        box->setValue(it != s.model.params.end() && it->is_number() ? it->get<double>()
                                                                    : field.defaultValue);
    }
    m_paramWidget->setVisible(!m_params.empty());
}

void ScenarioPanel::commit(int fieldKey, const QString& what)
{
    if (m_loading) return;
    Scenario s = m_document->scenario();
    const QString zoo = m_model->currentData().toString();
    if (!zoo.isEmpty() && zoo.toStdString() != s.model.zoo) {
        // Another zoo model: its own parameters, none of the old model's overrides.
        s.model = ModelSpec{};
        s.model.zoo = zoo.toStdString();
        s.model.params = nlohmann::json::object();
        if (const auto it = m_document->scenario().model.params.find("per_gpu_batch");
            it != m_document->scenario().model.params.end())
            s.model.params["per_gpu_batch"] = *it;
    } else if (!zoo.isEmpty()) {
        for (const auto& [field, box] : m_params) {
            const double v = box->value();
            // Only overrides go into the scenario: defaults stay implicit.
            if (!s.model.params.contains(field.key) && v == field.defaultValue) continue;
            if (field.integer)
                s.model.params[field.key] = static_cast<long long>(std::llround(v));
            else
                s.model.params[field.key] = v;
        }
    }
    s.cluster.servers = m_servers->value();
    s.cluster.gpusPerServer = m_gpus->value();
    s.cluster.degree = m_degree->value();
    s.cluster.linkGbps = keptUnlessEdited(m_linkGbps, s.cluster.linkGbps);
    s.cluster.nvlinkGbps = keptUnlessEdited(m_nvlinkGbps, s.cluster.nvlinkGbps);
    s.cluster.latencyUs = keptUnlessEdited(m_latencyUs, s.cluster.latencyUs);
    // The scenario's own spelling ("a100") stays while the choice names the same GPU.
    const std::string gpu = m_gpu->currentData().toString().toStdString();
    if (!gpu.empty() && !sameDevice(gpu, s.cluster.gpu)) s.cluster.gpu = gpu;
    s.topology.kind = m_kind->currentData().toString().toStdString();
    s.topology.degreeSplit = static_cast<DegreeSplit>(m_split->currentData().toInt());
    s.topology.sharedCycle = static_cast<SharedCycle>(m_sharedCycle->currentData().toInt());
    s.topology.oversubscription = keptUnlessEdited(m_oversubscription, s.topology.oversubscription);
    s.search.proposals = m_proposals->value();
    s.search.rounds = m_rounds->value();
    // A seed beyond the box's range shows as its maximum: kept unless the box was changed.
    if (m_seed->value() != static_cast<int>(std::min<std::uint64_t>(
                               s.search.seed, static_cast<std::uint64_t>(m_seed->maximum()))))
        s.search.seed = static_cast<std::uint64_t>(m_seed->value());
    s.search.alpha = keptUnlessEdited(m_alpha, s.search.alpha);
    s.search.patience = m_patience->value();
    s.search.topologyMoves = m_topologyMoves->value();
    // Below 0 there is only "auto" (the box steps by 1 from 0 to it).
    const double resolution = keptUnlessEdited(m_timeResolution, s.search.timeResolutionUs);
    s.search.timeResolutionUs = resolution < 0 ? kAutoTimeResolution : resolution;
    if (s == m_document->scenario()) return;
    const int key = mergeKeyFor(fieldKey);
    m_committing = true;
    m_document->edit(what.isEmpty() ? tr("Edit scenario") : tr("Change %1").arg(what), s, key);
    m_committing = false;
}

int ScenarioPanel::mergeKeyFor(int field)
{
    if (field < 0) {
        m_lastField = -1;
        return -1;
    }
    // The same field again within the window continues the step; anything else starts a new
    // one, under a new key so it cannot merge with an older step of that field.
    const bool continues =
        field == m_lastField && m_editClock.isValid() && m_editClock.elapsed() < kMergeWindowMs;
    if (!continues) m_editRun = (m_editRun + 1) % 4096;
    m_lastField = field;
    m_editClock.restart();
    return m_editRun * 1024 + field;
}

} // namespace topoopt::ui
