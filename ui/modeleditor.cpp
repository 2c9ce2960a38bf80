// The model editor: generator form, operator table and DAG, structural edits, model files.
#include "modeleditor.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

#include "common/error.h"
#include "coretext.h"
#include "device/devicemodel.h"
#include "document.h"
#include "flexnetpanel.h"
#include "flowlayout.h"
#include "format.h"
#include "io/strategyjson.h"
#include "model/modeledit.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "modelgraphview.h"
#include "operatortable.h"
#include "scenario/scenariostrategy.h"
#include "theme.h"

namespace topoopt::ui {

namespace {

/// The scenario's folder (model files are relative to it), or "" when unsaved.
std::string scenarioDir(const Document* document)
{
    return document->filePath().isEmpty()
               ? std::string()
               : QFileInfo(document->filePath()).absolutePath().toStdString();
}

/// A hand strategy follows an edited model: placements carried over by operator name.
void carryStrategy(Scenario& s, const Model& model)
{
    if (s.strategy.is_null()) return;
    try {
        const double memory = DeviceModel::byName(s.cluster.gpu).memoryBytes();
        s.strategy =
            io::strategyToJson(carryOverStrategy(s.strategy, model, s.cluster, memory), model);
    } catch (const std::exception&) {
        s.strategy = nullptr; // nothing to carry over to: the default strategy again
    }
}

/// The width below which the operator table and the graph are stacked (resizeEvent).
constexpr int kSideBySideWidth = 620;
} // namespace

ModelEditor::ModelEditor(Document* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_table(new OperatorTableModel(this)),
      m_view(new QTableView(this)), m_graph(new ModelGraphView(this)),
      m_flexnet(new FlexNetPanel(this)), m_side(new QTabWidget(this)), m_source(new QLabel(this)),
      m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("modelEditor"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    // The source line wraps on a row of its own: beside the four file buttons it pushed them
    // out of a tab as narrow as the docks leave on a 1366- or 1440-pixel screen.
    m_source->setObjectName(QStringLiteral("modelSource"));
    m_source->setWordWrap(true);
    layout->addWidget(m_source);
    auto* fileRow = new FlowLayout;
    const QString fileButtons[] = {tr("Open Model..."), tr("Save Model..."),
                                   tr("Import FlexFlow Measurements..."),
                                   tr("Import FlexNet Task Graph...")};
    const QString fileTips[] = {
        tr("Replace the model with a topoopt-model/1 file (stored in the scenario)"),
        tr("Write the model as a topoopt-model/1 file"),
        tr("Measured operator times (FlexFlow files, or a folder of them) replace the device "
           "model's estimates"),
        tr("A FlexNet task graph as a read-only workload to compare against")};
    for (int i = 0; i < 4; ++i) {
        auto* button = new QPushButton(fileButtons[i], this);
        button->setToolTip(fileTips[i]);
        connect(button, &QPushButton::clicked, this, [this, i] { fileDialog(i); });
        fileRow->addWidget(button);
    }
    layout->addLayout(fileRow);

    buildGeneratorForm();
    layout->addWidget(m_paramWidget->parentWidget());
    buildToolbar(this, layout);
    m_message->setObjectName(QStringLiteral("modelMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);

    m_view->setObjectName(QStringLiteral("operatorTable"));
    m_view->setModel(m_table);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setItemDelegateForColumn(OperatorTableModel::Kind,
                                     new ChoiceDelegate(opKindChoices(), m_view));
    useCompactRows(m_view);
    m_side->addTab(m_graph, tr("Graph"));
    m_side->addTab(m_flexnet, tr("FlexNet Workload"));
    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->addWidget(m_view);
    m_split->addWidget(m_side);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 2);
    m_split->setSizes({720, 480}); // the table's columns first; the drawing scrolls
    // Explicit minimums: the side tabs' own (the FlexNet panel's rows) would otherwise take
    // most of a narrow tab and squeeze the table to its row numbers.
    m_view->setMinimumWidth(280);
    m_side->setMinimumWidth(220);
    layout->addWidget(m_split, 1);

    connect(m_table, &OperatorTableModel::modelEdited, this,
            [this](const Model& m, const QString& description) { commitModel(m, description); });
    connect(m_table, &OperatorTableModel::editRejected, this,
            [this](const QString& why) { note(why, true); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& index) { m_graph->setSelectedOperator(index.row()); });
    connect(m_graph, &ModelGraphView::operatorClicked, this, [this](int index) {
        m_view->selectRow(index);
        m_view->scrollTo(m_table->index(index, 0));
    });
    connect(m_document, &Document::scenarioChanged, this, &ModelEditor::reload);
    reload();
}

ModelEditor::~ModelEditor() = default;

const Model& ModelEditor::model() const
{
    return m_table->model();
}

void ModelEditor::buildGeneratorForm()
{
    auto* group = new QGroupBox(tr("Generator (zoo model parameters)"), this);
    // The model and Regenerate above the parameters, which get the whole width for columns.
    auto* outer = new QVBoxLayout(group);
    auto* top = new QHBoxLayout;
    m_zoo = new QComboBox(group);
    m_zoo->setObjectName(QStringLiteral("generatorZoo"));
    for (const std::string& id : zooModelIds())
        m_zoo->addItem(QString::fromStdString(zooDisplayName(id)), QString::fromStdString(id));
    m_zoo->setToolTip(tr("The zoo model whose generator builds the operators"));
    top->addWidget(m_zoo);
    top->addStretch(1);
    m_regenerate = new QPushButton(tr("Regenerate"), group);
    m_regenerate->setObjectName(QStringLiteral("regenerateButton"));
    m_regenerate->setToolTip(tr("Rebuild the operators from these parameters (replaces hand "
                                "edits of the operators; undoable)"));
    top->addWidget(m_regenerate);
    outer->addLayout(top);
    m_paramWidget = new QWidget(group);
    m_params = new QGridLayout(m_paramWidget);
    m_params->setContentsMargins(0, 0, 0, 0);
    // Its width is what the group gives it, not what many columns would need: the pairs
    // reflow to fit (reflowGeneratorForm).
    m_paramWidget->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_paramWidget->installEventFilter(this);
    outer->addWidget(m_paramWidget);
    connect(m_regenerate, &QPushButton::clicked, this, &ModelEditor::regenerate);
    connect(m_zoo, &QComboBox::currentIndexChanged, this, [this] {
        if (m_loading) return;
        reloadGeneratorForm(m_zoo->currentData().toString().toStdString());
        commitGenerator();
    });
}

void ModelEditor::buildToolbar(QWidget* parent, QBoxLayout* layout)
{
    auto* row = new FlowLayout; // wraps in a narrow tab rather than widening it
    struct Button {
        QString text, tip;
        std::function<void()> run;
    };
    const std::vector<Button> buttons = {
        {tr("Add"), tr("Add a dense operator after the current one, consuming it"),
         [this] { addOperator(currentRow()); }},
        {tr("Remove"), tr("Remove the current operator; its consumers take over its inputs"),
         [this] { removeOperator(currentRow()); }},
        {tr("Duplicate"), tr("Copy the current operator, with the same inputs"),
         [this] { duplicateOperator(currentRow()); }},
        {tr("Move Up"), tr("Move the current operator one place up"),
         [this] { moveOperator(currentRow(), -1); }},
        {tr("Move Down"), tr("Move the current operator one place down"),
         [this] { moveOperator(currentRow(), +1); }},
        {tr("Connect"), tr("Select two operators: the later one takes the earlier one's output"),
         [this] {
             const std::vector<int> rows = selectedRows();
             if (rows.size() != 2)
                 note(tr("Select two operators to connect: the producer and the consumer"), true);
             else
                 connectOperators(rows[0], rows[1]);
         }},
        {tr("Disconnect"), tr("Select two connected operators to remove their edge"),
         [this] {
             const std::vector<int> rows = selectedRows();
             if (rows.size() != 2)
                 note(tr("Select two operators to disconnect: the producer and the consumer"),
                      true);
             else
                 disconnectOperators(rows[0], rows[1]);
         }},
    };
    for (const Button& b : buttons) {
        auto* button = new QPushButton(b.text, parent);
        button->setToolTip(b.tip);
        connect(button, &QPushButton::clicked, this, b.run);
        row->addWidget(button);
    }
    layout->addLayout(row);
}

QDoubleSpinBox* ModelEditor::generatorBox(const QString& key) const
{
    for (const auto& [k, box] : m_paramBoxes)
        if (QString::fromStdString(k) == key) return box;
    return nullptr;
}

QString ModelEditor::lastMessage() const
{
    return m_message->text();
}

void ModelEditor::note(const QString& text, bool refused)
{
    m_refused = refused;
    m_message->setText(text);
    m_message->setStyleSheet(refused ? QStringLiteral("color: #b00020;")
                                     : QStringLiteral("color: #305030;"));
    if (!text.isEmpty()) Q_EMIT message(text);
}

void ModelEditor::reload()
{
    const Scenario& s = m_document->scenario();
    const int row = currentRow();
    Model model;
    try {
        model = resolveModel(s, scenarioDir(m_document));
        if (m_refused) note(QString(), false);
    } catch (const std::exception& e) {
        note(tr("The scenario's model cannot be read: %1").arg(problemText(e)), true);
    }
    if (!s.model.zoo.empty())
        m_source->setText(tr("<b>%1</b>: generated by the zoo; editing an operator makes an "
                             "editable copy")
                              .arg(QString::fromStdString(zooDisplayName(s.model.zoo))));
    else if (!s.model.file.empty())
        m_source->setText(tr("<b>%1</b> from the file %2; editing makes an inline copy")
                              .arg(QString::fromStdString(model.name).toHtmlEscaped(),
                                   QString::fromStdString(s.model.file).toHtmlEscaped()));
    else
        m_source->setText(tr("<b>%1</b>: %2 operators stored in the scenario")
                              .arg(QString::fromStdString(model.name).toHtmlEscaped())
                              .arg(model.ops.size()));
    m_table->setModel(model);
    m_graph->setModel(model);
    updateDevice();
    m_view->resizeColumnsToContents();
    if (row >= 0 && row < m_table->rowCount()) {
        m_view->selectRow(row);
        m_graph->setSelectedOperator(row);
    }
    reloadGeneratorForm();
}

void ModelEditor::updateDevice()
{
    try {
        DeviceModel device = DeviceModel::byName(m_document->scenario().cluster.gpu);
        device.setElementBytes(model().bytesPerElement == 2 ? 2 : 4);
        if (m_measurements) device.applyMeasurements(*m_measurements);
        m_table->setDevice(device);
    } catch (const std::exception& e) {
        note(problemText(e), true);
    }
}

void ModelEditor::reloadGeneratorForm(const std::string& chosenZoo)
{
    const bool wasLoading = m_loading;
    m_loading = true;
    const Scenario& s = m_document->scenario();
    const bool zooSpec = !s.model.zoo.empty();
    std::string zoo = zooSpec ? s.model.zoo : model().zoo;
    if (!chosenZoo.empty()) zoo = chosenZoo;
    if (zoo.empty()) zoo = "dlrm";
    m_zoo->setCurrentIndex(m_zoo->findData(QString::fromStdString(zoo)));
    if (zoo != m_formZoo) {
        while (QLayoutItem* item = m_params->takeAt(0)) {
            delete item->widget();
            delete item;
        }
        m_paramBoxes.clear();
        m_paramLabels.clear();
        m_paramColumns = 0;
        for (const ZooParam& p : zooParams(zoo)) {
            auto* box = new QDoubleSpinBox(m_paramWidget);
            box->setObjectName(QStringLiteral("generator_") + QString::fromStdString(p.key));
            setUpZooParamBox(box, p.min, p.max, p.defaultValue, p.integer, p.unit, p.help);
            box->setValue(p.defaultValue);
            connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
                // A zoo model follows its form at once; an edited copy waits for Regenerate,
                // which replaces its hand edits.
                if (!m_loading && !m_document->scenario().model.zoo.empty()) commitGenerator();
            });
            auto* label =
                new QLabel(zooParamLabel(p.key) + QLatin1Char(':'), m_paramWidget);
            label->setToolTip(tr("File key: %1").arg(QString::fromStdString(p.key)));
            m_paramLabels.push_back(label);
            m_paramBoxes.emplace_back(p.key, box);
        }
        m_formZoo = zoo;
        reflowGeneratorForm();
    }
    if (zooSpec && s.model.zoo == zoo) {
        for (const auto& [key, box] : m_paramBoxes) {
            const auto it = s.model.params.find(key);
            if (it != s.model.params.end() && it->is_number())
                box->setValue(it->get<double>());
            else
                for (const ZooParam& p : zooParams(zoo))
                    if (p.key == key) box->setValue(p.defaultValue);
        }
    }
    m_regenerate->setEnabled(!zooSpec);
    m_loading = wasLoading;
}

bool ModelEditor::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_paramWidget && event->type() == QEvent::Resize) reflowGeneratorForm();
    return QWidget::eventFilter(watched, event);
}

