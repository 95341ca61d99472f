// Hand-written sample for style_checkwindowreads_refuses: a wiring that reads the notebook
// itself instead of through NotebookReader. Never compiled.
std::vector<ChartRun> readChartRuns(const QString &path)
{
    NotebookStore store;
    if (!store.open(path, NotebookStore::Access::ReadOnly))
        return {};
    return store.runs().chartRuns();
}
