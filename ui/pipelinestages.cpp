// The pipeline's stages, calling the core.
#include "pipelinestages.h"

#include <QCoreApplication>

namespace topoopt::ui {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("Pipeline", text);
}
} // namespace

void runPipeline(const PipelineInput& input, const CancelToken& cancel, const PipelineSink& sink)
{
    cancel.check();
    if (!input.traffic) {
        sink.failed(tr("model"), tr("This build has no model zoo yet: import a traffic file "
                                    "(File > Import Traffic) to see traffic and topology."));
        return;
    }
    sink.traffic(*input.traffic);
}

} // namespace topoopt::ui
