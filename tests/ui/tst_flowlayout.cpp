// FlowLayout: a row of controls that wraps where its width runs short.
#include <QtTest>

#include <QPushButton>
#include <QVBoxLayout>

#include "flowlayout.h"

using namespace topoopt::ui;
using namespace Qt::StringLiterals;

class TestFlowLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void oneRowWhenThereIsRoom();
    void wrapsWhenNarrow();
    void skipsHiddenItems();
    void keepsAWideItemInsideTheRow();
};

namespace {
/// A window holding `count` buttons of one size in a FlowLayout, with no margins or spacing
/// to reckon with but `gap`.
struct Row {
    QWidget window;
    FlowLayout* flow = new FlowLayout(&window);
    std::vector<QPushButton*> buttons;
    Row(int count, QSize size, int gap = 4)
    {
        flow->setContentsMargins(0, 0, 0, 0);
        flow->setSpacing(gap);
        for (int i = 0; i < count; ++i) {
            auto* b = new QPushButton(u"B%1"_s.arg(i), &window);
            b->setFixedSize(size);
            flow->addWidget(b);
            buttons.push_back(b);
        }
    }
};
} // namespace

void TestFlowLayout::oneRowWhenThereIsRoom()
{
    Row r(4, QSize(100, 30));
    QCOMPARE(r.flow->sizeHint(), QSize(4 * 100 + 3 * 4, 30));
    QCOMPARE(r.flow->minimumSize(), QSize(100, 30)); // only the widest item
    r.flow->setGeometry(QRect(0, 0, 500, 30));
    for (int i = 0; i < 4; ++i)
        QCOMPARE(r.buttons[std::size_t(i)]->geometry(), QRect(i * 104, 0, 100, 30));
    QCOMPARE(r.flow->heightForWidth(412), 30);
}

void TestFlowLayout::wrapsWhenNarrow()
{
    Row r(5, QSize(100, 30));
    QVERIFY(r.flow->hasHeightForWidth());
    // 250 pixels hold two buttons and their gap (204), not three (308).
    QCOMPARE(r.flow->heightForWidth(250), 3 * 30 + 2 * 4);
    r.flow->setGeometry(QRect(10, 20, 250, 98));
    QCOMPARE(r.buttons[0]->pos(), QPoint(10, 20));
    QCOMPARE(r.buttons[1]->pos(), QPoint(114, 20));
    QCOMPARE(r.buttons[2]->pos(), QPoint(10, 54));
    QCOMPARE(r.buttons[4]->pos(), QPoint(10, 88));
    // In a box layout the wrapped rows take the height they need, so nothing overlaps what
    // comes below.
    QWidget page;
    auto* column = new QVBoxLayout(&page);
    column->setContentsMargins(0, 0, 0, 0);
    auto* flow = new FlowLayout;
    flow->setContentsMargins(0, 0, 0, 0);
    flow->setSpacing(4);
    for (int i = 0; i < 5; ++i) {
        auto* b = new QPushButton(u"B%1"_s.arg(i));
        b->setFixedSize(100, 30);
        flow->addWidget(b);
    }
    column->addLayout(flow);
    auto* below = new QPushButton(u"below"_s);
    below->setFixedHeight(30);
    column->addWidget(below);
    page.resize(250, 400);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTRY_VERIFY(below->y() >= 98);
}

void TestFlowLayout::skipsHiddenItems()
{
    Row r(3, QSize(100, 30));
    r.window.show();
    r.buttons[1]->hide();
    QCOMPARE(r.flow->sizeHint(), QSize(2 * 100 + 4, 30));
    r.flow->setGeometry(QRect(0, 0, 210, 30));
    QCOMPARE(r.buttons[2]->pos(), QPoint(104, 0)); // in the hidden one's place
    QCOMPARE(r.flow->heightForWidth(210), 30);
}

void TestFlowLayout::keepsAWideItemInsideTheRow()
{
    // A row narrower than an item still takes it (alone) and does not loop or overflow.
    Row r(2, QSize(100, 30));
    QCOMPARE(r.flow->heightForWidth(60), 2 * 30 + 4);
    r.flow->setGeometry(QRect(0, 0, 60, 64));
    QCOMPARE(r.buttons[1]->y(), 34);
    QCOMPARE(r.flow->heightForWidth(0), 2 * 30 + 4);
}

QTEST_MAIN(TestFlowLayout)
#include "tst_flowlayout.moc"
