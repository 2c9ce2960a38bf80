// Built-in example scenarios (resources/scenarios, under ":/examples").
#include "examples.h"

#include <QCoreApplication>
#include <QFile>

#include "common/error.h"
#include "io/jsonreader.h"
#include "io/scenariojson.h"

namespace topoopt::ui {

std::vector<Example> builtInExamples()
{
    // Titles here rather than the files' "name" so the menu is translated; the name the
    // scenario carries (and shows in the Summary) stays the file's.
    static const struct {
        const char* file;
        const char* title;
    } entries[] = {
        {"default", QT_TRANSLATE_NOOP("Examples", "DLRM, 128 servers, d = 4")},
        {"bert-128-d8", QT_TRANSLATE_NOOP("Examples", "BERT, 128 servers, d = 8")},
        {"candle-128", QT_TRANSLATE_NOOP("Examples", "CANDLE, 128 servers, d = 4")},
        {"gpt-128-d8", QT_TRANSLATE_NOOP("Examples", "GPT, 128 servers, d = 8")},
        {"dlrm-16", QT_TRANSLATE_NOOP("Examples", "DLRM, 16 servers: small, for teaching")},
        {"ncf-16", QT_TRANSLATE_NOOP("Examples", "NCF, 16 servers: a search in seconds")},
    };
    std::vector<Example> out;
    for (const auto& e : entries)
        out.push_back({QStringLiteral(":/examples/%1.json").arg(QLatin1String(e.file)),
                       QCoreApplication::translate("Examples", e.title)});
    return out;
}

Scenario loadExample(const Example& example)
{
    QFile file(example.resource);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(example.resource.toStdString(),
                         "built-in example missing from this build");
    return io::scenarioFromJson(io::parseJson(file.readAll().toStdString()));
}

} // namespace topoopt::ui
