// The studio's languages (issue 9): catalogues, core wording, the chosen language, Preferences.
#include <QtTest>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QMenu>
#include <QSpinBox>
#include <QTabWidget>
#include <QTranslator>

#include "coretext.h"
#include "mainwindow.h"
#include "model/zoo.h"
#include "preferencesdialog.h"
#include "strategy/memory.h"
#include "strategy/strategy.h"
#include "strategysearch.h"
#include "translations.h"

using namespace topoopt;
using namespace topoopt::ui;

class TestTranslations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void translationsLoad();
    void coreTextTranslated();
    void languageFollowsLocaleAndSetting();
    void preferencesStoreTheLanguage();
    void preferencesStoreTheSearchThreads();
};

void TestTranslations::initTestCase()
{
    setLanguageSetting(QString());
}

void TestTranslations::translationsLoad()
{
    QTranslator zh;
    QVERIFY(zh.load(QStringLiteral(":/i18n/topoopt_zh_CN.qm")));
    QCOMPARE(zh.translate("topoopt::ui::MainWindow", "&File"), QStringLiteral("文件(&F)"));
    QCOMPARE(zh.translate("topoopt::ui::HeatmapView", "Destination server"),
             QStringLiteral("目的服务器"));
    QCOMPARE(zh.translate("topoopt::ui", "%1 min %2 s"), QStringLiteral("%1 分 %2 秒"));
    QCOMPARE(zh.translate("topoopt::ui::GraphView", "%n route(s) from %1 to %2", nullptr, 3),
             QStringLiteral("从 %1 到 %2 的 %n 条路由"));
    QTranslator en;
    QVERIFY(en.load(QStringLiteral(":/i18n/topoopt_en.qm")));
    QCOMPARE(en.translate("topoopt::ui::GraphView", "%n route(s) from %1 to %2", nullptr, 1),
             QStringLiteral("%n route from %1 to %2"));
    QCOMPARE(en.translate("topoopt::ui::GraphView", "%n route(s) from %1 to %2", nullptr, 2),
             QStringLiteral("%n routes from %1 to %2"));

    // Installed, the UI's own strings change.
    QCoreApplication::installTranslator(&zh);
    {
        MainWindow window;
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("概要"));
        QVERIFY(window.findChild<QMenu*>(QStringLiteral("exportMenu")) != nullptr);
        QCOMPARE(window.findChild<QMenu*>(QStringLiteral("exportMenu"))->title(),
                 QStringLiteral("导出(&E)"));
    }
    QCoreApplication::removeTranslator(&zh);
}

