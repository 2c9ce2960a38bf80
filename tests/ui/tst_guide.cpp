// Help > TopoOpt Studio Guide: the guide in both languages, F1 at the part of the window in use,
// the contents and the find bar.
#include <QtTest>

#include <QAbstractTextDocumentLayout>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>

#include "guidewindow.h"
#include "heatmapview.h"
#include "mainwindow.h"
#include "studiohelpers.h"
#include "topologyeditor.h"
#include "translations.h"

using namespace topoopt;
using namespace Qt::StringLiterals;
using namespace topoopt::test;
using ui::GuideSection;
using ui::GuideWindow;
using ui::MainWindow;

namespace {

/// What code points at: every tab, every dock and the guide's parts.
const QStringList kRequiredIds = {
    u"start"_s,       u"getting-started"_s, u"panel"_s, u"summary"_s,  u"graph"_s,   u"heatmaps"_s,
    u"convergence"_s, u"comparison"_s,      u"model"_s, u"strategy"_s, u"designs"_s, u"editor"_s,
    u"history"_s,     u"teaching"_s,        u"files"_s, u"cli"_s,      u"glossary"_s};

QStringList ids(const std::vector<GuideSection>& sections)
{
    QStringList out;
    for (const GuideSection& s : sections)
        out << s.id;
    return out;
}

/// The block the text cursor is in, and how far its top is below the top of the view.
std::pair<QString, double> cursorBlock(const GuideWindow& g)
{
    const QTextBlock block = g.browser()->textCursor().block();
    const double top = g.browser()->document()->documentLayout()->blockBoundingRect(block).top();
    return {block.text(), top - g.browser()->verticalScrollBar()->value()};
}

} // namespace

class TestGuide : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void headingMarksAreTakenOffOutsideFences();
    void chineseLinesJoinWithoutSpaces();
    void everyLanguageHasEverySection();
    void picturesShowInEveryLanguage();
    void f1OpensTheSectionInUse();
    void contentsFollowTheReader();
    void findSelectsMatchesAndGoesRound();
    void geometryIsRemembered();
    void chineseInterfaceOpensTheChineseGuide();
};

void TestGuide::init()
{
    startClean();
}

void TestGuide::headingMarksAreTakenOffOutsideFences()
{
    QString stripped;
    const auto sections = ui::parseGuideSections(
        u"# Title {#top}\ntext {#not-a-heading}\n```\n# code {#code}\n```\n## Plain\n"_s
        u"### Deep one {#deep}\n"_s,
        &stripped);
    QCOMPARE(int(sections.size()), 3);
    QCOMPARE(sections[0].id, u"top"_s);
    QCOMPARE(sections[0].title, u"Title"_s);
    QCOMPARE(sections[0].level, 1);
    QCOMPARE(sections[1].id, QString());
    QCOMPARE(sections[1].title, u"Plain"_s);
    QCOMPARE(sections[2].id, u"deep"_s);
    QCOMPARE(sections[2].level, 3);
    QCOMPARE(stripped,
             QString(u"# Title\ntext {#not-a-heading}\n```\n# code {#code}\n```\n## Plain\n"_s
                     u"### Deep one\n"_s));
}

void TestGuide::chineseLinesJoinWithoutSpaces()
{
    // A paragraph and a list item wrapped mid-sentence join; a Latin word, list items, headings
    // and blank lines keep their breaks.
    QCOMPARE(ui::joinCjkLineBreaks(
                 u"## 标题\n第一行结束于中文，\n下一行继续。\n\n- 列表项跨\n  两行\n- 新项\n"
                 u"English line\nnext\n中文\n**粗体**\n1. 第一步"_s),
             u"## 标题\n第一行结束于中文，下一行继续。\n\n- 列表项跨两行\n- 新项\n"
             u"English line\nnext\n中文**粗体**\n1. 第一步"_s);
    // The guide on show: no space where the source wrapped a Chinese sentence.
    GuideWindow g(u"zh_CN"_s);
    QVERIFY(!g.browser()->toPlainText().contains(
        QRegularExpression(u"[\\x{4e00}-\\x{9fff}] [\\x{4e00}-\\x{9fff}]"_s)));
}

