// Reading decimal numbers whatever the locale (common/decimal.h): the strtod reading that Apple's
// libc++ builds use must give what from_chars gives here.
#include <QtTest>

#include <charconv>
#include <clocale>
#include <cmath>
#include <cstring>
#include <string>

#include "common/decimal.h"

using namespace topoopt;

class TestDecimal : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void strtodReadsAsFromChars_data();
    void strtodReadsAsFromChars();
    void commaLocaleChangesNothing();
};

void TestDecimal::strtodReadsAsFromChars_data()
{
    QTest::addColumn<QByteArray>("text");
    // clang-format off
    const char* const texts[] = {
        // plain numbers, and the forms strtod and from_chars both take
        "0", "-0", "1", "-1.5", "100000000", "0.1", "0.30000000000000004", "1e3", "1E-3",
        "2.5e+10", "00012.50", ".5", "5.", "-.5", "123456789012345678901234567890",
        // the ends of the doubles: the largest, past it, denormals, past the smallest
        "1e308", "1.7976931348623157e308", "1e309", "-1e309", "1e-310", "4.9e-324", "2e-324",
        "1e-400", "-1e-400",
        // read in part: where each stops
        "1.5abc", "1,5", "1e", "1e+", "1e-x", "1.2.3", "1 ", "1\n",
        // what from_chars refuses and strtod would take, or reads otherwise
        "", "-", "+1", " 1", "\t1", "abc", "0x1p3", "-0x10", "0X1",
        // words
        "inf", "-inf", "infinity", "nan"};
    // clang-format on
    for (const char* t : texts) {
        QString name = QString::fromLatin1(t);
        name.replace(QLatin1Char('\n'), QLatin1String("\\n"));
        name.replace(QLatin1Char('\t'), QLatin1String("\\t"));
        QTest::newRow(qPrintable(QLatin1Char('\'') + name + QLatin1Char('\''))) << QByteArray(t);
    }
}

void TestDecimal::strtodReadsAsFromChars()
{
#if defined(_WIN32)
    QSKIP("Windows builds read with from_chars only");
#elif !defined(__cpp_lib_to_chars)
    QSKIP("this standard library has no floating-point from_chars to hold the reading to");
#else
    QFETCH(QByteArray, text);
    const char* first = text.constData();
    const char* last = first + text.size();
    double expected = -7.0, got = -7.0; // both stay -7 where nothing is read
    const std::from_chars_result want = std::from_chars(first, last, expected);
    const std::from_chars_result have = detail::readDoubleByStrtod(first, last, got);
    QCOMPARE(static_cast<int>(have.ec), static_cast<int>(want.ec));
    QCOMPARE(have.ptr - first, want.ptr - first);
    if (std::isnan(expected))
        QVERIFY(std::isnan(got));
    else
        QCOMPARE(std::memcmp(&got, &expected, sizeof got), 0); // the same bits, -0 included
#endif
}

void TestDecimal::commaLocaleChangesNothing()
{
    // The studio runs in the user's locale (Qt calls setlocale), where strtod wants "2,75".
    const std::string previous = std::setlocale(LC_NUMERIC, nullptr);
    const char* comma = nullptr;
    for (const char* name : {"de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8", "ru_RU.UTF-8"})
        if (std::setlocale(LC_NUMERIC, name) &&
            std::strcmp(std::localeconv()->decimal_point, ",") == 0) {
            comma = name;
            break;
        }
    if (!comma) {
        std::setlocale(LC_NUMERIC, previous.c_str());
        QSKIP("no locale with a decimal comma is installed");
    }
    const std::string text = "2.75";
    double value = 0, byStrtod = 0;
    const std::from_chars_result r = readDouble(text.data(), text.data() + text.size(), value);
#ifndef _WIN32
    detail::readDoubleByStrtod(text.data(), text.data() + text.size(), byStrtod);
#else
    byStrtod = value;
#endif
    const double plain = std::strtod(text.c_str(), nullptr); // the locale's own reading
    std::setlocale(LC_NUMERIC, previous.c_str());
    QCOMPARE(plain, 2.0); // the locale does stop strtod at the '.'
    QCOMPARE(static_cast<int>(r.ec), 0);
    QCOMPARE(r.ptr, text.data() + text.size());
    QCOMPARE(value, 2.75);
    QCOMPARE(byStrtod, 2.75);
}

QTEST_APPLESS_MAIN(TestDecimal)
#include "tst_decimal.moc"
