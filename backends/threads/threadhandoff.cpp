#include "backends/threads/threadhandoff.h"

#include <QtGlobal>

#include <mutex>

#if defined(__SANITIZE_THREAD__)
#define LANEBOOK_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define LANEBOOK_TSAN 1
#endif
#endif

#ifdef LANEBOOK_TSAN
extern "C" void __tsan_acquire(void *addr);
extern "C" void __tsan_release(void *addr);

// Qt's signal-spy hook (what QtTest's -vs uses). Declared here rather than taken from Qt's
// private headers; the exported symbol takes a pointer to this layout in every Qt 6 release.
using SignalBeginCallback = void (*)(QObject *caller, int signalOrMethodIndex, void **argv);
using SignalEndCallback = void (*)(QObject *caller, int signalOrMethodIndex);
struct QSignalSpyCallbackSet
{
    SignalBeginCallback signal_begin_callback;
    SignalBeginCallback slot_begin_callback;
    SignalEndCallback signal_end_callback;
    SignalEndCallback slot_end_callback;
};
void Q_CORE_EXPORT qt_register_signal_spy_callbacks(QSignalSpyCallbackSet *callback_set);
#endif

namespace lanebook::ThreadHandoff {

namespace {

#ifdef LANEBOOK_TSAN
char g_handoff = 0; // only its address is used

void releaseOnSignal(QObject *, int, void **)
{
    __tsan_release(&g_handoff);
}

bool acquireOnDelivery(void **)
{
    __tsan_acquire(&g_handoff);
    return false; // not handled: Qt delivers the event as usual
}

QSignalSpyCallbackSet g_signalHooks = {&releaseOnSignal, nullptr, nullptr, nullptr};
#endif

} // namespace

bool underThreadSanitizer()
{
#ifdef LANEBOOK_TSAN
    return true;
#else
    return false;
#endif
}

void installQtHooks()
{
#ifdef LANEBOOK_TSAN
    static std::once_flag once;
    std::call_once(once, [] {
        qt_register_signal_spy_callbacks(&g_signalHooks);
        QInternal::registerCallback(QInternal::EventNotifyCallback, &acquireOnDelivery);
    });
#endif
}

void release()
{
#ifdef LANEBOOK_TSAN
    __tsan_release(&g_handoff);
#endif
}

void acquire()
{
#ifdef LANEBOOK_TSAN
    __tsan_acquire(&g_handoff);
#endif
}

} // namespace lanebook::ThreadHandoff
