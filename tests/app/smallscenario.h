// The scenario the CLI suites run `optimize`, `compare` and `simulate` on: small and fast.
#pragma once

#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

namespace topoopt::test {

/// A small, fast scenario for `optimize`: 16 servers, one round of 60 proposals; `search` adds
/// fields to its search object.
inline QString writeSmallScenario(const QTemporaryDir& dir, const QString& name,
                                  const nlohmann::json& search = nlohmann::json::object())
{
    nlohmann::json doc = nlohmann::json::parse(R"({"format": "topoopt-scenario/1",
        "name": "small", "cluster": {"servers": 16, "degree": 4, "link_gbps": 100},
        "model": {"zoo": "dlrm"}, "search": {"proposals": 60, "rounds": 1, "seed": 3}})");
    doc["search"].update(search);
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(QByteArray::fromStdString(doc.dump(2)));
    return path;
}

} // namespace topoopt::test