void ModelEditor::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // Side by side, the table and the graph need over 500 pixels; narrower (a laptop's screen
    // with both docks open), the graph goes below the table instead of the tab scrolling
    // sideways. Stacked, the editor's minimum width is the table's, so it takes the width it is
    // given, and only a width where side by side fits turns it back: no flip-flop.
    const Qt::Orientation wanted = width() < kSideBySideWidth ? Qt::Vertical : Qt::Horizontal;
    if (m_split->orientation() != wanted) m_split->setOrientation(wanted);
}

void ModelEditor::reflowGeneratorForm()
{
    if (m_paramBoxes.empty()) return;
    int labelWidth = 0, boxWidth = 0;
    for (std::size_t i = 0; i < m_paramBoxes.size(); ++i) {
        labelWidth = std::max(labelWidth, m_paramLabels[i]->sizeHint().width());
        boxWidth = std::max(boxWidth, m_paramBoxes[i].second->sizeHint().width());
    }
    const int spacing = std::max(0, m_params->horizontalSpacing());
    const int pair = labelWidth + boxWidth + 2 * spacing;
    const int count = static_cast<int>(m_paramBoxes.size());
    const int columns =
        std::clamp((m_paramWidget->width() + spacing) / std::max(1, pair), 1, std::min(count, 4));
    if (columns == m_paramColumns) return;
    m_paramColumns = columns;
    for (int i = 0; i < count; ++i) {
        m_params->removeWidget(m_paramLabels[static_cast<std::size_t>(i)]);
        m_params->removeWidget(m_paramBoxes[static_cast<std::size_t>(i)].second);
    }
    for (int i = 0; i < count; ++i) {
        const int row = i / columns, column = (i % columns) * 2;
        m_params->addWidget(m_paramLabels[static_cast<std::size_t>(i)], row, column,
                            Qt::AlignRight);
        m_params->addWidget(m_paramBoxes[static_cast<std::size_t>(i)].second, row, column + 1);
    }
    // Columns a wider layout used keep no stretch or width once empty.
    for (int c = 0; c < m_params->columnCount(); ++c)
        m_params->setColumnStretch(c, c < 2 * columns && c % 2 == 1 ? 1 : 0);
    m_paramWidget->updateGeometry();
}

