// Locating test data: tests/data and ../shared/data, through compile definitions.
#pragma once

#include <QDir>
#include <QString>

namespace topoopt::test {

inline QString testData(const QString& relative)
{
    return QDir(QStringLiteral(TOPOOPT_TEST_DATA)).filePath(relative);
}

inline QString sharedData(const QString& relative)
{
    return QDir(QStringLiteral(TOPOOPT_SHARED_DATA)).filePath(relative);
}

/// Rows of tests/data/malformed/expected.tsv: file name and a substring of its message.
inline QList<QPair<QString, QString>> malformedCases()
{
    QList<QPair<QString, QString>> cases;
    QFile table(testData(QStringLiteral("malformed/expected.tsv")));
    if (!table.open(QIODevice::ReadOnly | QIODevice::Text)) return cases;
    while (!table.atEnd()) {
        const QString line = QString::fromUtf8(table.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const qsizetype tab = line.indexOf(QLatin1Char('\t'));
        cases.append({line.left(tab), line.mid(tab + 1)});
    }
    return cases;
}

} // namespace topoopt::test
