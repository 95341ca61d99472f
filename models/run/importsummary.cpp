#include "models/run/importsummary.h"

namespace lanebook {

int ImportSummary::filesFailed() const
{
    int count = 0;
    for (const FileImportOutcome &file : files)
        count += file.ok() ? 0 : 1;
    return count;
}

int ImportSummary::filesSkipped() const
{
    int count = 0;
    for (const FileImportOutcome &file : files)
        count += file.skipped && file.coveredBy.isEmpty() ? 1 : 0;
    return count;
}

int ImportSummary::filesCovered() const
{
    int count = 0;
    for (const FileImportOutcome &file : files)
        count += file.skipped && !file.coveredBy.isEmpty() ? 1 : 0;
    return count;
}

int ImportSummary::runsAdded() const
{
    int count = 0;
    for (const FileImportOutcome &file : files)
        count += file.runsAdded;
    return count;
}

int ImportSummary::runsAlreadyPresent() const
{
    int count = 0;
    for (const FileImportOutcome &file : files)
        count += file.runsAlreadyPresent;
    return count;
}

int ImportSummary::runsRestored() const
{
    int count = 0;
    for (const FileImportOutcome &file : files)
        count += file.runsRestored;
    return count;
}

} // namespace lanebook
