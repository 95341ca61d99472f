#pragma once

#include "app/cli/commandline.h"
#include "backends/notebook/notebookstore.h"
#include "models/frontier/maxloadsearch.h"
#include "models/loadgen/loadspec.h"

namespace lanebook::cli {

// bench --find-max-concurrency: the highest concurrency at which the server keeps the SLO
// (spec.slo) for at least the target share of requests. Each probe is a real closed-loop run
// at the concurrency the search asks for (at least four requests per stream, so that its
// steady window is most of it), judged against the SLO and stored like any bench run, labelled
// "<label>-probe<K>-c<N>" and tagged extra.max_load_search; the command prints the probes and
// the result. Exit 0 when the search converged, 1 otherwise (the probe budget ran out, or even
// the lowest load missed).
int searchMaxConcurrency(CommandContext &context, const LoadSpec &base,
                         const MaxLoadSearch::Options &options, NotebookStore &store);

} // namespace lanebook::cli
