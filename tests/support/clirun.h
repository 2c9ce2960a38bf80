// Running the real `topoopt` binary from CLI tests: exit code, stdout and stderr.
#pragma once

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace topoopt::test {

struct Run {
    int code = -1; ///< exit code, or -1 when the process crashed or timed out
    QString out;
    QString err;
};

inline Run runCli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(TOPOOPT_CLI), args);
    if (!p.waitForFinished(120000))
        p.kill();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

/// A JSON file the CLI wrote; null when it is missing.
inline nlohmann::json readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return nlohmann::json::parse(f.readAll().toStdString());
}

/// An input file for the CLI.
inline void writeJson(const QString& path, const nlohmann::json& doc)
{
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(QByteArray::fromStdString(doc.dump(1)));
}

} // namespace topoopt::test
