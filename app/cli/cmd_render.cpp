// `topoopt render R.json --view V --out FILE`: a view drawn headless as a paper figure (PNG, SVG
// or PDF) with the studio's own drawing code (ui/figurerenderer). Only this command starts a
// QApplication (offscreen unless a platform is set), so the others stay free of GUI start-up.
#include "cli.h"

#include <QApplication>
#include <QFileInfo>

#include <cstdlib>
#include <memory>

#include "common/error.h"
#include "figurerenderer.h"
#include "io/resultreader.h"
#include "pipelinestages.h"

namespace topoopt::cli {

namespace {

/// "1600" (pixels) or "160mm"; false when malformed.
bool parseLength(const QString& text, double& value, bool& millimetres)
{
    QString t = text.trimmed().toLower();
    millimetres = t.endsWith(QLatin1String("mm"));
    if (millimetres)
        t.chop(2);
    else if (t.endsWith(QLatin1String("px")))
        t.chop(2);
    bool ok = false;
    value = t.toDouble(&ok);
    return ok;
}

int failOption(const QString& name, const QString& message)
{
    printErr("topoopt render: --" + toStd(name) + ": " + toStd(message) + "\n");
    return InvalidInput;
}

/// Traffic and topology of a scenario (model, default strategy, fabric of its kind), and for
/// the comparison the strategy simulated on every kind, as the studio's pipeline computes them.
void computeFromScenario(ui::FigureData& data, const Scenario& scenario, const std::string& dir,
                         bool needComparison)
{
    ui::PipelineInput input;
    input.scenario = scenario;
    input.scenarioDir = dir;
    std::shared_ptr<const ui::PipelineContext> context;
    QString failure;
    ui::PipelineSink sink;
    sink.traffic = [&](const Traffic& t) { data.traffic = t; };
    sink.topology = [&](const Topology& t) { data.topology = t; };
    sink.simulation = [](const SimResult&) {};
    sink.context = [&](std::shared_ptr<const ui::PipelineContext> c) { context = std::move(c); };
    sink.stage = [](const QString&, const QString&, double) {};
    sink.failed = [&](const QString& stage, const QString& why) {
        failure = stage + QStringLiteral(": ") + why;
    };
    CancelToken cancel;
    if (!needComparison) {
        // Graph and heatmaps need no simulation: stop once the fabric is built.
        sink.topology = [&](const Topology& t) {
            data.topology = t;
            cancel.cancel();
        };
    }
    try {
        ui::runPipeline(input, cancel, sink);
    } catch (const Cancelled&) {
        // expected when stopping after the topology
    }
    if (!failure.isEmpty()) throw std::runtime_error(toStd(failure));
    if (needComparison && context) data.comparison = ui::compareKinds(*context, CancelToken());
}

int render(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Draw a view as a paper figure: graph (topology + traffic), heatmap (traffic, link "
        "loads), convergence (a result's history) or compare (a comparison). INPUT is a "
        "topoopt-result/1 file, a compare --json output, or a scenario, topology or traffic "
        "file (a scenario's traffic and fabric are computed). The format follows the extension "
        "of --out: .png, .svg or .pdf."));
    parser.addPositionalArgument(QStringLiteral("input"), QStringLiteral("File to draw from."),
                                 QStringLiteral("R.json"));
    const QCommandLineOption view(QStringLiteral("view"),
                                  QStringLiteral("graph, heatmap, convergence or compare."),
                                  QStringLiteral("view"));
    const QCommandLineOption out(QStringLiteral("out"),
                                 QStringLiteral("Output file (.png, .svg or .pdf)."),
                                 QStringLiteral("file"));
    const QCommandLineOption width(QStringLiteral("width"),
                                   QStringLiteral("Width in pixels, or with 'mm' in millimetres "
                                                  "(default 1800)."),
                                   QStringLiteral("w"), QStringLiteral("1800"));
    const QCommandLineOption height(QStringLiteral("height"),
                                    QStringLiteral("Height in pixels or mm (default 1200)."),
                                    QStringLiteral("h"), QStringLiteral("1200"));
    const QCommandLineOption dpi(QStringLiteral("dpi"),
                                 QStringLiteral("Resolution, 36 to 2400 (default 300)."),
                                 QStringLiteral("dpi"), QStringLiteral("300"));
    const QCommandLineOption title(QStringLiteral("title"),
                                   QStringLiteral("Title above the figure (default: per view)."),
                                   QStringLiteral("text"));
    const QCommandLineOption heatmap(
        QStringLiteral("heatmap"),
        QStringLiteral("Heatmap matrix: both (default), allreduce, mp or link-load."),
        QStringLiteral("matrix"), QStringLiteral("both"));
    const QCommandLineOption logScale(QStringLiteral("log"),
                                      QStringLiteral("Heatmap colours on a log scale."));
    parser.addOptions({view, out, width, height, dpi, title, heatmap, logScale});
    if (const int rc = parseOrExit(parser, QStringLiteral("render"), args, 1, 1); rc >= 0)
        return rc;
    const QString file = parser.positionalArguments().at(0);

