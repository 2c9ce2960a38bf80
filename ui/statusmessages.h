// Status bar messages that fit the room the permanent widgets leave them.
#pragma once

#include <QObject>

class QStatusBar;

namespace topoopt::ui {

/// Elides a status bar message too long for the bar, with the whole text as the bar's tooltip.
/// Qt clips such a message mid-word against the first permanent widget ("use fewer" then the
/// server count), and a pipeline error runs to 300 characters. Parented to the bar; every
/// showMessage() passes through it, whoever calls it.
class StatusMessages : public QObject {
    Q_OBJECT
public:
    explicit StatusMessages(QStatusBar* bar);

    /// How long an elided message stays: showMessage()'s own timeout is not readable, and
    /// long messages are the errors, which the window shows for 8 to 10 s.
    static constexpr int kElidedTimeoutMs = 10000;

private:
    void onMessageChanged(const QString& text);
    /// The width left of the leftmost visible permanent widget, less the bar's margins.
    int room() const;

    QStatusBar* m_bar;
    bool m_reshowing = false;
};

} // namespace topoopt::ui
