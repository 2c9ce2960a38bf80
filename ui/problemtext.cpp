#include "problemtext.h"

#include <QCoreApplication>

#include <string>
#include <string_view>
#include <vector>

#include "format.h"
#include "io/jsonreader.h"
#include "io/jsonsyntax.h"

namespace topoopt::ui {

const char* problemFactContext(const Problem& problem)
{
    return io::isJsonSyntaxWording(problem.wording) ? "JsonSyntax" : "ProblemFact";
}

QString problemMessage(const Problem& problem)
{
    if (problem.wording.empty()) return QString::fromStdString(problem.message);
    // The catalogues hold the core's English wordings (lupdate reads TOPOOPT_WORDING), so the
    // core's text is the key; without a translation, translate() gives it back.
    const QString wording = QCoreApplication::translate("Problem", problem.wording.c_str());
    const char* const factContext = problemFactContext(problem);
    std::vector<std::string> facts;
    facts.reserve(problem.facts.size());
    for (const std::string& fact : problem.facts)
        facts.push_back(QCoreApplication::translate(factContext, fact.c_str()).toStdString());
    // The core fills the placeholders, as for the English message: it works on UTF-8.
    return QString::fromStdString(fillPlaceholders(wording.toStdString(), facts));
}

namespace {

/// A problem's place: a JSON pointer or a field name as the core gives it, or "line N" of a CSV
/// file, which is words and so is phrased.
QString placeText(const std::string& path)
{
    static const std::string kLine = "line ";
    if (path.size() > kLine.size() && path.compare(0, kLine.size(), kLine) == 0 &&
        path.find_first_not_of("0123456789", kLine.size()) == std::string::npos)
        //: a line of a CSV file
        return QCoreApplication::translate("Problem", "line %1")
            .arg(QString::fromStdString(path.substr(kLine.size())));
    return QString::fromStdString(path);
}

} // namespace

QString problemLine(const Problem& problem)
{
    const QString message = problemMessage(problem);
    return problem.path.empty() ? message
                                : placeText(problem.path) + QStringLiteral(": ") + message;
}

QString problemsText(const Problems& problems, const QString& prefix, std::size_t shown)
{
    QStringList lines;
    const std::vector<Problem>& items = problems.items();
    for (std::size_t i = 0; i < items.size() && i < shown; ++i)
        lines << prefix + problemLine(items[i]);
    if (items.size() > shown) {
        const std::size_t more = items.size() - shown;
        lines << prefix + (more == 1 ? QCoreApplication::translate("Problem", kMoreProblem)
                                     : QCoreApplication::translate("Problem", kMoreProblems)
                                           .arg(static_cast<qulonglong>(more)));
    }
    return lines.join(QLatin1Char('\n'));
}

QString fileProblemText(const QString& fileName, const std::exception& e)
{
    const QString prefix = fileName + QStringLiteral(": ");
    if (const auto* input = dynamic_cast<const InputError*>(&e))
        return problemsText(input->problems(), prefix);
    return prefix + problemText(e);
}

QString ignoredFieldsText(const std::vector<std::string>& warnings)
{
    if (warnings.empty()) return {};
    constexpr std::size_t kListed = 4;
    QStringList fields;
    for (std::size_t i = 0; i < warnings.size() && i < kListed; ++i) {
        std::string_view w = warnings[i];
        if (w.ends_with(io::kUnknownFieldIgnored)) w.remove_suffix(io::kUnknownFieldIgnored.size());
        fields << QString::fromUtf8(w.data(), static_cast<qsizetype>(w.size()));
    }
    if (warnings.size() > kListed) fields << QStringLiteral("\u2026");
    // Counted outside the call: lupdate does not read a template argument inside one.
    const int count = static_cast<int>(warnings.size());
    //: %n how many fields, %1 their paths in the file
    return QCoreApplication::translate("Problem", "%n unknown field(s) ignored: %1", nullptr, count)
        .arg(fields.join(QStringLiteral(", ")));
}

} // namespace topoopt::ui