void TestGuide::everyLanguageHasEverySection()
{
    const QStringList english = ids(ui::parseGuideSections(ui::guideMarkdown(u"en"_s), nullptr));
    for (const QString& id : kRequiredIds)
        QVERIFY2(english.contains(id), qPrintable(id));
    QCOMPARE(QSet<QString>(english.begin(), english.end()).size(), english.size()); // unique
    for (const QString& language : ui::availableLanguages()) {
        const QString markdown = ui::guideMarkdown(language);
        // The same sections in the same order, so that F1 lands alike in every language.
        QCOMPARE(ids(ui::parseGuideSections(markdown, nullptr)), english);
        GuideWindow g(language);
        QCOMPARE(int(g.sections().size()), int(english.size())); // one heading block each
        QCOMPARE(g.contents()->count(), int(english.size()));
        const QString shown = g.browser()->toPlainText();
        QVERIFY(!shown.contains(u"{#"_s));
        QVERIFY(!shown.contains(u"**"_s)); // every emphasis parsed, Chinese ones without spaces
        if (language == u"zh_CN"_s) {
            // Translated, not the English file under another name.
            QVERIFY(markdown != ui::guideMarkdown(u"en"_s));
            QVERIFY(shown.contains(QRegularExpression(u"[\\x{4e00}-\\x{9fff}]{20}"_s)));
        }
    }
    // A language without a guide of its own gets the English one.
    QCOMPARE(ui::guideMarkdown(u"fr"_s), ui::guideMarkdown(u"en"_s));
}

// The Markdown names its pictures as the repository holds them (images/<language>/<name>.png),
// so that they show on the web too; in the studio they resolve against the resources only
// through the browser's search path. Each guide shows its own language's pictures, whole.
void TestGuide::picturesShowInEveryLanguage()
{
    static const QRegularExpression picture(
        u"!\\[[^\\]]+\\]\\((images/([^/]+)/([a-z]+)\\.png)\\)"_s);
    const QStringList expected{u"window"_s,   u"panel"_s,       u"summary"_s,    u"graph"_s,
                               u"heatmaps"_s, u"convergence"_s, u"comparison"_s, u"model"_s,
                               u"strategy"_s, u"designs"_s,     u"editor"_s,     u"teaching"_s};
    for (const QString& language : ui::availableLanguages()) {
        GuideWindow g(language);
        g.show();
        QVERIFY(QTest::qWaitForWindowExposed(&g));
        QStringList names;
        for (auto it = picture.globalMatch(ui::guideMarkdown(language)); it.hasNext();) {
            const QRegularExpressionMatch hit = it.next();
            QCOMPARE(hit.captured(2), language);
            names << hit.captured(3);
            const QVariant bytes =
                g.browser()->loadResource(QTextDocument::ImageResource, QUrl(hit.captured(1)));
            const QImage image = QImage::fromData(bytes.toByteArray());
            QVERIFY2(!image.isNull(), qPrintable(hit.captured(1)));
            QVERIFY2(image.width() <= g.browser()->viewport()->width(),
                     qPrintable(u"%1 is %2 pixels wide"_s.arg(hit.captured(1)).arg(image.width())));
        }
        QCOMPARE(names, expected);
        // The document holds them as images, not as the Markdown's text.
        int shown = 0;
        for (QTextBlock b = g.browser()->document()->begin(); b.isValid(); b = b.next())
            for (auto f = b.begin(); !f.atEnd(); ++f)
                shown += f.fragment().charFormat().isImageFormat() ? 1 : 0;
        QCOMPARE(shown, int(expected.size()));
        QVERIFY(!g.browser()->toPlainText().contains(u"images/"_s));
    }
}

void TestGuide::f1OpensTheSectionInUse()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.guideAction());
    QCOMPARE(w.guideAction()->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QTabWidget* tabs = w.tabs();
    const QStringList guideIds = ids(ui::parseGuideSections(ui::guideMarkdown(u"en"_s), nullptr));
    QStringList seen;
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        tabs->setFocus();
        const QString here = w.guideSectionHere();
        QVERIFY2(guideIds.contains(here) && here != u"start"_s, qPrintable(tabs->tabText(i)));
        seen << here;
    }
    QCOMPARE(QSet<QString>(seen.begin(), seen.end()).size(), tabs->count()); // one per tab

    tabs->setCurrentWidget(w.heatmapView());
    tabs->setFocus();
    w.guideAction()->trigger();
    GuideWindow* g = w.guideWindow();
    QVERIFY(g && g->isVisible());
    QCOMPARE(g->currentSection(), u"heatmaps"_s);
    const auto [text, below] = cursorBlock(*g);
    QCOMPARE(text, u"Traffic Heatmaps"_s);
    QVERIFY2(below >= 0 && below < 5, qPrintable(QString::number(below))); // at the top
    QCOMPARE(g->contents()->currentItem()->text(), u"Traffic Heatmaps"_s);

    // The focus in a dock names the dock's section, whatever the tab.
    w.activateWindow();
    w.topologyEditor()->setFocus();
    QTRY_COMPARE(w.guideSectionHere(), u"editor"_s);
    w.openGuide();
    QCOMPARE(g->currentSection(), u"editor"_s);
    QCOMPARE(w.guideWindow(), g); // one window, reused

    // An unknown section shows the start rather than nothing.
    w.openGuide(u"no-such-section"_s);
    QCOMPARE(g->currentSection(), u"start"_s);
}

