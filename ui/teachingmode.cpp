// Teaching mode: the background TopologyFinder run, the stage list and the player controls.
#include "teachingmode.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <numeric>

#include "format.h"
#include "pipelineworker.h"
#include "settings.h"
#include "teachingaccount.h"
#include "topology/buildtopology.h"

namespace topoopt::ui {

namespace {

const Setting<double> kSecondsPerStage{"teaching/secondsPerStage", 1.5};

int linkCount(const Topology& t, LinkRole role)
{
    int n = 0;
    for (const Link& l : t.links)
        if (l.role == role) n += l.count;
    return n;
}

std::shared_ptr<const TeachingRun> buildStages(Traffic traffic, TopologyOptions options,
                                               CancelToken cancel)
{
    auto run = std::make_shared<TeachingRun>();
    run->traffic = std::move(traffic);
    run->options = options;
    try {
        // buildTopology checks the inputs; the finder itself assumes they are valid.
        const Problems problems = checkTopologyInputs(run->traffic, options);
        if (!problems.empty()) throw InputError(problems);
        TopologyFinder finder(run->traffic, options);
        finder.setRecordStages(false); // the observer keeps them: one copy per stage
        finder.setObserver([&run](const FinderStage& s) { run->stages.push_back(s); });
        (void)finder.run(&cancel);
        run->split = finder.portSplit();
    } catch (const Cancelled&) {
        run->stages.clear();
        run->error = "cancelled";
    } catch (const std::exception& e) {
        run->stages.clear();
        run->error = problemText(e).toStdString(); // phrased here: the view shows it as it is
    }
    return run;
}

} // namespace

Traffic TeachingMode::exampleTraffic()
{
    constexpr double MiB = 1024.0 * 1024.0;
    Traffic t;
    t.servers = 16;
    // Data parallelism over every server and a second, smaller group over the even servers.
    std::vector<int> all(16);
    std::iota(all.begin(), all.end(), 0);
    t.allreduce.push_back({"dense", all, 16 * MiB});
    t.allreduce.push_back({"tower", {0, 2, 4, 6, 8, 10, 12, 14}, 8 * MiB});
    // Embedding tables on servers 0-3 exchange with every other server (all-to-all), and four
    // pipeline pairs carry heavy activations: matchings serve the heavy pairs first.
    for (int s = 0; s < 4; ++s)
        for (int d = 4; d < 16; ++d) {
            t.mp.push_back({s, d, 4 * MiB});
            t.mp.push_back({d, s, 4 * MiB});
        }
    for (const auto& [a, b] :
         std::initializer_list<std::pair<int, int>>{{4, 9}, {5, 12}, {6, 15}, {7, 10}})
        t.mp.push_back({a, b, 64 * MiB});
    return t;
}

TeachingMode::TeachingMode(QWidget* parent)
    : QWidget(parent), m_watcher(new QFutureWatcher<std::shared_ptr<const TeachingRun>>(this)),
      m_source(new QLabel(this)), m_list(new QListWidget(this)), m_position(new QLabel(this)),
      m_sentence(new QLabel(this)), m_detail(new QTextBrowser(this)),
      m_first(new QPushButton(this)), m_back(new QPushButton(this)), m_play(new QPushButton(this)),
      m_forward(new QPushButton(this)), m_last(new QPushButton(this)), m_speed(new QComboBox(this))
{
    setObjectName(QStringLiteral("teachingMode"));
    m_source->setWordWrap(true);
    m_source->setObjectName(QStringLiteral("teachingSource"));
    m_list->setObjectName(QStringLiteral("teachingStages"));
    m_sentence->setObjectName(QStringLiteral("teachingSentence"));
    m_sentence->setWordWrap(true);
    QFont bigger = m_sentence->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.15);
    m_sentence->setFont(bigger);
    m_detail->setObjectName(QStringLiteral("teachingDetail"));
    m_detail->setMaximumHeight(110);

