// Running the real `topoopt` binary from CLI tests: exit code, stdout and stderr.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

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

} // namespace topoopt::test
