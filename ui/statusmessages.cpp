// Status bar messages that fit the room the permanent widgets leave them.
#include "statusmessages.h"

#include <QScopedValueRollback>
#include <QSizeGrip>
#include <QStatusBar>

#include <algorithm>

namespace topoopt::ui {

StatusMessages::StatusMessages(QStatusBar* bar) : QObject(bar), m_bar(bar)
{
    connect(bar, &QStatusBar::messageChanged, this, &StatusMessages::onMessageChanged);
}

int StatusMessages::room() const
{
    // QStatusBar keeps a margin of a few pixels around the message; 12 covers every style here.
    int right = m_bar->width();
    for (const QWidget* child : m_bar->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (child->isVisible() && !qobject_cast<const QSizeGrip*>(child) && child->x() > 0)
            right = std::min(right, child->x());
    return std::max(0, right - 12);
}

void StatusMessages::onMessageChanged(const QString& text)
{
    if (m_reshowing) return;
    // A hidden bar has no width yet to measure the room against (and nobody reads it).
    if (text.isEmpty() || !m_bar->isVisible()) {
        m_bar->setToolTip(QString());
        return;
    }
    const QString shown = m_bar->fontMetrics().elidedText(text, Qt::ElideRight, room());
    m_bar->setToolTip(shown == text ? QString() : text);
    if (shown == text) return;
    const QScopedValueRollback guard(m_reshowing, true);
    m_bar->showMessage(shown, kElidedTimeoutMs);
}

} // namespace topoopt::ui
