// The user guide window: Markdown from the resources in a QTextBrowser, its headings as contents.
#include "guidewindow.h"

#include <QAbstractTextDocumentLayout>
#include <QCloseEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "settings.h"
#include "theme.h"

namespace topoopt::ui {

namespace {
const Setting<QByteArray> kGuideGeometry{"guide/geometry", QByteArray()};

QString readResource(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}
} // namespace

QString guideMarkdown(const QString& language)
{
    const QString own = readResource(QStringLiteral(":/help/guide_%1.md").arg(language));
    return own.isEmpty() ? readResource(QStringLiteral(":/help/guide.md")) : own;
}

std::vector<GuideSection> parseGuideSections(const QString& markdown, QString* stripped)
{
    static const QRegularExpression heading(
        QStringLiteral(R"(^(#{1,6})[ \t]+(.*?)(?:[ \t]+\{#([A-Za-z0-9_-]+)\})?[ \t]*$)"));
    std::vector<GuideSection> sections;
    QStringList lines = markdown.split(QLatin1Char('\n'));
    bool inFence = false;
    for (QString& line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
            inFence = !inFence;
            continue;
        }
        if (inFence) continue;
        const QRegularExpressionMatch m = heading.match(line);
        if (!m.hasMatch()) continue;
        sections.push_back({m.captured(3), m.captured(2), static_cast<int>(m.capturedLength(1))});
        line = m.captured(1) + QLatin1Char(' ') + m.captured(2);
    }
    if (stripped) *stripped = lines.join(QLatin1Char('\n'));
    return sections;
}

QString joinCjkLineBreaks(const QString& markdown)
{
    const auto cjk = [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 0x3000 && u <= 0x9fff) || (u >= 0xff00 && u <= 0xffef);
    };
    // A Latin word after Chinese keeps its space; emphasis marks before Chinese do not count.
    static const QRegularExpression startsChinese(
        QStringLiteral(R"(^\s*[*_]*[\x{3000}-\x{9fff}\x{ff00}-\x{ffef}])"));
    QStringList out;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        const bool follows = !out.isEmpty() && !out.back().isEmpty() && cjk(out.back().back()) &&
                             !out.back().startsWith(QLatin1Char('#')) &&
                             startsChinese.match(line).hasMatch();
        if (follows)
            out.back() += line.trimmed();
        else
            out.push_back(line);
    }
    return out.join(QLatin1Char('\n'));
}

QSize initialGuideSize(const QSize& available)
{
    // 720 pixels and a title bar do not fit a 768-pixel laptop screen.
    return fittedWindowSize(QSize(960, 720), available);
}

GuideWindow::GuideWindow(const QString& language, QWidget* parent)
    : QWidget(parent, Qt::Window), m_browser(new QTextBrowser(this)),
      m_contents(new QListWidget(this)), m_findField(new QLineEdit(this)),
      m_findStatus(new QLabel(this))
{
    setObjectName(QStringLiteral("guideWindow"));
    setWindowTitle(tr("TopoOpt Studio Guide"));
    m_browser->setObjectName(QStringLiteral("guideText"));
    m_browser->setOpenExternalLinks(true);
    // The pictures are named as in the repository (images/<language>/<name>.png), so the
    // Markdown shows them on the web too; here they resolve against the resources.
    m_browser->setSearchPaths({QStringLiteral(":/help")});
    m_contents->setObjectName(QStringLiteral("guideContents"));
    m_findField->setObjectName(QStringLiteral("guideFind"));
    m_findField->setPlaceholderText(tr("Find in the guide (Ctrl+F)"));
    m_findField->setClearButtonEnabled(true);

    QString markdown;
    m_sections = parseGuideSections(guideMarkdown(language), &markdown);
    m_browser->setMarkdown(joinCjkLineBreaks(markdown));
    m_browser->document()->setDocumentMargin(12);
    // The document's heading blocks come in the order of the Markdown's headings.
    for (QTextBlock b = m_browser->document()->begin(); b.isValid(); b = b.next())
        if (b.blockFormat().headingLevel() > 0) m_positions.push_back(b.position());
    // They match one for one (tst_guide checks the built-in guides); should a heading ever not
    // become a heading block, the contents end there rather than point at the wrong place.
    m_sections.resize(std::min(m_sections.size(), m_positions.size()));
    m_positions.resize(m_sections.size());
    for (std::size_t i = 0; i < m_sections.size(); ++i) {
        const GuideSection& s = m_sections[i];
        auto* item = new QListWidgetItem(
            QString(4 * std::max(0, s.level - 2), QLatin1Char(' ')) + s.title, m_contents);
        item->setData(Qt::UserRole, static_cast<int>(i));
        if (s.level == 1) {
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
    }

    auto* previous = new QToolButton(this);
    previous->setArrowType(Qt::UpArrow);
    previous->setToolTip(tr("Previous match (Shift+F3)"));
    auto* next = new QToolButton(this);
    next->setArrowType(Qt::DownArrow);
    next->setToolTip(tr("Next match (F3, Enter)"));
    auto* findRow = new QHBoxLayout;
    findRow->addWidget(m_findField, 1);
    findRow->addWidget(previous);
    findRow->addWidget(next);
    findRow->addWidget(m_findStatus);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(m_contents);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({220, 740});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(findRow);
    layout->addWidget(splitter, 1);

    const auto findNext = [this] { find(m_findField->text()); };
    const auto findPrevious = [this] { find(m_findField->text(), true); };
    connect(next, &QToolButton::clicked, this, findNext);
    connect(previous, &QToolButton::clicked, this, findPrevious);
    connect(m_findField, &QLineEdit::returnPressed, this, findNext);
    connect(m_findField, &QLineEdit::textChanged, m_findStatus, &QLabel::clear);
    connect(new QShortcut(QKeySequence::FindNext, this), &QShortcut::activated, this, findNext);
    connect(new QShortcut(QKeySequence::FindPrevious, this), &QShortcut::activated, this,
            findPrevious);
    connect(new QShortcut(QKeySequence::Find, this), &QShortcut::activated, this, [this] {
        m_findField->setFocus();
        m_findField->selectAll();
    });
    connect(new QShortcut(QKeySequence(Qt::Key_Escape), this), &QShortcut::activated, this,
            &QWidget::close);
    connect(m_contents, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_syncing && row >= 0) scrollTo(row);
    });
    connect(m_browser->verticalScrollBar(), &QScrollBar::valueChanged, this,
            &GuideWindow::syncContents);

    const QScreen* s = screen();
    resize(initialGuideSize(s ? s->availableGeometry().size() : QSize(1440, 900)));
    if (const QByteArray geometry = kGuideGeometry.get(); !geometry.isEmpty())
        restoreGeometry(geometry);
}

