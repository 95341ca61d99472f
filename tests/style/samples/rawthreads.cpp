// Hand-written sample for style_checkthreads_refuses: threads started outside backends/threads,
// one of each kind the check refuses. Never compiled.
void startTheirOwnThreads()
{
    std::thread reader([] { readLoop(); });
    auto later = std::async(std::launch::async, [] { return readTable(); });
    QtConcurrent::run([] { sample(); });
    QThread *thread = QThread::create([] { sample(); });
    QThreadPool::globalInstance()->start([] { sample(); });
    std::this_thread::sleep_for(std::chrono::milliseconds(1)); // waiting is not starting
}
