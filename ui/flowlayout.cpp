#include "flowlayout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace topoopt::ui {

FlowLayout::FlowLayout(QWidget* parent) : QLayout(parent) {}

FlowLayout::~FlowLayout()
{
    for (QLayoutItem* item : m_items)
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items.push_back(item);
}

int FlowLayout::count() const
{
    return static_cast<int>(m_items.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < count() ? m_items[static_cast<std::size_t>(index)] : nullptr;
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= count()) return nullptr;
    QLayoutItem* item = m_items[static_cast<std::size_t>(index)];
    m_items.erase(m_items.begin() + index);
    return item;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem* item : m_items)
        if (!item->isEmpty()) size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one row: what the layout asks for when there is room.
    int width = 0, height = 0, shown = 0;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty()) continue;
        const QSize hint = item->sizeHint();
        width += hint.width() + (shown++ > 0 ? gap(Qt::Horizontal) : 0);
        height = std::max(height, hint.height());
    }
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::gap(Qt::Orientation orientation) const
{
    if (spacing() >= 0) return spacing();
    const QWidget* widget = parentWidget();
    const int style = widget ? widget->style()->pixelMetric(orientation == Qt::Horizontal
                                                                ? QStyle::PM_LayoutHorizontalSpacing
                                                                : QStyle::PM_LayoutVerticalSpacing,
                                                            nullptr, widget)
                             : -1;
    return style >= 0 ? style : 6;
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QMargins m = contentsMargins();
    const QRect area = rect.marginsRemoved(m);
    const int across = gap(Qt::Horizontal), down = gap(Qt::Vertical);
    int y = area.y();
    std::size_t first = 0; // the current row's first item
    while (first < m_items.size()) {
        // Take items while they fit; a row always takes at least one, however wide.
        int width = 0, height = 0, shown = 0;
        std::size_t end = first;
        for (; end < m_items.size(); ++end) {
            const QLayoutItem* item = m_items[end];
            if (item->isEmpty()) continue;
            const int w = item->sizeHint().width() + (shown > 0 ? across : 0);
            if (shown > 0 && width + w > area.width()) break;
            width += w;
            height = std::max(height, item->sizeHint().height());
            ++shown;
        }
        if (shown == 0) break; // only hidden items are left
        if (apply) {
            int x = area.x();
            for (std::size_t i = first; i < end; ++i) {
                QLayoutItem* item = m_items[i];
                if (item->isEmpty()) continue;
                const QSize hint = item->sizeHint();
                // A lone item wider than the row gets the row; items are centred vertically,
                // so a label lines up with the buttons beside it.
                const int w = std::min(hint.width(), std::max(area.width(), 0));
                item->setGeometry(QRect(x, y + (height - hint.height()) / 2, w, hint.height()));
                x += w + across;
            }
        }
        y += height + down;
        first = end;
    }
    const int used = y > area.y() ? y - down - area.y() : 0;
    return used + m.top() + m.bottom();
}

} // namespace topoopt::ui