void ModelEditor::commitGenerator()
{
    if (m_document->scenario().model.zoo.empty()) return; // an edited copy: Regenerate does it
    regenerate();
}

bool ModelEditor::regenerate()
{
    Scenario s = m_document->scenario();
    const std::string zoo = m_zoo->currentData().toString().toStdString();
    nlohmann::json params = nlohmann::json::object();
    QStringList changed;
    for (const auto& [key, box] : m_paramBoxes)
        for (const ZooParam& p : zooParams(zoo))
            if (p.key == key && box->value() != p.defaultValue) {
                if (p.integer)
                    params[key] = static_cast<long long>(std::llround(box->value()));
                else
                    params[key] = box->value();
                changed
                    << QStringLiteral("%1 = %2").arg(QString::fromStdString(key)).arg(box->value());
            }
    Model model;
    try {
        model = buildZooModel(zoo, params);
    } catch (const std::exception& e) {
        note(tr("Refused: %1").arg(problemText(e)), true);
        return false;
    }
    s.model = ModelSpec{};
    s.model.zoo = zoo;
    s.model.params = params;
    carryStrategy(s, model);
    m_document->edit(
        tr("Generate %1 (%2)")
            .arg(QString::fromStdString(zooDisplayName(zoo)),
                 changed.isEmpty() ? tr("defaults") : changed.join(QStringLiteral(", "))),
        s);
    note(tr("%1 operators generated").arg(model.ops.size()), false);
    return true;
}

void ModelEditor::commitModel(const Model& model, const QString& description)
{
    Scenario s = m_document->scenario();
    s.model = ModelSpec{};
    s.model.zoo.clear();
    s.model.params = nlohmann::json::object();
    nlohmann::json doc = modelToJson(model);
    doc.erase("format"); // inline models carry no format (interfaces.md, scenario)
    s.model.inlineModel = std::move(doc);
    carryStrategy(s, model);
    m_document->edit(description, s);
    note(description, false);
}

} // namespace topoopt::ui