void TestTranslations::coreTextTranslated()
{
    // The core words these in English for the CLI; the studio says them in its language.
    QTranslator en, zh;
    QVERIFY(en.load(QStringLiteral(":/i18n/topoopt_en.qm")));
    QVERIFY(zh.load(QStringLiteral(":/i18n/topoopt_zh_CN.qm")));
    const StrategyShape one{1, 1, 0, 0, 0};
    const StrategyShape many{12, 2, 64, 64, 8};
    QCoreApplication::installTranslator(&en);
    QCOMPARE(strategyShapeText(one), QStringLiteral("1 replicated operator on 1 server set"));
    {
        // A form row: a label for people (the file key in its tooltip), the unit agreeing with
        // the value.
        QCOMPARE(zooParamLabel("per_gpu_batch"), QStringLiteral("Batch per GPU"));
        QDoubleSpinBox batch;
        setUpZooParamBox(&batch, 1, 64, 1, true, "sequences", "Sequences per GPU per iteration");
        batch.setValue(1);
        QCOMPARE(batch.text(), QStringLiteral("1 sequence"));
        batch.setValue(16);
        QCOMPARE(batch.text(), QStringLiteral("16 sequences"));
    }
    QCOMPARE(strategyShapeText(many),
             QStringLiteral("12 replicated operators on 2 server sets; 64 partitioned on 64 "
                            "servers; tensor split on 8"));
    MemoryUse use;
    use.capacityBytes = 40e9;
    use.worstServer = 3;
    use.bytesPerGpu = {1e9, 1e9, 1e9, 45.1e9};
    QVERIFY(!use.fits());
    QCOMPARE(memoryProblemText(use),
             QStringLiteral("server 3 needs 45.1 GB per GPU (parameters with their optimizer "
                            "state, plus activations), above the 40.0 GB of one GPU"));
    QCoreApplication::removeTranslator(&en);

    QCoreApplication::installTranslator(&zh);
    QCOMPARE(strategyShapeText(many),
             QStringLiteral("12 个复制参数的算子分布在 2 组服务器上；64 个分片算子分布在 64 "
                            "台服务器上；8 个算子做张量切分"));
    QVERIFY(memoryProblemText(use).startsWith(QStringLiteral("服务器 3 每块 GPU 需要 45.1 GB")));
    // Every unit and help line of the zoo: a line the core rewords without its copy in
    // ui/coretext.cpp would fall back to English here.
    for (const std::string& id : zooModelIds())
        for (const ZooParam& p : zooParams(id)) {
            const QByteArray where = QByteArray::fromStdString(id + "/" + p.key);
            QVERIFY2(p.unit.empty() || zooUnitText(p.unit) != QString::fromStdString(p.unit),
                     where + ": unit \"" + QByteArray::fromStdString(p.unit) + "\"");
            QVERIFY2(zooHelpText(p.help) != QString::fromStdString(p.help),
                     where + ": help \"" + QByteArray::fromStdString(p.help) + "\"");
            QVERIFY2(zooParamLabel(p.key) != QString::fromStdString(p.key), where + ": label");
            QVERIFY2(p.unit.empty() || zooUnitText(p.unit, 1) != QString::fromStdString(p.unit),
                     where + ": one " + QByteArray::fromStdString(p.unit));
        }
    {
        // The scenario form: a translated unit, millions grouped, a translated tooltip.
        MainWindow window;
        auto* rows = window.findChild<QDoubleSpinBox*>(QStringLiteral("param_rows"));
        QVERIFY(rows != nullptr);
        QCOMPARE(rows->suffix(), QStringLiteral(" 行"));
        QCOMPARE(rows->text(), QStringLiteral("10,000,000 行"));
        QVERIFY2(rows->toolTip().startsWith(QStringLiteral("每张嵌入表的行数（1 到 ")),
                 qPrintable(rows->toolTip()));
    }
    QCoreApplication::removeTranslator(&zh);
}

void TestTranslations::languageFollowsLocaleAndSetting()
{
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("zh_SG"))), QStringLiteral("zh_CN"));
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("zh_TW"))), QStringLiteral("en"));
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("de_DE"))), QStringLiteral("en"));
    QCOMPARE(resolveLanguage(QStringLiteral("en"), QLocale(QStringLiteral("zh_CN"))),
             QStringLiteral("en"));
    QCOMPARE(resolveLanguage(QStringLiteral("zh_CN"), QLocale(QStringLiteral("en_US"))),
             QStringLiteral("zh_CN"));
    QCOMPARE(resolveLanguage(QStringLiteral("klingon"), QLocale(QStringLiteral("en_US"))),
             QStringLiteral("en"));
}

void TestTranslations::preferencesStoreTheLanguage()
{
    setLanguageSetting(QString());
    PreferencesDialog dialog;
    QComboBox* box = dialog.languageBox();
    QCOMPARE(box->currentIndex(), 0);
    box->setCurrentIndex(box->findData(QStringLiteral("zh_CN")));
    dialog.apply();
    QCOMPARE(languageSetting(), QStringLiteral("zh_CN"));
    PreferencesDialog again;
    QCOMPARE(again.languageBox()->currentData().toString(), QStringLiteral("zh_CN"));
    setLanguageSetting(QString());
}

void TestTranslations::preferencesStoreTheSearchThreads()
{
    setSearchThreadsSetting(0);
    PreferencesDialog dialog;
    QSpinBox* box = dialog.threadsBox();
    QCOMPARE(box->value(), 0);
    QVERIFY(box->text().startsWith(QStringLiteral("All ("))); // 0 reads as every thread
    box->setValue(1);
    dialog.apply();
    QCOMPARE(searchThreadsSetting(), 1);
    PreferencesDialog again;
    QCOMPARE(again.threadsBox()->value(), 1);
    // A hand-edited settings file with a value out of range falls back to every thread.
    setSearchThreadsSetting(-3);
    QCOMPARE(searchThreadsSetting(), 0);
    setSearchThreadsSetting(0);
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