void TestGuide::contentsFollowTheReader()
{
    GuideWindow g(u"en"_s);
    g.show();
    QVERIFY(QTest::qWaitForWindowExposed(&g));
    QCOMPARE(g.currentSection(), QString()); // nothing chosen yet
    const auto& sections = g.sections();
    int glossary = -1, convergence = -1;
    for (std::size_t i = 0; i < sections.size(); ++i) {
        if (sections[i].id == u"glossary"_s) glossary = int(i);
        if (sections[i].id == u"convergence"_s) convergence = int(i);
    }
    // Choosing in the contents scrolls there, even to the last section, which cannot reach the top.
    g.contents()->setCurrentRow(glossary);
    QCOMPARE(g.currentSection(), u"glossary"_s);
    QCOMPARE(cursorBlock(g).first, u"Glossary"_s);
    g.contents()->setCurrentRow(convergence);
    QCOMPARE(cursorBlock(g).first, u"Convergence"_s);
    QVERIFY(std::abs(cursorBlock(g).second) < 5);
    // Scrolling by hand moves the selection to the section at the top.
    g.browser()->verticalScrollBar()->setValue(0);
    QCOMPARE(g.currentSection(), u"start"_s);
    QVERIFY(!g.showSection(u"nowhere"_s));
    QCOMPARE(g.currentSection(), u"start"_s);
}

void TestGuide::findSelectsMatchesAndGoesRound()
{
    GuideWindow g(u"en"_s);
    g.show();
    QVERIFY(QTest::qWaitForWindowExposed(&g));
    const QString all = g.browser()->toPlainText();
    const int count = int(all.count(u"Apply Best Design"_s));
    QVERIFY(count >= 2);
    QVector<int> starts;
    for (int i = 0; i < count + 1; ++i) {
        QVERIFY(g.find(u"apply best design"_s)); // case-insensitive, as find bars are
        QCOMPARE(g.browser()->textCursor().selectedText(), u"Apply Best Design"_s);
        starts << g.browser()->textCursor().selectionStart();
    }
    QVERIFY(std::is_sorted(starts.begin(), starts.end() - 1));
    QCOMPARE(starts.last(), starts.first());       // past the last match: the first again
    QVERIFY(g.find(u"Apply Best Design"_s, true)); // backward from the first: round to the last
    QCOMPARE(g.browser()->textCursor().selectionStart(), starts[count - 1]);
    QVERIFY(g.findStatus()->text().isEmpty());

    const int before = g.browser()->textCursor().position();
    QVERIFY(!g.find(u"qqq-nowhere-zzz"_s));
    QCOMPARE(g.findStatus()->text(), u"Not found"_s);
    QCOMPARE(g.browser()->textCursor().position(), before);
    // The bar itself: typing clears the note, Enter finds.
    QTest::keyClicks(g.findField(), u"Teaching"_s);
    QVERIFY(g.findStatus()->text().isEmpty());
    QTest::keyClick(g.findField(), Qt::Key_Return);
    QCOMPARE(g.browser()->textCursor().selectedText(), u"Teaching"_s);
}

void TestGuide::geometryIsRemembered()
{
    // First opened, on its screen: 720 pixels and a title bar overflowed a 1366x768 laptop.
    QCOMPARE(ui::initialGuideSize(QSize(1920, 1040)), QSize(960, 720));
    QCOMPARE(ui::initialGuideSize(QSize(1366, 728)), QSize(960, 655));
    {
        GuideWindow first(u"en"_s);
        QCOMPARE(first.size(), ui::initialGuideSize(first.screen()->availableGeometry().size()));
    }
    {
        GuideWindow g(u"en"_s);
        g.show();
        QVERIFY(QTest::qWaitForWindowExposed(&g));
        g.resize(700, 500);
        QTRY_COMPARE(g.size(), QSize(700, 500));
        g.close();
    }
    GuideWindow again(u"en"_s);
    QCOMPARE(again.size(), QSize(700, 500));
}

void TestGuide::chineseInterfaceOpensTheChineseGuide()
{
    ui::setLanguageSetting(u"zh_CN"_s);
    QCOMPARE(ui::installTranslations(*QCoreApplication::instance()), u"zh_CN"_s);
    QCOMPARE(ui::installedLanguage(), u"zh_CN"_s);
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.tabs()->setCurrentIndex(0);
    w.tabs()->setFocus();
    w.guideAction()->trigger();
    GuideWindow* g = w.guideWindow();
    QCOMPARE(g->currentSection(), u"summary"_s);
    QVERIFY(g->contents()->currentItem()->text().contains(
        QRegularExpression(u"[\\x{4e00}-\\x{9fff}]"_s)));
    QCOMPARE(g->windowTitle(),
             QCoreApplication::translate("topoopt::ui::GuideWindow", "TopoOpt Studio Guide"));
    QVERIFY(g->windowTitle() != u"TopoOpt Studio Guide"_s); // the catalogue has it
}

QTEST_MAIN(TestGuide)
#include "tst_guide.moc"
