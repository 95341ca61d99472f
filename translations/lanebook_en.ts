<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChartViewTr</name>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="44"/>
        <source>Charts can only be drawn in an application with widgets (QApplication).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="48"/>
        <location filename="../widgets/charts/chartplot.cpp" line="328"/>
        <location filename="../widgets/charts/chartplot.cpp" line="329"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="53"/>
        <source>%1: charts are exported as .png or .svg files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="88"/>
        <source>Drawn by Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="92"/>
        <location filename="../widgets/charts/chartfileexport.cpp" line="98"/>
        <location filename="../widgets/charts/chartfileexport.cpp" line="113"/>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="136"/>
        <source>This chart needs the run&apos;s telemetry trace, not runs alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="144"/>
        <source>Unknown chart kind &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartplot.cpp" line="333"/>
        <source>95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartplot.cpp" line="333"/>
        <source>IQR</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/chartplot.cpp" line="334"/>
        <source>%1 %2 – %3 over %Ln run(s)</source>
        <translation>
            <numerusform>%1 %2 – %3 over %Ln run</numerusform>
            <numerusform>%1 %2 – %3 over %Ln runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/chartplot.cpp" line="338"/>
        <source>median of %Ln run(s)</source>
        <translation>
            <numerusform>median of %Ln run</numerusform>
            <numerusform>median of %Ln runs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartplot.cpp" line="341"/>
        <source>Click to open the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/chartplot.cpp" line="349"/>
        <source>%1
median %2, IQR %3 – %4
whiskers %5 – %6
%Ln request(s), %7 beyond the whiskers
Click to open the run.</source>
        <translation>
            <numerusform>%1
median %2, IQR %3 – %4
whiskers %5 – %6
%Ln request, %7 beyond the whiskers
Click to open the run.</numerusform>
            <numerusform>%1
