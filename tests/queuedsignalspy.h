#pragma once

#include "backends/threads/threadhandoff.h"

#include <QEventLoop>
#include <QList>
#include <QObject>
#include <QTimer>
#include <QVariant>

#include <type_traits>

namespace lanebook {

// A QSignalSpy for a sender that emits on another thread. QSignalSpy connects directly, so it
// appends to its list in the emitting thread while the test reads the list in its own: a data
// race (ThreadSanitizer reports it). This spy connects queued: every emission is copied into
// the list in the thread that created the spy, by that thread's event loop, so the test reads
// what its own thread wrote. Same reading interface as QSignalSpy (a list of argument lists,
// wait()).
class QueuedSignalSpy : public QObject, public QList<QList<QVariant>>
{
public:
    template <typename Sender, typename... Args>
    QueuedSignalSpy(const Sender *sender, void (Sender::*signal)(Args...))
    {
        // HandedOff: Qt frees the slot in the sender's thread when the sender goes, after
        // this thread ran it; its acquire shows TSan the order Qt's connection count gives.
        connect(sender, signal, this, ThreadHandoff::HandedOff([this](Args... args) {
                    append(QList<QVariant>{QVariant::fromValue(std::decay_t<Args>(args))...});
                    m_loop.quit();
                }),
                Qt::QueuedConnection);
    }

    // Waits until at least one more emission has arrived, or timeoutMs passed.
    bool wait(int timeoutMs = 5000)
    {
        const qsizetype before = size();
        QTimer deadline;
        deadline.setSingleShot(true);
        connect(&deadline, &QTimer::timeout, &m_loop, &QEventLoop::quit);
        deadline.start(timeoutMs);
        while (size() == before && deadline.isActive())
            m_loop.exec();
        return size() > before;
    }

private:
    QEventLoop m_loop;
};

} // namespace lanebook