    QStyle* st = style();
    const auto setup = [](QPushButton* b, const QIcon& icon, const QString& tip, const char* name) {
        b->setIcon(icon);
        b->setToolTip(tip);
        b->setObjectName(QLatin1String(name));
    };
    setup(m_first, st->standardIcon(QStyle::SP_MediaSkipBackward), tr("First stage (Home)"),
          "teachingFirst");
    setup(m_back, st->standardIcon(QStyle::SP_MediaSeekBackward), tr("Previous stage"),
          "teachingBack");
    setup(m_play, st->standardIcon(QStyle::SP_MediaPlay), tr("Play the stages"), "teachingPlay");
    setup(m_forward, st->standardIcon(QStyle::SP_MediaSeekForward), tr("Next stage"),
          "teachingForward");
    setup(m_last, st->standardIcon(QStyle::SP_MediaSkipForward), tr("Last stage (End)"),
          "teachingLast");
    m_first->setShortcut(QKeySequence(Qt::Key_Home));
    m_last->setShortcut(QKeySequence(Qt::Key_End));
    m_speed->setObjectName(QStringLiteral("teachingSpeed"));
    m_speed->setToolTip(tr("Time each stage stays on screen while playing"));
    for (double s : {0.5, 1.0, 1.5, 3.0, 5.0})
        m_speed->addItem(tr("%1 s per stage").arg(s), s);
    m_speed->setCurrentIndex(2);
    setSecondsPerStage(kSecondsPerStage.get()); // before the connection: no write back

    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_first, m_back, m_play, m_forward, m_last})
        buttons->addWidget(b);
    buttons->addWidget(m_speed, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_source);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_position);
    layout->addWidget(m_sentence);
    layout->addWidget(m_detail);
    layout->addLayout(buttons);

    connect(m_first, &QPushButton::clicked, this, &TeachingMode::first);
    connect(m_back, &QPushButton::clicked, this, &TeachingMode::back);
    connect(m_forward, &QPushButton::clicked, this, &TeachingMode::forward);
    connect(m_last, &QPushButton::clicked, this, &TeachingMode::last);
    connect(m_play, &QPushButton::clicked, this, [this] { isPlaying() ? pause() : play(); });
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this](int i) {
        setSecondsPerStage(m_speed->itemData(i).toDouble());
        kSecondsPerStage.set(m_secondsPerStage); // the user's choice, remembered
    });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != m_current) showStage(row);
    });
    connect(&m_playTimer, &QTimer::timeout, this, [this] {
        if (m_current + 1 >= stageCount())
            pause();
        else
            forward();
    });
    connect(m_watcher, &QFutureWatcher<std::shared_ptr<const TeachingRun>>::finished, this,
            &TeachingMode::onBuilt);
    m_run = std::make_shared<TeachingRun>();
    m_source->setText(tr("Open teaching mode to step through TopologyFinder."));
    updateControls();
}

TeachingMode::~TeachingMode()
{
    if (m_cancel) m_cancel->cancel();
    m_watcher->waitForFinished(); // a 32-server build takes milliseconds
}

void TeachingMode::start(const std::optional<Traffic>& traffic, const Scenario& scenario)
{
    pause();
    if (m_cancel) m_cancel->cancel();
    m_watcher->waitForFinished();
    m_cancel = std::make_unique<CancelToken>();
    m_example = !traffic || traffic->servers > kMaxServers || traffic->servers < 2;
    m_waitingForTraffic = !traffic && scenario.cluster.servers <= kMaxServers;
    TopologyOptions options = topologyOptionsFor(scenario);
    options.kind = "topoopt";
    options.rings.clear();
    options.links.clear();
    Traffic input = m_example ? exampleTraffic() : *traffic;
    if (m_example) {
        options.degree = kExampleDegree;
        QString why;
        if (m_waitingForTraffic)
            why = tr("The scenario's traffic is not ready yet");
        else if (traffic && traffic->servers < 2)
            why = tr("The current traffic has a single server and nothing to connect");
        else
            why = tr("The current scenario has %1 servers, too many to follow stage by stage")
                      .arg(traffic ? traffic->servers : scenario.cluster.servers);
        m_source->setText(tr("%1, so this is a 16-server example: two AllReduce groups and "
                             "embedding-like MP traffic, d = %2.")
                              .arg(why)
                              .arg(options.degree));
    } else {
        m_source->setText(
            tr("The current traffic: %1 servers, d = %2.").arg(input.servers).arg(options.degree));
    }
    m_building = true;
    m_run = std::make_shared<TeachingRun>();
    m_current = -1;
    m_list->clear();
    m_sentence->setText(tr("Running TopologyFinder..."));
    m_detail->clear();
    updateControls();
    const CancelToken cancel = *m_cancel;
    m_watcher->setFuture(QtConcurrent::run(backgroundPool(), [input, options, cancel] {
        return buildStages(input, options, cancel);
    }));
}