    std::optional<ui::FigureView> figureView;
    if (!parser.isSet(view))
        return failOption(QStringLiteral("view"),
                          QStringLiteral("required: graph, heatmap, convergence or compare"));
    figureView = ui::figureViewFromName(parser.value(view));
    if (!figureView)
        return failOption(QStringLiteral("view"),
                          QStringLiteral("must be graph, heatmap, convergence or compare, got \"") +
                              parser.value(view) + QStringLiteral("\""));
    if (!parser.isSet(out))
        return failOption(QStringLiteral("out"), QStringLiteral("required: the figure's file"));
    const QString outPath = parser.value(out);
    if (!ui::figureFormatForPath(outPath))
        return failOption(QStringLiteral("out"),
                          QStringLiteral("must end in .png, .svg or .pdf, got \"") + outPath +
                              QStringLiteral("\""));
    ui::FigureSize size;
    bool widthMm = false, heightMm = false;
    if (!parseLength(parser.value(width), size.width, widthMm))
        return failOption(QStringLiteral("width"),
                          QStringLiteral("must be a number of pixels or millimetres (160mm), "
                                         "got \"") +
                              parser.value(width) + QStringLiteral("\""));
    if (!parseLength(parser.value(height), size.height, heightMm))
        return failOption(QStringLiteral("height"),
                          QStringLiteral("must be a number of pixels or millimetres (100mm), "
                                         "got \"") +
                              parser.value(height) + QStringLiteral("\""));
    if (widthMm != heightMm)
        return failOption(QStringLiteral("height"),
                          QStringLiteral("give width and height in the same unit (both px or "
                                         "both mm)"));
    size.millimetres = widthMm;
    bool dpiOk = false;
    size.dpi = parser.value(dpi).toDouble(&dpiOk);
    if (!dpiOk) size.dpi = -1;
    if (const QString problem = size.problem(); !problem.isEmpty()) {
        printErr("topoopt render: " + toStd(problem) + "\n");
        return InvalidInput;
    }
    ui::FigureData data;
    const QString matrix = parser.value(heatmap).toLower();
    if (matrix == QLatin1String("both"))
        data.heatmapMode = ui::HeatmapView::Mode::Both;
    else if (matrix == QLatin1String("allreduce"))
        data.heatmapMode = ui::HeatmapView::Mode::AllReduce;
    else if (matrix == QLatin1String("mp"))
        data.heatmapMode = ui::HeatmapView::Mode::Mp;
    else if (matrix == QLatin1String("link-load"))
        data.heatmapMode = ui::HeatmapView::Mode::LinkLoad;
    else
        return failOption(QStringLiteral("heatmap"),
                          QStringLiteral("must be both, allreduce, mp or link-load, got \"") +
                              matrix + QStringLiteral("\""));
    if (parser.isSet(logScale)) data.heatmapScale = ui::HeatmapView::Scale::Log;
    if (parser.isSet(title)) data.title = parser.value(title);

    return guarded(file, [&] {
        io::FigureSource source = io::loadFigureSource(toStd(file));
        data.subject = QString::fromStdString(source.name);
        data.traffic = source.traffic;
        data.topology = source.topology;
        data.history = source.history;
        if (source.comparison) data.comparison = ui::viewRows(*source.comparison);
        const bool isScenario = source.format == "topoopt-scenario/1";
        if (isScenario && *figureView == ui::FigureView::Convergence)
            throw InputError("", "a scenario has no search history: run `topoopt optimize " +
                                     toStd(QFileInfo(file).fileName()) +
                                     " -o R.json` and render R.json");
        if (isScenario)
            computeFromScenario(data, *source.scenario, toStd(QFileInfo(file).absolutePath()),
                                *figureView == ui::FigureView::Comparison);
        ui::renderFigure(*figureView, data, size, outPath);
        return int(Ok);
    });
}

} // namespace

int runRender(const QStringList& args)
{
    return render(args);
}

std::unique_ptr<QCoreApplication> makeGuiApplication(int& argc, char** argv)
{
    // Headless unless the caller chose a platform: render needs widgets, never a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without a session (cron, CI) Qt notes that XDG_RUNTIME_DIR is unset: nothing render uses,
    // and stderr is for the command's own messages.
    static const QtMessageHandler previous = qInstallMessageHandler(nullptr);
    qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext& context, const QString& message) {
            if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
                return;
            if (previous)
                previous(type, context, message);
            else
                printErr(toStd(qFormatLogMessage(type, context, message)) + "\n");
        });
    return std::make_unique<QApplication>(argc, argv);
}

} // namespace topoopt::cli
