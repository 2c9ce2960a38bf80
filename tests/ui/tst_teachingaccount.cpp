// Teaching mode's account of TopologyFinder's stages: the interface looks every case up by the
// core's English wording and phrases it from the same facts, in English word for word as the
// core, in Chinese citing every fact.
#include <QtTest>

#include <QRegularExpression>

#include <numeric>
#include <set>

#include "pipelinehalves.h"
#include "teachingaccount.h"
#include "topology/buildtopology.h"
#include "translations.h"

using namespace topoopt;
using namespace Qt::StringLiterals;

class TestTeachingAccount : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyCaseHasTheCoresWording();
    void accountsOfRealBuildsMatchTheCore();
    void factsAreFilledOnce();
    void chineseWordingsKeepEveryFact(); // last: it installs the Chinese catalogue
};

namespace {
/// The placeholders a wording uses: {1, 2, 3} for "%1 ... %3 ... %2".
std::set<int> placeholders(const QString& wording)
{
    std::set<int> out;
    static const QRegularExpression marker(u"%([1-9])"_s);
    for (auto it = marker.globalMatch(wording); it.hasNext();)
        out.insert(it.next().captured(1).toInt());
    return out;
}

/// Sixteen servers in one data-parallel group, half of them also in a smaller group (which
/// rides the larger one's rings), and MP demand five servers apart.
Traffic sharedRingsTraffic()
{
    Traffic t;
    t.servers = 16;
    AllReduceGroup all{"dp", {}, 2e9};
    AllReduceGroup half{"head", {}, 1e8};
    for (int i = 0; i < 16; ++i) {
        all.members.push_back(i);
        if (i < 15) half.members.push_back(i);
        t.mp.push_back({i, (i + 5) % 16, 2e9});
    }
    t.allreduce = {all, half};
    return t;
}

const std::vector<std::string> kFacts{"F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9"};
} // namespace

void TestTeachingAccount::everyCaseHasTheCoresWording()
{
    QVERIFY(finderSentenceIds().size() >= 20);
    for (const std::string& id : finderSentenceIds()) {
        const QString ours = ui::sentenceWording(id);
        QVERIFY2(!ours.isEmpty(), id.c_str()); // a case the interface cannot phrase
        QCOMPARE(ours, QString::fromStdString(finderSentenceTemplate(id)));
        QCOMPARE(ui::phraseSentence({id, kFacts}),
                 QString::fromStdString(fillPlaceholders(finderSentenceTemplate(id), kFacts)));
    }
    QVERIFY(ui::sentenceWording("no-such-case").isEmpty());
}

void TestTeachingAccount::accountsOfRealBuildsMatchTheCore()
{
    std::set<std::string> seen;
    const auto check = [&seen](const Traffic& traffic, const TopologyOptions& options) {
        std::vector<FinderStage> stages;
        buildTopology(traffic, options, stages);
        QVERIFY(!stages.empty());
        for (const FinderStage& s : stages) {
            QVERIFY(!s.sentences.empty());
            QCOMPARE(ui::phraseAccount(s.sentences), QString::fromStdString(s.explanation));
            for (const FinderSentence& sentence : s.sentences)
                seen.insert(sentence.id);
        }
    };
    TopologyOptions options;
    options.degree = 8; // 4 ring ports and 4 MP ports
    check(sharedRingsTraffic(), options);
    options.degree = 4;
    check(test::pipelineHalves(true), options); // disjoint halves share one cycle
    options.kind = "fattree";
    check(sharedRingsTraffic(), options);
    for (const char* id : {"split-proportional", "ring-first", "ring-geometric",
                           "ring-shared-by-one", "fill-no-idle", "matching-exact", "fill", "routes",
                           "ring-shared-cycle-parallel", "routes-baseline"})
        QVERIFY2(seen.count(id) == 1,
                 qPrintable(QString::fromStdString(std::accumulate(
                     seen.begin(), seen.end(), std::string(id) + " not in:",
                     [](std::string a, const std::string& b) { return a + " " + b; }))));
}

void TestTeachingAccount::factsAreFilledOnce()
{
    // A fact's own % signs stay as they are (a group may be named "50%1"), as in the core.
    const FinderSentence ring{"ring-first", {"50%1", "16", "3"}};
    const QString text = ui::phraseSentence(ring);
    QVERIFY(text.startsWith(u"Group \"50%1\" (16 servers) gets ring permutation +3,"_s));
    QCOMPARE(text, QString::fromStdString(englishAccount({ring})));
    // A case this build does not know falls back on the core, which has no wording either.
    QVERIFY(ui::phraseSentence({"no-such-case", {"x"}}).isEmpty());
    // Sentences in a row: a space in English.
    QCOMPARE(ui::phraseAccount({{"fill-no-idle", {}}, {"fill-one-idle", {}}}),
             u"No server keeps an idle port. One server keeps an idle port."_s);
}

void TestTeachingAccount::chineseWordingsKeepEveryFact()
{
    ui::setLanguageSetting(u"zh_CN"_s);
    QCOMPARE(ui::installTranslations(*QCoreApplication::instance()), u"zh_CN"_s);
    static const QRegularExpression chinese(u"[\\x{4e00}-\\x{9fff}]"_s);
    for (const std::string& id : finderSentenceIds()) {
        const QString english = QString::fromStdString(finderSentenceTemplate(id));
        const QString wording = ui::sentenceWording(id);
        QVERIFY2(wording.contains(chinese), id.c_str());
        // Every figure the English cites is cited, and nothing more.
        QVERIFY2(placeholders(wording) == placeholders(english), id.c_str());
    }
    // Chinese sentences follow each other without a space.
    const QString two = ui::phraseAccount({{"fill-no-idle", {}}, {"fill-one-idle", {}}});
    QVERIFY2(!two.contains(u' '), qPrintable(two));
    QVERIFY(two.contains(chinese));
    ui::setLanguageSetting(QString());
}

QTEST_MAIN(TestTeachingAccount)
#include "tst_teachingaccount.moc"