void TeachingMode::onBuilt()
{
    auto run = m_watcher->result();
    if (run->error == "cancelled") return; // a newer start() replaced it
    m_building = false;
    m_run = std::move(run);
    m_list->clear();
    if (!m_run->error.empty()) {
        m_sentence->setText(tr("TopologyFinder cannot run on this input: %1")
                                .arg(QString::fromStdString(m_run->error)));
        updateControls();
        Q_EMIT built();
        return;
    }
    for (int i = 0; i < stageCount(); ++i)
        m_list->addItem(tr("%1. %2").arg(i + 1).arg(stageLabel(i)));
    showStage(0);
    Q_EMIT built();
}

int TeachingMode::stageCount() const
{
    return static_cast<int>(m_run->stages.size());
}

const FinderStage& TeachingMode::stage(int index) const
{
    return m_run->stages.at(static_cast<std::size_t>(index));
}

QString TeachingMode::kindLabel(const std::string& kind) const
{
    if (kind == "degree-split") return tr("Degree split");
    if (kind == "ring") return tr("Ring permutation");
    if (kind == "matching") return tr("Matching round");
    if (kind == "fill") return tr("Fill idle ports");
    if (kind == "routes") return tr("Routes");
    return QString::fromStdString(kind);
}

const Ring* TeachingMode::addedRing(int index) const
{
    const Topology& now = stage(index).snapshot;
    const Topology* before = index > 0 ? &stage(index - 1).snapshot : nullptr;
    for (std::size_t r = 0; r < now.rings.size(); ++r) {
        const std::size_t had =
            before && r < before->rings.size() ? before->rings[r].permutations.size() : 0;
        if (now.rings[r].permutations.size() > had) return &now.rings[r];
    }
    return nullptr;
}

int TeachingMode::matchingRound(int index) const
{
    int round = 0;
    for (int i = 0; i <= index; ++i)
        round += stage(i).kind == "matching" ? 1 : 0;
    return round;
}

QString TeachingMode::stageLabel(int index) const
{
    const std::string& kind = stage(index).kind;
    if (kind == "ring") {
        const Ring* ring = addedRing(index);
        return ring ? tr("Ring permutation +%1 (%2)")
                          .arg(ring->permutations.back())
                          .arg(QString::fromStdString(ring->group))
                    : tr("Backbone ring");
    }
    if (kind == "matching") return tr("Matching round %1").arg(matchingRound(index));
    return kindLabel(kind);
}

