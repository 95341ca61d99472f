<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <location filename="../backends/importers/aiperfimporter.cpp" line="159"/>
        <source>the benchmark was cancelled before it finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="197"/>
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
    <name>Comparison</name>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="100"/>
        <location filename="../models/comparison/comparisonpairing.cpp" line="131"/>
        <source>run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="122"/>
        <source>paired by repeat slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="124"/>
        <source>paired by start time (back to back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="128"/>
        <source>unpaired, not drift-controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="135"/>
        <source>the one workload point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="137"/>
        <source>paired log ratios of all points pooled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="139"/>
        <source>inverse-variance combination of the points&apos; Welch deltas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="143"/>
        <source>not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="82"/>
        <location filename="../models/comparison/comparisonoverall.cpp" line="207"/>
        <source>override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="90"/>
        <location filename="../models/comparison/comparisonoverall.cpp" line="208"/>
        <source>control repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="158"/>
        <source>No workload point has two or more runs with some spread on each arm, so no interval can be combined. Run at least three repeats of each arm, interleaved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="193"/>
        <source>Left out of the overall: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="211"/>
        <source>Only %1 could be compared; the overall line is that point alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpairing.cpp" line="130"/>
        <source>%1 (id %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonpairing.cpp" line="141"/>
        <source> and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="127"/>
        <source>At %1, no partner in the same repeat slot for %2; left out of the pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="157"/>
        <source>%1 record %2 as zero or negative. Ratios are taken on logs, so these runs cannot be compared; a zero throughput usually means the run failed. Rerun them, or leave them out of the arms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="185"/>
        <source>Welch on logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="228"/>
        <source>The %1 arm has no runs. Choose at least one run for each arm (three or more interleaved repeats each to reach a verdict).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="230"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="296"/>
        <source>control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="230"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="296"/>
        <source>candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="242"/>
        <source>%1 is in both arms; a run cannot be its own control. Put each run in one arm only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="279"/>
        <source>None of the runs records a throughput metric (output_tok_per_s, gen_tok_per_s, ...). Name the metric to compare with --metric NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="300"/>
        <source>No %1 run records %2 (%3 lack it), so there is nothing to compare it with. Compare a metric both arms record%4, or import runs of the %1 arm that measured %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="305"/>
        <source> (--metric %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="309"/>
        <source>%1 in the %2 arm record no %3 and are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="340"/>
        <source>The arms share no workload point: the control runs (%1) were measured at %2, the candidate runs (%3) at %4. Compare runs of the same concurrency, request rate and lengths, or rerun one arm at the other&apos;s workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="349"/>
        <source>Only the control arm measured %1; left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="352"/>
        <source>Only the candidate arm measured %1; left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="189"/>
        <source>no workload recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="199"/>
        <source>concurrency %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="201"/>
        <source>rate inf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="202"/>
        <source>rate %1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="206"/>
        <source>input %1 tok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="208"/>
        <source>output %1 tok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="213"/>
        <source>pp %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="215"/>
        <source>tg %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="217"/>
        <source>depth %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="72"/>
        <source>Faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="74"/>
        <source>Slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="76"/>
        <source>Within noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="80"/>
        <source>Not enough data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="136"/>
        <source>fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="138"/>
        <source>warn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="140"/>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="144"/>
        <source>no evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="144"/>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="175"/>
        <source>These runs cannot be compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="179"/>
        <source>Candidate (B) is faster: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="181"/>
        <source>Candidate (B) is slower: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="183"/>
        <source>Within noise: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="188"/>
        <source>Not enough data to call it: %1 %2 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="189"/>
        <source>Not enough data to call it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="196"/>
        <source>%1% CI %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="201"/>
        <source>p %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="201"/>
        <source>p = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparisontext.cpp" line="204"/>
        <source>%n pair(s), paired</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="205"/>
        <source>unpaired: not drift-controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="208"/>
        <source>called only outside ±%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="212"/>
        <source>higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="213"/>
        <source>lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="215"/>
        <source>%1, %2 (chosen from the runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="216"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="225"/>
        <source>Noise floor ±%1% (A/A spread, from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="228"/>
        <source>No noise floor measured (3 or more control repeats at a point measure one), so the 1% minimum applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="230"/>
        <source>decision threshold ±%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="232"/>
        <source>smallest effect this data could detect: %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="235"/>
        <source> (run-to-run spread %1%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontext.cpp" line="238"/>
        <source>smallest detectable effect unknown: it needs repeats on both arms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfigDiff</name>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="127"/>
        <source>runtime/version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="129"/>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="131"/>
        <source>context length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="133"/>
        <source>concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="135"/>
        <source>output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="137"/>
        <source>sampling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="139"/>
        <source>prompt set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="141"/>
        <source>drafter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="143"/>
        <source>draft depth K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="145"/>
        <source>quantization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="147"/>
        <source>clocks</source>
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
    <name>FindingVerdict</name>
    <message>
        <location filename="../models/findingverdict.cpp" line="45"/>
        <source>adopted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findingverdict.cpp" line="47"/>
        <source>negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findingverdict.cpp" line="49"/>
        <location filename="../models/findingverdict.cpp" line="53"/>
        <source>inconclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findingverdict.cpp" line="51"/>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Gates</name>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="29"/>
        <source>%1 (%2: %3 → %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="36"/>
        <source>control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="36"/>
        <source>candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="90"/>
        <source>One arm has no runs, so there is nothing to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="96"/>
        <source>An arm records no config or workload, so what differs between the arms is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="109"/>
        <source>The arms differ in %1 held-fixed variables — %2 — so any difference is attributable to nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="123"/>
        <source>The %1 arm mixes runs with different %2, so it is not one recipe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="135"/>
        <source>%1 is recorded for one arm only, so whether it was held fixed cannot be told.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="142"/>
        <source>Only %1 differs among the held-fixed variables, so the difference is attributable to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="147"/>
        <source>Both arms run the same recipe (an A/A comparison).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="150"/>
        <source>No held-fixed variable differs; the change is in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="159"/>
        <source>One arm has no runs, so there is no order to judge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="169"/>
        <source>the %1 arm has only %2 repeat(s) in separate processes where %3 is the floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="194"/>
        <source>the arms ran one after the other (AAAA then BBBB), so drift is inside the difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="197"/>
        <source>One arm ran %1 times in a row; interleave A, B, A, B so drift becomes noise instead of a difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="210"/>
        <source>%1 repeats per arm, but start times are missing, so whether the arms were interleaved cannot be told.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="216"/>
        <source>%1 or more repeats per arm, interleaved in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="82"/>
        <source>ledger bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="84"/>
        <source>output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="86"/>
        <source>fresh response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="88"/>
        <source>thermal/clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="90"/>
        <source>one variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="92"/>
        <source>interleaving and repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="94"/>
        <source>sample size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="96"/>
        <source>quality canaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="98"/>
        <source>context reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="100"/>
        <source>errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="34"/>
        <source>A prompt-processing test decodes nothing, so the decode ledger does not bound it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="36"/>
        <source>A combined prompt+generation rate is not a decode rate, so the ledger does not bound it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="56"/>
        <source>No decode rate was recorded (TPOT or output tok/s), so there is nothing to hold against the byte ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="59"/>
        <source>The run reports no throughput, so the byte ledger has nothing to bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="91"/>
        <source>The run decodes speculatively but neither the draft depth K nor the acceptance length is recorded, so tokens per step are unbounded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="120"/>
        <source>No byte ledger for this run: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="126"/>
        <source>No peak bandwidth for this run: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="182"/>
        <source>Only an aggregate tok/s was recorded and the run&apos;s concurrency is unknown, so the ledger cannot bound it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="206"/>
        <source>per-sequence decode rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="207"/>
        <source>aggregate decode rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="211"/>
        <source>The %1 of %2 tok/s beats the %3 tok/s the model&apos;s file size allows, but the file also counts embeddings that decode never reads: add active_params and bits_per_weight to make this a firm check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="218"/>
        <source>The %1 of %2 tok/s beats the byte ledger&apos;s %3 tok/s (%4% of peak bandwidth): physics has no fast path, so something skipped work (layers, a no-op fallback).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="226"/>
        <source>The %1 of %2 tok/s uses %3% of peak bandwidth, under the byte ledger&apos;s %4 tok/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="35"/>
        <source>A prompt-processing test generates no tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="39"/>
        <source>llama-bench decodes exactly n_gen = %1 tokens by construction, so an early EOS cannot shorten it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="72"/>
        <source>The run reports no generated tokens or output rate, so there is no output to measure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="83"/>
        <source>%1 of %2 successful requests returned no tokens at all; an empty answer has spectacular tok/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="91"/>
        <source>Requests completed with 0 output tokens on average: the server answered with nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="99"/>
        <source>All %1 requests ran to their max_tokens limit (finish reason &quot;length&quot;), so none stopped early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="105"/>
        <source>No requested output length is recorded (workload output_tokens or max_tokens), so an early EOS cannot be told from a short answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="111"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="128"/>
        <source>Asked for %1 tokens per request, but no output token counts were recorded to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="143"/>
        <source>Asked for %1 tokens per request but got %2 on average (%3% of the %4 expected): shorter answers make tok/s look better than it is; check for early EOS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="154"/>
        <source>%1 of %2 requests stopped before the %3 tokens asked for (early EOS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="164"/>
        <source>Asked for %1 tokens per request and got %2 on average, a little short of the %3 expected: some requests may have stopped early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="170"/>
        <source>Asked for %1 tokens per request and got %2 on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="55"/>
        <source>answered with nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="59"/>
        <source>is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="65"/>
        <source>writes keys as \name\ instead of &quot;name&quot;, so the tool call does not parse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="70"/>
        <source>holds no tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="74"/>
        <source>has a tool call that does not parse as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="76"/>
        <source>has a tool call without a function name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="81"/>
        <source>does not contain the expected &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="102"/>
        <source>A %1-bit model shows a KL divergence of exactly 0 from the reference: the evaluation is running the reference model, not this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="111"/>
        <source>No canaries and no throughput: a quality run is checked against its baseline in a comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="114"/>
        <source>No canary outputs were recorded, so a model that emits garbage fast would pass every other gate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="126"/>
        <source>Canary &quot;%1&quot; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="127"/>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="133"/>
        <source>%1: the model&apos;s output is broken, however fast it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="136"/>
        <source>%1, and %2 more failed: the model&apos;s output is broken, however fast it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="142"/>
        <source>All %1 canary outputs parse as they should.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="58"/>
        <source>The arms share no quality metric (perplexity, KL, top-1 agreement, acceptance) to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="65"/>
        <source>The arms&apos; quantization is not recorded (bits_per_weight or quantization), so whether quality improved after quantizing cannot be told.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="70"/>
        <source>Both arms have %1 bits per weight: this is not a quantization comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="96"/>
        <source>perplexity fell from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="100"/>
        <source>perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="106"/>
        <source>KL fell from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="108"/>
        <source>KL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="113"/>
        <source>top-1 agreement rose from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="115"/>
        <source>top-1 agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="124"/>
        <source>acceptance rose from %1% to %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="133"/>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="138"/>
        <source>acceptance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="135"/>
        <source> (draft tokens not recorded, so noise cannot be ruled out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="143"/>
        <source>acceptance length rose from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="147"/>
        <source>acceptance length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="150"/>
        <source>After quantizing from %1 to %2 bits per weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="154"/>
        <source>%1, %2: quantizing cannot improve quality, so the evaluation is measuring something else (calibration data, the reference model, shared draft weights).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="161"/>
        <source>%1, %2: a bug that improves the benchmark looks like this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="165"/>
        <source>%1, %2 did not improve, as it should not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="87"/>
        <source>an acceptance difference of %1 points needs about %2 draft tokens per arm and the arms have %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="104"/>
        <source>Too few draft tokens: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="107"/>
        <source>No paired comparison was computed, so the delta cannot be held against the noise floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="129"/>
        <source>the planner asks for %1 pairs at this spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="130"/>
        <source>the exact interval needs at least %1 pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="137"/>
        <source>%1 pair(s) support no claim at all: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="148"/>
        <source>The %1 delta is inside the %2 noise band: no win and no loss can be claimed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="154"/>
        <source>The %1 delta is outside the %2 noise band but its interval [%3, %4] reaches into it: %5 pairs are not enough, %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="163"/>
        <source>The %1 delta was called with %2 pairs where %3; expect it to shrink on a rerun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="170"/>
        <source>The delta stands, but %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="174"/>
        <source>The %1 delta&apos;s interval [%2, %3] clears the %4 noise band with %5 pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="18"/>
        <source>The run serves no requests with a throughput number, so there is no prompt cache to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="74"/>
        <source>Prefix-cache hits on %1 of %2 requests (%3 cached prompt tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="79"/>
        <source>%1 prompt tokens came from the prefix cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="82"/>
        <source>%1 of the prompts were repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="85"/>
        <source>%1, so this tok/s is inflated and cannot be a headline number: rerun with fresh prompts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="90"/>
        <source>%1: acceptable for a diagnostic, never as a headline number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="98"/>
        <source>No prompt token came from the cache and every prompt was distinct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="100"/>
        <source>No prompt token came from the cache (prompt uniqueness was not recorded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="106"/>
        <source>Prompts were distinct, but nothing recorded cached prompt tokens, and prompts reused from an earlier run still hit the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="108"/>
        <source>Nothing recorded cached prompt tokens or prompt identity, so prefix cache hits cannot be ruled out: record cached_tokens per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="118"/>
        <source>The run reports no throughput number that would need a context length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="123"/>
        <source>%1 has no context length beside it, and a tok/s without its context is not a measurement: record the prompt length (input_tokens or context_tokens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="128"/>
        <source>%1 is reported at %2 tokens of context (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="139"/>
        <source>This tool sends no requests, so there are no failed requests to count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="152"/>
        <source>No failed-request count was recorded, so errors cannot be ruled out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="162"/>
        <source>%1 requests failed, but the number sent is not recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="170"/>
        <source>All %1 requests succeeded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="174"/>
        <source>Every request failed; there is no throughput to speak of.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="177"/>
        <source>%1 of %2 requests failed (%3%); the survivors may be the easy ones, so the tok/s is not the whole workload&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="49"/>
        <source>power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="50"/>
        <source>HW slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="51"/>
        <source>SW thermal slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="52"/>
        <source>HW thermal slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="53"/>
        <source>power brake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="65"/>
        <source>the GPU throttled (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="67"/>
        <source>no throttling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="76"/>
        <source>the SM clock moved %1% (%2 to %3 MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="85"/>
        <source>a steady SM clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="93"/>
        <source>the GPU heated up %1 °C (%2 to %3 °C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="98"/>
        <source>a steady temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="105"/>
        <source>clocks were not locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="107"/>
        <source>locked clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="112"/>
        <source>During the run %1: the measurement is of a moving target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="117"/>
        <source>During the run %1: thermal state is a variable, so lock clocks and warm up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="122"/>
        <source>No telemetry was recorded (SM clock range, temperature, throttle reasons, clock lock), so thermal drift cannot be ruled out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="127"/>
        <source>Telemetry shows %1.</source>
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
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="166"/>
        <source>%1: expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="169"/>
        <source>%1: no &quot;metrics&quot; object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="273"/>
        <source>every request errored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmimporter.cpp" line="55"/>
        <source>line %1: expected one JSON object (a GuideLLM report)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmimporter.cpp" line="60"/>
        <source>no &quot;benchmarks&quot; list at the top level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportFile</name>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="56"/>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="60"/>
        <source>%1: not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="65"/>
        <source>%1: the file is %2, larger than the %3 an import reads; no benchmark result is this large, so check that this is the right file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="74"/>
        <source>%1: cannot read the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="84"/>
        <source>%1: the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="88"/>
        <source>%1: this is a binary file, not a benchmark result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="95"/>
        <source>%1: not a format Lanebook knows (vLLM or SGLang bench results, llama-bench, AIPerf, genai-perf, GuideLLM, lm-eval, llama-perplexity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="100"/>
        <source>%1: vLLM&apos;s PyTorch benchmark-database copy of a result; import the result file beside it (the name without &quot;.pytorch&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="109"/>
        <location filename="../backends/importers/importfile.cpp" line="113"/>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="119"/>
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
  gates RUN               the run&apos;s validity gates; stores them and the status they suggest
  compare A B [--metric NAME]
  compare --control RUN... --candidate RUN... [--metric NAME]
                          paired comparison per workload point: delta, 95% CI, p, verdict,
                          gates and config diff (--noise-floor PCT, --confidence LEVEL)

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
        <location filename="../app/cli/commandline.cpp" line="78"/>
        <source>lanebook-cli: --notebook needs a path
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="97"/>
        <source>lanebook-cli: the notebook path is empty; pass --notebook PATH
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="112"/>
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
        <location filename="../app/cli/clinotebook.cpp" line="26"/>
        <location filename="../app/cli/importcommand.cpp" line="55"/>
        <location filename="../app/cli/runscommand.cpp" line="38"/>
        <source>lanebook-cli: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="38"/>
        <source>lanebook-cli %1: %2
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
        <location filename="../app/cli/clinotebook.cpp" line="20"/>
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
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="31"/>
        <source>usage: lanebook-cli compare A B [--metric NAME] [--noise-floor PCT] [--confidence LEVEL]
       lanebook-cli compare --control RUN... --candidate RUN... [--metric NAME] [--noise-floor PCT] [--confidence LEVEL]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="51"/>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="73"/>
        <source>--noise-floor takes a percentage, e.g. 1.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="74"/>
        <source>--confidence takes a level between 0 and 1, e.g. 0.95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="83"/>
        <source>unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="95"/>
        <source>name the runs either as A B or with --control and --candidate, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="98"/>
        <source>--control and --candidate each need at least one run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="102"/>
        <source>name two runs (A is the control, B the candidate), or use --control and --candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="117"/>
        <location filename="../app/cli/comparecommand.cpp" line="138"/>
        <source>lanebook-cli compare: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="142"/>
        <source>lanebook-cli compare: the comparison&apos;s gates could not be stored: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/comparetext.cpp" line="55"/>
        <source>… %n in all</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="93"/>
        <source>higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="94"/>
        <source>lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="96"/>
        <source>%1 (%2)%3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="97"/>
        <source>no metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="98"/>
        <source>, chosen from the runs; --metric NAME picks another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="101"/>
        <source>control:   %1
candidate: %2

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="105"/>
        <source>point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="105"/>
        <source>control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="105"/>
        <source>candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="106"/>
        <source>delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="107"/>
        <source>%1% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="108"/>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="108"/>
        <source>verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="116"/>
        <source>overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="122"/>
        <source>  (medians; delta is the %1; p %2)

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="123"/>
        <source>median paired ratio (Hodges-Lehmann)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>ratio of geometric means</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="125"/>
        <source>Holm-adjusted across points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="126"/>
        <source>two-sided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="127"/>
        <source>Verdict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="130"/>
        <source> (%1%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/comparetext.cpp" line="131"/>
        <location filename="../app/cli/comparetext.cpp" line="137"/>
        <source>, %n pair(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="132"/>
        <source>, not drift-controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="135"/>
        <source>  %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="144"/>
        <source>Decision threshold ±%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="146"/>
        <source> (noise floor %1% from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="150"/>
        <source> (the 1% minimum: no noise floor measured; 3+ control repeats measure one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="153"/>
        <source>; smallest detectable effect %1% (run-to-run spread %2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="164"/>
        <source>
Gates (suggested status: %1):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="172"/>
        <source>
Config diff (control → candidate):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="174"/>
        <source>  none: both arms run the same recipe (an A/A comparison)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="179"/>
        <source>[held fixed: %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="185"/>
        <source>
Notes:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="24"/>
        <source>usage: lanebook-cli gates RUN   (RUN = id or label)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="38"/>
        <source>lanebook-cli gates: %1: the gates could not be stored: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="49"/>
        <source>Gates of %1 (id %2):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="61"/>
        <source>Suggested status: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="63"/>
        <source>Status: %1, set by hand (&quot;%2&quot;); the gates do not change it.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="66"/>
        <source>Status: failed (the run did not complete); kept.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="180"/>
        <location filename="../models/ledger/byteledger.cpp" line="186"/>
        <source>B_token given in the config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="198"/>
        <source>%1 active parameters at %2 bits per weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="207"/>
        <source>the model file size, which also counts the embedding table that decode does not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="212"/>
        <source>active_params is set but the bits per weight are unknown: add bits_per_weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="215"/>
        <source>the model looks mixture-of-experts, so its file size says nothing about the bytes one token reads: add active_params and bits_per_weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="219"/>
        <source>no B_token: add b_token_bytes, or active_params and bits_per_weight, to the config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="245"/>
        <source>gpu_bandwidth_bytes_per_s in the config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="250"/>
        <source>gpu_bandwidth_gb_s in the config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="254"/>
        <source>the config names no GPU (gpu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="260"/>
        <source>GPU &quot;%1&quot; is not in the bandwidth table; add it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="259"/>
        <source>The GPU bandwidth file is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="262"/>
        <source>The GPU bandwidth file has no &quot;gpus&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="272"/>
        <source>GPU entry %1 needs a name and a positive bandwidth_bytes_per_s.</source>
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
        <location filename="../backends/importers/lmevalimporter.cpp" line="120"/>
        <source>line %1: expected one JSON object (an lm-eval results file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="125"/>
        <source>no &quot;results&quot; object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="145"/>
        <source>key &quot;date&quot; should be a Unix time but is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="228"/>
        <source>%1: expected an object of metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="243"/>
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
    <name>NotebookReader</name>
    <message>
        <location filename="../backends/notebook/notebookreader.cpp" line="64"/>
        <source>Run %1 could not be read: %2</source>
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
        <location filename="../backends/notebook/notebookstore_findings.cpp" line="33"/>
        <source>a verdict needs a reason: say what the comparison showed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_findings.cpp" line="35"/>
        <source>a new finding needs a title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_findings.cpp" line="39"/>
        <source>run %1 is linked as both control and candidate; link it to one arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_findings.cpp" line="76"/>
        <location filename="../backends/notebook/notebookstore_judgements.cpp" line="173"/>
        <location filename="../backends/notebook/notebookstore_judgements.cpp" line="303"/>
        <location filename="../backends/notebook/notebookstore_reads.cpp" line="188"/>
        <source>no run with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_findings.cpp" line="90"/>
        <location filename="../backends/notebook/notebookstore_findings.cpp" line="171"/>
        <source>no finding with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_findings.cpp" line="176"/>
        <source>finding %1 has no verdict yet</source>
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
        <location filename="../backends/notebook/notebookstore_findings.cpp" line="54"/>
        <location filename="../backends/notebook/notebookstore_judgements.cpp" line="159"/>
        <location filename="../backends/notebook/notebookstore_judgements.cpp" line="242"/>
        <location filename="../backends/notebook/notebookstore_judgements.cpp" line="287"/>
        <location filename="../backends/notebook/notebookstore_writes.cpp" line="321"/>
        <source>the notebook is not open for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_judgements.cpp" line="163"/>
        <source>a status override needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_judgements.cpp" line="246"/>
        <source>a comparison&apos;s gates need its key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_judgements.cpp" line="282"/>
        <source>a status override needs a reason: say why the run is %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotebookWriter</name>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="61"/>
        <source>%1: no notebook is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="108"/>
        <source>The comparison&apos;s gates were not stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="117"/>
        <source>no notebook is open</source>
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
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="241"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="193"/>
        <source>no request completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="236"/>
        <source>the file holds no JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="243"/>
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
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="205"/>
        <source>no request completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="244"/>
        <source>the file holds no JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="250"/>
        <source>object %1 (line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="254"/>
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
        </translation>
    </message>
</context>
<context>
    <name>lanebook::ComparePage</name>
    <message>
        <location filename="../widgets/comparepage.cpp" line="87"/>
        <source>Swap control and candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage.cpp" line="104"/>
        <source>The metric compared: those both arms record. Each run&apos;s throughput is chosen unless you pick another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage.cpp" line="109"/>
        <source>&amp;Metric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage.cpp" line="114"/>
        <source>Record Verdict…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage.cpp" line="116"/>
        <source>Decide a finding with this comparison: adopted, negative, inconclusive or invalid, with the reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage.cpp" line="213"/>
        <source>Gates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage.cpp" line="215"/>
        <source>Config diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage.cpp" line="217"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage.cpp" line="354"/>
        <source>Recording the verdict…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage.cpp" line="367"/>
        <source>Recorded: %1 on finding #%2 “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage.cpp" line="375"/>
        <source>The verdict was not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage_report.cpp" line="63"/>
        <source>Comparing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparepage_report.cpp" line="64"/>
        <source>Reading %Ln control run(s) and the candidate runs, then computing the paired statistics.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparepage_report.cpp" line="85"/>
        <source>The runs could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage_report.cpp" line="93"/>
        <source>Choose what to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage_report.cpp" line="94"/>
        <source>Drag runs from the Runs table onto Control (A) and Candidate (B), or select them there and use Compare in the context menu: two runs, two sets of runs, or the two arms of a wave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage_report.cpp" line="116"/>
        <source>Every row at %1; medians of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage_report.cpp" line="117"/>
        <source>the workload shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage_report.cpp" line="129"/>
        <source>Config diff (control → candidate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage_report.cpp" line="199"/>
        <source>Only the control measured %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparepage_report.cpp" line="201"/>
        <source>Only the candidate measured %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ComparisonPointsModel</name>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="236"/>
        <source>Overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="268"/>
        <source>Workload point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="271"/>
        <source>Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="273"/>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="275"/>
        <source>Delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="277"/>
        <source>%1% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="279"/>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="281"/>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="283"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="309"/>
        <source>Concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="310"/>
        <source>Request rate (req/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="311"/>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="312"/>
        <source>Input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="313"/>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="314"/>
        <source>Prompt tokens (pp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="315"/>
        <source>Generated tokens (tg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="316"/>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ComparisonTableProxy</name>
    <message>
        <location filename="../widgets/comparisontableproxy.cpp" line="97"/>
        <source>unpaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontableproxy.cpp" line="110"/>
        <source>%1 control run(s), %2 candidate run(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontableproxy.cpp" line="112"/>
        <source>paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontableproxy.cpp" line="117"/>
        <source>p before Holm&apos;s correction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontableproxy.cpp" line="118"/>
        <source>called only when the whole interval lies outside ±%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparisontableproxy.cpp" line="133"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
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
        <location filename="../app/gui/compositionroot.cpp" line="110"/>
        <source>There is no notebook at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="124"/>
        <source>A file already exists at %1. Choose another name, or open it with Open Notebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="142"/>
        <source>Could not prepare the demo notebook: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ConfigDiffView</name>
    <message>
        <location filename="../widgets/configdiffview.cpp" line="51"/>
        <source>Variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/configdiffview.cpp" line="51"/>
        <source>Control (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/configdiffview.cpp" line="51"/>
        <source>Candidate (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/configdiffview.cpp" line="51"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/configdiffview.cpp" line="91"/>
        <source>No difference: both arms run the same recipe (an A/A comparison).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/configdiffview.cpp" line="102"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;%2 held-fixed variables changed together (%3)&lt;/b&gt;: the difference is attributable to no single one of them.&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/configdiffview.cpp" line="108"/>
        <source>The variable under test: &lt;b&gt;%1&lt;/b&gt;. Only what differs is listed, control → candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/configdiffview.cpp" line="112"/>
        <source>No held-fixed variable changed. Only what differs is listed, control → candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/configdiffview.cpp" line="128"/>
        <source>recorded on one side only (%1): held fixed cannot be told</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/configdiffview.cpp" line="130"/>
        <source>recorded on one side only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/configdiffview.cpp" line="132"/>
        <source>held fixed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::GateListView</name>
    <message>
        <location filename="../widgets/gatelistview.cpp" line="70"/>
        <source>No gate was evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/gatelistview.cpp" line="74"/>
        <source>Status the gates suggest: %1</source>
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
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="121"/>
        <source>%Ln run(s) added.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="123"/>
        <source>%Ln run(s) were already in the notebook.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="126"/>
        <source>%Ln file(s) could not be imported; nothing from them was added.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/importsummarydialog.cpp" line="129"/>
        <source>%Ln file(s) in the folders were not benchmark results and were skipped.</source>
        <translation type="unfinished">
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
        <location filename="../widgets/mainwindow.cpp" line="59"/>
        <location filename="../widgets/mainwindow.cpp" line="149"/>
        <location filename="../widgets/mainwindow.cpp" line="227"/>
        <source>Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="68"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="70"/>
        <location filename="../widgets/mainwindow_compare.cpp" line="21"/>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="126"/>
        <source>Notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="132"/>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="146"/>
        <source>No notebook open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="147"/>
        <source>%Ln run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="149"/>
        <source>%1 — Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="159"/>
        <source>Select a run to see what it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="205"/>
        <source>Could not load run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="219"/>
        <source>Import finished: %Ln run(s) added</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="261"/>
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
    <message>
        <location filename="../widgets/mainwindow_compare.cpp" line="22"/>
        <source>Compare (%1 vs %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_compare.cpp" line="32"/>
        <source>Control (A): %1, candidate (B): %2 run(s). The Compare tab shows the comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_compare.cpp" line="36"/>
        <source>Control (A): %1, candidate (B): %2 run(s). Now choose the other arm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_compare.cpp" line="65"/>
        <source>Verdict recorded: %1 on finding #%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow_compare.cpp" line="73"/>
        <source>The verdict was not recorded: %1</source>
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
    <name>lanebook::RecordVerdictDialog</name>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="25"/>
        <source>The change works and is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="27"/>
        <source>The change does not help (or hurts); kept on record so nobody tries it again blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="30"/>
        <source>The data cannot tell yet: more repeats, or a cleaner comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="33"/>
        <source>The measurement is broken (a gate failed, or the arms differ in more than the change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="47"/>
        <location filename="../widgets/recordverdictdialog.cpp" line="115"/>
        <source>Record Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="56"/>
        <source>New finding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="59"/>
        <source>#%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="62"/>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="68"/>
        <source>The idea under test, e.g. “Opportunistic expert activation”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="72"/>
        <source>What you expected and why (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="89"/>
        <source>What the comparison showed, and why that decides it (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="93"/>
        <source>Insert the Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="94"/>
        <source>Starts the reason with the comparison&apos;s numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="105"/>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="108"/>
        <source>&amp;Finding:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="109"/>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="110"/>
        <source>&amp;Hypothesis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="111"/>
        <source>Verdict:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="159"/>
        <source>A new finding needs a title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/recordverdictdialog.cpp" line="161"/>
        <source>A verdict needs a reason: say what the comparison showed.</source>
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
    <name>lanebook::RunSetZone</name>
    <message>
        <location filename="../widgets/runsetzone.cpp" line="40"/>
        <location filename="../widgets/runsetzone.cpp" line="128"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runsetzone.cpp" line="43"/>
        <source>Take every run out of this arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runsetzone.cpp" line="46"/>
        <source>Drop the control runs here (the baseline), or choose Compare → Set as Control in the Runs table&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runsetzone.cpp" line="48"/>
        <source>Drop the candidate runs here (the change under test), or choose Compare → Set as Candidate in the Runs table&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runsetzone.cpp" line="62"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runsetzone.cpp" line="89"/>
        <source>run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runsetzone.cpp" line="91"/>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runsetzone.cpp" line="94"/>
        <source>Control (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runsetzone.cpp" line="94"/>
        <source>Candidate (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runsetzone.cpp" line="97"/>
        <source>%1 · %Ln run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runsetzone.cpp" line="126"/>
        <source>Remove %Ln Run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::RunTableModel</name>
    <message>
        <location filename="../models/runtablemodel.cpp" line="250"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtablemodel.cpp" line="252"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtablemodel.cpp" line="254"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtablemodel.cpp" line="256"/>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtablemodel.cpp" line="258"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtablemodel.cpp" line="260"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::RunsPage</name>
    <message>
        <location filename="../widgets/runspage.cpp" line="74"/>
        <source>Loading runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="93"/>
        <source>Filter runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="94"/>
        <source>Shows runs whose label, model, lane or format contain every word typed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="113"/>
        <source>Show runs imported from one tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="114"/>
        <source>Show runs of one model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="115"/>
        <source>Show runs of one lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="120"/>
        <source>Columns…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="122"/>
        <source>Choose which metrics the table shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="141"/>
        <source>Drop benchmark result files here to import them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="146"/>
        <source>vLLM and SGLang bench results, llama-bench JSON/CSV, AIPerf/genai-perf exports, GuideLLM benchmarks, lm-eval results and llama-perplexity logs. Folders are searched for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="153"/>
        <source>Import Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="154"/>
        <source>Import Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="239"/>
        <source>All formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="243"/>
        <source>All models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="247"/>
        <source>All lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runspage.cpp" line="274"/>
        <source>%Ln run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runspage.cpp" line="275"/>
        <source>%1 of %Ln run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="323"/>
        <source>Set as &amp;Control (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="326"/>
        <source>Add to Control (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="329"/>
        <source>Set as Ca&amp;ndidate (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="332"/>
        <source>Add to Candidate (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="335"/>
        <source>Compare &amp;These Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="342"/>
        <source>Compare the two selected runs: the older is the control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runspage.cpp" line="386"/>
        <source>Co&amp;mpare</source>
        <translation type="unfinished"></translation>
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
