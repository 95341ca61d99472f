#pragma once

#include <QMetaObject>
#include <QObject>

#include <utility>

namespace lanebook::ThreadHandoff {

// Makes the ordering Qt's event queue gives a queued call visible to ThreadSanitizer.
//
// A value handed to another thread through Qt (a queued signal's arguments, the captures of a
// lambda given to QMetaObject::invokeMethod) is written before the event is posted and read
// after it is delivered; Qt's queue orders the two. Debian's Qt is not built with TSan and its
// QMutex waits on a futex TSan cannot see, so without help TSan reports every such handoff as
// a race. Under TSan, installQtHooks() has Qt call us at the start of every signal emission
// (release) and before every event is delivered, in any thread (acquire), and post() releases
// before a lambda is queued. One process-wide sync address carries all of them: TSan then
// treats each queued handoff as ordered, as Qt guarantees, and still reports memory two
// threads touch with no handoff between them (a member a worker and the window both use, a
// static destroyed at exit while a worker reads it). In a build without TSan every function
// here does nothing.

// True in a ThreadSanitizer build.
bool underThreadSanitizer();

// Once per process, before the first worker thread starts; later calls do nothing.
void installQtHooks();

// The sending side of a handoff Qt cannot show TSan: call after writing what the other thread
// will read. The receiving side is the delivery hook, or acquire() where a thread resumes after
// a blocking queued call returned.
void release();
void acquire();

// QMetaObject::invokeMethod(receiver, call, Qt::QueuedConnection), with the handoff released
// first.
template <typename Call> void post(QObject *receiver, Call &&call)
{
    release();
    QMetaObject::invokeMethod(receiver, std::forward<Call>(call), Qt::QueuedConnection);
}

// The same, blocking until call has run in the receiver's thread; what call wrote is visible
// to the caller afterwards.
template <typename Call> void postBlocking(QObject *receiver, Call &&call)
{
    release();
    QMetaObject::invokeMethod(
        receiver,
        [&call] {
            call();
            release();
        },
        Qt::BlockingQueuedConnection);
    acquire();
}

} // namespace lanebook::ThreadHandoff
