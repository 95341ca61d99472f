# Sources a unity build (LANEBOOK_UNITY_BUILD, CMakeLists.txt) compiles alone, by name: each
# defines a file-local name (in an anonymous namespace, or static) that another source of its
# folder defines too, so the two cannot share a batch; the name follows each file. The list
# covers every such pair in the tree (found by reading every source's file-local names), so
# the batches may shift as files come and go without a clash. A new source that repeats a
# file-local name fails the unity build with "redefinition of": rename it, or add the file here.
# backends/loadgen/tcpreorder.cpp includes <linux/tcp.h>, which cannot share a translation unit
# with <netinet/tcp.h>.
set(LANEBOOK_UNITY_SKIP
    backends/loadgen/tcpreorder.cpp # <linux/tcp.h>
    app/cli/annotatecommand.cpp # parse
    app/cli/benchcommand.cpp # kNoLimit parse summaryText
    app/cli/checkcommand.cpp # metricProblem parse
    app/cli/checkreport.cpp # cell
    app/cli/commandline.cpp # usage
    app/cli/commandoptions.cpp # number
    app/cli/commandspec.cpp # list
    app/cli/comparecommand.cpp # kNoLimit parse
    app/cli/copycommand.cpp # summaryText
    app/cli/exportcommand.cpp # usageError
    app/cli/findingcommand.cpp # list metricProblem usageError
    app/cli/runcommand.cpp # parse
    app/cli/telemetrycommand.cpp # cell
    app/cli/wavecommand.cpp # usage
    app/mockserver/cannedanswer.cpp # lowered
    app/mockserver/httprequestparser.cpp # lowered
    app/mockserver/mockmetrics.cpp # number
    backends/importers/aiperfimporter.cpp # kSniffBytes readInputConfig
    backends/importers/genaiperfimporter.cpp # kSniffBytes readInputConfig
    backends/importers/lenientjson.cpp # startsWith
    backends/importers/servingimport.cpp # startsWith
    backends/importers/sglangbenchimporter.cpp # MetricKey kMetricKeys kSniffBytes
    backends/importers/vllmbenchimporter.cpp # MetricKey kMetricKeys kSniffBytes
    backends/launcher/experimentprocess.cpp # Clock
    backends/launcher/serverlauncher.cpp # Clock kRemoteSignalTimeoutS
    backends/launcher/serverprocess.cpp # Clock kRemoteSignalTimeoutS
    backends/loadgen/curltransport.cpp # kMsNs
    backends/loadgen/loadloop.cpp # kMsNs
    backends/notebook/connection/pgapi.cpp # resolveFrom
    backends/notebook/connection/sqliteapi.cpp # resolveFrom
    backends/notebook/copy/notebookcopy_runs.cpp # kRunColumns
    backends/notebook/repositories/runrepository_reads.cpp # kRunColumns
    models/charts/chartkind.cpp # kIds
    models/charts/chartrun.cpp # configText
    models/comparison/comparisonjson.cpp # text
    models/comparison/comparisonreport.cpp # valuesOf
    models/comparison/outlierflags.cpp # Tr
    models/comparison/workloadpoint.cpp # isLlamaBench
    models/configdiff/configdiff.cpp # walk
    models/configdiff/heldfixedvariable.cpp # kIds
    models/findings/findingsformat.cpp # kMissing
    models/findings/reportingstandard.cpp # configText
    models/gates/canarycomparisongate.cpp # percent
    models/gates/canarymatchers.cpp # words
    models/gates/freshresponsegate.cpp # percent
    models/gates/runevidence.cpp # isLlamaBench
    models/gates/samplesizegate.cpp # percent valuesOf
    models/tooloutput/prometheustext.cpp # Tr
    models/run/runrecordjson.cpp # text
    models/secrets/maskeddata.cpp # walk
    models/secrets/secretreference.cpp # Tr
    models/tooloutput/amdsmijson.cpp # kMiB
    models/telemetry/clockeventreasons.cpp # words
    models/tooloutput/dcgmseries.cpp # kMiB
    models/tooloutput/nvidiasmicomputeapps.cpp # kMiB
    models/tooloutput/nvidiasmiquery.cpp # kMiB
    models/telemetry/telemetrycapabilities.cpp # kIds
    models/telemetry/telemetryhistory.cpp # kMissing
    models/tooloutput/xpusmidump.cpp # kMiB
    models/waves/waveplancheck.cpp # quoted
    models/waves/waveplanjson.cpp # quoted typeName
    models/waves/wavequalitystep.cpp # typeName
    models/waves/wavetext.cpp # Tr
    widgets/charts/chartview.cpp # isDark
    widgets/common/elidedlabel.cpp # kMinimumChars
    widgets/common/labelwrap.cpp # kMinimumChars
    widgets/common/metricformat.cpp # Tr
    widgets/common/runlabelstyle.cpp # Tr
    widgets/comparison/comparepage_report.cpp # toVector
    widgets/comparison/comparisontext.cpp # Tr
    widgets/comparison/configdiffview.cpp # Column
    widgets/comparison/runsetzone.cpp # Page kRunIdRole
    widgets/findings/findingeditor.cpp # kRunIdRole
    widgets/findings/findingstyle.cpp # Tr isDark
    widgets/runs/runspage.cpp # Page
    widgets/shell/importsummarydialog.cpp # Column
    widgets/shell/shortcutsdialog.cpp # Column
    widgets/telemetry/gpucard.cpp # boldFont kMinuteNs
    widgets/telemetry/gpucardlayout.cpp # Tr boldFont kGiB
    widgets/telemetry/livetelemetrypage.cpp # kMinuteNs
    widgets/telemetry/telemetrychart.cpp # kGiB
    widgets/telemetry/telemetryformat.cpp # Tr kGiB
    widgets/waves/waveplanner_editors.cpp # toVector
)