bool GuideWindow::showSection(const QString& id)
{
    for (std::size_t i = 0; i < m_sections.size(); ++i)
        if (!id.isEmpty() && m_sections[i].id == id) {
            scrollTo(static_cast<int>(i));
            return true;
        }
    return false;
}

QString GuideWindow::currentSection() const
{
    const int i = m_contents->currentRow();
    return i < 0 ? QString() : m_sections[static_cast<std::size_t>(i)].id;
}

bool GuideWindow::find(const QString& text, bool backward)
{
    m_findStatus->clear();
    if (text.isEmpty()) return false;
    const QTextDocument::FindFlags flags =
        backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (m_browser->find(text, flags)) return true;
    // Round the end once, keeping the old cursor when the text is nowhere.
    const QTextCursor before = m_browser->textCursor();
    QTextCursor from(m_browser->document());
    from.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
    m_browser->setTextCursor(from);
    if (m_browser->find(text, flags)) return true;
    m_browser->setTextCursor(before);
    m_findStatus->setText(tr("Not found"));
    return false;
}

void GuideWindow::closeEvent(QCloseEvent* event)
{
    kGuideGeometry.set(saveGeometry());
    QWidget::closeEvent(event);
}

void GuideWindow::scrollTo(int section)
{
    QTextDocument* doc = m_browser->document();
    const QTextBlock block = doc->findBlock(m_positions[static_cast<std::size_t>(section)]);
    // The cursor goes there too, so that a find carries on from the section on show.
    m_browser->setTextCursor(QTextCursor(block));
    const QRectF rect = doc->documentLayout()->blockBoundingRect(block);
    m_syncing = true; // the last sections cannot reach the top: keep the one asked for
    m_browser->verticalScrollBar()->setValue(static_cast<int>(std::lround(rect.top())));
    m_contents->setCurrentRow(section);
    m_syncing = false;
}

int GuideWindow::sectionAtTop() const
{
    // A heading scrolled to the top may sit a rounding below the bar's value.
    const double top = m_browser->verticalScrollBar()->value() + 2.0;
    QTextDocument* doc = m_browser->document();
    int found = -1;
    for (std::size_t i = 0; i < m_positions.size(); ++i) {
        const QTextBlock block = doc->findBlock(m_positions[i]);
        if (doc->documentLayout()->blockBoundingRect(block).top() > top) break;
        found = static_cast<int>(i);
    }
    return found;
}

void GuideWindow::syncContents()
{
    if (m_syncing) return;
    m_syncing = true;
    m_contents->setCurrentRow(std::max(sectionAtTop(), 0));
    m_syncing = false;
}

} // namespace topoopt::ui
