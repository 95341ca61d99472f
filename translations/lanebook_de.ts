<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AiPerfImporter</name>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="119"/>
        <source>object 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="126"/>
        <source>key &quot;input_config&quot; should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="148"/>
        <source>key &quot;error_summary&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="191"/>
        <source>expected one JSON object (profile_export_aiperf.json) or request records (profile_export.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AiperfRecords</name>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="65"/>
        <source>key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="79"/>
        <source>%1: key &quot;%2&quot; has the unknown time unit &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="122"/>
        <source>all records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="138"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="141"/>
        <source>%1 is not an AIPerf request record (no &quot;metadata&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="145"/>
        <source>%1: key &quot;metadata&quot; should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="154"/>
        <source>%1: key &quot;metrics&quot; should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="198"/>
        <source>%1: key &quot;inter_chunk_latency&quot; should be a list of times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="204"/>
        <source>%1: key &quot;inter_chunk_latency&quot; holds a non-number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="217"/>
        <source>no profiling-phase request records in the file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoNotebook</name>
    <message>
        <location filename="../app/gui/demonotebook.cpp" line="22"/>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GenaiPerfImporter</name>
    <message>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="130"/>
        <source>expected one JSON object (profile_export_genai_perf.json), found %1 values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="136"/>
        <source>object 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="141"/>
        <source>key &quot;request_throughput&quot; is missing: not a genai-perf profile export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="146"/>
        <source>key &quot;input_config&quot; should be an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuideLlmImporter</name>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="162"/>
        <source>%1: expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="165"/>
        <source>%1: no &quot;metrics&quot; object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="269"/>
        <source>every request errored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmimporter.cpp" line="50"/>
        <source>line %1: expected one JSON object (a GuideLLM report)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmimporter.cpp" line="55"/>
        <source>no &quot;benchmarks&quot; list at the top level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportFile</name>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="43"/>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="47"/>
        <source>%1: not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="52"/>
        <source>%1: the file is %2, larger than the %3 an import reads; no benchmark result is this large, so check that this is the right file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="61"/>
        <source>%1: cannot read the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="70"/>
        <source>%1: the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="74"/>
        <source>%1: this is a binary file, not a benchmark result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="81"/>
        <source>%1: not a format Lanebook knows (vLLM or SGLang bench results, llama-bench, AIPerf, genai-perf, GuideLLM, lm-eval, llama-perplexity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="90"/>
        <location filename="../backends/importers/importfile.cpp" line="94"/>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="100"/>
        <source>%1 (%2): the file holds no runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonNumberArrays</name>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="23"/>
        <source>%1 should be a list of numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="28"/>
        <source>%1: entry %2 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="176"/>
        <source>%1: entry %2 should be a list of numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="187"/>
        <source>%1: entry %2, value %3 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonObjectScan</name>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="248"/>
        <source>line %1: the JSON ends early (truncated file?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="252"/>
        <source>line %1: not valid JSON: the line ends inside a string (truncated line?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="256"/>
        <source>line %1: not valid JSON (the value that starts on line %2 is cut short?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="261"/>
        <source>line %1: not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanebookCli</name>
    <message>
        <location filename="../app/cli/commandline.cpp" line="18"/>
        <source>Usage: lanebook-cli [--notebook PATH] [--json] COMMAND [ARGS...]

Commands:
  import FILE|FOLDER...   detect each file&apos;s format and add its runs (one line per file)
  runs [--filter TEXT]    list runs
  show RUN                one run in full (RUN = id or label)

Options:
  --notebook PATH   the notebook (default: $LANEBOOK_NOTEBOOK, else %1)
  --json            machine-readable output
  -h, --help        this help
  --version         the version

Exit status: 0 success, 1 something failed (named on stderr), 2 usage error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="70"/>
        <source>lanebook-cli: --notebook needs a path
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="89"/>
        <source>lanebook-cli: the notebook path is empty; pass --notebook PATH
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="100"/>
        <source>lanebook-cli: unknown command &quot;%1&quot;

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="39"/>
        <source>lanebook-cli import: name at least one file or folder
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="44"/>
        <source>lanebook-cli import: unknown option %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="55"/>
        <location filename="../app/cli/runscommand.cpp" line="38"/>
        <source>lanebook-cli: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="65"/>
        <source>lanebook-cli import: no files found in %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="77"/>
        <source>FAILED  %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="83"/>
        <source>skipped %1  (not a benchmark result)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="88"/>
        <source>ok      %1  [%2]  %3 run(s) added, %4 already present
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="94"/>
        <source>%1 file(s): %2 run(s) added, %3 already present, %4 file(s) failed, %5 skipped
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runscommand.cpp" line="25"/>
        <source>lanebook-cli: %1: no such notebook; import files first or pass --notebook PATH
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runscommand.cpp" line="54"/>
        <source>lanebook-cli runs: unexpected argument &quot;%1&quot;
usage: lanebook-cli runs [--filter TEXT]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runscommand.cpp" line="77"/>
        <source>%1 run(s)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runscommand.cpp" line="84"/>
        <source>usage: lanebook-cli show RUN   (RUN = id or label)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runscommand.cpp" line="92"/>
        <location filename="../app/cli/runscommand.cpp" line="97"/>
        <source>lanebook-cli show: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="69"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="70"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="71"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="72"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="73"/>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="77"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="78"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="79"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="80"/>
        <source>Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="81"/>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="83"/>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="96"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="102"/>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="102"/>
        <source>%1 per-request samples</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LenientJson</name>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="156"/>
        <source>line %1: expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="165"/>
        <source>line %1: not valid JSON (truncated line?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="203"/>
        <source>key &quot;%1&quot; should be a number but is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="219"/>
        <source>key &quot;%1&quot; should be a string but is %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LlamaBenchImporter</name>
    <message>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="58"/>
        <source>not llama-bench output in a format it writes (json, jsonl, csv, md, sql)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="78"/>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="87"/>
        <source>%1: expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="152"/>
        <source>%1: no &quot;avg_ts&quot; (tokens per second) value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="155"/>
        <source>%1: no &quot;n_prompt&quot; or &quot;n_gen&quot; value, so the test kind is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="160"/>
        <source>%1: both &quot;n_prompt&quot; and &quot;n_gen&quot; are 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="194"/>
        <location filename="../backends/importers/llamabenchtable.cpp" line="327"/>
        <source>line %1: a quoted value is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="201"/>
        <source>line %1: the CSV header has no &quot;%2&quot; column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="208"/>
        <source>line %1: %2 values, but the header names %3 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="249"/>
        <source>line %1: the table has no &quot;%2&quot; column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="256"/>
        <source>line %1: a table row before the table header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="258"/>
        <source>line %1: %2 cells, but the header names %3 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="268"/>
        <source>line %1: test &quot;%2&quot; is not a pp/tg test name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="273"/>
        <source>line %1: t/s &quot;%2&quot; is not &quot;mean ± stddev&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="343"/>
        <source>line %1: unexpected &quot;%2&quot; in VALUES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="347"/>
        <source>line %1: the INSERT statement ends early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="349"/>
        <source>line %1: %2 values for %3 columns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LlamaPerplexityImporter</name>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="123"/>
        <source>the log has no final result (no %1); the run was probably interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="125"/>
        <source> after chunk %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="185"/>
        <source>no perplexity, KL-divergence or accuracy result in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="188"/>
        <source>&quot;Final estimate: PPL&quot; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="203"/>
        <source>&quot;KL divergence statistics&quot; block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="213"/>
        <source>&quot;Final Winogrande score&quot; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="214"/>
        <source>&quot;Final result&quot; line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LmEvalImporter</name>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="119"/>
        <source>line %1: expected one JSON object (an lm-eval results file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="124"/>
        <source>no &quot;results&quot; object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="144"/>
        <source>key &quot;date&quot; should be a Unix time but is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="227"/>
        <source>%1: expected an object of metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="242"/>
        <source>%1: key &quot;%2&quot; should be a number but is %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricFormat</name>
    <message>
        <location filename="../widgets/metricformat.cpp" line="67"/>
        <source>Unjudged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/metricformat.cpp" line="69"/>
        <source>Promoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/metricformat.cpp" line="71"/>
        <source>Valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/metricformat.cpp" line="73"/>
        <source>Diagnostic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/metricformat.cpp" line="75"/>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/metricformat.cpp" line="77"/>
        <source>Support only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/metricformat.cpp" line="79"/>
        <source>Inconclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/metricformat.cpp" line="81"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricVocabulary</name>
    <message>
        <location filename="../models/metricvocabulary.cpp" line="107"/>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metricvocabulary.cpp" line="109"/>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metricvocabulary.cpp" line="111"/>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metricvocabulary.cpp" line="113"/>
        <source>Micro-benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metricvocabulary.cpp" line="115"/>
        <source>Quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metricvocabulary.cpp" line="117"/>
        <source>Speculative decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metricvocabulary.cpp" line="119"/>
        <source>Telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/metricvocabulary.cpp" line="123"/>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotebookStore</name>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="88"/>
        <source>%1: no such notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="92"/>
        <source>%1: this file is not a Lanebook notebook (not an SQLite database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="98"/>
        <source>%1: cannot create the folder %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="110"/>
        <source>%1: cannot open the notebook: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="124"/>
        <source>%1: this notebook was written by a newer Lanebook (schema %2; this version reads up to %3). Update Lanebook to open it; the file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="136"/>
        <source>%1: this notebook uses an older schema (%2); open it once for writing to upgrade it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="182"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="192"/>
        <source>%1: this file is not a Lanebook notebook (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="210"/>
        <source>internal error: migration %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="215"/>
        <source>%1: cannot start the schema upgrade: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="235"/>
        <source>%1: schema upgrade to version %2 failed: %3; the notebook was left as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore.cpp" line="249"/>
        <source>%1: schema upgrade to version %2 could not be saved: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_reads.cpp" line="188"/>
        <source>no run with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_reads.cpp" line="280"/>
        <source>no run with id or label &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_reads.cpp" line="284"/>
        <source>the label &quot;%1&quot; names more than one run; use the run id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_writes.cpp" line="201"/>
        <source>cannot record metric %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_writes.cpp" line="209"/>
        <source>metric %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_writes.cpp" line="235"/>
        <source>request %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_writes.cpp" line="253"/>
        <source>%1: the notebook is not open for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_writes.cpp" line="258"/>
        <source>%1: cannot write to the notebook: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_writes.cpp" line="270"/>
        <source>%1: nothing was imported: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_writes.cpp" line="321"/>
        <source>the notebook is not open for writing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotebookWriter</name>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="60"/>
        <source>%1: no notebook is open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileExport</name>
    <message>
        <location filename="../backends/importers/profileexport.cpp" line="26"/>
        <source>key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/profileexport.cpp" line="191"/>
        <source>%1 should be an object with &quot;unit&quot; and &quot;avg&quot; but is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/profileexport.cpp" line="206"/>
        <source>%1: unknown time unit &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServingImport</name>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="67"/>
        <source>%1 has %2 entries for %3 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="160"/>
        <source>key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="194"/>
        <source>%1 should be a list of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="218"/>
        <source>%1 has %2 entries, but &quot;%3&quot; has %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SglangBenchImporter</name>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="83"/>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="236"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="231"/>
        <source>the file holds no JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="238"/>
        <source>line %1 is not an SGLang bench_serving result: it has neither &quot;mean_e2e_latency_ms&quot; nor &quot;dataset_name&quot; with &quot;backend&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../models/statistics/decision.cpp" line="45"/>
        <source>faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/decision.cpp" line="47"/>
        <source>slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/decision.cpp" line="49"/>
        <source>within noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/decision.cpp" line="53"/>
        <source>not enough data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="26"/>
        <source>%1 timestamps for %2 control runs: every run needs its start time to check for drift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/drift.cpp" line="33"/>
        <source>%n control run(s): a drift check needs at least %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="44"/>
        <source>Control run %1 has no positive value; drift is measured on logs. Exclude it with a reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="55"/>
        <source>All control runs share one start time, so there is no time axis to see drift on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="71"/>
        <source>The control arm drifted %1% over %2 h, more than the %3% threshold: thermal state or background load changed during the wave. Lock clocks, warm up, and interleave the arms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="92"/>
        <source>Only one arm ran; interleaving needs two or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="111"/>
        <source>The arms ran one after the other (AAAA then BBBB), so anything that drifted over time is inside the difference. Interleave them: A, B, A, B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="115"/>
        <source>Arm %1 ran %2 times in a row; stretches of one arm let drift masquerade as a difference. Interleave the arms (A, B, A, B or A, B, B, A).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="19"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="27"/>
        <source>this metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="36"/>
        <source>Neither arm has a value for %1: the runs share no workload point with this metric. Run both arms at the same workload point, or pick a metric both report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="44"/>
        <source>The %1 arm has no value for %2, so there is nothing to compare against. Run it at this workload point, or pick a metric both arms report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="47"/>
        <source>control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="47"/>
        <source>candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="53"/>
        <source>The control arm has %1 runs and the candidate %2: a paired comparison needs one control run and one candidate run per repeat slot. Pair the runs of the same interleaved wave, or compare unpaired (not drift-controlled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="66"/>
        <source>Pair %1 has a value that is missing, zero or negative (control %2, candidate %3). %4 is compared as a ratio on logs, so every value must be positive. Exclude the pair with a reason, or check how the metric was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="85"/>
        <source>The %1 has no value for %2. Run it at this workload point, or pick a metric it reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="94"/>
        <source>Run %1 of the %2 has %3 for %4; ratios are taken on logs, so every value must be positive. Exclude the run with a reason, or check the import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/noisefloor.cpp" line="20"/>
        <source>the A/A repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/noisefloor.cpp" line="30"/>
        <source>No A/A noise floor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/noisefloor.cpp" line="42"/>
        <source>same-recipe repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/noisefloor.cpp" line="50"/>
        <source>%n repeat(s): the noise floor needs at least %1 repeats of the same recipe in separate processes.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="61"/>
        <source>modified z-score %1 is beyond +-%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="70"/>
        <source>below the lower Tukey fence %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="71"/>
        <source>above the upper Tukey fence %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="96"/>
        <source>control value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="97"/>
        <source>candidate value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="98"/>
        <source>log ratio: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="109"/>
        <source>The arms have %1 and %2 runs; exclusions apply to pairs, so both arms need one run per slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="118"/>
        <source>Pair %1 does not exist; there are %2 pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="124"/>
        <source>Pair %1 is excluded without a reason; write down why, so the report can show it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedcomparison.cpp" line="45"/>
        <source>Every pair gave the same value on both arms; the signed-rank test has nothing to rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="15"/>
        <source>No pairs to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/pairedinterval.cpp" line="22"/>
        <source>%n pair(s): a %1% interval needs at least %2 pairs (with 5 pairs the smallest possible two-sided p-value is 0.0625). Run %3 more interleaved repeat(s) of both arms.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="40"/>
        <source>No exact interval at this confidence level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="55"/>
        <source>The bootstrap interval could not be computed: the log ratios do not vary in a way the BCa correction can use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="71"/>
        <source>exact Wilcoxon signed-rank interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="73"/>
        <source>paired BCa bootstrap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="77"/>
        <source>no interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="30"/>
        <source>Significance and power must lie between 0 and 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="35"/>
        <source>No spread is known yet: run at least three repeats of the same recipe to measure the coefficient of variation, then plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="41"/>
        <source>State the smallest effect worth detecting, in percent, to plan the number of repeats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="51"/>
        <source>The effect is far below the noise: no practical number of repeats resolves it. Reduce the noise first (lock clocks, interleave, warm up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="58"/>
        <source>The formula asks for %1 pair(s); %2 is the fewest that give an exact %3% interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/summary.cpp" line="49"/>
        <source>No values to summarize: the metric is missing from every run in this set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/summary.cpp" line="65"/>
        <source>One run: spread (standard deviation, CV) needs at least two runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/summary.cpp" line="76"/>
        <source>The mean is not positive, so a coefficient of variation has no meaning for this metric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="15"/>
        <source>not drift-controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="21"/>
        <source>control arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="27"/>
        <source>candidate arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="39"/>
        <source>The control arm has %1 run(s) and the candidate %2: an unpaired interval needs at least two runs on each side (three or more to be useful). Add repeats of the arm with one run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="49"/>
        <source>Every run of both arms gave exactly the same value, so there is no spread to build an interval from. Check that %1 was really measured, not copied from a setting.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tr</name>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="52"/>
        <source>%1: key &quot;%2&quot; should be an object with &quot;value&quot; and &quot;unit&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="292"/>
        <source>line %1: the value of key &quot;%2&quot; is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="98"/>
        <source>line %1: the JSON ends early (truncated file?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="101"/>
        <source>line %1, column %2: not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VllmBenchImporter</name>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="105"/>
        <source>object %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="239"/>
        <source>the file holds no JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="245"/>
        <source>object %1 (line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="249"/>
        <source>object %1 (line %2) is not a vLLM bench result: it lacks &quot;date&quot;, &quot;completed&quot; or &quot;total_input_tokens&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ColumnChooserDialog</name>
    <message>
        <location filename="../widgets/columnchooserdialog.cpp" line="32"/>
        <source>Choose Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/columnchooserdialog.cpp" line="36"/>
        <source>Find a metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/columnchooserdialog.cpp" line="39"/>
        <source>Only metrics this notebook has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/columnchooserdialog.cpp" line="45"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/columnchooserdialog.cpp" line="45"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/columnchooserdialog.cpp" line="118"/>
        <source>No run in this notebook has %1 yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/columnchooserdialog.cpp" line="170"/>
        <source>%n column(s) chosen</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::CompositionRoot</name>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="53"/>
        <source>Could not open the notebook %1.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="97"/>
        <source>There is no notebook at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="111"/>
        <source>A file already exists at %1. Choose another name, or open it with Open Notebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="129"/>
        <source>Could not prepare the demo notebook: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ImportProgressWidget</name>
    <message>
        <location filename="../widgets/importprogresswidget.cpp" line="15"/>
        <location filename="../widgets/importprogresswidget.cpp" line="40"/>
        <source>Importing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importprogresswidget.cpp" line="21"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importprogresswidget.cpp" line="22"/>
        <source>Stop after the file being read; what was imported stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importprogresswidget.cpp" line="25"/>
        <source>Cancelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importprogresswidget.cpp" line="46"/>
        <source>%1 of %2 files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ImportSummaryDialog</name>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="63"/>
        <source>Import Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="76"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="76"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="76"/>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="76"/>
        <source>Present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="76"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="77"/>
        <source>Runs added to the notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="79"/>
        <source>Runs already in the notebook from an earlier import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="93"/>
        <source>Show only files that failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="120"/>
        <source>%Ln file(s) read.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="121"/>
        <source>%Ln run(s) added.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="123"/>
        <source>%Ln run(s) were already in the notebook.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="126"/>
        <source>%Ln file(s) could not be imported; nothing from them was added.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="129"/>
        <source>%Ln file(s) in the folders were not benchmark results and were skipped.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="132"/>
        <source>The import was cancelled; the remaining files were not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="135"/>
        <source>Files in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="160"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="166"/>
        <source>Skipped: not a benchmark result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="175"/>
        <source>Imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="177"/>
        <source>Already in the notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/importsummarydialog.cpp" line="180"/>
        <source>No runs found in this file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="57"/>
        <location filename="../widgets/mainwindow.cpp" line="141"/>
        <location filename="../widgets/mainwindow.cpp" line="217"/>
        <source>Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="66"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="118"/>
        <source>Notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="124"/>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="138"/>
        <source>No notebook open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="139"/>
        <source>%Ln run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="141"/>
        <source>%1 — Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="150"/>
        <source>Select a run to see what it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="195"/>
        <source>Could not load run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="209"/>
        <source>Import finished: %Ln run(s) added</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="251"/>
        <source>Open or create a notebook first, then drop the files on it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="22"/>
        <source>Lanebook notebooks (*.lanebook);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="29"/>
        <source>&amp;New Notebook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="33"/>
        <source>&amp;Open Notebook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="37"/>
        <source>&amp;Import Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="39"/>
        <source>Add the runs in benchmark result files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="42"/>
        <source>Import &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="44"/>
        <source>Add the runs in every result file under a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="47"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="52"/>
        <source>Choose &amp;Columns…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="55"/>
        <source>&amp;About Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="62"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="65"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="72"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="78"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="103"/>
        <source>Clear Recent Notebooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="111"/>
        <source>New Notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="126"/>
        <source>Open Notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="134"/>
        <source>Import Benchmark Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="135"/>
        <source>Benchmark results (*.json *.jsonl *.csv *.log *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="144"/>
        <source>Import a Folder of Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="168"/>
        <source>About Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_actions.cpp" line="169"/>
        <source>&lt;h3&gt;Lanebook %1&lt;/h3&gt;&lt;p&gt;A lab notebook for LLM inference benchmarks: import results from vLLM, SGLang, llama.cpp, AIPerf, GuideLLM and lm-eval, and keep every run, with where it came from.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::NotebookTreeModel</name>
    <message>
        <location filename="../models/notebooktreemodel.cpp" line="112"/>
        <source>(no lane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/notebooktreemodel.cpp" line="114"/>
        <source>%Ln run(s) in lane %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/notebooktreemodel.cpp" line="134"/>
        <source>Lane / run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/notebooktreemodel.cpp" line="136"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::RunInspector</name>
    <message>
        <location filename="../widgets/runinspector.cpp" line="52"/>
        <source>Redacted: looks like a secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="92"/>
        <source>Property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="92"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="103"/>
        <source>Select a run to see what it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="143"/>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="145"/>
        <source>Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="149"/>
        <source>Other fields from the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="166"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="167"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="168"/>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="169"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="170"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="171"/>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="174"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="175"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="176"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="177"/>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="185"/>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="211"/>
        <source>%1 (the file calls it &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="224"/>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="225"/>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="226"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="232"/>
        <source>median %1 · p90 %2 · p99 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runinspector.cpp" line="236"/>
        <source>over %n request(s) that recorded it</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="238"/>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="239"/>
        <source>End-to-end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="246"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="247"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="248"/>
        <source>SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="249"/>
        <source>Where in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runinspector.cpp" line="250"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::RunTableModel</name>
    <message>
        <location filename="../models/runtablemodel.cpp" line="249"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtablemodel.cpp" line="251"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtablemodel.cpp" line="253"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtablemodel.cpp" line="255"/>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtablemodel.cpp" line="257"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtablemodel.cpp" line="259"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::RunsPage</name>
    <message>
        <location filename="../widgets/runspage.cpp" line="63"/>
        <source>Loading runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="82"/>
        <source>Filter runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="83"/>
        <source>Shows runs whose label, model, lane or format contain every word typed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="102"/>
        <source>Show runs imported from one tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="103"/>
        <source>Show runs of one model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="104"/>
        <source>Show runs of one lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="109"/>
        <source>Columns…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="111"/>
        <source>Choose which metrics the table shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="130"/>
        <source>Drop benchmark result files here to import them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="135"/>
        <source>vLLM and SGLang bench results, llama-bench JSON/CSV, AIPerf/genai-perf exports, GuideLLM benchmarks, lm-eval results and llama-perplexity logs. Folders are searched for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="142"/>
        <source>Import Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="143"/>
        <source>Import Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="228"/>
        <source>All formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="232"/>
        <source>All models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="236"/>
        <source>All lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runspage.cpp" line="263"/>
        <source>%Ln run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runspage.cpp" line="264"/>
        <source>%1 of %Ln run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::WelcomePage</name>
    <message>
        <location filename="../widgets/welcomepage.cpp" line="16"/>
        <source>No notebook is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcomepage.cpp" line="21"/>
        <source>A notebook keeps your benchmark runs, from every tool, in one file you can sort, filter and compare. Create one and drop result files on the window, or open an existing one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcomepage.cpp" line="27"/>
        <source>New Notebook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcomepage.cpp" line="29"/>
        <source>Open Notebook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcomepage.cpp" line="31"/>
        <source>Open Demo Notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcomepage.cpp" line="33"/>
        <source>A notebook filled from real published benchmark results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcomepage.cpp" line="39"/>
        <source>Recent notebooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/welcomepage.cpp" line="84"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
