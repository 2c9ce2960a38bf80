// Help > TopoOpt Studio Guide (F1): the user guide, a Markdown file per language compiled into the
// app (resources/help), with its contents beside it and a find bar; F1 opens it at the section
// of the part of the window in use.
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QLabel;
class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace topoopt::ui {

/// One heading of the guide. `id` is the stable name written after it in the Markdown
/// (`## Server Graph {#graph}`), the same in every language, so that code can point at it.
struct GuideSection {
    QString id;    ///< empty for a heading without one
    QString title; ///< the heading's text
    int level = 1; ///< 1 for #, 2 for ##, ...
};

/// The guide's Markdown for `language` ("en", "zh_CN"): :/help/guide_<language>.md, else the
/// English :/help/guide.md.
QString guideMarkdown(const QString& language);

/// Takes the `{#id}` marks off the headings of `markdown` (outside code fences) and lists the
/// headings in order; `stripped` gets the Markdown without the marks.
std::vector<GuideSection> parseGuideSections(const QString& markdown, QString* stripped);

/// Joins the lines of a paragraph where one ends and the next begins in Chinese text (CJK
/// characters or punctuation, after any emphasis marks) without the space a Markdown line break
/// becomes: Chinese puts none between words. A list item or heading starts with its mark, not
/// with Chinese, so it stays apart, as does a Latin word.
QString joinCjkLineBreaks(const QString& markdown);

/// The guide window's size when no saved one is restored, on a screen whose free area is
/// `available`: 960x720 where it fits, else 90 % of the free area in that direction.
QSize initialGuideSize(const QSize& available);

class GuideWindow : public QWidget {
    Q_OBJECT
public:
    explicit GuideWindow(const QString& language, QWidget* parent = nullptr);

    /// Scrolls the section with this id to the top and selects it in the contents; false (and
    /// nothing moves) when the guide has no such section.
    bool showSection(const QString& id);
    /// The section selected in the contents: the one shown last, or, once the reader scrolls,
    /// the one whose heading is at or above the top of the view.
    QString currentSection() const;
    const std::vector<GuideSection>& sections() const { return m_sections; }

    /// Selects the next match of `text` after the cursor (before it when `backward`), going
    /// round the guide's end once; false when the guide does not contain it.
    bool find(const QString& text, bool backward = false);

    QTextBrowser* browser() const { return m_browser; }
    QListWidget* contents() const { return m_contents; }
    QLineEdit* findField() const { return m_findField; }
    QLabel* findStatus() const { return m_findStatus; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void scrollTo(int section);
    /// The section at the top of the view, by index (-1 before the first heading).
    int sectionAtTop() const;
    void syncContents();

    std::vector<GuideSection> m_sections;
    std::vector<int> m_positions; ///< per section: the document position of its heading block
    QTextBrowser* m_browser;
    QListWidget* m_contents;
    QLineEdit* m_findField;
    QLabel* m_findStatus;
    bool m_syncing = false;
};

} // namespace topoopt::ui