QString TeachingMode::sentence(int index) const
{
    const FinderStage& s = stage(index);
    const Topology& now = s.snapshot;
    const Topology* before = index > 0 ? &stage(index - 1).snapshot : nullptr;
    if (s.kind == "degree-split")
        return tr("Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP "
                  "links, in proportion to the bytes each kind of traffic puts on the wire.")
            .arg(now.degree)
            .arg(m_run->split.allreduce)
            .arg(m_run->split.mp);
    if (s.kind == "ring") {
        if (const Ring* added = addedRing(index)) {
            const Ring& ring = *added;
            const int p = ring.permutations.back();
            const int k = static_cast<int>(ring.members.size());
            return tr("Group \"%1\" (%2 servers) gets ring permutation +%3: every member links to "
                      "the member %3 places ahead, which makes one cycle through the whole group "
                      "because %3 and %2 have no common factor.")
                .arg(QString::fromStdString(ring.group))
                .arg(k)
                .arg(p);
        }
        return tr("A backbone ring joins all %1 servers in order, because without it the fabric "
                  "would fall apart into separate pieces.")
            .arg(now.servers);
    }
    if (s.kind == "matching") {
        const int round = matchingRound(index);
        const int added =
            linkCount(now, LinkRole::Mp) - (before ? linkCount(*before, LinkRole::Mp) : 0);
        return tr("Matching round %1 links %2 pairs of servers that still have the most MP demand "
                  "between them; each server joins at most one pair per round, so each round uses "
                  "one MP port per server.")
            .arg(round)
            .arg(added);
    }
    if (s.kind == "fill") {
        const int added =
            linkCount(now, LinkRole::Fill) - (before ? linkCount(*before, LinkRole::Fill) : 0);
        return added > 0 ? tr("%1 link(s) go on ports that would otherwise stay idle, between "
                              "servers where they shorten the remaining MP routes most.")
                               .arg(added)
                         : tr("No port is left idle, so nothing needs filling.");
    }
    if (s.kind == "routes")
        return tr("Every pair with MP demand gets its route: %1 routes, %2% of MP bytes over "
                  "direct links, %3 hops on average, and no server is more than %4 hops from "
                  "another.")
            .arg(now.routes.size())
            .arg(now.metrics.mpDirectFraction * 100.0, 0, 'f', 0)
            .arg(now.metrics.mpAvgHops, 0, 'f', 2)
            .arg(now.metrics.diameter);
    return phraseAccount(s.sentences);
}

QString TeachingMode::shownSentence() const
{
    return m_sentence->text();
}

void TeachingMode::setSecondsPerStage(double seconds)
{
    m_secondsPerStage = std::clamp(seconds, 0.05, 60.0);
    m_playTimer.setInterval(static_cast<int>(m_secondsPerStage * 1000));
    const int i = m_speed->findData(seconds);
    if (i >= 0 && i != m_speed->currentIndex()) m_speed->setCurrentIndex(i);
}

void TeachingMode::showStage(int index)
{
    if (stageCount() == 0) return;
    index = std::clamp(index, 0, stageCount() - 1);
    m_current = index;
    if (m_list->currentRow() != index) m_list->setCurrentRow(index);
    m_position->setText(
        tr("Stage %1 of %2: %3").arg(index + 1).arg(stageCount()).arg(stageLabel(index)));
    m_sentence->setText(sentence(index));
    // The core's own account, with the numbers behind the choice, phrased in the interface's
    // language from the cases and facts the core gives.
    m_detail->setPlainText(phraseAccount(stage(index).sentences));
    updateControls();
    Q_EMIT stageShown(index, stage(index).snapshot, m_run->traffic);
}

void TeachingMode::forward()
{
    if (m_current + 1 < stageCount()) showStage(m_current + 1);
}

void TeachingMode::back()
{
    if (m_current > 0) showStage(m_current - 1);
}

void TeachingMode::first()
{
    showStage(0);
}

void TeachingMode::last()
{
    showStage(stageCount() - 1);
}

void TeachingMode::play()
{
    if (stageCount() == 0) return;
    if (m_current + 1 >= stageCount()) showStage(0); // replay from the start
    m_playTimer.start(static_cast<int>(m_secondsPerStage * 1000));
    updateControls();
}

void TeachingMode::pause()
{
    m_playTimer.stop();
    updateControls();
}

void TeachingMode::updateControls()
{
    const bool have = stageCount() > 0;
    m_first->setEnabled(have && m_current > 0);
    m_back->setEnabled(have && m_current > 0);
    m_forward->setEnabled(have && m_current + 1 < stageCount());
    m_last->setEnabled(have && m_current + 1 < stageCount());
    m_play->setEnabled(have);
    m_play->setIcon(
        style()->standardIcon(isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(isPlaying() ? tr("Pause") : tr("Play the stages"));
}

} // namespace topoopt::ui
