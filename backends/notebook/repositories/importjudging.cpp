#include "backends/notebook/repositories/importjudging.h"

#include "backends/notebook/notebookstore.h"
#include "models/gates/runjudgement.h"

namespace lanebook {

int judgeImportedRuns(NotebookStore &store, const ParsedFile &file)
{
    if (!file.ok() || file.runs.empty())
        return 0;
    const QHash<QString, qint64> unjudged = store.judgements().unjudgedRunsOfSource(file.sha256);
    int judged = 0;
    for (const Run &run : file.runs) {
        const auto it = unjudged.constFind(run.source.locator);
        if (it == unjudged.constEnd())
            continue;
        // Gates are derived data: a failure to store them leaves the run unjudged, never
        // the import undone.
        if (store.judgements().saveRunGates(*it, judgeRun(run)))
            ++judged;
    }
    return judged;
}

} // namespace lanebook