median %2, IQR %3 – %4
whiskers %5 – %6
%Ln requests, %7 beyond the whiskers
Click to open the run.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/chartlegenditem.cpp" line="126"/>
        <source>+ %n more</source>
        <translation>
            <numerusform>+ %n more</numerusform>
            <numerusform>+ %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="99"/>
        <source>Neither arm has a run with %1, so there is nothing to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="118"/>
        <source>Workload point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="121"/>
        <location filename="../models/charts/runcharts.cpp" line="331"/>
        <source>Concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="122"/>
        <location filename="../models/charts/runcharts.cpp" line="332"/>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="55"/>
        <source>Throughput against context length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="57"/>
        <source>Throughput against concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="59"/>
        <source>Speed and quality against bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="61"/>
        <source>Latency distribution (CDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="63"/>
        <source>Latency distribution (box per run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="65"/>
        <source>Telemetry over time beside load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="67"/>
        <source>Throughput frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="69"/>
        <source>TTFT by conversation turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="85"/>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="87"/>
        <source>End-to-end latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="89"/>
        <source>Inter-token latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="73"/>
        <source>%1 %2 / %3 / %4 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="108"/>
        <source>Requests at or below (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="114"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="119"/>
        <source>Select one or more runs in the Runs table to see their latency distributions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="157"/>
        <source>The selected runs have no per-request %1 samples. Runs imported from summaries carry only percentiles; recorded runs and detailed exports (vLLM --save-detailed, AIPerf profile exports) have samples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="169"/>
        <source>p50 / p90 / p99: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/detailcharts.cpp" line="171"/>
        <source>%n more run(s) in the chart.</source>
        <translation>
            <numerusform>%n more run in the chart.</numerusform>
            <numerusform>%n more runs in the chart.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="175"/>
        <source>No samples: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="189"/>
        <source>Power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="191"/>
        <source>SM clock (MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="193"/>
        <source>Temperature (°C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="195"/>
        <source>Memory used (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="196"/>
        <source>GPU utilization (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="230"/>
        <source>Time since the run started (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="233"/>
        <location filename="../models/charts/detailcharts.cpp" line="289"/>
        <source>Requests in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="235"/>
        <source>Select a run to see its telemetry beside its load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="263"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="297"/>
        <source>No telemetry was recorded with %1. Telemetry is stored for runs recorded by Lanebook while a sampler watches their GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="309"/>
        <source>The run has no request timings, so its load is not drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="41"/>
        <source>quantization not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="178"/>
        <source>%1 bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="189"/>
        <location filename="../models/charts/runcharts.cpp" line="298"/>
        <source>model not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="191"/>
        <location filename="../models/charts/runcharts.cpp" line="299"/>
        <source>no lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/runchartsparts.cpp" line="35"/>
        <source>%n run(s) without %1 left out.</source>
        <translation>
            <numerusform>%n run without %1 left out.</numerusform>
            <numerusform>%n runs without %1 left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/runchartsparts.cpp" line="41"/>
        <source>%n run(s) judged invalid left out: tick Include invalid runs to see them.</source>
        <translation>
            <numerusform>%n run judged invalid left out: tick Include invalid runs to see it.</numerusform>
            <numerusform>%n runs judged invalid left out: tick Include invalid runs to see them.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="331"/>
        <source>Context length (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="352"/>
        <source>a context length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="352"/>
        <source>a concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="355"/>
        <source>No run has both %1 and a throughput metric. Import serving runs (vLLM, SGLang, AIPerf, GuideLLM) or llama-bench tests that vary it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="300"/>
        <location filename="../models/charts/runcharts_bits.cpp" line="112"/>
        <source>GPU not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="233"/>
        <source>concurrency %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="301"/>
        <source>concurrency not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="290"/>
        <source>rate not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="292"/>
        <source>rate inf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="295"/>
        <source>rate %1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="295"/>
        <source>rate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="457"/>
        <source>No run has both %1 and %2. Choose another metric, or import runs that record both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="464"/>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="506"/>
        <source>No run records both output tok/s per GPU and per user. trtllm-bench writes them; Lanebook&apos;s own runs get them when their GPUs are known (a wave arm&apos;s GPUs, lanebook-cli bench --gpus).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="542"/>
        <source>%1 (dominated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="558"/>
        <source>Faded points are dominated: another run of their series serves more per GPU and more per user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="561"/>
        <source>output tok/s per GPU or per user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="577"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="578"/>
        <source>TTFT, median (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="596"/>
        <source>No run sent multi-turn conversations: lanebook-cli bench --turns, or a wave whose workload has turns, records TTFT by turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="47"/>
        <source>%1 worsens %2× from %3 to %4 bits per weight: the quality cliff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="67"/>
        <source>Bits per weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="68"/>
        <source>bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/runcharts_bits.cpp" line="143"/>
        <source>%n run(s) have speed or quality numbers, but none records its bits per weight (a quantization in its config or model name).</source>
        <translation>
            <numerusform>%n run has speed or quality numbers, but none records its bits per weight (a quantization in its config or model name).</numerusform>
            <numerusform>%n runs have speed or quality numbers, but none records its bits per weight (a quantization in its config or model name).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="146"/>
        <source>No run with a known quantization has a speed or quality metric. Import llama-bench and llama-perplexity runs of several quantizations of one model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="190"/>
        <source>a known bit width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="640"/>
        <source>This chart is drawn from chosen runs, not the whole notebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="731"/>
        <source>Prompt + generation tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="182"/>
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="187"/>
        <source>%n run(s) left out of the axis, %1× above the next highest point: %2.</source>
        <translation>
            <numerusform>%n run left out of the axis, %1× above the next highest point: %2.</numerusform>
            <numerusform>%n runs left out of the axis, %1× above the next highest point: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="192"/>
        <source>%n run(s) left out of the axis, far above the others: %1.</source>
        <translation>
            <numerusform>%n run left out of the axis, far above the others: %1.</numerusform>
            <numerusform>%n runs left out of the axis, far above the others: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/chartscaling.cpp" line="197"/>
        <source>Choose Logarithmic under Y axis to see them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartscaling.cpp" line="199"/>
        <source>Choose a logarithmic y axis to see them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/chartscaling.cpp" line="204"/>
        <source>The y axis is logarithmic: the values run from %1 to %2 (%3×), too far apart for a linear axis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="210"/>
        <source>%n point(s) at or below zero left out: a logarithmic axis cannot place them.</source>
        <translation>
            <numerusform>%n point at or below zero left out: a logarithmic axis cannot place it.</numerusform>
            <numerusform>%n points at or below zero left out: a logarithmic axis cannot place them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliTr</name>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="41"/>
        <source>annotate one run at a time (got &quot;%1&quot; too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="46"/>
        <source>name the run (id or label)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="49"/>
        <source>say what to add: --note, --tag or --status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="51"/>
        <source>--status needs --reason: an override nobody can explain is not a judgement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="54"/>
        <source>--reason goes with --status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="56"/>
        <source>&quot;%1&quot; is not a run status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="66"/>
        <location filename="../app/cli/annotatecommand.cpp" line="75"/>
        <source>lanebook-cli annotate: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="80"/>
        <source>lanebook-cli annotate: run %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="87"/>
        <source>note added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="92"/>
        <source>tag &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="97"/>
        <source>tag &quot;%1&quot; removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="103"/>
        <source>status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="121"/>
        <source>run %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="67"/>
        <source>--url: &quot;%1&quot; is not an http:// or https:// URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="86"/>
        <location filename="../app/cli/runcommand.cpp" line="82"/>
        <location filename="../app/cli/wavecommand.cpp" line="301"/>
        <source>--telemetry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="99"/>
        <location filename="../app/cli/runcommand.cpp" line="93"/>
        <source>--gpus: &quot;%1&quot; is not a list of GPU indices like 0,1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="169"/>
        <source>--%1 needs --turns or --multi-turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="174"/>
        <source>--turns makes synthetic conversations and --multi-turn reads them from --prompt-file: choose one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="177"/>
        <source>--multi-turn needs --prompt-file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="181"/>
        <source>conversations send each turn after the last reply (--concurrency counts conversations, --conversations how many); leave out --%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="198"/>
        <source>--replies file needs --multi-turn: synthetic conversations carry the server&apos;s replies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="213"/>
        <source>--%1 needs --trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="221"/>
        <source>--trace sets the arrivals, lengths and prompts itself; leave out --%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="256"/>
        <source>--url is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="258"/>
        <source>--model is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="261"/>
        <source>--shared-system-prompt opens synthetic prompts: give fewer tokens than --input-tokens (%1), without --prompt-file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="265"/>
        <source>--reuse-prompts needs --prompt-file: synthetic prompts are fresh by construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="268"/>
        <location filename="../app/cli/runcommand.cpp" line="102"/>
        <source>--gpus needs --telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="271"/>
        <source>--burstiness needs --request-rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="304"/>
        <location filename="../app/cli/copycommand.cpp" line="99"/>
        <location filename="../app/cli/paretocommand.cpp" line="62"/>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="323"/>
        <source>--find-max-concurrency records no telemetry; leave out --telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="325"/>
        <source>--find-max-concurrency searches a closed loop; leave out --request-rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="330"/>
        <source>--%1 needs --find-max-concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="346"/>
        <source>  cache      %1 % of prompt tokens cached; the trace implies %2 %
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="348"/>
        <source>-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="352"/>
        <source>  cache      %1 % of prompt tokens cached
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="361"/>
        <source>%1: %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="367"/>
        <source>  by turn    TTFT median %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="371"/>
        <source>  schedule   requests sent late by median %1 ms, p99 %2 ms
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="384"/>
        <source>run %1  %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="385"/>
        <source>  requests   %1 completed, %2 failed in %3 s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="387"/>
        <source>  throughput %1 output tok/s, %2 req/s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="390"/>
        <source>  TTFT ms    median %1, p99 %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="392"/>
        <source>  TPOT ms    median %1, p99 %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="394"/>
        <source>  ITL ms     median %1, p99 %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="396"/>
        <source>  SLO        %1 % of requests met %2; goodput %3 req/s, %4 tok/s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="403"/>
        <source>  GPUs       %1 % util, %2 W mean; SM clock min %3 MHz; max %4 °C
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="413"/>
        <source>  failures   %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="433"/>
        <location filename="../app/cli/benchcommand.cpp" line="446"/>
        <location filename="../app/cli/benchcommand.cpp" line="539"/>
        <source>lanebook-cli bench: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="459"/>
        <location filename="../app/cli/checkcommand.cpp" line="373"/>
        <location filename="../app/cli/clinotebook.cpp" line="27"/>
        <location filename="../app/cli/clinotebook.cpp" line="56"/>
        <location filename="../app/cli/clinotebook.cpp" line="63"/>
        <location filename="../app/cli/importcommand.cpp" line="54"/>
        <location filename="../app/cli/importcommand.cpp" line="58"/>
        <location filename="../app/cli/runcommand.cpp" line="259"/>
        <source>lanebook-cli: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="471"/>
        <source>Judged against lane %1&apos;s SLO: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="420"/>
        <source>lanebook-cli bench: --find-max-concurrency needs --slo, or a lane with an SLO (lanebook-cli lane slo): the bounds the load must keep
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="489"/>
        <source>lanebook-cli bench: no GPU telemetry is recorded with this run: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="503"/>
        <source><byte value="xd"/>%1/%2 done, %3 failed, %4 in flight, %5 tok/s   </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="523"/>
        <source>lanebook-cli bench: no telemetry of GPU(s) %1 arrived during the run; it is recorded without a trace
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="525"/>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="533"/>
        <source>lanebook-cli bench: cannot record the run in %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="544"/>
        <source>lanebook-cli bench: the telemetry trace of run %1 was not stored in %2: %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="559"/>
        <source>lanebook-cli bench: %1 (recorded as failed run %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="84"/>
        <source>--blocking-gate: no gate &quot;%1&quot;; one of %2, or all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="101"/>
        <source>--metric takes NAME, NAME:higher or NAME:lower, e.g. p99_ttft_ms:lower; not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="131"/>
        <source>unexpected argument &quot;%1&quot;: runs and files follow --baseline or --candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="135"/>
        <source>--baseline needs at least one run, label pattern or file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="137"/>
        <source>--candidate needs at least one run or file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="197"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkcommand.cpp" line="229"/>
        <source>no %1 runs: the label pattern &quot;%2&quot; matches none of the notebook&apos;s %n run(s)</source>
        <translation>
            <numerusform>no %1 runs: the label pattern &quot;%2&quot; matches none of the notebook&apos;s %n run</numerusform>
            <numerusform>no %1 runs: the label pattern &quot;%2&quot; matches none of the notebook&apos;s %n runs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="239"/>
        <source>no %1 runs: &quot;%2&quot; is not a file, and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="246"/>
        <source>no %1 runs: the files given hold no runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="312"/>
        <source>metric %1: neither the baseline nor the candidate runs record it (both record: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="315"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkcommand.cpp" line="318"/>
        <source>metric %1: no baseline run records it (%n candidate run(s) do)</source>
        <translation>
            <numerusform>metric %1: no baseline run records it (%n candidate run does)</numerusform>
            <numerusform>metric %1: no baseline run records it (%n candidate runs do)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkcommand.cpp" line="322"/>
        <source>metric %1: no candidate run records it (%n baseline run(s) do)</source>
        <translation>
            <numerusform>metric %1: no candidate run records it (%n baseline run does)</numerusform>
            <numerusform>metric %1: no candidate run records it (%n baseline runs do)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="334"/>
        <source>lanebook-cli check: cannot write %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="354"/>
        <source>lanebook-cli check: not comparable: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="365"/>
        <source>lanebook-cli check: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="380"/>
        <source>baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="381"/>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="401"/>
        <source>run %1 is in both the baseline and the candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="436"/>
        <source>none of the runs records a throughput metric; name the metric with --metric NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="460"/>
        <source>the baseline and the candidate ran different workloads: baseline at %1; candidate at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="467"/>
        <source>metric %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="20"/>
        <location filename="../app/cli/comparetext.cpp" line="106"/>
        <source>higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="21"/>
        <location filename="../app/cli/comparetext.cpp" line="107"/>
        <source>lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="28"/>
        <source>regression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="31"/>
        <source>pass (point estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="32"/>
        <source>pass (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="36"/>
        <source>no delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="42"/>
        <source>%1 (blocking)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="49"/>
        <source>PASS: no regression beyond the noise and the allowed %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkreport.cpp" line="54"/>
        <source>%n regression(s)</source>
        <translation>
            <numerusform>%n regression</numerusform>
            <numerusform>%n regressions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkreport.cpp" line="56"/>
        <source>%n blocking gate(s) failed</source>
        <translation>
            <numerusform>%n blocking gate failed</numerusform>
            <numerusform>%n blocking gates failed</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="57"/>
        <source>FAIL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="62"/>
        <source>NOT COMPARABLE: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkreport.cpp" line="78"/>
        <location filename="../app/cli/comparetext.cpp" line="25"/>
        <source>… %n in all</source>
        <translation>
            <numerusform>… %n in all</numerusform>
            <numerusform>… %n in all</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="87"/>
        <source>%1: baseline %2, candidate %3, delta %4, CI %5: %6 %7
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="129"/>
        <source>baseline:  %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="131"/>
        <source>candidate: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="133"/>
        <source>
%1 (%2), allowed regression %3%
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="140"/>
        <source>
Gates:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="148"/>
        <source>note: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="159"/>
        <source>- Baseline: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="161"/>
        <source>- Candidate: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="162"/>
        <source>- Allowed regression: %1%

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="165"/>
        <source>| Metric | Point | Baseline | Candidate | Delta % | CI | Verdict |
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="192"/>
        <source>### Gates

| Gate | Outcome | Reason |
|---|---|---|
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="201"/>
        <source>### Notes

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="251"/>
        <source>failed, not blocking: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="252"/>
        <source>not applicable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="21"/>
        <location filename="../app/cli/clinotebook.cpp" line="38"/>
        <source>lanebook-cli: %1: no such notebook; import files first or pass --notebook PATH
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="73"/>
        <source>lanebook-cli %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="84"/>
        <source>run %1 (%2) has no per-request samples to judge against the SLO; --slo needs runs measured by Lanebook or imported with their requests (vLLM --save-detailed, AIPerf profile_export.jsonl, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="100"/>
        <source>--slo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="120"/>
        <source>Usage: lanebook-cli [--notebook PATH] [--json] COMMAND [ARGS...]

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="123"/>
        <location filename="../app/cli/commandhelp.cpp" line="155"/>
        <source>
Options:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="126"/>
        <source>the notebook (default: $LANEBOOK_NOTEBOOK, else %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="127"/>
        <source>machine-readable output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="128"/>
        <source>this help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="129"/>
        <source>the version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="131"/>
        <source>&apos;lanebook-cli COMMAND --help&apos; (or &apos;lanebook-cli help COMMAND&apos;) lists a command&apos;s options, with an example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="135"/>
        <source>Exit status: 0 success, 1 something failed (named on stderr), 2 usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="144"/>
        <source>Usage: lanebook-cli %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="152"/>
        <source> (repeat for more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="159"/>
        <source>
Example:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="169"/>
        <source>Usage: lanebook-cli %1 ACTION ...

Actions:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="171"/>
        <source>
&apos;lanebook-cli %1 ACTION --help&apos; lists an action&apos;s options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="183"/>
        <source>usage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="196"/>
        <source>&apos;lanebook-cli %1 --help&apos; lists every option, with an example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="199"/>
        <source>&apos;lanebook-cli %1 ACTION --help&apos; lists an action&apos;s options, with an example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="50"/>
        <source>lanebook-cli help: unknown command &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="51"/>
        <source>lanebook-cli help: unknown command &quot;%1&quot;; did you mean %2?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="66"/>
        <source>lanebook-cli: unknown command &quot;%1&quot;; &apos;lanebook-cli help&apos; lists them
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="69"/>
        <source>lanebook-cli: unknown command &quot;%1&quot;; did you mean %2?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="91"/>
        <source>lanebook-cli %1: unknown action &quot;%2&quot;%3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="93"/>
        <source>; one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="95"/>
        <source>; did you mean %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="156"/>
        <source>lanebook-cli: --notebook needs a path
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="179"/>
        <source>lanebook-cli: the notebook path is empty; pass --notebook PATH
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="220"/>
        <source>lanebook-cli: unknown command &quot;%1&quot;

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="26"/>
        <source>between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="27"/>
        <source>from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="30"/>
        <source>above %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="31"/>
        <source>of at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="33"/>
        <source>below %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="34"/>
        <source>of at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="45"/>
        <source>; &apos;lanebook-cli %1 --help&apos; lists the options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="70"/>
        <source>unknown option --%1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="71"/>
        <source>unknown option --%1; did you mean %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="78"/>
        <source>--%1 takes no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="96"/>
        <source>--%1 needs a value: --%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="160"/>
        <source>--%1 takes a whole number %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="182"/>
        <source>--%1 takes a number %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="183"/>
        <source>--%1 takes a number %2 in %3 (e.g. 5 or 5%3), not &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="197"/>
        <source>--%1 takes %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="199"/>
        <source>--%1 takes %2, not &quot;%3&quot;; did you mean %4?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="37"/>
        <source>the control arm&apos;s runs (id or label)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="38"/>
        <location filename="../app/cli/commandspec.cpp" line="306"/>
        <source>the candidate arm&apos;s runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="39"/>
        <source>the metric to compare; default: chosen from the runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="41"/>
        <location filename="../app/cli/commandspec.cpp" line="66"/>
        <source>judge every run&apos;s requests against these bounds first (ttft_ms, tpot_ms, itl_ms, e2e_ms): slo_attainment_pct, goodput_req_per_s and goodput_tok_per_s compare like any metric (default metric: goodput_tok_per_s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="45"/>
        <source>changes smaller than this are noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="46"/>
        <location filename="../app/cli/commandspec.cpp" line="78"/>
        <source>the interval&apos;s confidence, e.g. 0.95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="48"/>
        <source>the change under test and the keys it takes (e.g. speculation=--speculative-model,--num-speculative-tokens): one_variable counts them as one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="57"/>
        <source>the baseline: run ids or labels, label patterns (main-*), or result files and folders to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="60"/>
        <source>the candidate: run ids or labels, or result files and folders to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="63"/>
        <source>a metric to check; the direction defaults from the metric&apos;s name; default: the runs&apos; throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="71"/>
        <source>the loss allowed beyond the noise, e.g. 2%; default 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="73"/>
        <source>a gate whose failure fails the check (a gate id, or all); other gates are reported only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="76"/>
        <source>changes smaller than this are noise; default: from the baseline&apos;s repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="79"/>
        <source>write a JUnit XML: a testcase per metric and gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="80"/>
        <source>write a markdown summary table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="86"/>
        <source>the server, http:// or https://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="87"/>
        <source>the model name the server serves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="89"/>
        <source>the OpenAI endpoint (default completions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="90"/>
        <source>requests in flight at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="91"/>
        <source>requests measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="92"/>
        <source>prompt length in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="93"/>
        <source>tokens generated per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="94"/>
        <source>the run&apos;s label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="96"/>
        <source>the run&apos;s lane (default: the model&apos;s); its SLO judges the run when --slo is not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="98"/>
        <source>open loop: requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="99"/>
        <source>gamma arrivals of this shape (needs --request-rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="100"/>
        <source>requests sent first and not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="101"/>
        <source>the seed of prompts and arrivals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="102"/>
        <source>prompts from a file instead of synthetic ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="104"/>
        <source>every prompt opens with the same N tokens (of --input-tokens), the rest fresh: a cache state the cache gate checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="107"/>
        <source>multi-turn: synthetic conversations of N turns, each turn sent after the reply and the think time; --concurrency counts conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="110"/>
        <source>tokens of each turn after the first (default 64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="111"/>
        <source>wait between a reply and the next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="112"/>
        <source>conversations sent (default 16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="113"/>
        <source>send every turn of --prompt-file&apos;s conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="115"/>
        <source>the replies carried into a conversation&apos;s history: the server&apos;s (default) or the file&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="118"/>
        <source>replay a Mooncake request trace: its arrival times, lengths and shared prompt blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="121"/>
        <source>tokens per block id of the trace (default 512, Mooncake&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="122"/>
        <source>replay the trace X times faster (default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="123"/>
        <source>the bearer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="124"/>
        <source>a request&apos;s whole time limit, seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="125"/>
        <source>the connection&apos;s time limit, seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="126"/>
        <source>the time limit to the first token, seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="127"/>
        <source>the HTTP client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="129"/>
        <source>judge each request against these bounds (ttft_ms, tpot_ms, itl_ms, e2e_ms): SLO attainment and goodput; default: the lane&apos;s SLO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="132"/>
        <source>search for the highest concurrency that keeps --slo (one stored run per probe, starting at --concurrency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="135"/>
        <source>the share of requests that must meet the SLO (default 99)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="136"/>
        <source>the search&apos;s resolution (default 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="137"/>
        <source>the most probes the search makes (default 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="138"/>
        <source>GPU telemetry during the run (see telemetry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="139"/>
        <location filename="../app/cli/commandspec.cpp" line="164"/>
        <source>keep every Nth telemetry tick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="140"/>
        <location filename="../app/cli/commandspec.cpp" line="158"/>
        <source>the GPUs whose telemetry is recorded (needs --telemetry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="141"/>
        <source>let the server stop at end of sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="142"/>
        <source>send the same prompts again (prefix caching on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="143"/>
        <source>do not scrape the server&apos;s /metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="149"/>
        <source>the run&apos;s label (default: the script&apos;s name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="150"/>
        <source>the lane of the run and of its results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="152"/>
        <source>a CSV / JSON Lines column that holds a vocabulary metric; each row becomes a run, the other columns its config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="155"/>
        <source>where the command writes its results (default: the working directory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="156"/>
        <source>GPU telemetry while it runs (see telemetry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="163"/>
        <source>GPU telemetry during the runs, or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="165"/>
        <source>write the servers&apos; process ids here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="167"/>
        <source>where quality steps write their files (default: beside the notebook, NAME-quality)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="173"/>
        <location filename="../app/cli/commandspec.cpp" line="293"/>
        <source>the finding&apos;s title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="174"/>
        <location filename="../app/cli/commandspec.cpp" line="294"/>
        <source>what is expected, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="175"/>
        <location filename="../app/cli/commandspec.cpp" line="298"/>
        <source>the number the hypothesis predicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="176"/>
        <source>the analysis text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="177"/>
        <source>the analysis, read from a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="178"/>
        <source>what the result rules out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="179"/>
        <source>what to try next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="184"/>
        <source>--api-key defaults to $OPENAI_API_KEY; the key is sent, never stored.

Every prompt opens with a nonce of its own, so no request finds another&apos;s prompt in the server&apos;s prefix cache; --reuse-prompts sends a prompt file&apos;s entries as they are, repeats included (a prefix-cache experiment, so labelled in the run).

--trace replays a Mooncake trace (JSON Lines of timestamp in ms, input_length, output_length, hash_ids): each request at its time (divided by --trace-speedup), requests naming the same block id share that block&apos;s text, so the server&apos;s prefix cache sees the trace&apos;s reuse; --requests N replays the first N. The run records the reuse the trace implies, the cache hit rate the server reported and how late requests were sent.

--http-client auto (default) streams plain http:// with Lanebook&apos;s own HTTP/1.1 client, the cheapest per token, and uses libcurl for https:// and proxies; curl uses libcurl for everything. The run records which one in extra.http_client.

--telemetry records the GPUs&apos; telemetry with the run (auto, nvml, nvidia-smi, fake, ...; default none); --gpus 0,1 keeps only those GPUs (default: all); --telemetry-every N keeps one 10 Hz tick in N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="206"/>
        <source>STATUS: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="211"/>
        <source>the lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="215"/>
        <source>detect each file&apos;s format and add its runs (one line per file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="220"/>
        <source>list runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="221"/>
        <location filename="../app/cli/commandspec.cpp" line="252"/>
        <location filename="../app/cli/commandspec.cpp" line="370"/>
        <source>only runs whose label, model or tags contain TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="225"/>
        <source>one run in full (RUN = id or label)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="230"/>
        <source>the run&apos;s validity gates; stores them and the status they suggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="235"/>
        <source>paired comparison per workload point: delta, CI, p, verdict, gates, config diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="242"/>
        <source>the throughput frontier per group: the runs no other run of the group beats on both axes, and the dominated ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="245"/>
        <source>the first axis (default output_tok_per_s_per_gpu), higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="247"/>
        <source>the second axis (default output_tok_per_s_per_user), higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="250"/>
        <source>one frontier per lane (default), wave arm, model or label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="256"/>
        <source>CI regression gate: exit 0 no regression beyond the noise and the allowance, 1 a regression or a blocking gate failed, 2 not comparable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="264"/>
        <source>one load-generator run against a live server, recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="269"/>
        <source>any experiment: run a script, record it, and import the results it wrote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="274"/>
        <source>a whole A/B wave: launch arms, canaries, interleaved runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="277"/>
        <source>the wave&apos;s schedule and estimated duration; runs nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="281"/>
        <source>per-GPU telemetry: one snapshot, or a stream until interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="283"/>
        <source>where the figures come from: auto, nvml, nvidia-smi, xpu-smi, amd-smi, sysfs, prometheus=URL or fake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="285"/>
        <source>one snapshot, then exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="286"/>
        <source>samples per second, 0.01 to 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="287"/>
        <source>stop after N ticks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="288"/>
        <source>how long to wait for the tool, at least 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="292"/>
        <source>open a finding: a question and the hypothesis to test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="296"/>
        <source>the write-up the hypothesis is reconstructed from, when it is entered after the results (a notebook back-filled from old write-ups)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="304"/>
        <source>link the runs that test a finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="305"/>
        <source>the control arm&apos;s runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="310"/>
        <source>remove runs from a finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="316"/>
        <source>record the verdict and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="317"/>
        <source>why: the evidence in a sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="319"/>
        <source>the metric the verdict rests on (as compare&apos;s --metric); the findings export compares and charts it; default: the one named before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="323"/>
        <source>change a finding&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="327"/>
        <source>list findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="332"/>
        <source>one finding in full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="337"/>
        <source>the notebook&apos;s lanes, with their runs and SLOs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="342"/>
        <source>the lane&apos;s SLO: shown, set or cleared; bench, wave, compare and check judge the lane&apos;s runs against it when given no SLO of their own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="344"/>
        <source>remove the lane&apos;s SLO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="345"/>
        <source>make the lane when the notebook has none of that name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="349"/>
        <source>notes, tags and a status override on a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="350"/>
        <source>add a note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="351"/>
        <source>add a tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="352"/>
        <source>remove a tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="353"/>
        <source>override the suggested status (needs --reason)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="354"/>
        <source>why the status was overridden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="358"/>
        <source>the findings document, with its charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="359"/>
        <location filename="../app/cli/commandspec.cpp" line="364"/>
        <source>where to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="363"/>
        <source>a lane&apos;s evidence packet: runs, comparisons, findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="368"/>
        <source>the runs table as CSV or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="369"/>
        <source>where to write; the extension picks the format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="374"/>
        <source>copy runs, waves and findings into another notebook; only what it lacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="376"/>
        <source>where to copy: postgresql://user@host:port/db or a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="377"/>
        <location filename="../app/cli/commandspec.cpp" line="385"/>
        <source>runs per transaction (default 500)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="381"/>
        <source>copy runs, waves and findings from another notebook; only what this one lacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="384"/>
        <source>what to copy: postgresql://user@host:port/db or a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="389"/>
        <source>store a secret in the keychain (value read from standard input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="394"/>
        <source>remove a secret from the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="399"/>
        <source>where NAME resolves from (LANEBOOK_SECRET_NAME, then the keychain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="54"/>
        <source>--variable takes NAME=KEY,KEY..., e.g. speculation=--speculative-model,--num-speculative-tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="68"/>
        <source>name the runs either as A B or with --control and --candidate, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="71"/>
        <source>--control and --candidate each need at least one run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="75"/>
        <source>name two runs (A is the control, B the candidate), or use --control and --candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="90"/>
        <location filename="../app/cli/comparecommand.cpp" line="111"/>
        <location filename="../app/cli/comparecommand.cpp" line="125"/>
        <source>lanebook-cli compare: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="129"/>
        <source>lanebook-cli compare: the comparison&apos;s gates could not be stored: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/comparetext.cpp" line="54"/>
        <source>%1 (%n outlier(s))</source>
        <translation>
            <numerusform>%1 (%n outlier)</numerusform>
            <numerusform>%1 (%n outliers)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="113"/>
        <location filename="../app/cli/comparetext.cpp" line="116"/>
        <source>%1 (%2)%3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="113"/>
        <source>no metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="109"/>
        <source>, chosen from the runs; --metric NAME picks another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="119"/>
        <source>control:   %1
candidate: %2

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="62"/>
        <source>Verdict: none. %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="118"/>
        <source>%1 (%2; %3)%4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="125"/>
        <source>%1% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="125"/>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="126"/>
        <source>verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="137"/>
        <source>overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="143"/>
        <source>  (medians; delta is the %1; p %2)

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="144"/>
        <source>median paired ratio (Hodges-Lehmann)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="145"/>
        <source>ratio of geometric means</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="146"/>
        <source>Holm-adjusted across points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="147"/>
        <source>two-sided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="63"/>
        <source>Verdict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="65"/>
        <source> (%1%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/comparetext.cpp" line="67"/>
        <location filename="../app/cli/comparetext.cpp" line="152"/>
        <source>, %n pair(s)</source>
        <translation>
            <numerusform>, %n pair</numerusform>
            <numerusform>, %n pairs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="68"/>
        <source>, not drift-controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="150"/>
        <source>  %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="159"/>
        <source>Decision threshold ±%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="161"/>
        <source> (noise floor %1% from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="167"/>
        <source>; smallest detectable effect %1% (run-to-run spread %2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="178"/>
        <source>
Quality beside speed (medians):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <source>metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <source>change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="82"/>
        <source>%1 (n=%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="165"/>
        <source> (the 1% minimum: noise floor %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="181"/>
        <source>
Speculative decoding (medians):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="183"/>
        <source>
Prefix cache and TTFT by turn (medians):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="185"/>
        <source>
Gates (suggested status: %1):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="193"/>
        <source>
Config diff (control → candidate):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="195"/>
        <source>  none: both arms run the same recipe (an A/A comparison)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="200"/>
        <source>[mechanical, not counted]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="202"/>
        <source>[held fixed: %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="208"/>
        <source>
Notes:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="54"/>
        <source>Nothing to copy: %1 already holds everything in %2 (%3, %4, %5); 0 added.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="56"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="57"/>
        <source>%n wave(s)</source>
        <translation>
            <numerusform>%n wave</numerusform>
            <numerusform>%n waves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="58"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="59"/>
        <source>Copied %1 into %2 in %n batch(es):
</source>
        <translation>
            <numerusform>Copied %1 into %2 in %n batch:
</numerusform>
            <numerusform>Copied %1 into %2 in %n batches:
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="61"/>
        <source>  runs         %1 added, %2 already there, %3 already there from the same result file
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="67"/>
        <source>  judgements   %n run(s) judged again since the last copy: gates and status taken (a status overridden by hand stays)
</source>
        <translation>
            <numerusform>  judgements   %n run judged again since the last copy: gates and status taken (a status overridden by hand stays)
</numerusform>
            <numerusform>  judgements   %n runs judged again since the last copy: gates and status taken (a status overridden by hand stays)
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="71"/>
        <source>  samples      %1, %2, %3 added
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="72"/>
        <source>%n request sample(s)</source>
        <translation>
            <numerusform>%n request sample</numerusform>
            <numerusform>%n request samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="73"/>
        <source>%n telemetry sample(s)</source>
        <translation>
            <numerusform>%n telemetry sample</numerusform>
            <numerusform>%n telemetry samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="74"/>
        <source>%n gate result(s)</source>
        <translation>
            <numerusform>%n gate result</numerusform>
            <numerusform>%n gate results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="75"/>
        <source>  annotations  %n added (notes, tags and statuses)
</source>
        <translation>
            <numerusform>  annotations  %n added (notes, tags and statuses)
</numerusform>
            <numerusform>  annotations  %n added (notes, tags and statuses)
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="77"/>
        <source>  waves        %1 added, %2 updated, %3 already there
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="81"/>
        <source>  findings     %1 added, %2 updated, %3 already there; %n link(s) to runs and waves added
</source>
        <translation>
            <numerusform>  findings     %1 added, %2 updated, %3 already there; %n link to runs and waves added
</numerusform>
            <numerusform>  findings     %1 added, %2 updated, %3 already there; %n links to runs and waves added
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="101"/>
        <source>name the other notebook with --%1 (a postgresql:// address or a file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="119"/>
        <source>lanebook-cli %1: nothing was copied
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="126"/>
        <source>lanebook-cli %1: %2; nothing was copied
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="136"/>
        <source>%1 of %n run(s) checked, %2 added</source>
        <translation>
            <numerusform>%1 of %n run checked, %2 added</numerusform>
            <numerusform>%1 of %n runs checked, %2 added</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="146"/>
        <source>lanebook-cli %1: %2
The batches committed before it stay in %3; run the same command again to copy the rest.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/experimentresults.cpp" line="72"/>
        <source>a table no known tool wrote; --metric NAME=COLUMN maps its columns to import it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/experimentresults.cpp" line="88"/>
        <source>%1: cannot read the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="24"/>
        <source>lanebook-cli export: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="37"/>
        <source>lanebook-cli export %1: warning: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="39"/>
        <source>lanebook-cli export %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="70"/>
        <source>say what to export: findings, packet or runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="72"/>
        <source>unknown export &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="76"/>
        <location filename="../app/cli/findingcommand.cpp" line="94"/>
        <location filename="../app/cli/lanecommand.cpp" line="76"/>
        <location filename="../app/cli/lanecommand.cpp" line="131"/>
        <source>unexpected argument %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="84"/>
        <source>--out names where to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="86"/>
        <source>a packet is of one lane: --lane LANE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="107"/>
        <source>Charts were not drawn: this process has no QApplication to draw them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="110"/>
        <source>lanebook-cli export findings: no findings%1 yet; the document says so
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="114"/>
        <source> in the lane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="21"/>
        <location filename="../app/cli/findingcommand.cpp" line="31"/>
        <location filename="../app/cli/findingcommand.cpp" line="41"/>
        <source>lanebook-cli finding: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="97"/>
        <source>a finding starts with --title and --hypothesis, written before the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="104"/>
        <source>lanebook-cli finding new: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="117"/>
        <source>name one finding, then --control RUN... and/or --candidate RUN...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="122"/>
        <source>--control and --candidate name the runs to link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="130"/>
        <source>lanebook-cli finding link: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="137"/>
        <source>finding %1: %2 and %3 linked
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="139"/>
        <source>%n control run(s)</source>
        <translation>
            <numerusform>%n control run</numerusform>
            <numerusform>%n control runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="141"/>
        <source>%n candidate run(s)</source>
        <translation>
            <numerusform>%n candidate run</numerusform>
            <numerusform>%n candidate runs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="149"/>
        <source>name the finding and the runs to unlink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="155"/>
        <source>lanebook-cli finding unlink: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="159"/>
        <source>finding %1: %n run(s) unlinked
</source>
        <translation>
            <numerusform>finding %1: %n run unlinked
</numerusform>
            <numerusform>finding %1: %n runs unlinked
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="187"/>
        <source>no run linked to finding %1 records %2; they record: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="194"/>
        <source>name the finding and the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="197"/>
        <source>&quot;%1&quot; is not a verdict; use adopted, negative, inconclusive or invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="202"/>
        <source>a verdict needs --reason: say what the comparison showed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="210"/>
        <location filename="../app/cli/findingcommand.cpp" line="215"/>
        <source>lanebook-cli finding verdict: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="218"/>
        <location filename="../app/cli/findingcommand.cpp" line="324"/>
        <source>finding %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="225"/>
        <source>name one finding to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="236"/>
        <source>give --analysis or --analysis-file, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="239"/>
        <source>lanebook-cli finding edit: %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="256"/>
        <source>name at least one field to change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="264"/>
        <source>lanebook-cli finding edit: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="268"/>
        <source>finding %1 updated
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="276"/>
        <source>lanebook-cli finding list: no lane named &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="295"/>
        <source>no findings yet
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="299"/>
        <source>under-test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="308"/>
        <source>name one finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="314"/>
        <source>lanebook-cli finding show: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="325"/>
        <source>verdict: %1%2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="327"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="332"/>
        <source>judged on: %1 (%2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="335"/>
        <source>hypothesis (%1): %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="338"/>
        <source>hypothesis source: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="340"/>
        <source>prediction: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="341"/>
        <source>runs: %1 control, %2 candidate; %n edit(s)
</source>
        <translation>
            <numerusform>runs: %1 control, %2 candidate; %n edit
</numerusform>
            <numerusform>runs: %1 control, %2 candidate; %n edits
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="240"/>
        <source>name a subcommand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="241"/>
        <source>unknown subcommand &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="32"/>
        <source>lanebook-cli gates: %1: the gates could not be stored: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="43"/>
        <source>Gates of %1 (id %2):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="56"/>
        <source>Suggested status: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="59"/>
        <source>Data lost: an older Lanebook masked %1 as if they were secrets and did not keep them; the gates judged the run without them. %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="64"/>
        <source>A measured run has no source file to restore them from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="66"/>
        <source>Import %1 again to restore them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="69"/>
        <source>Status: %1, set by hand (&quot;%2&quot;); the gates do not change it.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="72"/>
        <source>Status: failed (the run did not complete); kept.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="43"/>
        <source>lanebook-cli import: name at least one file or folder
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="68"/>
        <source>lanebook-cli import: no files found in %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="80"/>
        <source>FAILED  %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="86"/>
        <source>skipped %1  (comes with %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="92"/>
        <source>skipped %1  (not a benchmark result)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="97"/>
        <source>ok      %1  [%2]  %n run(s) added, %3 already present
</source>
        <translation>
            <numerusform>ok      %1  [%2]  %n run added, %3 already present
</numerusform>
            <numerusform>ok      %1  [%2]  %n runs added, %3 already present
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="102"/>
        <source>        %n run(s) got back values an older Lanebook had masked as secrets
</source>
        <translation>
            <numerusform>        %n run got back values an older Lanebook had masked as secrets
</numerusform>
            <numerusform>        %n runs got back values an older Lanebook had masked as secrets
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="108"/>
        <source>%1: %2, %3 already present, %4, %5 skipped
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="109"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="110"/>
        <source>%n run(s) added</source>
        <translation>
            <numerusform>%n run added</numerusform>
            <numerusform>%n runs added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="112"/>
        <source>%n file(s) failed</source>
        <translation>
            <numerusform>%n file failed</numerusform>
            <numerusform>%n files failed</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="54"/>
        <source>name the command to run after --, e.g. lanebook-cli run --label sweep -- ./sweep.sh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="58"/>
        <source>no command after --</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="61"/>
        <source>unexpected argument &quot;%1&quot; before --; the command goes after --</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="69"/>
        <source>--out-dir: %1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="150"/>
        <source>the command did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="156"/>
        <source>the command %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="187"/>
        <source>run %1  %2  %3 in %4 s, peak RSS %5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="193"/>
        <source>run %1  %2  %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/runcommand.cpp" line="204"/>
        <source>  %1  [%2]  %n run(s) added%3%4
</source>
        <translation>
            <numerusform>  %1  [%2]  %n run added%3%4
</numerusform>
            <numerusform>  %1  [%2]  %n runs added%3%4
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="209"/>
        <source>, %1 already present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="214"/>
        <source>  %1  not a result: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="247"/>
        <location filename="../app/cli/runcommand.cpp" line="353"/>
        <source>lanebook-cli run: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="265"/>
        <source>lanebook-cli run: %1 holds more than %2 files; only the first are watched for results (--out-dir names the results folder)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="279"/>
        <source>lanebook-cli run: no GPU telemetry is recorded with this run: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="324"/>
        <source>lanebook-cli run: cannot record the run in %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="329"/>
        <source>lanebook-cli run: %1; its result files were not imported: import them with lanebook-cli import once the notebook can be written
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="336"/>
        <source>lanebook-cli run: the telemetry trace of run %1 was not stored: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="365"/>
        <source>the command wrote no file in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/runcommand.cpp" line="366"/>
        <source>none of the %n file(s) the command wrote in %1 is a result Lanebook reads</source>
        <translation>
            <numerusform>none of the %n file the command wrote in %1 is a result Lanebook reads</numerusform>
            <numerusform>none of the %n files the command wrote in %1 is a result Lanebook reads</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="372"/>
        <source>lanebook-cli run: --metric was given but %1; the run %2 is recorded without results
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="378"/>
        <source>lanebook-cli run: %1; run %2 records the command alone
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="384"/>
        <source>lanebook-cli run: %1 (recorded as failed run %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="390"/>
        <source>lanebook-cli run: the command %1 (recorded as failed run %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runscommand.cpp" line="22"/>
        <source>lanebook-cli runs: unexpected argument &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runscommand.cpp" line="59"/>
        <location filename="../app/cli/runscommand.cpp" line="64"/>
        <source>lanebook-cli show: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="96"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="96"/>
        <location filename="../app/cli/runtext.cpp" line="115"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="96"/>
        <location filename="../app/cli/runtext.cpp" line="114"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="96"/>
        <location filename="../app/cli/runtext.cpp" line="116"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="97"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="97"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="113"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="117"/>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="121"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="122"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="123"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="124"/>
        <source>Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="125"/>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="127"/>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="147"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="153"/>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="153"/>
        <source>%1 per-request samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="28"/>
        <source>usage: lanebook-cli secret set NAME      (the value is read from standard input)
       lanebook-cli secret delete NAME
       lanebook-cli secret check NAME    (where NAME resolves from; never the value)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="65"/>
        <source>lanebook-cli secret: cannot read standard input
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="70"/>
        <source>Value of secret &quot;%1&quot; (not shown): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="78"/>
        <source>lanebook-cli secret: the value on standard input is longer than %1 bytes; pipe the token alone
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="95"/>
        <source>secret &quot;%1&quot;: from the environment variable %2 (the keychain is not asked when it is set)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="100"/>
        <source>secret &quot;%1&quot;: from the keychain (service &quot;%2&quot;, key &quot;%1&quot;); %3 is not set
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="125"/>
        <location filename="../app/cli/secretcommand.cpp" line="132"/>
        <location filename="../app/cli/secretcommand.cpp" line="143"/>
        <source>lanebook-cli secret: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="135"/>
        <source>Deleted secret &quot;%1&quot; from the keychain.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="146"/>
        <source>Stored secret &quot;%1&quot; in the keychain; a config names it as {&quot;secret&quot;: &quot;%1&quot;}.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="151"/>
        <source>lanebook-cli secret: unknown action &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="115"/>
        <source>%1 %2 %3 %4 %5 %6 %7 %8 %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="117"/>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="118"/>
        <source>UTIL%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="119"/>
        <source>MEM GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="120"/>
        <source>TEMP C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="121"/>
        <source>POWER W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="122"/>
        <source>SM MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="123"/>
        <source>PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="124"/>
        <source>FAN%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="125"/>
        <source>%1 </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="125"/>
        <source>TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="126"/>
        <source> THROTTLE
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="174"/>
        <source>unknown argument %1 (usage: telemetry [--source auto|nvml|nvidia-smi|xpu-smi|amd-smi|sysfs|prometheus=URL|fake] [--once] [--hz N] [--count N])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="179"/>
        <location filename="../app/cli/telemetrycommand.cpp" line="194"/>
        <location filename="../app/cli/telemetrycommand.cpp" line="201"/>
        <source>lanebook-cli telemetry: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="216"/>
        <source>source: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="221"/>
        <location filename="../app/cli/telemetrycommand.cpp" line="253"/>
        <source>lanebook-cli telemetry: %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="226"/>
        <source>source: %1 (Ctrl+C stops)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="251"/>
        <source>lanebook-cli telemetry: %1: reading again
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="48"/>
        <source>usage: lanebook-cli wave run PLAN.json     run a wave and record its runs
       lanebook-cli wave plan PLAN.json    print its schedule, run nothing
       options: --pid-dir DIR (where started servers are recorded)
                --telemetry SOURCE (auto, the default; nvml, nvidia-smi, xpu-smi, amd-smi,
                  sysfs, prometheus=URL, fake, fake=CAPTURE; none: no GPU telemetry)
                --telemetry-every N (keep one 10 Hz tick in N with the runs)
                --quality-dir DIR (quality steps&apos; files; default: beside the notebook)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="65"/>
        <source>lanebook-cli wave: %1: cannot read the plan: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="82"/>
        <location filename="../app/cli/wavecommand.cpp" line="132"/>
        <location filename="../app/cli/wavecommand.cpp" line="179"/>
        <source>lanebook-cli wave: %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="83"/>
        <location filename="../app/cli/wavecommand.cpp" line="133"/>
        <location filename="../app/cli/wavecommand.cpp" line="180"/>
        <source>lanebook-cli wave: %1: the plan was refused; nothing was started
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="89"/>
        <source>The plan names no SLO; lane %1&apos;s is used: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavecommand.cpp" line="141"/>
        <source>lanebook-cli wave: stopped %n server(s) left by an earlier Lanebook that did not exit cleanly
</source>
        <translation>
            <numerusform>lanebook-cli wave: stopped %n server left by an earlier Lanebook that did not exit cleanly
</numerusform>
            <numerusform>lanebook-cli wave: stopped %n servers left by an earlier Lanebook that did not exit cleanly
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="154"/>
        <source>--telemetry none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="160"/>
        <source>Telemetry: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="166"/>
        <source>lanebook-cli wave: no GPU telemetry is recorded with this wave&apos;s runs: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="201"/>
        <source>Wave %1 (id %2): each arm searches for its highest concurrency under the SLO, up to %3 runs
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="209"/>
        <source>Wave %1 (id %2): %3 runs, order %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="227"/>
        <source>    %1: %2/%3 done, %4 failed, %5 tok/s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="243"/>
        <source>lanebook-cli wave: arm %1 failed: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="269"/>
        <location filename="../app/cli/wavecommand.cpp" line="306"/>
        <source>lanebook-cli wave: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="278"/>
        <source>lanebook-cli wave: wave %1 %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="281"/>
        <source>was aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="282"/>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="22"/>
        <source>no GPU pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="23"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="28"/>
        <source>concurrency %1, input %2 tok, output %3 tok, %4 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="38"/>
        <source>%1 holds a higher load than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="40"/>
        <source>%1 holds a lower load than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="42"/>
        <source>no difference beyond the search&apos;s resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="44"/>
        <source>inconclusive: the interval is too wide to decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="45"/>
        <source>not enough data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="52"/>
        <source>Highest concurrency under %1 for %2 % of requests (resolution %3 %):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="60"/>
        <source>  %1 (%2), input %3 tok, repeat %4: %5 (%6, %n probe(s))
</source>
        <translation>
            <numerusform>  %1 (%2), input %3 tok, repeat %4: %5 (%6, %n probe)
</numerusform>
            <numerusform>  %1 (%2), input %3 tok, repeat %4: %5 (%6, %n probes)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="80"/>
        <source>  %1 against %2, input %3 tok: %4 over %n pair(s): %5
</source>
        <translation>
            <numerusform>  %1 against %2, input %3 tok: %4 over %n pair: %5
</numerusform>
            <numerusform>  %1 against %2, input %3 tok: %4 over %n pairs: %5
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="86"/>
        <source>    %n repeat(s) left out: a search there ended without a maximum
</source>
        <translation>
            <numerusform>    %n repeat left out: a search there ended without a maximum
</numerusform>
            <numerusform>    %n repeats left out: a search there ended without a maximum
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="100"/>
        <source>Wave %1: %2 arms, %3 workload points, %4 repeats; each arm searches for its highest concurrency under %5 for %6 % of requests, to %7 %, from concurrency %8, in at most %9 probes
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="113"/>
        <source>Each round, one probe per arm still searching: %1; %2, restart %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="119"/>
        <source>At most %1 runs, %2 (from each config&apos;s expected startup and tok/s per stream, every probe at the starting concurrency)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="125"/>
        <source>Wave %1: %2 arms, %3 workload points, %4 repeats, %5 runs; order %6, %7, restart %8
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="134"/>
        <source>Order: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="141"/>
        <source>, starts its server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="144"/>
        <source>Estimated duration: %1 (from each config&apos;s expected startup and tok/s per stream)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="153"/>
        <source>[%1] repeat %2, probe %3 of arm %4 (%5): %6 on %7
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="158"/>
        <source>[%1/%2] repeat %3, %4: arm %5 (%6) on %7
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="169"/>
        <source>    recorded run %1 (%2): %3 of %4 requests completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="175"/>
        <source>, %1 output tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="178"/>
        <source>, median TTFT %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="185"/>
        <source>    FAILED: %1 (recorded as run %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="188"/>
        <source>    FAILED: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="190"/>
        <source>    skipped: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="192"/>
        <source>    not run: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="199"/>
        <source>
Wave %1 (id %2): %3. %4 runs recorded, %5 failed, %6 skipped, %7 not run.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="223"/>
        <source>Median output tok/s over the recorded repeats:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="231"/>
        <source>%1 %2 (IQR %3, n=%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="241"/>
        <source>Quality steps (their runs stand beside the arms&apos; speed runs; compare shows them):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="244"/>
        <source>  %1 %2 (server start %3): %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="248"/>
        <source>  %1 %2 (server start %3): failed, see the errors
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="212"/>
        <location filename="../app/cli/wavetext.cpp" line="252"/>
        <source>  error: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="275"/>
        <source>Compare the arms: lanebook-cli compare --control %1 --candidate %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="278"/>
        <source>  %n run(s) kept in the run journal are not in that list: they get their ids when the notebook next opens
</source>
        <translation>
            <numerusform>  %n run kept in the run journal are not in that list: they get their ids when the notebook next opens
</numerusform>
            <numerusform>  %n runs kept in the run journal are not in that list: they get their ids when the notebook next opens
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="24"/>
        <source>(no arm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="56"/>
        <source>%1 is lower-is-better; the frontier takes two higher-is-better metrics (throughput, per GPU, per user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="61"/>
        <source>lanebook-cli pareto: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="101"/>
        <source>Frontier of %1 against %2, by %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="106"/>
        <source>%1: on the frontier %2, dominated %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="23"/>
        <source>converged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="25"/>
        <source>the probe budget ran out before the bracket narrowed to the resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="27"/>
        <source>even the lowest load missed the SLO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="29"/>
        <source>the highest load allowed still met the SLO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="80"/>
        <location filename="../app/cli/paretocommand.cpp" line="110"/>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="80"/>
        <source>probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="80"/>
        <source>concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="81"/>
        <source>attainment %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="65"/>
        <source>lanebook-cli bench: cannot record probe %1 in %2: %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="94"/>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="94"/>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="73"/>
        <source>lanebook-cli bench: probe %1 failed: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="111"/>
        <source>Max concurrency under %1 for %2 % of requests: %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="115"/>
        <location filename="../app/cli/lanecommand.cpp" line="42"/>
        <location filename="../app/cli/wavetext.cpp" line="66"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="117"/>
        <source>Search: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="110"/>
        <source>label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="115"/>
        <source>dominated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="127"/>
        <source>No run records both %1 and %2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="129"/>
        <source>Left out, without both metrics: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="21"/>
        <source>lanebook-cli lane: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="49"/>
        <source>lanebook-cli lane list: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="60"/>
        <source>No lanes yet: a lane is made by its first run or wave.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/lanecommand.cpp" line="64"/>
        <source>%1  %n run(s)  SLO: %2
</source>
        <translation>
            <numerusform>%1  %n run  SLO: %2
</numerusform>
            <numerusform>%1  %n runs  SLO: %2
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="74"/>
        <source>name the lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="78"/>
        <source>give the SLO or --clear, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="85"/>
        <source>lanebook-cli lane slo: the notebook has no lane &quot;%1&quot;
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="91"/>
        <source>Lane %1: SLO %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="104"/>
        <source>lanebook-cli lane slo: %1; the notebook was not changed
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="111"/>
        <source>Lane %1: SLO %2. Its runs are judged against it when a command or a wave plan names no SLO of its own.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="115"/>
        <source>Lane %1: no SLO.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="101"/>
        <location filename="../models/comparison/comparisonpairing.cpp" line="131"/>
        <source>run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="121"/>
        <source>unknown: repeat each arm at least %1 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="129"/>
        <source>paired by repeat slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="131"/>
        <source>paired by start time (back to back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="135"/>
        <source>unpaired, not drift-controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="142"/>
        <source>the one workload point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="144"/>
        <source>paired log ratios of all points pooled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="146"/>
        <source>inverse-variance combination of the points&apos; Welch deltas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="150"/>
        <source>not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="87"/>
        <location filename="../models/comparison/comparisonoverall.cpp" line="236"/>
        <source>override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="97"/>
        <location filename="../models/comparison/comparisonoverall.cpp" line="237"/>
        <source>control repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="186"/>
        <source>No workload point has two or more runs with some spread on each arm, so no interval can be combined. Run at least three repeats of each arm, interleaved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="222"/>
        <source>Left out of the overall: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="240"/>
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
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="131"/>
        <source>At %1, no partner in the same repeat slot for %2; left out of the pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="184"/>
        <source>%1 record %2 as zero or negative. Ratios are taken on logs, so these runs cannot be compared; a zero throughput usually means the run failed. Rerun them, or leave them out of the arms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="212"/>
        <source>Welch on logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="274"/>
        <source>The %1 arm has no runs. Choose at least one run for each arm (three or more interleaved repeats each to reach a verdict).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="229"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="276"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="336"/>
        <source>control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="172"/>
        <source>%1 of these runs was judged against different SLOs (%2). Judge every run against one SLO: compare --slo, or the lane&apos;s SLO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="226"/>
        <source>At %1, %2 run %3 stands out (%4 %5: %6); it is kept in the numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="229"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="276"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="336"/>
        <source>candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="288"/>
        <source>%1 is in both arms; a run cannot be its own control. Put each run in one arm only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="479"/>
        <source>None of the runs records a throughput metric (output_tok_per_s, gen_tok_per_s, ...). Name the metric to compare with --metric NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="340"/>
        <source>No %1 run records %2 (%3 lack it), so there is nothing to compare it with. Compare a metric both arms record%4, or import runs of the %1 arm that measured %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="178"/>
        <source>%1 record %2 as zero: no request met the SLO, so there is no ratio to take. Loosen the SLO or lower the load until some requests meet it, or compare a latency metric instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="345"/>
        <source> (--metric %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="349"/>
        <source>%1 in the %2 arm record no %3 and are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="400"/>
        <source>The arms share no workload point: the control runs (%1) were measured at %2, the candidate runs (%3) at %4. Compare runs of the same concurrency, request rate and lengths, or rerun one arm at the other&apos;s workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="409"/>
        <source>Only the control arm measured %1; left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="412"/>
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
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="29"/>
        <source>No delta could be computed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="44"/>
        <source>%1 %2 is worse than the noise band ±%3 and the allowed %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="49"/>
        <source>%1 %2 is a real loss, within the allowed %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="53"/>
        <source>%1 %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="64"/>
        <source>%1 is worse than the allowed %2 (point estimate only: too few repeats for an interval).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="69"/>
        <source>%1 is within the allowed %2 (point estimate only: too few repeats for an interval).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="113"/>
        <source>all points</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonclaim.cpp" line="18"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="30"/>
        <source>Candidate (B) would be faster (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="32"/>
        <source>Candidate (B) would be slower (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="37"/>
        <source>The difference would be within noise (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="73"/>
        <source>%1, but this does not count: the gates suggest invalid (%2 failed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="78"/>
        <source>%1, but this does not count: the gates suggest inconclusive (no gate could judge these runs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="81"/>
        <source>%1, but this does not count: the gates suggest inconclusive (no evidence for %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="91"/>
        <source>%1 (does not count: the gates suggest invalid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="93"/>
        <source>%1 (does not count: the gates suggest inconclusive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonplanner.cpp" line="40"/>
        <source>The planner asks for %1 pairs at this spread: run %n more interleaved repeat(s) of both arms.</source>
        <translation>
            <numerusform>The planner asks for %1 pairs at this spread: run %n more interleaved repeat of both arms.</numerusform>
            <numerusform>The planner asks for %1 pairs at this spread: run %n more interleaved repeats of both arms.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="62"/>
        <source>Faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="64"/>
        <source>Slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="66"/>
        <source>Within noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="70"/>
        <source>Not enough data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="159"/>
        <source>These runs cannot be compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="165"/>
        <source>Candidate (B) is faster: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="168"/>
        <source>Candidate (B) is slower: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="171"/>
        <source>Within noise: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="176"/>
        <source>Not enough data to call it: %1 %2 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="178"/>
        <source>Not enough data to call it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="204"/>
        <source>%1% CI %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="210"/>
        <source>p %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="210"/>
        <source>p = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontext.cpp" line="213"/>
        <source>%n pair(s), paired</source>
        <translation>
            <numerusform>%n pair, paired</numerusform>
            <numerusform>%n pairs, paired</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="214"/>
        <source>unpaired: not drift-controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="217"/>
        <source>called only outside ±%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="221"/>
        <source>higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="222"/>
        <source>lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="224"/>
        <source>%1, %2 (chosen from the runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="226"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="236"/>
        <source>Noise floor ±%1% (A/A spread, from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="239"/>
        <source>Noise floor %1 (until then the 1% minimum applies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="241"/>
        <source>decision threshold ±%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="243"/>
        <source>smallest effect this data could detect: %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="246"/>
        <source> (run-to-run spread %1%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="249"/>
        <source>smallest detectable effect unknown: it needs repeats on both arms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfigDiff</name>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="129"/>
        <source>runtime/version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="131"/>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="133"/>
        <source>context length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="135"/>
        <source>concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="137"/>
        <source>output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="139"/>
        <source>sampling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="141"/>
        <source>prompt set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="143"/>
        <source>drafter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="145"/>
        <source>draft depth K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="147"/>
        <source>quantization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="149"/>
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
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="49"/>
        <source>Opportunistic Expert Activation (OEA) on GLM-5-NVFP4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="50"/>
        <source>Tokens of one decode batch often route to the same experts. Letting each token fill its last k-k0 expert slots from experts the batch already activates (piggybacking) cuts the unique experts per MoE layer and raises decode throughput on 8x RTX PRO 6000 (SM120).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="58"/>
        <source>a published clean A/B of OEA on GLM-5-NVFP4 (vllm bench serve, one run per arm at concurrency 10, 64, 256 and 1024)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="62"/>
        <source>Higher output tok/s at high concurrency (256, 1024), where batches are large enough to share experts; no change at concurrency 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="73"/>
        <source>Average output throughput is within 0.3% of the baseline at every concurrency (10, 64, 256, 1024): no benefit on random prompts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="76"/>
        <source>Reproduced from a published clean comparison (one `vllm bench serve` run per arm and concurrency, OEA server first, then the baseline).

**Why it did not help.** The benchmark&apos;s random prompts route almost uniformly over all 256 experts, so the batch-wide set of experts chosen by the top-k0 slots is already nearly the full set: there is nothing to piggyback on. What OEA adds (an argsort to recover the top-k0 experts, since the fused top-k returns `sorted=False`, the mask construction, the score gathering) cancels any marginal gain.

**What the numbers do not say.** Peak throughput was higher with OEA at 256 (+3.6%) and 1024 (+5.9%), a transient effect that does not move the average. One run per point, not interleaved, cannot separate a 0.2% loss from noise: the gates below say so. The conclusion is that the mechanism works but buys nothing on uniform routing; it is not a measured slowdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="90"/>
        <source>Batch-level expert piggybacking as a throughput lever when routing is near-uniform (random or synthetic prompts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="93"/>
        <source>Rerun on a natural-language prompt set where some experts are hot (common tokens, punctuation), with 3+ interleaved repeats per arm, before trying OEA again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="101"/>
        <source>2-bit experts for decode speed on Qwen 397B MoE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="102"/>
        <source>Streaming 2-bit instead of 4-bit experts from SSD halves the bytes read per decoded token, so decode tok/s rises by about 40% with quality close enough for tool calling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="107"/>
        <source>a published 4-, 3- and 2-bit expert quantization sweep of Qwen 397B MoE (decode speed, perplexity and JSON tool calls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="111"/>
        <source>About +40% gen tok/s (fewer bytes per token); perplexity within 5% of 4-bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="122"/>
        <source>Faster, but past the quality cliff: perplexity nearly doubles and JSON tool calls break (\name\ instead of &quot;name&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="125"/>
        <source>A published quantization sweep (4-bit, 3-bit, 2-bit; six interleaved `llama-bench` repeats for 4- and 2-bit, one `llama-perplexity` run per width). The 4-bit speed is the published 4.36 tok/s; the other speeds and the perplexities are illustrative, chosen to show the shape the sweep found.

Speed rises smoothly as bits fall; quality does not. 3-bit costs about 6% perplexity, 2-bit costs about 93%, and the 2-bit model writes `\name\` instead of `&quot;name&quot;` in JSON, which breaks every tool call. The speed claim is real and useless: a configuration that cannot call tools is not a production candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="135"/>
        <source>Uniform 2-bit expert quantization for any lane that promises tool calling or JSON output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="138"/>
        <source>Try mixed precision (2-bit for cold experts, 4-bit for hot ones and attention) and gate it with a JSON tool-call canary, not perplexity alone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message numerus="yes">
        <location filename="../app/cli/runscommand.cpp" line="42"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportTr</name>
    <message>
        <location filename="../backends/export/exportoutcome.cpp" line="15"/>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/exportoutcome.cpp" line="20"/>
        <location filename="../backends/export/runsexport.cpp" line="34"/>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/exportoutcome.cpp" line="26"/>
        <location filename="../backends/export/runsexport.cpp" line="52"/>
        <source>%1: writing failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="49"/>
        <source>no lane named &quot;%1&quot;: the notebook has no lanes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="51"/>
        <source>no lane named &quot;%1&quot;; lanes: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="75"/>
        <source>wave %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="104"/>
        <source>finding %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="105"/>
        <source>%1 by workload point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="108"/>
        <source>no data for the chosen axes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="109"/>
        <source>nothing to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="150"/>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="147"/>
        <location filename="../backends/export/findingsexport.cpp" line="156"/>
        <source>the chart could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="162"/>
        <source>finding %1: no chart: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/export/findingsexport.cpp" line="171"/>
        <source>finding %1: %n linked run(s) deleted since</source>
        <translation>
            <numerusform>finding %1: %n linked run deleted since</numerusform>
            <numerusform>finding %1: %n linked runs deleted since</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="175"/>
        <source>finding %1: no linked runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="51"/>
        <source>Written by %1 on %2; regenerate with `lanebook-cli export packet --lane LANE --out DIR`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="75"/>
        <source>measured decode tok/s above the byte ledger&apos;s bound (BW × 0.92 / B_token): physics has no fast path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="78"/>
        <source>fewer tokens generated than asked, early EOS, empty outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="80"/>
        <source>cached prompt tokens or repeated prompts in a headline throughput run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="83"/>
        <source>throttling, SM clock moving, temperature climbing; clocks not locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="85"/>
        <source>the arms differ in more than one held-fixed variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="87"/>
        <source>arms not interleaved, fewer than 3 repeats in separate processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="89"/>
        <source>the delta inside the noise floor, or too few samples for the claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="91"/>
        <source>canary output not valid JSON or tool calls broken; quality improving after quantizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="94"/>
        <source>a throughput number without its context length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="96"/>
        <source>failed requests above the threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="98"/>
        <source>ramp-up and drain more than half the run, or throughput still rising or falling through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="107"/>
        <source>not judged yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="122"/>
        <source>%1 pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="124"/>
        <source>warn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="126"/>
        <source>fail: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="128"/>
        <source>evidence missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="135"/>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/export/packetexport.cpp" line="155"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="157"/>
        <source> of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="159"/>
        <source>, measured with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="161"/>
        <source>, from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="164"/>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="165"/>
        <source>- [reproduce.md](reproduce.md): the source files and recipes
- [validity-gates.md](validity-gates.md): each run&apos;s gates
- [bugs-failed-paths.md](bugs-failed-paths.md): negative results and invalid runs, kept
- `data/&lt;label&gt;/summary.json`: each run in full
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="171"/>
        <source>Runs by status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="175"/>
        <location filename="../backends/export/packetexport.cpp" line="192"/>
        <location filename="../backends/export/packetexport.cpp" line="279"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="175"/>
        <location filename="../backends/export/packetexport.cpp" line="275"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="177"/>
        <source>Results that count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="187"/>
        <source>_No run of this lane is promoted or valid yet: nothing here is a headline number. See validity-gates.md for what holds them back._
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="192"/>
        <location filename="../backends/export/packetexport.cpp" line="279"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="192"/>
        <source>Workload point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="193"/>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="193"/>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="196"/>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="198"/>
        <source>_No findings recorded for this lane._
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="205"/>
        <source>under test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="212"/>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="212"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="213"/>
        <source>Delta (CI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="213"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="222"/>
        <source>Reproduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="224"/>
        <source>Every run of the lane, by the file it came from. Re-import a file with `lanebook-cli import FILE` (importing twice adds nothing); the sha256 says whether it is the same file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="233"/>
        <source>Recorded by Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="236"/>
        <source>sha256 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="251"/>
        <source>Recipe of %1 (secrets redacted):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="262"/>
        <source>Validity gates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="263"/>
        <source>The validity gates (clean arms, warm-up, saturation, one variable, interleaving, drift, and the others Lanebook checks), as stored when each run was judged. A fail makes a run invalid, a warn diagnostic; a gate without its evidence leaves it inconclusive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="274"/>
        <source>Gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="274"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="274"/>
        <source>Fails or warns when</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="279"/>
        <source>Gates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="291"/>
        <source>What holds runs back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="293"/>
        <source>_Nothing: every judged gate passed or does not apply._
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="301"/>
        <source>Bugs and failed paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="302"/>
        <source>Kept so that nobody walks them again: a path that failed, with why, saves the next engineer the same week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="305"/>
        <source>Negative results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="320"/>
        <source>Why we tried it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="321"/>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="322"/>
        <source>control %1, candidate %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="324"/>
        <source>Config delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="325"/>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="333"/>
        <source>Correctness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="336"/>
        <source>Failure signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="337"/>
        <source>Rules out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="338"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="339"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="339"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="343"/>
        <source>_No negative, invalid or inconclusive finding in this lane._</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="345"/>
        <source>Invalid and failed runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="355"/>
        <source>_None._
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="448"/>
        <source>the lane %1 has no runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/export/runsexport.cpp" line="272"/>
        <source>%1: the file name must end in .csv or .json (the format is chosen by it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindingStyle</name>
    <message>
        <location filename="../widgets/findings/findingstyle.cpp" line="42"/>
        <source>under test</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindingsTr</name>
    <message>
        <location filename="../models/findings/finding.cpp" line="55"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="57"/>
        <location filename="../models/findings/findingsection.cpp" line="87"/>
        <source>Hypothesis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="59"/>
        <location filename="../models/findings/findingsection.cpp" line="472"/>
        <source>Prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="61"/>
        <source>Reason for the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="63"/>
        <location filename="../models/findings/findingsection.cpp" line="481"/>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="65"/>
        <location filename="../models/findings/findingsection.cpp" line="486"/>
        <source>Rules out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="67"/>
        <location filename="../models/findings/findingsection.cpp" line="488"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="81"/>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingcanaries.cpp" line="85"/>
        <source>passes (%n run(s))</source>
        <translation>
            <numerusform>passes (%n run)</numerusform>
            <numerusform>passes (%n runs)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="86"/>
        <source>fails on %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="88"/>
        <source>(agrees with the control on at least %1% of words)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="116"/>
        <location filename="../models/findings/findingevidence.cpp" line="41"/>
        <source>control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="117"/>
        <location filename="../models/findings/findingevidence.cpp" line="41"/>
        <source>candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="124"/>
        <source>%1, %2 said: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="129"/>
        <source>Canaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="131"/>
        <source>Canary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="131"/>
        <location filename="../models/findings/findingsection.cpp" line="147"/>
        <location filename="../models/findings/findingsection.cpp" line="193"/>
        <location filename="../models/findings/findingsection.cpp" line="250"/>
        <location filename="../models/findings/findingsection.cpp" line="299"/>
        <location filename="../models/findings/findingsection.cpp" line="354"/>
        <location filename="../models/findings/findingsection.cpp" line="356"/>
        <location filename="../models/findings/findingsection.cpp" line="420"/>
        <source>Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="131"/>
        <location filename="../models/findings/findingsection.cpp" line="148"/>
        <location filename="../models/findings/findingsection.cpp" line="194"/>
        <location filename="../models/findings/findingsection.cpp" line="251"/>
        <location filename="../models/findings/findingsection.cpp" line="300"/>
        <location filename="../models/findings/findingsection.cpp" line="355"/>
        <location filename="../models/findings/findingsection.cpp" line="421"/>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="133"/>
        <source>Where a canary failed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingevidence.cpp" line="29"/>
        <source>No runs are linked to this finding yet, so there is nothing to compare. Link them with `lanebook-cli finding link %1 --control RUN... --candidate RUN...` or from the Compare tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingevidence.cpp" line="33"/>
        <source>Every run linked to this finding has since been deleted from the notebook; the numbers below cannot be recomputed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingevidence.cpp" line="39"/>
        <source>Only the %1 arm has runs linked; a comparison needs both. Link the %2 runs with `lanebook-cli finding link %3 --%2 RUN...`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="48"/>
        <source>%1 (%n outlier(s))</source>
        <translation>
            <numerusform>%1 (%n outlier)</numerusform>
            <numerusform>%1 (%n outliers)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="66"/>
        <source>**Verdict: none yet.** The idea is still under test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="67"/>
        <source>**Verdict: %1.**</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="79"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="80"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="89"/>
        <source>_No hypothesis was written. A result without one is a browse, not an experiment: without a prediction written first, any outcome can be read as support._
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="97"/>
        <source>_Written %1, before the first linked run started (%2)._</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="98"/>
        <source>_Written %1, **after** the first linked run started (%2): the results were known when it was written._</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="103"/>
        <source>_Written %1._</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="111"/>
        <source>_Reconstructed after the results, from: %1._</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="128"/>
        <source>Byte ledger: no prediction for the candidate (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="130"/>
        <source>Byte ledger: the candidate can decode at most %1 tok/s at %2 (measured %3 tok/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="144"/>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="151"/>
        <source>Arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="151"/>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="151"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="156"/>
        <source>Waves: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="161"/>
        <source>%1 (%2, run %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="165"/>
        <source>&gt; **%n linked run(s) deleted since:** %1. The numbers below use the runs that remain.</source>
        <translation>
            <numerusform>&gt; **%n linked run deleted since:** %1. The numbers below use the runs that remain.</numerusform>
            <numerusform>&gt; **%n linked runs deleted since:** %1. The numbers below use the runs that remain.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="175"/>
        <source>What differs between the arms (everything else was the same):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="179"/>
        <source>_Nothing recorded differs: both arms ran the same recipe (an A/A comparison)._
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="189"/>
        <source>held-fixed variable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="193"/>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="194"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="200"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="202"/>
        <source>No comparison table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="203"/>
        <source>nothing could be compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="213"/>
        <source>Metric %1, %2; medians per arm; delta is the %3 with its %4% confidence interval; p is %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="217"/>
        <source>higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="218"/>
        <source>lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="219"/>
        <source>median paired ratio (Hodges-Lehmann)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="220"/>
        <source>ratio of geometric means (not drift-controlled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="222"/>
        <source>Holm-adjusted across points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="223"/>
        <source>two-sided</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="234"/>
        <location filename="../models/findings/findingsection.cpp" line="248"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="235"/>
        <source>unpaired, %1 vs %2 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="240"/>
        <source>**overall**</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="249"/>
        <source>not drift-controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="250"/>
        <source>Workload point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="251"/>
        <source>Delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="252"/>
        <source>%1% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="253"/>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="253"/>
        <location filename="../models/findings/findingsmarkdown.cpp" line="64"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="253"/>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="257"/>
        <source>A change is called only when the whole interval lies outside ±%1% (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="263"/>
        <source>the A/A noise floor, from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="264"/>
        <source>the 1% minimum; the A/A noise floor from %1 is %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="268"/>
        <source>These runs can detect an effect of about %1%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="306"/>
        <source>Quality beside speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="299"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="260"/>
        <source>the 1% minimum; the noise floor is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="300"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="308"/>
        <source>Speculative decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="310"/>
        <source>Prefix cache and TTFT by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="315"/>
        <source>Gates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="317"/>
        <source>_No gates: there is no comparison to check._
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="319"/>
        <source>Suggested status: **%1**.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="325"/>
        <source>Gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="325"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="325"/>
        <location filename="../models/findings/findingsmarkdown.cpp" line="66"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="331"/>
        <source>Conclusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="339"/>
        <source>The measurement says **%1**: %2 %3 (%4% CI %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="351"/>
        <source>Reproduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="353"/>
        <source>_No runs to reproduce._
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="357"/>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="362"/>
        <source>and %n more run(s)</source>
        <translation>
            <numerusform>and %n more run</numerusform>
            <numerusform>and %n more runs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="370"/>
        <source>, from %1 (%2, sha256 %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="375"/>
        <source>, started %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="384"/>
        <source>command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="389"/>
        <source>Re-import a source file with `lanebook-cli import FILE`; compare the arms again with `lanebook-cli compare --control RUN... --candidate RUN...`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="410"/>
        <source>Reporting standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="412"/>
        <source>_No configuration to report: no runs are linked._
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="414"/>
        <source>Every configuration carries these fields, so that a reader can rebuild it; `~` marks one the runs did not record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="418"/>
        <source>Results at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="425"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="435"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="440"/>
        <source>No chart for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="467"/>
        <source>Lane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="468"/>
        <source>finding %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="469"/>
        <source>last edited %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="473"/>
        <source>No prediction was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="483"/>
        <source>_No analysis written yet._
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="487"/>
        <location filename="../models/findings/findingsection.cpp" line="489"/>
        <source>Not written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsformat.cpp" line="34"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsformat.cpp" line="55"/>
        <source>no runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="33"/>
        <source>%1 still under test</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsmarkdown.cpp" line="34"/>
        <source>%n finding(s): %1.</source>
        <translation>
            <numerusform>%n finding: %1.</numerusform>
            <numerusform>%n findings: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="41"/>
        <source>no comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="61"/>
        <source>under test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="64"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="64"/>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="65"/>
        <source>Result (delta, CI, measured verdict)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="75"/>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="76"/>
        <source>Findings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="81"/>
        <source>Exported by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="83"/>
        <source>from the notebook %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="85"/>
        <source>on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="91"/>
        <source>No findings are recorded in this notebook yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="92"/>
        <source>No findings are recorded for the lane %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="96"/>
        <source>Write one down before measuring: `lanebook-cli finding new --title T --hypothesis H`, or the Findings tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="102"/>
        <source>Negative results are kept: they say what not to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="106"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="36"/>
        <source>adopted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="38"/>
        <source>negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="40"/>
        <location filename="../models/findings/findingverdict.cpp" line="44"/>
        <source>inconclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="42"/>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FrontierTr</name>
    <message>
        <location filename="../models/frontier/slo.cpp" line="50"/>
        <source>the SLO has no bound &quot;%1&quot;; its bounds are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="53"/>
        <source>the SLO names %1 twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="55"/>
        <source>the SLO&apos;s %1 is &quot;%2&quot;; give a positive number of milliseconds, e.g. %1=200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="91"/>
        <source>the SLO&apos;s &quot;%1&quot; has no value; write KEY=MS, e.g. ttft_ms=200,tpot_ms=50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="104"/>
        <source>the SLO names no bound; write e.g. ttft_ms=200,tpot_ms=50 (bounds: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="113"/>
        <source>the SLO is not an object of bounds; write e.g. {&quot;ttft_ms&quot;: 200, &quot;tpot_ms&quot;: 50}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="124"/>
        <source>the SLO names no bound; write e.g. {&quot;ttft_ms&quot;: 200, &quot;tpot_ms&quot;: 50} (bounds: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/frontier/sloattainment.cpp" line="208"/>
        <source>%n run(s) (%1) against %2</source>
        <translation>
            <numerusform>%n run (%1) against %2</numerusform>
            <numerusform>%n runs (%1) against %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/frontier/sloattainment.cpp" line="210"/>
        <source>%n run(s) (%1) against none</source>
        <translation>
            <numerusform>%n run (%1) against none</numerusform>
            <numerusform>%n runs (%1) against none</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Gates</name>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="35"/>
        <source>control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="35"/>
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
        <location filename="../models/gates/comparisongates.cpp" line="167"/>
        <source>The %1 arm mixes runs with different %2, so it is not one recipe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="179"/>
        <source>%1 is recorded for one arm only, so whether it was held fixed cannot be told.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="197"/>
        <source>Both arms run the same recipe (an A/A comparison).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="27"/>
        <source>%1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="30"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="120"/>
        <source> Not counted, as mechanical: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="127"/>
        <source>the declared variable %1 (taken as one: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="137"/>
        <source>The declared variable %1 is the same in both arms, but %2 differs, so the difference is not the variable under test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="151"/>
        <source>The arms differ in %1 settings — %2 — so any difference is attributable to nothing. Hold all but one fixed, or declare the keys that make up one change as the variable under test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="186"/>
        <location filename="../models/gates/comparisongates.cpp" line="192"/>
        <source>Only %1 differs, so the difference is attributable to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="200"/>
        <source>No setting differs beyond mechanical ones: an A/A comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="247"/>
        <source>No run records the GPUs&apos; power limit or energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="230"/>
        <source>The power limit changed during run %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="236"/>
        <source>The energy counter of run %1 went backwards (a wrap or a driver reload), so its energy counts only the rises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="254"/>
        <source>The GPUs&apos; power limit differs between the arms (control %1 W, candidate %2 W): a setting no config records, which moves speed and energy alike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="264"/>
        <source>Both arms ran at a power limit of %1 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="266"/>
        <source>The arms&apos; power limits are not both recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="296"/>
        <source>Speculative acceptance is not recorded by both arms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="310"/>
        <source>The variable under test is speculative decoding itself: acceptance is what it changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="314"/>
        <source>An arm records acceptance in one run only, so its run-to-run spread is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="326"/>
        <source>Speculative acceptance differs between the arms (control %1%, candidate %2%; run-to-run spread %3 points) although the variable under test is not speculative decoding: part of the speed difference may come from how well the drafts fared (other prompts, other sampling) rather than from the variable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="337"/>
        <source>Speculative acceptance held between the arms (control %1%, candidate %2%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="348"/>
        <source>One arm has no runs, so there is no order to judge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/comparisongates.cpp" line="358"/>
        <source>the %1 arm has only %n repeat(s) in separate processes where %2 is the floor</source>
        <translation>
            <numerusform>the %1 arm has only %n repeat in separate processes where %2 is the floor</numerusform>
            <numerusform>the %1 arm has only %n repeats in separate processes where %2 is the floor</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="383"/>
        <source>the arms ran one after the other (AAAA then BBBB), so drift is inside the difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="386"/>
        <source>One arm ran %1 times in a row; interleave A, B, A, B so drift becomes noise instead of a difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="399"/>
        <source>%1 repeats per arm, but start times are missing, so whether the arms were interleaved cannot be told.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="405"/>
        <source>%1 or more repeats per arm, interleaved in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="83"/>
        <source>ledger bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="85"/>
        <source>output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="87"/>
        <source>fresh response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="89"/>
        <source>thermal/clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="91"/>
        <source>one variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="93"/>
        <source>interleaving and repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="95"/>
        <source>sample size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="97"/>
        <source>quality canaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="99"/>
        <source>context reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="101"/>
        <source>errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="103"/>
        <source>steady state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="121"/>
        <source>fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="123"/>
        <source>warn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="125"/>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="129"/>
        <source>no evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="129"/>
        <source>does not apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="35"/>
        <source>A prompt-processing test decodes nothing, so the decode ledger does not bound it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="37"/>
        <source>A combined prompt+generation rate is not a decode rate, so the ledger does not bound it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="57"/>
        <source>No decode rate was recorded (TPOT or output tok/s), so there is nothing to hold against the byte ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="60"/>
        <source>The run reports no throughput, so the byte ledger has nothing to bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="93"/>
        <source>The run decodes speculatively but neither the draft depth K nor the acceptance length is recorded, so tokens per step are unbounded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="122"/>
        <source>No byte ledger for this run: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="128"/>
        <source>No peak bandwidth for this run: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="183"/>
        <source>Only an aggregate tok/s was recorded and the run&apos;s concurrency is unknown, so the ledger cannot bound it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="207"/>
        <source>per-sequence decode rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="208"/>
        <source>aggregate decode rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="212"/>
        <source>The %1 of %2 tok/s beats the %3 tok/s the model&apos;s file size allows, but the file also counts embeddings that decode never reads: add active_params and bits_per_weight to make this a firm check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="219"/>
        <source>The %1 of %2 tok/s beats the byte ledger&apos;s %3 tok/s (%4% of peak bandwidth): physics has no fast path, so something skipped work (layers, a no-op fallback).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="227"/>
        <source>The %1 of %2 tok/s uses %3% of peak bandwidth, under the byte ledger&apos;s %4 tok/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="55"/>
        <source>The benchmark tool found every request&apos;s output length within its tolerance of the length asked for (0 mismatches in %1 requests).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="62"/>
        <source>The benchmark tool counted %1 of %2 requests whose output length missed the length asked for (early EOS, or max_tokens not honoured): shorter answers make tok/s look better than it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/outputlengthgate.cpp" line="86"/>
        <source>The output token counts of %n request(s) were estimated from stream chunks: the server sent no usage.</source>
        <translation>
            <numerusform>The output token count of %n request was estimated from stream chunks: the server sent no usage.</numerusform>
            <numerusform>The output token counts of %n requests were estimated from stream chunks: the server sent no usage.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="101"/>
        <source>A prompt-processing test generates no tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="105"/>
        <source>llama-bench decodes exactly n_gen = %1 tokens by construction, so an early EOS cannot shorten it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="138"/>
        <source>The run reports no generated tokens or output rate, so there is no output to measure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="149"/>
        <source>%1 of %2 successful requests returned no tokens at all; an empty answer has spectacular tok/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="157"/>
        <source>Requests completed with 0 output tokens on average: the server answered with nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="165"/>
        <source>All %1 requests ran to their max_tokens limit (finish reason &quot;length&quot;), so none stopped early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="171"/>
        <source>No requested output length is recorded (workload output_tokens or max_tokens), so an early EOS cannot be told from a short answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="177"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="194"/>
        <source>Asked for %1 tokens per request, but no output token counts were recorded to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="209"/>
        <source>Asked for %1 tokens per request but got %2 on average (%3% of the %4 expected): shorter answers make tok/s look better than it is; check for early EOS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="220"/>
        <source>%1 of %2 requests stopped before the %3 tokens asked for (early EOS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="230"/>
        <source>Asked for %1 tokens per request and got %2 on average, a little short of the %3 expected: some requests may have stopped early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="236"/>
        <source>Asked for %1 tokens per request and got %2 on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="123"/>
        <location filename="../models/gates/canarymatchers.cpp" line="205"/>
        <location filename="../models/gates/canarymatchers.cpp" line="217"/>
        <source>answered with nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="210"/>
        <source>is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="128"/>
        <source>writes keys as \name\ instead of &quot;name&quot;, so the tool call does not parse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="133"/>
        <source>holds no tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="137"/>
        <source>has a tool call that does not parse as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="142"/>
        <source>has a tool call without a function name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="145"/>
        <source>calls %1 instead of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="159"/>
        <source>writes the arguments&apos; keys as \name\ instead of &quot;name&quot;, so they do not parse: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="162"/>
        <source>has arguments that do not parse as JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="170"/>
        <source>calls %1 without a JSON object of arguments (needs %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/canarymatchers.cpp" line="178"/>
        <source>calls %1 without %n required argument(s): %2</source>
        <translation>
            <numerusform>calls %1 without %n required argument: %2</numerusform>
            <numerusform>calls %1 without %n required arguments: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="200"/>
        <source>got no answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="208"/>
        <source>writes keys as \name\ instead of &quot;name&quot;, so it is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="219"/>
        <source>does not contain the expected &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="223"/>
        <location filename="../models/gates/canarymatchers.cpp" line="246"/>
        <source>has no probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="229"/>
        <location filename="../models/gates/canarymatchers.cpp" line="249"/>
        <source>got no answer to &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="231"/>
        <source>answered &quot;%1&quot; to &quot;%2&quot; (known answer: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="239"/>
        <source>%1, and %2 more of %3 probes are wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="32"/>
        <source>A %1-bit model shows a KL divergence of exactly 0 from the reference: the evaluation is running the reference model, not this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="41"/>
        <source>No canaries and no throughput: a quality run is checked against its baseline in a comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="44"/>
        <source>No canary outputs were recorded, so a model that emits garbage fast would pass every other gate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="56"/>
        <source>Canary &quot;%1&quot; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="57"/>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="63"/>
        <source>%1: the model&apos;s output is broken, however fast it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="66"/>
        <source>%1, and %2 more failed: the model&apos;s output is broken, however fast it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="72"/>
        <source>All %1 canaries answer as they should.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="87"/>
        <source>The arms share no quality metric (perplexity, KL, top-1 agreement, acceptance) to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="94"/>
        <source>The arms&apos; quantization is not recorded (bits_per_weight or quantization), so whether quality improved after quantizing cannot be told.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="99"/>
        <source>Both arms have %1 bits per weight: this is not a quantization comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="125"/>
        <source>perplexity fell from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="129"/>
        <source>perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="135"/>
        <source>KL fell from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="137"/>
        <source>KL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="142"/>
        <source>top-1 agreement rose from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="144"/>
        <source>top-1 agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="153"/>
        <source>acceptance rose from %1% to %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="162"/>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="167"/>
        <source>acceptance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="164"/>
        <source> (draft tokens not recorded, so noise cannot be ruled out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="172"/>
        <source>acceptance length rose from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="176"/>
        <source>acceptance length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="193"/>
        <source>%1 rose from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="194"/>
        <source>%1 fell from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="207"/>
        <source> (no standard error recorded, so noise cannot be ruled out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="214"/>
        <source>After quantizing from %1 to %2 bits per weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="218"/>
        <source>%1, %2: quantizing cannot improve quality, so the evaluation is measuring something else (calibration data, the reference model, shared draft weights).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="225"/>
        <source>%1, %2: a bug that improves the benchmark looks like this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="229"/>
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
    <message numerus="yes">
        <location filename="../models/gates/samplesizegate.cpp" line="136"/>
        <source>%n pair(s) support no claim at all: %1.</source>
        <translation>
            <numerusform>%n pair support no claim at all: %1.</numerusform>
            <numerusform>%n pairs support no claim at all: %1.</numerusform>
        </translation>
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
        <location filename="../models/gates/freshresponsegate.cpp" line="195"/>
        <source>The run serves no requests with a throughput number, so there is no prompt cache to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="142"/>
        <source>share of the prompt unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="143"/>
        <source>%1% of its prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="171"/>
        <source>Every request had the same %1-token head cached (template/BOS), %2: not reuse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="175"/>
        <source>%1 of %2 requests had the same %3-token head cached (template/BOS), %4: not reuse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="183"/>
        <source>%1 of them matched at most %2 more tokens by chance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="231"/>
        <source>%1 of %2 requests reused %3 prompt tokens beyond a %4-token head (%5 a request on average, %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="239"/>
        <source>%1 of %2 requests took %3 prompt tokens from the prefix cache (%4 a request on average, %5), more than a template/BOS head of at most %6 tokens and %7% of a prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="250"/>
        <source>%1 prompt tokens came from the prefix cache%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="252"/>
        <source> (%1 a request on average, more than a template/BOS head)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="258"/>
        <source>%1 of the prompts were repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="263"/>
        <source>%1, so this tok/s is inflated and cannot be a headline number: rerun with fresh prompts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="266"/>
        <source>%1: acceptable for a diagnostic, never as a headline number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="270"/>
        <source>The run was made with reused prompts: a prefix-cache experiment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="277"/>
        <source>%1 prompt tokens came from the prefix cache, %2 a request on average (%3): no more than a template/BOS head, but without per-request numbers a few requests reusing prompts cannot be ruled out: record cached_tokens per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="286"/>
        <source>every prompt was distinct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="287"/>
        <source>prompt uniqueness was not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="291"/>
        <source>No prompt token came from the cache (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="292"/>
        <source>%1 No prompt was reused (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="297"/>
        <source>Prompts were distinct, but nothing recorded cached prompt tokens, and prompts reused from an earlier run still hit the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="299"/>
        <source>Nothing recorded cached prompt tokens or prompt identity, so prefix cache hits cannot be ruled out: record cached_tokens per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="21"/>
        <source>The run reports no throughput number that would need a context length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="26"/>
        <source>%1 has no context length beside it, and a tok/s without its context is not a measurement: record the prompt length (input_tokens or context_tokens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="31"/>
        <source>%1 is reported at %2 tokens of context (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="46"/>
        <location filename="../models/gates/steadystategate.cpp" line="32"/>
        <source>The benchmark tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="55"/>
        <source>This tool sends no requests, so there are no failed requests to count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="67"/>
        <source>%1 judged this run invalid itself: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="82"/>
        <source>No failed-request count was recorded, so errors cannot be ruled out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="92"/>
        <source>%1 requests failed, but the number sent is not recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="100"/>
        <source>All %1 requests succeeded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="104"/>
        <source>Every request failed; there is no throughput to speak of.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="107"/>
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
        <location filename="../models/gates/thermalclocksgate.cpp" line="100"/>
        <source>the GPU warming %1 °C (%2 to %3 °C), over half the %4 °C at which this gate warns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="107"/>
        <source>a steady temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="114"/>
        <source>clocks were not locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="116"/>
        <source>locked clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="121"/>
        <source>During the run %1: the measurement is of a moving target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="126"/>
        <source>During the run %1: thermal state is a variable, so lock clocks and warm up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="131"/>
        <source>No telemetry was recorded (SM clock range, temperature, throttle reasons, clock lock), so thermal drift cannot be ruled out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="136"/>
        <source>Telemetry shows %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="69"/>
        <source>Neither arm recorded canaries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="70"/>
        <source>The candidate recorded no canaries to hold against the control&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="85"/>
        <source>Canary &quot;%1&quot; %2 on the candidate; the control did not run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="93"/>
        <source>Canary &quot;%1&quot; %2 on the candidate and passes on the control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="97"/>
        <source>Canary &quot;%1&quot; fails on both arms (candidate: %2): not the candidate&apos;s doing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="123"/>
        <source>Canary &quot;%1&quot;: the control&apos;s own repeats agree on only %2 of words at temperature 0 (%3 asked), so agreement with it cannot be judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="129"/>
        <source>Canary &quot;%1&quot;: the candidate&apos;s outputs agree with the control&apos;s on only %2 of words at temperature 0 (at least %3 asked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/canarycomparisongate.cpp" line="142"/>
        <source>The candidate&apos;s %n canary(ies) pass as the control&apos;s do.</source>
        <translation>
            <numerusform>The candidate&apos;s %n canary passes as the control&apos;s does.</numerusform>
            <numerusform>The candidate&apos;s %n canaries pass as the control&apos;s do.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/runjudgement.cpp" line="120"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="39"/>
        <source>%1&apos;s steady window holds %2 of the %3 requests (%4%); ramp-up and drain make up the rest, so the run&apos;s averages describe them as much as the load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="49"/>
        <source>%1&apos;s own test found a trend inside its steady window: the run was not at steady state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="54"/>
        <source>%1&apos;s steady window holds %2 of the %3 requests (%4%) and its stationarity test found no trend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="73"/>
        <source>The run keeps no per-request samples, so its load&apos;s shape over time is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="77"/>
        <source>The run&apos;s requests do not record when each was sent, so the steady window cannot be found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="96"/>
        <source>Requests piled up: %1 were in flight when the steady window opened and %2 when it closed; %3 were sent in it and only %4 finished. They arrived faster than the server finished them, so the run&apos;s figures describe a growing queue, not a steady state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="109"/>
        <source>The steady window (%1 in flight) is %2% of the run; ramp-up and drain make up the rest, so the run&apos;s averages describe them as much as the load. Send more requests than the concurrency, several times over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="119"/>
        <source>Throughput kept rising through the steady window (%1 tok/s in its first third, %2 in its last): the run was not at steady state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="121"/>
        <source>Throughput kept falling through the steady window (%1 tok/s in its first third, %2 in its last): the run was not at steady state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="130"/>
        <source>The steady window (%1 in flight) is %2% of the run and its throughput held (%3% between its first and last thirds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="107"/>
        <source>The load declared %1, but no request reported cached prompt tokens, so whether the server&apos;s cache saw that reuse is unknown: servers with prefix caching report usage.prompt_tokens_details.cached_tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="222"/>
        <source>Only %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="249"/>
        <source>a trace&apos;s reuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="92"/>
        <source>%1: the server&apos;s prefix caching is off by its config (%2), so this run measures the declared traffic without a cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="97"/>
        <source>%1: prefix caching looks off, so this run does not measure the traffic it declared. Turn it on, or send traffic that shares nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="145"/>
        <source> (the server&apos;s /metrics counter: no request reported its cached tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="153"/>
        <source>%1 prompt tokens came from the cache where %4 implies %2 (%3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="162"/>
        <source>%1: more than %2 shares, so this tok/s is inflated. The cache held prompts from before the run (reset it between runs: POST /reset_prefix_cache on vLLM and SGLang), or the server reuses more than was declared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="172"/>
        <source>%1: the cache served less than %2 shares (a smaller cache, eviction, or requests that arrived before what they share was prefilled). Compare such runs knowing their caches differed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="178"/>
        <source>%1, as declared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="187"/>
        <source>a shared %1-token system prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="211"/>
        <source>%1 of %2 requests took more than %3 and its head from the cache (up to %4 tokens): reuse the load did not declare, so this tok/s is inflated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="220"/>
        <source>%1 of %2 requests found %3 in the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="249"/>
        <source>the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="250"/>
        <source>conversations&apos; histories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="251"/>
        <source>the conversations&apos; history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="225"/>
        <source>Only %1 (a small cache or eviction): compare such runs knowing their caches differed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="229"/>
        <source>%1, and none more, as declared.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportersTr</name>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="132"/>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="132"/>
        <source>object 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="139"/>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="142"/>
        <source>key &quot;input_config&quot; should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="161"/>
        <source>key &quot;output_tokens_per_joule&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="188"/>
        <source>key &quot;error_summary&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="201"/>
        <source>the benchmark was cancelled before it finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="451"/>
        <source>this is AIPerf&apos;s GPU telemetry export, a run&apos;s GPU trace: import %1 of the same benchmark, which takes it from beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="458"/>
        <source>expected one JSON object (profile_export_aiperf.json) or request records (profile_export.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="53"/>
        <source>time-slice export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="55"/>
        <source>steady-state export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="57"/>
        <source>energy-efficiency export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="59"/>
        <source>accuracy results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="61"/>
        <source>aggregate across profile runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="63"/>
        <source>collated per-request statistics across profile runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="65"/>
        <source>sweep aggregate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="67"/>
        <source>server metrics export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="69"/>
        <source>server metrics scrapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="71"/>
        <source>server metrics table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="73"/>
        <source>summary table (the figures of its JSON summary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="75"/>
        <source>time-slice table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="77"/>
        <source>steady-state table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="88"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="467"/>
        <source>expected one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="108"/>
        <source>key &quot;timeslices&quot; should be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="114"/>
        <source>time slice %1 should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="128"/>
        <source>time slice %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="142"/>
        <source>key &quot;window_metadata&quot; should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="144"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="174"/>
        <location filename="../backends/importers/aiperfservermetrics.cpp" line="35"/>
        <source>key &quot;metrics&quot; should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="151"/>
        <source>key &quot;window_metadata&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="172"/>
        <source>key &quot;source&quot; should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="206"/>
        <source>line 1: expected the columns task and accuracy (or accuracy_rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="221"/>
        <source>line %1: a task and an accuracy between 0 and 1 expected, got &quot;%2&quot; and &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="239"/>
        <source>no task rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="347"/>
        <source>this is AIPerf&apos;s %1 of a benchmark, not a run: import %2 of the same benchmark, which holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="367"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="377"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="395"/>
        <source>this is AIPerf&apos;s %1 of a benchmark, not a run: import %2 of the same benchmark, which takes it from beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="416"/>
        <source>this is AIPerf&apos;s %1 (%2): statistics across runs, not a run. Import the profile_runs folder of that benchmark: each run&apos;s profile_export_aiperf.json is one run, its trial its repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="420"/>
        <source>no run labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="426"/>
        <source>this is AIPerf&apos;s %1: statistics per swept combination, not a run. Import the sweep&apos;s folder: each combination&apos;s profile_export_aiperf.json is one run, with its swept settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="440"/>
        <source>not one of AIPerf&apos;s files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="479"/>
        <source>not AIPerf&apos;s time-slice, steady-state, energy-efficiency or server metrics export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="482"/>
        <location filename="../backends/importers/aiperfimporter.cpp" line="476"/>
        <source>%1 beside it: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="39"/>
        <source>%1: key &quot;%2&quot; holds %3, which is not a time in nanoseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="56"/>
        <source>%1: key &quot;%2&quot; should be an object with &quot;value&quot; and &quot;unit&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="178"/>
        <location filename="../backends/importers/aiperfimporter.cpp" line="176"/>
        <location filename="../backends/importers/aiperfrecords.cpp" line="69"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="77"/>
        <location filename="../backends/importers/profileexport.cpp" line="21"/>
        <location filename="../backends/importers/servingimport.cpp" line="160"/>
        <location filename="../backends/importers/servingimport.cpp" line="173"/>
        <source>key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="83"/>
        <source>%1: key &quot;%2&quot; has the unknown time unit &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="126"/>
        <source>all records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="148"/>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="112"/>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="286"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="438"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="151"/>
        <source>%1 is not an AIPerf request record (no &quot;metadata&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="156"/>
        <source>%1: key &quot;metadata&quot; should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="166"/>
        <source>%1: key &quot;metrics&quot; should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="210"/>
        <source>%1: key &quot;inter_chunk_latency&quot; should be a list of times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="217"/>
        <source>%1: key &quot;inter_chunk_latency&quot; holds a non-number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="240"/>
        <source>no profiling-phase request records in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="126"/>
        <source>expected one JSON object (profile_export_genai_perf.json), found %1 values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="136"/>
        <source>key &quot;request_throughput&quot; is missing: not a genai-perf profile export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="181"/>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="73"/>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="82"/>
        <source>%1: expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="184"/>
        <source>%1: no &quot;metrics&quot; object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="322"/>
        <source>every request errored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmimporter.cpp" line="43"/>
        <source>line %1: expected one JSON object (a GuideLLM report)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmimporter.cpp" line="48"/>
        <source>no &quot;benchmarks&quot; list at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="124"/>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="128"/>
        <source>%1: not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="134"/>
        <source>%1: the file is %2, larger than the %3 an import reads; no benchmark result is this large, so check that this is the right file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="144"/>
        <source>%1: cannot read the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="156"/>
        <source>%1: the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="103"/>
        <source>%1: this is a binary file, not a benchmark result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="217"/>
        <source>%1 (%2): adds nothing of its own: everything in it comes with %3; import that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="169"/>
        <source>%1: JSON nested deeper than %2 levels at byte %3; no benchmark tool writes that, so the file was not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="190"/>
        <source>%1: not a format Lanebook knows (vLLM or SGLang bench results, llama-bench, AIPerf, genai-perf, GuideLLM, LLMPerf, inference-perf, genai-bench, trtllm-bench, llm-d reports, lm-eval, llama-perplexity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="198"/>
        <source>%1: vLLM&apos;s PyTorch benchmark-database copy of a result; import the result file beside it (the name without &quot;.pytorch&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="223"/>
        <location filename="../backends/importers/importfile.cpp" line="228"/>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="234"/>
        <source>%1 (%2): the file holds no runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="17"/>
        <source>%1 should be a list of numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="22"/>
        <source>%1: entry %2 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="169"/>
        <source>%1: entry %2 should be a list of numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="183"/>
        <source>%1: entry %2, value %3 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="223"/>
        <location filename="../backends/importers/lenientjson.cpp" line="94"/>
        <source>line %1: the JSON ends early (truncated file?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="227"/>
        <source>line %1: not valid JSON: the line ends inside a string (truncated line?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="232"/>
        <source>line %1: not valid JSON (the value that starts on line %2 is cut short?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="237"/>
        <source>line %1: not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="352"/>
        <source>line %1: the value of key &quot;%2&quot; is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="97"/>
        <source>line %1, column %2: not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="102"/>
        <source>line %1: a number too large to read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="158"/>
        <source>line %1: expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="167"/>
        <source>line %1: not valid JSON (truncated line?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="206"/>
        <source>key &quot;%1&quot; should be a number but is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="223"/>
        <source>key &quot;%1&quot; should be a string but is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="53"/>
        <source>not llama-bench output in a format it writes (json, jsonl, csv, md, sql)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="139"/>
        <source>%1: no &quot;avg_ts&quot; (tokens per second) value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="142"/>
        <source>%1: no &quot;n_prompt&quot; or &quot;n_gen&quot; value, so the test kind is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="149"/>
        <source>%1: both &quot;n_prompt&quot; and &quot;n_gen&quot; are 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="146"/>
        <source>line %1: the CSV header has no &quot;%2&quot; column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="154"/>
        <source>line %1: %2 values, but the header names %3 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="195"/>
        <source>line %1: the table has no &quot;%2&quot; column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="203"/>
        <source>line %1: a table row before the table header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="206"/>
        <source>line %1: %2 cells, but the header names %3 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="217"/>
        <source>line %1: test &quot;%2&quot; is not a pp/tg test name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="223"/>
        <source>line %1: t/s &quot;%2&quot; is not &quot;mean ± stddev&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="277"/>
        <location filename="../backends/importers/texttable.cpp" line="58"/>
        <source>line %1: a quoted value is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="292"/>
        <source>line %1: unexpected &quot;%2&quot; in VALUES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="299"/>
        <source>line %1: the INSERT statement ends early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="301"/>
        <source>line %1: %2 values for %3 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="111"/>
        <source>the log has no final result (no %1); the run was probably interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="115"/>
        <source> after chunk %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="176"/>
        <source>no perplexity, KL-divergence or accuracy result in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="180"/>
        <source>&quot;Final estimate: PPL&quot; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="196"/>
        <source>&quot;KL divergence statistics&quot; block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="207"/>
        <source>&quot;Final Winogrande score&quot; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="208"/>
        <source>&quot;Final result&quot; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="114"/>
        <source>line %1: expected one JSON object (an lm-eval results file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="119"/>
        <source>no &quot;results&quot; object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="139"/>
        <source>key &quot;date&quot; should be a Unix time but is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="223"/>
        <source>%1: expected an object of metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="239"/>
        <source>%1: key &quot;%2&quot; should be a number but is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="80"/>
        <source>line %1: no column &quot;%2&quot; for --metric %3; the columns are: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="90"/>
        <source>line %1: %2 values, but the header on line %3 names %4 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="106"/>
        <source>line %1, column &quot;%2&quot;: &quot;%3&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="121"/>
        <source>the file is empty: a header line and one row per result were expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="125"/>
        <source>line %1: a header with no rows after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="143"/>
        <source>line %1: not JSON (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="149"/>
        <source>line %1: a JSON object per line was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="170"/>
        <source>line %1, key &quot;%2&quot;: %3 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="185"/>
        <source>the file is empty: one JSON object per result was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="193"/>
        <source>no line has a key &quot;%1&quot; for --metric %2; the keys are: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="207"/>
        <source>--metric &quot;%1&quot;: NAME=COLUMN was expected, e.g. perplexity=ppl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="213"/>
        <source>--metric &quot;%1&quot;: &quot;%2&quot; is not a metric name; names are lower snake case with the unit in the name, e.g. gen_tok_per_s, mean_ttft_ms, peak_vram_bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/profileexport.cpp" line="223"/>
        <source>%1 should be an object with &quot;unit&quot; and &quot;avg&quot; but is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/profileexport.cpp" line="239"/>
        <source>%1: unknown time unit &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="61"/>
        <source>%1 has %2 entries for %3 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="205"/>
        <source>%1 should be a list of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="230"/>
        <source>%1 has %2 entries, but &quot;%3&quot; has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llmperfimporter.cpp" line="114"/>
        <source>%1: the per-request file is not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llmperfimporter.cpp" line="119"/>
        <source>%1, request %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="162"/>
        <source>key &quot;_time_unit&quot; is &quot;%1&quot;; genai-bench writes &quot;s&quot; or &quot;ms&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="172"/>
        <source>key &quot;individual_request_metrics&quot; is not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="177"/>
        <source>request %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="179"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="121"/>
        <source>%1: not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="188"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="129"/>
        <source>error %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="189"/>
        <source>error %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="219"/>
        <source>the run file is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="222"/>
        <source>key &quot;aggregated_metrics&quot; is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="393"/>
        <source>this is a genai-bench experiment&apos;s settings, not a run, and no run file of the experiment lies beside it: import its &lt;scenario&gt;_..._time_&lt;N&gt;s.json files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llmperfimporter.cpp" line="153"/>
        <source>the summary is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="327"/>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="334"/>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="132"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="278"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="337"/>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="230"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="311"/>
        <source>no request completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="100"/>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="281"/>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="300"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="297"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="278"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="390"/>
        <source>the file holds no JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="290"/>
        <source>line %1 is SGLang&apos;s steady-state window (steady_state_serving), which belongs to the result line before it, and there is none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="299"/>
        <source>line %1 is not an SGLang bench_serving result: it has neither &quot;mean_e2e_latency_ms&quot; nor &quot;dataset_name&quot; with &quot;backend&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="234"/>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="152"/>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="441"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="155"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="311"/>
        <location filename="../backends/importers/trtllmbenchimporter.cpp" line="66"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="155"/>
        <source>object %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="398"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="485"/>
        <source>object %1 (line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="402"/>
        <source>object %1 (line %2) is not a vLLM bench result: it lacks &quot;date&quot;, &quot;completed&quot; or &quot;total_input_tokens&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="446"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="487"/>
        <source>%1 is not a vLLM bench result: it lacks &quot;date&quot;, &quot;completed&quot; or &quot;total_input_tokens&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/latencystatistics.cpp" line="85"/>
        <location filename="../backends/importers/trtllmbenchimporter.cpp" line="62"/>
        <source>key &quot;%1&quot; is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="143"/>
        <location filename="../backends/importers/trtllmbenchimporter.cpp" line="49"/>
        <source>the report is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="148"/>
        <source>&quot;load_summary&quot; and &quot;successes&quot; must be objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="425"/>
        <source>these are inference-perf&apos;s requests of every stage, not a run: import the stage_N_lifecycle_metrics.json or summary_lifecycle_metrics.json beside them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="437"/>
        <source>this is the server&apos;s Prometheus view of an inference-perf stage, not a run: import its *_lifecycle_metrics.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="28"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="46"/>
        <source>a tab in the indentation; YAML indents with spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="51"/>
        <source>a second YAML document; a report holds one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="93"/>
        <source>anchors, aliases and tags are not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="95"/>
        <source>a flow collection; only {} and [] are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="114"/>
        <source>indented less than the document starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="132"/>
        <source>nested deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="176"/>
        <source>expected &quot;key: value&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="182"/>
        <source>the key &quot;%1&quot; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="266"/>
        <location filename="../backends/importers/blockyaml.cpp" line="279"/>
        <source>a quoted text that does not end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="331"/>
        <source>an empty key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="337"/>
        <source>complex keys, anchors, aliases and tags are not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="87"/>
        <source>%1: units &quot;%2&quot;; a latency is in s, ms, s/token or ms/token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="318"/>
        <source>%1 is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="274"/>
        <source>%1 is missing: the report holds no request results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="429"/>
        <source>the report is not a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="438"/>
        <source>report version &quot;%1&quot;; Lanebook reads 0.1, 0.2 and 0.2.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfgputelemetry.cpp" line="143"/>
        <source>line %1 is not a GPU telemetry record: it needs timestamp_ns, gpu_uuid and telemetry_data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfgputelemetry.cpp" line="150"/>
        <source>line %1: timestamp_ns should be an integer (ns) and telemetry_data an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdobservability.cpp" line="30"/>
        <source>%1: units &quot;%2&quot; for a portion; the report&apos;s schema allows percent or fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="45"/>
        <source>%1: key &quot;%2&quot; should be a list of times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="51"/>
        <source>%1: key &quot;%2&quot; holds a non-number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="67"/>
        <source>request %1 (line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="69"/>
        <location filename="../backends/importers/llmdobservability.cpp" line="70"/>
        <source>%1 should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="76"/>
        <source>%1: keys &quot;start_time&quot; and &quot;end_time&quot; should be times in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="80"/>
        <source>%1: key &quot;info&quot; should be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="135"/>
        <source>the list of requests is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmsweepcsv.cpp" line="87"/>
        <source>line %1 has %2 cells, the header %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfservermetrics.cpp" line="43"/>
        <source>key &quot;metrics.%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfservermetrics.cpp" line="48"/>
        <source>%1 should be an object with &quot;type&quot; and a &quot;series&quot; list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LauncherTr</name>
    <message>
        <location filename="../backends/launcher/gitstate.cpp" line="53"/>
        <source>git is not installed (not on the PATH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/gitstate.cpp" line="57"/>
        <source>git did not answer within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="126"/>
        <source>no program to start (the argv is empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="132"/>
        <source>cannot find the program &quot;%1&quot; on the PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="143"/>
        <location filename="../backends/launcher/groupspawn.cpp" line="148"/>
        <location filename="../backends/launcher/groupspawn.cpp" line="156"/>
        <location filename="../backends/launcher/groupspawn.cpp" line="164"/>
        <source>cannot create a pipe: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="192"/>
        <source>cannot fork: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="214"/>
        <source>cannot enter the working directory %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="216"/>
        <source>cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="239"/>
        <source>was killed by signal %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="243"/>
        <source>exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/healthprobe.cpp" line="24"/>
        <source>libcurl could not start a request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/launchcommand.cpp" line="216"/>
        <source>no SSH host given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/launchcommand.cpp" line="218"/>
        <source>SSH host &quot;%1&quot; looks like an option, not a host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/launchcommand.cpp" line="221"/>
        <source>SSH host &quot;%1&quot; contains white space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="77"/>
        <source>not a server record: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="94"/>
        <source>server record without a valid owner_pid and pid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="102"/>
        <source>cannot create the server record folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="109"/>
        <source>cannot write the server record %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="38"/>
        <source>It never reported its port (no line such as &quot;listening on http://HOST:PORT&quot; in its log).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="75"/>
        <source>server &quot;%1&quot; on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="76"/>
        <source>server &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="83"/>
        <source>Its log is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="84"/>
        <source>Last lines of its log:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="93"/>
        <location filename="../backends/launcher/serverprocess.cpp" line="105"/>
        <source>Cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="159"/>
        <source>The %1 %2 before it was ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="166"/>
        <source>The %1 %2 while it was serving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="228"/>
        <source>The %1 was not ready after %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="231"/>
        <source>It was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="235"/>
        <source>it answered HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="237"/>
        <source>The %1 was not ready after %2 s: %3 (%4). It was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="300"/>
        <source>%1 (PID %2) did not end within %3 s of SIGKILL (uninterruptible sleep?); it is left behind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="183"/>
        <location filename="../models/ledger/byteledger.cpp" line="189"/>
        <source>B_token given in the config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="201"/>
        <source>%1 active parameters at %2 bits per weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="210"/>
        <source>the model file size, which also counts the embedding table that decode does not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="215"/>
        <source>active_params is set but the bits per weight are unknown: add bits_per_weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="218"/>
        <source>the model looks mixture-of-experts, so its file size says nothing about the bytes one token reads: add active_params and bits_per_weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="222"/>
        <source>no B_token: add b_token_bytes, or active_params and bits_per_weight, to the config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="248"/>
        <source>gpu_bandwidth_bytes_per_s in the config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="253"/>
        <source>gpu_bandwidth_gb_s in the config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="257"/>
        <source>the config names no GPU (gpu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="263"/>
        <source>GPU &quot;%1&quot; is not in the bandwidth table; add it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="255"/>
        <source>The GPU bandwidth file is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="258"/>
        <source>The GPU bandwidth file has no &quot;gpus&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="268"/>
        <source>GPU entry %1 needs a name and a positive bandwidth_bytes_per_s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Live</name>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="58"/>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="60"/>
        <source>Memory busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="62"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="64"/>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="66"/>
        <source>Memory temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="68"/>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="93"/>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="70"/>
        <source>SM clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="72"/>
        <source>Memory clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="74"/>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="99"/>
        <source>Fan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="83"/>
        <source>Util</source>
        <comment>short for Utilization</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="85"/>
        <source>Mem busy</source>
        <comment>short for Memory busy</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="87"/>
        <source>Mem</source>
        <comment>short for Memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="89"/>
        <source>Temp</source>
        <comment>short for Temperature</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="91"/>
        <source>Mem temp</source>
        <comment>short for Memory temperature</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="95"/>
        <source>SM</source>
        <comment>short for SM clock</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="97"/>
        <source>Mem clk</source>
        <comment>short for Memory clock</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="144"/>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="211"/>
        <source>throttle reasons not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="213"/>
        <source>not throttled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="216"/>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="225"/>
        <source>throttled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="238"/>
        <source>Gen %1</source>
        <comment>PCIe generation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="240"/>
        <source>×%1</source>
        <comment>PCIe lanes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="253"/>
        <source>max %1</source>
        <comment>PCIe link the GPU and slot allow</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="254"/>
        <source>%1 (max %2)</source>
        <comment>PCIe link now (the most the GPU and slot allow)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="288"/>
        <source>pid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="289"/>
        <source>%1 (%2)</source>
        <comment>process name (pid)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="291"/>
        <source>%1 %2</source>
        <comment>process, its GPU memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="302"/>
        <source>no processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="306"/>
        <source>%n process(es): %1</source>
        <translation>
            <numerusform>%n process: %1</numerusform>
            <numerusform>%n processes: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="315"/>
        <source>No process has a compute context on this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="319"/>
        <source>memory not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="321"/>
        <source>pid %1 · %2 · %3</source>
        <comment>process pid, its name, its GPU memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="323"/>
        <source>(name not reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="334"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="335"/>
        <source>GPU %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="352"/>
        <source>No GPU telemetry yet: waiting for the first sample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="353"/>
        <source>No GPU telemetry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucardlayout.cpp" line="68"/>
        <source>PCIe link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucardlayout.cpp" line="73"/>
        <source>Processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucardlayout.cpp" line="225"/>
        <source>PCIe %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoadGenModelTr</name>
    <message>
        <location filename="../models/loadgen/loadrun.cpp" line="371"/>
        <source>cancelled before any request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/loadrun.cpp" line="372"/>
        <source>no request was sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/loadrun.cpp" line="373"/>
        <source>no request completed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/loadrun.cpp" line="377"/>
        <source>cancelled: %1 of %2 requests ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="49"/>
        <location filename="../models/loadgen/promptset.cpp" line="40"/>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="59"/>
        <source>no &quot;conversations&quot; or &quot;messages&quot; list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="96"/>
        <source>no user turn in the conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="115"/>
        <source>no conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="52"/>
        <source>no &quot;prompt&quot;, &quot;text&quot; or human turn in &quot;conversations&quot;/&quot;messages&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="72"/>
        <source>nests deeper than a prompt file does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="75"/>
        <source>not valid JSON (expected an array of prompt objects)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="77"/>
        <source>entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="79"/>
        <location filename="../models/loadgen/promptset.cpp" line="101"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="94"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="96"/>
        <source>%1: nests deeper than a prompt file does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="99"/>
        <source>%1: not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="42"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="119"/>
        <source>no prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="51"/>
        <source>&quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="57"/>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="61"/>
        <source>&quot;%1&quot; is %2, more than %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="66"/>
        <source>&quot;%1&quot; is %2, outside %3..%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="82"/>
        <source>both &quot;text_input&quot; and &quot;hash_ids&quot;: a line gives its prompt one way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="85"/>
        <source>&quot;text_input&quot; is not a prompt (a non-empty string)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="90"/>
        <source>&quot;text_input&quot; has %1 words, outside 1..%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="108"/>
        <source>nests deeper than a trace line does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="111"/>
        <source>not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="113"/>
        <source>expected a JSON object with &quot;timestamp&quot;, &quot;input_length&quot;, &quot;output_length&quot; and &quot;hash_ids&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="121"/>
        <source>no &quot;timestamp&quot;, only a &quot;delay&quot;: AIPerf&apos;s session turns (sent a delay after the turn before) are not replayed; give every line a timestamp, or send conversations with --turns or --multi-turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="126"/>
        <source>&quot;timestamp&quot; (milliseconds) is missing or not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="130"/>
        <source>&quot;timestamp&quot; %1 ms is not between 0 and 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="136"/>
        <source>&quot;%1&quot; lines (AIPerf&apos;s) are not replayed: give &quot;hash_ids&quot; or &quot;text_input&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="155"/>
        <source>&quot;hash_ids&quot; is missing or not a list of block ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="161"/>
        <source>&quot;hash_ids&quot; holds %1, not a block id (a whole number from 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="170"/>
        <source>%1 block ids of %2 tokens do not cover an input_length of %3 (it needs %4): is the block size right (--trace-block-tokens)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="185"/>
        <source>the block size must be at least one token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="205"/>
        <source>no requests: a Mooncake trace has one JSON object a line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoadGenTr</name>
    <message>
        <location filename="../backends/loadgen/curltransport.cpp" line="44"/>
        <source>cannot set up libcurl&apos;s multi handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/loadgen/httpget.cpp" line="42"/>
        <source>%1: cannot create an HTTP request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/loadgen/conversationload.cpp" line="42"/>
        <location filename="../backends/loadgen/httpget.cpp" line="75"/>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="143"/>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="202"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="88"/>
        <source>%1: a trace brings its own prompts; leave out the prompt file and reused prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="136"/>
        <source>%1: cannot read the trace: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="173"/>
        <source>reusing prompts needs a prompt file: synthetic prompts are fresh by construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="180"/>
        <source>conversations carry their own history: leave out the trace, reused prompts and a shared system prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/loadgen/conversationload.cpp" line="35"/>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="194"/>
        <source>%1: cannot read the prompt file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="220"/>
        <source>a shared system prompt is part of a synthetic prompt: shorter than its input tokens, without a prompt file or trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadloop.cpp" line="86"/>
        <source>cannot set up the HTTP event loop: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/loadgen/servercounterscrape.cpp" line="16"/>
        <source>%1: HTTP %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricFormat</name>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="74"/>
        <source>Unjudged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="76"/>
        <source>Promoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="78"/>
        <source>Valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="80"/>
        <source>Diagnostic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="82"/>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="84"/>
        <source>Support only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="86"/>
        <source>Inconclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="88"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricVocabulary</name>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="174"/>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="176"/>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="178"/>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="180"/>
        <source>Micro-benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="182"/>
        <source>Quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="184"/>
        <source>Speculative decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="186"/>
        <source>Telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="190"/>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="206"/>
        <source>Output tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="208"/>
        <source>Output tok/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="210"/>
        <source>Output tok/s per user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="211"/>
        <source>Total tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="213"/>
        <source>Output tok/s, steady window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="215"/>
        <source>Request throughput, steady window (req/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="217"/>
        <source>Request throughput (req/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="219"/>
        <source>Goodput by the tool&apos;s SLO (req/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="221"/>
        <source>SLO attainment (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="223"/>
        <source>Goodput under SLO (req/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="225"/>
        <source>Goodput under SLO (tok/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="226"/>
        <source>Concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="228"/>
        <source>Prefix-cache hit rate (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="230"/>
        <source>Request rate (req/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="232"/>
        <source>Achieved request rate (req/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="233"/>
        <source>Prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="234"/>
        <source>Completed requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="235"/>
        <source>Failed requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="237"/>
        <source>Output length mismatches (requests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="238"/>
        <source>Duration (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="240"/>
        <source>Input length mean (tok)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="242"/>
        <source>Output length mean (tok)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="243"/>
        <source>Context (tok)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="244"/>
        <source>Prompt tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="246"/>
        <source>Prompt tok/s std dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="248"/>
        <source>Generation tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="250"/>
        <source>Generation tok/s std dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="251"/>
        <source>Prompt length (tok)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="252"/>
        <source>Generated length (tok)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="253"/>
        <source>Context depth (tok)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="254"/>
        <source>Perplexity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="256"/>
        <source>Perplexity std error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="257"/>
        <source>KL divergence mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="258"/>
        <source>KL divergence p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="260"/>
        <source>Top-1 agreement (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="262"/>
        <source>Draft acceptance rate (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="264"/>
        <source>Acceptance length (tok)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="266"/>
        <source>Draft tokens (tok)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="268"/>
        <source>GPU utilization mean (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="269"/>
        <source>Power mean (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="271"/>
        <source>SM clock min (MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="273"/>
        <source>Temperature max (°C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="275"/>
        <source>Memory used max (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="276"/>
        <source>GPU energy (J)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="278"/>
        <source>Energy per output token (J/tok)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="280"/>
        <source>Output tok/s per watt (tok/s/W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="313"/>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="315"/>
        <source>median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="317"/>
        <source>std dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="319"/>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="321"/>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="330"/>
        <source>E2E latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="362"/>
        <source>%1 %2</source>
        <extracomment>A metric and its statistic, e.g. &quot;TTFT p99&quot;, &quot;ITL mean&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="367"/>
        <source>%1 (ms)</source>
        <extracomment>A metric in milliseconds, e.g. &quot;TTFT p99 (ms)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="370"/>
        <source>%1 tok/s</source>
        <extracomment>A speed in tokens per second, e.g. &quot;Draft tok/s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="386"/>
        <source>TTFT %1, turn %2 (ms)</source>
        <extracomment>A conversation&apos;s time to first token at one turn, e.g. &quot;TTFT median, turn 2 (ms)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotebookReader</name>
    <message>
        <location filename="../backends/notebook/read/notebookreader.cpp" line="215"/>
        <source>Run %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotebookTr</name>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="29"/>
        <source>a verdict needs a reason: say what the comparison showed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="31"/>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="243"/>
        <source>a new finding needs a title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="35"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="37"/>
        <source>run %1 is linked as both control and candidate; link it to one arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="294"/>
        <location filename="../backends/notebook/notebookstore_info.cpp" line="27"/>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="52"/>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="247"/>
        <location filename="../backends/notebook/repositories/findingrepository_edits.cpp" line="21"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="25"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="86"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="152"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="190"/>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="164"/>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="223"/>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="105"/>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="22"/>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="61"/>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="102"/>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="409"/>
        <source>the notebook is not open for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="75"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="49"/>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="182"/>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="270"/>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="42"/>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="88"/>
        <location filename="../backends/notebook/repositories/runrepository_reads.cpp" line="114"/>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="410"/>
        <source>no run with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="90"/>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="173"/>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="314"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="44"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="91"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="157"/>
        <source>no finding with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="178"/>
        <source>finding %1 has no verdict yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="265"/>
        <source>no lane named &quot;%1&quot;: the notebook has no lanes yet (import runs first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="269"/>
        <source>no lane named &quot;%1&quot;; lanes: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="441"/>
        <source>no finding with id or title &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="442"/>
        <source>%1 findings are titled &quot;%2&quot;; name one by id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_edits.cpp" line="36"/>
        <source>a finding needs a title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_edits.cpp" line="41"/>
        <source>finding %1 has a verdict: its hypothesis was written before the results and stays as written; put what you learned in the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="30"/>
        <source>name the runs to link: --control RUN... and/or --candidate RUN...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="108"/>
        <source>run %1 is not linked to finding %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="161"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="125"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="179"/>
        <source>no wave with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="204"/>
        <source>wave %1 is not linked to finding %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="168"/>
        <source>a status override needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="227"/>
        <source>a comparison&apos;s gates need its key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="258"/>
        <source>a status override needs a reason: say why the run is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="122"/>
        <source>%1: no such notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="126"/>
        <source>%1: this file is not a Lanebook notebook (not an SQLite database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="133"/>
        <source>%1: cannot create the folder %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="73"/>
        <source>%1: cannot open the notebook: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="75"/>
        <source>%1: cannot create the notebook: its folder %2 is read-only; choose a folder you can write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="78"/>
        <source>%1: cannot open the notebook: its folder %2 is read-only, and SQLite must create its -wal and -shm files beside it. Make the folder writable, or copy the notebook to a folder you can write; the notebook was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="185"/>
        <source>%1: this notebook was written by a newer Lanebook (schema %2; this version reads up to %3). Update Lanebook to open it; the file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="198"/>
        <source>%1: this notebook uses an older schema (%2); open it once for writing to upgrade it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="335"/>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="365"/>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="45"/>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="128"/>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="168"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="383"/>
        <source>internal error: migration %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="389"/>
        <source>%1: cannot start the schema upgrade: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="412"/>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="425"/>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="439"/>
        <source>%1: schema upgrade to version %2 failed: %3; the notebook was left as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="451"/>
        <source>%1: schema upgrade to version %2 could not be saved: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="23"/>
        <source>%1: the server refused the login of user %2 (%3). Put the password in ~/.pgpass (a line host:port:database:user:password, mode 0600) or in PGPASSWORD; Lanebook never stores it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="27"/>
        <source>(default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="31"/>
        <source>%1: there is no database %2 on the server (%3). Create it (createdb %2) and open it again: an empty database becomes a new notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="40"/>
        <source>%1: cannot reach the PostgreSQL server (%2). Check that it is running and accepts TCP connections there, and that host and port are right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="45"/>
        <source>%1: the TLS connection failed (%2). Check sslmode and the certificates named in the address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="49"/>
        <source>%1: cannot open the team notebook: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="62"/>
        <source>%1: Qt&apos;s PostgreSQL driver (QPSQL) is not installed; install libqt6sql6-psql (packaging/install-deps.sh) to open team notebooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="53"/>
        <source>this is the notebook being copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="79"/>
        <source>the notebooks are not open for copying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="139"/>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="122"/>
        <source>lane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="175"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="49"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="106"/>
        <source>wave %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy_findings.cpp" line="80"/>
        <source>finding %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy_runs.cpp" line="181"/>
        <location filename="../backends/notebook/copy/notebookcopy_runs.cpp" line="232"/>
        <source>run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="57"/>
        <source>%1 (and the run journal could not keep it either: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="64"/>
        <source>%1: the notebook could not take run %2 now (%3); it is kept in %4 and will be added the next time Lanebook opens the notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="88"/>
        <source>%1: not replayed yet: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="123"/>
        <source>%1: not replayed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="161"/>
        <source>%n run(s) kept in the run journal while the notebook was unavailable were added to it</source>
        <translation>
            <numerusform>%n run kept in the run journal while the notebook was unavailable were added to it</numerusform>
            <numerusform>%n runs kept in the run journal while the notebook was unavailable were added to it</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="44"/>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="166"/>
        <source>run journal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="39"/>
        <source>%1: the notebook takes runs again; %n run(s) kept in the run journal meanwhile were added to it</source>
        <translation>
            <numerusform>%1: the notebook takes runs again; %n run kept in the run journal meanwhile were added to it</numerusform>
            <numerusform>%1: the notebook takes runs again; %n runs kept in the run journal meanwhile were added to it</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="168"/>
        <source>wave %1 (%2) was left running and is now marked interrupted: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/read/pgcursor.cpp" line="47"/>
        <source>no direct PostgreSQL access on this connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/read/pgcursor.cpp" line="141"/>
        <source>the connection was closed while its rows were being read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/read/pgcursor.cpp" line="210"/>
        <source>PostgreSQL gave an unexpected answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="107"/>
        <source>%1: the disk is full; free some space there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="112"/>
        <source>%1: cannot create the journal folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="174"/>
        <source>%1: not a Lanebook run journal entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="181"/>
        <source>%1: run.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="187"/>
        <source>%1: placement: not a wave placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="18"/>
        <source>a note needs text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="57"/>
        <source>a tag is one line of text, e.g. &quot;headline&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="118"/>
        <source>run %1 has no tag &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_reads.cpp" line="233"/>
        <source>no run with id or label &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_reads.cpp" line="237"/>
        <source>the label &quot;%1&quot; names more than one run; use the run id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="198"/>
        <source>cannot record metric %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="208"/>
        <source>metric %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="234"/>
        <source>request %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="238"/>
        <source>request samples: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="312"/>
        <source>%1: the notebook is not open for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="319"/>
        <source>%1: cannot write to the notebook: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="327"/>
        <source>%1: nothing was imported: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="44"/>
        <source>write it as postgresql://user@host:port/database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="51"/>
        <source>%1: not a valid server notebook address (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="55"/>
        <source>%1: the address holds a password; remove it and put it in ~/.pgpass (or PGPASSWORD), where PostgreSQL&apos;s client library finds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="66"/>
        <source>%1: name one database after the host (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="75"/>
        <source>%1: unknown option %2 (sslmode, sslrootcert, sslcert, sslkey, sslcrl, connect_timeout, application_name are understood)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="80"/>
        <source>%1: the value of %2 may not contain spaces or &apos;;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/sqldialect.cpp" line="115"/>
        <source>this file is not a Lanebook notebook (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/connection/sqldialect.cpp" line="138"/>
        <source>this database holds %n other table(s) and no Lanebook notebook; it was not changed. Name an empty database (createdb NAME) for a new notebook</source>
        <translation>
            <numerusform>this database holds %n other table and no Lanebook notebook; it was not changed. Name an empty database (createdb NAME) for a new notebook</numerusform>
            <numerusform>this database holds %n other tables and no Lanebook notebook; it was not changed. Name an empty database (createdb NAME) for a new notebook</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="178"/>
        <source>GPU %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="187"/>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="377"/>
        <source>%1 is open read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="197"/>
        <source>telemetry of run %1 not stored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="202"/>
        <source>telemetry of run %1 not stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="406"/>
        <source>telemetry summary of run %1 not stored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="469"/>
        <source>telemetry summary of run %1 not stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="60"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="82"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="121"/>
        <source>wave %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="163"/>
        <source>run %1: the wave placement could not be stored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="225"/>
        <source>wave %1, step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="253"/>
        <source>%1: the failed step could not be stored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="185"/>
        <source>the connection to the server is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="189"/>
        <source>the notebook is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="198"/>
        <source>%1: the notebook file is read-only; make it writable, or copy the notebook to a folder you can write, to add to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="257"/>
        <source>another Lanebook process (a wave, an import, a window) kept the notebook busy for %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="235"/>
        <source>run %1 (%2, %3): merged with %n copy(ies) that importing the file under another language had added (%4); their notes, tags and finding links are on run %1 now</source>
        <translation>
            <numerusform>run %1 (%2, %3): merged with %n copy that importing the file under another language had added (%4); their notes, tags and finding links are on run %1 now</numerusform>
            <numerusform>run %1 (%2, %3): merged with %n copies that importing the file under another language had added (%4); their notes, tags and finding links are on run %1 now</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="250"/>
        <source>run %1: an older Lanebook masked values that are no secret (%2); they were lost. Importing the run&apos;s source file again restores them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="255"/>
        <source>run %1: an older Lanebook masked values that are no secret (%2); they were lost, and a measured run has no source file to restore them from</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="264"/>
        <source>finding %1: merged with %n copy(ies) written under another language (%2); their links are on finding %1 now</source>
        <translation>
            <numerusform>finding %1: merged with %n copy written under another language (%2); their links are on finding %1 now</numerusform>
            <numerusform>finding %1: merged with %n copies written under another language (%2); their links are on finding %1 now</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="51"/>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="91"/>
        <source>the lanes could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="107"/>
        <source>a lane needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="114"/>
        <source>the notebook has no lane &quot;%1&quot; and no lanes yet; a lane is made by its first run or wave, or say --create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="117"/>
        <source>the notebook has no lane &quot;%1&quot;; its lanes are: %2 (or say --create to make it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="128"/>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="137"/>
        <source>lane %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="146"/>
        <source>lane %1 was set but could not be read back</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="176"/>
        <source>Judged against the SLO of lane %1: %2 (%n run(s) judged again from their requests).</source>
        <translation>
            <numerusform>Judged against the SLO of lane %1: %2 (%n run judged again from their requests).</numerusform>
            <numerusform>Judged against the SLO of lane %1: %2 (%n runs judged again from their requests).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="181"/>
        <source>%n run(s) without request samples keep the SLO they were stored with.</source>
        <translation>
            <numerusform>%n run without request samples keep the SLO they were stored with.</numerusform>
            <numerusform>%n runs without request samples keep the SLO they were stored with.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotebookWriter</name>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="98"/>
        <source>%1: no notebook is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="183"/>
        <source>The comparison&apos;s gates were not stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="192"/>
        <location filename="../backends/notebook/notebookwriter_findings.cpp" line="15"/>
        <location filename="../backends/notebook/notebookwriter_statusoverride.cpp" line="13"/>
        <source>no notebook is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter_telemetry.cpp" line="16"/>
        <source>Telemetry of run %1 was not stored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter_telemetry.cpp" line="28"/>
        <source>Telemetry of run %1 was not summarised: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Outliers</name>
    <message numerus="yes">
        <location filename="../models/comparison/outlierflags.cpp" line="109"/>
        <source>%1 among %n repeat(s)</source>
        <translation>
            <numerusform>%1 among %n repeat</numerusform>
            <numerusform>%1 among %n repeats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/outlierflags.cpp" line="167"/>
        <source>Run %1: %n request latency(ies) stand out, the worst request %2&apos;s %3 at %4 ms against a median of %5 ms; they are kept in its numbers.</source>
        <translation>
            <numerusform>Run %1: %n request latency stands out, request %2&apos;s %3 at %4 ms against a median of %5 ms; it is kept in its numbers.</numerusform>
            <numerusform>Run %1: %n request latencies stand out, the worst request %2&apos;s %3 at %4 ms against a median of %5 ms; they are kept in its numbers.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/comparison/outlierflags.cpp" line="181"/>
        <source>request %1&apos;s %2 %3 ms (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/outlierflags.cpp" line="53"/>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/outlierflags.cpp" line="53"/>
        <source>end-to-end latency</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrometheusText</name>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="71"/>
        <source>expected &apos;&quot;&apos; to open a label value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="92"/>
        <source>unterminated label value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="158"/>
        <source># %1 without a valid metric name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="169"/>
        <source>unknown metric type &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="180"/>
        <source>expected a metric name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="193"/>
        <source>expected a label name or &apos;}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="197"/>
        <source>expected &apos;=&apos; after label %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="205"/>
        <source>label %1 appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="211"/>
        <source>expected &apos;,&apos; or &apos;}&apos; after a label value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="217"/>
        <source>missing value for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="221"/>
        <source>invalid value &apos;%1&apos; for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="230"/>
        <source>invalid timestamp &apos;%1&apos; for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="347"/>
        <location filename="../models/tooloutput/prometheustext.cpp" line="353"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunLabelStyle</name>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="111"/>
        <source>Not judged: the validity gates have not looked at this run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="114"/>
        <source>Promoted: a valid run chosen as a reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="117"/>
        <source>Valid: every gate that applies passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="120"/>
        <source>Support only: kept to support other runs, not evidence on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="123"/>
        <source>No evidence recorded: no gate found a problem, but some could not judge for want of what they read (GPU telemetry, a byte ledger, canaries, cached-token counts). Record it and the run can be judged; the inspector&apos;s Gates section says what each gate needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="129"/>
        <source>A gate found a problem: at least one gate warned. Kept for diagnosis; its numbers come with that warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="133"/>
        <source>A gate found a problem: at least one gate failed, so the run is not evidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="137"/>
        <source>The run failed: it did not measure what it was asked to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretReference</name>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="23"/>
        <source>the secret&apos;s name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="25"/>
        <source>the secret&apos;s name &quot;%1&quot; starts or ends with white space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="27"/>
        <source>the secret&apos;s name is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="30"/>
        <source>the secret&apos;s name holds a control character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="38"/>
        <source>%1: expected a string or {&quot;secret&quot;: NAME}, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="42"/>
        <source>%1: a secret reference holds only &quot;secret&quot;, found &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="47"/>
        <source>%1.secret: expected the secret&apos;s name as a string, found %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="37"/>
        <source>no keychain available: the keychain is asked through Qt, and this process has no Qt application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="40"/>
        <source>the keychain is asked from the application&apos;s main thread only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="46"/>
        <source>no keychain available: there is no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set), so no Secret Service to ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="74"/>
        <source>the keychain did not answer within %1 s (a locked keyring waits for its password: unlock it and try again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="82"/>
        <source>no keychain available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="84"/>
        <source>the keychain refused access: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="85"/>
        <source>the keychain failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="113"/>
        <source>the keychain holds no secret &quot;%1&quot; (service &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="118"/>
        <source>the keychain holds an empty value for &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="131"/>
        <source>the value of secret &quot;%1&quot; is empty; nothing was stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="157"/>
        <source>the keychain holds no secret &quot;%1&quot; (service &quot;%2&quot;); nothing was deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="174"/>
        <source>the secret &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="175"/>
        <source>%1 names the secret &quot;%2&quot;, which</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="176"/>
        <source>%1 resolves nowhere: set the environment variable %2, or store it in the keychain with `lanebook-cli secret set %3` (the value is read from standard input) or Tools &gt; Secrets… in the window. Keychain: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="180"/>
        <source>not asked</source>
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
        <translation>
            <numerusform>%n control run: a drift check needs at least %1.</numerusform>
            <numerusform>%n control runs: a drift check needs at least %1.</numerusform>
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
        <translation>
            <numerusform>%n repeat: the noise floor needs at least %1 repeats of the same recipe in separate processes.</numerusform>
            <numerusform>%n repeats: the noise floor needs at least %1 repeats of the same recipe in separate processes.</numerusform>
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
        <location filename="../models/statistics/pairedinterval.cpp" line="23"/>
        <source>%n pair(s): a %1% interval needs at least %2 pairs (with 5 pairs the smallest possible two-sided p-value is 0.0625).</source>
        <translation>
            <numerusform>%n pair: a %1% interval needs at least %2 pairs (with 5 pairs the smallest possible two-sided p-value is 0.0625).</numerusform>
            <numerusform>%n pairs: a %1% interval needs at least %2 pairs (with 5 pairs the smallest possible two-sided p-value is 0.0625).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonplanner.cpp" line="35"/>
        <location filename="../models/statistics/pairedinterval.cpp" line="29"/>
        <source>Run %n more interleaved repeat(s) of both arms.</source>
        <translation>
            <numerusform>Run %n more interleaved repeat of both arms.</numerusform>
            <numerusform>Run %n more interleaved repeats of both arms.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="42"/>
        <source>No exact interval at this confidence level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="57"/>
        <source>The bootstrap interval could not be computed: the log ratios do not vary in a way the BCa correction can use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="73"/>
        <source>exact Wilcoxon signed-rank interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="75"/>
        <source>paired BCa bootstrap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="79"/>
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
    <message numerus="yes">
        <location filename="../models/statistics/samplesizeplanner.cpp" line="58"/>
        <source>The formula asks for %n pair(s); %1 is the fewest that give an exact %2% interval.</source>
        <translation>
            <numerusform>The formula asks for %n pair; %1 is the fewest that give an exact %2% interval.</numerusform>
            <numerusform>The formula asks for %n pairs; %1 is the fewest that give an exact %2% interval.</numerusform>
        </translation>
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
        <source>The control arm has %1 and the candidate %2: an unpaired interval needs at least two runs on each side (three or more to be useful). Add repeats of the arm with one run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/unpairedcomparison.cpp" line="42"/>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="43"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="49"/>
        <source>Every run of both arms gave exactly the same value, so there is no spread to build an interval from. Check that %1 was really measured, not copied from a setting.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Telemetry</name>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="81"/>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="172"/>
        <source>AMD GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="138"/>
        <source>amd-smi printed something that is not its metric JSON (a list of GPUs): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="158"/>
        <source>rocm-smi printed something that is not its JSON (an object keyed by card): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="192"/>
        <source>rocm-smi listed no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="31"/>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="57"/>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="33"/>
        <source>application clocks setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="35"/>
        <source>power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="37"/>
        <source>HW slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="39"/>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="65"/>
        <source>sync boost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="41"/>
        <source>SW thermal slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="43"/>
        <source>HW thermal slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="45"/>
        <source>power brake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="47"/>
        <source>display clock setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="49"/>
        <source>reason 0x%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="59"/>
        <source>app clocks</source>
        <comment>abbreviation of: application clocks setting</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="61"/>
        <source>pwr cap</source>
        <comment>abbreviation of: power cap</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="63"/>
        <source>HW slow</source>
        <comment>abbreviation of: HW slowdown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="67"/>
        <source>SW therm</source>
        <comment>abbreviation of: SW thermal slowdown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="69"/>
        <source>HW therm</source>
        <comment>abbreviation of: HW thermal slowdown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="71"/>
        <source>pwr brake</source>
        <comment>abbreviation of: power brake</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="73"/>
        <source>disp clock</source>
        <comment>abbreviation of: display clock setting</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="82"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/dcgmseries.cpp" line="47"/>
        <source>not a Prometheus API answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/dcgmseries.cpp" line="52"/>
        <source>Prometheus answered %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/dcgmseries.cpp" line="60"/>
        <source>the Prometheus answer has no data.result list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/nvidiasmicomputeapps.cpp" line="56"/>
        <location filename="../models/tooloutput/nvidiasmiquery.cpp" line="116"/>
        <source>nvidia-smi printed %1 values where %2 were asked for: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/nvidiasmicomputeapps.cpp" line="66"/>
        <source>nvidia-smi printed a process without a pid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/nvidiasmiquery.cpp" line="127"/>
        <source>nvidia-smi printed a row without a GPU index: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/telemetry/telemetrysourcespec.cpp" line="52"/>
        <source>unknown telemetry source &quot;%1&quot;: use auto, nvml, nvidia-smi, xpu-smi, amd-smi, sysfs, prometheus=URL, fake or fake=CAPTURE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="82"/>
        <source>xpu-smi printed a header without a DeviceId column: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="92"/>
        <source>xpu-smi printed %1 values under a header of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="99"/>
        <source>xpu-smi printed a row without a device id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="105"/>
        <source>Intel GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="39"/>
        <source>neither amd-smi nor rocm-smi is on PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="44"/>
        <source>%1 did not answer in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="51"/>
        <source>%1 listed no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="66"/>
        <source>%1 failed (status %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="92"/>
        <source>%1 did not answer in %2 s; metrics are missing until it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/fakesource.cpp" line="39"/>
        <location filename="../backends/telemetry/prometheussource.cpp" line="60"/>
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="135"/>
        <location filename="../backends/telemetry/telemetrysources.cpp" line="74"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/fakesource.cpp" line="47"/>
        <source>%1: %2 section, row %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/fakesource.cpp" line="59"/>
        <source>%1 holds no nvidia-smi --query-gpu CSV section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="64"/>
        <source>nvidia-smi printed no GPU in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="66"/>
        <source>nvidia-smi knows neither clocks_event_reasons nor clocks_throttle_reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="131"/>
        <source>%1; restarted it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="133"/>
        <source>%1; metrics are missing until it runs again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="27"/>
        <source>NVML error %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="36"/>
        <source>%1 could not be loaded (%2): is the NVIDIA driver installed?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="85"/>
        <source>%1 lacks nvmlInit/nvmlDeviceGetCount: not a usable NVML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="91"/>
        <source>NVML did not initialise: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="90"/>
        <source>NVML could not count GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="92"/>
        <source>NVML sees no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="114"/>
        <source>NVML gave no handle for any of %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="149"/>
        <source>GPU %1 (%2) is lost: it fell off the bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/prometheussource.cpp" line="41"/>
        <source>%1 answered HTTP %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/prometheussource.cpp" line="65"/>
        <source>%1 has no DCGM_FI_ series with a gpu label: no dcgm-exporter data there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/prometheussource.cpp" line="78"/>
        <source>&quot;%1&quot; is not an http(s) URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/sysfssource.cpp" line="82"/>
        <source>%1 does not exist: no DRM GPU driver is loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/sysfssource.cpp" line="123"/>
        <source>no amdgpu, xe or i915 GPU under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="51"/>
        <source>%1: %n GPU(s) (%2) at %3 Hz</source>
        <translation>
            <numerusform>%1: %n GPU (%2) at %3 Hz</numerusform>
            <numerusform>%1: %n GPUs (%2) at %3 Hz</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="73"/>
        <source>telemetry stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="134"/>
        <source>%1: reading again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysources.cpp" line="79"/>
        <source>no GPU telemetry source is available here (%1); --source fake shows synthesised GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysources.cpp" line="82"/>
        <source>telemetry source not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="27"/>
        <source>%1 is not on PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="36"/>
        <source>%1 did not start: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="104"/>
        <source>%1 crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="105"/>
        <source>%1 exited with status %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/xpusmisource.cpp" line="25"/>
        <source>xpu-smi dump printed no GPU row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/telemetry/latestreadings.cpp" line="44"/>
        <source>%1 has printed nothing for more than %2 s; metrics are missing until it answers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TextTr</name>
    <message>
        <location filename="../models/text/numbertext.cpp" line="90"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/text/numbertext.cpp" line="92"/>
        <location filename="../models/text/numbertext.cpp" line="95"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/text/numbertext.cpp" line="97"/>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/text/numbertext.cpp" line="98"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/text/shellwords.cpp" line="99"/>
        <source>the single quote at character %1 is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/text/shellwords.cpp" line="108"/>
        <source>the double quote at character %1 is not closed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaveRunTr</name>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="61"/>
        <source>arm %1: no config named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="77"/>
        <source>arm %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="96"/>
        <source>arm %1: the server of config %2 did not become ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="121"/>
        <source>the server of config %1 was stopped while it started: the wave was aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="137"/>
        <source>(no output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="139"/>
        <source>the server of config %1 was not ready after %2 s (%3 never answered 200); its log ends:
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="144"/>
        <source>the server of config %1 was not ready after %2 s: it never reported its port (%3 names port 0, and its log has no line such as &quot;listening on http://HOST:PORT&quot;); its log ends:
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="179"/>
        <source>%1 answered HTTP %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/interruptedwaves.cpp" line="40"/>
        <source>the process that ran it (PID %1 on %2) is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="58"/>
        <source>its folder %1 could not be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="65"/>
        <source>its log %1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="86"/>
        <source>%1 could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="92"/>
        <source>it did not finish within %1 s and was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="96"/>
        <source>it was stopped: the wave was aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="100"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="117"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="119"/>
        <source>no result in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="121"/>
        <source>it wrote nothing Lanebook can read as a result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="129"/>
        <source>Paused before step %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="133"/>
        <source>Resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="177"/>
        <source>%1: the wave could not be recorded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="188"/>
        <source>Wave %1 (%2) was left running and is now marked interrupted: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="194"/>
        <source>no telemetry source was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="196"/>
        <source>No GPU telemetry is recorded with this wave&apos;s runs; their thermal/clocks gate will say its evidence is missing. Why: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="224"/>
        <source>Stopping the servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="229"/>
        <source>The wave was aborted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="239"/>
        <source>aborted before it ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="240"/>
        <source>the wave stopped before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="243"/>
        <source>%1: the wave&apos;s end could not be recorded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="267"/>
        <source>the probe&apos;s run has no SLO attainment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="283"/>
        <source>skipped before it started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="294"/>
        <source>Starting the server of arm %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="298"/>
        <source>aborted while its server started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="308"/>
        <source>The server of arm %1 (%2) picked its port: it answers at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="318"/>
        <source>arm %1: the prefix cache could not be reset (%2), and the plan requires it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="344"/>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="398"/>
        <source>aborted while it ran; the cut-short run was not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="404"/>
        <source>skipped while it ran; the cut-short run was not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="424"/>
        <source>No GPU telemetry arrived for GPU(s) %1 during %2&apos;s run; such runs are recorded without a trace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="461"/>
        <source>arm %1: the server of config %2 exited during the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="474"/>
        <source>%1: the run %2 could not be recorded: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="489"/>
        <source>kept in the run journal while the notebook could not take it, and added when it could</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="497"/>
        <source>%1: the telemetry trace of run %2 was not stored: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="578"/>
        <source>%1: the failure of step %2 could not be kept on the wave: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="122"/>
        <source>the program %1 does not exist; build or install it, or correct the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="127"/>
        <source>the program %1 is not an executable file; chmod +x it or name the right file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="137"/>
        <source>cannot find the program %1 on the PATH; install it, or give its full path in argv[0]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="157"/>
        <source>%1 already answers (%2 to GET %3): another server would be measured in this arm&apos;s place; stop it, or give the arm a port nothing uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="161"/>
        <source>port %1 on %2 is already in use, so the server could not listen there; stop what holds it, or give the arm another port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/wavequalitysteps.cpp" line="51"/>
        <source>Quality step %1 of arm %2 (server start %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/wavequalitysteps.cpp" line="82"/>
        <source>its run %1 could not be stored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/waves/wavequalitysteps.cpp" line="92"/>
        <source>%n run(s) from %1</source>
        <translation>
            <numerusform>%n run from %1</numerusform>
            <numerusform>%n runs from %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/waves/wavequalitysteps.cpp" line="98"/>
        <source>arm %1: quality step %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../backends/waves/waverunner.cpp" line="36"/>
        <source>A wave is already running; wait for it or abort it first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaveText</name>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="30"/>
        <source>no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="31"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="32"/>
        <source>GPUs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="65"/>
        <source>control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="65"/>
        <source>candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="72"/>
        <source>recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="74"/>
        <location filename="../models/waves/wavetext.cpp" line="93"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="76"/>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="78"/>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="87"/>
        <source>planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="89"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="91"/>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="95"/>
        <source>aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="97"/>
        <source>interrupted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Waves</name>
    <message>
        <location filename="../models/waves/canaryexchange.cpp" line="38"/>
        <source>the answer is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/canaryexchange.cpp" line="42"/>
        <source>the answer has no choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/canaryexchange.cpp" line="57"/>
        <source>the answer&apos;s first choice has no text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="37"/>
        <source>configs: the plan has no config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="43"/>
        <source>%1.name: a config needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="46"/>
        <source>%1.name: a second config named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="49"/>
        <source>%1.argv: the command that starts the server is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="51"/>
        <source>%1.base_url: %2 is not an http:// or https:// URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="54"/>
        <source>%1.health_url: %2 is not an http:// or https:// URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="60"/>
        <source>%1.health_url: %2 and base_url %3 must both name port 0 (the server picks its port) or neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="64"/>
        <source>%1.model: the served model name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="71"/>
        <source>%1.env.%2: both a value and a secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="79"/>
        <source>arms: the plan has no arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="86"/>
        <source>%1.name: an arm needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="88"/>
        <source>%1.name: a second arm named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="91"/>
        <source>%1.config: no config named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="95"/>
        <source>%1.gpus[%2]: GPU %3 is not one of this wave&apos;s GPUs (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="102"/>
        <source>%1.gpus[%2]: GPU %3 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="107"/>
        <source>gpus[%1]: GPU %2 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="110"/>
        <source>swap_gpus: there is no second arm to trade GPUs with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="125"/>
        <source>arms[%1].gpus: GPU %2 is also arm %3&apos;s, and side by side the arms run at the same time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="138"/>
        <source>arms[%1].config: its server answers at %2 like arm %3&apos;s, and side by side both run at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="151"/>
        <source>workload.concurrency: the list is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="153"/>
        <source>workload.context_tokens: the list is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="155"/>
        <source>workload.requests: the list is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="157"/>
        <source>workload.requests: %1 counts for %2 concurrency values; give one count, or one per concurrency value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="164"/>
        <source>workload.%1[%2]: %3 is below 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="174"/>
        <source>workload.output_tokens: %1 is below 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="176"/>
        <source>workload.warmup_requests: %1 is below 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="178"/>
        <source>repeats: %1 is below 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="182"/>
        <source>workload: turns, trace and shared_system_prompt_tokens are kinds of traffic; choose one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="185"/>
        <source>workload.turns: synthetic conversations need no prompt_file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="187"/>
        <source>workload.trace: a trace brings its own prompts; leave out prompt_file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="191"/>
        <source>workload.shared_system_prompt_tokens: %1 is not shorter than context_tokens[%2] (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="198"/>
        <source>search: the max-load search varies a closed loop&apos;s concurrency; conversations and traces set their own load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="209"/>
        <source>search: a search for the highest load under an SLO needs the plan&apos;s &quot;slo&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="212"/>
        <source>workload.concurrency: a search starts from one concurrency; give one value, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="216"/>
        <source>search.target_attainment_pct: %1 is not a percentage above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="219"/>
        <source>search.resolution_pct: %1 is not between 0 and 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="222"/>
        <source>search.max_probes: %1 is not between 1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="234"/>
        <source>%1.name: a canary needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="237"/>
        <source>%1.name: a second canary named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="242"/>
        <source>%1.prompt: the prompt is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="245"/>
        <source>%1.probes[%2].prompt: the prompt is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="247"/>
        <source>%1.probes[%2].expected: an exact-answer probe needs its known answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="254"/>
        <source>%1.expected: an exact-answer canary needs its known answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="257"/>
        <source>%1.probes: only exact_answer and same_as_control canaries ask several prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="261"/>
        <source>%1.tools: only a tool_call canary sends tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="264"/>
        <source>%1.tools[0]: a tool needs {&quot;type&quot;: &quot;function&quot;, &quot;function&quot;: {&quot;name&quot;: ...}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="269"/>
        <source>%1.min_agreement: %2 is not a share above 0 and at most 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="273"/>
        <source>%1.expected: a text canary needs the text its output must contain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="277"/>
        <source>%1.max_tokens: %2 is below 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="287"/>
        <source>name: the wave needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="308"/>
        <source>repeats: %1 pairs cannot reach a verdict: an exact 95 % interval needs at least %2, so the comparison will say &quot;not enough data&quot; whatever the arms do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="325"/>
        <source>%1[%2]: GPU %3 is not on this machine (%4 reports GPUs %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="65"/>
        <source>unknown key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="74"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="88"/>
        <location filename="../models/waves/waveplanjson.cpp" line="231"/>
        <location filename="../models/waves/waveplanjson.cpp" line="359"/>
        <source>expected a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="97"/>
        <source>expected a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="102"/>
        <source>%1 is out of range (at least %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="121"/>
        <source>expected a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="141"/>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="160"/>
        <source>expected a list of numbers, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="164"/>
        <source>the list is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="184"/>
        <location filename="../models/waves/waveplanjson.cpp" line="323"/>
        <location filename="../models/waves/waveplanjson.cpp" line="643"/>
        <location filename="../models/waves/waveplanjson.cpp" line="653"/>
        <location filename="../models/waves/waveplanjson.cpp" line="674"/>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="194"/>
        <source>expected a list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="213"/>
        <source>%1 is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="270"/>
        <source>missing (control or candidate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="366"/>
        <source>give either a prompt or probes, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="532"/>
        <source>expected a non-empty list of setting names, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="542"/>
        <location filename="../models/waves/waveplanjson.cpp" line="553"/>
        <source>empty: name the setting under test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="545"/>
        <source>expected a setting name (a config key, an argv flag or a held-fixed group such as &quot;quantization&quot;), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="564"/>
        <source>expected a setting name, a list of them or {&quot;name&quot;, &quot;keys&quot;}, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="593"/>
        <source>the plan nests deeper than %1 levels at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="603"/>
        <source>the plan is not valid JSON (byte %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="609"/>
        <source>the plan holds a number too large to read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="622"/>
        <source>the plan must be a JSON object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="134"/>
        <source>%1: expected an object, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="144"/>
        <source>%1.%2: unknown key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="151"/>
        <source>%1: expected a string, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="162"/>
        <source>%1: &quot;%2&quot; is not one of perplexity, lm_eval, command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="169"/>
        <source>%1: &quot;%2&quot; is not one of per_server_start, per_arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="175"/>
        <source>%1: expected a list of strings (never a shell string), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="183"/>
        <source>%1[%2]: expected a string, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="194"/>
        <source>%1: expected a number of seconds above 0, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="202"/>
        <source>%1: expected a whole number of at least 1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="235"/>
        <source>%1.name: a quality step needs a name (its runs and files are named after it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="240"/>
        <source>%1.name: a second quality step named &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="244"/>
        <source>%1.name: &quot;%2&quot; names a folder and a file; use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="249"/>
        <source>%1.tasks: an lm_eval step without argv needs the tasks to run (e.g. &quot;arc_challenge&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="254"/>
        <source>%1.argv: the command is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="258"/>
        <source>%1.argv[%2]: unknown placeholder %3 (known: {base_url}, {model}, {gpus}, {out_dir}, {arm}, {config})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="54"/>
        <source>converged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="56"/>
        <source>out of probes before the resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="58"/>
        <source>even concurrency 1 missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="60"/>
        <source>still met at the highest concurrency allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="62"/>
        <source>a probe failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="63"/>
        <source>not finished</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ChartView</name>
    <message>
        <location filename="../widgets/charts/chartview.cpp" line="59"/>
        <source>No chart yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ChartsPage</name>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="38"/>
        <source>Throughput of different models on one axis says little: choose one model to compare its quantizations and configs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="40"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="45"/>
        <source>&amp;Y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="49"/>
        <source>&amp;Quality:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="53"/>
        <source>Quantization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="54"/>
        <source>Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="55"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="56"/>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="57"/>
        <source>&amp;Series per:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="61"/>
        <source>Median, IQR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="62"/>
        <source>Mean, 95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="63"/>
        <source>Median, no bars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="64"/>
        <source>&amp;Repeats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="70"/>
        <source>&amp;Latency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="75"/>
        <source>Linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="76"/>
        <source>Logarithmic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="77"/>
        <source>Automatic: linear while every series reads on it, logarithmic when the values span orders of magnitude; a value far above all others is left out and named under the chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="80"/>
        <source>Y &amp;axis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="81"/>
        <source>Include &amp;invalid runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="83"/>
        <source>Runs judged invalid measure nothing trustworthy; they are left out unless you ask for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="88"/>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="91"/>
        <source>As PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="92"/>
        <source>As SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="102"/>
        <source>&amp;Chart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="247"/>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="74"/>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="154"/>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="189"/>
        <source>All models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="219"/>
        <source>The notebook has no runs yet. Import result files (File › Import) or open the demo notebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="227"/>
        <source>Loading the run&apos;s telemetry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="242"/>
        <source>Loading the selected runs&apos; request samples…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="249"/>
        <source>Automatic (logarithmic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="250"/>
        <source>Automatic (linear)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="253"/>
        <source>Hover a point to see its run; click to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="266"/>
        <source>SVG images (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="266"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="268"/>
        <location filename="../widgets/charts/chartspage.cpp" line="280"/>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="281"/>
        <source>The chart could not be written to %1.

%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ChartsWiring</name>
    <message>
        <location filename="../app/gui/chartswiring.cpp" line="27"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/chartswiring.cpp" line="38"/>
        <source>Chart written to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ColorSchemeWiring</name>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="22"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="37"/>
        <source>&amp;Colour Scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="51"/>
        <source>&amp;System Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="52"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="53"/>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ColumnChooserDialog</name>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="32"/>
        <source>Choose Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="37"/>
        <source>Find a metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="40"/>
        <source>Only metrics this notebook has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="46"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="46"/>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="119"/>
        <source>%1 — no run in this notebook has it yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="173"/>
        <source>%n column(s) chosen</source>
        <translation>
            <numerusform>%n column chosen</numerusform>
            <numerusform>%n columns chosen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::ComparePage</name>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="88"/>
        <source>Swap control and candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="105"/>
        <source>The metric compared: those both arms record. Each run&apos;s throughput is chosen unless you pick another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="110"/>
        <source>&amp;Metric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="117"/>
        <source>Record Verdict…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="119"/>
        <source>Decide a finding with this comparison: adopted, negative, inconclusive or invalid, with the reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="238"/>
        <source>Quality beside speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="240"/>
        <source>Speculative decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="243"/>
        <source>Prefix cache and TTFT by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="246"/>
        <source>Gates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="248"/>
        <source>Config diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="250"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="413"/>
        <source>Recording the verdict…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="427"/>
        <source>Recorded: %1 on finding #%2 “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="435"/>
        <source>The verdict was not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="96"/>
        <source>Comparing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparepage_report.cpp" line="97"/>
        <source>Reading %Ln control run(s) and the candidate runs, then computing the paired statistics.</source>
        <translation>
            <numerusform>Reading %Ln control run and the candidate runs, then computing the paired statistics.</numerusform>
            <numerusform>Reading %Ln control runs and the candidate runs, then computing the paired statistics.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="120"/>
        <source>The runs could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="128"/>
        <source>Choose what to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="129"/>
        <source>Drag runs from the Runs table onto Control (A) and Candidate (B), or select them there and use Compare in the context menu: two runs, two sets of runs, or the two arms of a wave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="153"/>
        <source>Every row at %1; medians of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="154"/>
        <source>the workload shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="169"/>
        <source>Config diff (control → candidate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="213"/>
        <source>No metric is recorded by runs of both arms, so there is nothing to compare. Put runs that measured the same thing (a throughput, a latency) in both arms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="224"/>
        <source>%1 is not recorded by both arms, so this compares %2 instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparepage_report.cpp" line="316"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="38"/>
        <source>%1 (median of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="40"/>
        <source>%1: control %2 · candidate %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="306"/>
        <source>Only the control measured %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="308"/>
        <source>Only the candidate measured %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ComparisonPointsModel</name>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="186"/>
        <source>%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="254"/>
        <source>Overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="286"/>
        <source>Workload point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="289"/>
        <source>Control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="291"/>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="293"/>
        <source>Delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="295"/>
        <source>%1% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="297"/>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="299"/>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="301"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="329"/>
        <source>Concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="330"/>
        <source>Request rate (req/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="331"/>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="332"/>
        <source>Input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="333"/>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="334"/>
        <source>Prompt tokens (pp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="335"/>
        <source>Generated tokens (tg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="336"/>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ComparisonTableProxy</name>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="95"/>
        <source>%1 (%n outlier(s))</source>
        <translation>
            <numerusform>%1 (%n outlier)</numerusform>
            <numerusform>%1 (%n outliers)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="107"/>
        <source>unpaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="120"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="120"/>
        <source>%n control run(s)</source>
        <translation>
            <numerusform>%n control run</numerusform>
            <numerusform>%n control runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="121"/>
        <source>%n candidate run(s)</source>
        <translation>
            <numerusform>%n candidate run</numerusform>
            <numerusform>%n candidate runs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="123"/>
        <source>paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="128"/>
        <source>p before Holm&apos;s correction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="130"/>
        <source>called only when the whole interval lies outside ±%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="136"/>
        <source>%n run(s) stand out from the arm&apos;s repeats; kept in the median:</source>
        <translation>
            <numerusform>%n run stand out from the arm&apos;s repeats; kept in the median:</numerusform>
            <numerusform>%n runs stand out from the arm&apos;s repeats; kept in the median:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="152"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::CompositionRoot</name>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="86"/>
        <source>Could not open the notebook %1.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="166"/>
        <source>There is no notebook at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="180"/>
        <source>A file already exists at %1. Choose another name, or open it with Open Notebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="201"/>
        <source>Could not prepare the demo notebook: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ConfigDiffView</name>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Control (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Candidate (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="94"/>
        <source>No difference: both arms run the same recipe (an A/A comparison).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="105"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;%2 held-fixed variables changed together (%3)&lt;/b&gt;: the difference is attributable to no single one of them.&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="115"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;%2 settings changed together (%3)&lt;/b&gt;: the difference is attributable to no single one of them, unless they are declared as one variable.&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="122"/>
        <source>The variable under test: &lt;b&gt;%1&lt;/b&gt;. Only what differs is listed, control → candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="126"/>
        <source>No held-fixed variable changed. Only what differs is listed, control → candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="142"/>
        <source>mechanical, not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="144"/>
        <source>recorded on one side only (%1): held fixed cannot be told</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="146"/>
        <source>recorded on one side only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="148"/>
        <source>held fixed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::FindingEditor</name>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="66"/>
        <source>Choose a finding on the left, or start one with New Finding. Write the hypothesis first: it is stamped with the time, so the write-up shows it came before the results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="113"/>
        <source>What you expect and why, written before any result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="118"/>
        <source>The number you predict, e.g. +5% output tok/s at concurrency 256 (the byte ledger&apos;s bound when there is one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="134"/>
        <source>Why: a verdict nobody can explain is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="146"/>
        <source>Runs and waves this finding rests on. Double-click a run to open it in the Runs tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="149"/>
        <source>&amp;Link Runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="151"/>
        <source>Choose runs of the notebook as this finding&apos;s control (A) or candidate (B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="165"/>
        <source>Markdown: why the result came out this way, under which conditions it might not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="183"/>
        <source>The class of ideas this result rules out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="184"/>
        <source>What to try next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="192"/>
        <source>When (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="192"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="192"/>
        <source>Now reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="207"/>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="208"/>
        <source>&amp;Hypothesis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="210"/>
        <source>&amp;Prediction:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="211"/>
        <source>&amp;Verdict:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="214"/>
        <source>Linked:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="215"/>
        <source>&amp;Analysis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="216"/>
        <source>&amp;Rules out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="217"/>
        <source>&amp;Next:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="218"/>
        <source>History:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="263"/>
        <source>Unlink This Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="372"/>
        <source>Editing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="391"/>
        <source>A recorded verdict can be changed, not withdrawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="400"/>
        <location filename="../widgets/findings/findingeditor.cpp" line="421"/>
        <source>Not saved: a verdict is saved with its reason. Write why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="427"/>
        <location filename="../widgets/findings/findingeditor.cpp" line="440"/>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="437"/>
        <source>A finding needs a title; the old one is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="448"/>
        <source>All changes saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="454"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="463"/>
        <source>&lt;b&gt;Under test.&lt;/b&gt; Link the runs it rests on (Compare › Record Verdict, or &lt;tt&gt;lanebook-cli finding link&lt;/tt&gt;), then record the verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="466"/>
        <source>&lt;b&gt;%1 result&lt;/b&gt; — kept, with why, so nobody tries it blind again.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="478"/>
        <source>Not saved yet: the verdict is saved with its reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="508"/>
        <source>Reconstructed after the results, from %1; recorded %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="511"/>
        <source>Locked now that results are linked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="513"/>
        <source>Locked: results are linked, so the hypothesis can no longer change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="515"/>
        <source>Written %1, AFTER the first linked run started (%2): the results were known. Locked now that results are linked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="519"/>
        <source>Written %1, before the first linked run started (%2); locked now that results are linked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="523"/>
        <source>Written %1; locked now that results are linked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="526"/>
        <source>Not written yet. It is stamped with the time when saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="527"/>
        <source>Written %1. It locks once results are linked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="545"/>
        <source>run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="549"/>
        <source>Double-click to open the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="553"/>
        <source>control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="555"/>
        <source>candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="557"/>
        <source>wave · %1 (#%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="558"/>
        <source>wave %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="563"/>
        <source>%1 · %2 — deleted from the notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="568"/>
        <source>Nothing linked yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="582"/>
        <source>Was: %1
Now: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsExportPreview</name>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="33"/>
        <source>Exported Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="50"/>
        <source>Open &amp;Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="68"/>
        <source>%n finding(s) written to %1.</source>
        <translation>
            <numerusform>%n finding written to %1.</numerusform>
            <numerusform>%n findings written to %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="70"/>
        <source>No chart was drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="71"/>
        <source>%n chart(s) beside it.</source>
        <translation>
            <numerusform>%n chart beside it.</numerusform>
            <numerusform>%n charts beside it.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="77"/>
        <source>Warnings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="129"/>
        <source>Export Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="130"/>
        <source>Markdown (*.md);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsExportWiring</name>
    <message>
        <location filename="../app/gui/findingsexportwiring.cpp" line="87"/>
        <source>Exporting the findings to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/findingsexportwiring.cpp" line="170"/>
        <source>Findings exported to %1, with %n chart(s).</source>
        <translation>
            <numerusform>Findings exported to %1, with %n chart.</numerusform>
            <numerusform>Findings exported to %1, with %n charts.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/findingsexportwiring.cpp" line="179"/>
        <source>The findings could not be exported to %1.

%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsPage</name>
    <message>
        <location filename="../widgets/findings/findingspage.cpp" line="35"/>
        <source>&amp;New Finding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingspage.cpp" line="37"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingspage.cpp" line="40"/>
        <source>Write every finding as a markdown document, with its charts beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingspage.cpp" line="83"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingspage.cpp" line="105"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingspage.cpp" line="106"/>
        <source>, %n negative</source>
        <translation>
            <numerusform>, %n negative</numerusform>
            <numerusform>, %n negative</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsWiring</name>
    <message>
        <location filename="../app/gui/findingswiring.cpp" line="26"/>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingswiring.cpp" line="192"/>
        <source>run %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::GateListView</name>
    <message>
        <location filename="../widgets/comparison/gatelistview.cpp" line="69"/>
        <source>No gate was evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/gatelistview.cpp" line="73"/>
        <source>Status the gates suggest: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::GettingStartedDialog</name>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="21"/>
        <source>Getting started with Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="23"/>
        <source>Lanebook keeps every benchmark run in one notebook, with where it came from, so that “FP8 is 12% faster” can always be checked against its runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="27"/>
        <source>1. Open or create a notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="28"/>
        <source>&lt;b&gt;File › New Notebook…&lt;/b&gt; creates one (a single file), &lt;b&gt;File › Open Notebook…&lt;/b&gt; opens one and &lt;b&gt;File › Open Team Notebook…&lt;/b&gt; opens one the team shares on PostgreSQL. Without a notebook, the start page may also offer &lt;b&gt;Open Demo Notebook&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="33"/>
        <source>2. Import result files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="34"/>
        <source>Drop result files or folders on the window, or use &lt;b&gt;File › Import Files…&lt;/b&gt; and &lt;b&gt;File › Import Folder…&lt;/b&gt;. Each file&apos;s format is detected by its content, never its name: vLLM bench, SGLang bench_serving, llama-bench, GuideLLM, AIPerf, genai-perf, lm-eval, llama-perplexity. Importing a file again adds nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="40"/>
        <source>3. Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="41"/>
        <source>The &lt;b&gt;Runs&lt;/b&gt; tab lists every run. Type in &lt;b&gt;Filter runs&lt;/b&gt; or pick a tool, model or lane to narrow it; &lt;b&gt;View › Choose Columns…&lt;/b&gt; picks the metrics shown. The &lt;b&gt;Inspector&lt;/b&gt; shows the selected run&apos;s metrics, config, gates and notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="46"/>
        <source>4. Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="47"/>
        <source>Drag runs onto &lt;b&gt;Control (A)&lt;/b&gt; and &lt;b&gt;Candidate (B)&lt;/b&gt; in the &lt;b&gt;Compare&lt;/b&gt; tab, or use the Runs table&apos;s context menu. Runs are paired by workload point and repeat; each point gets the delta with its 95% confidence interval, a verdict that says faster or slower only when the whole interval lies outside the noise floor, and the validity gates (clocks, interleaving, sample size…) with reasons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="54"/>
        <source>5. Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="55"/>
        <source>&lt;b&gt;Charts&lt;/b&gt; plots throughput against context length and concurrency, speed and quality against bits, latency distributions and telemetry beside load, and exports them as PNG or SVG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="59"/>
        <source>6. Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="60"/>
        <source>In &lt;b&gt;Findings&lt;/b&gt;, &lt;b&gt;New Finding…&lt;/b&gt; asks for the hypothesis first: it is stamped before any result is linked. Link the runs, write the analysis and record a verdict: adopted, negative, inconclusive or invalid. Negative results are kept: they say what not to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="66"/>
        <source>7. Waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="67"/>
        <source>A wave is an A/B experiment Lanebook runs itself. In &lt;b&gt;Waves&lt;/b&gt;, plan the arms (one per GPU), the workload and the repeats; the arms run interleaved, A,B,A,B, so drift hits both alike. &lt;b&gt;Start Wave&lt;/b&gt;, watch each arm, then &lt;b&gt;Compare the Arms&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="72"/>
        <source>8. Live telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="73"/>
        <source>&lt;b&gt;Live&lt;/b&gt; shows a card per GPU (power, clocks, temperature, memory, throttle reasons in words) and the status bar keeps small meters; each run records the telemetry of its GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="77"/>
        <source>9. The command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="78"/>
        <source>Everything works from scripts too: &lt;code&gt;lanebook-cli help&lt;/code&gt; lists the commands (import, runs, compare, check for CI, run, wave, finding…), on the same notebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="90"/>
        <source>Getting Started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::GpuCard</name>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="82"/>
        <source>waiting for the first sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="271"/>
        <source>bus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="273"/>
        <source>driver %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/gpucard.cpp" line="280"/>
        <source>Now: %1
In the last %n minute(s): %2</source>
        <translation>
            <numerusform>Now: %1
In the last %n minute: %2</numerusform>
            <numerusform>Now: %1
In the last %n minutes: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="288"/>
        <source>PCIe link: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="295"/>
        <source>The link runs below what the GPU and its slot allow. An idle GPU lowers its generation to save power; under load it should be back at its maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="250"/>
        <source>%1: not reported by this source</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/gpucard.cpp" line="251"/>
        <source>%1: %2 now; %3 to %4 in the last %n minute(s)</source>
        <translation>
            <numerusform>%1: %2 now; %3 to %4 in the last %n minute</numerusform>
            <numerusform>%1: %2 now; %3 to %4 in the last %n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::GpuMetersBar</name>
    <message>
        <location filename="../widgets/telemetry/gpumetersbar.cpp" line="53"/>
        <source>GPU telemetry: waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpumetersbar.cpp" line="53"/>
        <source>No GPU telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpumetersbar.cpp" line="81"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::GpuTelemetryStrip</name>
    <message>
        <location filename="../widgets/telemetry/gputelemetrystrip.cpp" line="52"/>
        <source>no telemetry for GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gputelemetrystrip.cpp" line="54"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ImportProgressWidget</name>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="15"/>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="40"/>
        <source>Importing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="21"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="22"/>
        <source>Stop after the file being read; what was imported stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="25"/>
        <source>Cancelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="46"/>
        <source>%1 of %2 files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ImportSummaryDialog</name>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="67"/>
        <source>Import Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="81"/>
        <source>Runs added to the notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="83"/>
        <source>Runs already in the notebook from an earlier import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="97"/>
        <source>Show only files that failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="124"/>
        <source>%Ln file(s) read.</source>
        <translation>
            <numerusform>%Ln file read.</numerusform>
            <numerusform>%Ln files read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="125"/>
        <source>%Ln run(s) added.</source>
        <translation>
            <numerusform>%Ln run added.</numerusform>
            <numerusform>%Ln runs added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="127"/>
        <source>%Ln run(s) were already in the notebook.</source>
        <translation>
            <numerusform>%Ln run was already in the notebook.</numerusform>
            <numerusform>%Ln runs were already in the notebook.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="130"/>
        <source>%Ln file(s) could not be imported; nothing from them was added.</source>
        <translation>
            <numerusform>%Ln file could not be imported; nothing from them was added.</numerusform>
            <numerusform>%Ln files could not be imported; nothing from them was added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="133"/>
        <source>%Ln file(s) in the folders were not benchmark results and were skipped.</source>
        <translation>
            <numerusform>%Ln file in the folders was not benchmark results and was skipped.</numerusform>
            <numerusform>%Ln files in the folders were not benchmark results and were skipped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="136"/>
        <source>%Ln file(s) added nothing of their own: what they hold comes with another file.</source>
        <translation>
            <numerusform>%Ln file added nothing of their own: what they hold comes with another file.</numerusform>
            <numerusform>%Ln files added nothing of their own: what they hold comes with another file.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="177"/>
        <source>Skipped: comes with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="140"/>
        <source>The import was cancelled; the remaining files were not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="143"/>
        <source>Files in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="170"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="183"/>
        <source>Skipped: not a benchmark result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="192"/>
        <source>Imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="194"/>
        <source>Already in the notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="197"/>
        <source>No runs found in this file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::LaneSloDialog</name>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="21"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="22"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="37"/>
        <source>SLO of lane %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="39"/>
        <source>A request meets the SLO when it keeps every bound set here. Bench runs, waves, Compare and the CLI&apos;s check judge this lane&apos;s runs against it when they are given no SLO of their own: SLO attainment, goodput in requests and tokens per second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="45"/>
        <source>Time to first token (TTFT):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="46"/>
        <source>Time per output token (TPOT):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="47"/>
        <source>Inter-token latency, p99 within the request:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="48"/>
        <source>End-to-end latency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="50"/>
        <source>No SLO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="51"/>
        <source>Set every bound to none: the lane then sets no SLO</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::LaneWiring</name>
    <message>
        <location filename="../app/gui/lanewiring.cpp" line="33"/>
        <source>The SLO of lane %1 was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/lanewiring.cpp" line="40"/>
        <source>The lane&apos;s SLO was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::LanguageWiring</name>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="40"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="47"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="49"/>
        <source>Applied at the next start of Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="66"/>
        <source>System Default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="105"/>
        <source>Lanebook will start in %1 next time; this window keeps its language until then.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::LinkRunsDialog</name>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="24"/>
        <source>Link Runs to “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="27"/>
        <source>Choose the runs this finding compares. Linking results locks the hypothesis as it is written now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="29"/>
        <source>Choose the runs this finding compares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="34"/>
        <source>Filter by label, model, lane or format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="38"/>
        <source>as &amp;control (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="40"/>
        <source>as c&amp;andidate (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="50"/>
        <source>&amp;Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="122"/>
        <source>No run chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="123"/>
        <source>%n run(s) chosen</source>
        <translation>
            <numerusform>%n run chosen</numerusform>
            <numerusform>%n runs chosen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::LiveTelemetryPage</name>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="51"/>
        <source>Where the readings come from. &quot;auto&quot; tries NVML, nvidia-smi, xpu-smi, amd-smi and sysfs in turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="56"/>
        <source>last %n minute(s)</source>
        <translation>
            <numerusform>last %n minute</numerusform>
            <numerusform>last %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="61"/>
        <source>Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="64"/>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="95"/>
        <source>All GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="311"/>
        <source>%1

Choose another source above, or run `lanebook-cli telemetry --source auto --once` to see what each source says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="317"/>
        <source>%1 Hz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="318"/>
        <source>first sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="319"/>
        <source>%1 · %n GPU(s) · %2</source>
        <translation>
            <numerusform>%1 · %n GPU · %2</numerusform>
            <numerusform>%1 · %n GPUs · %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="321"/>
        <source>%1 — %2 (showing the last readings)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::MainWindow</name>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="65"/>
        <location filename="../widgets/shell/mainwindow.cpp" line="176"/>
        <location filename="../widgets/shell/mainwindow.cpp" line="275"/>
        <source>Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="74"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="76"/>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="22"/>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="117"/>
        <source>The filters hide the run you chose. Clear them to see it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="153"/>
        <source>Notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="159"/>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="173"/>
        <source>No notebook open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="174"/>
        <source>%Ln run(s)</source>
        <translation>
            <numerusform>%Ln run</numerusform>
            <numerusform>%Ln runs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="176"/>
        <source>%1 — Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="187"/>
        <source>Select a run to see what it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="216"/>
        <source>Reading %Ln run(s)…</source>
        <translation>
            <numerusform>Reading %Ln run…</numerusform>
            <numerusform>Reading %Ln runs…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="219"/>
        <source>Reading the metric columns of %Ln run(s)…</source>
        <translation>
            <numerusform>Reading the metric columns of %Ln run…</numerusform>
            <numerusform>Reading the metric columns of %Ln runs…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="253"/>
        <source>Could not load run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="267"/>
        <source>Import finished: %Ln run(s) added</source>
        <translation>
            <numerusform>Import finished: %Ln run added</numerusform>
            <numerusform>Import finished: %Ln runs added</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="309"/>
        <source>Open or create a notebook first, then drop the files on it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="25"/>
        <source>Lanebook notebooks (*.lanebook);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="32"/>
        <source>&amp;New Notebook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="36"/>
        <source>&amp;Open Notebook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="40"/>
        <source>Open &amp;Team Notebook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="42"/>
        <source>Open a notebook the team shares on a PostgreSQL server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="45"/>
        <source>&amp;Import Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="47"/>
        <source>Add the runs in benchmark result files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="50"/>
        <source>Import &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="52"/>
        <source>Add the runs in every result file under a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="55"/>
        <source>&amp;Export Findings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="58"/>
        <source>Write every finding as a markdown document, with its charts beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="61"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="66"/>
        <source>Choose &amp;Columns…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="69"/>
        <source>&amp;Secrets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="72"/>
        <source>Keep API keys and tokens in the keychain, for launch configs to name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="75"/>
        <source>&amp;Getting Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="79"/>
        <source>A short tour: notebooks, imports, Compare, Waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="82"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="86"/>
        <source>&amp;About Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="93"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="97"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="106"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="113"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="116"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="145"/>
        <source>Clear Recent Notebooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="153"/>
        <source>New Notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="170"/>
        <source>Open Notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="178"/>
        <source>Import Benchmark Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="179"/>
        <source>Benchmark results (*.json *.jsonl *.csv *.log *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="188"/>
        <source>Import a Folder of Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="252"/>
        <source>About Lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="253"/>
        <source>&lt;h3&gt;Lanebook %1&lt;/h3&gt;&lt;p&gt;A lab notebook for LLM inference benchmarks: import results from vLLM, SGLang, llama.cpp, AIPerf, GuideLLM and lm-eval, and keep every run, with where it came from.&lt;/p&gt;&lt;p&gt;Copyright &amp;copy; the Lanebook authors. Licensed under the GNU General Public License, version 3 or (at your option) any later version; see the LICENSE file (installed as /usr/share/doc/lanebook/copyright). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="23"/>
        <source>Compare (%1 vs %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="31"/>
        <source>Control (A): %1, candidate (B): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="32"/>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="33"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="36"/>
        <source>The Compare tab shows the comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="37"/>
        <source>Now choose the other arm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="63"/>
        <source>Verdict recorded: %1 on finding #%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="71"/>
        <source>The verdict was not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="85"/>
        <source>Notebook repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="86"/>
        <source>Opening this notebook repaired what an older Lanebook did to it: %n repair(s).</source>
        <translation>
            <numerusform>Opening this notebook repaired what an older Lanebook did to it: %n repair.</numerusform>
            <numerusform>Opening this notebook repaired what an older Lanebook did to it: %n repairs.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="91"/>
        <source>Runs that importing a file under another language had stored again are merged into the first, with their notes, tags and finding links. Values it masked as secrets although they were none are named with their runs; importing a run&apos;s file again restores them. The details list each repair; they are not shown again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_layout.cpp" line="16"/>
        <source>Reset &amp;Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_layout.cpp" line="18"/>
        <source>Put the notebook tree and the inspector back beside the tabs, at their default widths</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::NewFindingDialog</name>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="16"/>
        <source>New Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="19"/>
        <source>The idea, e.g. Opportunistic expert activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="23"/>
        <source>What you expect and why. Written now, before the results, and stamped with the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="28"/>
        <source>Optional: the number you predict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="32"/>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="33"/>
        <source>&amp;Hypothesis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="34"/>
        <source>&amp;Prediction:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="36"/>
        <source>&amp;Create</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::NotebookTreeModel</name>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="144"/>
        <source>(no lane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="149"/>
        <source>%Ln run(s) in lane %1</source>
        <translation>
            <numerusform>%Ln run in lane %1</numerusform>
            <numerusform>%Ln runs in lane %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="154"/>
        <source>%1
No SLO. Right-click to set one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="155"/>
        <source>%1
SLO: %2
Runs given no SLO of their own are judged against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="184"/>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="186"/>
        <source>%Ln finding(s), %1 negative</source>
        <translation>
            <numerusform>%Ln finding, %1 negative</numerusform>
            <numerusform>%Ln findings, %1 negative</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="198"/>
        <source>under test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="202"/>
        <source>%1
Under test: no verdict yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="203"/>
        <source>%1
%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="222"/>
        <source>Lane / run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="224"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::NotebookTreeView</name>
    <message>
        <location filename="../widgets/shell/notebooktreeview.cpp" line="100"/>
        <source>Lane SLO…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/notebooktreeview.cpp" line="102"/>
        <source>The latency bounds the runs of lane %1 are judged against</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::RecordVerdictDialog</name>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="27"/>
        <source>The change works and is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="29"/>
        <source>The change does not help (or hurts); kept on record so nobody tries it again blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="32"/>
        <source>The data cannot tell yet: more repeats, or a cleaner comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="35"/>
        <source>The measurement is broken (a gate failed, or the arms differ in more than the change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="49"/>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="117"/>
        <source>Record Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="58"/>
        <source>New finding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="61"/>
        <source>#%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="64"/>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="70"/>
        <source>The idea under test, e.g. “Opportunistic expert activation”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="74"/>
        <source>What you expected and why (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="91"/>
        <source>What the comparison showed, and why that decides it (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="95"/>
        <source>Insert the Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="96"/>
        <source>Starts the reason with the comparison&apos;s numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="107"/>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="110"/>
        <source>&amp;Finding:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="111"/>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="112"/>
        <source>&amp;Hypothesis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="113"/>
        <source>Verdict:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="160"/>
        <source>A new finding needs a title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="162"/>
        <source>A verdict needs a reason: say what the comparison showed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::RunAnnotationDialog</name>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="21"/>
        <source>Annotate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="25"/>
        <source>What you noticed: a warm GPU, a noisy neighbour, a flag you forgot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="29"/>
        <source>Comma separated, e.g. baseline, warm-cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="32"/>
        <source>Keep the status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="38"/>
        <source>Why the status is overridden (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="44"/>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="45"/>
        <source>&amp;Tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="46"/>
        <source>&amp;Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="47"/>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="85"/>
        <source>A status override needs its reason: the gates never overwrite it, so the reason is what the next reader sees.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::RunInspector</name>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="63"/>
        <source>Redacted: looks like a secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="66"/>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="67"/>
        <source>An older Lanebook masked this value as if it were a secret and did not keep it. Import the run&apos;s source file again to restore it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="116"/>
        <source>Property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="116"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="135"/>
        <source>Select a run to see what it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="184"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="190"/>
        <source>Token counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector.cpp" line="191"/>
        <source>estimated from stream chunks for %n request(s): the server sent no usage</source>
        <translation>
            <numerusform>estimated from stream chunks for %n request: the server sent no usage</numerusform>
            <numerusform>estimated from stream chunks for %n requests: the server sent no usage</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="199"/>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="201"/>
        <source>Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="205"/>
        <source>Other fields from the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="232"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="233"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="234"/>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="235"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="236"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="237"/>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="240"/>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="113"/>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="35"/>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="37"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="243"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="251"/>
        <source>A measured run has no source file to restore them from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="252"/>
        <source>Import the run&apos;s source file again to restore them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="253"/>
        <source>Data lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector.cpp" line="254"/>
        <source>%n value(s) masked by an older Lanebook</source>
        <translation>
            <numerusform>%n value masked by an older Lanebook</numerusform>
            <numerusform>%n values masked by an older Lanebook</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="255"/>
        <source>An older Lanebook masked these values as if they were secrets and did not keep them: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="259"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="260"/>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="268"/>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="285"/>
        <source>%1 (the file calls it &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="299"/>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="300"/>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="301"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="307"/>
        <source>median %1 · p90 %2 · p99 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector.cpp" line="311"/>
        <source>over %n request(s) that recorded it</source>
        <translation>
            <numerusform>over %n request that recorded it</numerusform>
            <numerusform>over %n requests that recorded it</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="313"/>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="34"/>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="314"/>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="34"/>
        <source>End-to-end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="322"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="323"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="324"/>
        <source>SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="325"/>
        <source>Where in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="326"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="20"/>
        <source>Annotate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="21"/>
        <source>Add a note or a tag to this run, or override its status with a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="75"/>
        <source>&lt;b&gt;Status set to %1&lt;/b&gt; — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="80"/>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="112"/>
        <source>Status set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="116"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="120"/>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="124"/>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="49"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="124"/>
        <source>Annotate… adds a note, a tag, or a status with its reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="25"/>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="27"/>
        <source>tool call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="29"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="31"/>
        <source>exact answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="33"/>
        <source>same output as the control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="66"/>
        <source>Canaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="71"/>
        <source>fails: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="73"/>
        <source>answered: agreement is judged against the control in a comparison (at least %1% of words)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="77"/>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="79"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="82"/>
        <source>Must call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="83"/>
        <source>%1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="84"/>
        <source>any function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="86"/>
        <source>any arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="89"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="91"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="93"/>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="99"/>
        <source>no answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="106"/>
        <source>%1 (known answer: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="24"/>
        <source>Outliers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="25"/>
        <source>none: no request&apos;s TTFT or end-to-end latency stands out</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="26"/>
        <source>%n request latency(ies) stand out; kept in every number</source>
        <translation>
            <numerusform>%n request latency stands out; kept in every number</numerusform>
            <numerusform>%n request latencies stand out; kept in every number</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="28"/>
        <source>Modified z-score beyond 3.5, or outside the 1.5 IQR Tukey fences, among the run&apos;s successful requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="36"/>
        <source>Request %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="42"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="55"/>
        <source>Among its repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="58"/>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="65"/>
        <source>Outlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="58"/>
        <source>not judged: %n repeat(s) of its arm at this point, 3 are needed</source>
        <translation>
            <numerusform>not judged: %n repeat of its arm at this point, 3 are needed</numerusform>
            <numerusform>not judged: %n repeats of its arm at this point, 3 are needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="65"/>
        <source>no: in line with the %n repeat(s) of its arm at this point (%1)</source>
        <translation>
            <numerusform>no: in line with the %n repeat of its arm at this point (%1)</numerusform>
            <numerusform>no: in line with the %n repeats of its arm at this point (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="74"/>
        <source>Outlier · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="75"/>
        <source>%1 stands out: %2; kept in every number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="25"/>
        <source>Gates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="49"/>
        <source>no gate has judged this run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::RunSetZone</name>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="69"/>
        <location filename="../widgets/comparison/runsetzone.cpp" line="162"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="72"/>
        <source>Take every run out of this arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="75"/>
        <source>Drop the control runs here (the baseline), or choose Compare → Set as Control in the Runs table&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="77"/>
        <source>Drop the candidate runs here (the change under test), or choose Compare → Set as Candidate in the Runs table&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="93"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="120"/>
        <source>run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="122"/>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="128"/>
        <source>Control (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="128"/>
        <source>Candidate (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/runsetzone.cpp" line="131"/>
        <source>%1 · %Ln run(s)</source>
        <translation>
            <numerusform>%1 · %Ln run</numerusform>
            <numerusform>%1 · %Ln runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/runsetzone.cpp" line="160"/>
        <source>Remove %Ln Run(s)</source>
        <translation>
            <numerusform>Remove %Ln Run</numerusform>
            <numerusform>Remove %Ln Runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::RunTableModel</name>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="202"/>
        <source>What the validity gates suggest. Valid: every gate that applies passed. Inconclusive: no evidence recorded, nothing wrong was found but something a gate needs was not measured. Diagnostic: a gate warned. Invalid: a gate failed. Failed: the run did not finish. Hover a status for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="232"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="234"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="236"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="238"/>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="240"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="242"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::RunTelemetryTraceView</name>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="40"/>
        <source>GPU telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="90"/>
        <source>No telemetry was recorded with this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="98"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="99"/>
        <source>%1 recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="101"/>
        <source>utilization %1 on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="104"/>
        <source>power %1 on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="107"/>
        <source>SM clock down to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="111"/>
        <source>up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="119"/>
        <source>GPU %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="126"/>
        <source>not throttled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::RunsPage</name>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="82"/>
        <source>Loading runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="101"/>
        <source>Filter runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="102"/>
        <source>Shows runs whose label, model, lane or format contain every word typed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="123"/>
        <source>Show runs imported from one tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="124"/>
        <source>Show runs of one model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="125"/>
        <source>Show runs of one lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="130"/>
        <source>Columns…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="132"/>
        <source>Choose which metrics the table shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="151"/>
        <source>Drop benchmark result files here to import them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="156"/>
        <source>vLLM and SGLang bench results, llama-bench JSON/CSV, AIPerf/genai-perf exports, GuideLLM benchmarks, lm-eval results and llama-perplexity logs. Folders are searched for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="163"/>
        <source>Import Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="164"/>
        <source>Import Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="259"/>
        <source>All formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="263"/>
        <source>All models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="267"/>
        <source>All lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runspage.cpp" line="314"/>
        <source>%Ln run(s)</source>
        <translation>
            <numerusform>%Ln run</numerusform>
            <numerusform>%Ln runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runspage.cpp" line="315"/>
        <source>%1 of %Ln run(s)</source>
        <translation>
            <numerusform>%1 of %Ln run</numerusform>
            <numerusform>%1 of %Ln runs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="364"/>
        <source>Set as &amp;Control (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="367"/>
        <source>Add to Control (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="370"/>
        <source>Set as Ca&amp;ndidate (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="373"/>
        <source>Add to Candidate (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="376"/>
        <source>Compare &amp;These Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="383"/>
        <source>Compare the two selected runs: the older is the control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="427"/>
        <source>Co&amp;mpare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage_annotate.cpp" line="11"/>
        <source>&amp;Annotate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage_annotate.cpp" line="13"/>
        <source>Add a note or a tag to the run, or override its status with a reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::SecretsDialog</name>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="19"/>
        <source>Secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="22"/>
        <source>API keys and tokens stay in your desktop keychain, never in the notebook. A launch config names a secret instead of holding it; the value is looked up when the server starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="29"/>
        <source>hf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="33"/>
        <source>the token, pasted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="36"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="37"/>
        <source>&amp;Value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="48"/>
        <source>&amp;Store in Keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="50"/>
        <source>&amp;Delete from Keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="90"/>
        <source>In a config: &lt;code&gt;&quot;env&quot;: {&quot;HF_TOKEN&quot;: {&quot;secret&quot;: &quot;%1&quot;}}&lt;/code&gt;&lt;br&gt;The environment variable &lt;code&gt;%2&lt;/code&gt; overrides the keychain (for CI and scripts).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::SecretsWiring</name>
    <message>
        <location filename="../app/gui/secretswiring.cpp" line="42"/>
        <source>Stored &quot;%1&quot; in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/secretswiring.cpp" line="53"/>
        <source>Deleted &quot;%1&quot; from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="104"/>
        <source>Elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="110"/>
        <source>%1 tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="113"/>
        <source>%1 panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="161"/>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="167"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="167"/>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::TeamNotebookDialog</name>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="35"/>
        <source>Open Team Notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="38"/>
        <source>A team notebook lives in a PostgreSQL database that every host and window of the team reads and writes. An empty database becomes a new notebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="44"/>
        <source>db.lab.example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="51"/>
        <source>lanebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="54"/>
        <source>your login name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="57"/>
        <source>prefer: TLS when the server offers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="58"/>
        <source>require: TLS, the certificate not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="60"/>
        <source>verify-ca: TLS, a certificate from a trusted authority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="62"/>
        <source>verify-full: TLS, the certificate and the host name checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="64"/>
        <source>disable: no TLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="68"/>
        <source>from ~/.pgpass, PGPASSWORD or the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="69"/>
        <source>&amp;Remember the password in the desktop keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="73"/>
        <source>&amp;Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="74"/>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="75"/>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="76"/>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="77"/>
        <source>&amp;TLS:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="78"/>
        <source>Pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="82"/>
        <source>Leave the password empty to use ~/.pgpass, PGPASSWORD or the password kept in the keychain. Lanebook never writes it into the notebook or its settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="92"/>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="184"/>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::TeamNotebookWiring</name>
    <message>
        <location filename="../app/gui/teamnotebookwiring.cpp" line="106"/>
        <source>The password was not kept in the keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::TelemetryChart</name>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="49"/>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="51"/>
        <source>−%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="124"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="130"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="158"/>
        <source>No telemetry to plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="364"/>
        <source>throttled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::TelemetryWiring</name>
    <message>
        <location filename="../app/gui/telemetrywiring.cpp" line="63"/>
        <source>Telemetry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/telemetrywiring.cpp" line="68"/>
        <source>Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/telemetrywiring.cpp" line="121"/>
        <source>telemetry is off (source &quot;none&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::WaveConfigEditor</name>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="42"/>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="43"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="44"/>
        <source> tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="59"/>
        <source>The command line, as in a terminal:
vllm serve /models/glm5 --port 8000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="62"/>
        <source>The server&apos;s command line, split into arguments as a shell would: &apos;...&apos; and &quot;...&quot; quote, a backslash escapes, a backslash at the end of a line continues it. It is never run by a shell: $VARIABLES, * and | stay as typed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="65"/>
        <source>The arguments the server is started with, one per row, as the command line above splits them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="73"/>
        <source>KEY=VALUE, one per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="74"/>
        <source>Added to Lanebook&apos;s environment. CUDA_VISIBLE_DEVICES and its AMD and Intel kin are set from the arm&apos;s GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="77"/>
        <source>default: base URL + /health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="78"/>
        <source>empty: this machine; else a host from your ssh config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="79"/>
        <source>empty: Lanebook&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="92"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="97"/>
        <source>Command (argv):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="98"/>
        <source>Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="99"/>
        <source>Base URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="100"/>
        <source>Health URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="101"/>
        <source>Served model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="102"/>
        <source>SSH host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="103"/>
        <source>Working directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="104"/>
        <source>Ready within:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="105"/>
        <source>Expected startup:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="106"/>
        <source>Expected speed per stream:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="170"/>
        <source>command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="190"/>
        <source>(empty argument)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="198"/>
        <source>%1. Until it is, the server keeps the arguments listed below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="223"/>
        <source>environment line %1: &quot;%2&quot; is not KEY=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::WaveLaneModel</name>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="75"/>
        <source>starting its server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="187"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="196"/>
        <source>step %1 · repeat %2 · probe %3 · c%4 · ctx %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="202"/>
        <source>step %1 · repeat %2 · c%3 · ctx %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="210"/>
        <location filename="../models/waves/wavelanemodel.cpp" line="218"/>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="229"/>
        <source>Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="231"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="233"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="235"/>
        <source>Current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="237"/>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="239"/>
        <source>Output tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="241"/>
        <source>TTFT median (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="243"/>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="245"/>
        <source>Steps done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::WaveLaneProxy</name>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="43"/>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="45"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="47"/>
        <source>between steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="49"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="51"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="53"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::WaveMonitor</name>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="34"/>
        <source>No wave running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="37"/>
        <location filename="../widgets/waves/wavemonitor.cpp" line="386"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="38"/>
        <source>Skip step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="39"/>
        <source>Abort wave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="40"/>
        <source>Compare the Arms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="43"/>
        <source>GPU telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="45"/>
        <source>Per-GPU utilization, power, clocks and temperature appear here while a wave runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="58"/>
        <source>Hold the wave after the running step (a load is never paused half-way: a run with a gap measures nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="60"/>
        <source>End the running step now; it is not recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="61"/>
        <source>End the running loads and the wave; servers are stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="64"/>
        <source>Open the Compare tab on this wave&apos;s runs: the control arm against the candidate, paired by repeat, with the gates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="67"/>
        <source>%v of %m steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="71"/>
        <source>%1 of %2 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Failed step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="122"/>
        <source>Server starts, canaries, failures and notes appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="172"/>
        <location filename="../widgets/waves/wavemonitor.cpp" line="394"/>
        <source>Wave %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="173"/>
        <source>starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="193"/>
        <source>Wave %1 started: %n step(s).</source>
        <translation>
            <numerusform>Wave %1 started: %n step.</numerusform>
            <numerusform>Wave %1 started: %n steps.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="207"/>
        <source>Step %1: starting the server of arm %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="229"/>
        <source>Step %1 (%2): %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="242"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="244"/>
        <source>c%1 · ctx %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="259"/>
        <source>Arm %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="274"/>
        <source>Wave %1: %2 — %3 recorded, %4 failed, %5 skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="312"/>
        <source>Arm %1, repeat %2, input %3 tok: highest concurrency under the SLO %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="317"/>
        <source>Arm %1, repeat %2, input %3 tok: no highest concurrency under the SLO (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="336"/>
        <source>%1 holds a higher load than %2 at input %3 tok: its highest concurrency under the SLO is %4 over %n pair(s).</source>
        <translation>
            <numerusform>%1 holds a higher load than %2 at input %3 tok: its highest concurrency under the SLO is %4 over %n pair.</numerusform>
            <numerusform>%1 holds a higher load than %2 at input %3 tok: its highest concurrency under the SLO is %4 over %n pairs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="343"/>
        <source>%1 holds a lower load than %2 at input %3 tok: its highest concurrency under the SLO is %4 over %n pair(s).</source>
        <translation>
            <numerusform>%1 holds a lower load than %2 at input %3 tok: its highest concurrency under the SLO is %4 over %n pair.</numerusform>
            <numerusform>%1 holds a lower load than %2 at input %3 tok: its highest concurrency under the SLO is %4 over %n pairs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="350"/>
        <source>%1 and %2 hold the same load at input %3 tok, to within the search&apos;s resolution (%4 over %n pair(s)).</source>
        <translation>
            <numerusform>%1 and %2 hold the same load at input %3 tok, to within the search&apos;s resolution (%4 over %n pair).</numerusform>
            <numerusform>%1 and %2 hold the same load at input %3 tok, to within the search&apos;s resolution (%4 over %n pairs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="357"/>
        <source>%1 against %2 at input %3 tok: %4 over %n pair(s), too few or too spread to decide.</source>
        <translation>
            <numerusform>%1 against %2 at input %3 tok: %4 over %n pair, too few or too spread to decide.</numerusform>
            <numerusform>%1 against %2 at input %3 tok: %4 over %n pairs, too few or too spread to decide.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="372"/>
        <source>Pause asked: the wave holds after the running step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="375"/>
        <source>Resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="386"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="404"/>
        <source>running · %1 elapsed · searching each arm&apos;s highest load under the SLO, probe %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="411"/>
        <source>paused · %1 elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="412"/>
        <source>running · %1 elapsed · about %2 left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::WavePlanner</name>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="88"/>
        <source>Open Plan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="89"/>
        <source>Save Plan As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="90"/>
        <source>New from Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="94"/>
        <location filename="../widgets/waves/waveplanner.cpp" line="402"/>
        <source>unsaved plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="96"/>
        <source>Start Wave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="149"/>
        <source>New plan from the example (two mock-server arms): edit the configs&apos; commands for your servers, then save it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="164"/>
        <source>Wave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="169"/>
        <source>optional: the lane the runs belong to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="172"/>
        <source>default: the GPUs the arms name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="177"/>
        <source>A,B every slot (interleaved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="178"/>
        <source>A,B then B,A (ABBA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="180"/>
        <source>Arms trade GPUs on odd repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="183"/>
        <source>Alternate: one load at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="184"/>
        <source>Side by side: arms at the same time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="188"/>
        <source>A fresh server every repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="189"/>
        <source>A fresh server every run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="190"/>
        <source>One server for the whole wave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="193"/>
        <source>Record it and go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="194"/>
        <source>Stop the wave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="204"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="205"/>
        <source>Lane:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="206"/>
        <source>GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="207"/>
        <source>Repeats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="208"/>
        <source>Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="210"/>
        <source>Execution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="211"/>
        <source>Servers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="212"/>
        <source>When an arm fails:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="225"/>
        <source>Workload points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="226"/>
        <source>Completions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="227"/>
        <source>Chat completions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="240"/>
        <source>One count for every point, or one per concurrency value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="252"/>
        <source>Endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="253"/>
        <source>Concurrency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="254"/>
        <source>Context tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="255"/>
        <source>Output tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="256"/>
        <source>Requests per run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="257"/>
        <source>Warm-up requests:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="272"/>
        <source>Server configs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="277"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="278"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="301"/>
        <source>Arms and GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <source>Arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <source>Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="135"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="308"/>
        <source>GPUs: the indices the arm&apos;s server is pinned to, e.g. &quot;0&quot; or &quot;2,3&quot; for tensor parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="310"/>
        <source>Add Arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="311"/>
        <source>Remove Arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="330"/>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="345"/>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="346"/>
        <source>Run-to-run coefficient of variation of the same recipe (the A/A noise floor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="352"/>
        <source>Run-to-run noise:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="380"/>
        <source>Open Wave Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="381"/>
        <location filename="../widgets/waves/waveplanner.cpp" line="393"/>
        <source>Wave plans (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="392"/>
        <source>Save Wave Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="443"/>
        <source>Nothing to run until the problems below are fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="447"/>
        <source>max-load search under %1 (%2 % met) · at most %n run(s), %3</source>
        <translation>
            <numerusform>max-load search under %1 (%2 % met) · at most %n run, %3</numerusform>
            <numerusform>max-load search under %1 (%2 % met) · at most %n runs, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="453"/>
        <source>%n run(s), about %1 · order %2</source>
        <translation>
            <numerusform>%n run, about %1 · order %2</numerusform>
            <numerusform>%n runs, about %1 · order %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="462"/>
        <source>%n pair(s) per point detect an effect of about %1 % or more.</source>
        <translation>
            <numerusform>%n pair per point detect an effect of about %1 % or more.</numerusform>
            <numerusform>%n pairs per point detect an effect of about %1 % or more.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="465"/>
        <source>Not enough pairs to detect any effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="468"/>
        <source>An exact 95 % interval needs at least %n pairs.</source>
        <translation>
            <numerusform>An exact 95 % interval needs at least %n pairs.</numerusform>
            <numerusform>An exact 95 % interval needs at least %n pairs.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="472"/>
        <source>A wave is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="124"/>
        <source>%1: &quot;%2&quot; is not a list of whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="149"/>
        <source>Concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="151"/>
        <source>Context tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="154"/>
        <source>Requests per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="175"/>
        <source>arm %1: GPUs &quot;%2&quot; is not a list of GPU indices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="183"/>
        <source>config %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::WaveScheduleModel</name>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="66"/>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="79"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="81"/>
        <source>Repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="83"/>
        <source>Slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="85"/>
        <source>Arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="87"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="89"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="91"/>
        <source>Concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="93"/>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="95"/>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="97"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="99"/>
        <source>Est. time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::WaveTrafficEditor</name>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="30"/>
        <source>Fresh prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="31"/>
        <source>Shared system prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="32"/>
        <source>Multi-turn conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="33"/>
        <source>Trace replay (Mooncake)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="34"/>
        <source>Fresh prompts share nothing (a clean A/B of kernels); the others reuse context on purpose, and the cache gate checks the server&apos;s cache served what they declare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="38"/>
        <source>The first tokens of every prompt, the same for all: fewer than the context tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="46"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="48"/>
        <source>Conversations at every point; the concurrency counts conversations in flight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="61"/>
        <source>Traffic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="62"/>
        <source>System prompt tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="63"/>
        <source>Turns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="64"/>
        <source>Tokens per later turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="65"/>
        <source>Think time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="66"/>
        <source>Conversations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="67"/>
        <source>Trace file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="68"/>
        <source>Speed-up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="69"/>
        <source>Tokens per block id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="132"/>
        <source>Traffic: a trace replay needs its trace file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::WaveWiring</name>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="48"/>
        <source>Waves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="150"/>
        <source>Could not read the wave plan %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="157"/>
        <source>%1 was not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="158"/>
        <source>The wave plan %1 has problems; nothing was changed.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="171"/>
        <source>Could not save the wave plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="232"/>
        <source>Could not keep the wave plan draft: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="175"/>
        <source>Wave plan saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="181"/>
        <source>Open or create a notebook first: a wave records its runs there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="185"/>
        <source>A wave is already running; wait for it or abort it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="194"/>
        <source>The wave cannot start:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/wavewiring.cpp" line="241"/>
        <source>Stopped %n inference server(s) left running by a Lanebook that ended without stopping them.</source>
        <translation>
            <numerusform>Stopped %n inference server left running by a Lanebook that ended without stopping them.</numerusform>
            <numerusform>Stopped %n inference servers left running by a Lanebook that ended without stopping them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::WavesPage</name>
    <message>
        <location filename="../widgets/waves/wavespage.cpp" line="19"/>
        <source>Wave planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavespage.cpp" line="22"/>
        <source>Wave monitor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lanebook::WelcomePage</name>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="19"/>
        <source>No notebook is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="24"/>
        <source>A notebook keeps your benchmark runs, from every tool, in one file you can sort, filter and compare. Create one and drop result files on the window, or open an existing one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="30"/>
        <source>New Notebook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="32"/>
        <source>Open Notebook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="34"/>
        <source>Open Demo Notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="36"/>
        <source>A notebook filled from real published benchmark results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="42"/>
        <source>Recent notebooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="87"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
