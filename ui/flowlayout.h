// A layout that wraps a row of controls onto further rows when its width runs short.
#pragma once

#include <QLayout>

#include <vector>

namespace topoopt::ui {

/// Places its items left to right in their preferred sizes and starts a new row where the next
/// one would not fit. A row of buttons in a plain box layout sets the minimum width of its tab,
/// and so of the window beside the docks; wrapped, it only needs its widest button. Qt ships no
/// such layout (only an example of one).
class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;
    FlowLayout(const FlowLayout&) = delete;
    FlowLayout& operator=(const FlowLayout&) = delete;

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    /// Lays the items out in `rect` (moving them when `apply`); returns the height used.
    int arrange(const QRect& rect, bool apply) const;
    int gap(Qt::Orientation orientation) const;

    std::vector<QLayoutItem*> m_items;
};

} // namespace topoopt::ui
