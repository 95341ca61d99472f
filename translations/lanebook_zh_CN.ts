<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ChartViewTr</name>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="44"/>
        <source>Charts can only be drawn in an application with widgets (QApplication).</source>
        <translation>只有带控件的应用程序（QApplication）才能绘制图表。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="48"/>
        <location filename="../widgets/charts/chartplot.cpp" line="328"/>
        <location filename="../widgets/charts/chartplot.cpp" line="329"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="53"/>
        <source>%1: charts are exported as .png or .svg files.</source>
        <translation>%1：图表导出为 .png 或 .svg 文件。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="88"/>
        <source>Drawn by Lanebook</source>
        <translation>由 Lanebook 绘制</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="92"/>
        <location filename="../widgets/charts/chartfileexport.cpp" line="98"/>
        <location filename="../widgets/charts/chartfileexport.cpp" line="113"/>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="136"/>
        <source>This chart needs the run&apos;s telemetry trace, not runs alone.</source>
        <translation>此图表需要运行的遥测轨迹，而不仅是运行。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="144"/>
        <source>Unknown chart kind &quot;%1&quot;.</source>
        <translation>未知的图表类型 &quot;%1&quot;。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartplot.cpp" line="333"/>
        <source>95% CI</source>
        <translation>95% CI</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartplot.cpp" line="333"/>
        <source>IQR</source>
        <translation>IQR</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/chartplot.cpp" line="334"/>
        <source>%1 %2 – %3 over %Ln run(s)</source>
        <translation>
            <numerusform>%1 %2 – %3，共 %Ln 次运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/chartplot.cpp" line="338"/>
        <source>median of %Ln run(s)</source>
        <translation>
            <numerusform>%Ln 次运行的中位数</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartplot.cpp" line="341"/>
        <source>Click to open the run.</source>
        <translation>点击打开该运行。</translation>
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
中位数 %2，IQR %3 – %4
须线 %5 – %6
%Ln 个请求，%7 个超出须线
点击打开该运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/chartlegenditem.cpp" line="126"/>
        <source>+ %n more</source>
        <translation>
            <numerusform>+ 另有 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="99"/>
        <source>Neither arm has a run with %1, so there is nothing to draw.</source>
        <translation>两组都没有含 %1 的运行，因此无可绘制。</translation>
    </message>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="118"/>
        <source>Workload point</source>
        <translation>负载点</translation>
    </message>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="121"/>
        <location filename="../models/charts/runcharts.cpp" line="331"/>
        <source>Concurrency</source>
        <translation>并发</translation>
    </message>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="122"/>
        <location filename="../models/charts/runcharts.cpp" line="332"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="55"/>
        <source>Throughput against context length</source>
        <translation>吞吐量随上下文长度变化</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="57"/>
        <source>Throughput against concurrency</source>
        <translation>吞吐量随并发变化</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="59"/>
        <source>Speed and quality against bits</source>
        <translation>速度与质量随位数变化</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="61"/>
        <source>Latency distribution (CDF)</source>
        <translation>延迟分布（CDF）</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="63"/>
        <source>Latency distribution (box per run)</source>
        <translation>延迟分布（每次运行一个箱线）</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="65"/>
        <source>Telemetry over time beside load</source>
        <translation>遥测随时间变化（与负载并列）</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="67"/>
        <source>Throughput frontier</source>
        <translation>吞吐前沿</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="69"/>
        <source>TTFT by conversation turn</source>
        <translation>按对话轮次的 TTFT</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="85"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="87"/>
        <source>End-to-end latency</source>
        <translation>端到端延迟</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="89"/>
        <source>Inter-token latency</source>
        <translation>token 间延迟</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="73"/>
        <source>%1 %2 / %3 / %4 ms</source>
        <translation>%1 %2 / %3 / %4 ms</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="108"/>
        <source>Requests at or below (%)</source>
        <translation>不超过该值的请求（%）</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="114"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="119"/>
        <source>Select one or more runs in the Runs table to see their latency distributions.</source>
        <translation>在“运行”表中选择一个或多个运行，查看其延迟分布。</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="157"/>
        <source>The selected runs have no per-request %1 samples. Runs imported from summaries carry only percentiles; recorded runs and detailed exports (vLLM --save-detailed, AIPerf profile exports) have samples.</source>
        <translation>所选运行没有逐请求的 %1 样本。从汇总导入的运行只含百分位数；录制的运行和详细导出（vLLM --save-detailed、AIPerf profile 导出）才有样本。</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="169"/>
        <source>p50 / p90 / p99: %1.</source>
        <translation>p50 / p90 / p99：%1。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/detailcharts.cpp" line="171"/>
        <source>%n more run(s) in the chart.</source>
        <translation>
            <numerusform>图表中还有 %n 个运行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="175"/>
        <source>No samples: %1.</source>
        <translation>无样本：%1。</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="189"/>
        <source>Power (W)</source>
        <translation>功率（W）</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="191"/>
        <source>SM clock (MHz)</source>
        <translation>SM 时钟（MHz）</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="193"/>
        <source>Temperature (°C)</source>
        <translation>温度（°C）</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="195"/>
        <source>Memory used (GiB)</source>
        <translation>已用显存（GiB）</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="196"/>
        <source>GPU utilization (%)</source>
        <translation>GPU 利用率（%）</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="230"/>
        <source>Time since the run started (s)</source>
        <translation>自运行开始的时间（s）</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="233"/>
        <location filename="../models/charts/detailcharts.cpp" line="289"/>
        <source>Requests in flight</source>
        <translation>进行中的请求</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="235"/>
        <source>Select a run to see its telemetry beside its load.</source>
        <translation>选择一个运行，查看其遥测与负载。</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="263"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="297"/>
        <source>No telemetry was recorded with %1. Telemetry is stored for runs recorded by Lanebook while a sampler watches their GPUs.</source>
        <translation>%1 没有录制遥测。只有在采样器监视 GPU 时由 Lanebook 录制的运行才会保存遥测。</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="309"/>
        <source>The run has no request timings, so its load is not drawn.</source>
        <translation>该运行没有请求时间数据，因此不绘制其负载。</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="41"/>
        <source>quantization not recorded</source>
        <translation>未记录量化方式</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="178"/>
        <source>%1 bit</source>
        <translation>%1 位</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="189"/>
        <location filename="../models/charts/runcharts.cpp" line="298"/>
        <source>model not recorded</source>
        <translation>未记录模型</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="191"/>
        <location filename="../models/charts/runcharts.cpp" line="299"/>
        <source>no lane</source>
        <translation>无泳道</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/runchartsparts.cpp" line="35"/>
        <source>%n run(s) without %1 left out.</source>
        <translation>
            <numerusform>已略去 %n 个不含 %1 的运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/runchartsparts.cpp" line="41"/>
        <source>%n run(s) judged invalid left out: tick Include invalid runs to see them.</source>
        <translation>
            <numerusform>已略去 %n 个被判为无效的运行：勾选“包含无效运行”即可查看。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="331"/>
        <source>Context length (tokens)</source>
        <translation>上下文长度（token）</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="352"/>
        <source>a context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="352"/>
        <source>a concurrency</source>
        <translation>并发</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="355"/>
        <source>No run has both %1 and a throughput metric. Import serving runs (vLLM, SGLang, AIPerf, GuideLLM) or llama-bench tests that vary it.</source>
        <translation>没有运行同时包含 %1 和吞吐量指标。请导入改变该参数的推理服务运行（vLLM、SGLang、AIPerf、GuideLLM）或 llama-bench 测试。</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="300"/>
        <location filename="../models/charts/runcharts_bits.cpp" line="112"/>
        <source>GPU not recorded</source>
        <translation>未记录 GPU</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="233"/>
        <source>concurrency %1</source>
        <translation>并发 %1</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="301"/>
        <source>concurrency not recorded</source>
        <translation>未记录并发</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="290"/>
        <source>rate not recorded</source>
        <translation>未记录速率</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="292"/>
        <source>rate inf</source>
        <translation>速率 inf</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="295"/>
        <source>rate %1/s</source>
        <translation>速率 %1/s</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="295"/>
        <source>rate %1</source>
        <translation>速率 %1</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="457"/>
        <source>No run has both %1 and %2. Choose another metric, or import runs that record both.</source>
        <translation>没有运行同时包含 %1 和 %2。请选择其他指标，或导入同时记录两者的运行。</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="464"/>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="506"/>
        <source>No run records both output tok/s per GPU and per user. trtllm-bench writes them; Lanebook&apos;s own runs get them when their GPUs are known (a wave arm&apos;s GPUs, lanebook-cli bench --gpus).</source>
        <translation>没有运行同时记录每 GPU 和每用户的输出 tok/s。trtllm-bench 会写入两者；Lanebook 自己的运行在其 GPU 已知时获得它们（波次臂的 GPU、lanebook-cli bench --gpus）。</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="542"/>
        <source>%1 (dominated)</source>
        <translation>%1（被支配）</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="558"/>
        <source>Faded points are dominated: another run of their series serves more per GPU and more per user.</source>
        <translation>淡色点被支配：同一系列中另一运行的每 GPU 和每用户吞吐都更高。</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="561"/>
        <source>output tok/s per GPU or per user</source>
        <translation>每 GPU 或每用户的输出 tok/s</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="577"/>
        <source>Turn</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="578"/>
        <source>TTFT, median (ms)</source>
        <translation>TTFT 中位数（ms）</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="596"/>
        <source>No run sent multi-turn conversations: lanebook-cli bench --turns, or a wave whose workload has turns, records TTFT by turn.</source>
        <translation>没有运行发送过多轮对话：lanebook-cli bench --turns，或工作负载含轮次的波次，会按轮次记录 TTFT。</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="47"/>
        <source>%1 worsens %2× from %3 to %4 bits per weight: the quality cliff.</source>
        <translation>%1 从 %3 到 %4 位/权重恶化了 %2 倍：质量断崖。</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="67"/>
        <source>Bits per weight</source>
        <translation>每权重位数</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="68"/>
        <source>bits</source>
        <translation>位</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/runcharts_bits.cpp" line="143"/>
        <source>%n run(s) have speed or quality numbers, but none records its bits per weight (a quantization in its config or model name).</source>
        <translation>
            <numerusform>%n 个运行有速度或质量数据，但都没有记录每权重位数（配置或模型名中的量化方式）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="146"/>
        <source>No run with a known quantization has a speed or quality metric. Import llama-bench and llama-perplexity runs of several quantizations of one model.</source>
        <translation>没有已知量化方式的运行带有速度或质量指标。请导入同一模型多种量化的 llama-bench 和 llama-perplexity 运行。</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="190"/>
        <source>a known bit width</source>
        <translation>已知位宽</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="640"/>
        <source>This chart is drawn from chosen runs, not the whole notebook.</source>
        <translation>此图表由所选运行绘制，而非整个笔记本。</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="731"/>
        <source>Prompt + generation tok/s</source>
        <translation>提示 + 生成 tok/s</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="182"/>
        <source>%n more</source>
        <translation>
            <numerusform>另有 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="187"/>
        <source>%n run(s) left out of the axis, %1× above the next highest point: %2.</source>
        <translation>
            <numerusform>已从坐标轴略去 %n 个运行，它们是次高点的 %1×：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="192"/>
        <source>%n run(s) left out of the axis, far above the others: %1.</source>
        <translation>
            <numerusform>已从坐标轴略去 %n 个运行，它们远高于其他点：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/chartscaling.cpp" line="197"/>
        <source>Choose Logarithmic under Y axis to see them all.</source>
        <translation>在“Y 轴”中选择“对数”即可查看全部。</translation>
    </message>
    <message>
        <location filename="../models/charts/chartscaling.cpp" line="199"/>
        <source>Choose a logarithmic y axis to see them all.</source>
        <translation>选择对数 y 轴即可查看全部。</translation>
    </message>
    <message>
        <location filename="../models/charts/chartscaling.cpp" line="204"/>
        <source>The y axis is logarithmic: the values run from %1 to %2 (%3×), too far apart for a linear axis.</source>
        <translation>y 轴采用对数刻度：数值从 %1 到 %2（%3×），相差太大，不适合线性坐标轴。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="210"/>
        <source>%n point(s) at or below zero left out: a logarithmic axis cannot place them.</source>
        <translation>
            <numerusform>已略去 %n 个等于或小于零的点：对数坐标轴无法放置它们。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliTr</name>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="41"/>
        <source>annotate one run at a time (got &quot;%1&quot; too)</source>
        <translation>一次只能注释一个运行（还收到了 &quot;%1&quot;）</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="46"/>
        <source>name the run (id or label)</source>
        <translation>请指定运行（ID 或标签）</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="49"/>
        <source>say what to add: --note, --tag or --status</source>
        <translation>请说明要添加什么：--note、--tag 或 --status</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="51"/>
        <source>--status needs --reason: an override nobody can explain is not a judgement</source>
        <translation>--status 需要 --reason：无人能解释的覆盖不是判断</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="54"/>
        <source>--reason goes with --status</source>
        <translation>--reason 需与 --status 一起使用</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="56"/>
        <source>&quot;%1&quot; is not a run status</source>
        <translation>&quot;%1&quot; 不是运行状态</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="66"/>
        <location filename="../app/cli/annotatecommand.cpp" line="75"/>
        <source>lanebook-cli annotate: %1
</source>
        <translation>lanebook-cli annotate：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="80"/>
        <source>lanebook-cli annotate: run %1: %2
</source>
        <translation>lanebook-cli annotate：运行 %1：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="87"/>
        <source>note added</source>
        <translation>已添加备注</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="92"/>
        <source>tag &quot;%1&quot;</source>
        <translation>标签 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="97"/>
        <source>tag &quot;%1&quot; removed</source>
        <translation>已移除标签 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="103"/>
        <source>status %1</source>
        <translation>状态 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="121"/>
        <source>run %1: %2
</source>
        <translation>运行 %1：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="67"/>
        <source>--url: &quot;%1&quot; is not an http:// or https:// URL</source>
        <translation>--url：&quot;%1&quot; 不是 http:// 或 https:// URL</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="86"/>
        <location filename="../app/cli/runcommand.cpp" line="82"/>
        <location filename="../app/cli/wavecommand.cpp" line="301"/>
        <source>--telemetry: %1</source>
        <translation>--telemetry：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="99"/>
        <location filename="../app/cli/runcommand.cpp" line="93"/>
        <source>--gpus: &quot;%1&quot; is not a list of GPU indices like 0,1</source>
        <translation>--gpus：&quot;%1&quot; 不是类似 0,1 的 GPU 索引列表</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="169"/>
        <source>--%1 needs --turns or --multi-turn</source>
        <translation>--%1 需要 --turns 或 --multi-turn</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="174"/>
        <source>--turns makes synthetic conversations and --multi-turn reads them from --prompt-file: choose one</source>
        <translation>--turns 生成合成对话，--multi-turn 从 --prompt-file 读取对话：请选择其一</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="177"/>
        <source>--multi-turn needs --prompt-file</source>
        <translation>--multi-turn 需要 --prompt-file</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="181"/>
        <source>conversations send each turn after the last reply (--concurrency counts conversations, --conversations how many); leave out --%1</source>
        <translation>对话在上一次回复之后才发送下一轮（--concurrency 计的是对话数，--conversations 是对话总数）；请去掉 --%1</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="198"/>
        <source>--replies file needs --multi-turn: synthetic conversations carry the server&apos;s replies</source>
        <translation>--replies file 需要 --multi-turn：合成对话携带的是服务器的回复</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="213"/>
        <source>--%1 needs --trace</source>
        <translation>--%1 需要 --trace</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="221"/>
        <source>--trace sets the arrivals, lengths and prompts itself; leave out --%1</source>
        <translation>--trace 自行决定到达时间、长度和提示词；请去掉 --%1</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="256"/>
        <source>--url is required</source>
        <translation>需要 --url</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="258"/>
        <source>--model is required</source>
        <translation>需要 --model</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="261"/>
        <source>--shared-system-prompt opens synthetic prompts: give fewer tokens than --input-tokens (%1), without --prompt-file</source>
        <translation>--shared-system-prompt 用于合成提示词的开头：给出的 token 数须少于 --input-tokens（%1），且不能与 --prompt-file 同用</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="265"/>
        <source>--reuse-prompts needs --prompt-file: synthetic prompts are fresh by construction</source>
        <translation>--reuse-prompts 需要 --prompt-file：合成的提示词天然是新鲜的</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="268"/>
        <location filename="../app/cli/runcommand.cpp" line="102"/>
        <source>--gpus needs --telemetry</source>
        <translation>--gpus 需要 --telemetry</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="271"/>
        <source>--burstiness needs --request-rate</source>
        <translation>--burstiness 需要 --request-rate</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="304"/>
        <location filename="../app/cli/copycommand.cpp" line="99"/>
        <location filename="../app/cli/paretocommand.cpp" line="62"/>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>意外的参数 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="323"/>
        <source>--find-max-concurrency records no telemetry; leave out --telemetry</source>
        <translation>--find-max-concurrency 不记录遥测；请去掉 --telemetry</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="325"/>
        <source>--find-max-concurrency searches a closed loop; leave out --request-rate</source>
        <translation>--find-max-concurrency 在闭环中搜索；请去掉 --request-rate</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="330"/>
        <source>--%1 needs --find-max-concurrency</source>
        <translation>--%1 需要 --find-max-concurrency</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="346"/>
        <source>  cache      %1 % of prompt tokens cached; the trace implies %2 %
</source>
        <translation>  缓存       提示词 token 中 %1 % 来自缓存；trace 推算为 %2 %
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="348"/>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="352"/>
        <source>  cache      %1 % of prompt tokens cached
</source>
        <translation>  缓存       提示词 token 中 %1 % 来自缓存
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="361"/>
        <source>%1: %2 ms</source>
        <translation>%1：%2 ms</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="367"/>
        <source>  by turn    TTFT median %1
</source>
        <translation>  按轮次     TTFT 中位数 %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="371"/>
        <source>  schedule   requests sent late by median %1 ms, p99 %2 ms
</source>
        <translation>  时间表     请求发送延迟：中位数 %1 ms，p99 %2 ms
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="384"/>
        <source>run %1  %2
</source>
        <translation>运行 %1  %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="385"/>
        <source>  requests   %1 completed, %2 failed in %3 s
</source>
        <translation>  请求       %1 完成，%2 失败，用时 %3 s
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="387"/>
        <source>  throughput %1 output tok/s, %2 req/s
</source>
        <translation>  吞吐量     %1 输出 tok/s，%2 req/s
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="390"/>
        <source>  TTFT ms    median %1, p99 %2
</source>
        <translation>  TTFT ms    中位数 %1，p99 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="392"/>
        <source>  TPOT ms    median %1, p99 %2
</source>
        <translation>  TPOT ms    中位数 %1，p99 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="394"/>
        <source>  ITL ms     median %1, p99 %2
</source>
        <translation>  ITL ms     中位数 %1，p99 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="396"/>
        <source>  SLO        %1 % of requests met %2; goodput %3 req/s, %4 tok/s
</source>
        <translation>  SLO        %1 % 的请求满足 %2；goodput %3 req/s、%4 tok/s
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="403"/>
        <source>  GPUs       %1 % util, %2 W mean; SM clock min %3 MHz; max %4 °C
</source>
        <translation>  GPU        利用率 %1 %，平均 %2 W；SM 时钟最低 %3 MHz；最高 %4 °C
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="413"/>
        <source>  failures   %1
</source>
        <translation>  失败       %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="433"/>
        <location filename="../app/cli/benchcommand.cpp" line="446"/>
        <location filename="../app/cli/benchcommand.cpp" line="539"/>
        <source>lanebook-cli bench: %1
</source>
        <translation>lanebook-cli bench：%1
</translation>
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
        <translation>lanebook-cli：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="471"/>
        <source>Judged against lane %1&apos;s SLO: %2
</source>
        <translation>按通道 %1 的 SLO 评判：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="420"/>
        <source>lanebook-cli bench: --find-max-concurrency needs --slo, or a lane with an SLO (lanebook-cli lane slo): the bounds the load must keep
</source>
        <translation>lanebook-cli bench：--find-max-concurrency 需要 --slo，或一个设有 SLO 的通道（lanebook-cli lane slo）：负载必须守住的界限
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="489"/>
        <source>lanebook-cli bench: no GPU telemetry is recorded with this run: %1
</source>
        <translation>lanebook-cli bench：此运行不录制 GPU 遥测：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="503"/>
        <source><byte value="xd"/>%1/%2 done, %3 failed, %4 in flight, %5 tok/s   </source>
        <translation><byte value="xd"/>%1/%2 完成，%3 失败，%4 进行中，%5 tok/s   </translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="523"/>
        <source>lanebook-cli bench: no telemetry of GPU(s) %1 arrived during the run; it is recorded without a trace
</source>
        <translation>lanebook-cli bench：运行期间没有收到 GPU %1 的遥测；运行将不带轨迹录制
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="525"/>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="533"/>
        <source>lanebook-cli bench: cannot record the run in %1: %2
</source>
        <translation>lanebook-cli bench：无法把运行录制到 %1：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="544"/>
        <source>lanebook-cli bench: the telemetry trace of run %1 was not stored in %2: %3
</source>
        <translation>lanebook-cli bench：运行 %1 的遥测轨迹未保存到 %2：%3
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="559"/>
        <source>lanebook-cli bench: %1 (recorded as failed run %2)
</source>
        <translation>lanebook-cli bench：%1（已录制为失败运行 %2）
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="84"/>
        <source>--blocking-gate: no gate &quot;%1&quot;; one of %2, or all</source>
        <translation>--blocking-gate：没有校验 &quot;%1&quot;；应为 %2 之一，或 all</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="101"/>
        <source>--metric takes NAME, NAME:higher or NAME:lower, e.g. p99_ttft_ms:lower; not &quot;%1&quot;</source>
        <translation>--metric 接受 NAME、NAME:higher 或 NAME:lower，例如 p99_ttft_ms:lower；而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="131"/>
        <source>unexpected argument &quot;%1&quot;: runs and files follow --baseline or --candidate</source>
        <translation>意外的参数 &quot;%1&quot;：运行和文件应跟在 --baseline 或 --candidate 之后</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="135"/>
        <source>--baseline needs at least one run, label pattern or file</source>
        <translation>--baseline 至少需要一个运行、标签模式或文件</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="137"/>
        <source>--candidate needs at least one run or file</source>
        <translation>--candidate 至少需要一个运行或文件</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="197"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkcommand.cpp" line="229"/>
        <source>no %1 runs: the label pattern &quot;%2&quot; matches none of the notebook&apos;s %n run(s)</source>
        <translation>
            <numerusform>没有%1运行：标签模式 &quot;%2&quot; 与笔记本的 %n 个运行都不匹配</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="239"/>
        <source>no %1 runs: &quot;%2&quot; is not a file, and %3</source>
        <translation>没有%1运行：&quot;%2&quot; 不是文件，并且%3</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="246"/>
        <source>no %1 runs: the files given hold no runs</source>
        <translation>没有%1运行：给出的文件中没有运行</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="312"/>
        <source>metric %1: neither the baseline nor the candidate runs record it (both record: %2)</source>
        <translation>指标 %1：基线和候选运行都没有记录它（两者都记录的：%2）</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="315"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkcommand.cpp" line="318"/>
        <source>metric %1: no baseline run records it (%n candidate run(s) do)</source>
        <translation>
            <numerusform>指标 %1：没有基线运行记录它（有 %n 个候选运行记录）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkcommand.cpp" line="322"/>
        <source>metric %1: no candidate run records it (%n baseline run(s) do)</source>
        <translation>
            <numerusform>指标 %1：没有候选运行记录它（有 %n 个基线运行记录）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="334"/>
        <source>lanebook-cli check: cannot write %1: %2
</source>
        <translation>lanebook-cli check：无法写入 %1：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="354"/>
        <source>lanebook-cli check: not comparable: %1
</source>
        <translation>lanebook-cli check：不可比较：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="365"/>
        <source>lanebook-cli check: %1
</source>
        <translation>lanebook-cli check：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="380"/>
        <source>baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="381"/>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="401"/>
        <source>run %1 is in both the baseline and the candidate</source>
        <translation>运行 %1 同时出现在基线和候选中</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="436"/>
        <source>none of the runs records a throughput metric; name the metric with --metric NAME</source>
        <translation>没有运行记录吞吐量指标；请用 --metric NAME 指定指标</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="460"/>
        <source>the baseline and the candidate ran different workloads: baseline at %1; candidate at %2</source>
        <translation>基线和候选运行了不同的负载：基线在 %1；候选在 %2</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="467"/>
        <source>metric %1: %2</source>
        <translation>指标 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="20"/>
        <location filename="../app/cli/comparetext.cpp" line="106"/>
        <source>higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="21"/>
        <location filename="../app/cli/comparetext.cpp" line="107"/>
        <source>lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="28"/>
        <source>regression</source>
        <translation>退步</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="31"/>
        <source>pass (point estimate)</source>
        <translation>通过（点估计）</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="32"/>
        <source>pass (%1)</source>
        <translation>通过（%1）</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="36"/>
        <source>no delta</source>
        <translation>无差值</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="42"/>
        <source>%1 (blocking)</source>
        <translation>%1（阻断）</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="49"/>
        <source>PASS: no regression beyond the noise and the allowed %1%</source>
        <translation>通过：没有超出噪声和允许的 %1% 的退步</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkreport.cpp" line="54"/>
        <source>%n regression(s)</source>
        <translation>
            <numerusform>%n 项退步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkreport.cpp" line="56"/>
        <source>%n blocking gate(s) failed</source>
        <translation>
            <numerusform>%n 项阻断校验失败</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="57"/>
        <source>FAIL: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="62"/>
        <source>NOT COMPARABLE: %1</source>
        <translation>不可比较：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkreport.cpp" line="78"/>
        <location filename="../app/cli/comparetext.cpp" line="25"/>
        <source>… %n in all</source>
        <translation>
            <numerusform>… 共 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="87"/>
        <source>%1: baseline %2, candidate %3, delta %4, CI %5: %6 %7
</source>
        <translation>%1：基线 %2，候选 %3，差值 %4，CI %5：%6 %7
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="129"/>
        <source>baseline:  %1
</source>
        <translation>基线：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="131"/>
        <source>candidate: %1
</source>
        <translation>候选：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="133"/>
        <source>
%1 (%2), allowed regression %3%
</source>
        <translation>
%1（%2），允许的退步 %3%
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="140"/>
        <source>
Gates:
</source>
        <translation>
校验：
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="148"/>
        <source>note: %1
</source>
        <translation>注意：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="159"/>
        <source>- Baseline: %1
</source>
        <translation>- 基线：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="161"/>
        <source>- Candidate: %1
</source>
        <translation>- 候选：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="162"/>
        <source>- Allowed regression: %1%

</source>
        <translation>- 允许的退步：%1%

</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="165"/>
        <source>| Metric | Point | Baseline | Candidate | Delta % | CI | Verdict |
</source>
        <translation>| 指标 | 点 | 基线 | 候选 | 差值 % | CI | 判定 |
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="192"/>
        <source>### Gates

| Gate | Outcome | Reason |
|---|---|---|
</source>
        <translation>### 校验

| 校验 | 结果 | 原因 |
|---|---|---|
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="201"/>
        <source>### Notes

</source>
        <translation>### 备注

</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="251"/>
        <source>failed, not blocking: %1</source>
        <translation>失败，不阻断：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="252"/>
        <source>not applicable: %1</source>
        <translation>不适用：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="21"/>
        <location filename="../app/cli/clinotebook.cpp" line="38"/>
        <source>lanebook-cli: %1: no such notebook; import files first or pass --notebook PATH
</source>
        <translation>lanebook-cli：%1：没有这个笔记本；请先导入文件或传入 --notebook PATH
</translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="73"/>
        <source>lanebook-cli %1: %2
</source>
        <translation>lanebook-cli %1：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="84"/>
        <source>run %1 (%2) has no per-request samples to judge against the SLO; --slo needs runs measured by Lanebook or imported with their requests (vLLM --save-detailed, AIPerf profile_export.jsonl, ...)</source>
        <translation>运行 %1（%2）没有可按 SLO 评判的单请求样本；--slo 需要由 Lanebook 测量或连同请求一起导入的运行（vLLM --save-detailed、AIPerf profile_export.jsonl 等）</translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="100"/>
        <source>--slo: %1</source>
        <translation>--slo：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="120"/>
        <source>Usage: lanebook-cli [--notebook PATH] [--json] COMMAND [ARGS...]

Commands:
</source>
        <translation>用法：lanebook-cli [--notebook PATH] [--json] COMMAND [ARGS...]

命令：
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="123"/>
        <location filename="../app/cli/commandhelp.cpp" line="155"/>
        <source>
Options:
</source>
        <translation>
选项：
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="126"/>
        <source>the notebook (default: $LANEBOOK_NOTEBOOK, else %1)</source>
        <translation>笔记本（默认：$LANEBOOK_NOTEBOOK，否则为 %1）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="127"/>
        <source>machine-readable output</source>
        <translation>机器可读的输出</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="128"/>
        <source>this help</source>
        <translation>本帮助</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="129"/>
        <source>the version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="131"/>
        <source>&apos;lanebook-cli COMMAND --help&apos; (or &apos;lanebook-cli help COMMAND&apos;) lists a command&apos;s options, with an example.</source>
        <translation>&apos;lanebook-cli COMMAND --help&apos;（或 &apos;lanebook-cli help COMMAND&apos;）列出命令的选项，并附示例。</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="135"/>
        <source>Exit status: 0 success, 1 something failed (named on stderr), 2 usage error.</source>
        <translation>退出状态：0 成功，1 有操作失败（在 stderr 中说明），2 用法错误。</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="144"/>
        <source>Usage: lanebook-cli %1 %2</source>
        <translation>用法：lanebook-cli %1 %2</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="152"/>
        <source> (repeat for more)</source>
        <translation> （可重复指定多个）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="159"/>
        <source>
Example:
</source>
        <translation>
示例：
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="169"/>
        <source>Usage: lanebook-cli %1 ACTION ...

Actions:
</source>
        <translation>用法：lanebook-cli %1 ACTION ...

操作：
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="171"/>
        <source>
&apos;lanebook-cli %1 ACTION --help&apos; lists an action&apos;s options.
</source>
        <translation>
&apos;lanebook-cli %1 ACTION --help&apos; 列出某个操作的选项。
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="183"/>
        <source>usage:</source>
        <translation>用法：</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="196"/>
        <source>&apos;lanebook-cli %1 --help&apos; lists every option, with an example.</source>
        <translation>&apos;lanebook-cli %1 --help&apos; 列出所有选项，并附示例。</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="199"/>
        <source>&apos;lanebook-cli %1 ACTION --help&apos; lists an action&apos;s options, with an example.</source>
        <translation>&apos;lanebook-cli %1 ACTION --help&apos; 列出某个操作的选项，并附示例。</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="50"/>
        <source>lanebook-cli help: unknown command &quot;%1&quot;
</source>
        <translation>lanebook-cli help：未知命令 &quot;%1&quot;
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="51"/>
        <source>lanebook-cli help: unknown command &quot;%1&quot;; did you mean %2?
</source>
        <translation>lanebook-cli help：未知命令 &quot;%1&quot;；您是指 %2 吗？
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="66"/>
        <source>lanebook-cli: unknown command &quot;%1&quot;; &apos;lanebook-cli help&apos; lists them
</source>
        <translation>lanebook-cli：未知命令 &quot;%1&quot;；&apos;lanebook-cli help&apos; 会列出所有命令
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="69"/>
        <source>lanebook-cli: unknown command &quot;%1&quot;; did you mean %2?
</source>
        <translation>lanebook-cli：未知命令 &quot;%1&quot;；您是指 %2 吗？
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="91"/>
        <source>lanebook-cli %1: unknown action &quot;%2&quot;%3
</source>
        <translation>lanebook-cli %1：未知操作 &quot;%2&quot;%3
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="93"/>
        <source>; one of %1</source>
        <translation>；可选值之一：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="95"/>
        <source>; did you mean %1?</source>
        <translation>；您是指 %1 吗？</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="156"/>
        <source>lanebook-cli: --notebook needs a path
</source>
        <translation>lanebook-cli：--notebook 需要一个路径
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="179"/>
        <source>lanebook-cli: the notebook path is empty; pass --notebook PATH
</source>
        <translation>lanebook-cli：笔记本路径为空；请传入 --notebook PATH
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="220"/>
        <source>lanebook-cli: unknown command &quot;%1&quot;

</source>
        <translation>lanebook-cli：未知命令 &quot;%1&quot;

</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="26"/>
        <source>between %1 and %2</source>
        <translation>介于 %1 和 %2 之间</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="27"/>
        <source>from %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="30"/>
        <source>above %1</source>
        <translation>大于 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="31"/>
        <source>of at least %1</source>
        <translation>至少为 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="33"/>
        <source>below %1</source>
        <translation>小于 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="34"/>
        <source>of at most %1</source>
        <translation>至多为 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="45"/>
        <source>; &apos;lanebook-cli %1 --help&apos; lists the options</source>
        <translation>；&apos;lanebook-cli %1 --help&apos; 会列出所有选项</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="70"/>
        <source>unknown option --%1%2</source>
        <translation>未知选项 --%1%2</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="71"/>
        <source>unknown option --%1; did you mean %2?</source>
        <translation>未知选项 --%1；您是指 %2 吗？</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="78"/>
        <source>--%1 takes no value</source>
        <translation>--%1 不接受值</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="96"/>
        <source>--%1 needs a value: --%1 %2</source>
        <translation>--%1 需要一个值：--%1 %2</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="160"/>
        <source>--%1 takes a whole number %2, not &quot;%3&quot;</source>
        <translation>--%1 接受%2的整数，而不是 &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="182"/>
        <source>--%1 takes a number %2, not &quot;%3&quot;</source>
        <translation>--%1 接受%2的数字，而不是 &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="183"/>
        <source>--%1 takes a number %2 in %3 (e.g. 5 or 5%3), not &quot;%4&quot;</source>
        <translation>--%1 接受以 %3 为单位、%2的数字（例如 5 或 5%3），而不是 &quot;%4&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="197"/>
        <source>--%1 takes %2, not &quot;%3&quot;</source>
        <translation>--%1 接受 %2，而不是 &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="199"/>
        <source>--%1 takes %2, not &quot;%3&quot;; did you mean %4?</source>
        <translation>--%1 接受 %2，而不是 &quot;%3&quot;；您是指 %4 吗？</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="37"/>
        <source>the control arm&apos;s runs (id or label)</source>
        <translation>对照组的运行（ID 或标签）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="38"/>
        <location filename="../app/cli/commandspec.cpp" line="306"/>
        <source>the candidate arm&apos;s runs</source>
        <translation>候选组的运行</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="39"/>
        <source>the metric to compare; default: chosen from the runs</source>
        <translation>要比较的指标；默认从运行中选取</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="41"/>
        <location filename="../app/cli/commandspec.cpp" line="66"/>
        <source>judge every run&apos;s requests against these bounds first (ttft_ms, tpot_ms, itl_ms, e2e_ms): slo_attainment_pct, goodput_req_per_s and goodput_tok_per_s compare like any metric (default metric: goodput_tok_per_s)</source>
        <translation>先按这些界限评判每个运行的请求（ttft_ms、tpot_ms、itl_ms、e2e_ms）：slo_attainment_pct、goodput_req_per_s 和 goodput_tok_per_s 可像任何指标一样比较（默认指标：goodput_tok_per_s）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="45"/>
        <source>changes smaller than this are noise</source>
        <translation>小于此值的变化视为噪声</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="46"/>
        <location filename="../app/cli/commandspec.cpp" line="78"/>
        <source>the interval&apos;s confidence, e.g. 0.95</source>
        <translation>区间的置信度，例如 0.95</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="48"/>
        <source>the change under test and the keys it takes (e.g. speculation=--speculative-model,--num-speculative-tokens): one_variable counts them as one</source>
        <translation>被测改动及其涉及的键（例如 speculation=--speculative-model,--num-speculative-tokens）：one_variable 将它们计为一个</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="57"/>
        <source>the baseline: run ids or labels, label patterns (main-*), or result files and folders to import</source>
        <translation>基线：运行 ID 或标签、标签模式（main-*），或要导入的结果文件和文件夹</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="60"/>
        <source>the candidate: run ids or labels, or result files and folders to import</source>
        <translation>候选：运行 ID 或标签，或要导入的结果文件和文件夹</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="63"/>
        <source>a metric to check; the direction defaults from the metric&apos;s name; default: the runs&apos; throughput</source>
        <translation>要检查的指标；方向默认由指标名称决定；默认：运行的吞吐量</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="71"/>
        <source>the loss allowed beyond the noise, e.g. 2%; default 0</source>
        <translation>噪声之外允许的下降，例如 2%；默认 0</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="73"/>
        <source>a gate whose failure fails the check (a gate id, or all); other gates are reported only</source>
        <translation>失败即导致检查失败的校验（校验 ID，或 all）；其他校验仅报告</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="76"/>
        <source>changes smaller than this are noise; default: from the baseline&apos;s repeats</source>
        <translation>小于此值的变化视为噪声；默认：由基线的重复得出</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="79"/>
        <source>write a JUnit XML: a testcase per metric and gate</source>
        <translation>写出 JUnit XML：每个指标和校验一个 testcase</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="80"/>
        <source>write a markdown summary table</source>
        <translation>写出 Markdown 汇总表</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="86"/>
        <source>the server, http:// or https://</source>
        <translation>服务器，http:// 或 https://</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="87"/>
        <source>the model name the server serves</source>
        <translation>服务器所服务的模型名称</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="89"/>
        <source>the OpenAI endpoint (default completions)</source>
        <translation>OpenAI 端点（默认 completions）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="90"/>
        <source>requests in flight at once</source>
        <translation>同时进行的请求数</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="91"/>
        <source>requests measured</source>
        <translation>测量的请求数</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="92"/>
        <source>prompt length in tokens</source>
        <translation>提示词长度（token）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="93"/>
        <source>tokens generated per request</source>
        <translation>每个请求生成的 token 数</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="94"/>
        <source>the run&apos;s label</source>
        <translation>运行的标签</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="96"/>
        <source>the run&apos;s lane (default: the model&apos;s); its SLO judges the run when --slo is not given</source>
        <translation>运行所属的通道（默认：模型的通道）；未给出 --slo 时按其 SLO 评判该运行</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="98"/>
        <source>open loop: requests per second</source>
        <translation>开环：每秒请求数</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="99"/>
        <source>gamma arrivals of this shape (needs --request-rate)</source>
        <translation>该形状参数的 gamma 到达（需要 --request-rate）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="100"/>
        <source>requests sent first and not measured</source>
        <translation>先发送且不计入测量的请求</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="101"/>
        <source>the seed of prompts and arrivals</source>
        <translation>提示词和到达时间的种子</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="102"/>
        <source>prompts from a file instead of synthetic ones</source>
        <translation>从文件读取提示词，而不是合成</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="104"/>
        <source>every prompt opens with the same N tokens (of --input-tokens), the rest fresh: a cache state the cache gate checks</source>
        <translation>每个提示词都以相同的 N 个 token 开头（计入 --input-tokens），其余为新内容：由缓存门检查的缓存状态</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="107"/>
        <source>multi-turn: synthetic conversations of N turns, each turn sent after the reply and the think time; --concurrency counts conversations</source>
        <translation>多轮：N 轮的合成对话，每轮在回复和思考时间之后发送；--concurrency 计的是对话数</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="110"/>
        <source>tokens of each turn after the first (default 64)</source>
        <translation>第一轮之后每轮的 token 数（默认 64）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="111"/>
        <source>wait between a reply and the next turn</source>
        <translation>一次回复与下一轮之间的等待时间</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="112"/>
        <source>conversations sent (default 16)</source>
        <translation>发送的对话数（默认 16）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="113"/>
        <source>send every turn of --prompt-file&apos;s conversations</source>
        <translation>发送 --prompt-file 中对话的每一轮</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="115"/>
        <source>the replies carried into a conversation&apos;s history: the server&apos;s (default) or the file&apos;s</source>
        <translation>带入对话历史的回复：服务器的（默认）或文件中的</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="118"/>
        <source>replay a Mooncake request trace: its arrival times, lengths and shared prompt blocks</source>
        <translation>重放 Mooncake 请求 trace：其到达时间、长度和共享的提示词块</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="121"/>
        <source>tokens per block id of the trace (default 512, Mooncake&apos;s)</source>
        <translation>trace 中每个块 ID 的 token 数（默认 512，与 Mooncake 相同）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="122"/>
        <source>replay the trace X times faster (default 1)</source>
        <translation>以 X 倍速度重放 trace（默认 1）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="123"/>
        <source>the bearer token</source>
        <translation>bearer 令牌</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="124"/>
        <source>a request&apos;s whole time limit, seconds</source>
        <translation>单个请求的总时限，秒</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="125"/>
        <source>the connection&apos;s time limit, seconds</source>
        <translation>连接时限，秒</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="126"/>
        <source>the time limit to the first token, seconds</source>
        <translation>到首个 token 的时限，秒</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="127"/>
        <source>the HTTP client</source>
        <translation>HTTP 客户端</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="129"/>
        <source>judge each request against these bounds (ttft_ms, tpot_ms, itl_ms, e2e_ms): SLO attainment and goodput; default: the lane&apos;s SLO</source>
        <translation>按这些界限评判每个请求（ttft_ms、tpot_ms、itl_ms、e2e_ms）：SLO 达成率与有效吞吐；默认：通道的 SLO</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="132"/>
        <source>search for the highest concurrency that keeps --slo (one stored run per probe, starting at --concurrency)</source>
        <translation>搜索仍满足 --slo 的最高并发（每次探测存储一个运行，从 --concurrency 开始）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="135"/>
        <source>the share of requests that must meet the SLO (default 99)</source>
        <translation>必须满足 SLO 的请求比例（默认 99）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="136"/>
        <source>the search&apos;s resolution (default 5)</source>
        <translation>搜索的分辨率（默认 5）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="137"/>
        <source>the most probes the search makes (default 8)</source>
        <translation>搜索最多进行的探测次数（默认 8）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="138"/>
        <source>GPU telemetry during the run (see telemetry)</source>
        <translation>运行期间的 GPU 遥测（见 telemetry）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="139"/>
        <location filename="../app/cli/commandspec.cpp" line="164"/>
        <source>keep every Nth telemetry tick</source>
        <translation>每 N 个遥测采样点保留一个</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="140"/>
        <location filename="../app/cli/commandspec.cpp" line="158"/>
        <source>the GPUs whose telemetry is recorded (needs --telemetry)</source>
        <translation>录制遥测的 GPU（需要 --telemetry）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="141"/>
        <source>let the server stop at end of sequence</source>
        <translation>允许服务器在序列结束时停止</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="142"/>
        <source>send the same prompts again (prefix caching on)</source>
        <translation>再次发送相同的提示词（开启前缀缓存）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="143"/>
        <source>do not scrape the server&apos;s /metrics</source>
        <translation>不抓取服务器的 /metrics</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="149"/>
        <source>the run&apos;s label (default: the script&apos;s name)</source>
        <translation>运行的标签（默认：脚本名称）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="150"/>
        <source>the lane of the run and of its results</source>
        <translation>运行及其结果所属的泳道</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="152"/>
        <source>a CSV / JSON Lines column that holds a vocabulary metric; each row becomes a run, the other columns its config</source>
        <translation>存放词表指标的 CSV / JSON Lines 列；每一行成为一个运行，其他列作为其配置</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="155"/>
        <source>where the command writes its results (default: the working directory)</source>
        <translation>命令写出结果的位置（默认：工作目录）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="156"/>
        <source>GPU telemetry while it runs (see telemetry)</source>
        <translation>运行期间的 GPU 遥测（参见 telemetry）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="163"/>
        <source>GPU telemetry during the runs, or none</source>
        <translation>运行期间的 GPU 遥测，或 none</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="165"/>
        <source>write the servers&apos; process ids here</source>
        <translation>把服务器的进程 ID 写到这里</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="167"/>
        <source>where quality steps write their files (default: beside the notebook, NAME-quality)</source>
        <translation>质量步骤写入文件的位置（默认：笔记本旁边的 NAME-quality）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="173"/>
        <location filename="../app/cli/commandspec.cpp" line="293"/>
        <source>the finding&apos;s title</source>
        <translation>发现的标题</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="174"/>
        <location filename="../app/cli/commandspec.cpp" line="294"/>
        <source>what is expected, and why</source>
        <translation>预期什么，以及为什么</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="175"/>
        <location filename="../app/cli/commandspec.cpp" line="298"/>
        <source>the number the hypothesis predicts</source>
        <translation>假设所预测的数字</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="176"/>
        <source>the analysis text</source>
        <translation>分析文本</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="177"/>
        <source>the analysis, read from a file</source>
        <translation>从文件读取的分析</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="178"/>
        <source>what the result rules out</source>
        <translation>结果排除了什么</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="179"/>
        <source>what to try next</source>
        <translation>下一步尝试什么</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="184"/>
        <source>--api-key defaults to $OPENAI_API_KEY; the key is sent, never stored.

Every prompt opens with a nonce of its own, so no request finds another&apos;s prompt in the server&apos;s prefix cache; --reuse-prompts sends a prompt file&apos;s entries as they are, repeats included (a prefix-cache experiment, so labelled in the run).

--trace replays a Mooncake trace (JSON Lines of timestamp in ms, input_length, output_length, hash_ids): each request at its time (divided by --trace-speedup), requests naming the same block id share that block&apos;s text, so the server&apos;s prefix cache sees the trace&apos;s reuse; --requests N replays the first N. The run records the reuse the trace implies, the cache hit rate the server reported and how late requests were sent.

--http-client auto (default) streams plain http:// with Lanebook&apos;s own HTTP/1.1 client, the cheapest per token, and uses libcurl for https:// and proxies; curl uses libcurl for everything. The run records which one in extra.http_client.

--telemetry records the GPUs&apos; telemetry with the run (auto, nvml, nvidia-smi, fake, ...; default none); --gpus 0,1 keeps only those GPUs (default: all); --telemetry-every N keeps one 10 Hz tick in N.</source>
        <translation>--api-key 默认取 $OPENAI_API_KEY；密钥只随请求发送，从不保存。

每个提示词都以各自的 nonce 开头，因此没有请求会在服务器的前缀缓存中命中另一个请求的提示词；--reuse-prompts 按原样发送提示词文件中的条目，包括重复项（这是前缀缓存实验，运行中会如此标注）。

--trace 重放 Mooncake trace（JSON Lines，含以毫秒计的 timestamp、input_length、output_length、hash_ids）：每个请求按其时间发送（除以 --trace-speedup）；块 ID 相同的请求共享该块的文本，因此服务器的前缀缓存能看到 trace 中的复用；--requests N 只重放前 N 个。运行会记录 trace 推算的复用量、服务器报告的缓存命中率以及请求发送的延迟。

--http-client auto（默认）用 Lanebook 自己的 HTTP/1.1 客户端流式请求普通 http://（每 token 开销最低），https:// 和代理则使用 libcurl；curl 表示全部使用 libcurl。运行会在 extra.http_client 中记录所用的客户端。

--telemetry 随运行记录 GPU 遥测（auto、nvml、nvidia-smi、fake……；默认 none）；--gpus 0,1 只保留这些 GPU（默认：全部）；--telemetry-every N 每 N 个 10 Hz 采样点保留一个。</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="206"/>
        <source>STATUS: %1</source>
        <translation>STATUS：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="211"/>
        <source>the lane</source>
        <translation>泳道</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="215"/>
        <source>detect each file&apos;s format and add its runs (one line per file)</source>
        <translation>识别每个文件的格式并添加其运行（每个文件一行）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="220"/>
        <source>list runs</source>
        <translation>列出运行</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="221"/>
        <location filename="../app/cli/commandspec.cpp" line="252"/>
        <location filename="../app/cli/commandspec.cpp" line="370"/>
        <source>only runs whose label, model or tags contain TEXT</source>
        <translation>只显示标签、模型或标签包含 TEXT 的运行</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="225"/>
        <source>one run in full (RUN = id or label)</source>
        <translation>显示一个运行的全部内容（RUN = ID 或标签）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="230"/>
        <source>the run&apos;s validity gates; stores them and the status they suggest</source>
        <translation>运行的有效性校验；保存校验及其建议的状态</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="235"/>
        <source>paired comparison per workload point: delta, CI, p, verdict, gates, config diff</source>
        <translation>按负载点配对比较：差值、CI、p、判定、校验、配置差异</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="242"/>
        <source>the throughput frontier per group: the runs no other run of the group beats on both axes, and the dominated ones</source>
        <translation>每组的吞吐前沿：组内没有其他运行在两个轴上都胜过的运行，以及被支配的运行</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="245"/>
        <source>the first axis (default output_tok_per_s_per_gpu), higher is better</source>
        <translation>第一个轴（默认 output_tok_per_s_per_gpu），越高越好</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="247"/>
        <source>the second axis (default output_tok_per_s_per_user), higher is better</source>
        <translation>第二个轴（默认 output_tok_per_s_per_user），越高越好</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="250"/>
        <source>one frontier per lane (default), wave arm, model or label</source>
        <translation>每个通道（默认）、波次臂、模型或标签一条前沿</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="256"/>
        <source>CI regression gate: exit 0 no regression beyond the noise and the allowance, 1 a regression or a blocking gate failed, 2 not comparable</source>
        <translation>CI 退步校验：退出码 0 表示没有超出噪声和允许值的退步，1 表示有退步或阻断校验失败，2 表示不可比较</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="264"/>
        <source>one load-generator run against a live server, recorded</source>
        <translation>对运行中的服务器进行一次负载生成器运行并录制</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="269"/>
        <source>any experiment: run a script, record it, and import the results it wrote</source>
        <translation>任意实验：运行脚本、记录它，并导入它写出的结果</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="274"/>
        <source>a whole A/B wave: launch arms, canaries, interleaved runs</source>
        <translation>完整的 A/B 波次：启动各组、canary、交错运行</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="277"/>
        <source>the wave&apos;s schedule and estimated duration; runs nothing</source>
        <translation>波次的日程和预计时长；不运行任何内容</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="281"/>
        <source>per-GPU telemetry: one snapshot, or a stream until interrupted</source>
        <translation>每个 GPU 的遥测：一次快照，或持续输出直到中断</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="283"/>
        <source>where the figures come from: auto, nvml, nvidia-smi, xpu-smi, amd-smi, sysfs, prometheus=URL or fake</source>
        <translation>数据来源：auto、nvml、nvidia-smi、xpu-smi、amd-smi、sysfs、prometheus=URL 或 fake</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="285"/>
        <source>one snapshot, then exit</source>
        <translation>一次快照后退出</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="286"/>
        <source>samples per second, 0.01 to 50</source>
        <translation>每秒采样次数，0.01 到 50</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="287"/>
        <source>stop after N ticks</source>
        <translation>N 个采样点后停止</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="288"/>
        <source>how long to wait for the tool, at least 10</source>
        <translation>等待工具的时长，至少 10</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="292"/>
        <source>open a finding: a question and the hypothesis to test</source>
        <translation>新建发现：一个问题和要检验的假设</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="296"/>
        <source>the write-up the hypothesis is reconstructed from, when it is entered after the results (a notebook back-filled from old write-ups)</source>
        <translation>假设所依据重建的报告（在结果之后录入时，例如根据旧报告补录的笔记本）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="304"/>
        <source>link the runs that test a finding</source>
        <translation>关联检验某个发现的运行</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="305"/>
        <source>the control arm&apos;s runs</source>
        <translation>对照组的运行</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="310"/>
        <source>remove runs from a finding</source>
        <translation>从发现中移除运行</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="316"/>
        <source>record the verdict and why</source>
        <translation>记录判定及理由</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="317"/>
        <source>why: the evidence in a sentence</source>
        <translation>理由：用一句话说明证据</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="319"/>
        <source>the metric the verdict rests on (as compare&apos;s --metric); the findings export compares and charts it; default: the one named before</source>
        <translation>判定所依据的指标（同 compare 的 --metric）；发现导出会比较该指标并绘制图表；默认：之前指定的指标</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="323"/>
        <source>change a finding&apos;s text</source>
        <translation>修改发现的文本</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="327"/>
        <source>list findings</source>
        <translation>列出发现</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="332"/>
        <source>one finding in full</source>
        <translation>显示一个发现的全部内容</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="337"/>
        <source>the notebook&apos;s lanes, with their runs and SLOs</source>
        <translation>笔记本的通道，及其运行和 SLO</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="342"/>
        <source>the lane&apos;s SLO: shown, set or cleared; bench, wave, compare and check judge the lane&apos;s runs against it when given no SLO of their own</source>
        <translation>通道的 SLO：显示、设置或清除；bench、wave、compare 和 check 在未给出自己的 SLO 时按它评判该通道的运行</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="344"/>
        <source>remove the lane&apos;s SLO</source>
        <translation>清除通道的 SLO</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="345"/>
        <source>make the lane when the notebook has none of that name</source>
        <translation>笔记本中没有该名称的通道时创建它</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="349"/>
        <source>notes, tags and a status override on a run</source>
        <translation>运行的备注、标签和状态覆盖</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="350"/>
        <source>add a note</source>
        <translation>添加备注</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="351"/>
        <source>add a tag</source>
        <translation>添加标签</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="352"/>
        <source>remove a tag</source>
        <translation>移除标签</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="353"/>
        <source>override the suggested status (needs --reason)</source>
        <translation>覆盖建议的状态（需要 --reason）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="354"/>
        <source>why the status was overridden</source>
        <translation>覆盖状态的原因</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="358"/>
        <source>the findings document, with its charts</source>
        <translation>发现文档，含图表</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="359"/>
        <location filename="../app/cli/commandspec.cpp" line="364"/>
        <source>where to write</source>
        <translation>写入位置</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="363"/>
        <source>a lane&apos;s evidence packet: runs, comparisons, findings</source>
        <translation>泳道的证据包：运行、比较、发现</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="368"/>
        <source>the runs table as CSV or JSON</source>
        <translation>运行表，CSV 或 JSON 格式</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="369"/>
        <source>where to write; the extension picks the format</source>
        <translation>写入位置；扩展名决定格式</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="374"/>
        <source>copy runs, waves and findings into another notebook; only what it lacks</source>
        <translation>将运行、波次和发现复制到另一个笔记本；只复制它缺少的内容</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="376"/>
        <source>where to copy: postgresql://user@host:port/db or a file</source>
        <translation>复制目标：postgresql://user@host:port/db 或文件</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="377"/>
        <location filename="../app/cli/commandspec.cpp" line="385"/>
        <source>runs per transaction (default 500)</source>
        <translation>每个事务的运行数（默认 500）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="381"/>
        <source>copy runs, waves and findings from another notebook; only what this one lacks</source>
        <translation>从另一个笔记本复制运行、波次和发现；只复制本笔记本缺少的内容</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="384"/>
        <source>what to copy: postgresql://user@host:port/db or a file</source>
        <translation>复制来源：postgresql://user@host:port/db 或文件</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="389"/>
        <source>store a secret in the keychain (value read from standard input)</source>
        <translation>把密钥存入钥匙串（值从标准输入读取）</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="394"/>
        <source>remove a secret from the keychain</source>
        <translation>从钥匙串中删除密钥</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="399"/>
        <source>where NAME resolves from (LANEBOOK_SECRET_NAME, then the keychain)</source>
        <translation>NAME 从哪里解析（LANEBOOK_SECRET_NAME，然后是钥匙串）</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="54"/>
        <source>--variable takes NAME=KEY,KEY..., e.g. speculation=--speculative-model,--num-speculative-tokens</source>
        <translation>--variable 接受 NAME=KEY,KEY...，例如 speculation=--speculative-model,--num-speculative-tokens</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="68"/>
        <source>name the runs either as A B or with --control and --candidate, not both</source>
        <translation>请用 A B 或用 --control 和 --candidate 指定运行，不能两者同时使用</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="71"/>
        <source>--control and --candidate each need at least one run</source>
        <translation>--control 和 --candidate 各需要至少一个运行</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="75"/>
        <source>name two runs (A is the control, B the candidate), or use --control and --candidate</source>
        <translation>请指定两个运行（A 为对照，B 为候选），或使用 --control 和 --candidate</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="90"/>
        <location filename="../app/cli/comparecommand.cpp" line="111"/>
        <location filename="../app/cli/comparecommand.cpp" line="125"/>
        <source>lanebook-cli compare: %1
</source>
        <translation>lanebook-cli compare：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="129"/>
        <source>lanebook-cli compare: the comparison&apos;s gates could not be stored: %1
</source>
        <translation>lanebook-cli compare：无法保存比较的校验：%1
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/comparetext.cpp" line="54"/>
        <source>%1 (%n outlier(s))</source>
        <translation>
            <numerusform>%1（%n 个离群值）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="113"/>
        <location filename="../app/cli/comparetext.cpp" line="116"/>
        <source>%1 (%2)%3
</source>
        <translation>%1（%2）%3
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="113"/>
        <source>no metric</source>
        <translation>无指标</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="109"/>
        <source>, chosen from the runs; --metric NAME picks another</source>
        <translation>，从运行中选取；--metric NAME 可选择其他指标</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="119"/>
        <source>control:   %1
candidate: %2

</source>
        <translation>对照：%1
候选：%2

</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>point</source>
        <translation>点</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>control</source>
        <translation>对照</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="62"/>
        <source>Verdict: none. %1
</source>
        <translation>结论：无。%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="118"/>
        <source>%1 (%2; %3)%4
</source>
        <translation>%1（%2；%3）%4
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>delta</source>
        <translation>差值</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="125"/>
        <source>%1% CI</source>
        <translation>%1% CI</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="125"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="126"/>
        <source>verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="137"/>
        <source>overall</source>
        <translation>总体</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="143"/>
        <source>  (medians; delta is the %1; p %2)

</source>
        <translation>  （中位数；差值为%1；p %2）

</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="144"/>
        <source>median paired ratio (Hodges-Lehmann)</source>
        <translation>配对比值的中位数（Hodges-Lehmann）</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="145"/>
        <source>ratio of geometric means</source>
        <translation>几何均值之比</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="146"/>
        <source>Holm-adjusted across points</source>
        <translation>跨点 Holm 校正</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="147"/>
        <source>two-sided</source>
        <translation>双侧</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="63"/>
        <source>Verdict: %1</source>
        <translation>判定：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="65"/>
        <source> (%1%2)</source>
        <translation> （%1%2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/comparetext.cpp" line="67"/>
        <location filename="../app/cli/comparetext.cpp" line="152"/>
        <source>, %n pair(s)</source>
        <translation>
            <numerusform>，%n 对</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="68"/>
        <source>, not drift-controlled</source>
        <translation>，未控制漂移</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="150"/>
        <source>  %1: %2</source>
        <translation>  %1：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="159"/>
        <source>Decision threshold ±%1%</source>
        <translation>判定阈值 ±%1%</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="161"/>
        <source> (noise floor %1% from %2)</source>
        <translation> （噪声下限 %1%，来自 %2）</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="167"/>
        <source>; smallest detectable effect %1% (run-to-run spread %2%)</source>
        <translation>；最小可检测效应 %1%（运行间离散 %2%）</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="178"/>
        <source>
Quality beside speed (medians):
</source>
        <translation>
质量与速度并列（中位数）：
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <source>change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="82"/>
        <source>%1 (n=%2)</source>
        <translation>%1（n=%2）</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="165"/>
        <source> (the 1% minimum: noise floor %1)</source>
        <translation>（1% 下限：噪声底 %1）</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="181"/>
        <source>
Speculative decoding (medians):
</source>
        <translation>
推测解码（中位数）：
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="183"/>
        <source>
Prefix cache and TTFT by turn (medians):
</source>
        <translation>
前缀缓存与按轮次的 TTFT（中位数）：
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="185"/>
        <source>
Gates (suggested status: %1):
</source>
        <translation>
校验（建议状态：%1）：
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="193"/>
        <source>
Config diff (control → candidate):
</source>
        <translation>
配置差异（对照 → 候选）：
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="195"/>
        <source>  none: both arms run the same recipe (an A/A comparison)
</source>
        <translation>  无：两组运行相同的配方（A/A 比较）
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="200"/>
        <source>[mechanical, not counted]</source>
        <translation>[机械性差异，不计入]</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="202"/>
        <source>[held fixed: %1]</source>
        <translation>[固定：%1]</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="208"/>
        <source>
Notes:
</source>
        <translation>
备注：
</translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="54"/>
        <source>Nothing to copy: %1 already holds everything in %2 (%3, %4, %5); 0 added.
</source>
        <translation>无需复制：%1 已包含 %2 中的全部内容（%3、%4、%5）；新增 0 项。
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="56"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="57"/>
        <source>%n wave(s)</source>
        <translation>
            <numerusform>%n 个波次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="58"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n 个发现</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="59"/>
        <source>Copied %1 into %2 in %n batch(es):
</source>
        <translation>
            <numerusform>已分 %n 批将 %1 复制到 %2：
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="61"/>
        <source>  runs         %1 added, %2 already there, %3 already there from the same result file
</source>
        <translation>  运行         新增 %1，已存在 %2，%3 个已从同一结果文件导入
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="67"/>
        <source>  judgements   %n run(s) judged again since the last copy: gates and status taken (a status overridden by hand stays)
</source>
        <translation>
            <numerusform>  判定         自上次复制以来 %n 个运行被重新判定：已采用其门控结果和状态（手动覆盖的状态保持不变）
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="71"/>
        <source>  samples      %1, %2, %3 added
</source>
        <translation>  样本         已添加 %1、%2、%3
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="72"/>
        <source>%n request sample(s)</source>
        <translation>
            <numerusform>%n 个请求样本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="73"/>
        <source>%n telemetry sample(s)</source>
        <translation>
            <numerusform>%n 个遥测样本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="74"/>
        <source>%n gate result(s)</source>
        <translation>
            <numerusform>%n 个门控结果</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="75"/>
        <source>  annotations  %n added (notes, tags and statuses)
</source>
        <translation>
            <numerusform>  标注         已添加 %n 条（备注、标签和状态）
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="77"/>
        <source>  waves        %1 added, %2 updated, %3 already there
</source>
        <translation>  波次         新增 %1，更新 %2，已存在 %3
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="81"/>
        <source>  findings     %1 added, %2 updated, %3 already there; %n link(s) to runs and waves added
</source>
        <translation>
            <numerusform>  发现         已添加 %1，已更新 %2，已存在 %3；已添加 %n 个到运行和波次的关联
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="101"/>
        <source>name the other notebook with --%1 (a postgresql:// address or a file)</source>
        <translation>请用 --%1 指定另一个笔记本（postgresql:// 地址或文件）</translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="119"/>
        <source>lanebook-cli %1: nothing was copied
</source>
        <translation>lanebook-cli %1：未复制任何内容
</translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="126"/>
        <source>lanebook-cli %1: %2; nothing was copied
</source>
        <translation>lanebook-cli %1：%2；未复制任何内容
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="136"/>
        <source>%1 of %n run(s) checked, %2 added</source>
        <translation>
            <numerusform>已检查 %n 个运行中的 %1 个，新增 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="146"/>
        <source>lanebook-cli %1: %2
The batches committed before it stay in %3; run the same command again to copy the rest.
</source>
        <translation>lanebook-cli %1：%2
此前已提交的批次保留在 %3 中；再次运行同一命令即可复制其余部分。
</translation>
    </message>
    <message>
        <location filename="../app/cli/experimentresults.cpp" line="72"/>
        <source>a table no known tool wrote; --metric NAME=COLUMN maps its columns to import it</source>
        <translation>不是已知工具写出的表格；用 --metric NAME=COLUMN 映射其列即可导入</translation>
    </message>
    <message>
        <location filename="../app/cli/experimentresults.cpp" line="88"/>
        <source>%1: cannot read the file: %2</source>
        <translation>%1：无法读取文件：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="24"/>
        <source>lanebook-cli export: %1
</source>
        <translation>lanebook-cli export：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="37"/>
        <source>lanebook-cli export %1: warning: %2
</source>
        <translation>lanebook-cli export %1：警告：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="39"/>
        <source>lanebook-cli export %1: %2
</source>
        <translation>lanebook-cli export %1：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="70"/>
        <source>say what to export: findings, packet or runs</source>
        <translation>请说明要导出什么：findings、packet 或 runs</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="72"/>
        <source>unknown export &quot;%1&quot;</source>
        <translation>未知的导出 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="76"/>
        <location filename="../app/cli/findingcommand.cpp" line="94"/>
        <location filename="../app/cli/lanecommand.cpp" line="76"/>
        <location filename="../app/cli/lanecommand.cpp" line="131"/>
        <source>unexpected argument %1</source>
        <translation>意外的参数 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="84"/>
        <source>--out names where to write</source>
        <translation>--out 指定写入位置</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="86"/>
        <source>a packet is of one lane: --lane LANE</source>
        <translation>一个数据包对应一个泳道：--lane LANE</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="107"/>
        <source>Charts were not drawn: this process has no QApplication to draw them.</source>
        <translation>未绘制图表：该进程没有可用于绘图的 QApplication。</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="110"/>
        <source>lanebook-cli export findings: no findings%1 yet; the document says so
</source>
        <translation>lanebook-cli export findings：%1还没有发现；文档中会说明这一点
</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="114"/>
        <source> in the lane %1</source>
        <translation> 泳道 %1 中</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="21"/>
        <location filename="../app/cli/findingcommand.cpp" line="31"/>
        <location filename="../app/cli/findingcommand.cpp" line="41"/>
        <source>lanebook-cli finding: %1
</source>
        <translation>lanebook-cli finding：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="97"/>
        <source>a finding starts with --title and --hypothesis, written before the results</source>
        <translation>发现以 --title 和 --hypothesis 开始，写在结果之前</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="104"/>
        <source>lanebook-cli finding new: %1
</source>
        <translation>lanebook-cli finding new：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="117"/>
        <source>name one finding, then --control RUN... and/or --candidate RUN...</source>
        <translation>请指定一个发现，然后是 --control RUN... 和/或 --candidate RUN...</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="122"/>
        <source>--control and --candidate name the runs to link</source>
        <translation>--control 和 --candidate 指定要关联的运行</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="130"/>
        <source>lanebook-cli finding link: %1
</source>
        <translation>lanebook-cli finding link：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="137"/>
        <source>finding %1: %2 and %3 linked
</source>
        <translation>发现 %1：已关联 %2 和 %3
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="139"/>
        <source>%n control run(s)</source>
        <translation>
            <numerusform>%n 个对照运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="141"/>
        <source>%n candidate run(s)</source>
        <translation>
            <numerusform>%n 个候选运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="149"/>
        <source>name the finding and the runs to unlink</source>
        <translation>请指定发现和要取消关联的运行</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="155"/>
        <source>lanebook-cli finding unlink: %1
</source>
        <translation>lanebook-cli finding unlink：%1
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="159"/>
        <source>finding %1: %n run(s) unlinked
</source>
        <translation>
            <numerusform>发现 %1：已取消关联 %n 个运行
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="187"/>
        <source>no run linked to finding %1 records %2; they record: %3</source>
        <translation>关联到发现 %1 的运行都没有记录 %2；它们记录的是：%3</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="194"/>
        <source>name the finding and the verdict</source>
        <translation>请指定发现和判定</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="197"/>
        <source>&quot;%1&quot; is not a verdict; use adopted, negative, inconclusive or invalid</source>
        <translation>&quot;%1&quot; 不是判定；请使用 adopted、negative、inconclusive 或 invalid</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="202"/>
        <source>a verdict needs --reason: say what the comparison showed</source>
        <translation>判定需要 --reason：说明比较显示了什么</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="210"/>
        <location filename="../app/cli/findingcommand.cpp" line="215"/>
        <source>lanebook-cli finding verdict: %1
</source>
        <translation>lanebook-cli finding verdict：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="218"/>
        <location filename="../app/cli/findingcommand.cpp" line="324"/>
        <source>finding %1: %2
</source>
        <translation>发现 %1：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="225"/>
        <source>name one finding to edit</source>
        <translation>请指定一个要编辑的发现</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="236"/>
        <source>give --analysis or --analysis-file, not both</source>
        <translation>请给出 --analysis 或 --analysis-file，不能同时给出</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="239"/>
        <source>lanebook-cli finding edit: %1: %2
</source>
        <translation>lanebook-cli finding edit：%1：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="256"/>
        <source>name at least one field to change</source>
        <translation>请至少指定一个要修改的字段</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="264"/>
        <source>lanebook-cli finding edit: %1
</source>
        <translation>lanebook-cli finding edit：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="268"/>
        <source>finding %1 updated
</source>
        <translation>发现 %1 已更新
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="276"/>
        <source>lanebook-cli finding list: no lane named &quot;%1&quot;
</source>
        <translation>lanebook-cli finding list：没有名为 &quot;%1&quot; 的泳道
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="295"/>
        <source>no findings yet
</source>
        <translation>还没有发现
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="299"/>
        <source>under-test</source>
        <translation>测试中</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="308"/>
        <source>name one finding</source>
        <translation>请指定一个发现</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="314"/>
        <source>lanebook-cli finding show: %1
</source>
        <translation>lanebook-cli finding show：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="325"/>
        <source>verdict: %1%2
</source>
        <translation>判定：%1%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="327"/>
        <source>none yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="332"/>
        <source>judged on: %1 (%2)
</source>
        <translation>判定依据：%1（%2）
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="335"/>
        <source>hypothesis (%1): %2
</source>
        <translation>假设（%1）：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="338"/>
        <source>hypothesis source: %1
</source>
        <translation>假设来源：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="340"/>
        <source>prediction: %1
</source>
        <translation>预测：%1
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="341"/>
        <source>runs: %1 control, %2 candidate; %n edit(s)
</source>
        <translation>
            <numerusform>运行：%1 个对照，%2 个候选；%n 次编辑
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="240"/>
        <source>name a subcommand</source>
        <translation>请指定子命令</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="241"/>
        <source>unknown subcommand &quot;%1&quot;</source>
        <translation>未知子命令 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="32"/>
        <source>lanebook-cli gates: %1: the gates could not be stored: %2
</source>
        <translation>lanebook-cli gates：%1：无法保存校验：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="43"/>
        <source>Gates of %1 (id %2):
</source>
        <translation>%1 的校验（ID %2）：
</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="56"/>
        <source>Suggested status: %1
</source>
        <translation>建议状态：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="59"/>
        <source>Data lost: an older Lanebook masked %1 as if they were secrets and did not keep them; the gates judged the run without them. %2
</source>
        <translation>数据丢失：旧版 Lanebook 把 %1 当作机密遮蔽，且未保留；检查项在没有它们的情况下评判了该运行。%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="64"/>
        <source>A measured run has no source file to restore them from.</source>
        <translation>测量得到的运行没有可用于恢复它们的源文件。</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="66"/>
        <source>Import %1 again to restore them.</source>
        <translation>再次导入 %1 即可恢复它们。</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="69"/>
        <source>Status: %1, set by hand (&quot;%2&quot;); the gates do not change it.
</source>
        <translation>状态：%1，手动设置（&quot;%2&quot;）；校验不会改变它。
</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="72"/>
        <source>Status: failed (the run did not complete); kept.
</source>
        <translation>状态：失败（运行未完成）；已保留。
</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="43"/>
        <source>lanebook-cli import: name at least one file or folder
</source>
        <translation>lanebook-cli import：请至少指定一个文件或文件夹
</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="68"/>
        <source>lanebook-cli import: no files found in %1
</source>
        <translation>lanebook-cli import：在 %1 中未找到文件
</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="80"/>
        <source>FAILED  %1
</source>
        <translation>失败    %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="86"/>
        <source>skipped %1  (comes with %2)
</source>
        <translation>已跳过 %1  （随 %2 导入）
</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="92"/>
        <source>skipped %1  (not a benchmark result)
</source>
        <translation>已跳过 %1  （不是基准测试结果）
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="97"/>
        <source>ok      %1  [%2]  %n run(s) added, %3 already present
</source>
        <translation>
            <numerusform>ok      %1  [%2]  已添加 %n 个运行，%3 个已存在
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="102"/>
        <source>        %n run(s) got back values an older Lanebook had masked as secrets
</source>
        <translation>
            <numerusform>        %n 个运行取回了旧版 Lanebook 当作机密遮蔽的值
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="108"/>
        <source>%1: %2, %3 already present, %4, %5 skipped
</source>
        <translation>%1：%2，%3 个已存在，%4，%5 个已跳过
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="109"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="110"/>
        <source>%n run(s) added</source>
        <translation>
            <numerusform>已添加 %n 个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="112"/>
        <source>%n file(s) failed</source>
        <translation>
            <numerusform>%n 个文件失败</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="54"/>
        <source>name the command to run after --, e.g. lanebook-cli run --label sweep -- ./sweep.sh</source>
        <translation>请在 -- 之后指定要运行的命令，例如 lanebook-cli run --label sweep -- ./sweep.sh</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="58"/>
        <source>no command after --</source>
        <translation>-- 之后没有命令</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="61"/>
        <source>unexpected argument &quot;%1&quot; before --; the command goes after --</source>
        <translation>-- 之前有意外的参数 &quot;%1&quot;；命令应放在 -- 之后</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="69"/>
        <source>--out-dir: %1 is not a folder</source>
        <translation>--out-dir：%1 不是文件夹</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="150"/>
        <source>the command did not start: %1</source>
        <translation>命令未能启动：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="156"/>
        <source>the command %1</source>
        <translation>命令%1</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="187"/>
        <source>run %1  %2  %3 in %4 s, peak RSS %5
</source>
        <translation>运行 %1  %2  %3，用时 %4 s，峰值 RSS %5
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="193"/>
        <source>run %1  %2  %3
</source>
        <translation>运行 %1  %2  %3
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/runcommand.cpp" line="204"/>
        <source>  %1  [%2]  %n run(s) added%3%4
</source>
        <translation>
            <numerusform>  %1  [%2]  已添加 %n 个运行%3%4
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="209"/>
        <source>, %1 already present</source>
        <translation>，%1 个已存在</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="214"/>
        <source>  %1  not a result: %2
</source>
        <translation>  %1  不是结果：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="247"/>
        <location filename="../app/cli/runcommand.cpp" line="353"/>
        <source>lanebook-cli run: %1
</source>
        <translation>lanebook-cli run：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="265"/>
        <source>lanebook-cli run: %1 holds more than %2 files; only the first are watched for results (--out-dir names the results folder)
</source>
        <translation>lanebook-cli run：%1 中的文件超过 %2 个；只监视前面的文件以查找结果（--out-dir 指定结果文件夹）
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="279"/>
        <source>lanebook-cli run: no GPU telemetry is recorded with this run: %1
</source>
        <translation>lanebook-cli run：此运行没有记录 GPU 遥测：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="324"/>
        <source>lanebook-cli run: cannot record the run in %1: %2
</source>
        <translation>lanebook-cli run：无法在 %1 中记录该运行：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="329"/>
        <source>lanebook-cli run: %1; its result files were not imported: import them with lanebook-cli import once the notebook can be written
</source>
        <translation>lanebook-cli run：%1；其结果文件未导入：待笔记本可写入后，请用 lanebook-cli import 导入
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="336"/>
        <source>lanebook-cli run: the telemetry trace of run %1 was not stored: %2
</source>
        <translation>lanebook-cli run：运行 %1 的遥测轨迹未保存：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="365"/>
        <source>the command wrote no file in %1</source>
        <translation>命令没有在 %1 中写出任何文件</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/runcommand.cpp" line="366"/>
        <source>none of the %n file(s) the command wrote in %1 is a result Lanebook reads</source>
        <translation>
            <numerusform>该命令在 %1 中写入的 %n 个文件都不是 Lanebook 能读取的结果</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="372"/>
        <source>lanebook-cli run: --metric was given but %1; the run %2 is recorded without results
</source>
        <translation>lanebook-cli run：给出了 --metric，但%1；运行 %2 已记录，但没有结果
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="378"/>
        <source>lanebook-cli run: %1; run %2 records the command alone
</source>
        <translation>lanebook-cli run：%1；运行 %2 只记录了命令
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="384"/>
        <source>lanebook-cli run: %1 (recorded as failed run %2)
</source>
        <translation>lanebook-cli run：%1（已记录为失败的运行 %2）
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="390"/>
        <source>lanebook-cli run: the command %1 (recorded as failed run %2)
</source>
        <translation>lanebook-cli run：命令%1（已记录为失败的运行 %2）
</translation>
    </message>
    <message>
        <location filename="../app/cli/runscommand.cpp" line="22"/>
        <source>lanebook-cli runs: unexpected argument &quot;%1&quot;
</source>
        <translation>lanebook-cli runs：意外的参数 &quot;%1&quot;
</translation>
    </message>
    <message>
        <location filename="../app/cli/runscommand.cpp" line="59"/>
        <location filename="../app/cli/runscommand.cpp" line="64"/>
        <source>lanebook-cli show: %1
</source>
        <translation>lanebook-cli show：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="96"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="96"/>
        <location filename="../app/cli/runtext.cpp" line="115"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="96"/>
        <location filename="../app/cli/runtext.cpp" line="114"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="96"/>
        <location filename="../app/cli/runtext.cpp" line="116"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="97"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="97"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="113"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="117"/>
        <source>Lane</source>
        <translation>泳道</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="121"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="122"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="123"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="124"/>
        <source>Config</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="125"/>
        <source>Workload</source>
        <translation>负载</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="127"/>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="147"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="153"/>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="153"/>
        <source>%1 per-request samples</source>
        <translation>%1 个逐请求样本</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="28"/>
        <source>usage: lanebook-cli secret set NAME      (the value is read from standard input)
       lanebook-cli secret delete NAME
       lanebook-cli secret check NAME    (where NAME resolves from; never the value)
</source>
        <translation>用法：lanebook-cli secret set NAME      （值从标准输入读取）
      lanebook-cli secret delete NAME
      lanebook-cli secret check NAME    （NAME 从哪里解析；从不显示值）
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="65"/>
        <source>lanebook-cli secret: cannot read standard input
</source>
        <translation>lanebook-cli secret：无法读取标准输入
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="70"/>
        <source>Value of secret &quot;%1&quot; (not shown): </source>
        <translation>密钥 &quot;%1&quot; 的值（不显示）：</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="78"/>
        <source>lanebook-cli secret: the value on standard input is longer than %1 bytes; pipe the token alone
</source>
        <translation>lanebook-cli secret：标准输入中的值超过 %1 字节；请只通过管道传入令牌
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="95"/>
        <source>secret &quot;%1&quot;: from the environment variable %2 (the keychain is not asked when it is set)
</source>
        <translation>密钥 &quot;%1&quot;：来自环境变量 %2（设置该变量时不会查询钥匙串）
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="100"/>
        <source>secret &quot;%1&quot;: from the keychain (service &quot;%2&quot;, key &quot;%1&quot;); %3 is not set
</source>
        <translation>密钥 &quot;%1&quot;：来自钥匙串（服务 &quot;%2&quot;，键 &quot;%1&quot;）；%3 未设置
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="125"/>
        <location filename="../app/cli/secretcommand.cpp" line="132"/>
        <location filename="../app/cli/secretcommand.cpp" line="143"/>
        <source>lanebook-cli secret: %1
</source>
        <translation>lanebook-cli secret：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="135"/>
        <source>Deleted secret &quot;%1&quot; from the keychain.
</source>
        <translation>已从钥匙串中删除密钥 &quot;%1&quot;。
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="146"/>
        <source>Stored secret &quot;%1&quot; in the keychain; a config names it as {&quot;secret&quot;: &quot;%1&quot;}.
</source>
        <translation>已将密钥 &quot;%1&quot; 存入钥匙串；配置中用 {&quot;secret&quot;: &quot;%1&quot;} 引用它。
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="151"/>
        <source>lanebook-cli secret: unknown action &quot;%1&quot;
</source>
        <translation>lanebook-cli secret：未知操作 &quot;%1&quot;
</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="115"/>
        <source>%1 %2 %3 %4 %5 %6 %7 %8 %9</source>
        <translation>%1 %2 %3 %4 %5 %6 %7 %8 %9</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="117"/>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="118"/>
        <source>UTIL%</source>
        <translation>利用率%</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="119"/>
        <source>MEM GiB</source>
        <translation>显存 GiB</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="120"/>
        <source>TEMP C</source>
        <translation>温度 C</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="121"/>
        <source>POWER W</source>
        <translation>功率 W</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="122"/>
        <source>SM MHz</source>
        <translation>SM MHz</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="123"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="124"/>
        <source>FAN%</source>
        <translation>风扇%</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="125"/>
        <source>%1 </source>
        <translation>%1 </translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="125"/>
        <source>TIME</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="126"/>
        <source> THROTTLE
</source>
        <translation> 降频
</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="174"/>
        <source>unknown argument %1 (usage: telemetry [--source auto|nvml|nvidia-smi|xpu-smi|amd-smi|sysfs|prometheus=URL|fake] [--once] [--hz N] [--count N])</source>
        <translation>未知参数 %1（用法：telemetry [--source auto|nvml|nvidia-smi|xpu-smi|amd-smi|sysfs|prometheus=URL|fake] [--once] [--hz N] [--count N]）</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="179"/>
        <location filename="../app/cli/telemetrycommand.cpp" line="194"/>
        <location filename="../app/cli/telemetrycommand.cpp" line="201"/>
        <source>lanebook-cli telemetry: %1
</source>
        <translation>lanebook-cli telemetry：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="216"/>
        <source>source: %1
</source>
        <translation>来源：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="221"/>
        <location filename="../app/cli/telemetrycommand.cpp" line="253"/>
        <source>lanebook-cli telemetry: %1: %2
</source>
        <translation>lanebook-cli telemetry：%1：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="226"/>
        <source>source: %1 (Ctrl+C stops)
</source>
        <translation>来源：%1（按 Ctrl+C 停止）
</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="251"/>
        <source>lanebook-cli telemetry: %1: reading again
</source>
        <translation>lanebook-cli telemetry：%1：重新读取
</translation>
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
        <translation>用法：lanebook-cli wave run PLAN.json     运行一个波次并录制其运行
      lanebook-cli wave plan PLAN.json    打印其日程，不运行任何内容
      选项：--pid-dir DIR（记录已启动服务器的位置）
            --telemetry SOURCE（auto，默认；nvml、nvidia-smi、xpu-smi、amd-smi、
              sysfs、prometheus=URL、fake、fake=CAPTURE；none：不录制 GPU 遥测）
            --telemetry-every N（随运行每 N 个 10 Hz 采样点保留一个）
            --quality-dir DIR（质量步骤的文件；默认：笔记本旁边）
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="65"/>
        <source>lanebook-cli wave: %1: cannot read the plan: %2
</source>
        <translation>lanebook-cli wave：%1：无法读取计划：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="82"/>
        <location filename="../app/cli/wavecommand.cpp" line="132"/>
        <location filename="../app/cli/wavecommand.cpp" line="179"/>
        <source>lanebook-cli wave: %1: %2
</source>
        <translation>lanebook-cli wave：%1：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="83"/>
        <location filename="../app/cli/wavecommand.cpp" line="133"/>
        <location filename="../app/cli/wavecommand.cpp" line="180"/>
        <source>lanebook-cli wave: %1: the plan was refused; nothing was started
</source>
        <translation>lanebook-cli wave：%1：计划被拒绝；未启动任何内容
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="89"/>
        <source>The plan names no SLO; lane %1&apos;s is used: %2
</source>
        <translation>计划未指定 SLO；使用通道 %1 的 SLO：%2
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavecommand.cpp" line="141"/>
        <source>lanebook-cli wave: stopped %n server(s) left by an earlier Lanebook that did not exit cleanly
</source>
        <translation>
            <numerusform>lanebook-cli wave：已停止 %n 个由之前未正常退出的 Lanebook 遗留的服务器
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="154"/>
        <source>--telemetry none</source>
        <translation>--telemetry none</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="160"/>
        <source>Telemetry: %1
</source>
        <translation>遥测：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="166"/>
        <source>lanebook-cli wave: no GPU telemetry is recorded with this wave&apos;s runs: %1
</source>
        <translation>lanebook-cli wave：此波次的运行不录制 GPU 遥测：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="201"/>
        <source>Wave %1 (id %2): each arm searches for its highest concurrency under the SLO, up to %3 runs
</source>
        <translation>波次 %1（ID %2）：每个臂在 SLO 下搜索其最高并发数，最多 %3 次运行
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="209"/>
        <source>Wave %1 (id %2): %3 runs, order %4
</source>
        <translation>波次 %1（ID %2）：%3 个运行，顺序 %4
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="227"/>
        <source>    %1: %2/%3 done, %4 failed, %5 tok/s
</source>
        <translation>    %1：%2/%3 完成，%4 失败，%5 tok/s
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="243"/>
        <source>lanebook-cli wave: arm %1 failed: %2
</source>
        <translation>lanebook-cli wave：组 %1 失败：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="269"/>
        <location filename="../app/cli/wavecommand.cpp" line="306"/>
        <source>lanebook-cli wave: %1
</source>
        <translation>lanebook-cli wave：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="278"/>
        <source>lanebook-cli wave: wave %1 %2
</source>
        <translation>lanebook-cli wave：波次 %1 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="281"/>
        <source>was aborted</source>
        <translation>已中止</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="282"/>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="22"/>
        <source>no GPU pinned</source>
        <translation>未绑定 GPU</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="23"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="28"/>
        <source>concurrency %1, input %2 tok, output %3 tok, %4 requests</source>
        <translation>并发 %1，输入 %2 tok，输出 %3 tok，%4 个请求</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="38"/>
        <source>%1 holds a higher load than %2</source>
        <translation>%1 比 %2 能承受更高的负载</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="40"/>
        <source>%1 holds a lower load than %2</source>
        <translation>%1 比 %2 能承受的负载更低</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="42"/>
        <source>no difference beyond the search&apos;s resolution</source>
        <translation>没有超出搜索分辨率的差异</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="44"/>
        <source>inconclusive: the interval is too wide to decide</source>
        <translation>无定论：区间太宽，无法判断</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="45"/>
        <source>not enough data</source>
        <translation>数据不足</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="52"/>
        <source>Highest concurrency under %1 for %2 % of requests (resolution %3 %):
</source>
        <translation>在 %1 下满足 %2 % 请求的最高并发数（分辨率 %3 %）：
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="60"/>
        <source>  %1 (%2), input %3 tok, repeat %4: %5 (%6, %n probe(s))
</source>
        <translation>
            <numerusform>  %1（%2），输入 %3 tok，重复 %4：%5（%6，%n 次探测）
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="80"/>
        <source>  %1 against %2, input %3 tok: %4 over %n pair(s): %5
</source>
        <translation>
            <numerusform>  %1 对比 %2，输入 %3 tok：%4，共 %n 对：%5
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="86"/>
        <source>    %n repeat(s) left out: a search there ended without a maximum
</source>
        <translation>
            <numerusform>    略去 %n 次重复：其中的搜索未得到最大值就结束了
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="100"/>
        <source>Wave %1: %2 arms, %3 workload points, %4 repeats; each arm searches for its highest concurrency under %5 for %6 % of requests, to %7 %, from concurrency %8, in at most %9 probes
</source>
        <translation>波次 %1：%2 个臂，%3 个负载点，%4 次重复；每个臂从并发数 %8 开始，在 %5 下为 %6 % 的请求搜索其最高并发数，精度 %7 %，最多 %9 次探测
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="113"/>
        <source>Each round, one probe per arm still searching: %1; %2, restart %3
</source>
        <translation>每轮对每个仍在搜索的臂探测一次：%1；%2，重启 %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="119"/>
        <source>At most %1 runs, %2 (from each config&apos;s expected startup and tok/s per stream, every probe at the starting concurrency)
</source>
        <translation>最多 %1 次运行，%2（按每个配置的预期启动时间和每流 tok/s 估算，每次探测都按起始并发数计）
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="125"/>
        <source>Wave %1: %2 arms, %3 workload points, %4 repeats, %5 runs; order %6, %7, restart %8
</source>
        <translation>波次 %1：%2 组，%3 个负载点，%4 次重复，%5 个运行；顺序 %6，%7，重启 %8
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="134"/>
        <source>Order: %1
</source>
        <translation>顺序：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="141"/>
        <source>, starts its server</source>
        <translation>，启动其服务器</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="144"/>
        <source>Estimated duration: %1 (from each config&apos;s expected startup and tok/s per stream)
</source>
        <translation>预计时长：%1（依据每个配置的预期启动时间和每流 tok/s）
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="153"/>
        <source>[%1] repeat %2, probe %3 of arm %4 (%5): %6 on %7
</source>
        <translation>[%1] 重复 %2，臂 %4（%5）的第 %3 次探测：%6，在 %7 上
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="158"/>
        <source>[%1/%2] repeat %3, %4: arm %5 (%6) on %7
</source>
        <translation>[%1/%2] 重复 %3，%4：组 %5（%6）在 %7 上
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="169"/>
        <source>    recorded run %1 (%2): %3 of %4 requests completed</source>
        <translation>    已录制运行 %1（%2）：%4 个请求中完成 %3 个</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="175"/>
        <source>, %1 output tok/s</source>
        <translation>，%1 输出 tok/s</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="178"/>
        <source>, median TTFT %1 ms</source>
        <translation>，TTFT 中位数 %1 ms</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="185"/>
        <source>    FAILED: %1 (recorded as run %2)
</source>
        <translation>    失败：%1（已录制为运行 %2）
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="188"/>
        <source>    FAILED: %1
</source>
        <translation>    失败：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="190"/>
        <source>    skipped: %1
</source>
        <translation>    已跳过：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="192"/>
        <source>    not run: %1
</source>
        <translation>    未运行：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="199"/>
        <source>
Wave %1 (id %2): %3. %4 runs recorded, %5 failed, %6 skipped, %7 not run.
</source>
        <translation>
波次 %1（ID %2）：%3。已录制 %4 个运行，%5 个失败，%6 个已跳过，%7 个未运行。
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="223"/>
        <source>Median output tok/s over the recorded repeats:
</source>
        <translation>录制的各次重复的输出 tok/s 中位数：
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="231"/>
        <source>%1 %2 (IQR %3, n=%4)</source>
        <translation>%1 %2（IQR %3，n=%4）</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="241"/>
        <source>Quality steps (their runs stand beside the arms&apos; speed runs; compare shows them):
</source>
        <translation>质量步骤（其运行与各分支的速度运行并列；compare 会显示它们）：
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="244"/>
        <source>  %1 %2 (server start %3): %4
</source>
        <translation>  %1 %2（服务器启动 %3）：%4
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="248"/>
        <source>  %1 %2 (server start %3): failed, see the errors
</source>
        <translation>  %1 %2（服务器启动 %3）：失败，请查看错误
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="212"/>
        <location filename="../app/cli/wavetext.cpp" line="252"/>
        <source>  error: %1
</source>
        <translation>  错误：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="275"/>
        <source>Compare the arms: lanebook-cli compare --control %1 --candidate %2
</source>
        <translation>比较两组：lanebook-cli compare --control %1 --candidate %2
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="278"/>
        <source>  %n run(s) kept in the run journal are not in that list: they get their ids when the notebook next opens
</source>
        <translation>
            <numerusform>  保存在运行日志中的 %n 个运行不在此列表中：笔记本下次打开时它们才会获得 ID
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="24"/>
        <source>(no arm)</source>
        <translation>（无臂）</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="56"/>
        <source>%1 is lower-is-better; the frontier takes two higher-is-better metrics (throughput, per GPU, per user)</source>
        <translation>%1 越低越好；前沿需要两个越高越好的指标（吞吐、每 GPU、每用户）</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="61"/>
        <source>lanebook-cli pareto: %1
</source>
        <translation>lanebook-cli pareto：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="101"/>
        <source>Frontier of %1 against %2, by %3
</source>
        <translation>%1 对 %2 的前沿，按 %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="106"/>
        <source>%1: on the frontier %2, dominated %3
</source>
        <translation>%1：前沿上 %2，被支配 %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="23"/>
        <source>converged</source>
        <translation>已收敛</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="25"/>
        <source>the probe budget ran out before the bracket narrowed to the resolution</source>
        <translation>探测预算在区间缩小到分辨率之前用完</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="27"/>
        <source>even the lowest load missed the SLO</source>
        <translation>即使最低负载也未满足 SLO</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="29"/>
        <source>the highest load allowed still met the SLO</source>
        <translation>允许的最高负载仍满足 SLO</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="80"/>
        <location filename="../app/cli/paretocommand.cpp" line="110"/>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="80"/>
        <source>probe</source>
        <translation>探测</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="80"/>
        <source>concurrency</source>
        <translation>并发</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="81"/>
        <source>attainment %</source>
        <translation>达成率 %</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="65"/>
        <source>lanebook-cli bench: cannot record probe %1 in %2: %3
</source>
        <translation>lanebook-cli bench：无法在 %2 中记录探测 %1：%3
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="94"/>
        <source>met</source>
        <translation>满足</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="94"/>
        <source>missed</source>
        <translation>未满足</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="73"/>
        <source>lanebook-cli bench: probe %1 failed: %2
</source>
        <translation>lanebook-cli bench：探测 %1 失败：%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="111"/>
        <source>Max concurrency under %1 for %2 % of requests: %3
</source>
        <translation>在 %1 下满足 %2 % 请求的最高并发：%3
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="115"/>
        <location filename="../app/cli/lanecommand.cpp" line="42"/>
        <location filename="../app/cli/wavetext.cpp" line="66"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="117"/>
        <source>Search: %1
</source>
        <translation>搜索：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="110"/>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="115"/>
        <source>dominated</source>
        <translation>被支配</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="127"/>
        <source>No run records both %1 and %2.
</source>
        <translation>没有运行同时记录 %1 和 %2。
</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="129"/>
        <source>Left out, without both metrics: %1
</source>
        <translation>已略去（缺少两个指标之一）：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="21"/>
        <source>lanebook-cli lane: %1
</source>
        <translation>lanebook-cli lane：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="49"/>
        <source>lanebook-cli lane list: %1
</source>
        <translation>lanebook-cli lane list：%1
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="60"/>
        <source>No lanes yet: a lane is made by its first run or wave.
</source>
        <translation>尚无通道：通道由其第一个运行或波次创建。
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/lanecommand.cpp" line="64"/>
        <source>%1  %n run(s)  SLO: %2
</source>
        <translation>
            <numerusform>%1  %n 个运行  SLO：%2
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="74"/>
        <source>name the lane</source>
        <translation>请指定通道</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="78"/>
        <source>give the SLO or --clear, not both</source>
        <translation>给出 SLO 或 --clear，不能同时给出</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="85"/>
        <source>lanebook-cli lane slo: the notebook has no lane &quot;%1&quot;
</source>
        <translation>lanebook-cli lane slo：笔记本中没有通道“%1”
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="91"/>
        <source>Lane %1: SLO %2
</source>
        <translation>通道 %1：SLO %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="104"/>
        <source>lanebook-cli lane slo: %1; the notebook was not changed
</source>
        <translation>lanebook-cli lane slo：%1；笔记本未被更改
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="111"/>
        <source>Lane %1: SLO %2. Its runs are judged against it when a command or a wave plan names no SLO of its own.
</source>
        <translation>通道 %1：SLO %2。命令或波次计划未指定自己的 SLO 时，其运行按它评判。
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="115"/>
        <source>Lane %1: no SLO.
</source>
        <translation>通道 %1：无 SLO。
</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="101"/>
        <location filename="../models/comparison/comparisonpairing.cpp" line="131"/>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="121"/>
        <source>unknown: repeat each arm at least %1 times</source>
        <translation>未知：每组至少重复 %1 次</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="129"/>
        <source>paired by repeat slot</source>
        <translation>按重复槽配对</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="131"/>
        <source>paired by start time (back to back)</source>
        <translation>按开始时间配对（背靠背）</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="135"/>
        <source>unpaired, not drift-controlled</source>
        <translation>未配对，未控制漂移</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="142"/>
        <source>the one workload point</source>
        <translation>唯一的负载点</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="144"/>
        <source>paired log ratios of all points pooled</source>
        <translation>所有点的配对对数比合并</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="146"/>
        <source>inverse-variance combination of the points&apos; Welch deltas</source>
        <translation>各点 Welch 差值的逆方差加权组合</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="150"/>
        <source>not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="87"/>
        <location filename="../models/comparison/comparisonoverall.cpp" line="236"/>
        <source>override</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="97"/>
        <location filename="../models/comparison/comparisonoverall.cpp" line="237"/>
        <source>control repeats</source>
        <translation>对照重复</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="186"/>
        <source>No workload point has two or more runs with some spread on each arm, so no interval can be combined. Run at least three repeats of each arm, interleaved.</source>
        <translation>没有负载点在两组各有两个或以上有离散的运行，因此无法合并区间。请每组至少运行三次重复，并交错进行。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="222"/>
        <source>Left out of the overall: %1 — %2</source>
        <translation>未计入总体：%1 — %2</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="240"/>
        <source>Only %1 could be compared; the overall line is that point alone.</source>
        <translation>只有 %1 能够比较；总体行就是该点本身。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpairing.cpp" line="130"/>
        <source>%1 (id %2)</source>
        <translation>%1（ID %2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonpairing.cpp" line="141"/>
        <source> and %n more</source>
        <translation>
            <numerusform> 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="131"/>
        <source>At %1, no partner in the same repeat slot for %2; left out of the pairs.</source>
        <translation>在 %1，%2 在同一重复槽中没有配对对象；已从配对中略去。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="184"/>
        <source>%1 record %2 as zero or negative. Ratios are taken on logs, so these runs cannot be compared; a zero throughput usually means the run failed. Rerun them, or leave them out of the arms.</source>
        <translation>%1 的 %2 记录为零或负数。比值基于对数计算，因此这些运行无法比较；吞吐量为零通常意味着运行失败。请重新运行，或将其移出两组。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="212"/>
        <source>Welch on logs</source>
        <translation>对数上的 Welch</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="274"/>
        <source>The %1 arm has no runs. Choose at least one run for each arm (three or more interleaved repeats each to reach a verdict).</source>
        <translation>%1 组没有运行。请为每组至少选择一个运行（要得出判定，每组需三次或以上交错重复）。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="229"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="276"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="336"/>
        <source>control</source>
        <translation>对照</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="172"/>
        <source>%1 of these runs was judged against different SLOs (%2). Judge every run against one SLO: compare --slo, or the lane&apos;s SLO.</source>
        <translation>这些运行的 %1 是按不同的 SLO 评判的（%2）。请按同一个 SLO 评判所有运行：compare --slo，或通道的 SLO。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="226"/>
        <source>At %1, %2 run %3 stands out (%4 %5: %6); it is kept in the numbers.</source>
        <translation>在 %1，%2运行 %3 明显偏离（%4 %5：%6）；它仍计入数值。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="229"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="276"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="336"/>
        <source>candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="288"/>
        <source>%1 is in both arms; a run cannot be its own control. Put each run in one arm only.</source>
        <translation>%1 同时在两组中；一个运行不能作为自己的对照。请把每个运行只放入一组。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="479"/>
        <source>None of the runs records a throughput metric (output_tok_per_s, gen_tok_per_s, ...). Name the metric to compare with --metric NAME.</source>
        <translation>没有运行记录吞吐量指标（output_tok_per_s、gen_tok_per_s 等）。请用 --metric NAME 指定要比较的指标。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="340"/>
        <source>No %1 run records %2 (%3 lack it), so there is nothing to compare it with. Compare a metric both arms record%4, or import runs of the %1 arm that measured %2.</source>
        <translation>%1 组没有运行记录 %2（%3 缺少该指标），因此无可比较。请比较两组都记录的指标%4，或导入测量了 %2 的 %1 组运行。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="178"/>
        <source>%1 record %2 as zero: no request met the SLO, so there is no ratio to take. Loosen the SLO or lower the load until some requests meet it, or compare a latency metric instead.</source>
        <translation>%1 记录的 %2 为零：没有请求满足 SLO，因此无法取比值。请放宽 SLO 或降低负载直到有请求满足，或改为比较延迟指标。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="345"/>
        <source> (--metric %1)</source>
        <translation> （--metric %1）</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="349"/>
        <source>%1 in the %2 arm record no %3 and are left out.</source>
        <translation>%2 组中的 %1 没有记录 %3，已略去。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="400"/>
        <source>The arms share no workload point: the control runs (%1) were measured at %2, the candidate runs (%3) at %4. Compare runs of the same concurrency, request rate and lengths, or rerun one arm at the other&apos;s workload.</source>
        <translation>两组没有共同的负载点：对照运行（%1）在 %2 测量，候选运行（%3）在 %4 测量。请比较相同并发、请求速率和长度的运行，或在另一组的负载下重新运行其中一组。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="409"/>
        <source>Only the control arm measured %1; left out.</source>
        <translation>只有对照组测量了 %1；已略去。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="412"/>
        <source>Only the candidate arm measured %1; left out.</source>
        <translation>只有候选组测量了 %1；已略去。</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="189"/>
        <source>no workload recorded</source>
        <translation>未记录负载</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="199"/>
        <source>concurrency %1</source>
        <translation>并发 %1</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="201"/>
        <source>rate inf</source>
        <translation>速率 inf</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="202"/>
        <source>rate %1/s</source>
        <translation>速率 %1/s</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="206"/>
        <source>input %1 tok</source>
        <translation>输入 %1 tok</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="208"/>
        <source>output %1 tok</source>
        <translation>输出 %1 tok</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="213"/>
        <source>pp %1</source>
        <translation>pp %1</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="215"/>
        <source>tg %1</source>
        <translation>tg %1</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="217"/>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="29"/>
        <source>No delta could be computed here.</source>
        <translation>此处无法计算差值。</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="44"/>
        <source>%1 %2 is worse than the noise band ±%3 and the allowed %4.</source>
        <translation>%1 %2 比噪声带 ±%3 和允许的 %4 更差。</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="49"/>
        <source>%1 %2 is a real loss, within the allowed %3.</source>
        <translation>%1 %2 是真实的下降，但在允许的 %3 以内。</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="53"/>
        <source>%1 %2: %3.</source>
        <translation>%1 %2：%3。</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="64"/>
        <source>%1 is worse than the allowed %2 (point estimate only: too few repeats for an interval).</source>
        <translation>%1 比允许的 %2 更差（仅点估计：重复次数太少，无法计算区间）。</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="69"/>
        <source>%1 is within the allowed %2 (point estimate only: too few repeats for an interval).</source>
        <translation>%1 在允许的 %2 以内（仅点估计：重复次数太少，无法计算区间）。</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="113"/>
        <source>all points</source>
        <translation>所有点</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonclaim.cpp" line="18"/>
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="30"/>
        <source>Candidate (B) would be faster (%1)</source>
        <translation>候选 (B) 本会更快（%1）</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="32"/>
        <source>Candidate (B) would be slower (%1)</source>
        <translation>候选 (B) 本会更慢（%1）</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="37"/>
        <source>The difference would be within noise (%1)</source>
        <translation>差异本会在噪声范围内（%1）</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="73"/>
        <source>%1, but this does not count: the gates suggest invalid (%2 failed).</source>
        <translation>%1，但这不算数：检查项建议判为无效（%2 未通过）。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="78"/>
        <source>%1, but this does not count: the gates suggest inconclusive (no gate could judge these runs).</source>
        <translation>%1，但这不算数：检查项建议判为无定论（没有检查项能评判这些运行）。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="81"/>
        <source>%1, but this does not count: the gates suggest inconclusive (no evidence for %2).</source>
        <translation>%1，但这不算数：检查项建议判为无定论（缺少 %2 的证据）。</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="91"/>
        <source>%1 (does not count: the gates suggest invalid)</source>
        <translation>%1（不算数：检查项建议判为无效）</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="93"/>
        <source>%1 (does not count: the gates suggest inconclusive)</source>
        <translation>%1（不算数：检查项建议判为无定论）</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonplanner.cpp" line="40"/>
        <source>The planner asks for %1 pairs at this spread: run %n more interleaved repeat(s) of both arms.</source>
        <translation>
            <numerusform>在此离散度下规划器需要 %1 对：请再运行两组各 %n 次交错重复。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="62"/>
        <source>Faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="64"/>
        <source>Slower</source>
        <translation>更慢</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="66"/>
        <source>Within noise</source>
        <translation>在噪声范围内</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="70"/>
        <source>Not enough data</source>
        <translation>数据不足</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="159"/>
        <source>These runs cannot be compared</source>
        <translation>这些运行无法比较</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="165"/>
        <source>Candidate (B) is faster: %1 %2</source>
        <translation>候选（B）更快：%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="168"/>
        <source>Candidate (B) is slower: %1 %2</source>
        <translation>候选（B）更慢：%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="171"/>
        <source>Within noise: %1 %2</source>
        <translation>在噪声范围内：%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="176"/>
        <source>Not enough data to call it: %1 %2 so far</source>
        <translation>数据不足以下结论：目前 %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="178"/>
        <source>Not enough data to call it</source>
        <translation>数据不足以下结论</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="204"/>
        <source>%1% CI %2</source>
        <translation>%1% CI %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="210"/>
        <source>p %1</source>
        <translation>p %1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="210"/>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontext.cpp" line="213"/>
        <source>%n pair(s), paired</source>
        <translation>
            <numerusform>%n 对，已配对</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="214"/>
        <source>unpaired: not drift-controlled</source>
        <translation>未配对：未控制漂移</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="217"/>
        <source>called only outside ±%1%</source>
        <translation>仅在 ±%1% 之外判定</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="221"/>
        <source>higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="222"/>
        <source>lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="224"/>
        <source>%1, %2 (chosen from the runs)</source>
        <translation>%1，%2（从运行中选取）</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="226"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="236"/>
        <source>Noise floor ±%1% (A/A spread, from %2)</source>
        <translation>噪声下限 ±%1%（A/A 离散，来自 %2）</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="239"/>
        <source>Noise floor %1 (until then the 1% minimum applies)</source>
        <translation>噪声底 %1（在此之前采用 1% 下限）</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="241"/>
        <source>decision threshold ±%1%</source>
        <translation>判定阈值 ±%1%</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="243"/>
        <source>smallest effect this data could detect: %1%</source>
        <translation>这些数据可检测的最小效应：%1%</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="246"/>
        <source> (run-to-run spread %1%)</source>
        <translation> （运行间离散 %1%）</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="249"/>
        <source>smallest detectable effect unknown: it needs repeats on both arms</source>
        <translation>最小可检测效应未知：需要两组都有重复</translation>
    </message>
</context>
<context>
    <name>ConfigDiff</name>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="129"/>
        <source>runtime/version</source>
        <translation>运行时/版本</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="131"/>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="133"/>
        <source>context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="135"/>
        <source>concurrency</source>
        <translation>并发</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="137"/>
        <source>output length</source>
        <translation>输出长度</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="139"/>
        <source>sampling</source>
        <translation>采样</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="141"/>
        <source>prompt set</source>
        <translation>提示词集</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="143"/>
        <source>drafter</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="145"/>
        <source>draft depth K</source>
        <translation>草稿深度 K</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="147"/>
        <source>quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="149"/>
        <source>clocks</source>
        <translation>时钟</translation>
    </message>
</context>
<context>
    <name>DemoNotebook</name>
    <message>
        <location filename="../app/gui/demonotebook.cpp" line="22"/>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="49"/>
        <source>Opportunistic Expert Activation (OEA) on GLM-5-NVFP4</source>
        <translation>GLM-5-NVFP4 上的机会式专家激活（OEA）</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="50"/>
        <source>Tokens of one decode batch often route to the same experts. Letting each token fill its last k-k0 expert slots from experts the batch already activates (piggybacking) cuts the unique experts per MoE layer and raises decode throughput on 8x RTX PRO 6000 (SM120).</source>
        <translation>一个解码批次中的 token 常常路由到相同的专家。让每个 token 用批次已激活的专家填充其最后 k-k0 个专家槽位（搭便车），可减少每个 MoE 层的不同专家数，并提升 8x RTX PRO 6000（SM120）上的解码吞吐量。</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="58"/>
        <source>a published clean A/B of OEA on GLM-5-NVFP4 (vllm bench serve, one run per arm at concurrency 10, 64, 256 and 1024)</source>
        <translation>一份已发表的 GLM-5-NVFP4 上 OEA 的干净 A/B 对比（vllm bench serve，并发 10、64、256 和 1024 下每组各一次运行）</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="62"/>
        <source>Higher output tok/s at high concurrency (256, 1024), where batches are large enough to share experts; no change at concurrency 10.</source>
        <translation>在高并发（256、1024）下输出 tok/s 更高，此时批次足够大，可以共享专家；并发 10 时无变化。</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="73"/>
        <source>Average output throughput is within 0.3% of the baseline at every concurrency (10, 64, 256, 1024): no benefit on random prompts.</source>
        <translation>在每个并发（10、64、256、1024）下，平均输出吞吐量与基线相差都在 0.3% 以内：在随机提示词上没有收益。</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="76"/>
        <source>Reproduced from a published clean comparison (one `vllm bench serve` run per arm and concurrency, OEA server first, then the baseline).

**Why it did not help.** The benchmark&apos;s random prompts route almost uniformly over all 256 experts, so the batch-wide set of experts chosen by the top-k0 slots is already nearly the full set: there is nothing to piggyback on. What OEA adds (an argsort to recover the top-k0 experts, since the fused top-k returns `sorted=False`, the mask construction, the score gathering) cancels any marginal gain.

**What the numbers do not say.** Peak throughput was higher with OEA at 256 (+3.6%) and 1024 (+5.9%), a transient effect that does not move the average. One run per point, not interleaved, cannot separate a 0.2% loss from noise: the gates below say so. The conclusion is that the mechanism works but buys nothing on uniform routing; it is not a measured slowdown.</source>
        <translation>根据一次公开的干净对比复现（每组每个并发一次 `vllm bench serve` 运行，先 OEA 服务器，后基线）。

**为什么没有帮助。** 基准测试的随机提示词几乎均匀地路由到全部 256 个专家，因此 top-k0 槽位在整个批次中选出的专家集合几乎已是全集：没有可以搭便车的对象。OEA 增加的开销（由于融合 top-k 返回 `sorted=False`，需要一次 argsort 来恢复 top-k0 专家、构造掩码、收集分数）抵消了任何微小的收益。

**数字没有说明的。** 在 256（+3.6%）和 1024（+5.9%）时，OEA 的峰值吞吐量更高，这是一种不影响平均值的瞬时效应。每个点一次运行、未交错，无法把 0.2% 的损失与噪声区分开：下面的校验也这样说。结论是该机制有效，但在均匀路由下毫无收益；这并不是测得的减速。</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="90"/>
        <source>Batch-level expert piggybacking as a throughput lever when routing is near-uniform (random or synthetic prompts).</source>
        <translation>在路由接近均匀时（随机或合成提示词），把批次级专家搭便车作为提升吞吐量的手段。</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="93"/>
        <source>Rerun on a natural-language prompt set where some experts are hot (common tokens, punctuation), with 3+ interleaved repeats per arm, before trying OEA again.</source>
        <translation>再次尝试 OEA 之前，先在部分专家较热（常见 token、标点）的自然语言提示词集上重新运行，每组 3 次以上交错重复。</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="101"/>
        <source>2-bit experts for decode speed on Qwen 397B MoE</source>
        <translation>Qwen 397B MoE 上用 2 位专家提升解码速度</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="102"/>
        <source>Streaming 2-bit instead of 4-bit experts from SSD halves the bytes read per decoded token, so decode tok/s rises by about 40% with quality close enough for tool calling.</source>
        <translation>从 SSD 流式读取 2 位而非 4 位专家，每个解码 token 读取的字节数减半，因此解码 tok/s 提升约 40%，质量对工具调用而言足够接近。</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="107"/>
        <source>a published 4-, 3- and 2-bit expert quantization sweep of Qwen 397B MoE (decode speed, perplexity and JSON tool calls)</source>
        <translation>一份已发表的 Qwen 397B MoE 专家 4、3、2 位量化扫描（解码速度、困惑度和 JSON 工具调用）</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="111"/>
        <source>About +40% gen tok/s (fewer bytes per token); perplexity within 5% of 4-bit.</source>
        <translation>生成 tok/s 约 +40%（每 token 字节更少）；困惑度与 4 位相差在 5% 以内。</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="122"/>
        <source>Faster, but past the quality cliff: perplexity nearly doubles and JSON tool calls break (\name\ instead of &quot;name&quot;).</source>
        <translation>更快，但越过了质量断崖：困惑度几乎翻倍，JSON 工具调用被破坏（\name\ 而不是 &quot;name&quot;）。</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="125"/>
        <source>A published quantization sweep (4-bit, 3-bit, 2-bit; six interleaved `llama-bench` repeats for 4- and 2-bit, one `llama-perplexity` run per width). The 4-bit speed is the published 4.36 tok/s; the other speeds and the perplexities are illustrative, chosen to show the shape the sweep found.

Speed rises smoothly as bits fall; quality does not. 3-bit costs about 6% perplexity, 2-bit costs about 93%, and the 2-bit model writes `\name\` instead of `&quot;name&quot;` in JSON, which breaks every tool call. The speed claim is real and useless: a configuration that cannot call tools is not a production candidate.</source>
        <translation>一次公开的量化扫描（4 位、3 位、2 位；4 位和 2 位各六次交错 `llama-bench` 重复，每种位宽一次 `llama-perplexity` 运行）。4 位速度是公开的 4.36 tok/s；其余速度和困惑度为示意值，用于展示该扫描发现的形态。

位数下降时速度平稳上升，质量则不然。3 位使困惑度增加约 6%，2 位约 93%，而且 2 位模型在 JSON 中写出 `\name\` 而不是 `&quot;name&quot;`，破坏了每一次工具调用。速度提升是真实的，却毫无用处：无法调用工具的配置不能作为生产候选。</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="135"/>
        <source>Uniform 2-bit expert quantization for any lane that promises tool calling or JSON output.</source>
        <translation>对任何承诺工具调用或 JSON 输出的泳道，采用统一的 2 位专家量化。</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="138"/>
        <source>Try mixed precision (2-bit for cold experts, 4-bit for hot ones and attention) and gate it with a JSON tool-call canary, not perplexity alone.</source>
        <translation>尝试混合精度（冷专家 2 位，热专家和注意力 4 位），并用 JSON 工具调用 canary 把关，而不是只看困惑度。</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message numerus="yes">
        <location filename="../app/cli/runscommand.cpp" line="42"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportTr</name>
    <message>
        <location filename="../backends/export/exportoutcome.cpp" line="15"/>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
    <message>
        <location filename="../backends/export/exportoutcome.cpp" line="20"/>
        <location filename="../backends/export/runsexport.cpp" line="34"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../backends/export/exportoutcome.cpp" line="26"/>
        <location filename="../backends/export/runsexport.cpp" line="52"/>
        <source>%1: writing failed: %2</source>
        <translation>%1：写入失败：%2</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="49"/>
        <source>no lane named &quot;%1&quot;: the notebook has no lanes yet</source>
        <translation>没有名为 &quot;%1&quot; 的泳道：笔记本中还没有泳道</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="51"/>
        <source>no lane named &quot;%1&quot;; lanes: %2</source>
        <translation>没有名为 &quot;%1&quot; 的泳道；现有泳道：%2</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="75"/>
        <source>wave %1</source>
        <translation>波次 %1</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="104"/>
        <source>finding %1</source>
        <translation>发现 %1</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="105"/>
        <source>%1 by workload point</source>
        <translation>%1（按负载点）</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="108"/>
        <source>no data for the chosen axes (%1)</source>
        <translation>所选坐标轴没有数据（%1）</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="109"/>
        <source>nothing to compare</source>
        <translation>无可比较</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="150"/>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="147"/>
        <location filename="../backends/export/findingsexport.cpp" line="156"/>
        <source>the chart could not be drawn</source>
        <translation>无法绘制图表</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="162"/>
        <source>finding %1: no chart: %2</source>
        <translation>发现 %1：无图表：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/export/findingsexport.cpp" line="171"/>
        <source>finding %1: %n linked run(s) deleted since</source>
        <translation>
            <numerusform>发现 %1：之后已删除 %n 个关联运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="175"/>
        <source>finding %1: no linked runs</source>
        <translation>发现 %1：没有关联运行</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="51"/>
        <source>Written by %1 on %2; regenerate with `lanebook-cli export packet --lane LANE --out DIR`.</source>
        <translation>由 %1 于 %2 写成；用 `lanebook-cli export packet --lane LANE --out DIR` 重新生成。</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="75"/>
        <source>measured decode tok/s above the byte ledger&apos;s bound (BW × 0.92 / B_token): physics has no fast path</source>
        <translation>测得的解码 tok/s 高于字节账本的上限（BW × 0.92 / B_token）：物理没有捷径</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="78"/>
        <source>fewer tokens generated than asked, early EOS, empty outputs</source>
        <translation>生成的 token 少于请求数量、过早 EOS、空输出</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="80"/>
        <source>cached prompt tokens or repeated prompts in a headline throughput run</source>
        <translation>标题级吞吐量运行中存在缓存的提示词 token 或重复的提示词</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="83"/>
        <source>throttling, SM clock moving, temperature climbing; clocks not locked</source>
        <translation>降频、SM 时钟变化、温度上升；时钟未锁定</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="85"/>
        <source>the arms differ in more than one held-fixed variable</source>
        <translation>两组在不止一个固定变量上存在差异</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="87"/>
        <source>arms not interleaved, fewer than 3 repeats in separate processes</source>
        <translation>两组未交错，独立进程中的重复少于 3 次</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="89"/>
        <source>the delta inside the noise floor, or too few samples for the claim</source>
        <translation>差值在噪声下限内，或样本太少，无法支撑结论</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="91"/>
        <source>canary output not valid JSON or tool calls broken; quality improving after quantizing</source>
        <translation>canary 输出不是有效 JSON 或工具调用损坏；量化后质量反而提高</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="94"/>
        <source>a throughput number without its context length</source>
        <translation>吞吐量数字没有给出上下文长度</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="96"/>
        <source>failed requests above the threshold</source>
        <translation>失败请求超过阈值</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="98"/>
        <source>ramp-up and drain more than half the run, or throughput still rising or falling through it</source>
        <translation>爬升和排空超过运行的一半，或吞吐在其中仍在上升或下降</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="107"/>
        <source>not judged yet</source>
        <translation>尚未评判</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="122"/>
        <source>%1 pass</source>
        <translation>%1 通过</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="124"/>
        <source>warn: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="126"/>
        <source>fail: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="128"/>
        <source>evidence missing: %1</source>
        <translation>缺少证据：%1</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="135"/>
        <source>Lane</source>
        <translation>泳道</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/export/packetexport.cpp" line="155"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="157"/>
        <source> of %1</source>
        <translation> （共 %1）</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="159"/>
        <source>, measured with %1</source>
        <translation>，使用 %1 测量</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="161"/>
        <source>, from %1 to %2</source>
        <translation>，从 %1 到 %2</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="164"/>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="165"/>
        <source>- [reproduce.md](reproduce.md): the source files and recipes
- [validity-gates.md](validity-gates.md): each run&apos;s gates
- [bugs-failed-paths.md](bugs-failed-paths.md): negative results and invalid runs, kept
- `data/&lt;label&gt;/summary.json`: each run in full
</source>
        <translation>- [reproduce.md](reproduce.md)：源文件与复现步骤
- [validity-gates.md](validity-gates.md)：每个运行的校验
- [bugs-failed-paths.md](bugs-failed-paths.md)：负面结果与无效运行，均予保留
- `data/&lt;label&gt;/summary.json`：每个运行的完整内容
</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="171"/>
        <source>Runs by status</source>
        <translation>按状态分组的运行</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="175"/>
        <location filename="../backends/export/packetexport.cpp" line="192"/>
        <location filename="../backends/export/packetexport.cpp" line="279"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="175"/>
        <location filename="../backends/export/packetexport.cpp" line="275"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="177"/>
        <source>Results that count</source>
        <translation>有效的结果</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="187"/>
        <source>_No run of this lane is promoted or valid yet: nothing here is a headline number. See validity-gates.md for what holds them back._
</source>
        <translation>_该泳道还没有运行被提升或判为有效：这里没有可作为标题的数字。哪些因素阻碍了它们，请见 validity-gates.md。_
</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="192"/>
        <location filename="../backends/export/packetexport.cpp" line="279"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="192"/>
        <source>Workload point</source>
        <translation>负载点</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="193"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="193"/>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="196"/>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="198"/>
        <source>_No findings recorded for this lane._
</source>
        <translation>_该泳道没有记录发现。_
</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="205"/>
        <source>under test</source>
        <translation>测试中</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="212"/>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="212"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="213"/>
        <source>Delta (CI)</source>
        <translation>差值（CI）</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="213"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="222"/>
        <source>Reproduce</source>
        <translation>复现</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="224"/>
        <source>Every run of the lane, by the file it came from. Re-import a file with `lanebook-cli import FILE` (importing twice adds nothing); the sha256 says whether it is the same file.</source>
        <translation>该泳道的每个运行，按其来源文件列出。用 `lanebook-cli import FILE` 重新导入文件（重复导入不会新增任何内容）；sha256 说明是否为同一文件。</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="233"/>
        <source>Recorded by Lanebook</source>
        <translation>由 Lanebook 录制</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="236"/>
        <source>sha256 %1</source>
        <translation>sha256 %1</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="251"/>
        <source>Recipe of %1 (secrets redacted):</source>
        <translation>%1 的复现步骤（已隐去密钥）：</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="262"/>
        <source>Validity gates</source>
        <translation>有效性校验</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="263"/>
        <source>The validity gates (clean arms, warm-up, saturation, one variable, interleaving, drift, and the others Lanebook checks), as stored when each run was judged. A fail makes a run invalid, a warn diagnostic; a gate without its evidence leaves it inconclusive.</source>
        <translation>有效性校验（干净的组、预热、饱和、单一变量、交错、漂移，以及 Lanebook 检查的其他各项），按每个运行被评判时的结果保存。失败使运行无效，警告仅作诊断；缺少证据的校验使其无定论。</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="274"/>
        <source>Gate</source>
        <translation>校验</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="274"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="274"/>
        <source>Fails or warns when</source>
        <translation>失败或警告的条件</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="279"/>
        <source>Gates</source>
        <translation>校验</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="291"/>
        <source>What holds runs back</source>
        <translation>阻碍运行的因素</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="293"/>
        <source>_Nothing: every judged gate passed or does not apply._
</source>
        <translation>_没有：每项已评判的校验都通过或不适用。_
</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="301"/>
        <source>Bugs and failed paths</source>
        <translation>缺陷与失败路径</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="302"/>
        <source>Kept so that nobody walks them again: a path that failed, with why, saves the next engineer the same week.</source>
        <translation>保留下来，以免有人重蹈覆辙：一条失败的路径连同失败的原因，能为下一位工程师省下同样的一周。</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="305"/>
        <source>Negative results</source>
        <translation>负面结果</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="320"/>
        <source>Why we tried it</source>
        <translation>为什么尝试</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="321"/>
        <source>Identity</source>
        <translation>标识</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="322"/>
        <source>control %1, candidate %2</source>
        <translation>对照 %1，候选 %2</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="324"/>
        <source>Config delta</source>
        <translation>配置差异</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="325"/>
        <source>Measured</source>
        <translation>测量值</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="333"/>
        <source>Correctness</source>
        <translation>正确性</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="336"/>
        <source>Failure signature</source>
        <translation>失败特征</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="337"/>
        <source>Rules out</source>
        <translation>排除</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="338"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="339"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="339"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="343"/>
        <source>_No negative, invalid or inconclusive finding in this lane._</source>
        <translation>_该泳道没有负面、无效或无定论的发现。_</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="345"/>
        <source>Invalid and failed runs</source>
        <translation>无效和失败的运行</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="355"/>
        <source>_None._
</source>
        <translation>_无。_
</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="448"/>
        <source>the lane %1 has no runs</source>
        <translation>泳道 %1 没有运行</translation>
    </message>
    <message>
        <location filename="../backends/export/runsexport.cpp" line="272"/>
        <source>%1: the file name must end in .csv or .json (the format is chosen by it)</source>
        <translation>%1：文件名必须以 .csv 或 .json 结尾（格式由它决定）</translation>
    </message>
</context>
<context>
    <name>FindingStyle</name>
    <message>
        <location filename="../widgets/findings/findingstyle.cpp" line="42"/>
        <source>under test</source>
        <translation>测试中</translation>
    </message>
</context>
<context>
    <name>FindingsTr</name>
    <message>
        <location filename="../models/findings/finding.cpp" line="55"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="57"/>
        <location filename="../models/findings/findingsection.cpp" line="87"/>
        <source>Hypothesis</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="59"/>
        <location filename="../models/findings/findingsection.cpp" line="472"/>
        <source>Prediction</source>
        <translation>预测</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="61"/>
        <source>Reason for the verdict</source>
        <translation>判定理由</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="63"/>
        <location filename="../models/findings/findingsection.cpp" line="481"/>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="65"/>
        <location filename="../models/findings/findingsection.cpp" line="486"/>
        <source>Rules out</source>
        <translation>排除</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="67"/>
        <location filename="../models/findings/findingsection.cpp" line="488"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="81"/>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingcanaries.cpp" line="85"/>
        <source>passes (%n run(s))</source>
        <translation>
            <numerusform>通过（%n 次运行）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="86"/>
        <source>fails on %1 of %2: %3</source>
        <translation>在 %2 次中有 %1 次失败：%3</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="88"/>
        <source>(agrees with the control on at least %1% of words)</source>
        <translation>（至少 %1% 的词与对照一致）</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="116"/>
        <location filename="../models/findings/findingevidence.cpp" line="41"/>
        <source>control</source>
        <translation>对照</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="117"/>
        <location filename="../models/findings/findingevidence.cpp" line="41"/>
        <source>candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="124"/>
        <source>%1, %2 said: %3</source>
        <translation>%1，%2 的回答：%3</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="129"/>
        <source>Canaries</source>
        <translation>Canary</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="131"/>
        <source>Canary</source>
        <translation>Canary</translation>
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
        <translation>对照</translation>
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
        <translation>候选</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="133"/>
        <source>Where a canary failed:</source>
        <translation>canary 失败之处：</translation>
    </message>
    <message>
        <location filename="../models/findings/findingevidence.cpp" line="29"/>
        <source>No runs are linked to this finding yet, so there is nothing to compare. Link them with `lanebook-cli finding link %1 --control RUN... --candidate RUN...` or from the Compare tab.</source>
        <translation>该发现还没有关联运行，因此无可比较。请用 `lanebook-cli finding link %1 --control RUN... --candidate RUN...` 或在“比较”标签页中关联。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingevidence.cpp" line="33"/>
        <source>Every run linked to this finding has since been deleted from the notebook; the numbers below cannot be recomputed.</source>
        <translation>关联到该发现的每个运行都已从笔记本中删除；下面的数字无法重新计算。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingevidence.cpp" line="39"/>
        <source>Only the %1 arm has runs linked; a comparison needs both. Link the %2 runs with `lanebook-cli finding link %3 --%2 RUN...`.</source>
        <translation>只有 %1 组有关联运行；比较需要两组。请用 `lanebook-cli finding link %3 --%2 RUN...` 关联 %2 运行。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="48"/>
        <source>%1 (%n outlier(s))</source>
        <translation>
            <numerusform>%1（%n 个离群值）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="66"/>
        <source>**Verdict: none yet.** The idea is still under test.</source>
        <translation>**判定：暂无。** 该想法仍在测试中。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="67"/>
        <source>**Verdict: %1.**</source>
        <translation>**判定：%1。**</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="79"/>
        <source>and %n more</source>
        <translation>
            <numerusform>及另外 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="80"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="89"/>
        <source>_No hypothesis was written. A result without one is a browse, not an experiment: without a prediction written first, any outcome can be read as support._
</source>
        <translation>_没有写假设。没有假设的结果只是浏览，而不是实验：如果没有事先写下预测，任何结果都可以被解读为支持。_
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="97"/>
        <source>_Written %1, before the first linked run started (%2)._</source>
        <translation>_写于 %1，早于第一个关联运行开始（%2）。_</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="98"/>
        <source>_Written %1, **after** the first linked run started (%2): the results were known when it was written._</source>
        <translation>_写于 %1，**晚于**第一个关联运行开始（%2）：写作时结果已经已知。_</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="103"/>
        <source>_Written %1._</source>
        <translation>_写于 %1。_</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="111"/>
        <source>_Reconstructed after the results, from: %1._</source>
        <translation>_在结果之后重建，来源：%1。_</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="128"/>
        <source>Byte ledger: no prediction for the candidate (%1).</source>
        <translation>字节账本：无法对候选给出预测（%1）。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="130"/>
        <source>Byte ledger: the candidate can decode at most %1 tok/s at %2 (measured %3 tok/s).</source>
        <translation>字节账本：候选在 %2 时最多可解码 %1 tok/s（实测 %3 tok/s）。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="144"/>
        <source>Setup</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="151"/>
        <source>Arm</source>
        <translation>组</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="151"/>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="151"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="156"/>
        <source>Waves: %1.</source>
        <translation>波次：%1。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="161"/>
        <source>%1 (%2, run %3)</source>
        <translation>%1（%2，运行 %3）</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="165"/>
        <source>&gt; **%n linked run(s) deleted since:** %1. The numbers below use the runs that remain.</source>
        <translation>
            <numerusform>&gt; **之后已删除 %n 个关联运行：** %1。下面的数字使用剩余的运行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="175"/>
        <source>What differs between the arms (everything else was the same):</source>
        <translation>两组之间的差异（其余均相同）：</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="179"/>
        <source>_Nothing recorded differs: both arms ran the same recipe (an A/A comparison)._
</source>
        <translation>_记录中没有任何差异：两组运行相同的配方（A/A 比较）。_
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="189"/>
        <source>held-fixed variable: %1</source>
        <translation>固定变量：%1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="193"/>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="194"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="200"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="202"/>
        <source>No comparison table:</source>
        <translation>无比较表：</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="203"/>
        <source>nothing could be compared</source>
        <translation>无法进行任何比较</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="213"/>
        <source>Metric %1, %2; medians per arm; delta is the %3 with its %4% confidence interval; p is %5.</source>
        <translation>指标 %1，%2；每组的中位数；差值为%3，附其 %4% 置信区间；p 为%5。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="217"/>
        <source>higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="218"/>
        <source>lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="219"/>
        <source>median paired ratio (Hodges-Lehmann)</source>
        <translation>配对比值的中位数（Hodges-Lehmann）</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="220"/>
        <source>ratio of geometric means (not drift-controlled)</source>
        <translation>几何均值之比（未控制漂移）</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="222"/>
        <source>Holm-adjusted across points</source>
        <translation>跨点 Holm 校正</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="223"/>
        <source>two-sided</source>
        <translation>双侧</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="234"/>
        <location filename="../models/findings/findingsection.cpp" line="248"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n 对</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="235"/>
        <source>unpaired, %1 vs %2 runs</source>
        <translation>未配对，%1 对 %2 个运行</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="240"/>
        <source>**overall**</source>
        <translation>**总体**</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="249"/>
        <source>not drift-controlled</source>
        <translation>未控制漂移</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="250"/>
        <source>Workload point</source>
        <translation>负载点</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="251"/>
        <source>Delta</source>
        <translation>差值</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="252"/>
        <source>%1% CI</source>
        <translation>%1% CI</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="253"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="253"/>
        <location filename="../models/findings/findingsmarkdown.cpp" line="64"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="253"/>
        <source>Pairs</source>
        <translation>配对</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="257"/>
        <source>A change is called only when the whole interval lies outside ±%1% (%2).</source>
        <translation>只有整个区间都落在 ±%1% 之外时才判定为变化（%2）。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="263"/>
        <source>the A/A noise floor, from %1</source>
        <translation>A/A 噪声下限，来自 %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="264"/>
        <source>the 1% minimum; the A/A noise floor from %1 is %2%</source>
        <translation>1% 的最小值；来自 %1 的 A/A 噪声下限为 %2%</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="268"/>
        <source>These runs can detect an effect of about %1%.</source>
        <translation>这些运行可检测约 %1% 的效应。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="306"/>
        <source>Quality beside speed</source>
        <translation>质量与速度对照</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="299"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="260"/>
        <source>the 1% minimum; the noise floor is %1</source>
        <translation>1% 下限；噪声底为 %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="300"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="308"/>
        <source>Speculative decoding</source>
        <translation>推测解码</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="310"/>
        <source>Prefix cache and TTFT by turn</source>
        <translation>前缀缓存与按轮次的 TTFT</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="315"/>
        <source>Gates</source>
        <translation>校验</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="317"/>
        <source>_No gates: there is no comparison to check._
</source>
        <translation>_无校验：没有可检查的比较。_
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="319"/>
        <source>Suggested status: **%1**.</source>
        <translation>建议状态：**%1**。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="325"/>
        <source>Gate</source>
        <translation>校验</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="325"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="325"/>
        <location filename="../models/findings/findingsmarkdown.cpp" line="66"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="331"/>
        <source>Conclusion</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="339"/>
        <source>The measurement says **%1**: %2 %3 (%4% CI %5).</source>
        <translation>测量结果为 **%1**：%2 %3（%4% CI %5）。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="351"/>
        <source>Reproduce</source>
        <translation>复现</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="353"/>
        <source>_No runs to reproduce._
</source>
        <translation>_没有可复现的运行。_
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="357"/>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="362"/>
        <source>and %n more run(s)</source>
        <translation>
            <numerusform>及另外 %n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="370"/>
        <source>, from %1 (%2, sha256 %3)</source>
        <translation>，来自 %1（%2，sha256 %3）</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="375"/>
        <source>, started %1</source>
        <translation>，开始于 %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="384"/>
        <source>command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="389"/>
        <source>Re-import a source file with `lanebook-cli import FILE`; compare the arms again with `lanebook-cli compare --control RUN... --candidate RUN...`.</source>
        <translation>用 `lanebook-cli import FILE` 重新导入源文件；用 `lanebook-cli compare --control RUN... --candidate RUN...` 再次比较两组。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="410"/>
        <source>Reporting standard</source>
        <translation>报告规范</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="412"/>
        <source>_No configuration to report: no runs are linked._
</source>
        <translation>_无配置可报告：没有关联运行。_
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="414"/>
        <source>Every configuration carries these fields, so that a reader can rebuild it; `~` marks one the runs did not record.</source>
        <translation>每个配置都带有这些字段，以便读者重建它；`~` 表示运行未记录该字段。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="418"/>
        <source>Results at %1.</source>
        <translation>%1 时的结果。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="425"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="435"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="440"/>
        <source>No chart for %1: %2</source>
        <translation>%1 无图表：%2</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="467"/>
        <source>Lane %1</source>
        <translation>泳道 %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="468"/>
        <source>finding %1</source>
        <translation>发现 %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="469"/>
        <source>last edited %1</source>
        <translation>最后编辑于 %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="473"/>
        <source>No prediction was written.</source>
        <translation>没有写预测。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="483"/>
        <source>_No analysis written yet._
</source>
        <translation>_尚未写分析。_
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="487"/>
        <location filename="../models/findings/findingsection.cpp" line="489"/>
        <source>Not written.</source>
        <translation>未写。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsformat.cpp" line="34"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsformat.cpp" line="55"/>
        <source>no runs</source>
        <translation>无运行</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="33"/>
        <source>%1 still under test</source>
        <translation>%1 仍在测试中</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsmarkdown.cpp" line="34"/>
        <source>%n finding(s): %1.</source>
        <translation>
            <numerusform>%n 个发现：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="41"/>
        <source>no comparison</source>
        <translation>无比较</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="61"/>
        <source>under test</source>
        <translation>测试中</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="64"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="64"/>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="65"/>
        <source>Result (delta, CI, measured verdict)</source>
        <translation>结果（差值、CI、测得的判定）</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="75"/>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="76"/>
        <source>Findings: %1</source>
        <translation>发现：%1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="81"/>
        <source>Exported by %1</source>
        <translation>由 %1 导出</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="83"/>
        <source>from the notebook %1</source>
        <translation>来自笔记本 %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="85"/>
        <source>on %1</source>
        <translation>于 %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="91"/>
        <source>No findings are recorded in this notebook yet.</source>
        <translation>该笔记本中还没有记录发现。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="92"/>
        <source>No findings are recorded for the lane %1.</source>
        <translation>泳道 %1 没有记录发现。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="96"/>
        <source>Write one down before measuring: `lanebook-cli finding new --title T --hypothesis H`, or the Findings tab.</source>
        <translation>在测量之前先写下一个：`lanebook-cli finding new --title T --hypothesis H`，或使用“发现”标签页。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="102"/>
        <source>Negative results are kept: they say what not to try again.</source>
        <translation>负面结果会被保留：它们说明哪些不必再试。</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="106"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="36"/>
        <source>adopted</source>
        <translation>已采纳</translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="38"/>
        <source>negative</source>
        <translation>负面</translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="40"/>
        <location filename="../models/findings/findingverdict.cpp" line="44"/>
        <source>inconclusive</source>
        <translation>无定论</translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="42"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
</context>
<context>
    <name>FrontierTr</name>
    <message>
        <location filename="../models/frontier/slo.cpp" line="50"/>
        <source>the SLO has no bound &quot;%1&quot;; its bounds are %2</source>
        <translation>SLO 没有界限 &quot;%1&quot;；其界限为 %2</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="53"/>
        <source>the SLO names %1 twice</source>
        <translation>SLO 两次指定了 %1</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="55"/>
        <source>the SLO&apos;s %1 is &quot;%2&quot;; give a positive number of milliseconds, e.g. %1=200</source>
        <translation>SLO 的 %1 为 &quot;%2&quot;；请给出正的毫秒数，例如 %1=200</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="91"/>
        <source>the SLO&apos;s &quot;%1&quot; has no value; write KEY=MS, e.g. ttft_ms=200,tpot_ms=50</source>
        <translation>SLO 的 &quot;%1&quot; 没有值；请写成 键=毫秒，例如 ttft_ms=200,tpot_ms=50</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="104"/>
        <source>the SLO names no bound; write e.g. ttft_ms=200,tpot_ms=50 (bounds: %1)</source>
        <translation>SLO 未指定任何界限；请写成例如 ttft_ms=200,tpot_ms=50（界限：%1）</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="113"/>
        <source>the SLO is not an object of bounds; write e.g. {&quot;ttft_ms&quot;: 200, &quot;tpot_ms&quot;: 50}</source>
        <translation>SLO 不是由界限组成的对象；请写成例如 {&quot;ttft_ms&quot;: 200, &quot;tpot_ms&quot;: 50}</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="124"/>
        <source>the SLO names no bound; write e.g. {&quot;ttft_ms&quot;: 200, &quot;tpot_ms&quot;: 50} (bounds: %1)</source>
        <translation>SLO 未指定任何界限；请写成例如 {&quot;ttft_ms&quot;: 200, &quot;tpot_ms&quot;: 50}（界限：%1）</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/frontier/sloattainment.cpp" line="208"/>
        <source>%n run(s) (%1) against %2</source>
        <translation>
            <numerusform>%n 个运行（%1）按 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/frontier/sloattainment.cpp" line="210"/>
        <source>%n run(s) (%1) against none</source>
        <translation>
            <numerusform>%n 个运行（%1）未按任何 SLO</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Gates</name>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="35"/>
        <source>control</source>
        <translation>对照</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="35"/>
        <source>candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="90"/>
        <source>One arm has no runs, so there is nothing to compare.</source>
        <translation>有一组没有运行，因此无可比较。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="96"/>
        <source>An arm records no config or workload, so what differs between the arms is unknown.</source>
        <translation>有一组没有记录配置或负载，因此无法知道两组的差异。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="167"/>
        <source>The %1 arm mixes runs with different %2, so it is not one recipe.</source>
        <translation>%1 组混合了 %2 不同的运行，因此它不是同一个配方。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="179"/>
        <source>%1 is recorded for one arm only, so whether it was held fixed cannot be told.</source>
        <translation>%1 只在一组中有记录，因此无法判断它是否固定。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="197"/>
        <source>Both arms run the same recipe (an A/A comparison).</source>
        <translation>两组运行相同的配方（A/A 比较）。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="27"/>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="30"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="120"/>
        <source> Not counted, as mechanical: %1.</source>
        <translation> 视为机械性差异，不计入：%1。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="127"/>
        <source>the declared variable %1 (taken as one: %2)</source>
        <translation>声明的变量 %1（视为一个：%2）</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="137"/>
        <source>The declared variable %1 is the same in both arms, but %2 differs, so the difference is not the variable under test.</source>
        <translation>声明的变量 %1 在两组中相同，但 %2 不同，因此差异并非来自被测变量。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="151"/>
        <source>The arms differ in %1 settings — %2 — so any difference is attributable to nothing. Hold all but one fixed, or declare the keys that make up one change as the variable under test.</source>
        <translation>两组在 %1 项设置上不同——%2——因此任何差异都无法归因。请只保留一项不同，或把构成同一改动的键声明为被测变量。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="186"/>
        <location filename="../models/gates/comparisongates.cpp" line="192"/>
        <source>Only %1 differs, so the difference is attributable to it.</source>
        <translation>只有 %1 不同，因此差异可归因于它。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="200"/>
        <source>No setting differs beyond mechanical ones: an A/A comparison.</source>
        <translation>除机械性设置外没有差异：A/A 比较。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="247"/>
        <source>No run records the GPUs&apos; power limit or energy.</source>
        <translation>没有运行记录 GPU 的功率上限或能耗。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="230"/>
        <source>The power limit changed during run %1.</source>
        <translation>运行 %1 期间功率上限发生了变化。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="236"/>
        <source>The energy counter of run %1 went backwards (a wrap or a driver reload), so its energy counts only the rises.</source>
        <translation>运行 %1 的能耗计数器倒退了（溢出或驱动重新加载），因此其能耗只计入增长部分。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="254"/>
        <source>The GPUs&apos; power limit differs between the arms (control %1 W, candidate %2 W): a setting no config records, which moves speed and energy alike.</source>
        <translation>各臂的 GPU 功率上限不同（对照 %1 W，候选 %2 W）：这是任何配置都不记录、却同时影响速度和能耗的设置。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="264"/>
        <source>Both arms ran at a power limit of %1 W.</source>
        <translation>两个臂都在 %1 W 的功率上限下运行。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="266"/>
        <source>The arms&apos; power limits are not both recorded.</source>
        <translation>两个臂的功率上限并未都被记录。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="296"/>
        <source>Speculative acceptance is not recorded by both arms.</source>
        <translation>并非两个臂都记录了推测解码接受率。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="310"/>
        <source>The variable under test is speculative decoding itself: acceptance is what it changes.</source>
        <translation>被测变量就是推测解码本身：接受率正是它改变的东西。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="314"/>
        <source>An arm records acceptance in one run only, so its run-to-run spread is unknown.</source>
        <translation>有一个臂只在一次运行中记录了接受率，因此其运行间波动未知。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="326"/>
        <source>Speculative acceptance differs between the arms (control %1%, candidate %2%; run-to-run spread %3 points) although the variable under test is not speculative decoding: part of the speed difference may come from how well the drafts fared (other prompts, other sampling) rather than from the variable.</source>
        <translation>两个臂的推测解码接受率不同（对照 %1%，候选 %2%；运行间波动 %3 个百分点），而被测变量并不是推测解码：速度差异的一部分可能来自草稿的表现（不同的提示、不同的采样），而不是来自该变量。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="337"/>
        <source>Speculative acceptance held between the arms (control %1%, candidate %2%).</source>
        <translation>两个臂的推测解码接受率保持一致（对照 %1%，候选 %2%）。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="348"/>
        <source>One arm has no runs, so there is no order to judge.</source>
        <translation>有一组没有运行，因此没有可评判的顺序。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/comparisongates.cpp" line="358"/>
        <source>the %1 arm has only %n repeat(s) in separate processes where %2 is the floor</source>
        <translation>
            <numerusform>%1 组在独立进程中只有 %n 次重复，而下限是 %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="383"/>
        <source>the arms ran one after the other (AAAA then BBBB), so drift is inside the difference</source>
        <translation>两组先后运行（AAAA 然后 BBBB），因此漂移混入了差异</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="386"/>
        <source>One arm ran %1 times in a row; interleave A, B, A, B so drift becomes noise instead of a difference.</source>
        <translation>有一组连续运行了 %1 次；请按 A、B、A、B 交错，让漂移变为噪声而不是差异。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="399"/>
        <source>%1 repeats per arm, but start times are missing, so whether the arms were interleaved cannot be told.</source>
        <translation>每组 %1 次重复，但缺少开始时间，因此无法判断两组是否交错。</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="405"/>
        <source>%1 or more repeats per arm, interleaved in time.</source>
        <translation>每组 %1 次或以上重复，按时间交错。</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="83"/>
        <source>ledger bound</source>
        <translation>账本上限</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="85"/>
        <source>output length</source>
        <translation>输出长度</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="87"/>
        <source>fresh response</source>
        <translation>新鲜响应</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="89"/>
        <source>thermal/clocks</source>
        <translation>温度/时钟</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="91"/>
        <source>one variable</source>
        <translation>单一变量</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="93"/>
        <source>interleaving and repeats</source>
        <translation>交错与重复</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="95"/>
        <source>sample size</source>
        <translation>样本量</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="97"/>
        <source>quality canaries</source>
        <translation>质量 canary</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="99"/>
        <source>context reported</source>
        <translation>已报告上下文</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="101"/>
        <source>errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="103"/>
        <source>steady state</source>
        <translation>稳态</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="121"/>
        <source>fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="123"/>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="125"/>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="129"/>
        <source>no evidence</source>
        <translation>无证据</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="129"/>
        <source>does not apply</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="35"/>
        <source>A prompt-processing test decodes nothing, so the decode ledger does not bound it.</source>
        <translation>提示词处理测试不解码，因此不受解码账本约束。</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="37"/>
        <source>A combined prompt+generation rate is not a decode rate, so the ledger does not bound it.</source>
        <translation>提示词 + 生成的合并速率不是解码速率，因此不受账本约束。</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="57"/>
        <source>No decode rate was recorded (TPOT or output tok/s), so there is nothing to hold against the byte ledger.</source>
        <translation>没有记录解码速率（TPOT 或输出 tok/s），因此无法与字节账本对照。</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="60"/>
        <source>The run reports no throughput, so the byte ledger has nothing to bound.</source>
        <translation>该运行没有报告吞吐量，因此字节账本无可约束。</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="93"/>
        <source>The run decodes speculatively but neither the draft depth K nor the acceptance length is recorded, so tokens per step are unbounded.</source>
        <translation>该运行使用推测解码，但既没有记录草稿深度 K 也没有记录接受长度，因此每步 token 数没有上限。</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="122"/>
        <source>No byte ledger for this run: %1.</source>
        <translation>该运行没有字节账本：%1。</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="128"/>
        <source>No peak bandwidth for this run: %1.</source>
        <translation>该运行没有峰值带宽：%1。</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="183"/>
        <source>Only an aggregate tok/s was recorded and the run&apos;s concurrency is unknown, so the ledger cannot bound it.</source>
        <translation>只记录了总 tok/s，且运行的并发未知，因此账本无法约束它。</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="207"/>
        <source>per-sequence decode rate</source>
        <translation>每序列解码速率</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="208"/>
        <source>aggregate decode rate</source>
        <translation>总解码速率</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="212"/>
        <source>The %1 of %2 tok/s beats the %3 tok/s the model&apos;s file size allows, but the file also counts embeddings that decode never reads: add active_params and bits_per_weight to make this a firm check.</source>
        <translation>%2 tok/s 的%1超过了模型文件大小所允许的 %3 tok/s，但文件中还包括解码从不读取的嵌入：请添加 active_params 和 bits_per_weight，使其成为可靠的检查。</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="219"/>
        <source>The %1 of %2 tok/s beats the byte ledger&apos;s %3 tok/s (%4% of peak bandwidth): physics has no fast path, so something skipped work (layers, a no-op fallback).</source>
        <translation>%2 tok/s 的%1超过了字节账本的 %3 tok/s（峰值带宽的 %4%）：物理没有捷径，所以有工作被跳过了（层、空操作的回退）。</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="227"/>
        <source>The %1 of %2 tok/s uses %3% of peak bandwidth, under the byte ledger&apos;s %4 tok/s.</source>
        <translation>%2 tok/s 的%1使用了峰值带宽的 %3%，低于字节账本的 %4 tok/s。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="55"/>
        <source>The benchmark tool found every request&apos;s output length within its tolerance of the length asked for (0 mismatches in %1 requests).</source>
        <translation>基准测试工具发现每个请求的输出长度都在其对所请求长度的容差之内（%1 个请求中 0 个不符）。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="62"/>
        <source>The benchmark tool counted %1 of %2 requests whose output length missed the length asked for (early EOS, or max_tokens not honoured): shorter answers make tok/s look better than it is.</source>
        <translation>基准测试工具统计到 %2 个请求中有 %1 个的输出长度未达到所请求的长度（过早 EOS，或未遵守 max_tokens）：更短的回答会让 tok/s 看起来比实际更好。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/outputlengthgate.cpp" line="86"/>
        <source>The output token counts of %n request(s) were estimated from stream chunks: the server sent no usage.</source>
        <translation>
            <numerusform>%n 个请求的输出 token 数是根据流式分块估算的：服务器没有发送 usage。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="101"/>
        <source>A prompt-processing test generates no tokens.</source>
        <translation>提示词处理测试不生成 token。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="105"/>
        <source>llama-bench decodes exactly n_gen = %1 tokens by construction, so an early EOS cannot shorten it.</source>
        <translation>llama-bench 按设计恰好解码 n_gen = %1 个 token，因此过早 EOS 不会缩短它。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="138"/>
        <source>The run reports no generated tokens or output rate, so there is no output to measure.</source>
        <translation>该运行没有报告生成的 token 或输出速率，因此没有可测量的输出。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="149"/>
        <source>%1 of %2 successful requests returned no tokens at all; an empty answer has spectacular tok/s.</source>
        <translation>%2 个成功请求中有 %1 个没有返回任何 token；空回答的 tok/s 会非常惊人。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="157"/>
        <source>Requests completed with 0 output tokens on average: the server answered with nothing.</source>
        <translation>请求平均以 0 个输出 token 完成：服务器什么也没返回。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="165"/>
        <source>All %1 requests ran to their max_tokens limit (finish reason &quot;length&quot;), so none stopped early.</source>
        <translation>全部 %1 个请求都运行到 max_tokens 上限（finish reason &quot;length&quot;），因此没有提前停止的。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="171"/>
        <source>No requested output length is recorded (workload output_tokens or max_tokens), so an early EOS cannot be told from a short answer.</source>
        <translation>没有记录请求的输出长度（负载的 output_tokens 或 max_tokens），因此无法区分过早 EOS 与简短回答。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="177"/>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="194"/>
        <source>Asked for %1 tokens per request, but no output token counts were recorded to compare.</source>
        <translation>每个请求要求 %1 个 token，但没有记录可供比较的输出 token 数。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="209"/>
        <source>Asked for %1 tokens per request but got %2 on average (%3% of the %4 expected): shorter answers make tok/s look better than it is; check for early EOS.</source>
        <translation>每个请求要求 %1 个 token，但平均只得到 %2 个（预期 %4 的 %3%）：更短的回答让 tok/s 看起来比实际更好；请检查是否过早 EOS。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="220"/>
        <source>%1 of %2 requests stopped before the %3 tokens asked for (early EOS).</source>
        <translation>%2 个请求中有 %1 个在达到所要求的 %3 个 token 前停止（过早 EOS）。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="230"/>
        <source>Asked for %1 tokens per request and got %2 on average, a little short of the %3 expected: some requests may have stopped early.</source>
        <translation>每个请求要求 %1 个 token，平均得到 %2 个，略少于预期的 %3：部分请求可能提前停止了。</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="236"/>
        <source>Asked for %1 tokens per request and got %2 on average.</source>
        <translation>每个请求要求 %1 个 token，平均得到 %2 个。</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="123"/>
        <location filename="../models/gates/canarymatchers.cpp" line="205"/>
        <location filename="../models/gates/canarymatchers.cpp" line="217"/>
        <source>answered with nothing</source>
        <translation>什么也没返回</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="210"/>
        <source>is not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="128"/>
        <source>writes keys as \name\ instead of &quot;name&quot;, so the tool call does not parse</source>
        <translation>把键写成 \name\ 而不是 &quot;name&quot;，因此工具调用无法解析</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="133"/>
        <source>holds no tool call</source>
        <translation>不含工具调用</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="137"/>
        <source>has a tool call that does not parse as JSON</source>
        <translation>含有无法按 JSON 解析的工具调用</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="142"/>
        <source>has a tool call without a function name</source>
        <translation>含有没有函数名的工具调用</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="145"/>
        <source>calls %1 instead of %2</source>
        <translation>调用了 %1 而不是 %2</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="159"/>
        <source>writes the arguments&apos; keys as \name\ instead of &quot;name&quot;, so they do not parse: %1</source>
        <translation>把参数的键写成 \name\ 而不是 &quot;name&quot;，因此无法解析：%1</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="162"/>
        <source>has arguments that do not parse as JSON: %1</source>
        <translation>参数无法按 JSON 解析：%1</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="170"/>
        <source>calls %1 without a JSON object of arguments (needs %2)</source>
        <translation>调用 %1 时没有 JSON 对象形式的参数（需要 %2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/canarymatchers.cpp" line="178"/>
        <source>calls %1 without %n required argument(s): %2</source>
        <translation>
            <numerusform>调用 %1 时缺少 %n 个必需参数：%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="200"/>
        <source>got no answer: %1</source>
        <translation>没有得到回答：%1</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="208"/>
        <source>writes keys as \name\ instead of &quot;name&quot;, so it is not valid JSON</source>
        <translation>把键写成 \name\ 而不是 &quot;name&quot;，因此不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="219"/>
        <source>does not contain the expected &quot;%1&quot;</source>
        <translation>不含预期的 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="223"/>
        <location filename="../models/gates/canarymatchers.cpp" line="246"/>
        <source>has no probes</source>
        <translation>没有探针</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="229"/>
        <location filename="../models/gates/canarymatchers.cpp" line="249"/>
        <source>got no answer to &quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot; 没有得到回答：%2</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="231"/>
        <source>answered &quot;%1&quot; to &quot;%2&quot; (known answer: %3)</source>
        <translation>对 &quot;%2&quot; 回答了 &quot;%1&quot;（已知答案：%3）</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="239"/>
        <source>%1, and %2 more of %3 probes are wrong</source>
        <translation>%1，另外 %3 个探针中还有 %2 个错误</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="32"/>
        <source>A %1-bit model shows a KL divergence of exactly 0 from the reference: the evaluation is running the reference model, not this one.</source>
        <translation>一个 %1 位模型与参考模型的 KL 散度恰好为 0：评测运行的是参考模型，而不是这个模型。</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="41"/>
        <source>No canaries and no throughput: a quality run is checked against its baseline in a comparison.</source>
        <translation>没有 canary 也没有吞吐量：质量运行会在比较中与其基线对照检查。</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="44"/>
        <source>No canary outputs were recorded, so a model that emits garbage fast would pass every other gate.</source>
        <translation>没有记录 canary 输出，因此一个快速输出垃圾的模型能通过其他所有校验。</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="56"/>
        <source>Canary &quot;%1&quot; %2</source>
        <translation>Canary &quot;%1&quot; %2</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="57"/>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="63"/>
        <source>%1: the model&apos;s output is broken, however fast it is.</source>
        <translation>%1：模型的输出已损坏，无论它有多快。</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="66"/>
        <source>%1, and %2 more failed: the model&apos;s output is broken, however fast it is.</source>
        <translation>%1，另有 %2 个失败：模型的输出已损坏，无论它有多快。</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="72"/>
        <source>All %1 canaries answer as they should.</source>
        <translation>全部 %1 个 canary 都按预期回答。</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="87"/>
        <source>The arms share no quality metric (perplexity, KL, top-1 agreement, acceptance) to compare.</source>
        <translation>两组没有可比较的共同质量指标（困惑度、KL、Top-1 一致率、接受率）。</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="94"/>
        <source>The arms&apos; quantization is not recorded (bits_per_weight or quantization), so whether quality improved after quantizing cannot be told.</source>
        <translation>未记录两组的量化方式（bits_per_weight 或 quantization），因此无法判断量化后质量是否提高。</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="99"/>
        <source>Both arms have %1 bits per weight: this is not a quantization comparison.</source>
        <translation>两组都是每权重 %1 位：这不是量化比较。</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="125"/>
        <source>perplexity fell from %1 to %2</source>
        <translation>困惑度从 %1 降到 %2</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="129"/>
        <source>perplexity</source>
        <translation>困惑度</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="135"/>
        <source>KL fell from %1 to %2</source>
        <translation>KL 从 %1 降到 %2</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="137"/>
        <source>KL</source>
        <translation>KL</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="142"/>
        <source>top-1 agreement rose from %1 to %2</source>
        <translation>Top-1 一致率从 %1 升到 %2</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="144"/>
        <source>top-1 agreement</source>
        <translation>Top-1 一致率</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="153"/>
        <source>acceptance rose from %1% to %2%</source>
        <translation>接受率从 %1% 升到 %2%</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="162"/>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="167"/>
        <source>acceptance</source>
        <translation>接受率</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="164"/>
        <source> (draft tokens not recorded, so noise cannot be ruled out)</source>
        <translation> （未记录草稿 token，因此不能排除噪声）</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="172"/>
        <source>acceptance length rose from %1 to %2</source>
        <translation>接受长度从 %1 升到 %2</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="176"/>
        <source>acceptance length</source>
        <translation>接受长度</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="193"/>
        <source>%1 rose from %2 to %3</source>
        <translation>%1 从 %2 升至 %3</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="194"/>
        <source>%1 fell from %2 to %3</source>
        <translation>%1 从 %2 降至 %3</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="207"/>
        <source> (no standard error recorded, so noise cannot be ruled out)</source>
        <translation>（未记录标准误差，因此无法排除噪声）</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="214"/>
        <source>After quantizing from %1 to %2 bits per weight</source>
        <translation>从每权重 %1 位量化到 %2 位后</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="218"/>
        <source>%1, %2: quantizing cannot improve quality, so the evaluation is measuring something else (calibration data, the reference model, shared draft weights).</source>
        <translation>%1，%2：量化不可能提高质量，所以评测测量的是别的东西（校准数据、参考模型、共享的草稿权重）。</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="225"/>
        <source>%1, %2: a bug that improves the benchmark looks like this.</source>
        <translation>%1，%2：让基准分数变好的缺陷看起来就是这样。</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="229"/>
        <source>%1, %2 did not improve, as it should not.</source>
        <translation>%1，%2 没有提高，这是应该的。</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="87"/>
        <source>an acceptance difference of %1 points needs about %2 draft tokens per arm and the arms have %3</source>
        <translation>%1 个百分点的接受率差异每组约需 %2 个草稿 token，而两组只有 %3</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="104"/>
        <source>Too few draft tokens: %1.</source>
        <translation>草稿 token 太少：%1。</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="107"/>
        <source>No paired comparison was computed, so the delta cannot be held against the noise floor.</source>
        <translation>没有计算配对比较，因此无法将差值与噪声下限对照。</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="129"/>
        <source>the planner asks for %1 pairs at this spread</source>
        <translation>在这种离散下，规划器要求 %1 对</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="130"/>
        <source>the exact interval needs at least %1 pairs</source>
        <translation>精确区间至少需要 %1 对</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/samplesizegate.cpp" line="136"/>
        <source>%n pair(s) support no claim at all: %1.</source>
        <translation>
            <numerusform>%n 对数据不足以支持任何结论：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="148"/>
        <source>The %1 delta is inside the %2 noise band: no win and no loss can be claimed.</source>
        <translation>%1 的差值在 %2 的噪声带内：既不能声称提升，也不能声称下降。</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="154"/>
        <source>The %1 delta is outside the %2 noise band but its interval [%3, %4] reaches into it: %5 pairs are not enough, %6.</source>
        <translation>%1 的差值在 %2 的噪声带之外，但其区间 [%3, %4] 伸入噪声带：%5 对不够，%6。</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="163"/>
        <source>The %1 delta was called with %2 pairs where %3; expect it to shrink on a rerun.</source>
        <translation>%1 的差值基于 %2 对得出，而%3；重新运行时预计会缩小。</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="170"/>
        <source>The delta stands, but %1.</source>
        <translation>差值成立，但%1。</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="174"/>
        <source>The %1 delta&apos;s interval [%2, %3] clears the %4 noise band with %5 pairs.</source>
        <translation>%1 差值的区间 [%2, %3] 以 %5 对完全越过了 %4 的噪声带。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="195"/>
        <source>The run serves no requests with a throughput number, so there is no prompt cache to hit.</source>
        <translation>该运行没有以吞吐量数字服务请求，因此没有可命中的提示词缓存。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="142"/>
        <source>share of the prompt unknown</source>
        <translation>占提示词的比例未知</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="143"/>
        <source>%1% of its prompt</source>
        <translation>占其提示词的 %1%</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="171"/>
        <source>Every request had the same %1-token head cached (template/BOS), %2: not reuse.</source>
        <translation>每个请求都缓存了相同的 %1 token 开头（模板/BOS），%2：不算复用。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="175"/>
        <source>%1 of %2 requests had the same %3-token head cached (template/BOS), %4: not reuse.</source>
        <translation>%2 个请求中有 %1 个缓存了相同的 %3 token 开头（模板/BOS），%4：不算复用。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="183"/>
        <source>%1 of them matched at most %2 more tokens by chance.</source>
        <translation>其中 %1 个偶然多匹配了最多 %2 个 token。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="231"/>
        <source>%1 of %2 requests reused %3 prompt tokens beyond a %4-token head (%5 a request on average, %6)</source>
        <translation>%2 个请求中有 %1 个在 %4 token 开头之外复用了 %3 个提示词 token（平均每请求 %5，%6）</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="239"/>
        <source>%1 of %2 requests took %3 prompt tokens from the prefix cache (%4 a request on average, %5), more than a template/BOS head of at most %6 tokens and %7% of a prompt</source>
        <translation>%2 个请求中有 %1 个从前缀缓存取得 %3 个提示词 token（平均每请求 %4，%5），超过了最多 %6 token 的模板/BOS 开头，也超过提示词的 %7%</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="250"/>
        <source>%1 prompt tokens came from the prefix cache%2</source>
        <translation>%1 个提示词 token 来自前缀缓存%2</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="252"/>
        <source> (%1 a request on average, more than a template/BOS head)</source>
        <translation> （平均每请求 %1，超过模板/BOS 开头）</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="258"/>
        <source>%1 of the prompts were repeats</source>
        <translation>%1 的提示词是重复的</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="263"/>
        <source>%1, so this tok/s is inflated and cannot be a headline number: rerun with fresh prompts.</source>
        <translation>%1，因此该 tok/s 被夸大，不能作为标题数字：请用新鲜的提示词重新运行。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="266"/>
        <source>%1: acceptable for a diagnostic, never as a headline number.</source>
        <translation>%1：可用于诊断，绝不能作为标题数字。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="270"/>
        <source>The run was made with reused prompts: a prefix-cache experiment.</source>
        <translation>该运行使用了复用的提示词：这是前缀缓存实验。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="277"/>
        <source>%1 prompt tokens came from the prefix cache, %2 a request on average (%3): no more than a template/BOS head, but without per-request numbers a few requests reusing prompts cannot be ruled out: record cached_tokens per request.</source>
        <translation>%1 个提示词 token 来自前缀缓存，平均每请求 %2（%3）：不超过模板/BOS 开头，但没有逐请求的数字，就不能排除少数请求复用了提示词：请按请求记录 cached_tokens。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="286"/>
        <source>every prompt was distinct</source>
        <translation>每个提示词都不相同</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="287"/>
        <source>prompt uniqueness was not recorded</source>
        <translation>未记录提示词是否唯一</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="291"/>
        <source>No prompt token came from the cache (%1).</source>
        <translation>没有提示词 token 来自缓存（%1）。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="292"/>
        <source>%1 No prompt was reused (%2).</source>
        <translation>%1 没有提示词被复用（%2）。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="297"/>
        <source>Prompts were distinct, but nothing recorded cached prompt tokens, and prompts reused from an earlier run still hit the cache.</source>
        <translation>提示词各不相同，但没有任何记录显示缓存的提示词 token，而从之前运行复用的提示词仍会命中缓存。</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="299"/>
        <source>Nothing recorded cached prompt tokens or prompt identity, so prefix cache hits cannot be ruled out: record cached_tokens per request.</source>
        <translation>没有记录缓存的提示词 token 或提示词身份，因此无法排除前缀缓存命中：请按请求记录 cached_tokens。</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="21"/>
        <source>The run reports no throughput number that would need a context length.</source>
        <translation>该运行没有报告需要上下文长度的吞吐量数字。</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="26"/>
        <source>%1 has no context length beside it, and a tok/s without its context is not a measurement: record the prompt length (input_tokens or context_tokens).</source>
        <translation>%1 旁边没有上下文长度，而没有上下文的 tok/s 不是测量结果：请记录提示词长度（input_tokens 或 context_tokens）。</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="31"/>
        <source>%1 is reported at %2 tokens of context (%3).</source>
        <translation>%1 在 %2 个 token 的上下文下报告（%3）。</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="46"/>
        <location filename="../models/gates/steadystategate.cpp" line="32"/>
        <source>The benchmark tool</source>
        <translation>基准测试工具</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="55"/>
        <source>This tool sends no requests, so there are no failed requests to count.</source>
        <translation>该工具不发送请求，因此没有可统计的失败请求。</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="67"/>
        <source>%1 judged this run invalid itself: %2.</source>
        <translation>%1 自己判定此运行无效：%2。</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="82"/>
        <source>No failed-request count was recorded, so errors cannot be ruled out.</source>
        <translation>没有记录失败请求数，因此无法排除错误。</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="92"/>
        <source>%1 requests failed, but the number sent is not recorded.</source>
        <translation>%1 个请求失败，但未记录发送总数。</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="100"/>
        <source>All %1 requests succeeded.</source>
        <translation>全部 %1 个请求成功。</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="104"/>
        <source>Every request failed; there is no throughput to speak of.</source>
        <translation>每个请求都失败了；谈不上吞吐量。</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="107"/>
        <source>%1 of %2 requests failed (%3%); the survivors may be the easy ones, so the tok/s is not the whole workload&apos;s.</source>
        <translation>%2 个请求中有 %1 个失败（%3%）；剩下的可能是容易的请求，因此该 tok/s 不代表整个负载。</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="49"/>
        <source>power cap</source>
        <translation>功率上限</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="50"/>
        <source>HW slowdown</source>
        <translation>硬件降速</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="51"/>
        <source>SW thermal slowdown</source>
        <translation>软件过热降速</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="52"/>
        <source>HW thermal slowdown</source>
        <translation>硬件过热降速</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="53"/>
        <source>power brake</source>
        <translation>功率制动</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="65"/>
        <source>the GPU throttled (%1)</source>
        <translation>GPU 降频（%1）</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="67"/>
        <source>no throttling</source>
        <translation>无降频</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="76"/>
        <source>the SM clock moved %1% (%2 to %3 MHz)</source>
        <translation>SM 时钟变化了 %1%（%2 至 %3 MHz）</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="85"/>
        <source>a steady SM clock</source>
        <translation>SM 时钟稳定</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="93"/>
        <source>the GPU heated up %1 °C (%2 to %3 °C)</source>
        <translation>GPU 升温 %1 °C（%2 至 %3 °C）</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="100"/>
        <source>the GPU warming %1 °C (%2 to %3 °C), over half the %4 °C at which this gate warns</source>
        <translation>GPU 升温 %1 °C（%2 至 %3 °C），超过此校验发出警告的 %4 °C 的一半</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="107"/>
        <source>a steady temperature</source>
        <translation>温度稳定</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="114"/>
        <source>clocks were not locked</source>
        <translation>时钟未锁定</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="116"/>
        <source>locked clocks</source>
        <translation>时钟已锁定</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="121"/>
        <source>During the run %1: the measurement is of a moving target.</source>
        <translation>运行期间%1：测量的是一个移动目标。</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="126"/>
        <source>During the run %1: thermal state is a variable, so lock clocks and warm up first.</source>
        <translation>运行期间%1：热状态是一个变量，请先锁定时钟并预热。</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="131"/>
        <source>No telemetry was recorded (SM clock range, temperature, throttle reasons, clock lock), so thermal drift cannot be ruled out.</source>
        <translation>没有记录遥测（SM 时钟范围、温度、降频原因、时钟锁定），因此无法排除热漂移。</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="136"/>
        <source>Telemetry shows %1.</source>
        <translation>遥测显示%1。</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="69"/>
        <source>Neither arm recorded canaries.</source>
        <translation>两组都没有记录 canary。</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="70"/>
        <source>The candidate recorded no canaries to hold against the control&apos;s.</source>
        <translation>候选没有记录可与对照比对的 canary。</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="85"/>
        <source>Canary &quot;%1&quot; %2 on the candidate; the control did not run it.</source>
        <translation>Canary &quot;%1&quot; 在候选上%2；对照没有运行它。</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="93"/>
        <source>Canary &quot;%1&quot; %2 on the candidate and passes on the control.</source>
        <translation>Canary &quot;%1&quot; 在候选上%2，在对照上通过。</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="97"/>
        <source>Canary &quot;%1&quot; fails on both arms (candidate: %2): not the candidate&apos;s doing.</source>
        <translation>Canary &quot;%1&quot; 在两组上都失败（候选：%2）：并非候选导致。</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="123"/>
        <source>Canary &quot;%1&quot;: the control&apos;s own repeats agree on only %2 of words at temperature 0 (%3 asked), so agreement with it cannot be judged.</source>
        <translation>Canary &quot;%1&quot;：在温度 0 下，对照自身的各次重复之间只有 %2 的词一致（要求 %3），因此无法判断与它的一致性。</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="129"/>
        <source>Canary &quot;%1&quot;: the candidate&apos;s outputs agree with the control&apos;s on only %2 of words at temperature 0 (at least %3 asked).</source>
        <translation>Canary &quot;%1&quot;：在温度 0 下，候选的输出与对照只有 %2 的词一致（要求至少 %3）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/canarycomparisongate.cpp" line="142"/>
        <source>The candidate&apos;s %n canary(ies) pass as the control&apos;s do.</source>
        <translation>
            <numerusform>候选的 %n 个 canary 与对照一样通过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/runjudgement.cpp" line="120"/>
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="39"/>
        <source>%1&apos;s steady window holds %2 of the %3 requests (%4%); ramp-up and drain make up the rest, so the run&apos;s averages describe them as much as the load.</source>
        <translation>%1 的稳态窗口包含 %3 个请求中的 %2 个（%4%）；其余是爬升和收尾阶段，因此该运行的平均值描述它们的程度不亚于描述负载。</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="49"/>
        <source>%1&apos;s own test found a trend inside its steady window: the run was not at steady state.</source>
        <translation>%1 自己的检验在其稳态窗口内发现了趋势：该运行未处于稳态。</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="54"/>
        <source>%1&apos;s steady window holds %2 of the %3 requests (%4%) and its stationarity test found no trend.</source>
        <translation>%1 的稳态窗口包含 %3 个请求中的 %2 个（%4%），其平稳性检验未发现趋势。</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="73"/>
        <source>The run keeps no per-request samples, so its load&apos;s shape over time is unknown.</source>
        <translation>该运行未保存单请求样本，因此其负载随时间的形态未知。</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="77"/>
        <source>The run&apos;s requests do not record when each was sent, so the steady window cannot be found.</source>
        <translation>该运行的请求未记录各自的发送时间，因此无法找到稳态窗口。</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="96"/>
        <source>Requests piled up: %1 were in flight when the steady window opened and %2 when it closed; %3 were sent in it and only %4 finished. They arrived faster than the server finished them, so the run&apos;s figures describe a growing queue, not a steady state.</source>
        <translation>请求堆积：稳定窗口开始时有 %1 个请求在处理中，结束时有 %2 个；窗口内发送了 %3 个，只完成了 %4 个。请求到达的速度快于服务器完成的速度，因此该运行的数据描述的是不断增长的队列，而不是稳定状态。</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="109"/>
        <source>The steady window (%1 in flight) is %2% of the run; ramp-up and drain make up the rest, so the run&apos;s averages describe them as much as the load. Send more requests than the concurrency, several times over.</source>
        <translation>稳态窗口（%1 个并发）占运行的 %2%；其余为爬升和排空，因此运行的平均值描述它们的程度不亚于负载本身。请发送数倍于并发数的请求。</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="119"/>
        <source>Throughput kept rising through the steady window (%1 tok/s in its first third, %2 in its last): the run was not at steady state.</source>
        <translation>吞吐在稳态窗口中持续上升（前三分之一 %1 tok/s，后三分之一 %2）：该运行未处于稳态。</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="121"/>
        <source>Throughput kept falling through the steady window (%1 tok/s in its first third, %2 in its last): the run was not at steady state.</source>
        <translation>吞吐在稳态窗口中持续下降（前三分之一 %1 tok/s，后三分之一 %2）：该运行未处于稳态。</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="130"/>
        <source>The steady window (%1 in flight) is %2% of the run and its throughput held (%3% between its first and last thirds).</source>
        <translation>稳态窗口（%1 个并发）占运行的 %2%，其吞吐保持稳定（首尾三分之一相差 %3%）。</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="107"/>
        <source>The load declared %1, but no request reported cached prompt tokens, so whether the server&apos;s cache saw that reuse is unknown: servers with prefix caching report usage.prompt_tokens_details.cached_tokens.</source>
        <translation>负载声明了%1，但没有请求报告缓存的提示词 token，因此无法得知服务器缓存是否看到了这种复用：启用前缀缓存的服务器会报告 usage.prompt_tokens_details.cached_tokens。</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="222"/>
        <source>Only %1</source>
        <translation>只有 %1</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="249"/>
        <source>a trace&apos;s reuse</source>
        <translation>trace 的复用</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="92"/>
        <source>%1: the server&apos;s prefix caching is off by its config (%2), so this run measures the declared traffic without a cache.</source>
        <translation>%1：服务器的前缀缓存按其配置已关闭（%2），因此这次运行测量的是没有缓存时声明的流量。</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="97"/>
        <source>%1: prefix caching looks off, so this run does not measure the traffic it declared. Turn it on, or send traffic that shares nothing.</source>
        <translation>%1：前缀缓存似乎已关闭，因此这次运行没有测到它声明的流量。请打开它，或发送不共享任何内容的流量。</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="145"/>
        <source> (the server&apos;s /metrics counter: no request reported its cached tokens)</source>
        <translation>（服务器的 /metrics 计数器：没有请求报告其缓存 token）</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="153"/>
        <source>%1 prompt tokens came from the cache where %4 implies %2 (%3%)</source>
        <translation>%1 个提示词 token 来自缓存，而%4推算为 %2（%3%）</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="162"/>
        <source>%1: more than %2 shares, so this tok/s is inflated. The cache held prompts from before the run (reset it between runs: POST /reset_prefix_cache on vLLM and SGLang), or the server reuses more than was declared.</source>
        <translation>%1：超过了%2共享的部分，因此这个 tok/s 被夸大了。缓存中保留了运行之前的提示词（请在两次运行之间清空：vLLM 和 SGLang 上为 POST /reset_prefix_cache），或者服务器复用的内容超出了声明。</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="172"/>
        <source>%1: the cache served less than %2 shares (a smaller cache, eviction, or requests that arrived before what they share was prefilled). Compare such runs knowing their caches differed.</source>
        <translation>%1：缓存提供的少于%2共享的部分（缓存更小、发生驱逐，或请求在其共享部分完成预填充之前就已到达）。比较这类运行时请记住它们的缓存不同。</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="178"/>
        <source>%1, as declared.</source>
        <translation>%1，与声明相符。</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="187"/>
        <source>a shared %1-token system prompt</source>
        <translation>共享的 %1 token 系统提示词</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="211"/>
        <source>%1 of %2 requests took more than %3 and its head from the cache (up to %4 tokens): reuse the load did not declare, so this tok/s is inflated.</source>
        <translation>%2 个请求中有 %1 个从缓存中取得了超过%3及其头部的内容（最多 %4 个 token）：这是负载未声明的复用，因此这个 tok/s 被夸大了。</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="220"/>
        <source>%1 of %2 requests found %3 in the cache</source>
        <translation>%2 个请求中有 %1 个在缓存中找到了%3</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="249"/>
        <source>the trace</source>
        <translation>trace </translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="250"/>
        <source>conversations&apos; histories</source>
        <translation>对话的历史</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="251"/>
        <source>the conversations&apos; history</source>
        <translation>对话历史</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="225"/>
        <source>Only %1 (a small cache or eviction): compare such runs knowing their caches differed.</source>
        <translation>只有 %1（缓存较小或发生驱逐）：比较这类运行时请记住它们的缓存不同。</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="229"/>
        <source>%1, and none more, as declared.</source>
        <translation>%1，且没有更多，与声明相符。</translation>
    </message>
</context>
<context>
    <name>ImportersTr</name>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="132"/>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="132"/>
        <source>object 1</source>
        <translation>对象 1</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="139"/>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="142"/>
        <source>key &quot;input_config&quot; should be an object</source>
        <translation>键 &quot;input_config&quot; 应为对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="161"/>
        <source>key &quot;output_tokens_per_joule&quot;</source>
        <translation>键“output_tokens_per_joule”</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="188"/>
        <source>key &quot;error_summary&quot;</source>
        <translation>键 &quot;error_summary&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="201"/>
        <source>the benchmark was cancelled before it finished</source>
        <translation>基准测试在完成前被取消</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="451"/>
        <source>this is AIPerf&apos;s GPU telemetry export, a run&apos;s GPU trace: import %1 of the same benchmark, which takes it from beside it</source>
        <translation>这是 AIPerf 的 GPU 遥测导出，即一次运行的 GPU 轨迹：请导入同一基准测试的 %1，它会从旁边一并读取此文件</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="458"/>
        <source>expected one JSON object (profile_export_aiperf.json) or request records (profile_export.jsonl)</source>
        <translation>应为一个 JSON 对象（profile_export_aiperf.json）或请求记录（profile_export.jsonl）</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="53"/>
        <source>time-slice export</source>
        <translation>时间片导出</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="55"/>
        <source>steady-state export</source>
        <translation>稳态导出</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="57"/>
        <source>energy-efficiency export</source>
        <translation>能效导出</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="59"/>
        <source>accuracy results</source>
        <translation>准确率结果</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="61"/>
        <source>aggregate across profile runs</source>
        <translation>跨 profile 运行的汇总</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="63"/>
        <source>collated per-request statistics across profile runs</source>
        <translation>跨 profile 运行整理的逐请求统计</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="65"/>
        <source>sweep aggregate</source>
        <translation>扫描汇总</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="67"/>
        <source>server metrics export</source>
        <translation>服务器指标导出</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="69"/>
        <source>server metrics scrapes</source>
        <translation>服务器指标抓取记录</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="71"/>
        <source>server metrics table</source>
        <translation>服务器指标表</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="73"/>
        <source>summary table (the figures of its JSON summary)</source>
        <translation>汇总表（其 JSON 汇总中的数据）</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="75"/>
        <source>time-slice table</source>
        <translation>时间片表</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="77"/>
        <source>steady-state table</source>
        <translation>稳态表</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="88"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="467"/>
        <source>expected one JSON object</source>
        <translation>应为一个 JSON 对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="108"/>
        <source>key &quot;timeslices&quot; should be a list</source>
        <translation>键“timeslices”应为列表</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="114"/>
        <source>time slice %1 should be an object</source>
        <translation>时间片 %1 应为对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="128"/>
        <source>time slice %1: %2</source>
        <translation>时间片 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="142"/>
        <source>key &quot;window_metadata&quot; should be an object</source>
        <translation>键“window_metadata”应为对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="144"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="174"/>
        <location filename="../backends/importers/aiperfservermetrics.cpp" line="35"/>
        <source>key &quot;metrics&quot; should be an object</source>
        <translation>键“metrics”应为对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="151"/>
        <source>key &quot;window_metadata&quot;</source>
        <translation>键“window_metadata”</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="172"/>
        <source>key &quot;source&quot; should be an object</source>
        <translation>键“source”应为对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="206"/>
        <source>line 1: expected the columns task and accuracy (or accuracy_rate)</source>
        <translation>第 1 行：应有 task 和 accuracy（或 accuracy_rate）列</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="221"/>
        <source>line %1: a task and an accuracy between 0 and 1 expected, got &quot;%2&quot; and &quot;%3&quot;</source>
        <translation>第 %1 行：应为一个任务和介于 0 与 1 之间的准确率，实际为“%2”和“%3”</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="239"/>
        <source>no task rows</source>
        <translation>没有任务行</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="347"/>
        <source>this is AIPerf&apos;s %1 of a benchmark, not a run: import %2 of the same benchmark, which holds it</source>
        <translation>这是某次基准测试的 AIPerf %1，不是一次运行：请导入同一基准测试的 %2，其中已包含它</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="367"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="377"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="395"/>
        <source>this is AIPerf&apos;s %1 of a benchmark, not a run: import %2 of the same benchmark, which takes it from beside it</source>
        <translation>这是 AIPerf 某次基准测试的%1，不是运行：请导入同一基准测试的 %2，它会从旁边读取此文件</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="416"/>
        <source>this is AIPerf&apos;s %1 (%2): statistics across runs, not a run. Import the profile_runs folder of that benchmark: each run&apos;s profile_export_aiperf.json is one run, its trial its repeat</source>
        <translation>这是 AIPerf 的%1（%2）：跨运行的统计，不是运行。请导入该基准测试的 profile_runs 文件夹：每个运行的 profile_export_aiperf.json 是一次运行，其 trial 即其重复序号</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="420"/>
        <source>no run labels</source>
        <translation>无运行标签</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="426"/>
        <source>this is AIPerf&apos;s %1: statistics per swept combination, not a run. Import the sweep&apos;s folder: each combination&apos;s profile_export_aiperf.json is one run, with its swept settings</source>
        <translation>这是 AIPerf 的%1：每个扫描组合的统计，不是运行。请导入扫描的文件夹：每个组合的 profile_export_aiperf.json 是一次运行，带有其扫描的设置</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="440"/>
        <source>not one of AIPerf&apos;s files</source>
        <translation>不是 AIPerf 的文件</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="479"/>
        <source>not AIPerf&apos;s time-slice, steady-state, energy-efficiency or server metrics export</source>
        <translation>不是 AIPerf 的时间片、稳态、能效或服务器指标导出</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="482"/>
        <location filename="../backends/importers/aiperfimporter.cpp" line="476"/>
        <source>%1 beside it: %2</source>
        <translation>旁边的 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="39"/>
        <source>%1: key &quot;%2&quot; holds %3, which is not a time in nanoseconds</source>
        <translation>%1：键 &quot;%2&quot; 的值为 %3，不是以纳秒为单位的时间</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="56"/>
        <source>%1: key &quot;%2&quot; should be an object with &quot;value&quot; and &quot;unit&quot;</source>
        <translation>%1：键 &quot;%2&quot; 应为含 &quot;value&quot; 和 &quot;unit&quot; 的对象</translation>
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
        <translation>键 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="83"/>
        <source>%1: key &quot;%2&quot; has the unknown time unit &quot;%3&quot;</source>
        <translation>%1：键 &quot;%2&quot; 的时间单位 &quot;%3&quot; 未知</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="126"/>
        <source>all records</source>
        <translation>所有记录</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="148"/>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="112"/>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="286"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="438"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="151"/>
        <source>%1 is not an AIPerf request record (no &quot;metadata&quot;)</source>
        <translation>%1 不是 AIPerf 请求记录（没有 &quot;metadata&quot;）</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="156"/>
        <source>%1: key &quot;metadata&quot; should be an object</source>
        <translation>%1：键 &quot;metadata&quot; 应为对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="166"/>
        <source>%1: key &quot;metrics&quot; should be an object</source>
        <translation>%1：键 &quot;metrics&quot; 应为对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="210"/>
        <source>%1: key &quot;inter_chunk_latency&quot; should be a list of times</source>
        <translation>%1：键 &quot;inter_chunk_latency&quot; 应为时间列表</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="217"/>
        <source>%1: key &quot;inter_chunk_latency&quot; holds a non-number</source>
        <translation>%1：键 &quot;inter_chunk_latency&quot; 含有非数字</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="240"/>
        <source>no profiling-phase request records in the file</source>
        <translation>文件中没有 profiling 阶段的请求记录</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="126"/>
        <source>expected one JSON object (profile_export_genai_perf.json), found %1 values</source>
        <translation>应为一个 JSON 对象（profile_export_genai_perf.json），实际找到 %1 个值</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="136"/>
        <source>key &quot;request_throughput&quot; is missing: not a genai-perf profile export</source>
        <translation>缺少键 &quot;request_throughput&quot;：不是 genai-perf profile 导出</translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="181"/>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="73"/>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="82"/>
        <source>%1: expected a JSON object</source>
        <translation>%1：应为 JSON 对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="184"/>
        <source>%1: no &quot;metrics&quot; object</source>
        <translation>%1：没有 &quot;metrics&quot; 对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="322"/>
        <source>every request errored</source>
        <translation>每个请求都出错</translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmimporter.cpp" line="43"/>
        <source>line %1: expected one JSON object (a GuideLLM report)</source>
        <translation>第 %1 行：应为一个 JSON 对象（GuideLLM 报告）</translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmimporter.cpp" line="48"/>
        <source>no &quot;benchmarks&quot; list at the top level</source>
        <translation>顶层没有 &quot;benchmarks&quot; 列表</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="124"/>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="128"/>
        <source>%1: not a regular file</source>
        <translation>%1：不是普通文件</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="134"/>
        <source>%1: the file is %2, larger than the %3 an import reads; no benchmark result is this large, so check that this is the right file</source>
        <translation>%1：文件大小为 %2，超过导入读取上限 %3；没有基准测试结果会这么大，请检查是否是正确的文件</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="144"/>
        <source>%1: cannot read the file: %2</source>
        <translation>%1：无法读取文件：%2</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="156"/>
        <source>%1: the file is empty</source>
        <translation>%1：文件为空</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="103"/>
        <source>%1: this is a binary file, not a benchmark result</source>
        <translation>%1：这是二进制文件，不是基准测试结果</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="217"/>
        <source>%1 (%2): adds nothing of its own: everything in it comes with %3; import that</source>
        <translation>%1（%2）：不添加任何自身内容：其中一切都随 %3 导入；请导入后者</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="169"/>
        <source>%1: JSON nested deeper than %2 levels at byte %3; no benchmark tool writes that, so the file was not read</source>
        <translation>%1：JSON 在字节 %3 处嵌套超过 %2 层；没有基准测试工具会写出这样的内容，因此未读取该文件</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="190"/>
        <source>%1: not a format Lanebook knows (vLLM or SGLang bench results, llama-bench, AIPerf, genai-perf, GuideLLM, LLMPerf, inference-perf, genai-bench, trtllm-bench, llm-d reports, lm-eval, llama-perplexity)</source>
        <translation>%1：不是 Lanebook 认识的格式（vLLM 或 SGLang 基准结果、llama-bench、AIPerf、genai-perf、GuideLLM、LLMPerf、inference-perf、genai-bench、trtllm-bench、llm-d 报告、lm-eval、llama-perplexity）</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="198"/>
        <source>%1: vLLM&apos;s PyTorch benchmark-database copy of a result; import the result file beside it (the name without &quot;.pytorch&quot;)</source>
        <translation>%1：这是 vLLM 为 PyTorch 基准数据库保存的结果副本；请导入旁边的结果文件（去掉 &quot;.pytorch&quot; 的文件名）</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="223"/>
        <location filename="../backends/importers/importfile.cpp" line="228"/>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="234"/>
        <source>%1 (%2): the file holds no runs</source>
        <translation>%1（%2）：文件中没有运行</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="17"/>
        <source>%1 should be a list of numbers</source>
        <translation>%1 应为数字列表</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="22"/>
        <source>%1: entry %2 is not a number</source>
        <translation>%1：第 %2 项不是数字</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="169"/>
        <source>%1: entry %2 should be a list of numbers</source>
        <translation>%1：第 %2 项应为数字列表</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="183"/>
        <source>%1: entry %2, value %3 is not a number</source>
        <translation>%1：第 %2 项，值 %3 不是数字</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="223"/>
        <location filename="../backends/importers/lenientjson.cpp" line="94"/>
        <source>line %1: the JSON ends early (truncated file?)</source>
        <translation>第 %1 行：JSON 提前结束（文件被截断？）</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="227"/>
        <source>line %1: not valid JSON: the line ends inside a string (truncated line?)</source>
        <translation>第 %1 行：不是有效的 JSON：该行在字符串内部结束（行被截断？）</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="232"/>
        <source>line %1: not valid JSON (the value that starts on line %2 is cut short?)</source>
        <translation>第 %1 行：不是有效的 JSON（从第 %2 行开始的值被截断？）</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="237"/>
        <source>line %1: not valid JSON</source>
        <translation>第 %1 行：不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="352"/>
        <source>line %1: the value of key &quot;%2&quot; is not valid JSON</source>
        <translation>第 %1 行：键 &quot;%2&quot; 的值不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="97"/>
        <source>line %1, column %2: not valid JSON</source>
        <translation>第 %1 行，第 %2 列：不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="102"/>
        <source>line %1: a number too large to read (%2)</source>
        <translation>第 %1 行：数字太大，无法读取（%2）</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="158"/>
        <source>line %1: expected a JSON object</source>
        <translation>第 %1 行：应为 JSON 对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="167"/>
        <source>line %1: not valid JSON (truncated line?)</source>
        <translation>第 %1 行：不是有效的 JSON（行被截断？）</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="206"/>
        <source>key &quot;%1&quot; should be a number but is %2</source>
        <translation>键 &quot;%1&quot; 应为数字，实际为 %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="223"/>
        <source>key &quot;%1&quot; should be a string but is %2</source>
        <translation>键 &quot;%1&quot; 应为字符串，实际为 %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="53"/>
        <source>not llama-bench output in a format it writes (json, jsonl, csv, md, sql)</source>
        <translation>不是 llama-bench 能输出的格式（json、jsonl、csv、md、sql）</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="139"/>
        <source>%1: no &quot;avg_ts&quot; (tokens per second) value</source>
        <translation>%1：没有 &quot;avg_ts&quot;（每秒 token 数）值</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="142"/>
        <source>%1: no &quot;n_prompt&quot; or &quot;n_gen&quot; value, so the test kind is unknown</source>
        <translation>%1：没有 &quot;n_prompt&quot; 或 &quot;n_gen&quot; 值，因此测试类型未知</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="149"/>
        <source>%1: both &quot;n_prompt&quot; and &quot;n_gen&quot; are 0</source>
        <translation>%1：&quot;n_prompt&quot; 和 &quot;n_gen&quot; 都为 0</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="146"/>
        <source>line %1: the CSV header has no &quot;%2&quot; column</source>
        <translation>第 %1 行：CSV 表头没有 &quot;%2&quot; 列</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="154"/>
        <source>line %1: %2 values, but the header names %3 columns</source>
        <translation>第 %1 行：有 %2 个值，但表头列出 %3 列</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="195"/>
        <source>line %1: the table has no &quot;%2&quot; column</source>
        <translation>第 %1 行：表格没有 &quot;%2&quot; 列</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="203"/>
        <source>line %1: a table row before the table header</source>
        <translation>第 %1 行：表头之前出现了表格行</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="206"/>
        <source>line %1: %2 cells, but the header names %3 columns</source>
        <translation>第 %1 行：有 %2 个单元格，但表头列出 %3 列</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="217"/>
        <source>line %1: test &quot;%2&quot; is not a pp/tg test name</source>
        <translation>第 %1 行：测试 &quot;%2&quot; 不是 pp/tg 测试名</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="223"/>
        <source>line %1: t/s &quot;%2&quot; is not &quot;mean ± stddev&quot;</source>
        <translation>第 %1 行：t/s &quot;%2&quot; 不是 &quot;均值 ± 标准差&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="277"/>
        <location filename="../backends/importers/texttable.cpp" line="58"/>
        <source>line %1: a quoted value is not closed</source>
        <translation>第 %1 行：引号内的值没有闭合</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="292"/>
        <source>line %1: unexpected &quot;%2&quot; in VALUES</source>
        <translation>第 %1 行：VALUES 中出现意外的 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="299"/>
        <source>line %1: the INSERT statement ends early</source>
        <translation>第 %1 行：INSERT 语句提前结束</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="301"/>
        <source>line %1: %2 values for %3 columns</source>
        <translation>第 %1 行：%3 列对应 %2 个值</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="111"/>
        <source>the log has no final result (no %1); the run was probably interrupted</source>
        <translation>日志中没有最终结果（没有 %1）；运行可能被中断了</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="115"/>
        <source> after chunk %1 of %2</source>
        <translation> 在第 %1 块（共 %2 块）之后</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="176"/>
        <source>no perplexity, KL-divergence or accuracy result in the log</source>
        <translation>日志中没有困惑度、KL 散度或准确率结果</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="180"/>
        <source>&quot;Final estimate: PPL&quot; line</source>
        <translation>&quot;Final estimate: PPL&quot; 行</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="196"/>
        <source>&quot;KL divergence statistics&quot; block</source>
        <translation>&quot;KL divergence statistics&quot; 块</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="207"/>
        <source>&quot;Final Winogrande score&quot; line</source>
        <translation>&quot;Final Winogrande score&quot; 行</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="208"/>
        <source>&quot;Final result&quot; line</source>
        <translation>&quot;Final result&quot; 行</translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="114"/>
        <source>line %1: expected one JSON object (an lm-eval results file)</source>
        <translation>第 %1 行：应为一个 JSON 对象（lm-eval 结果文件）</translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="119"/>
        <source>no &quot;results&quot; object at the top level</source>
        <translation>顶层没有 &quot;results&quot; 对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="139"/>
        <source>key &quot;date&quot; should be a Unix time but is %1</source>
        <translation>键 &quot;date&quot; 应为 Unix 时间，实际为 %1</translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="223"/>
        <source>%1: expected an object of metrics</source>
        <translation>%1：应为指标对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="239"/>
        <source>%1: key &quot;%2&quot; should be a number but is %3</source>
        <translation>%1：键 &quot;%2&quot; 应为数字，实际为 %3</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="80"/>
        <source>line %1: no column &quot;%2&quot; for --metric %3; the columns are: %4</source>
        <translation>第 %1 行：没有供 --metric %3 使用的列 &quot;%2&quot;；现有的列为：%4</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="90"/>
        <source>line %1: %2 values, but the header on line %3 names %4 columns</source>
        <translation>第 %1 行：有 %2 个值，但第 %3 行的表头列出 %4 列</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="106"/>
        <source>line %1, column &quot;%2&quot;: &quot;%3&quot; is not a number</source>
        <translation>第 %1 行，列 &quot;%2&quot;：&quot;%3&quot; 不是数字</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="121"/>
        <source>the file is empty: a header line and one row per result were expected</source>
        <translation>文件为空：应有一个表头行，且每个结果一行</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="125"/>
        <source>line %1: a header with no rows after it</source>
        <translation>第 %1 行：表头之后没有数据行</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="143"/>
        <source>line %1: not JSON (%2)</source>
        <translation>第 %1 行：不是 JSON（%2）</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="149"/>
        <source>line %1: a JSON object per line was expected</source>
        <translation>第 %1 行：每行应为一个 JSON 对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="170"/>
        <source>line %1, key &quot;%2&quot;: %3 is not a number</source>
        <translation>第 %1 行，键 &quot;%2&quot;：%3 不是数字</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="185"/>
        <source>the file is empty: one JSON object per result was expected</source>
        <translation>文件为空：每个结果应为一个 JSON 对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="193"/>
        <source>no line has a key &quot;%1&quot; for --metric %2; the keys are: %3</source>
        <translation>没有任何行含有供 --metric %2 使用的键 &quot;%1&quot;；现有的键为：%3</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="207"/>
        <source>--metric &quot;%1&quot;: NAME=COLUMN was expected, e.g. perplexity=ppl</source>
        <translation>--metric &quot;%1&quot;：应为 NAME=COLUMN，例如 perplexity=ppl</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="213"/>
        <source>--metric &quot;%1&quot;: &quot;%2&quot; is not a metric name; names are lower snake case with the unit in the name, e.g. gen_tok_per_s, mean_ttft_ms, peak_vram_bytes</source>
        <translation>--metric &quot;%1&quot;：&quot;%2&quot; 不是指标名称；名称使用小写蛇形命名并包含单位，例如 gen_tok_per_s、mean_ttft_ms、peak_vram_bytes</translation>
    </message>
    <message>
        <location filename="../backends/importers/profileexport.cpp" line="223"/>
        <source>%1 should be an object with &quot;unit&quot; and &quot;avg&quot; but is %2</source>
        <translation>%1 应为含 &quot;unit&quot; 和 &quot;avg&quot; 的对象，实际为 %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/profileexport.cpp" line="239"/>
        <source>%1: unknown time unit &quot;%2&quot;</source>
        <translation>%1：未知的时间单位 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="61"/>
        <source>%1 has %2 entries for %3 requests</source>
        <translation>%1 有 %2 项，对应 %3 个请求</translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="205"/>
        <source>%1 should be a list of strings</source>
        <translation>%1 应为字符串列表</translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="230"/>
        <source>%1 has %2 entries, but &quot;%3&quot; has %4</source>
        <translation>%1 有 %2 项，但 &quot;%3&quot; 有 %4 项</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmperfimporter.cpp" line="114"/>
        <source>%1: the per-request file is not a list</source>
        <translation>%1：逐请求文件不是列表</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmperfimporter.cpp" line="119"/>
        <source>%1, request %2</source>
        <translation>%1，第 %2 个请求</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="162"/>
        <source>key &quot;_time_unit&quot; is &quot;%1&quot;; genai-bench writes &quot;s&quot; or &quot;ms&quot;</source>
        <translation>键 &quot;_time_unit&quot; 为 &quot;%1&quot;；genai-bench 只写 &quot;s&quot; 或 &quot;ms&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="172"/>
        <source>key &quot;individual_request_metrics&quot; is not a list</source>
        <translation>键 &quot;individual_request_metrics&quot; 不是列表</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="177"/>
        <source>request %1</source>
        <translation>请求 %1</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="179"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="121"/>
        <source>%1: not an object</source>
        <translation>%1：不是对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="188"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="129"/>
        <source>error %1</source>
        <translation>错误 %1</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="189"/>
        <source>error %1: %2</source>
        <translation>错误 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="219"/>
        <source>the run file is not a JSON object</source>
        <translation>运行文件不是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="222"/>
        <source>key &quot;aggregated_metrics&quot; is not an object</source>
        <translation>键 &quot;aggregated_metrics&quot; 不是对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="393"/>
        <source>this is a genai-bench experiment&apos;s settings, not a run, and no run file of the experiment lies beside it: import its &lt;scenario&gt;_..._time_&lt;N&gt;s.json files</source>
        <translation>这是 genai-bench 实验的设置，不是一次运行，旁边也没有该实验的运行文件：请导入它的 &lt;scenario&gt;_..._time_&lt;N&gt;s.json 文件</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmperfimporter.cpp" line="153"/>
        <source>the summary is not a JSON object</source>
        <translation>摘要不是 JSON 对象</translation>
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
        <translation>没有请求完成</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="100"/>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="281"/>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="300"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="297"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="278"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="390"/>
        <source>the file holds no JSON object</source>
        <translation>文件中没有 JSON 对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="290"/>
        <source>line %1 is SGLang&apos;s steady-state window (steady_state_serving), which belongs to the result line before it, and there is none</source>
        <translation>第 %1 行是 SGLang 的稳态窗口（steady_state_serving），它属于其前面的结果行，但前面没有结果行</translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="299"/>
        <source>line %1 is not an SGLang bench_serving result: it has neither &quot;mean_e2e_latency_ms&quot; nor &quot;dataset_name&quot; with &quot;backend&quot;</source>
        <translation>第 %1 行不是 SGLang bench_serving 结果：既没有 &quot;mean_e2e_latency_ms&quot;，也没有带 &quot;backend&quot; 的 &quot;dataset_name&quot;</translation>
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
        <translation>对象 %1</translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="398"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="485"/>
        <source>object %1 (line %2)</source>
        <translation>对象 %1（第 %2 行）</translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="402"/>
        <source>object %1 (line %2) is not a vLLM bench result: it lacks &quot;date&quot;, &quot;completed&quot; or &quot;total_input_tokens&quot;</source>
        <translation>对象 %1（第 %2 行）不是 vLLM bench 结果：缺少 &quot;date&quot;、&quot;completed&quot; 或 &quot;total_input_tokens&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="446"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="487"/>
        <source>%1 is not a vLLM bench result: it lacks &quot;date&quot;, &quot;completed&quot; or &quot;total_input_tokens&quot;</source>
        <translation>%1 不是 vLLM 基准结果：缺少 &quot;date&quot;、&quot;completed&quot; 或 &quot;total_input_tokens&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/latencystatistics.cpp" line="85"/>
        <location filename="../backends/importers/trtllmbenchimporter.cpp" line="62"/>
        <source>key &quot;%1&quot; is not an object</source>
        <translation>键 &quot;%1&quot; 不是对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="143"/>
        <location filename="../backends/importers/trtllmbenchimporter.cpp" line="49"/>
        <source>the report is not a JSON object</source>
        <translation>报告不是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="148"/>
        <source>&quot;load_summary&quot; and &quot;successes&quot; must be objects</source>
        <translation>&quot;load_summary&quot; 和 &quot;successes&quot; 必须是对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="425"/>
        <source>these are inference-perf&apos;s requests of every stage, not a run: import the stage_N_lifecycle_metrics.json or summary_lifecycle_metrics.json beside them</source>
        <translation>这些是 inference-perf 所有阶段的请求，不是一次运行：请导入旁边的 stage_N_lifecycle_metrics.json 或 summary_lifecycle_metrics.json</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="437"/>
        <source>this is the server&apos;s Prometheus view of an inference-perf stage, not a run: import its *_lifecycle_metrics.json</source>
        <translation>这是服务器对 inference-perf 某一阶段的 Prometheus 视图，不是一次运行：请导入它的 *_lifecycle_metrics.json</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="28"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="46"/>
        <source>a tab in the indentation; YAML indents with spaces</source>
        <translation>缩进中有制表符；YAML 用空格缩进</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="51"/>
        <source>a second YAML document; a report holds one</source>
        <translation>第二个 YAML 文档；一个报告只含一个</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="93"/>
        <source>anchors, aliases and tags are not read</source>
        <translation>不读取锚点、别名和标签</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="95"/>
        <source>a flow collection; only {} and [] are read</source>
        <translation>流式集合；只读取 {} 和 []</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="114"/>
        <source>indented less than the document starts</source>
        <translation>缩进少于文档开头</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="132"/>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="176"/>
        <source>expected &quot;key: value&quot;</source>
        <translation>应为 &quot;键: 值&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="182"/>
        <source>the key &quot;%1&quot; twice</source>
        <translation>键 &quot;%1&quot; 出现两次</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="266"/>
        <location filename="../backends/importers/blockyaml.cpp" line="279"/>
        <source>a quoted text that does not end</source>
        <translation>引号中的文本没有结束</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="331"/>
        <source>an empty key</source>
        <translation>空键</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="337"/>
        <source>complex keys, anchors, aliases and tags are not read</source>
        <translation>不读取复杂键、锚点、别名和标签</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="87"/>
        <source>%1: units &quot;%2&quot;; a latency is in s, ms, s/token or ms/token</source>
        <translation>%1：单位 &quot;%2&quot;；延迟的单位应为 s、ms、s/token 或 ms/token</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="318"/>
        <source>%1 is not an object</source>
        <translation>%1 不是对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="274"/>
        <source>%1 is missing: the report holds no request results</source>
        <translation>缺少 %1：报告中没有请求结果</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="429"/>
        <source>the report is not a mapping</source>
        <translation>报告不是映射</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="438"/>
        <source>report version &quot;%1&quot;; Lanebook reads 0.1, 0.2 and 0.2.1</source>
        <translation>报告版本 &quot;%1&quot;；Lanebook 读取 0.1、0.2 和 0.2.1</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfgputelemetry.cpp" line="143"/>
        <source>line %1 is not a GPU telemetry record: it needs timestamp_ns, gpu_uuid and telemetry_data</source>
        <translation>第 %1 行不是 GPU 遥测记录：需要 timestamp_ns、gpu_uuid 和 telemetry_data</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfgputelemetry.cpp" line="150"/>
        <source>line %1: timestamp_ns should be an integer (ns) and telemetry_data an object</source>
        <translation>第 %1 行：timestamp_ns 应为整数（纳秒），telemetry_data 应为对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdobservability.cpp" line="30"/>
        <source>%1: units &quot;%2&quot; for a portion; the report&apos;s schema allows percent or fraction</source>
        <translation>%1：比例的单位为“%2”；报告的模式只允许 percent 或 fraction</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="45"/>
        <source>%1: key &quot;%2&quot; should be a list of times</source>
        <translation>%1：键 &quot;%2&quot; 应为时间列表</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="51"/>
        <source>%1: key &quot;%2&quot; holds a non-number</source>
        <translation>%1：键 &quot;%2&quot; 含有非数字</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="67"/>
        <source>request %1 (line %2)</source>
        <translation>请求 %1（第 %2 行）</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="69"/>
        <location filename="../backends/importers/llmdobservability.cpp" line="70"/>
        <source>%1 should be an object</source>
        <translation>%1 应为对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="76"/>
        <source>%1: keys &quot;start_time&quot; and &quot;end_time&quot; should be times in seconds</source>
        <translation>%1：键 &quot;start_time&quot; 和 &quot;end_time&quot; 应为以秒计的时间</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="80"/>
        <source>%1: key &quot;info&quot; should be an object</source>
        <translation>%1：键 &quot;info&quot; 应为对象</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="135"/>
        <source>the list of requests is empty</source>
        <translation>请求列表为空</translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmsweepcsv.cpp" line="87"/>
        <source>line %1 has %2 cells, the header %3</source>
        <translation>第 %1 行有 %2 个单元格，表头有 %3 个</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfservermetrics.cpp" line="43"/>
        <source>key &quot;metrics.%1&quot;</source>
        <translation>键 &quot;metrics.%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfservermetrics.cpp" line="48"/>
        <source>%1 should be an object with &quot;type&quot; and a &quot;series&quot; list</source>
        <translation>%1 应为包含 &quot;type&quot; 和 &quot;series&quot; 列表的对象</translation>
    </message>
</context>
<context>
    <name>LauncherTr</name>
    <message>
        <location filename="../backends/launcher/gitstate.cpp" line="53"/>
        <source>git is not installed (not on the PATH)</source>
        <translation>未安装 git（不在 PATH 中）</translation>
    </message>
    <message>
        <location filename="../backends/launcher/gitstate.cpp" line="57"/>
        <source>git did not answer within %1 s</source>
        <translation>git 在 %1 s 内没有响应</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="126"/>
        <source>no program to start (the argv is empty)</source>
        <translation>没有要启动的程序（argv 为空）</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="132"/>
        <source>cannot find the program &quot;%1&quot; on the PATH</source>
        <translation>在 PATH 中找不到程序 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="143"/>
        <location filename="../backends/launcher/groupspawn.cpp" line="148"/>
        <location filename="../backends/launcher/groupspawn.cpp" line="156"/>
        <location filename="../backends/launcher/groupspawn.cpp" line="164"/>
        <source>cannot create a pipe: %1</source>
        <translation>无法创建管道：%1</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="192"/>
        <source>cannot fork: %1</source>
        <translation>无法 fork：%1</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="214"/>
        <source>cannot enter the working directory %1: %2</source>
        <translation>无法进入工作目录 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="216"/>
        <source>cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="239"/>
        <source>was killed by signal %1 (%2)</source>
        <translation>被信号 %1 终止（%2）</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="243"/>
        <source>exited with code %1</source>
        <translation>以代码 %1 退出</translation>
    </message>
    <message>
        <location filename="../backends/launcher/healthprobe.cpp" line="24"/>
        <source>libcurl could not start a request</source>
        <translation>libcurl 无法发起请求</translation>
    </message>
    <message>
        <location filename="../backends/launcher/launchcommand.cpp" line="216"/>
        <source>no SSH host given</source>
        <translation>未指定 SSH 主机</translation>
    </message>
    <message>
        <location filename="../backends/launcher/launchcommand.cpp" line="218"/>
        <source>SSH host &quot;%1&quot; looks like an option, not a host</source>
        <translation>SSH 主机 &quot;%1&quot; 看起来像选项，而不是主机</translation>
    </message>
    <message>
        <location filename="../backends/launcher/launchcommand.cpp" line="221"/>
        <source>SSH host &quot;%1&quot; contains white space</source>
        <translation>SSH 主机 &quot;%1&quot; 含有空白字符</translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="77"/>
        <source>not a server record: %1</source>
        <translation>不是服务器记录：%1</translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="94"/>
        <source>server record without a valid owner_pid and pid</source>
        <translation>服务器记录缺少有效的 owner_pid 和 pid</translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="102"/>
        <source>cannot create the server record folder %1</source>
        <translation>无法创建服务器记录文件夹 %1</translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="109"/>
        <source>cannot write the server record %1: %2</source>
        <translation>无法写入服务器记录 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="38"/>
        <source>It never reported its port (no line such as &quot;listening on http://HOST:PORT&quot; in its log).</source>
        <translation>它从未报告其端口（其日志中没有类似“listening on http://HOST:PORT”的行）。</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="75"/>
        <source>server &quot;%1&quot; on %2</source>
        <translation>%2 上的服务器 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="76"/>
        <source>server &quot;%1&quot;</source>
        <translation>服务器 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="83"/>
        <source>Its log is empty.</source>
        <translation>其日志为空。</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="84"/>
        <source>Last lines of its log:</source>
        <translation>其日志的最后几行：</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="93"/>
        <location filename="../backends/launcher/serverprocess.cpp" line="105"/>
        <source>Cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="159"/>
        <source>The %1 %2 before it was ready.</source>
        <translation>%1在就绪前%2。</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="166"/>
        <source>The %1 %2 while it was serving.</source>
        <translation>%1在提供服务期间%2。</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="228"/>
        <source>The %1 was not ready after %2 s.</source>
        <translation>%1在 %2 秒后仍未就绪。</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="231"/>
        <source>It was stopped.</source>
        <translation>已将其停止。</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="235"/>
        <source>it answered HTTP %1</source>
        <translation>它返回了 HTTP %1</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="237"/>
        <source>The %1 was not ready after %2 s: %3 (%4). It was stopped.</source>
        <translation>%1在 %2 秒后仍未就绪：%3（%4）。已将其停止。</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="300"/>
        <source>%1 (PID %2) did not end within %3 s of SIGKILL (uninterruptible sleep?); it is left behind</source>
        <translation>%1（PID %2）在 SIGKILL 后 %3 秒内未结束（处于不可中断睡眠？）；已将其遗留</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="183"/>
        <location filename="../models/ledger/byteledger.cpp" line="189"/>
        <source>B_token given in the config</source>
        <translation>配置中给出的 B_token</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="201"/>
        <source>%1 active parameters at %2 bits per weight</source>
        <translation>%1 个活跃参数，每权重 %2 位</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="210"/>
        <source>the model file size, which also counts the embedding table that decode does not read</source>
        <translation>模型文件大小，其中也包括解码不读取的嵌入表</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="215"/>
        <source>active_params is set but the bits per weight are unknown: add bits_per_weight</source>
        <translation>已设置 active_params，但每权重位数未知：请添加 bits_per_weight</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="218"/>
        <source>the model looks mixture-of-experts, so its file size says nothing about the bytes one token reads: add active_params and bits_per_weight</source>
        <translation>该模型看起来是混合专家模型，因此其文件大小无法说明一个 token 读取的字节数：请添加 active_params 和 bits_per_weight</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="222"/>
        <source>no B_token: add b_token_bytes, or active_params and bits_per_weight, to the config</source>
        <translation>没有 B_token：请在配置中添加 b_token_bytes，或 active_params 和 bits_per_weight</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="248"/>
        <source>gpu_bandwidth_bytes_per_s in the config</source>
        <translation>配置中的 gpu_bandwidth_bytes_per_s</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="253"/>
        <source>gpu_bandwidth_gb_s in the config</source>
        <translation>配置中的 gpu_bandwidth_gb_s</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="257"/>
        <source>the config names no GPU (gpu)</source>
        <translation>配置中没有指定 GPU（gpu）</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="263"/>
        <source>GPU &quot;%1&quot; is not in the bandwidth table; add it</source>
        <translation>GPU &quot;%1&quot; 不在带宽表中；请添加</translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="255"/>
        <source>The GPU bandwidth file is not a JSON object.</source>
        <translation>GPU 带宽文件不是 JSON 对象。</translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="258"/>
        <source>The GPU bandwidth file has no &quot;gpus&quot; list.</source>
        <translation>GPU 带宽文件中没有 &quot;gpus&quot; 列表。</translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="268"/>
        <source>GPU entry %1 needs a name and a positive bandwidth_bytes_per_s.</source>
        <translation>GPU 条目 %1 需要名称和正的 bandwidth_bytes_per_s。</translation>
    </message>
</context>
<context>
    <name>Live</name>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="58"/>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="60"/>
        <source>Memory busy</source>
        <translation>显存繁忙</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="62"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="64"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="66"/>
        <source>Memory temperature</source>
        <translation>显存温度</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="68"/>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="93"/>
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="70"/>
        <source>SM clock</source>
        <translation>SM 时钟</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="72"/>
        <source>Memory clock</source>
        <translation>显存时钟</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="74"/>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="99"/>
        <source>Fan</source>
        <translation>风扇</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="83"/>
        <source>Util</source>
        <comment>short for Utilization</comment>
        <translation>负载</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="85"/>
        <source>Mem busy</source>
        <comment>short for Memory busy</comment>
        <translation>访存</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="87"/>
        <source>Mem</source>
        <comment>short for Memory</comment>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="89"/>
        <source>Temp</source>
        <comment>short for Temperature</comment>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="91"/>
        <source>Mem temp</source>
        <comment>short for Memory temperature</comment>
        <translation>显温</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="95"/>
        <source>SM</source>
        <comment>short for SM clock</comment>
        <translation>SM</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="97"/>
        <source>Mem clk</source>
        <comment>short for Memory clock</comment>
        <translation>显频</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="144"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="211"/>
        <source>throttle reasons not reported</source>
        <translation>未报告降频原因</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="213"/>
        <source>not throttled</source>
        <translation>未降频</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="216"/>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="225"/>
        <source>throttled: %1</source>
        <translation>降频：%1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="238"/>
        <source>Gen %1</source>
        <comment>PCIe generation</comment>
        <translation>Gen %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="240"/>
        <source>×%1</source>
        <comment>PCIe lanes</comment>
        <translation>×%1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="253"/>
        <source>max %1</source>
        <comment>PCIe link the GPU and slot allow</comment>
        <translation>最高 %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="254"/>
        <source>%1 (max %2)</source>
        <comment>PCIe link now (the most the GPU and slot allow)</comment>
        <translation>%1（最高 %2）</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="288"/>
        <source>pid %1</source>
        <translation>pid %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="289"/>
        <source>%1 (%2)</source>
        <comment>process name (pid)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="291"/>
        <source>%1 %2</source>
        <comment>process, its GPU memory</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="302"/>
        <source>no processes</source>
        <translation>无进程</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="306"/>
        <source>%n process(es): %1</source>
        <translation>
            <numerusform>%n 个进程：%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="315"/>
        <source>No process has a compute context on this GPU.</source>
        <translation>此 GPU 上没有进程持有计算上下文。</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="319"/>
        <source>memory not reported</source>
        <translation>未报告显存</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="321"/>
        <source>pid %1 · %2 · %3</source>
        <comment>process pid, its name, its GPU memory</comment>
        <translation>pid %1 · %2 · %3</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="323"/>
        <source>(name not reported)</source>
        <translation>（未报告名称）</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="334"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="335"/>
        <source>GPU %1 · %2</source>
        <translation>GPU %1 · %2</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="352"/>
        <source>No GPU telemetry yet: waiting for the first sample.</source>
        <translation>还没有 GPU 遥测：正在等待第一个样本。</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="353"/>
        <source>No GPU telemetry: %1</source>
        <translation>没有 GPU 遥测：%1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucardlayout.cpp" line="68"/>
        <source>PCIe link</source>
        <translation>PCIe 链路</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucardlayout.cpp" line="73"/>
        <source>Processes</source>
        <translation>进程</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucardlayout.cpp" line="225"/>
        <source>PCIe %1</source>
        <translation>PCIe %1</translation>
    </message>
</context>
<context>
    <name>LoadGenModelTr</name>
    <message>
        <location filename="../models/loadgen/loadrun.cpp" line="371"/>
        <source>cancelled before any request</source>
        <translation>在任何请求之前已取消</translation>
    </message>
    <message>
        <location filename="../models/loadgen/loadrun.cpp" line="372"/>
        <source>no request was sent</source>
        <translation>没有发送请求</translation>
    </message>
    <message>
        <location filename="../models/loadgen/loadrun.cpp" line="373"/>
        <source>no request completed: %1</source>
        <translation>没有请求完成：%1</translation>
    </message>
    <message>
        <location filename="../models/loadgen/loadrun.cpp" line="377"/>
        <source>cancelled: %1 of %2 requests ended</source>
        <translation>已取消：%2 个请求中已结束 %1 个</translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="49"/>
        <location filename="../models/loadgen/promptset.cpp" line="40"/>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="59"/>
        <source>no &quot;conversations&quot; or &quot;messages&quot; list</source>
        <translation>没有“conversations”或“messages”列表</translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="96"/>
        <source>no user turn in the conversation</source>
        <translation>对话中没有用户轮次</translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="115"/>
        <source>no conversations</source>
        <translation>没有对话</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="52"/>
        <source>no &quot;prompt&quot;, &quot;text&quot; or human turn in &quot;conversations&quot;/&quot;messages&quot;</source>
        <translation>&quot;conversations&quot;/&quot;messages&quot; 中没有 &quot;prompt&quot;、&quot;text&quot; 或用户轮次</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="72"/>
        <source>nests deeper than a prompt file does</source>
        <translation>嵌套深度超出了提示词文件应有的深度</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="75"/>
        <source>not valid JSON (expected an array of prompt objects)</source>
        <translation>不是有效的 JSON（应为提示词对象数组）</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="77"/>
        <source>entry %1</source>
        <translation>第 %1 条</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="79"/>
        <location filename="../models/loadgen/promptset.cpp" line="101"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="94"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="96"/>
        <source>%1: nests deeper than a prompt file does</source>
        <translation>%1：嵌套深度超出了提示词文件应有的深度</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="99"/>
        <source>%1: not valid JSON</source>
        <translation>%1：不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="42"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="119"/>
        <source>no prompts</source>
        <translation>没有提示词</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="51"/>
        <source>&quot;%1&quot; is missing</source>
        <translation>缺少“%1”</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="57"/>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>“%1”不是整数</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="61"/>
        <source>&quot;%1&quot; is %2, more than %3</source>
        <translation>“%1”为 %2，大于 %3</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="66"/>
        <source>&quot;%1&quot; is %2, outside %3..%4</source>
        <translation>“%1”为 %2，不在 %3..%4 范围内</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="82"/>
        <source>both &quot;text_input&quot; and &quot;hash_ids&quot;: a line gives its prompt one way</source>
        <translation>同时有“text_input”和“hash_ids”：一行只能以一种方式给出提示词</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="85"/>
        <source>&quot;text_input&quot; is not a prompt (a non-empty string)</source>
        <translation>“text_input”不是提示词（应为非空字符串）</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="90"/>
        <source>&quot;text_input&quot; has %1 words, outside 1..%2</source>
        <translation>“text_input”有 %1 个词，不在 1..%2 范围内</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="108"/>
        <source>nests deeper than a trace line does</source>
        <translation>嵌套深度超出了 trace 行应有的深度</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="111"/>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="113"/>
        <source>expected a JSON object with &quot;timestamp&quot;, &quot;input_length&quot;, &quot;output_length&quot; and &quot;hash_ids&quot;</source>
        <translation>应为包含“timestamp”、“input_length”、“output_length”和“hash_ids”的 JSON 对象</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="121"/>
        <source>no &quot;timestamp&quot;, only a &quot;delay&quot;: AIPerf&apos;s session turns (sent a delay after the turn before) are not replayed; give every line a timestamp, or send conversations with --turns or --multi-turn</source>
        <translation>没有“timestamp”，只有“delay”：AIPerf 的会话轮次（在上一轮之后延迟发送）不会被重放；请为每一行给出 timestamp，或用 --turns 或 --multi-turn 发送对话</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="126"/>
        <source>&quot;timestamp&quot; (milliseconds) is missing or not a number</source>
        <translation>“timestamp”（毫秒）缺失或不是数字</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="130"/>
        <source>&quot;timestamp&quot; %1 ms is not between 0 and 30 days</source>
        <translation>“timestamp” %1 ms 不在 0 到 30 天之间</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="136"/>
        <source>&quot;%1&quot; lines (AIPerf&apos;s) are not replayed: give &quot;hash_ids&quot; or &quot;text_input&quot;</source>
        <translation>“%1”行（AIPerf 的）不会被重放：请给出“hash_ids”或“text_input”</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="155"/>
        <source>&quot;hash_ids&quot; is missing or not a list of block ids</source>
        <translation>“hash_ids”缺失或不是块 ID 列表</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="161"/>
        <source>&quot;hash_ids&quot; holds %1, not a block id (a whole number from 0)</source>
        <translation>“hash_ids”包含 %1，不是块 ID（从 0 起的整数）</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="170"/>
        <source>%1 block ids of %2 tokens do not cover an input_length of %3 (it needs %4): is the block size right (--trace-block-tokens)?</source>
        <translation>%1 个每块 %2 token 的块 ID 无法覆盖 %3 的 input_length（需要 %4 个）：块大小（--trace-block-tokens）是否正确？</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="185"/>
        <source>the block size must be at least one token</source>
        <translation>块大小必须至少为一个 token</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="205"/>
        <source>no requests: a Mooncake trace has one JSON object a line</source>
        <translation>没有请求：Mooncake trace 每行一个 JSON 对象</translation>
    </message>
</context>
<context>
    <name>LoadGenTr</name>
    <message>
        <location filename="../backends/loadgen/curltransport.cpp" line="44"/>
        <source>cannot set up libcurl&apos;s multi handle</source>
        <translation>无法建立 libcurl 的 multi 句柄</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/httpget.cpp" line="42"/>
        <source>%1: cannot create an HTTP request</source>
        <translation>%1：无法创建 HTTP 请求</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/conversationload.cpp" line="42"/>
        <location filename="../backends/loadgen/httpget.cpp" line="75"/>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="143"/>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="202"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="88"/>
        <source>%1: a trace brings its own prompts; leave out the prompt file and reused prompts</source>
        <translation>%1：trace 自带提示词；请去掉提示词文件和复用提示词选项</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="136"/>
        <source>%1: cannot read the trace: %2</source>
        <translation>%1：无法读取 trace：%2</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="173"/>
        <source>reusing prompts needs a prompt file: synthetic prompts are fresh by construction</source>
        <translation>复用提示词需要提示词文件：合成的提示词天然是新鲜的</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="180"/>
        <source>conversations carry their own history: leave out the trace, reused prompts and a shared system prompt</source>
        <translation>对话自带历史：请去掉 trace、复用提示词和共享系统提示词</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/conversationload.cpp" line="35"/>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="194"/>
        <source>%1: cannot read the prompt file: %2</source>
        <translation>%1：无法读取提示词文件：%2</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="220"/>
        <source>a shared system prompt is part of a synthetic prompt: shorter than its input tokens, without a prompt file or trace</source>
        <translation>共享系统提示词是合成提示词的一部分：须短于其输入 token 数，且不能与提示词文件或 trace 同用</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadloop.cpp" line="86"/>
        <source>cannot set up the HTTP event loop: %1</source>
        <translation>无法建立 HTTP 事件循环：%1</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/servercounterscrape.cpp" line="16"/>
        <source>%1: HTTP %2</source>
        <translation>%1：HTTP %2</translation>
    </message>
</context>
<context>
    <name>MetricFormat</name>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="74"/>
        <source>Unjudged</source>
        <translation>未评判</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="76"/>
        <source>Promoted</source>
        <translation>已提升</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="78"/>
        <source>Valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="80"/>
        <source>Diagnostic</source>
        <translation>诊断</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="82"/>
        <source>Invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="84"/>
        <source>Support only</source>
        <translation>仅作支撑</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="86"/>
        <source>Inconclusive</source>
        <translation>无定论</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="88"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>MetricVocabulary</name>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="174"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="176"/>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="178"/>
        <source>Workload</source>
        <translation>负载</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="180"/>
        <source>Micro-benchmark</source>
        <translation>微基准</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="182"/>
        <source>Quality</source>
        <translation>质量</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="184"/>
        <source>Speculative decoding</source>
        <translation>推测解码</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="186"/>
        <source>Telemetry</source>
        <translation>遥测</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="190"/>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="206"/>
        <source>Output tok/s</source>
        <translation>输出 tok/s</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="208"/>
        <source>Output tok/s per GPU</source>
        <translation>每 GPU 输出 tok/s</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="210"/>
        <source>Output tok/s per user</source>
        <translation>每用户输出 tok/s</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="211"/>
        <source>Total tok/s</source>
        <translation>总 tok/s</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="213"/>
        <source>Output tok/s, steady window</source>
        <translation>输出 tok/s（稳态窗口）</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="215"/>
        <source>Request throughput, steady window (req/s)</source>
        <translation>请求吞吐，稳态窗口 (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="217"/>
        <source>Request throughput (req/s)</source>
        <translation>请求吞吐量 (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="219"/>
        <source>Goodput by the tool&apos;s SLO (req/s)</source>
        <translation>按工具自身 SLO 的 goodput (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="221"/>
        <source>SLO attainment (%)</source>
        <translation>SLO 达成率 (%)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="223"/>
        <source>Goodput under SLO (req/s)</source>
        <translation>SLO 下的 goodput (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="225"/>
        <source>Goodput under SLO (tok/s)</source>
        <translation>SLO 下的 goodput (tok/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="226"/>
        <source>Concurrency</source>
        <translation>并发数</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="228"/>
        <source>Prefix-cache hit rate (%)</source>
        <translation>前缀缓存命中率（%）</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="230"/>
        <source>Request rate (req/s)</source>
        <translation>请求速率 (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="232"/>
        <source>Achieved request rate (req/s)</source>
        <translation>实际请求速率 (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="233"/>
        <source>Prompts</source>
        <translation>提示数</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="234"/>
        <source>Completed requests</source>
        <translation>已完成请求</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="235"/>
        <source>Failed requests</source>
        <translation>失败请求</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="237"/>
        <source>Output length mismatches (requests)</source>
        <translation>输出长度不符（请求）</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="238"/>
        <source>Duration (s)</source>
        <translation>时长 (s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="240"/>
        <source>Input length mean (tok)</source>
        <translation>输入长度均值 (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="242"/>
        <source>Output length mean (tok)</source>
        <translation>输出长度均值 (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="243"/>
        <source>Context (tok)</source>
        <translation>上下文 (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="244"/>
        <source>Prompt tok/s</source>
        <translation>提示 tok/s</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="246"/>
        <source>Prompt tok/s std dev</source>
        <translation>提示 tok/s 标准差</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="248"/>
        <source>Generation tok/s</source>
        <translation>生成 tok/s</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="250"/>
        <source>Generation tok/s std dev</source>
        <translation>生成 tok/s 标准差</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="251"/>
        <source>Prompt length (tok)</source>
        <translation>提示长度 (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="252"/>
        <source>Generated length (tok)</source>
        <translation>生成长度 (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="253"/>
        <source>Context depth (tok)</source>
        <translation>上下文深度 (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="254"/>
        <source>Perplexity</source>
        <translation>困惑度</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="256"/>
        <source>Perplexity std error</source>
        <translation>困惑度标准误差</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="257"/>
        <source>KL divergence mean</source>
        <translation>KL 散度均值</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="258"/>
        <source>KL divergence p99</source>
        <translation>KL 散度 p99</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="260"/>
        <source>Top-1 agreement (%)</source>
        <translation>Top-1 一致率 (%)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="262"/>
        <source>Draft acceptance rate (%)</source>
        <translation>草稿接受率 (%)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="264"/>
        <source>Acceptance length (tok)</source>
        <translation>接受长度 (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="266"/>
        <source>Draft tokens (tok)</source>
        <translation>草稿 token (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="268"/>
        <source>GPU utilization mean (%)</source>
        <translation>GPU 利用率均值 (%)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="269"/>
        <source>Power mean (W)</source>
        <translation>功耗均值 (W)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="271"/>
        <source>SM clock min (MHz)</source>
        <translation>SM 时钟最小值 (MHz)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="273"/>
        <source>Temperature max (°C)</source>
        <translation>温度最大值 (°C)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="275"/>
        <source>Memory used max (B)</source>
        <translation>显存占用最大值 (B)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="276"/>
        <source>GPU energy (J)</source>
        <translation>GPU 能耗 (J)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="278"/>
        <source>Energy per output token (J/tok)</source>
        <translation>每输出 token 能耗 (J/tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="280"/>
        <source>Output tok/s per watt (tok/s/W)</source>
        <translation>每瓦输出 tok/s (tok/s/W)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="313"/>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="315"/>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="317"/>
        <source>std dev</source>
        <translation>标准差</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="319"/>
        <source>min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="321"/>
        <source>max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="330"/>
        <source>E2E latency</source>
        <translation>端到端延迟</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="362"/>
        <source>%1 %2</source>
        <extracomment>A metric and its statistic, e.g. &quot;TTFT p99&quot;, &quot;ITL mean&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="367"/>
        <source>%1 (ms)</source>
        <extracomment>A metric in milliseconds, e.g. &quot;TTFT p99 (ms)&quot;</extracomment>
        <translation>%1 (ms)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="370"/>
        <source>%1 tok/s</source>
        <extracomment>A speed in tokens per second, e.g. &quot;Draft tok/s&quot;</extracomment>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="386"/>
        <source>TTFT %1, turn %2 (ms)</source>
        <extracomment>A conversation&apos;s time to first token at one turn, e.g. &quot;TTFT median, turn 2 (ms)&quot;</extracomment>
        <translation>TTFT %1，第 %2 轮（ms）</translation>
    </message>
</context>
<context>
    <name>NotebookReader</name>
    <message>
        <location filename="../backends/notebook/read/notebookreader.cpp" line="215"/>
        <source>Run %1 could not be read: %2</source>
        <translation>无法读取运行 %1：%2</translation>
    </message>
</context>
<context>
    <name>NotebookTr</name>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="29"/>
        <source>a verdict needs a reason: say what the comparison showed</source>
        <translation>判定需要理由：说明比较显示了什么</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="31"/>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="243"/>
        <source>a new finding needs a title</source>
        <translation>新发现需要标题</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="35"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="37"/>
        <source>run %1 is linked as both control and candidate; link it to one arm</source>
        <translation>运行 %1 同时关联为对照和候选；请只关联到一组</translation>
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
        <translation>笔记本未以可写方式打开</translation>
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
        <translation>没有 ID 为 %1 的运行</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="90"/>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="173"/>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="314"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="44"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="91"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="157"/>
        <source>no finding with id %1</source>
        <translation>没有 ID 为 %1 的发现</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="178"/>
        <source>finding %1 has no verdict yet</source>
        <translation>发现 %1 还没有判定</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="265"/>
        <source>no lane named &quot;%1&quot;: the notebook has no lanes yet (import runs first)</source>
        <translation>没有名为 &quot;%1&quot; 的泳道：笔记本中还没有泳道（请先导入运行）</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="269"/>
        <source>no lane named &quot;%1&quot;; lanes: %2</source>
        <translation>没有名为 &quot;%1&quot; 的泳道；现有泳道：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="441"/>
        <source>no finding with id or title &quot;%1&quot;</source>
        <translation>没有 ID 或标题为 &quot;%1&quot; 的发现</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="442"/>
        <source>%1 findings are titled &quot;%2&quot;; name one by id</source>
        <translation>有 %1 个发现的标题是 &quot;%2&quot;；请用 ID 指定一个</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_edits.cpp" line="36"/>
        <source>a finding needs a title</source>
        <translation>发现需要标题</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_edits.cpp" line="41"/>
        <source>finding %1 has a verdict: its hypothesis was written before the results and stays as written; put what you learned in the analysis</source>
        <translation>发现 %1 已有判定：其假设写于结果之前，保持原样；请把学到的内容写进分析</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="30"/>
        <source>name the runs to link: --control RUN... and/or --candidate RUN...</source>
        <translation>请指定要关联的运行：--control RUN... 和/或 --candidate RUN...</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="108"/>
        <source>run %1 is not linked to finding %2</source>
        <translation>运行 %1 未关联到发现 %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="161"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="125"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="179"/>
        <source>no wave with id %1</source>
        <translation>没有 ID 为 %1 的波次</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="204"/>
        <source>wave %1 is not linked to finding %2</source>
        <translation>波次 %1 未关联到发现 %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="168"/>
        <source>a status override needs a reason</source>
        <translation>状态覆盖需要理由</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="227"/>
        <source>a comparison&apos;s gates need its key</source>
        <translation>比较的校验需要其键</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="258"/>
        <source>a status override needs a reason: say why the run is %1</source>
        <translation>状态覆盖需要理由：说明该运行为何是%1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="122"/>
        <source>%1: no such notebook</source>
        <translation>%1：没有这个笔记本</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="126"/>
        <source>%1: this file is not a Lanebook notebook (not an SQLite database)</source>
        <translation>%1：该文件不是 Lanebook 笔记本（不是 SQLite 数据库）</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="133"/>
        <source>%1: cannot create the folder %2</source>
        <translation>%1：无法创建文件夹 %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="73"/>
        <source>%1: cannot open the notebook: %2</source>
        <translation>%1：无法打开笔记本：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="75"/>
        <source>%1: cannot create the notebook: its folder %2 is read-only; choose a folder you can write</source>
        <translation>%1：无法创建笔记本：其文件夹 %2 是只读的；请选择一个可写的文件夹</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="78"/>
        <source>%1: cannot open the notebook: its folder %2 is read-only, and SQLite must create its -wal and -shm files beside it. Make the folder writable, or copy the notebook to a folder you can write; the notebook was not changed</source>
        <translation>%1：无法打开笔记本：其文件夹 %2 是只读的，而 SQLite 必须在笔记本旁创建 -wal 和 -shm 文件。请将该文件夹设为可写，或将笔记本复制到可写的文件夹；笔记本未被更改</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="185"/>
        <source>%1: this notebook was written by a newer Lanebook (schema %2; this version reads up to %3). Update Lanebook to open it; the file was not changed.</source>
        <translation>%1：该笔记本由更新版本的 Lanebook 写入（架构 %2；本版本最多读取 %3）。请更新 Lanebook 后再打开；文件未被修改。</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="198"/>
        <source>%1: this notebook uses an older schema (%2); open it once for writing to upgrade it</source>
        <translation>%1：该笔记本使用较旧的架构（%2）；以可写方式打开一次即可升级</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="335"/>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="365"/>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="45"/>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="128"/>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="168"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="383"/>
        <source>internal error: migration %1 is missing</source>
        <translation>内部错误：缺少迁移 %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="389"/>
        <source>%1: cannot start the schema upgrade: %2</source>
        <translation>%1：无法开始架构升级：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="412"/>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="425"/>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="439"/>
        <source>%1: schema upgrade to version %2 failed: %3; the notebook was left as it was</source>
        <translation>%1：升级到架构版本 %2 失败：%3；笔记本保持原样</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="451"/>
        <source>%1: schema upgrade to version %2 could not be saved: %3</source>
        <translation>%1：升级到架构版本 %2 后无法保存：%3</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="23"/>
        <source>%1: the server refused the login of user %2 (%3). Put the password in ~/.pgpass (a line host:port:database:user:password, mode 0600) or in PGPASSWORD; Lanebook never stores it</source>
        <translation>%1：服务器拒绝了用户 %2 的登录（%3）。请把密码放入 ~/.pgpass（一行 host:port:database:user:password，权限 0600）或 PGPASSWORD；Lanebook 从不保存密码</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="27"/>
        <source>(default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="31"/>
        <source>%1: there is no database %2 on the server (%3). Create it (createdb %2) and open it again: an empty database becomes a new notebook</source>
        <translation>%1：服务器上没有数据库 %2（%3）。请创建它（createdb %2）后重新打开：空数据库会成为新的笔记本</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="40"/>
        <source>%1: cannot reach the PostgreSQL server (%2). Check that it is running and accepts TCP connections there, and that host and port are right</source>
        <translation>%1：无法连接到 PostgreSQL 服务器（%2）。请检查它是否正在运行并在该处接受 TCP 连接，以及主机和端口是否正确</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="45"/>
        <source>%1: the TLS connection failed (%2). Check sslmode and the certificates named in the address</source>
        <translation>%1：TLS 连接失败（%2）。请检查 sslmode 以及地址中指定的证书</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="49"/>
        <source>%1: cannot open the team notebook: %2</source>
        <translation>%1：无法打开团队笔记本：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="62"/>
        <source>%1: Qt&apos;s PostgreSQL driver (QPSQL) is not installed; install libqt6sql6-psql (packaging/install-deps.sh) to open team notebooks</source>
        <translation>%1：未安装 Qt 的 PostgreSQL 驱动（QPSQL）；请安装 libqt6sql6-psql（packaging/install-deps.sh）以打开团队笔记本</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="53"/>
        <source>this is the notebook being copied</source>
        <translation>这就是正在复制的笔记本</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="79"/>
        <source>the notebooks are not open for copying</source>
        <translation>笔记本未打开，无法复制</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="139"/>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="122"/>
        <source>lane %1</source>
        <translation>泳道 %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="175"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="49"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="106"/>
        <source>wave %1</source>
        <translation>波次 %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy_findings.cpp" line="80"/>
        <source>finding %1</source>
        <translation>发现 %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy_runs.cpp" line="181"/>
        <location filename="../backends/notebook/copy/notebookcopy_runs.cpp" line="232"/>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="57"/>
        <source>%1 (and the run journal could not keep it either: %2)</source>
        <translation>%1（运行日志也无法保留它：%2）</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="64"/>
        <source>%1: the notebook could not take run %2 now (%3); it is kept in %4 and will be added the next time Lanebook opens the notebook</source>
        <translation>%1：笔记本此刻无法接收运行 %2（%3）；它被保存在 %4 中，将在 Lanebook 下次打开该笔记本时添加</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="88"/>
        <source>%1: not replayed yet: %2</source>
        <translation>%1：尚未重放：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="123"/>
        <source>%1: not replayed: %2</source>
        <translation>%1：未重放：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="161"/>
        <source>%n run(s) kept in the run journal while the notebook was unavailable were added to it</source>
        <translation>
            <numerusform>笔记本不可用期间保存在运行日志中的 %n 个运行已添加到笔记本</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="44"/>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="166"/>
        <source>run journal: %1</source>
        <translation>运行日志：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="39"/>
        <source>%1: the notebook takes runs again; %n run(s) kept in the run journal meanwhile were added to it</source>
        <translation>
            <numerusform>%1：笔记本重新接受运行；其间保存在运行日志中的 %n 个运行已添加到笔记本</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="168"/>
        <source>wave %1 (%2) was left running and is now marked interrupted: %3</source>
        <translation>波次 %1（%2）未结束就被遗留，现已标记为中断：%3</translation>
    </message>
    <message>
        <location filename="../backends/notebook/read/pgcursor.cpp" line="47"/>
        <source>no direct PostgreSQL access on this connection</source>
        <translation>此连接无法直接访问 PostgreSQL</translation>
    </message>
    <message>
        <location filename="../backends/notebook/read/pgcursor.cpp" line="141"/>
        <source>the connection was closed while its rows were being read</source>
        <translation>读取行时连接已关闭</translation>
    </message>
    <message>
        <location filename="../backends/notebook/read/pgcursor.cpp" line="210"/>
        <source>PostgreSQL gave an unexpected answer</source>
        <translation>PostgreSQL 返回了意外的应答</translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="107"/>
        <source>%1: the disk is full; free some space there</source>
        <translation>%1：磁盘已满；请在那里释放一些空间</translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="112"/>
        <source>%1: cannot create the journal folder</source>
        <translation>%1：无法创建日志文件夹</translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="174"/>
        <source>%1: not a Lanebook run journal entry</source>
        <translation>%1：不是 Lanebook 运行日志条目</translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="181"/>
        <source>%1: run.%2</source>
        <translation>%1：run.%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="187"/>
        <source>%1: placement: not a wave placement</source>
        <translation>%1：placement：不是波次中的位置</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="18"/>
        <source>a note needs text</source>
        <translation>备注需要文字</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="57"/>
        <source>a tag is one line of text, e.g. &quot;headline&quot;</source>
        <translation>标签是一行文字，例如 &quot;headline&quot;</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="118"/>
        <source>run %1 has no tag &quot;%2&quot;</source>
        <translation>运行 %1 没有标签 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_reads.cpp" line="233"/>
        <source>no run with id or label &quot;%1&quot;</source>
        <translation>没有 ID 或标签为 &quot;%1&quot; 的运行</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_reads.cpp" line="237"/>
        <source>the label &quot;%1&quot; names more than one run; use the run id</source>
        <translation>标签 &quot;%1&quot; 对应不止一个运行；请使用运行 ID</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="198"/>
        <source>cannot record metric %1</source>
        <translation>无法记录指标 %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="208"/>
        <source>metric %1: %2</source>
        <translation>指标 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="234"/>
        <source>request %1: %2</source>
        <translation>请求 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="238"/>
        <source>request samples: %1</source>
        <translation>请求样本：%1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="312"/>
        <source>%1: the notebook is not open for writing</source>
        <translation>%1：笔记本未以可写方式打开</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="319"/>
        <source>%1: cannot write to the notebook: %2</source>
        <translation>%1：无法写入笔记本：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="327"/>
        <source>%1: nothing was imported: %2</source>
        <translation>%1：未导入任何内容：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="44"/>
        <source>write it as postgresql://user@host:port/database</source>
        <translation>请写成 postgresql://user@host:port/database</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="51"/>
        <source>%1: not a valid server notebook address (%2)</source>
        <translation>%1：不是有效的服务器笔记本地址（%2）</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="55"/>
        <source>%1: the address holds a password; remove it and put it in ~/.pgpass (or PGPASSWORD), where PostgreSQL&apos;s client library finds it</source>
        <translation>%1：地址中含有密码；请将其删除并放入 ~/.pgpass（或 PGPASSWORD），PostgreSQL 客户端库会在那里找到它</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="66"/>
        <source>%1: name one database after the host (%2)</source>
        <translation>%1：请在主机之后指定一个数据库（%2）</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="75"/>
        <source>%1: unknown option %2 (sslmode, sslrootcert, sslcert, sslkey, sslcrl, connect_timeout, application_name are understood)</source>
        <translation>%1：未知选项 %2（可识别的选项为 sslmode、sslrootcert、sslcert、sslkey、sslcrl、connect_timeout、application_name）</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="80"/>
        <source>%1: the value of %2 may not contain spaces or &apos;;&apos;</source>
        <translation>%1：%2 的值不能包含空格或 &apos;;&apos;</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/sqldialect.cpp" line="115"/>
        <source>this file is not a Lanebook notebook (%1)</source>
        <translation>此文件不是 Lanebook 笔记本（%1）</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/connection/sqldialect.cpp" line="138"/>
        <source>this database holds %n other table(s) and no Lanebook notebook; it was not changed. Name an empty database (createdb NAME) for a new notebook</source>
        <translation>
            <numerusform>此数据库含有 %n 个其他表，但没有 Lanebook 笔记本；未作任何更改。请为新笔记本指定一个空数据库（createdb NAME）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="178"/>
        <source>GPU %1 (%2): %3</source>
        <translation>GPU %1（%2）：%3</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="187"/>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="377"/>
        <source>%1 is open read-only</source>
        <translation>%1 以只读方式打开</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="197"/>
        <source>telemetry of run %1 not stored: %2</source>
        <translation>运行 %1 的遥测未保存：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="202"/>
        <source>telemetry of run %1 not stored</source>
        <translation>运行 %1 的遥测未保存</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="406"/>
        <source>telemetry summary of run %1 not stored: %2</source>
        <translation>运行 %1 的遥测摘要未保存：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="469"/>
        <source>telemetry summary of run %1 not stored</source>
        <translation>运行 %1 的遥测摘要未保存</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="60"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="82"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="121"/>
        <source>wave %1: %2</source>
        <translation>波次 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="163"/>
        <source>run %1: the wave placement could not be stored: %2</source>
        <translation>运行 %1：无法保存其在波次中的位置：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="225"/>
        <source>wave %1, step %2</source>
        <translation>波次 %1，第 %2 步</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="253"/>
        <source>%1: the failed step could not be stored: %2</source>
        <translation>%1：无法保存失败的步骤：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="185"/>
        <source>the connection to the server is gone</source>
        <translation>与服务器的连接已断开</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="189"/>
        <source>the notebook is not open</source>
        <translation>笔记本未打开</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="198"/>
        <source>%1: the notebook file is read-only; make it writable, or copy the notebook to a folder you can write, to add to it</source>
        <translation>%1：笔记本文件是只读的；要向其中添加内容，请将其设为可写，或将笔记本复制到可写的文件夹</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="257"/>
        <source>another Lanebook process (a wave, an import, a window) kept the notebook busy for %1 s</source>
        <translation>另一个 Lanebook 进程（波次、导入或窗口）占用笔记本达 %1 秒</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="235"/>
        <source>run %1 (%2, %3): merged with %n copy(ies) that importing the file under another language had added (%4); their notes, tags and finding links are on run %1 now</source>
        <translation>
            <numerusform>运行 %1（%2，%3）：已与在另一种语言下导入该文件时添加的 %n 个副本合并（%4）；它们的备注、标签和发现链接现在位于运行 %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="250"/>
        <source>run %1: an older Lanebook masked values that are no secret (%2); they were lost. Importing the run&apos;s source file again restores them</source>
        <translation>运行 %1：旧版 Lanebook 遮蔽了并非机密的值（%2）；这些值已丢失。再次导入该运行的源文件即可恢复</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="255"/>
        <source>run %1: an older Lanebook masked values that are no secret (%2); they were lost, and a measured run has no source file to restore them from</source>
        <translation>运行 %1：旧版 Lanebook 遮蔽了并非机密的值（%2）；这些值已丢失，而测量得到的运行没有可用于恢复它们的源文件</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="264"/>
        <source>finding %1: merged with %n copy(ies) written under another language (%2); their links are on finding %1 now</source>
        <translation>
            <numerusform>发现 %1：已与以另一种语言写入的 %n 个副本合并（%2）；它们的链接现在位于发现 %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="51"/>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="91"/>
        <source>the lanes could not be read: %1</source>
        <translation>无法读取通道：%1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="107"/>
        <source>a lane needs a name</source>
        <translation>通道需要一个名称</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="114"/>
        <source>the notebook has no lane &quot;%1&quot; and no lanes yet; a lane is made by its first run or wave, or say --create</source>
        <translation>笔记本中没有通道“%1”，也还没有任何通道；通道由其第一个运行或波次创建，或请加上 --create</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="117"/>
        <source>the notebook has no lane &quot;%1&quot;; its lanes are: %2 (or say --create to make it)</source>
        <translation>笔记本中没有通道“%1”；其通道有：%2（或加上 --create 以创建它）</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="128"/>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="137"/>
        <source>lane %1: %2</source>
        <translation>通道 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="146"/>
        <source>lane %1 was set but could not be read back</source>
        <translation>通道 %1 已设置，但无法读回</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="176"/>
        <source>Judged against the SLO of lane %1: %2 (%n run(s) judged again from their requests).</source>
        <translation>
            <numerusform>按通道 %1 的 SLO 评判：%2（%n 个运行按其请求重新评判）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="181"/>
        <source>%n run(s) without request samples keep the SLO they were stored with.</source>
        <translation>
            <numerusform>%n 个没有请求样本的运行保留其存储时的 SLO。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotebookWriter</name>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="98"/>
        <source>%1: no notebook is open</source>
        <translation>%1：没有打开的笔记本</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="183"/>
        <source>The comparison&apos;s gates were not stored: %1</source>
        <translation>比较的校验未保存：%1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="192"/>
        <location filename="../backends/notebook/notebookwriter_findings.cpp" line="15"/>
        <location filename="../backends/notebook/notebookwriter_statusoverride.cpp" line="13"/>
        <source>no notebook is open</source>
        <translation>没有打开的笔记本</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter_telemetry.cpp" line="16"/>
        <source>Telemetry of run %1 was not stored: %2</source>
        <translation>运行 %1 的遥测未保存：%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter_telemetry.cpp" line="28"/>
        <source>Telemetry of run %1 was not summarised: %2</source>
        <translation>运行 %1 的遥测未能汇总：%2</translation>
    </message>
</context>
<context>
    <name>Outliers</name>
    <message numerus="yes">
        <location filename="../models/comparison/outlierflags.cpp" line="109"/>
        <source>%1 among %n repeat(s)</source>
        <translation>
            <numerusform>%n 次重复中的 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/outlierflags.cpp" line="167"/>
        <source>Run %1: %n request latency(ies) stand out, the worst request %2&apos;s %3 at %4 ms against a median of %5 ms; they are kept in its numbers.</source>
        <translation>
            <numerusform>运行 %1：有 %n 个请求延迟偏离，最严重的是请求 %2 的 %3，为 %4 ms，而中位数为 %5 ms；它们仍计入该运行的数字。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/comparison/outlierflags.cpp" line="181"/>
        <source>request %1&apos;s %2 %3 ms (%4)</source>
        <translation>请求 %1 的 %2 为 %3 ms（%4）</translation>
    </message>
    <message>
        <location filename="../models/comparison/outlierflags.cpp" line="53"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../models/comparison/outlierflags.cpp" line="53"/>
        <source>end-to-end latency</source>
        <translation>端到端延迟</translation>
    </message>
</context>
<context>
    <name>PrometheusText</name>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="71"/>
        <source>expected &apos;&quot;&apos; to open a label value</source>
        <translation>标签值应以 &apos;&quot;&apos; 开始</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="92"/>
        <source>unterminated label value</source>
        <translation>标签值未结束</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="158"/>
        <source># %1 without a valid metric name</source>
        <translation># %1 缺少有效的指标名</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="169"/>
        <source>unknown metric type &apos;%1&apos;</source>
        <translation>未知的指标类型 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="180"/>
        <source>expected a metric name</source>
        <translation>应为指标名</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="193"/>
        <source>expected a label name or &apos;}&apos;</source>
        <translation>应为标签名或 &apos;}&apos;</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="197"/>
        <source>expected &apos;=&apos; after label %1</source>
        <translation>标签 %1 之后应为 &apos;=&apos;</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="205"/>
        <source>label %1 appears twice</source>
        <translation>标签 %1 出现了两次</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="211"/>
        <source>expected &apos;,&apos; or &apos;}&apos; after a label value</source>
        <translation>标签值之后应为 &apos;,&apos; 或 &apos;}&apos;</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="217"/>
        <source>missing value for %1</source>
        <translation>缺少 %1 的值</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="221"/>
        <source>invalid value &apos;%1&apos; for %2</source>
        <translation>%2 的值 &apos;%1&apos; 无效</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="230"/>
        <source>invalid timestamp &apos;%1&apos; for %2</source>
        <translation>%2 的时间戳 &apos;%1&apos; 无效</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="347"/>
        <location filename="../models/tooloutput/prometheustext.cpp" line="353"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>RunLabelStyle</name>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="111"/>
        <source>Not judged: the validity gates have not looked at this run yet.</source>
        <translation>未评判：有效性校验尚未检查此运行。</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="114"/>
        <source>Promoted: a valid run chosen as a reference.</source>
        <translation>已提升：被选作参照的有效运行。</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="117"/>
        <source>Valid: every gate that applies passed.</source>
        <translation>有效：所有适用的校验均已通过。</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="120"/>
        <source>Support only: kept to support other runs, not evidence on its own.</source>
        <translation>仅作支撑：保留用于支撑其他运行，本身不构成证据。</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="123"/>
        <source>No evidence recorded: no gate found a problem, but some could not judge for want of what they read (GPU telemetry, a byte ledger, canaries, cached-token counts). Record it and the run can be judged; the inspector&apos;s Gates section says what each gate needs.</source>
        <translation>未记录证据：没有校验发现问题，但有些校验因缺少所需数据（GPU 遥测、字节账本、canary、缓存 token 计数）而无法评判。记录这些数据后即可评判该运行；检查器的“校验”部分说明了每项校验需要什么。</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="129"/>
        <source>A gate found a problem: at least one gate warned. Kept for diagnosis; its numbers come with that warning.</source>
        <translation>有校验发现问题：至少一项校验发出警告。保留用于诊断；其数值附带该警告。</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="133"/>
        <source>A gate found a problem: at least one gate failed, so the run is not evidence.</source>
        <translation>有校验发现问题：至少一项校验失败，因此该运行不构成证据。</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="137"/>
        <source>The run failed: it did not measure what it was asked to.</source>
        <translation>运行失败：它没有测量所要求的内容。</translation>
    </message>
</context>
<context>
    <name>SecretReference</name>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="23"/>
        <source>the secret&apos;s name is empty</source>
        <translation>密钥名称为空</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="25"/>
        <source>the secret&apos;s name &quot;%1&quot; starts or ends with white space</source>
        <translation>密钥名称 &quot;%1&quot; 以空白字符开头或结尾</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="27"/>
        <source>the secret&apos;s name is longer than %1 characters</source>
        <translation>密钥名称超过 %1 个字符</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="30"/>
        <source>the secret&apos;s name holds a control character</source>
        <translation>密钥名称含有控制字符</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="38"/>
        <source>%1: expected a string or {&quot;secret&quot;: NAME}, found %2</source>
        <translation>%1：应为字符串或 {&quot;secret&quot;: NAME}，实际为 %2</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="42"/>
        <source>%1: a secret reference holds only &quot;secret&quot;, found &quot;%2&quot;</source>
        <translation>%1：密钥引用只能含有 &quot;secret&quot;，发现了 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="47"/>
        <source>%1.secret: expected the secret&apos;s name as a string, found %2</source>
        <translation>%1.secret：应为字符串形式的密钥名称，实际为 %2</translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="37"/>
        <source>no keychain available: the keychain is asked through Qt, and this process has no Qt application</source>
        <translation>没有可用的钥匙串：钥匙串通过 Qt 查询，而该进程没有 Qt 应用程序</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="40"/>
        <source>the keychain is asked from the application&apos;s main thread only</source>
        <translation>只能从应用程序主线程查询钥匙串</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="46"/>
        <source>no keychain available: there is no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set), so no Secret Service to ask</source>
        <translation>没有可用的钥匙串：没有 D-Bus 会话总线（未设置 DBUS_SESSION_BUS_ADDRESS），因此没有可查询的 Secret Service</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="74"/>
        <source>the keychain did not answer within %1 s (a locked keyring waits for its password: unlock it and try again)</source>
        <translation>钥匙串在 %1 秒内没有响应（已锁定的钥匙环在等待密码：请解锁后重试）</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="82"/>
        <source>no keychain available: %1</source>
        <translation>没有可用的钥匙串：%1</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="84"/>
        <source>the keychain refused access: %1</source>
        <translation>钥匙串拒绝访问：%1</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="85"/>
        <source>the keychain failed: %1</source>
        <translation>钥匙串出错：%1</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="113"/>
        <source>the keychain holds no secret &quot;%1&quot; (service &quot;%2&quot;)</source>
        <translation>钥匙串中没有密钥 &quot;%1&quot;（服务 &quot;%2&quot;）</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="118"/>
        <source>the keychain holds an empty value for &quot;%1&quot;</source>
        <translation>钥匙串中 &quot;%1&quot; 的值为空</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="131"/>
        <source>the value of secret &quot;%1&quot; is empty; nothing was stored</source>
        <translation>密钥 &quot;%1&quot; 的值为空；未保存任何内容</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="157"/>
        <source>the keychain holds no secret &quot;%1&quot; (service &quot;%2&quot;); nothing was deleted</source>
        <translation>钥匙串中没有密钥 &quot;%1&quot;（服务 &quot;%2&quot;）；未删除任何内容</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="174"/>
        <source>the secret &quot;%1&quot;</source>
        <translation>密钥 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="175"/>
        <source>%1 names the secret &quot;%2&quot;, which</source>
        <translation>%1 引用的密钥 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="176"/>
        <source>%1 resolves nowhere: set the environment variable %2, or store it in the keychain with `lanebook-cli secret set %3` (the value is read from standard input) or Tools &gt; Secrets… in the window. Keychain: %4</source>
        <translation>%1 无处可解析：请设置环境变量 %2，或用 `lanebook-cli secret set %3`（值从标准输入读取）或窗口中的“工具 &gt; 密钥…”将其存入钥匙串。钥匙串：%4</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="180"/>
        <source>not asked</source>
        <translation>未查询</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../models/statistics/decision.cpp" line="45"/>
        <source>faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <location filename="../models/statistics/decision.cpp" line="47"/>
        <source>slower</source>
        <translation>更慢</translation>
    </message>
    <message>
        <location filename="../models/statistics/decision.cpp" line="49"/>
        <source>within noise</source>
        <translation>在噪声范围内</translation>
    </message>
    <message>
        <location filename="../models/statistics/decision.cpp" line="53"/>
        <source>not enough data</source>
        <translation>数据不足</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="26"/>
        <source>%1 timestamps for %2 control runs: every run needs its start time to check for drift.</source>
        <translation>%2 个对照运行只有 %1 个时间戳：每个运行都需要开始时间才能检查漂移。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/drift.cpp" line="33"/>
        <source>%n control run(s): a drift check needs at least %1.</source>
        <translation>
            <numerusform>%n 个对照运行：漂移检查至少需要 %1 个。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="44"/>
        <source>Control run %1 has no positive value; drift is measured on logs. Exclude it with a reason.</source>
        <translation>对照运行 %1 没有正值；漂移在对数上测量。请附理由将其排除。</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="55"/>
        <source>All control runs share one start time, so there is no time axis to see drift on.</source>
        <translation>所有对照运行的开始时间相同，因此没有可观察漂移的时间轴。</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="71"/>
        <source>The control arm drifted %1% over %2 h, more than the %3% threshold: thermal state or background load changed during the wave. Lock clocks, warm up, and interleave the arms.</source>
        <translation>对照组在 %2 小时内漂移了 %1%，超过 %3% 的阈值：波次期间热状态或后台负载发生了变化。请锁定时钟、预热，并交错两组。</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="92"/>
        <source>Only one arm ran; interleaving needs two or more.</source>
        <translation>只运行了一组；交错需要两组或以上。</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="111"/>
        <source>The arms ran one after the other (AAAA then BBBB), so anything that drifted over time is inside the difference. Interleave them: A, B, A, B.</source>
        <translation>两组先后运行（AAAA 然后 BBBB），因此随时间漂移的一切都混入了差异。请交错运行：A、B、A、B。</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="115"/>
        <source>Arm %1 ran %2 times in a row; stretches of one arm let drift masquerade as a difference. Interleave the arms (A, B, A, B or A, B, B, A).</source>
        <translation>组 %1 连续运行了 %2 次；同一组的连续段会让漂移伪装成差异。请交错两组（A、B、A、B 或 A、B、B、A）。</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="19"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="27"/>
        <source>this metric</source>
        <translation>该指标</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="36"/>
        <source>Neither arm has a value for %1: the runs share no workload point with this metric. Run both arms at the same workload point, or pick a metric both report.</source>
        <translation>两组都没有 %1 的值：这些运行在该指标上没有共同的负载点。请在同一负载点运行两组，或选择两者都报告的指标。</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="44"/>
        <source>The %1 arm has no value for %2, so there is nothing to compare against. Run it at this workload point, or pick a metric both arms report.</source>
        <translation>%1 组没有 %2 的值，因此无可对比。请在该负载点运行它，或选择两组都报告的指标。</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="47"/>
        <source>control</source>
        <translation>对照</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="47"/>
        <source>candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="53"/>
        <source>The control arm has %1 runs and the candidate %2: a paired comparison needs one control run and one candidate run per repeat slot. Pair the runs of the same interleaved wave, or compare unpaired (not drift-controlled).</source>
        <translation>对照组有 %1 个运行，候选组有 %2 个：配对比较要求每个重复槽有一个对照运行和一个候选运行。请配对同一交错波次的运行，或进行未配对比较（未控制漂移）。</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="66"/>
        <source>Pair %1 has a value that is missing, zero or negative (control %2, candidate %3). %4 is compared as a ratio on logs, so every value must be positive. Exclude the pair with a reason, or check how the metric was imported.</source>
        <translation>第 %1 对有缺失、零或负值（对照 %2，候选 %3）。%4 以对数比值比较，因此每个值都必须为正。请附理由排除该对，或检查指标是如何导入的。</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="85"/>
        <source>The %1 has no value for %2. Run it at this workload point, or pick a metric it reports.</source>
        <translation>%1没有 %2 的值。请在该负载点运行它，或选择它报告的指标。</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="94"/>
        <source>Run %1 of the %2 has %3 for %4; ratios are taken on logs, so every value must be positive. Exclude the run with a reason, or check the import.</source>
        <translation>%2中的运行 %1 的 %4 为 %3；比值在对数上计算，因此每个值都必须为正。请附理由排除该运行，或检查导入。</translation>
    </message>
    <message>
        <location filename="../models/statistics/noisefloor.cpp" line="20"/>
        <source>the A/A repeats</source>
        <translation>A/A 重复</translation>
    </message>
    <message>
        <location filename="../models/statistics/noisefloor.cpp" line="30"/>
        <source>No A/A noise floor: %1</source>
        <translation>没有 A/A 噪声下限：%1</translation>
    </message>
    <message>
        <location filename="../models/statistics/noisefloor.cpp" line="42"/>
        <source>same-recipe repeats</source>
        <translation>同配方重复</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/noisefloor.cpp" line="50"/>
        <source>%n repeat(s): the noise floor needs at least %1 repeats of the same recipe in separate processes.</source>
        <translation>
            <numerusform>%n 次重复：噪声下限至少需要同一配方在独立进程中重复 %1 次。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="61"/>
        <source>modified z-score %1 is beyond +-%2</source>
        <translation>修正 z 分数 %1 超出 +-%2</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="70"/>
        <source>below the lower Tukey fence %1</source>
        <translation>低于 Tukey 下界 %1</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="71"/>
        <source>above the upper Tukey fence %1</source>
        <translation>高于 Tukey 上界 %1</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="96"/>
        <source>control value: %1</source>
        <translation>对照值：%1</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="97"/>
        <source>candidate value: %1</source>
        <translation>候选值：%1</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="98"/>
        <source>log ratio: %1</source>
        <translation>对数比值：%1</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="109"/>
        <source>The arms have %1 and %2 runs; exclusions apply to pairs, so both arms need one run per slot.</source>
        <translation>两组分别有 %1 和 %2 个运行；排除作用于配对，因此两组每个槽都需要一个运行。</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="118"/>
        <source>Pair %1 does not exist; there are %2 pairs.</source>
        <translation>第 %1 对不存在；共有 %2 对。</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="124"/>
        <source>Pair %1 is excluded without a reason; write down why, so the report can show it.</source>
        <translation>第 %1 对被排除但没有理由；请写下原因，以便报告展示。</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedcomparison.cpp" line="45"/>
        <source>Every pair gave the same value on both arms; the signed-rank test has nothing to rank.</source>
        <translation>每一对在两组上的值都相同；符号秩检验无可排序。</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="15"/>
        <source>No pairs to compare.</source>
        <translation>没有可比较的配对。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/pairedinterval.cpp" line="23"/>
        <source>%n pair(s): a %1% interval needs at least %2 pairs (with 5 pairs the smallest possible two-sided p-value is 0.0625).</source>
        <translation>
            <numerusform>%n 对：%1% 区间至少需要 %2 对（5 对时最小可能的双侧 p 值为 0.0625）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonplanner.cpp" line="35"/>
        <location filename="../models/statistics/pairedinterval.cpp" line="29"/>
        <source>Run %n more interleaved repeat(s) of both arms.</source>
        <translation>
            <numerusform>请再交错运行两个臂各 %n 次重复。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="42"/>
        <source>No exact interval at this confidence level.</source>
        <translation>在该置信水平下没有精确区间。</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="57"/>
        <source>The bootstrap interval could not be computed: the log ratios do not vary in a way the BCa correction can use.</source>
        <translation>无法计算 bootstrap 区间：对数比值的变化方式无法用于 BCa 校正。</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="73"/>
        <source>exact Wilcoxon signed-rank interval</source>
        <translation>精确 Wilcoxon 符号秩区间</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="75"/>
        <source>paired BCa bootstrap</source>
        <translation>配对 BCa bootstrap</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="79"/>
        <source>no interval</source>
        <translation>无区间</translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="30"/>
        <source>Significance and power must lie between 0 and 1.</source>
        <translation>显著性和检验力必须介于 0 和 1 之间。</translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="35"/>
        <source>No spread is known yet: run at least three repeats of the same recipe to measure the coefficient of variation, then plan.</source>
        <translation>尚不知道离散程度：请至少对同一配方重复运行三次以测量变异系数，然后再规划。</translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="41"/>
        <source>State the smallest effect worth detecting, in percent, to plan the number of repeats.</source>
        <translation>请给出值得检测的最小效应（百分比），以规划重复次数。</translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="51"/>
        <source>The effect is far below the noise: no practical number of repeats resolves it. Reduce the noise first (lock clocks, interleave, warm up).</source>
        <translation>效应远低于噪声：任何可行的重复次数都无法分辨。请先降低噪声（锁定时钟、交错、预热）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/samplesizeplanner.cpp" line="58"/>
        <source>The formula asks for %n pair(s); %1 is the fewest that give an exact %2% interval.</source>
        <translation>
            <numerusform>公式要求 %n 对；%1 是能给出精确 %2% 区间的最少对数。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/summary.cpp" line="49"/>
        <source>No values to summarize: the metric is missing from every run in this set.</source>
        <translation>没有可汇总的值：该集合中的每个运行都缺少该指标。</translation>
    </message>
    <message>
        <location filename="../models/statistics/summary.cpp" line="65"/>
        <source>One run: spread (standard deviation, CV) needs at least two runs.</source>
        <translation>只有一个运行：离散度（标准差、CV）至少需要两个运行。</translation>
    </message>
    <message>
        <location filename="../models/statistics/summary.cpp" line="76"/>
        <source>The mean is not positive, so a coefficient of variation has no meaning for this metric.</source>
        <translation>均值不为正，因此变异系数对该指标没有意义。</translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="15"/>
        <source>not drift-controlled</source>
        <translation>未控制漂移</translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="21"/>
        <source>control arm</source>
        <translation>对照组</translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="27"/>
        <source>candidate arm</source>
        <translation>候选组</translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="39"/>
        <source>The control arm has %1 and the candidate %2: an unpaired interval needs at least two runs on each side (three or more to be useful). Add repeats of the arm with one run.</source>
        <translation>对照组有 %1，候选组有 %2：非配对区间每侧至少需要两次运行（三次或以上才有用）。请为只有一次运行的那组补充重复。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/unpairedcomparison.cpp" line="42"/>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="43"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="49"/>
        <source>Every run of both arms gave exactly the same value, so there is no spread to build an interval from. Check that %1 was really measured, not copied from a setting.</source>
        <translation>两组的每个运行都给出了完全相同的值，因此没有可用于构建区间的离散。请检查 %1 是否确实是测量所得，而不是从设置中复制的。</translation>
    </message>
</context>
<context>
    <name>Telemetry</name>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="81"/>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="172"/>
        <source>AMD GPU %1</source>
        <translation>AMD GPU %1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="138"/>
        <source>amd-smi printed something that is not its metric JSON (a list of GPUs): %1</source>
        <translation>amd-smi 输出的不是其指标 JSON（GPU 列表）：%1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="158"/>
        <source>rocm-smi printed something that is not its JSON (an object keyed by card): %1</source>
        <translation>rocm-smi 输出的不是其 JSON（以卡为键的对象）：%1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="192"/>
        <source>rocm-smi listed no cards</source>
        <translation>rocm-smi 没有列出任何卡</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="31"/>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="57"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="33"/>
        <source>application clocks setting</source>
        <translation>应用时钟设置</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="35"/>
        <source>power cap</source>
        <translation>功率上限</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="37"/>
        <source>HW slowdown</source>
        <translation>硬件降速</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="39"/>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="65"/>
        <source>sync boost</source>
        <translation>同步加速</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="41"/>
        <source>SW thermal slowdown</source>
        <translation>软件过热降速</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="43"/>
        <source>HW thermal slowdown</source>
        <translation>硬件过热降速</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="45"/>
        <source>power brake</source>
        <translation>功率制动</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="47"/>
        <source>display clock setting</source>
        <translation>显示时钟设置</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="49"/>
        <source>reason 0x%1</source>
        <translation>原因 0x%1</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="59"/>
        <source>app clocks</source>
        <comment>abbreviation of: application clocks setting</comment>
        <translation>应用时钟</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="61"/>
        <source>pwr cap</source>
        <comment>abbreviation of: power cap</comment>
        <translation>功率上限</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="63"/>
        <source>HW slow</source>
        <comment>abbreviation of: HW slowdown</comment>
        <translation>硬件降速</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="67"/>
        <source>SW therm</source>
        <comment>abbreviation of: SW thermal slowdown</comment>
        <translation>软件过热</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="69"/>
        <source>HW therm</source>
        <comment>abbreviation of: HW thermal slowdown</comment>
        <translation>硬件过热</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="71"/>
        <source>pwr brake</source>
        <comment>abbreviation of: power brake</comment>
        <translation>功率制动</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="73"/>
        <source>disp clock</source>
        <comment>abbreviation of: display clock setting</comment>
        <translation>显示时钟</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="82"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/dcgmseries.cpp" line="47"/>
        <source>not a Prometheus API answer: %1</source>
        <translation>不是 Prometheus API 的响应：%1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/dcgmseries.cpp" line="52"/>
        <source>Prometheus answered %1: %2</source>
        <translation>Prometheus 返回 %1：%2</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/dcgmseries.cpp" line="60"/>
        <source>the Prometheus answer has no data.result list</source>
        <translation>Prometheus 响应中没有 data.result 列表</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/nvidiasmicomputeapps.cpp" line="56"/>
        <location filename="../models/tooloutput/nvidiasmiquery.cpp" line="116"/>
        <source>nvidia-smi printed %1 values where %2 were asked for: %3</source>
        <translation>nvidia-smi 输出了 %1 个值，而请求的是 %2 个：%3</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/nvidiasmicomputeapps.cpp" line="66"/>
        <source>nvidia-smi printed a process without a pid: %1</source>
        <translation>nvidia-smi 输出了没有 pid 的进程：%1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/nvidiasmiquery.cpp" line="127"/>
        <source>nvidia-smi printed a row without a GPU index: %1</source>
        <translation>nvidia-smi 输出了没有 GPU 索引的行：%1</translation>
    </message>
    <message>
        <location filename="../models/telemetry/telemetrysourcespec.cpp" line="52"/>
        <source>unknown telemetry source &quot;%1&quot;: use auto, nvml, nvidia-smi, xpu-smi, amd-smi, sysfs, prometheus=URL, fake or fake=CAPTURE</source>
        <translation>未知的遥测来源 &quot;%1&quot;：请使用 auto、nvml、nvidia-smi、xpu-smi、amd-smi、sysfs、prometheus=URL、fake 或 fake=CAPTURE</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="82"/>
        <source>xpu-smi printed a header without a DeviceId column: %1</source>
        <translation>xpu-smi 输出的表头没有 DeviceId 列：%1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="92"/>
        <source>xpu-smi printed %1 values under a header of %2: %3</source>
        <translation>xpu-smi 在 %2 列的表头下输出了 %1 个值：%3</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="99"/>
        <source>xpu-smi printed a row without a device id: %1</source>
        <translation>xpu-smi 输出了没有设备 ID 的行：%1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="105"/>
        <source>Intel GPU %1</source>
        <translation>Intel GPU %1</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="39"/>
        <source>neither amd-smi nor rocm-smi is on PATH</source>
        <translation>PATH 中既没有 amd-smi 也没有 rocm-smi</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="44"/>
        <source>%1 did not answer in %2 s</source>
        <translation>%1 在 %2 秒内没有响应</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="51"/>
        <source>%1 listed no GPU</source>
        <translation>%1 没有列出任何 GPU</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="66"/>
        <source>%1 failed (status %2): %3</source>
        <translation>%1 失败（状态 %2）：%3</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="92"/>
        <source>%1 did not answer in %2 s; metrics are missing until it does</source>
        <translation>%1 在 %2 秒内没有响应；在它响应之前指标缺失</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/fakesource.cpp" line="39"/>
        <location filename="../backends/telemetry/prometheussource.cpp" line="60"/>
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="135"/>
        <location filename="../backends/telemetry/telemetrysources.cpp" line="74"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/fakesource.cpp" line="47"/>
        <source>%1: %2 section, row %3: %4</source>
        <translation>%1：%2 段，第 %3 行：%4</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/fakesource.cpp" line="59"/>
        <source>%1 holds no nvidia-smi --query-gpu CSV section</source>
        <translation>%1 中没有 nvidia-smi --query-gpu 的 CSV 段</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="64"/>
        <source>nvidia-smi printed no GPU in %1 s</source>
        <translation>nvidia-smi 在 %1 秒内没有输出任何 GPU</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="66"/>
        <source>nvidia-smi knows neither clocks_event_reasons nor clocks_throttle_reasons</source>
        <translation>nvidia-smi 既不认识 clocks_event_reasons，也不认识 clocks_throttle_reasons</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="131"/>
        <source>%1; restarted it</source>
        <translation>%1；已重新启动</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="133"/>
        <source>%1; metrics are missing until it runs again</source>
        <translation>%1；在它重新运行之前指标缺失</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="27"/>
        <source>NVML error %1</source>
        <translation>NVML 错误 %1</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="36"/>
        <source>%1 could not be loaded (%2): is the NVIDIA driver installed?</source>
        <translation>无法加载 %1（%2）：是否安装了 NVIDIA 驱动？</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="85"/>
        <source>%1 lacks nvmlInit/nvmlDeviceGetCount: not a usable NVML</source>
        <translation>%1 缺少 nvmlInit/nvmlDeviceGetCount：不是可用的 NVML</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="91"/>
        <source>NVML did not initialise: %1</source>
        <translation>NVML 未能初始化：%1</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="90"/>
        <source>NVML could not count GPUs: %1</source>
        <translation>NVML 无法统计 GPU：%1</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="92"/>
        <source>NVML sees no GPU</source>
        <translation>NVML 看不到 GPU</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="114"/>
        <source>NVML gave no handle for any of %1 GPUs</source>
        <translation>NVML 没有为 %1 个 GPU 中的任何一个提供句柄</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="149"/>
        <source>GPU %1 (%2) is lost: it fell off the bus</source>
        <translation>GPU %1（%2）已丢失：它已从总线上掉线</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/prometheussource.cpp" line="41"/>
        <source>%1 answered HTTP %2: %3</source>
        <translation>%1 返回 HTTP %2：%3</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/prometheussource.cpp" line="65"/>
        <source>%1 has no DCGM_FI_ series with a gpu label: no dcgm-exporter data there</source>
        <translation>%1 没有带 gpu 标签的 DCGM_FI_ 序列：那里没有 dcgm-exporter 数据</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/prometheussource.cpp" line="78"/>
        <source>&quot;%1&quot; is not an http(s) URL</source>
        <translation>&quot;%1&quot; 不是 http(s) URL</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/sysfssource.cpp" line="82"/>
        <source>%1 does not exist: no DRM GPU driver is loaded</source>
        <translation>%1 不存在：没有加载 DRM GPU 驱动</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/sysfssource.cpp" line="123"/>
        <source>no amdgpu, xe or i915 GPU under %1</source>
        <translation>%1 下没有 amdgpu、xe 或 i915 GPU</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="51"/>
        <source>%1: %n GPU(s) (%2) at %3 Hz</source>
        <translation>
            <numerusform>%1：%n 个 GPU（%2），%3 Hz</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="73"/>
        <source>telemetry stopped</source>
        <translation>遥测已停止</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="134"/>
        <source>%1: reading again</source>
        <translation>%1：重新读取</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysources.cpp" line="79"/>
        <source>no GPU telemetry source is available here (%1); --source fake shows synthesised GPUs</source>
        <translation>这里没有可用的 GPU 遥测来源（%1）；--source fake 显示合成的 GPU</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysources.cpp" line="82"/>
        <source>telemetry source not available: %1</source>
        <translation>遥测来源不可用：%1</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="27"/>
        <source>%1 is not on PATH</source>
        <translation>%1 不在 PATH 中</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="36"/>
        <source>%1 did not start: %2</source>
        <translation>%1 未能启动：%2</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="104"/>
        <source>%1 crashed</source>
        <translation>%1 崩溃了</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="105"/>
        <source>%1 exited with status %2</source>
        <translation>%1 以状态 %2 退出</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/xpusmisource.cpp" line="25"/>
        <source>xpu-smi dump printed no GPU row</source>
        <translation>xpu-smi dump 没有输出 GPU 行</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/latestreadings.cpp" line="44"/>
        <source>%1 has printed nothing for more than %2 s; metrics are missing until it answers</source>
        <translation>%1 已超过 %2 秒没有输出；在它响应之前指标缺失</translation>
    </message>
</context>
<context>
    <name>TextTr</name>
    <message>
        <location filename="../models/text/numbertext.cpp" line="90"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../models/text/numbertext.cpp" line="92"/>
        <location filename="../models/text/numbertext.cpp" line="95"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../models/text/numbertext.cpp" line="97"/>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <location filename="../models/text/numbertext.cpp" line="98"/>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <location filename="../models/text/shellwords.cpp" line="99"/>
        <source>the single quote at character %1 is not closed</source>
        <translation>第 %1 个字符处的单引号未闭合</translation>
    </message>
    <message>
        <location filename="../models/text/shellwords.cpp" line="108"/>
        <source>the double quote at character %1 is not closed</source>
        <translation>第 %1 个字符处的双引号未闭合</translation>
    </message>
</context>
<context>
    <name>WaveRunTr</name>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="61"/>
        <source>arm %1: no config named %2</source>
        <translation>组 %1：没有名为 %2 的配置</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="77"/>
        <source>arm %1 (%2)</source>
        <translation>组 %1（%2）</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="96"/>
        <source>arm %1: the server of config %2 did not become ready</source>
        <translation>组 %1：配置 %2 的服务器未能就绪</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="121"/>
        <source>the server of config %1 was stopped while it started: the wave was aborted</source>
        <translation>配置 %1 的服务器在启动过程中被停止：波次已中止</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="137"/>
        <source>(no output)</source>
        <translation>（无输出）</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="139"/>
        <source>the server of config %1 was not ready after %2 s (%3 never answered 200); its log ends:
%4</source>
        <translation>配置 %1 的服务器在 %2 秒后仍未就绪（%3 从未返回 200）；其日志结尾：
%4</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="144"/>
        <source>the server of config %1 was not ready after %2 s: it never reported its port (%3 names port 0, and its log has no line such as &quot;listening on http://HOST:PORT&quot;); its log ends:
%4</source>
        <translation>配置 %1 的服务器在 %2 秒后仍未就绪：它从未报告其端口（%3 指定了端口 0，而其日志中没有类似“listening on http://HOST:PORT”的行）；其日志结尾：
%4</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="179"/>
        <source>%1 answered HTTP %2</source>
        <translation>%1 返回 HTTP %2</translation>
    </message>
    <message>
        <location filename="../backends/waves/interruptedwaves.cpp" line="40"/>
        <source>the process that ran it (PID %1 on %2) is gone</source>
        <translation>运行它的进程（%2 上的 PID %1）已不存在</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="58"/>
        <source>its folder %1 could not be made</source>
        <translation>无法创建其文件夹 %1</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="65"/>
        <source>its log %1 could not be written: %2</source>
        <translation>无法写入其日志 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="86"/>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="92"/>
        <source>it did not finish within %1 s and was stopped</source>
        <translation>未在 %1 s 内完成，已被停止</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="96"/>
        <source>it was stopped: the wave was aborted</source>
        <translation>已被停止：该波次已中止</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="100"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="117"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="119"/>
        <source>no result in it</source>
        <translation>其中没有结果</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="121"/>
        <source>it wrote nothing Lanebook can read as a result: %1</source>
        <translation>其输出中没有 Lanebook 可读取的结果：%1</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="129"/>
        <source>Paused before step %1.</source>
        <translation>已在第 %1 步之前暂停。</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="133"/>
        <source>Resumed.</source>
        <translation>已继续。</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="177"/>
        <source>%1: the wave could not be recorded: %2</source>
        <translation>%1：无法录制波次：%2</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="188"/>
        <source>Wave %1 (%2) was left running and is now marked interrupted: %3.</source>
        <translation>波次 %1（%2）未结束就被遗留，现已标记为中断：%3。</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="194"/>
        <source>no telemetry source was given</source>
        <translation>未指定遥测来源</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="196"/>
        <source>No GPU telemetry is recorded with this wave&apos;s runs; their thermal/clocks gate will say its evidence is missing. Why: %1</source>
        <translation>此波次的运行不录制 GPU 遥测；它们的温度/时钟校验将报告缺少证据。原因：%1</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="224"/>
        <source>Stopping the servers.</source>
        <translation>正在停止服务器。</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="229"/>
        <source>The wave was aborted.</source>
        <translation>波次已中止。</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="239"/>
        <source>aborted before it ran</source>
        <translation>在运行前已中止</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="240"/>
        <source>the wave stopped before it</source>
        <translation>波次在它之前停止</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="243"/>
        <source>%1: the wave&apos;s end could not be recorded: %2</source>
        <translation>%1：无法记录波次的结束：%2</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="267"/>
        <source>the probe&apos;s run has no SLO attainment</source>
        <translation>该探测的运行没有 SLO 达成率</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="283"/>
        <source>skipped before it started</source>
        <translation>在开始前已跳过</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="294"/>
        <source>Starting the server of arm %1 (%2).</source>
        <translation>正在启动组 %1（%2）的服务器。</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="298"/>
        <source>aborted while its server started</source>
        <translation>在其服务器启动期间已中止</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="308"/>
        <source>The server of arm %1 (%2) picked its port: it answers at %3.</source>
        <translation>组 %1（%2）的服务器已自选端口：它在 %3 应答。</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="318"/>
        <source>arm %1: the prefix cache could not be reset (%2), and the plan requires it</source>
        <translation>组 %1：无法重置前缀缓存（%2），而计划要求重置</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="344"/>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="398"/>
        <source>aborted while it ran; the cut-short run was not recorded</source>
        <translation>在运行期间已中止；被截断的运行未录制</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="404"/>
        <source>skipped while it ran; the cut-short run was not recorded</source>
        <translation>在运行期间已跳过；被截断的运行未录制</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="424"/>
        <source>No GPU telemetry arrived for GPU(s) %1 during %2&apos;s run; such runs are recorded without a trace.</source>
        <translation>%2 运行期间没有收到 GPU %1 的遥测；此类运行将不带轨迹录制。</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="461"/>
        <source>arm %1: the server of config %2 exited during the run</source>
        <translation>组 %1：配置 %2 的服务器在运行期间退出</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="474"/>
        <source>%1: the run %2 could not be recorded: %3</source>
        <translation>%1：无法录制运行 %2：%3</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="489"/>
        <source>kept in the run journal while the notebook could not take it, and added when it could</source>
        <translation>笔记本无法接收时保存在运行日志中，可以接收后已添加</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="497"/>
        <source>%1: the telemetry trace of run %2 was not stored: %3</source>
        <translation>%1：运行 %2 的遥测轨迹未保存：%3</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="578"/>
        <source>%1: the failure of step %2 could not be kept on the wave: %3</source>
        <translation>%1：无法在波次中保存第 %2 步的失败：%3</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="122"/>
        <source>the program %1 does not exist; build or install it, or correct the path</source>
        <translation>程序 %1 不存在；请构建或安装它，或更正路径</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="127"/>
        <source>the program %1 is not an executable file; chmod +x it or name the right file</source>
        <translation>程序 %1 不是可执行文件；请对其执行 chmod +x，或指定正确的文件</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="137"/>
        <source>cannot find the program %1 on the PATH; install it, or give its full path in argv[0]</source>
        <translation>在 PATH 中找不到程序 %1；请安装它，或在 argv[0] 中给出完整路径</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="157"/>
        <source>%1 already answers (%2 to GET %3): another server would be measured in this arm&apos;s place; stop it, or give the arm a port nothing uses</source>
        <translation>%1 已在应答（GET %3 返回 %2）：测量到的将是另一个服务器而不是该组的服务器；请停止它，或给该组一个未被占用的端口</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="161"/>
        <source>port %1 on %2 is already in use, so the server could not listen there; stop what holds it, or give the arm another port</source>
        <translation>%2 上的端口 %1 已被占用，因此服务器无法在此监听；请停止占用它的程序，或给该组换一个端口</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavequalitysteps.cpp" line="51"/>
        <source>Quality step %1 of arm %2 (server start %3).</source>
        <translation>分支 %2 的质量步骤 %1（服务器启动 %3）。</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavequalitysteps.cpp" line="82"/>
        <source>its run %1 could not be stored: %2</source>
        <translation>无法保存其运行 %1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/waves/wavequalitysteps.cpp" line="92"/>
        <source>%n run(s) from %1</source>
        <translation>
            <numerusform>来自 %1 的 %n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/waves/wavequalitysteps.cpp" line="98"/>
        <source>arm %1: quality step %2 failed: %3</source>
        <translation>分支 %1：质量步骤 %2 失败：%3</translation>
    </message>
    <message>
        <location filename="../backends/waves/waverunner.cpp" line="36"/>
        <source>A wave is already running; wait for it or abort it first.</source>
        <translation>已有波次在运行；请等待它结束或先将其中止。</translation>
    </message>
</context>
<context>
    <name>WaveText</name>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="30"/>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="31"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="32"/>
        <source>GPUs %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="65"/>
        <source>control</source>
        <translation>对照</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="65"/>
        <source>candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="72"/>
        <source>recorded</source>
        <translation>已录制</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="74"/>
        <location filename="../models/waves/wavetext.cpp" line="93"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="76"/>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="78"/>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="87"/>
        <source>planned</source>
        <translation>已计划</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="89"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="91"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="95"/>
        <source>aborted</source>
        <translation>已中止</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="97"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
</context>
<context>
    <name>Waves</name>
    <message>
        <location filename="../models/waves/canaryexchange.cpp" line="38"/>
        <source>the answer is not a JSON object</source>
        <translation>响应不是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../models/waves/canaryexchange.cpp" line="42"/>
        <source>the answer has no choices</source>
        <translation>响应中没有 choices</translation>
    </message>
    <message>
        <location filename="../models/waves/canaryexchange.cpp" line="57"/>
        <source>the answer&apos;s first choice has no text</source>
        <translation>响应的第一个 choice 没有文本</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="37"/>
        <source>configs: the plan has no config</source>
        <translation>configs：计划中没有配置</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="43"/>
        <source>%1.name: a config needs a name</source>
        <translation>%1.name：配置需要名称</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="46"/>
        <source>%1.name: a second config named %2</source>
        <translation>%1.name：第二个名为 %2 的配置</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="49"/>
        <source>%1.argv: the command that starts the server is empty</source>
        <translation>%1.argv：启动服务器的命令为空</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="51"/>
        <source>%1.base_url: %2 is not an http:// or https:// URL</source>
        <translation>%1.base_url：%2 不是 http:// 或 https:// URL</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="54"/>
        <source>%1.health_url: %2 is not an http:// or https:// URL</source>
        <translation>%1.health_url：%2 不是 http:// 或 https:// URL</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="60"/>
        <source>%1.health_url: %2 and base_url %3 must both name port 0 (the server picks its port) or neither</source>
        <translation>%1.health_url：%2 与 base_url %3 必须都指定端口 0（由服务器自选端口），或都不指定</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="64"/>
        <source>%1.model: the served model name is empty</source>
        <translation>%1.model：所服务的模型名称为空</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="71"/>
        <source>%1.env.%2: both a value and a secret</source>
        <translation>%1.env.%2：同时给出了值和密钥</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="79"/>
        <source>arms: the plan has no arm</source>
        <translation>arms：计划中没有组</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="86"/>
        <source>%1.name: an arm needs a name</source>
        <translation>%1.name：组需要名称</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="88"/>
        <source>%1.name: a second arm named %2</source>
        <translation>%1.name：第二个名为 %2 的组</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="91"/>
        <source>%1.config: no config named %2</source>
        <translation>%1.config：没有名为 %2 的配置</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="95"/>
        <source>%1.gpus[%2]: GPU %3 is not one of this wave&apos;s GPUs (%4)</source>
        <translation>%1.gpus[%2]：GPU %3 不属于该波次的 GPU（%4）</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="102"/>
        <source>%1.gpus[%2]: GPU %3 is listed twice</source>
        <translation>%1.gpus[%2]：GPU %3 被列出了两次</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="107"/>
        <source>gpus[%1]: GPU %2 is listed twice</source>
        <translation>gpus[%1]：GPU %2 被列出了两次</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="110"/>
        <source>swap_gpus: there is no second arm to trade GPUs with</source>
        <translation>swap_gpus：没有第二组可交换 GPU</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="125"/>
        <source>arms[%1].gpus: GPU %2 is also arm %3&apos;s, and side by side the arms run at the same time</source>
        <translation>arms[%1].gpus：GPU %2 也属于组 %3，而并行模式下两组同时运行</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="138"/>
        <source>arms[%1].config: its server answers at %2 like arm %3&apos;s, and side by side both run at once</source>
        <translation>arms[%1].config：其服务器与组 %3 一样在 %2 应答，而并行模式下两者同时运行</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="151"/>
        <source>workload.concurrency: the list is empty</source>
        <translation>workload.concurrency：列表为空</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="153"/>
        <source>workload.context_tokens: the list is empty</source>
        <translation>workload.context_tokens：列表为空</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="155"/>
        <source>workload.requests: the list is empty</source>
        <translation>workload.requests：列表为空</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="157"/>
        <source>workload.requests: %1 counts for %2 concurrency values; give one count, or one per concurrency value</source>
        <translation>workload.requests：%2 个并发值对应了 %1 个数量；请给出一个数量，或每个并发值一个</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="164"/>
        <source>workload.%1[%2]: %3 is below 1</source>
        <translation>workload.%1[%2]：%3 小于 1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="174"/>
        <source>workload.output_tokens: %1 is below 1</source>
        <translation>workload.output_tokens：%1 小于 1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="176"/>
        <source>workload.warmup_requests: %1 is below 0</source>
        <translation>workload.warmup_requests：%1 小于 0</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="178"/>
        <source>repeats: %1 is below 1</source>
        <translation>repeats：%1 小于 1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="182"/>
        <source>workload: turns, trace and shared_system_prompt_tokens are kinds of traffic; choose one</source>
        <translation>workload：turns、trace 和 shared_system_prompt_tokens 是不同的流量类型；请选择其一</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="185"/>
        <source>workload.turns: synthetic conversations need no prompt_file</source>
        <translation>workload.turns：合成对话不需要 prompt_file</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="187"/>
        <source>workload.trace: a trace brings its own prompts; leave out prompt_file</source>
        <translation>workload.trace：trace 自带提示词；请去掉 prompt_file</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="191"/>
        <source>workload.shared_system_prompt_tokens: %1 is not shorter than context_tokens[%2] (%3)</source>
        <translation>workload.shared_system_prompt_tokens：%1 不短于 context_tokens[%2]（%3）</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="198"/>
        <source>search: the max-load search varies a closed loop&apos;s concurrency; conversations and traces set their own load</source>
        <translation>search：最大负载搜索改变的是闭环的并发数；对话和 trace 自行决定负载</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="209"/>
        <source>search: a search for the highest load under an SLO needs the plan&apos;s &quot;slo&quot;</source>
        <translation>search：在 SLO 下搜索最高负载需要计划中的 &quot;slo&quot;</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="212"/>
        <source>workload.concurrency: a search starts from one concurrency; give one value, not %1</source>
        <translation>workload.concurrency：搜索从一个并发数开始；请给出一个值，而不是 %1 个</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="216"/>
        <source>search.target_attainment_pct: %1 is not a percentage above 0</source>
        <translation>search.target_attainment_pct：%1 不是大于 0 的百分比</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="219"/>
        <source>search.resolution_pct: %1 is not between 0 and 100</source>
        <translation>search.resolution_pct：%1 不在 0 到 100 之间</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="222"/>
        <source>search.max_probes: %1 is not between 1 and %2</source>
        <translation>search.max_probes：%1 不在 1 到 %2 之间</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="234"/>
        <source>%1.name: a canary needs a name</source>
        <translation>%1.name：canary 需要名称</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="237"/>
        <source>%1.name: a second canary named %2</source>
        <translation>%1.name：第二个名为 %2 的 canary</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="242"/>
        <source>%1.prompt: the prompt is empty</source>
        <translation>%1.prompt：提示词为空</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="245"/>
        <source>%1.probes[%2].prompt: the prompt is empty</source>
        <translation>%1.probes[%2].prompt：提示词为空</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="247"/>
        <source>%1.probes[%2].expected: an exact-answer probe needs its known answer</source>
        <translation>%1.probes[%2].expected：精确答案探针需要其已知答案</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="254"/>
        <source>%1.expected: an exact-answer canary needs its known answer</source>
        <translation>%1.expected：精确答案 canary 需要其已知答案</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="257"/>
        <source>%1.probes: only exact_answer and same_as_control canaries ask several prompts</source>
        <translation>%1.probes：只有 exact_answer 和 same_as_control 类型的 canary 会发送多个提示词</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="261"/>
        <source>%1.tools: only a tool_call canary sends tools</source>
        <translation>%1.tools：只有 tool_call 类型的 canary 会发送工具</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="264"/>
        <source>%1.tools[0]: a tool needs {&quot;type&quot;: &quot;function&quot;, &quot;function&quot;: {&quot;name&quot;: ...}}</source>
        <translation>%1.tools[0]：工具需要 {&quot;type&quot;: &quot;function&quot;, &quot;function&quot;: {&quot;name&quot;: ...}}</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="269"/>
        <source>%1.min_agreement: %2 is not a share above 0 and at most 1</source>
        <translation>%1.min_agreement：%2 不是大于 0 且不超过 1 的比例</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="273"/>
        <source>%1.expected: a text canary needs the text its output must contain</source>
        <translation>%1.expected：文本 canary 需要其输出必须包含的文本</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="277"/>
        <source>%1.max_tokens: %2 is below 1</source>
        <translation>%1.max_tokens：%2 小于 1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="287"/>
        <source>name: the wave needs a name</source>
        <translation>name：波次需要名称</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="308"/>
        <source>repeats: %1 pairs cannot reach a verdict: an exact 95 % interval needs at least %2, so the comparison will say &quot;not enough data&quot; whatever the arms do</source>
        <translation>repeats：%1 对无法得出判定：精确的 95 % 区间至少需要 %2 对，因此无论两组表现如何，比较结果都会是“数据不足”</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="325"/>
        <source>%1[%2]: GPU %3 is not on this machine (%4 reports GPUs %5)</source>
        <translation>%1[%2]：GPU %3 不在本机上（%4 报告的 GPU 为 %5）</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="65"/>
        <source>unknown key</source>
        <translation>未知的键</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="74"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="88"/>
        <location filename="../models/waves/waveplanjson.cpp" line="231"/>
        <location filename="../models/waves/waveplanjson.cpp" line="359"/>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际为 %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="97"/>
        <source>expected a number, found %1</source>
        <translation>应为数字，实际为 %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="102"/>
        <source>%1 is out of range (at least %2)</source>
        <translation>%1 超出范围（至少为 %2）</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="121"/>
        <source>expected a whole number, found %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="141"/>
        <source>expected true or false, found %1</source>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="160"/>
        <source>expected a list of numbers, found %1</source>
        <translation>应为数字列表，实际为 %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="164"/>
        <source>the list is empty</source>
        <translation>列表为空</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="184"/>
        <location filename="../models/waves/waveplanjson.cpp" line="323"/>
        <location filename="../models/waves/waveplanjson.cpp" line="643"/>
        <location filename="../models/waves/waveplanjson.cpp" line="653"/>
        <location filename="../models/waves/waveplanjson.cpp" line="674"/>
        <source>expected an object, found %1</source>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="194"/>
        <source>expected a list, found %1</source>
        <translation>应为列表，实际为 %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="213"/>
        <source>%1 is not one of %2</source>
        <translation>%1 不是 %2 之一</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="270"/>
        <source>missing (control or candidate)</source>
        <translation>缺失（control 或 candidate）</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="366"/>
        <source>give either a prompt or probes, not both</source>
        <translation>请给出 prompt 或 probes 之一，不能同时给出</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="532"/>
        <source>expected a non-empty list of setting names, found %1</source>
        <translation>应为非空的设置名称列表，实际为 %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="542"/>
        <location filename="../models/waves/waveplanjson.cpp" line="553"/>
        <source>empty: name the setting under test</source>
        <translation>为空：请指定被测设置</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="545"/>
        <source>expected a setting name (a config key, an argv flag or a held-fixed group such as &quot;quantization&quot;), found %1</source>
        <translation>应为设置名称（配置键、argv 标志或诸如 &quot;quantization&quot; 的固定变量组），实际为 %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="564"/>
        <source>expected a setting name, a list of them or {&quot;name&quot;, &quot;keys&quot;}, found %1</source>
        <translation>应为设置名称、设置名称列表或 {&quot;name&quot;, &quot;keys&quot;}，实际为 %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="593"/>
        <source>the plan nests deeper than %1 levels at byte %2</source>
        <translation>计划在字节 %2 处嵌套超过 %1 层</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="603"/>
        <source>the plan is not valid JSON (byte %1): %2</source>
        <translation>计划不是有效的 JSON（字节 %1）：%2</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="609"/>
        <source>the plan holds a number too large to read: %1</source>
        <translation>计划中的数字太大，无法读取：%1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="622"/>
        <source>the plan must be a JSON object, found %1</source>
        <translation>计划必须是 JSON 对象，实际为 %1</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="134"/>
        <source>%1: expected an object, found %2</source>
        <translation>%1：应为对象，实际为 %2</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="144"/>
        <source>%1.%2: unknown key</source>
        <translation>%1.%2：未知的键</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="151"/>
        <source>%1: expected a string, found %2</source>
        <translation>%1：应为字符串，实际为 %2</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="162"/>
        <source>%1: &quot;%2&quot; is not one of perplexity, lm_eval, command</source>
        <translation>%1：&quot;%2&quot; 不是 perplexity、lm_eval、command 之一</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="169"/>
        <source>%1: &quot;%2&quot; is not one of per_server_start, per_arm</source>
        <translation>%1：&quot;%2&quot; 不是 per_server_start、per_arm 之一</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="175"/>
        <source>%1: expected a list of strings (never a shell string), found %2</source>
        <translation>%1：应为字符串列表（而非 shell 字符串），实际为 %2</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="183"/>
        <source>%1[%2]: expected a string, found %3</source>
        <translation>%1[%2]：应为字符串，实际为 %3</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="194"/>
        <source>%1: expected a number of seconds above 0, found %2</source>
        <translation>%1：应为大于 0 的秒数，实际为 %2</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="202"/>
        <source>%1: expected a whole number of at least 1, found %2</source>
        <translation>%1：应为不小于 1 的整数，实际为 %2</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="235"/>
        <source>%1.name: a quality step needs a name (its runs and files are named after it)</source>
        <translation>%1.name：质量步骤需要一个名称（其运行和文件以此命名）</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="240"/>
        <source>%1.name: a second quality step named &quot;%2&quot;</source>
        <translation>%1.name：已有另一个名为 &quot;%2&quot; 的质量步骤</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="244"/>
        <source>%1.name: &quot;%2&quot; names a folder and a file; use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>%1.name：&quot;%2&quot; 会用作文件夹名和文件名；请使用字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="249"/>
        <source>%1.tasks: an lm_eval step without argv needs the tasks to run (e.g. &quot;arc_challenge&quot;)</source>
        <translation>%1.tasks：没有 argv 的 lm_eval 步骤需要指定要运行的任务（例如 &quot;arc_challenge&quot;）</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="254"/>
        <source>%1.argv: the command is empty</source>
        <translation>%1.argv：命令为空</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="258"/>
        <source>%1.argv[%2]: unknown placeholder %3 (known: {base_url}, {model}, {gpus}, {out_dir}, {arm}, {config})</source>
        <translation>%1.argv[%2]：未知占位符 %3（已知：{base_url}、{model}、{gpus}、{out_dir}、{arm}、{config}）</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="54"/>
        <source>converged</source>
        <translation>已收敛</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="56"/>
        <source>out of probes before the resolution</source>
        <translation>在达到分辨率之前探测次数已用完</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="58"/>
        <source>even concurrency 1 missed</source>
        <translation>即使并发数 1 也未达到 SLO</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="60"/>
        <source>still met at the highest concurrency allowed</source>
        <translation>在允许的最高并发数下仍满足 SLO</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="62"/>
        <source>a probe failed</source>
        <translation>一次探测失败</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="63"/>
        <source>not finished</source>
        <translation>未完成</translation>
    </message>
</context>
<context>
    <name>lanebook::ChartView</name>
    <message>
        <location filename="../widgets/charts/chartview.cpp" line="59"/>
        <source>No chart yet.</source>
        <translation>还没有图表。</translation>
    </message>
</context>
<context>
    <name>lanebook::ChartsPage</name>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="38"/>
        <source>Throughput of different models on one axis says little: choose one model to compare its quantizations and configs.</source>
        <translation>把不同模型的吞吐量放在同一坐标轴上意义不大：请选择一个模型，比较其量化方式和配置。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="40"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="45"/>
        <source>&amp;Y:</source>
        <translation>&amp;Y：</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="49"/>
        <source>&amp;Quality:</source>
        <translation>质量(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="53"/>
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="54"/>
        <source>Config</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="55"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="56"/>
        <source>Lane</source>
        <translation>泳道</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="57"/>
        <source>&amp;Series per:</source>
        <translation>分组依据(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="61"/>
        <source>Median, IQR</source>
        <translation>中位数，IQR</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="62"/>
        <source>Mean, 95% CI</source>
        <translation>均值，95% CI</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="63"/>
        <source>Median, no bars</source>
        <translation>中位数，无误差条</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="64"/>
        <source>&amp;Repeats:</source>
        <translation>重复(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="70"/>
        <source>&amp;Latency:</source>
        <translation>延迟(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="75"/>
        <source>Linear</source>
        <translation>线性</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="76"/>
        <source>Logarithmic</source>
        <translation>对数</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="77"/>
        <source>Automatic: linear while every series reads on it, logarithmic when the values span orders of magnitude; a value far above all others is left out and named under the chart.</source>
        <translation>自动：每个系列都能在线性坐标上读出时使用线性，数值跨越多个数量级时使用对数；远高于其他所有值的值会被略去，并在图表下方注明。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="80"/>
        <source>Y &amp;axis:</source>
        <translation>Y 轴(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="81"/>
        <source>Include &amp;invalid runs</source>
        <translation>包含无效运行(&amp;I)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="83"/>
        <source>Runs judged invalid measure nothing trustworthy; they are left out unless you ask for them.</source>
        <translation>被判为无效的运行测不出可信的结果；除非你要求，否则不予显示。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="88"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="91"/>
        <source>As PNG…</source>
        <translation>导出为 PNG…</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="92"/>
        <source>As SVG…</source>
        <translation>导出为 SVG…</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="102"/>
        <source>&amp;Chart:</source>
        <translation>图表(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="247"/>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="74"/>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="154"/>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="189"/>
        <source>All models</source>
        <translation>所有模型</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="219"/>
        <source>The notebook has no runs yet. Import result files (File › Import) or open the demo notebook.</source>
        <translation>笔记本中还没有运行。请导入结果文件（文件 › 导入）或打开演示笔记本。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="227"/>
        <source>Loading the run&apos;s telemetry…</source>
        <translation>正在加载运行的遥测…</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="242"/>
        <source>Loading the selected runs&apos; request samples…</source>
        <translation>正在加载所选运行的请求样本…</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="249"/>
        <source>Automatic (logarithmic)</source>
        <translation>自动（对数）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="250"/>
        <source>Automatic (linear)</source>
        <translation>自动（线性）</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="253"/>
        <source>Hover a point to see its run; click to open it.</source>
        <translation>将鼠标悬停在点上查看其运行；点击打开。</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="266"/>
        <source>SVG images (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="266"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="268"/>
        <location filename="../widgets/charts/chartspage.cpp" line="280"/>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="281"/>
        <source>The chart could not be written to %1.

%2</source>
        <translation>无法将图表写入 %1。

%2</translation>
    </message>
</context>
<context>
    <name>lanebook::ChartsWiring</name>
    <message>
        <location filename="../app/gui/chartswiring.cpp" line="27"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../app/gui/chartswiring.cpp" line="38"/>
        <source>Chart written to %1</source>
        <translation>图表已写入 %1</translation>
    </message>
</context>
<context>
    <name>lanebook::ColorSchemeWiring</name>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="22"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="37"/>
        <source>&amp;Colour Scheme</source>
        <translation>配色方案(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="51"/>
        <source>&amp;System Default</source>
        <translation>系统默认(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="52"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="53"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
</context>
<context>
    <name>lanebook::ColumnChooserDialog</name>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="32"/>
        <source>Choose Columns</source>
        <translation>选择列</translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="37"/>
        <source>Find a metric</source>
        <translation>查找指标</translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="40"/>
        <source>Only metrics this notebook has</source>
        <translation>只显示本笔记本中有的指标</translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="46"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="46"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="119"/>
        <source>%1 — no run in this notebook has it yet</source>
        <translation>%1 — 此笔记本中还没有运行包含它</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="173"/>
        <source>%n column(s) chosen</source>
        <translation>
            <numerusform>已选择 %n 列</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::ComparePage</name>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="88"/>
        <source>Swap control and candidate</source>
        <translation>交换对照与候选</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="105"/>
        <source>The metric compared: those both arms record. Each run&apos;s throughput is chosen unless you pick another.</source>
        <translation>比较的指标：两组都记录的指标。除非你另选，否则使用每个运行的吞吐量。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="110"/>
        <source>&amp;Metric:</source>
        <translation>指标(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="117"/>
        <source>Record Verdict…</source>
        <translation>记录判定…</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="119"/>
        <source>Decide a finding with this comparison: adopted, negative, inconclusive or invalid, with the reason</source>
        <translation>用此比较对一个发现作出判定：已采纳、负面、无定论或无效，并附理由</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="238"/>
        <source>Quality beside speed</source>
        <translation>质量与速度对照</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="240"/>
        <source>Speculative decoding</source>
        <translation>推测解码</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="243"/>
        <source>Prefix cache and TTFT by turn</source>
        <translation>前缀缓存与按轮次的 TTFT</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="246"/>
        <source>Gates</source>
        <translation>校验</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="248"/>
        <source>Config diff</source>
        <translation>配置差异</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="250"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="413"/>
        <source>Recording the verdict…</source>
        <translation>正在记录判定…</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="427"/>
        <source>Recorded: %1 on finding #%2 “%3”</source>
        <translation>已记录：发现 #%2“%3”的判定为%1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="435"/>
        <source>The verdict was not recorded: %1</source>
        <translation>判定未记录：%1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="96"/>
        <source>Comparing…</source>
        <translation>正在比较…</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparepage_report.cpp" line="97"/>
        <source>Reading %Ln control run(s) and the candidate runs, then computing the paired statistics.</source>
        <translation>
            <numerusform>正在读取 %Ln 个对照运行和候选运行，然后计算配对统计。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="120"/>
        <source>The runs could not be read</source>
        <translation>无法读取运行</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="128"/>
        <source>Choose what to compare</source>
        <translation>选择要比较的内容</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="129"/>
        <source>Drag runs from the Runs table onto Control (A) and Candidate (B), or select them there and use Compare in the context menu: two runs, two sets of runs, or the two arms of a wave.</source>
        <translation>把运行从“运行”表拖到对照（A）和候选（B）上，或在那里选中它们并使用右键菜单中的“比较”：两个运行、两组运行，或一个波次的两组。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="153"/>
        <source>Every row at %1; medians of %2.</source>
        <translation>每一行都在 %1；%2 的中位数。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="154"/>
        <source>the workload shown</source>
        <translation>所显示的负载</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="169"/>
        <source>Config diff (control → candidate)</source>
        <translation>配置差异（对照 → 候选）</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="213"/>
        <source>No metric is recorded by runs of both arms, so there is nothing to compare. Put runs that measured the same thing (a throughput, a latency) in both arms.</source>
        <translation>没有任何指标同时被两组的运行记录，因此无从比较。请在两组中都放入测量同一内容（吞吐量、延迟）的运行。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="224"/>
        <source>%1 is not recorded by both arms, so this compares %2 instead.</source>
        <translation>%1 并非两组都有记录，因此改为比较 %2。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparepage_report.cpp" line="316"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… 以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="38"/>
        <source>%1 (median of %2)</source>
        <translation>%1（%2 的中位数）</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="40"/>
        <source>%1: control %2 · candidate %3</source>
        <translation>%1：对照 %2 · 候选 %3</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="306"/>
        <source>Only the control measured %1.</source>
        <translation>只有对照测量了 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="308"/>
        <source>Only the candidate measured %1.</source>
        <translation>只有候选测量了 %1。</translation>
    </message>
</context>
<context>
    <name>lanebook::ComparisonPointsModel</name>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="186"/>
        <source>%1: %2, %3</source>
        <translation>%1：%2，%3</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="254"/>
        <source>Overall</source>
        <translation>总体</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="286"/>
        <source>Workload point</source>
        <translation>负载点</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="289"/>
        <source>Control</source>
        <translation>对照</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="291"/>
        <source>Candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="293"/>
        <source>Delta</source>
        <translation>差值</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="295"/>
        <source>%1% CI</source>
        <translation>%1% CI</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="297"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="299"/>
        <source>Pairs</source>
        <translation>配对</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="301"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="329"/>
        <source>Concurrency</source>
        <translation>并发</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="330"/>
        <source>Request rate (req/s)</source>
        <translation>请求速率（req/s）</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="331"/>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="332"/>
        <source>Input tokens</source>
        <translation>输入 token</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="333"/>
        <source>Output tokens</source>
        <translation>输出 token</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="334"/>
        <source>Prompt tokens (pp)</source>
        <translation>提示词 token（pp）</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="335"/>
        <source>Generated tokens (tg)</source>
        <translation>生成 token（tg）</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="336"/>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
</context>
<context>
    <name>lanebook::ComparisonTableProxy</name>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="95"/>
        <source>%1 (%n outlier(s))</source>
        <translation>
            <numerusform>%1（%n 个离群值）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="107"/>
        <source>unpaired</source>
        <translation>未配对</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="120"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="120"/>
        <source>%n control run(s)</source>
        <translation>
            <numerusform>%n 个对照运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="121"/>
        <source>%n candidate run(s)</source>
        <translation>
            <numerusform>%n 个候选运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="123"/>
        <source>paired</source>
        <translation>已配对</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="128"/>
        <source>p before Holm&apos;s correction: %1</source>
        <translation>Holm 校正前的 p：%1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="130"/>
        <source>called only when the whole interval lies outside ±%1%</source>
        <translation>仅当整个区间都落在 ±%1% 之外时判定</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="136"/>
        <source>%n run(s) stand out from the arm&apos;s repeats; kept in the median:</source>
        <translation>
            <numerusform>%n 个运行在该分支的重复中显得异常；仍计入中位数：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="152"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>lanebook::CompositionRoot</name>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="86"/>
        <source>Could not open the notebook %1.

%2</source>
        <translation>无法打开笔记本 %1。

%2</translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="166"/>
        <source>There is no notebook at %1.</source>
        <translation>%1 处没有笔记本。</translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="180"/>
        <source>A file already exists at %1. Choose another name, or open it with Open Notebook.</source>
        <translation>%1 处已存在文件。请另选名称，或用“打开笔记本”打开它。</translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="201"/>
        <source>Could not prepare the demo notebook: %1</source>
        <translation>无法准备演示笔记本：%1</translation>
    </message>
</context>
<context>
    <name>lanebook::ConfigDiffView</name>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Control (A)</source>
        <translation>对照（A）</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Candidate (B)</source>
        <translation>候选（B）</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="94"/>
        <source>No difference: both arms run the same recipe (an A/A comparison).</source>
        <translation>没有差异：两组运行相同的配方（A/A 比较）。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="105"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;%2 held-fixed variables changed together (%3)&lt;/b&gt;: the difference is attributable to no single one of them.&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;%2 个固定变量一起发生了变化（%3）&lt;/b&gt;：差异无法归因于其中任何一个。&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="115"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;%2 settings changed together (%3)&lt;/b&gt;: the difference is attributable to no single one of them, unless they are declared as one variable.&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;%2 项设置一起发生了变化（%3）&lt;/b&gt;：差异无法归因于其中任何一个，除非把它们声明为一个变量。&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="122"/>
        <source>The variable under test: &lt;b&gt;%1&lt;/b&gt;. Only what differs is listed, control → candidate.</source>
        <translation>被测变量：&lt;b&gt;%1&lt;/b&gt;。只列出不同之处，对照 → 候选。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="126"/>
        <source>No held-fixed variable changed. Only what differs is listed, control → candidate.</source>
        <translation>没有固定变量发生变化。只列出不同之处，对照 → 候选。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="142"/>
        <source>mechanical, not counted</source>
        <translation>机械性差异，不计入</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="144"/>
        <source>recorded on one side only (%1): held fixed cannot be told</source>
        <translation>只在一侧有记录（%1）：无法判断是否固定</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="146"/>
        <source>recorded on one side only</source>
        <translation>只在一侧有记录</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="148"/>
        <source>held fixed: %1</source>
        <translation>固定：%1</translation>
    </message>
</context>
<context>
    <name>lanebook::FindingEditor</name>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="66"/>
        <source>Choose a finding on the left, or start one with New Finding. Write the hypothesis first: it is stamped with the time, so the write-up shows it came before the results.</source>
        <translation>在左侧选择一个发现，或用“新建发现”开始一个。先写假设：它会加上时间戳，这样报告能表明它写于结果之前。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="113"/>
        <source>What you expect and why, written before any result.</source>
        <translation>你预期什么以及为什么，在任何结果之前写下。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="118"/>
        <source>The number you predict, e.g. +5% output tok/s at concurrency 256 (the byte ledger&apos;s bound when there is one).</source>
        <translation>你预测的数字，例如并发 256 时输出 tok/s +5%（若有字节账本上限则以其为准）。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="134"/>
        <source>Why: a verdict nobody can explain is not one.</source>
        <translation>原因：无人能解释的判定不算判定。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="146"/>
        <source>Runs and waves this finding rests on. Double-click a run to open it in the Runs tab.</source>
        <translation>该发现所依据的运行和波次。双击运行可在“运行”标签页中打开。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="149"/>
        <source>&amp;Link Runs…</source>
        <translation>关联运行(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="151"/>
        <source>Choose runs of the notebook as this finding&apos;s control (A) or candidate (B).</source>
        <translation>从笔记本中选择运行，作为此发现的对照（A）或候选（B）。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="165"/>
        <source>Markdown: why the result came out this way, under which conditions it might not.</source>
        <translation>Markdown：结果为什么是这样，在什么条件下可能不成立。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="183"/>
        <source>The class of ideas this result rules out.</source>
        <translation>该结果排除的一类想法。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="184"/>
        <source>What to try next.</source>
        <translation>下一步要尝试什么。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="192"/>
        <source>When (UTC)</source>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="192"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="192"/>
        <source>Now reads</source>
        <translation>现为</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="207"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="208"/>
        <source>&amp;Hypothesis:</source>
        <translation>假设(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="210"/>
        <source>&amp;Prediction:</source>
        <translation>预测(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="211"/>
        <source>&amp;Verdict:</source>
        <translation>判定(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="214"/>
        <source>Linked:</source>
        <translation>已关联：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="215"/>
        <source>&amp;Analysis:</source>
        <translation>分析(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="216"/>
        <source>&amp;Rules out:</source>
        <translation>排除(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="217"/>
        <source>&amp;Next:</source>
        <translation>下一步(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="218"/>
        <source>History:</source>
        <translation>历史：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="263"/>
        <source>Unlink This Run</source>
        <translation>取消关联此运行</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="372"/>
        <source>Editing…</source>
        <translation>正在编辑…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="391"/>
        <source>A recorded verdict can be changed, not withdrawn.</source>
        <translation>已记录的判定可以修改，但不能撤回。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="400"/>
        <location filename="../widgets/findings/findingeditor.cpp" line="421"/>
        <source>Not saved: a verdict is saved with its reason. Write why.</source>
        <translation>未保存：结论须与理由一同保存。请写明原因。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="427"/>
        <location filename="../widgets/findings/findingeditor.cpp" line="440"/>
        <source>Saving…</source>
        <translation>正在保存…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="437"/>
        <source>A finding needs a title; the old one is kept.</source>
        <translation>发现需要标题；保留原标题。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="448"/>
        <source>All changes saved %1.</source>
        <translation>所有更改已于 %1 保存。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="454"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="463"/>
        <source>&lt;b&gt;Under test.&lt;/b&gt; Link the runs it rests on (Compare › Record Verdict, or &lt;tt&gt;lanebook-cli finding link&lt;/tt&gt;), then record the verdict.</source>
        <translation>&lt;b&gt;测试中。&lt;/b&gt;关联其所依据的运行（比较 › 记录判定，或 &lt;tt&gt;lanebook-cli finding link&lt;/tt&gt;），然后记录判定。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="466"/>
        <source>&lt;b&gt;%1 result&lt;/b&gt; — kept, with why, so nobody tries it blind again.%2</source>
        <translation>&lt;b&gt;%1结果&lt;/b&gt;——连同原因一起保留，以免有人再盲目尝试。%2</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="478"/>
        <source>Not saved yet: the verdict is saved with its reason.</source>
        <translation>尚未保存：结论会与理由一同保存。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="508"/>
        <source>Reconstructed after the results, from %1; recorded %2.</source>
        <translation>在结果之后根据 %1 重建；记录于 %2。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="511"/>
        <source>Locked now that results are linked.</source>
        <translation>已关联结果，现已锁定。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="513"/>
        <source>Locked: results are linked, so the hypothesis can no longer change.</source>
        <translation>已锁定：已关联结果，假设不能再修改。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="515"/>
        <source>Written %1, AFTER the first linked run started (%2): the results were known. Locked now that results are linked.</source>
        <translation>写于 %1，晚于第一个关联运行开始（%2）：当时结果已知。已关联结果，现已锁定。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="519"/>
        <source>Written %1, before the first linked run started (%2); locked now that results are linked.</source>
        <translation>写于 %1，早于第一个关联运行开始（%2）；已关联结果，现已锁定。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="523"/>
        <source>Written %1; locked now that results are linked.</source>
        <translation>写于 %1；已关联结果，现已锁定。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="526"/>
        <source>Not written yet. It is stamped with the time when saved.</source>
        <translation>尚未写。保存时会加上时间戳。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="527"/>
        <source>Written %1. It locks once results are linked.</source>
        <translation>写于 %1。关联结果后即锁定。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="545"/>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="549"/>
        <source>Double-click to open the run.</source>
        <translation>双击打开该运行。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="553"/>
        <source>control</source>
        <translation>对照</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="555"/>
        <source>candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="557"/>
        <source>wave · %1 (#%2)</source>
        <translation>波次 · %1（#%2）</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="558"/>
        <source>wave %1</source>
        <translation>波次 %1</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="563"/>
        <source>%1 · %2 — deleted from the notebook</source>
        <translation>%1 · %2 — 已从笔记本中删除</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="568"/>
        <source>Nothing linked yet.</source>
        <translation>尚未关联任何内容。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="582"/>
        <source>Was: %1
Now: %2</source>
        <translation>原为：%1
现为：%2</translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsExportPreview</name>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="33"/>
        <source>Exported Findings</source>
        <translation>已导出的发现</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="50"/>
        <source>Open &amp;Folder</source>
        <translation>打开文件夹(&amp;F)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="68"/>
        <source>%n finding(s) written to %1.</source>
        <translation>
            <numerusform>已将 %n 个发现写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="70"/>
        <source>No chart was drawn.</source>
        <translation>没有绘制图表。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="71"/>
        <source>%n chart(s) beside it.</source>
        <translation>
            <numerusform>旁边有 %n 张图表。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="77"/>
        <source>Warnings:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="129"/>
        <source>Export Findings</source>
        <translation>导出发现</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="130"/>
        <source>Markdown (*.md);;All files (*)</source>
        <translation>Markdown (*.md);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsExportWiring</name>
    <message>
        <location filename="../app/gui/findingsexportwiring.cpp" line="87"/>
        <source>Exporting the findings to %1…</source>
        <translation>正在将发现导出到 %1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/findingsexportwiring.cpp" line="170"/>
        <source>Findings exported to %1, with %n chart(s).</source>
        <translation>
            <numerusform>发现已导出到 %1，附 %n 张图表。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/findingsexportwiring.cpp" line="179"/>
        <source>The findings could not be exported to %1.

%2</source>
        <translation>无法将发现导出到 %1。

%2</translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsPage</name>
    <message>
        <location filename="../widgets/findings/findingspage.cpp" line="35"/>
        <source>&amp;New Finding…</source>
        <translation>新建发现(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingspage.cpp" line="37"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingspage.cpp" line="40"/>
        <source>Write every finding as a markdown document, with its charts beside it</source>
        <translation>将每个发现写成 Markdown 文档，图表放在旁边</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingspage.cpp" line="83"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingspage.cpp" line="105"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n 个发现</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingspage.cpp" line="106"/>
        <source>, %n negative</source>
        <translation>
            <numerusform>，%n 个负面</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsWiring</name>
    <message>
        <location filename="../app/gui/findingswiring.cpp" line="26"/>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <location filename="../app/gui/findingswiring.cpp" line="192"/>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
</context>
<context>
    <name>lanebook::GateListView</name>
    <message>
        <location filename="../widgets/comparison/gatelistview.cpp" line="69"/>
        <source>No gate was evaluated.</source>
        <translation>没有评估任何校验。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/gatelistview.cpp" line="73"/>
        <source>Status the gates suggest: %1</source>
        <translation>校验建议的状态：%1</translation>
    </message>
</context>
<context>
    <name>lanebook::GettingStartedDialog</name>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="21"/>
        <source>Getting started with Lanebook</source>
        <translation>Lanebook 入门</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="23"/>
        <source>Lanebook keeps every benchmark run in one notebook, with where it came from, so that “FP8 is 12% faster” can always be checked against its runs.</source>
        <translation>Lanebook 把每次基准测试运行及其来源保存在一个笔记本中，因此“FP8 快 12%”随时可以对照其运行加以核实。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="27"/>
        <source>1. Open or create a notebook</source>
        <translation>1. 打开或新建笔记本</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="28"/>
        <source>&lt;b&gt;File › New Notebook…&lt;/b&gt; creates one (a single file), &lt;b&gt;File › Open Notebook…&lt;/b&gt; opens one and &lt;b&gt;File › Open Team Notebook…&lt;/b&gt; opens one the team shares on PostgreSQL. Without a notebook, the start page may also offer &lt;b&gt;Open Demo Notebook&lt;/b&gt;.</source>
        <translation>&lt;b&gt;文件 › 新建笔记本…&lt;/b&gt;创建一个（单个文件），&lt;b&gt;文件 › 打开笔记本…&lt;/b&gt;打开一个，&lt;b&gt;文件 › 打开团队笔记本…&lt;/b&gt;打开团队在 PostgreSQL 上共享的笔记本。没有笔记本时，起始页还可能提供&lt;b&gt;打开演示笔记本&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="33"/>
        <source>2. Import result files</source>
        <translation>2. 导入结果文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="34"/>
        <source>Drop result files or folders on the window, or use &lt;b&gt;File › Import Files…&lt;/b&gt; and &lt;b&gt;File › Import Folder…&lt;/b&gt;. Each file&apos;s format is detected by its content, never its name: vLLM bench, SGLang bench_serving, llama-bench, GuideLLM, AIPerf, genai-perf, lm-eval, llama-perplexity. Importing a file again adds nothing.</source>
        <translation>把结果文件或文件夹拖到窗口上，或使用&lt;b&gt;文件 › 导入文件…&lt;/b&gt;和&lt;b&gt;文件 › 导入文件夹…&lt;/b&gt;。每个文件的格式按内容识别，从不看文件名：vLLM bench、SGLang bench_serving、llama-bench、GuideLLM、AIPerf、genai-perf、lm-eval、llama-perplexity。再次导入同一文件不会新增任何内容。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="40"/>
        <source>3. Runs</source>
        <translation>3. 运行</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="41"/>
        <source>The &lt;b&gt;Runs&lt;/b&gt; tab lists every run. Type in &lt;b&gt;Filter runs&lt;/b&gt; or pick a tool, model or lane to narrow it; &lt;b&gt;View › Choose Columns…&lt;/b&gt; picks the metrics shown. The &lt;b&gt;Inspector&lt;/b&gt; shows the selected run&apos;s metrics, config, gates and notes.</source>
        <translation>&lt;b&gt;运行&lt;/b&gt;标签页列出每个运行。在&lt;b&gt;筛选运行&lt;/b&gt;中输入，或选择工具、模型或泳道来缩小范围；&lt;b&gt;视图 › 选择列…&lt;/b&gt;决定显示哪些指标。&lt;b&gt;检查器&lt;/b&gt;显示所选运行的指标、配置、检查和笔记。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="46"/>
        <source>4. Compare</source>
        <translation>4. 比较</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="47"/>
        <source>Drag runs onto &lt;b&gt;Control (A)&lt;/b&gt; and &lt;b&gt;Candidate (B)&lt;/b&gt; in the &lt;b&gt;Compare&lt;/b&gt; tab, or use the Runs table&apos;s context menu. Runs are paired by workload point and repeat; each point gets the delta with its 95% confidence interval, a verdict that says faster or slower only when the whole interval lies outside the noise floor, and the validity gates (clocks, interleaving, sample size…) with reasons.</source>
        <translation>把运行拖到&lt;b&gt;比较&lt;/b&gt;标签页的&lt;b&gt;对照 (A)&lt;/b&gt;和&lt;b&gt;候选 (B)&lt;/b&gt;上，或使用运行表的右键菜单。运行按负载点和重复次数配对；每个点给出差值及其 95% 置信区间、一个只有整个区间都落在噪声范围之外时才判定更快或更慢的结论，以及附带理由的有效性检查（时钟、交错、样本量……）。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="54"/>
        <source>5. Charts</source>
        <translation>5. 图表</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="55"/>
        <source>&lt;b&gt;Charts&lt;/b&gt; plots throughput against context length and concurrency, speed and quality against bits, latency distributions and telemetry beside load, and exports them as PNG or SVG.</source>
        <translation>&lt;b&gt;图表&lt;/b&gt;绘制吞吐量随上下文长度和并发的变化、速度和质量随位数的变化、延迟分布以及与负载并列的遥测，并可导出为 PNG 或 SVG。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="59"/>
        <source>6. Findings</source>
        <translation>6. 发现</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="60"/>
        <source>In &lt;b&gt;Findings&lt;/b&gt;, &lt;b&gt;New Finding…&lt;/b&gt; asks for the hypothesis first: it is stamped before any result is linked. Link the runs, write the analysis and record a verdict: adopted, negative, inconclusive or invalid. Negative results are kept: they say what not to try again.</source>
        <translation>在&lt;b&gt;发现&lt;/b&gt;中，&lt;b&gt;新建发现…&lt;/b&gt;首先要求填写假设：它在链接任何结果之前就打上时间戳。链接运行、撰写分析并记录结论：采纳、否定、不确定或无效。否定结果会被保留：它们说明哪些不必再试。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="66"/>
        <source>7. Waves</source>
        <translation>7. 波次</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="67"/>
        <source>A wave is an A/B experiment Lanebook runs itself. In &lt;b&gt;Waves&lt;/b&gt;, plan the arms (one per GPU), the workload and the repeats; the arms run interleaved, A,B,A,B, so drift hits both alike. &lt;b&gt;Start Wave&lt;/b&gt;, watch each arm, then &lt;b&gt;Compare the Arms&lt;/b&gt;.</source>
        <translation>波次是 Lanebook 自己运行的 A/B 实验。在&lt;b&gt;波次&lt;/b&gt;中规划各个臂（每个 GPU 一个）、负载和重复次数；各臂交错运行，A,B,A,B，使漂移对两边影响相同。&lt;b&gt;开始波次&lt;/b&gt;，观察每个臂，然后&lt;b&gt;比较各臂&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="72"/>
        <source>8. Live telemetry</source>
        <translation>8. 实时遥测</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="73"/>
        <source>&lt;b&gt;Live&lt;/b&gt; shows a card per GPU (power, clocks, temperature, memory, throttle reasons in words) and the status bar keeps small meters; each run records the telemetry of its GPUs.</source>
        <translation>&lt;b&gt;实时&lt;/b&gt;为每个 GPU 显示一张卡片（功率、时钟、温度、显存、用文字说明的降频原因），状态栏保留小型指示；每次运行都会记录其 GPU 的遥测。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="77"/>
        <source>9. The command line</source>
        <translation>9. 命令行</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="78"/>
        <source>Everything works from scripts too: &lt;code&gt;lanebook-cli help&lt;/code&gt; lists the commands (import, runs, compare, check for CI, run, wave, finding…), on the same notebook.</source>
        <translation>一切也可以在脚本中完成：&lt;code&gt;lanebook-cli help&lt;/code&gt; 列出各条命令（import、runs、compare、用于 CI 的 check、run、wave、finding……），作用于同一个笔记本。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="90"/>
        <source>Getting Started</source>
        <translation>入门</translation>
    </message>
</context>
<context>
    <name>lanebook::GpuCard</name>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="82"/>
        <source>waiting for the first sample</source>
        <translation>正在等待第一个样本</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="271"/>
        <source>bus %1</source>
        <translation>总线 %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="273"/>
        <source>driver %1</source>
        <translation>驱动 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/gpucard.cpp" line="280"/>
        <source>Now: %1
In the last %n minute(s): %2</source>
        <translation>
            <numerusform>当前：%1
最近 %n 分钟：%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="288"/>
        <source>PCIe link: %1</source>
        <translation>PCIe 链路：%1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="295"/>
        <source>The link runs below what the GPU and its slot allow. An idle GPU lowers its generation to save power; under load it should be back at its maximum.</source>
        <translation>链路低于 GPU 及其插槽所允许的水平。空闲的 GPU 会降低代数以节省电力；在负载下应恢复到最高。</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="250"/>
        <source>%1: not reported by this source</source>
        <translation>%1：该来源未报告</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/gpucard.cpp" line="251"/>
        <source>%1: %2 now; %3 to %4 in the last %n minute(s)</source>
        <translation>
            <numerusform>%1：当前 %2；最近 %n 分钟内 %3 至 %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::GpuMetersBar</name>
    <message>
        <location filename="../widgets/telemetry/gpumetersbar.cpp" line="53"/>
        <source>GPU telemetry: waiting</source>
        <translation>GPU 遥测：等待中</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpumetersbar.cpp" line="53"/>
        <source>No GPU telemetry</source>
        <translation>无 GPU 遥测</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpumetersbar.cpp" line="81"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>lanebook::GpuTelemetryStrip</name>
    <message>
        <location filename="../widgets/telemetry/gputelemetrystrip.cpp" line="52"/>
        <source>no telemetry for GPU %1</source>
        <translation>GPU %1 没有遥测</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gputelemetrystrip.cpp" line="54"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
</context>
<context>
    <name>lanebook::ImportProgressWidget</name>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="15"/>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="40"/>
        <source>Importing</source>
        <translation>正在导入</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="21"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="22"/>
        <source>Stop after the file being read; what was imported stays</source>
        <translation>读完当前文件后停止；已导入的内容会保留</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="25"/>
        <source>Cancelling</source>
        <translation>正在取消</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="46"/>
        <source>%1 of %2 files</source>
        <translation>%2 个文件中的第 %1 个</translation>
    </message>
</context>
<context>
    <name>lanebook::ImportSummaryDialog</name>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="67"/>
        <source>Import Summary</source>
        <translation>导入摘要</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Present</source>
        <translation>已存在</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="81"/>
        <source>Runs added to the notebook</source>
        <translation>添加到笔记本的运行</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="83"/>
        <source>Runs already in the notebook from an earlier import</source>
        <translation>之前导入时已在笔记本中的运行</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="97"/>
        <source>Show only files that failed</source>
        <translation>只显示失败的文件</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="124"/>
        <source>%Ln file(s) read.</source>
        <translation>
            <numerusform>已读取 %Ln 个文件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="125"/>
        <source>%Ln run(s) added.</source>
        <translation>
            <numerusform>已添加 %Ln 个运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="127"/>
        <source>%Ln run(s) were already in the notebook.</source>
        <translation>
            <numerusform>%Ln 个运行已在笔记本中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="130"/>
        <source>%Ln file(s) could not be imported; nothing from them was added.</source>
        <translation>
            <numerusform>%Ln 个文件无法导入；其中的内容均未添加。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="133"/>
        <source>%Ln file(s) in the folders were not benchmark results and were skipped.</source>
        <translation>
            <numerusform>文件夹中有 %Ln 个文件不是基准测试结果，已跳过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="136"/>
        <source>%Ln file(s) added nothing of their own: what they hold comes with another file.</source>
        <translation>
            <numerusform>%Ln 个文件未添加任何自身内容：其内容随另一文件导入。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="177"/>
        <source>Skipped: comes with %1</source>
        <translation>已跳过：随 %1 导入</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="140"/>
        <source>The import was cancelled; the remaining files were not read.</source>
        <translation>导入已取消；其余文件未读取。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="143"/>
        <source>Files in %1</source>
        <translation>%1 中的文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="170"/>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="183"/>
        <source>Skipped: not a benchmark result</source>
        <translation>已跳过：不是基准测试结果</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="192"/>
        <source>Imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="194"/>
        <source>Already in the notebook</source>
        <translation>已在笔记本中</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="197"/>
        <source>No runs found in this file</source>
        <translation>该文件中未找到运行</translation>
    </message>
</context>
<context>
    <name>lanebook::LaneSloDialog</name>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="21"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="22"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="37"/>
        <source>SLO of lane %1</source>
        <translation>通道 %1 的 SLO</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="39"/>
        <source>A request meets the SLO when it keeps every bound set here. Bench runs, waves, Compare and the CLI&apos;s check judge this lane&apos;s runs against it when they are given no SLO of their own: SLO attainment, goodput in requests and tokens per second.</source>
        <translation>请求守住此处设置的每个界限即满足 SLO。Bench 运行、波次、比较以及 CLI 的 check 在未给出自己的 SLO 时按它评判该通道的运行：SLO 达成率、以每秒请求数和 token 数计的有效吞吐。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="45"/>
        <source>Time to first token (TTFT):</source>
        <translation>首 token 时间（TTFT）：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="46"/>
        <source>Time per output token (TPOT):</source>
        <translation>每输出 token 时间（TPOT）：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="47"/>
        <source>Inter-token latency, p99 within the request:</source>
        <translation>token 间延迟，请求内 p99：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="48"/>
        <source>End-to-end latency:</source>
        <translation>端到端延迟：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="50"/>
        <source>No SLO</source>
        <translation>无 SLO</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="51"/>
        <source>Set every bound to none: the lane then sets no SLO</source>
        <translation>将所有界限设为无：该通道将不设 SLO</translation>
    </message>
</context>
<context>
    <name>lanebook::LaneWiring</name>
    <message>
        <location filename="../app/gui/lanewiring.cpp" line="33"/>
        <source>The SLO of lane %1 was saved.</source>
        <translation>通道 %1 的 SLO 已保存。</translation>
    </message>
    <message>
        <location filename="../app/gui/lanewiring.cpp" line="40"/>
        <source>The lane&apos;s SLO was not saved: %1</source>
        <translation>通道的 SLO 未保存：%1</translation>
    </message>
</context>
<context>
    <name>lanebook::LanguageWiring</name>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="40"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="47"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="49"/>
        <source>Applied at the next start of Lanebook</source>
        <translation>下次启动 Lanebook 时生效</translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="66"/>
        <source>System Default (%1)</source>
        <translation>系统默认（%1）</translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="105"/>
        <source>Lanebook will start in %1 next time; this window keeps its language until then.</source>
        <translation>Lanebook 下次启动时将使用%1；在此之前本窗口保持当前语言。</translation>
    </message>
</context>
<context>
    <name>lanebook::LinkRunsDialog</name>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="24"/>
        <source>Link Runs to “%1”</source>
        <translation>将运行关联到“%1”</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="27"/>
        <source>Choose the runs this finding compares. Linking results locks the hypothesis as it is written now.</source>
        <translation>选择此发现要比较的运行。关联结果后，假设将按现在的写法锁定。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="29"/>
        <source>Choose the runs this finding compares.</source>
        <translation>选择此发现要比较的运行。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="34"/>
        <source>Filter by label, model, lane or format</source>
        <translation>按标签、模型、泳道或格式筛选</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="38"/>
        <source>as &amp;control (A)</source>
        <translation>作为对照（A）(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="40"/>
        <source>as c&amp;andidate (B)</source>
        <translation>作为候选（B）(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="50"/>
        <source>&amp;Link</source>
        <translation>关联(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="122"/>
        <source>No run chosen.</source>
        <translation>未选择运行。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="123"/>
        <source>%n run(s) chosen</source>
        <translation>
            <numerusform>已选择 %n 个运行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::LiveTelemetryPage</name>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="51"/>
        <source>Where the readings come from. &quot;auto&quot; tries NVML, nvidia-smi, xpu-smi, amd-smi and sysfs in turn.</source>
        <translation>读数的来源。&quot;auto&quot; 依次尝试 NVML、nvidia-smi、xpu-smi、amd-smi 和 sysfs。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="56"/>
        <source>last %n minute(s)</source>
        <translation>
            <numerusform>最近 %n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="61"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="64"/>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="95"/>
        <source>All GPUs:</source>
        <translation>所有 GPU：</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="311"/>
        <source>%1

Choose another source above, or run `lanebook-cli telemetry --source auto --once` to see what each source says.</source>
        <translation>%1

请在上方选择其他来源，或运行 `lanebook-cli telemetry --source auto --once` 查看每个来源的输出。</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="317"/>
        <source>%1 Hz</source>
        <translation>%1 Hz</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="318"/>
        <source>first sample</source>
        <translation>第一个样本</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="319"/>
        <source>%1 · %n GPU(s) · %2</source>
        <translation>
            <numerusform>%1 · %n 个 GPU · %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="321"/>
        <source>%1 — %2 (showing the last readings)</source>
        <translation>%1 — %2（显示最近的读数）</translation>
    </message>
</context>
<context>
    <name>lanebook::MainWindow</name>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="65"/>
        <location filename="../widgets/shell/mainwindow.cpp" line="176"/>
        <location filename="../widgets/shell/mainwindow.cpp" line="275"/>
        <source>Lanebook</source>
        <translation>Lanebook</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="74"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="76"/>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="22"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="117"/>
        <source>The filters hide the run you chose. Clear them to see it again.</source>
        <translation>筛选条件隐藏了所选运行。清除筛选即可再次看到它。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="153"/>
        <source>Notebook</source>
        <translation>笔记本</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="159"/>
        <source>Inspector</source>
        <translation>检查器</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="173"/>
        <source>No notebook open</source>
        <translation>未打开笔记本</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="174"/>
        <source>%Ln run(s)</source>
        <translation>
            <numerusform>%Ln 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="176"/>
        <source>%1 — Lanebook</source>
        <translation>%1 — Lanebook</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="187"/>
        <source>Select a run to see what it was.</source>
        <translation>选择一个运行，查看它的详情。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="216"/>
        <source>Reading %Ln run(s)…</source>
        <translation>
            <numerusform>正在读取 %Ln 个运行…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="219"/>
        <source>Reading the metric columns of %Ln run(s)…</source>
        <translation>
            <numerusform>正在读取 %Ln 个运行的指标列…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="253"/>
        <source>Could not load run %1: %2</source>
        <translation>无法加载运行 %1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="267"/>
        <source>Import finished: %Ln run(s) added</source>
        <translation>
            <numerusform>导入完成：已添加 %Ln 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="309"/>
        <source>Open or create a notebook first, then drop the files on it again.</source>
        <translation>请先打开或创建一个笔记本，然后再次把文件拖放到上面。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="25"/>
        <source>Lanebook notebooks (*.lanebook);;All files (*)</source>
        <translation>Lanebook 笔记本 (*.lanebook);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="32"/>
        <source>&amp;New Notebook…</source>
        <translation>新建笔记本(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="36"/>
        <source>&amp;Open Notebook…</source>
        <translation>打开笔记本(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="40"/>
        <source>Open &amp;Team Notebook…</source>
        <translation>打开团队笔记本(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="42"/>
        <source>Open a notebook the team shares on a PostgreSQL server</source>
        <translation>打开团队在 PostgreSQL 服务器上共享的笔记本</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="45"/>
        <source>&amp;Import Files…</source>
        <translation>导入文件(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="47"/>
        <source>Add the runs in benchmark result files</source>
        <translation>添加基准测试结果文件中的运行</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="50"/>
        <source>Import &amp;Folder…</source>
        <translation>导入文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="52"/>
        <source>Add the runs in every result file under a folder</source>
        <translation>添加文件夹下每个结果文件中的运行</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="55"/>
        <source>&amp;Export Findings…</source>
        <translation>导出发现(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="58"/>
        <source>Write every finding as a markdown document, with its charts beside it</source>
        <translation>将每个发现写成 Markdown 文档，图表放在旁边</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="61"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="66"/>
        <source>Choose &amp;Columns…</source>
        <translation>选择列(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="69"/>
        <source>&amp;Secrets…</source>
        <translation>密钥(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="72"/>
        <source>Keep API keys and tokens in the keychain, for launch configs to name</source>
        <translation>把 API 密钥和令牌保存在钥匙串中，供启动配置引用</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="75"/>
        <source>&amp;Getting Started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="79"/>
        <source>A short tour: notebooks, imports, Compare, Waves</source>
        <translation>简短导览：笔记本、导入、比较、波次</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="82"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="86"/>
        <source>&amp;About Lanebook</source>
        <translation>关于 Lanebook(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="93"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="97"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="106"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="113"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="116"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="145"/>
        <source>Clear Recent Notebooks</source>
        <translation>清除最近打开的笔记本</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="153"/>
        <source>New Notebook</source>
        <translation>新建笔记本</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="170"/>
        <source>Open Notebook</source>
        <translation>打开笔记本</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="178"/>
        <source>Import Benchmark Results</source>
        <translation>导入基准测试结果</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="179"/>
        <source>Benchmark results (*.json *.jsonl *.csv *.log *.txt);;All files (*)</source>
        <translation>基准测试结果 (*.json *.jsonl *.csv *.log *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="188"/>
        <source>Import a Folder of Results</source>
        <translation>导入结果文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="252"/>
        <source>About Lanebook</source>
        <translation>关于 Lanebook</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="253"/>
        <source>&lt;h3&gt;Lanebook %1&lt;/h3&gt;&lt;p&gt;A lab notebook for LLM inference benchmarks: import results from vLLM, SGLang, llama.cpp, AIPerf, GuideLLM and lm-eval, and keep every run, with where it came from.&lt;/p&gt;&lt;p&gt;Copyright &amp;copy; the Lanebook authors. Licensed under the GNU General Public License, version 3 or (at your option) any later version; see the LICENSE file (installed as /usr/share/doc/lanebook/copyright). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Lanebook %1&lt;/h3&gt;&lt;p&gt;LLM 推理基准测试的实验笔记本：导入 vLLM、SGLang、llama.cpp、AIPerf、GuideLLM 和 lm-eval 的结果，保留每一个运行及其来源。&lt;/p&gt;&lt;p&gt;版权所有 &amp;copy; Lanebook 作者。依据 GNU 通用公共许可证第 3 版或（由您选择）任何更新版本授权；请参阅 LICENSE 文件（安装位置为 /usr/share/doc/lanebook/copyright）。本软件不提供任何担保。&lt;/p&gt;&lt;p&gt;使用 Qt %2 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="23"/>
        <source>Compare (%1 vs %2)</source>
        <translation>比较（%1 对 %2）</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="31"/>
        <source>Control (A): %1, candidate (B): %2.</source>
        <translation>对照（A）：%1，候选（B）：%2。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="32"/>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="33"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="36"/>
        <source>The Compare tab shows the comparison.</source>
        <translation>比较标签页显示比较结果。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="37"/>
        <source>Now choose the other arm.</source>
        <translation>现在请选择另一组。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="63"/>
        <source>Verdict recorded: %1 on finding #%2.</source>
        <translation>判定已记录：发现 #%2 的判定为%1。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="71"/>
        <source>The verdict was not recorded: %1</source>
        <translation>判定未记录：%1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="85"/>
        <source>Notebook repaired</source>
        <translation>笔记本已修复</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="86"/>
        <source>Opening this notebook repaired what an older Lanebook did to it: %n repair(s).</source>
        <translation>
            <numerusform>打开此笔记本时修复了旧版 Lanebook 对它造成的问题：%n 处修复。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="91"/>
        <source>Runs that importing a file under another language had stored again are merged into the first, with their notes, tags and finding links. Values it masked as secrets although they were none are named with their runs; importing a run&apos;s file again restores them. The details list each repair; they are not shown again.</source>
        <translation>在另一种语言下导入文件而重复保存的运行已合并到最早的那个，其备注、标签和发现链接均保留。旧版把并非机密的值当作机密遮蔽的，已在各自的运行中列出；再次导入该运行的文件即可恢复。详细信息列出了每一处修复；它们不会再次显示。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_layout.cpp" line="16"/>
        <source>Reset &amp;Layout</source>
        <translation>重置布局(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_layout.cpp" line="18"/>
        <source>Put the notebook tree and the inspector back beside the tabs, at their default widths</source>
        <translation>将笔记本树和检查器放回标签页两侧，恢复默认宽度</translation>
    </message>
</context>
<context>
    <name>lanebook::NewFindingDialog</name>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="16"/>
        <source>New Finding</source>
        <translation>新建发现</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="19"/>
        <source>The idea, e.g. Opportunistic expert activation</source>
        <translation>想法，例如：机会式专家激活</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="23"/>
        <source>What you expect and why. Written now, before the results, and stamped with the time.</source>
        <translation>你预期什么以及为什么。现在写下，在结果之前，并加上时间戳。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="28"/>
        <source>Optional: the number you predict.</source>
        <translation>可选：你预测的数字。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="32"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="33"/>
        <source>&amp;Hypothesis:</source>
        <translation>假设(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="34"/>
        <source>&amp;Prediction:</source>
        <translation>预测(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="36"/>
        <source>&amp;Create</source>
        <translation>创建(&amp;C)</translation>
    </message>
</context>
<context>
    <name>lanebook::NotebookTreeModel</name>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="144"/>
        <source>(no lane)</source>
        <translation>（无泳道）</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="149"/>
        <source>%Ln run(s) in lane %1</source>
        <translation>
            <numerusform>泳道 %1 中的 %Ln 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="154"/>
        <source>%1
No SLO. Right-click to set one.</source>
        <translation>%1
无 SLO。右键单击可设置。</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="155"/>
        <source>%1
SLO: %2
Runs given no SLO of their own are judged against it.</source>
        <translation>%1
SLO：%2
未给出自己 SLO 的运行按它评判。</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="184"/>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="186"/>
        <source>%Ln finding(s), %1 negative</source>
        <translation>
            <numerusform>%Ln 个发现，%1 个负面</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="198"/>
        <source>under test</source>
        <translation>测试中</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="202"/>
        <source>%1
Under test: no verdict yet</source>
        <translation>%1
测试中：尚无判定</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="203"/>
        <source>%1
%2: %3</source>
        <translation>%1
%2：%3</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="222"/>
        <source>Lane / run</source>
        <translation>泳道 / 运行</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="224"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
</context>
<context>
    <name>lanebook::NotebookTreeView</name>
    <message>
        <location filename="../widgets/shell/notebooktreeview.cpp" line="100"/>
        <source>Lane SLO…</source>
        <translation>通道 SLO…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/notebooktreeview.cpp" line="102"/>
        <source>The latency bounds the runs of lane %1 are judged against</source>
        <translation>评判通道 %1 的运行所用的延迟界限</translation>
    </message>
</context>
<context>
    <name>lanebook::RecordVerdictDialog</name>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="27"/>
        <source>The change works and is kept</source>
        <translation>该改动有效，予以采纳</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="29"/>
        <source>The change does not help (or hurts); kept on record so nobody tries it again blind</source>
        <translation>该改动没有帮助（或有害）；记录在案，以免有人再盲目尝试</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="32"/>
        <source>The data cannot tell yet: more repeats, or a cleaner comparison</source>
        <translation>数据尚不能说明问题：需要更多重复，或更干净的比较</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="35"/>
        <source>The measurement is broken (a gate failed, or the arms differ in more than the change)</source>
        <translation>测量有问题（有校验失败，或两组的差异不止该改动）</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="49"/>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="117"/>
        <source>Record Verdict</source>
        <translation>记录判定</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="58"/>
        <source>New finding…</source>
        <translation>新建发现…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="61"/>
        <source>#%1 %2 (%3)</source>
        <translation>#%1 %2（%3）</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="64"/>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="70"/>
        <source>The idea under test, e.g. “Opportunistic expert activation”</source>
        <translation>被测试的想法，例如“机会式专家激活”</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="74"/>
        <source>What you expected and why (optional)</source>
        <translation>你预期什么以及为什么（可选）</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="91"/>
        <source>What the comparison showed, and why that decides it (required)</source>
        <translation>比较显示了什么，以及为什么据此作出判定（必填）</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="95"/>
        <source>Insert the Numbers</source>
        <translation>插入数字</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="96"/>
        <source>Starts the reason with the comparison&apos;s numbers</source>
        <translation>以比较的数字作为理由的开头</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="107"/>
        <source>&amp;Reason:</source>
        <translation>理由(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="110"/>
        <source>&amp;Finding:</source>
        <translation>发现(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="111"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="112"/>
        <source>&amp;Hypothesis:</source>
        <translation>假设(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="113"/>
        <source>Verdict:</source>
        <translation>判定：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="160"/>
        <source>A new finding needs a title.</source>
        <translation>新发现需要标题。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="162"/>
        <source>A verdict needs a reason: say what the comparison showed.</source>
        <translation>判定需要理由：请说明比较显示了什么。</translation>
    </message>
</context>
<context>
    <name>lanebook::RunAnnotationDialog</name>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="21"/>
        <source>Annotate %1</source>
        <translation>注释 %1</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="25"/>
        <source>What you noticed: a warm GPU, a noisy neighbour, a flag you forgot.</source>
        <translation>你注意到的情况：GPU 偏热、嘈杂的邻居、忘记加的参数。</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="29"/>
        <source>Comma separated, e.g. baseline, warm-cache</source>
        <translation>用逗号分隔，例如 baseline, warm-cache</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="32"/>
        <source>Keep the status</source>
        <translation>保持状态</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="38"/>
        <source>Why the status is overridden (required)</source>
        <translation>覆盖状态的原因（必填）</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="44"/>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="45"/>
        <source>&amp;Tags:</source>
        <translation>标签(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="46"/>
        <source>&amp;Status:</source>
        <translation>状态(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="47"/>
        <source>&amp;Reason:</source>
        <translation>理由(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="85"/>
        <source>A status override needs its reason: the gates never overwrite it, so the reason is what the next reader sees.</source>
        <translation>状态覆盖需要理由：校验永远不会覆盖它，因此下一位读者看到的就是这个理由。</translation>
    </message>
</context>
<context>
    <name>lanebook::RunInspector</name>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="63"/>
        <source>Redacted: looks like a secret</source>
        <translation>已隐去：看起来像密钥</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="66"/>
        <source>lost</source>
        <translation>已丢失</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="67"/>
        <source>An older Lanebook masked this value as if it were a secret and did not keep it. Import the run&apos;s source file again to restore it.</source>
        <translation>旧版 Lanebook 把这个值当作机密遮蔽，且未保留。再次导入该运行的源文件即可恢复。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="116"/>
        <source>Property</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="116"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="135"/>
        <source>Select a run to see what it was.</source>
        <translation>选择一个运行，查看它的详情。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="184"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="190"/>
        <source>Token counts</source>
        <translation>Token 数</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector.cpp" line="191"/>
        <source>estimated from stream chunks for %n request(s): the server sent no usage</source>
        <translation>
            <numerusform>%n 个请求根据流式分块估算：服务器没有发送 usage</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="199"/>
        <source>Workload</source>
        <translation>负载</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="201"/>
        <source>Config</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="205"/>
        <source>Other fields from the file</source>
        <translation>文件中的其他字段</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="232"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="233"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="234"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="235"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="236"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="237"/>
        <source>Lane</source>
        <translation>泳道</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="240"/>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="113"/>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="35"/>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="37"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="243"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="251"/>
        <source>A measured run has no source file to restore them from.</source>
        <translation>测量得到的运行没有可用于恢复它们的源文件。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="252"/>
        <source>Import the run&apos;s source file again to restore them.</source>
        <translation>再次导入该运行的源文件即可恢复它们。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="253"/>
        <source>Data lost</source>
        <translation>数据丢失</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector.cpp" line="254"/>
        <source>%n value(s) masked by an older Lanebook</source>
        <translation>
            <numerusform>%n 个值被旧版 Lanebook 遮蔽</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="255"/>
        <source>An older Lanebook masked these values as if they were secrets and did not keep them: %1. %2</source>
        <translation>旧版 Lanebook 把这些值当作机密遮蔽，且未保留：%1。%2</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="259"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="260"/>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="268"/>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="285"/>
        <source>%1 (the file calls it &quot;%2&quot;)</source>
        <translation>%1（文件中称为 &quot;%2&quot;）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="299"/>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="300"/>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="301"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="307"/>
        <source>median %1 · p90 %2 · p99 %3</source>
        <translation>中位数 %1 · p90 %2 · p99 %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector.cpp" line="311"/>
        <source>over %n request(s) that recorded it</source>
        <translation>
            <numerusform>基于记录了该值的 %n 个请求</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="313"/>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="34"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="314"/>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="34"/>
        <source>End-to-end</source>
        <translation>端到端</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="322"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="323"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="324"/>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="325"/>
        <source>Where in the file</source>
        <translation>在文件中的位置</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="326"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="20"/>
        <source>Annotate…</source>
        <translation>注释…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="21"/>
        <source>Add a note or a tag to this run, or override its status with a reason</source>
        <translation>为该运行添加备注或标签，或附理由覆盖其状态</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="75"/>
        <source>&lt;b&gt;Status set to %1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;状态已设为%1&lt;/b&gt;——%2</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="80"/>
        <source>Note: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="112"/>
        <source>Status set</source>
        <translation>已设状态</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="116"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="120"/>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="124"/>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="49"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="124"/>
        <source>Annotate… adds a note, a tag, or a status with its reason</source>
        <translation>“注释…”可添加备注、标签，或附理由的状态</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="25"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="27"/>
        <source>tool call</source>
        <translation>工具调用</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="29"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="31"/>
        <source>exact answers</source>
        <translation>精确答案</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="33"/>
        <source>same output as the control</source>
        <translation>与对照输出相同</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="66"/>
        <source>Canaries</source>
        <translation>Canary</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="71"/>
        <source>fails: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="73"/>
        <source>answered: agreement is judged against the control in a comparison (at least %1% of words)</source>
        <translation>已回答：一致性在比较中与对照比对判定（至少 %1% 的词）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="77"/>
        <source>passes</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="79"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="82"/>
        <source>Must call</source>
        <translation>必须调用</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="83"/>
        <source>%1 with %2</source>
        <translation>%1，参数 %2</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="84"/>
        <source>any function</source>
        <translation>任意函数</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="86"/>
        <source>any arguments</source>
        <translation>任意参数</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="89"/>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="91"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="93"/>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="99"/>
        <source>no answer: %1</source>
        <translation>没有回答：%1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="106"/>
        <source>%1 (known answer: %2)</source>
        <translation>%1（已知答案：%2）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="24"/>
        <source>Outliers</source>
        <translation>离群值</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="25"/>
        <source>none: no request&apos;s TTFT or end-to-end latency stands out</source>
        <translation>无：没有请求的 TTFT 或端到端延迟明显偏离</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="26"/>
        <source>%n request latency(ies) stand out; kept in every number</source>
        <translation>
            <numerusform>%n 个请求延迟明显偏离；仍计入所有数值</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="28"/>
        <source>Modified z-score beyond 3.5, or outside the 1.5 IQR Tukey fences, among the run&apos;s successful requests</source>
        <translation>在该运行的成功请求中，修正 z 分数超过 3.5，或落在 1.5 IQR 的 Tukey 围栏之外</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="36"/>
        <source>Request %1 · %2</source>
        <translation>请求 %1 · %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="42"/>
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="55"/>
        <source>Among its repeats</source>
        <translation>在其重复运行中</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="58"/>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="65"/>
        <source>Outlier</source>
        <translation>离群值</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="58"/>
        <source>not judged: %n repeat(s) of its arm at this point, 3 are needed</source>
        <translation>
            <numerusform>未判定：该分支在此点有 %n 次重复，需要 3 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="65"/>
        <source>no: in line with the %n repeat(s) of its arm at this point (%1)</source>
        <translation>
            <numerusform>否：与该分支在此点的 %n 次重复一致（%1）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="74"/>
        <source>Outlier · %1</source>
        <translation>离群值 · %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="75"/>
        <source>%1 stands out: %2; kept in every number</source>
        <translation>%1 异常：%2；仍计入所有数据</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="25"/>
        <source>Gates</source>
        <translation>校验</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="49"/>
        <source>no gate has judged this run</source>
        <translation>没有校验评判过此运行</translation>
    </message>
</context>
<context>
    <name>lanebook::RunSetZone</name>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="69"/>
        <location filename="../widgets/comparison/runsetzone.cpp" line="162"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="72"/>
        <source>Take every run out of this arm</source>
        <translation>把所有运行移出该组</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="75"/>
        <source>Drop the control runs here (the baseline), or choose Compare → Set as Control in the Runs table&apos;s menu.</source>
        <translation>把对照运行（基线）拖放到这里，或在“运行”表的菜单中选择“比较 → 设为对照”。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="77"/>
        <source>Drop the candidate runs here (the change under test), or choose Compare → Set as Candidate in the Runs table&apos;s menu.</source>
        <translation>把候选运行（被测改动）拖放到这里，或在“运行”表的菜单中选择“比较 → 设为候选”。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="93"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="120"/>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="122"/>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="128"/>
        <source>Control (A)</source>
        <translation>对照（A）</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="128"/>
        <source>Candidate (B)</source>
        <translation>候选（B）</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/runsetzone.cpp" line="131"/>
        <source>%1 · %Ln run(s)</source>
        <translation>
            <numerusform>%1 · %Ln 个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/runsetzone.cpp" line="160"/>
        <source>Remove %Ln Run(s)</source>
        <translation>
            <numerusform>移除 %Ln 个运行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::RunTableModel</name>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="202"/>
        <source>What the validity gates suggest. Valid: every gate that applies passed. Inconclusive: no evidence recorded, nothing wrong was found but something a gate needs was not measured. Diagnostic: a gate warned. Invalid: a gate failed. Failed: the run did not finish. Hover a status for more.</source>
        <translation>校验给出的建议。有效：所有适用的校验均已通过。无定论：未记录证据，没有发现问题，但某项校验所需的数据未被测量。诊断：有校验发出警告。无效：有校验失败。失败：运行未完成。将鼠标悬停在状态上可查看详情。</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="232"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="234"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="236"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="238"/>
        <source>Lane</source>
        <translation>泳道</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="240"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="242"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
</context>
<context>
    <name>lanebook::RunTelemetryTraceView</name>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="40"/>
        <source>GPU telemetry</source>
        <translation>GPU 遥测</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="90"/>
        <source>No telemetry was recorded with this run.</source>
        <translation>该运行没有录制遥测。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="98"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="99"/>
        <source>%1 recorded</source>
        <translation>已录制 %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="101"/>
        <source>utilization %1 on average</source>
        <translation>平均利用率 %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="104"/>
        <source>power %1 on average</source>
        <translation>平均功率 %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="107"/>
        <source>SM clock down to %1</source>
        <translation>SM 时钟最低降至 %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="111"/>
        <source>up to %1</source>
        <translation>最高 %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="119"/>
        <source>GPU %1 %2</source>
        <translation>GPU %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="126"/>
        <source>not throttled</source>
        <translation>未降频</translation>
    </message>
</context>
<context>
    <name>lanebook::RunsPage</name>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="82"/>
        <source>Loading runs…</source>
        <translation>正在加载运行…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="101"/>
        <source>Filter runs</source>
        <translation>筛选运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="102"/>
        <source>Shows runs whose label, model, lane or format contain every word typed here</source>
        <translation>显示标签、模型、泳道或格式包含这里输入的每个词的运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="123"/>
        <source>Show runs imported from one tool</source>
        <translation>显示从某个工具导入的运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="124"/>
        <source>Show runs of one model</source>
        <translation>显示某个模型的运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="125"/>
        <source>Show runs of one lane</source>
        <translation>显示某个泳道的运行</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="130"/>
        <source>Columns…</source>
        <translation>列…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="132"/>
        <source>Choose which metrics the table shows</source>
        <translation>选择表格显示哪些指标</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="151"/>
        <source>Drop benchmark result files here to import them</source>
        <translation>把基准测试结果文件拖放到这里即可导入</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="156"/>
        <source>vLLM and SGLang bench results, llama-bench JSON/CSV, AIPerf/genai-perf exports, GuideLLM benchmarks, lm-eval results and llama-perplexity logs. Folders are searched for them.</source>
        <translation>vLLM 和 SGLang bench 结果、llama-bench JSON/CSV、AIPerf/genai-perf 导出、GuideLLM 基准、lm-eval 结果和 llama-perplexity 日志。也会在文件夹中搜索这些文件。</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="163"/>
        <source>Import Files…</source>
        <translation>导入文件…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="164"/>
        <source>Import Folder…</source>
        <translation>导入文件夹…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="259"/>
        <source>All formats</source>
        <translation>所有格式</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="263"/>
        <source>All models</source>
        <translation>所有模型</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="267"/>
        <source>All lanes</source>
        <translation>所有泳道</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runspage.cpp" line="314"/>
        <source>%Ln run(s)</source>
        <translation>
            <numerusform>%Ln 个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runspage.cpp" line="315"/>
        <source>%1 of %Ln run(s)</source>
        <translation>
            <numerusform>%1 / %Ln 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="364"/>
        <source>Set as &amp;Control (A)</source>
        <translation>设为对照（A）(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="367"/>
        <source>Add to Control (A)</source>
        <translation>添加到对照（A）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="370"/>
        <source>Set as Ca&amp;ndidate (B)</source>
        <translation>设为候选（B）(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="373"/>
        <source>Add to Candidate (B)</source>
        <translation>添加到候选（B）</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="376"/>
        <source>Compare &amp;These Two</source>
        <translation>比较这两个(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="383"/>
        <source>Compare the two selected runs: the older is the control</source>
        <translation>比较所选的两个运行：较早的为对照</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="427"/>
        <source>Co&amp;mpare</source>
        <translation>比较(&amp;M)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage_annotate.cpp" line="11"/>
        <source>&amp;Annotate…</source>
        <translation>注释(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage_annotate.cpp" line="13"/>
        <source>Add a note or a tag to the run, or override its status with a reason</source>
        <translation>为运行添加备注或标签，或附理由覆盖其状态</translation>
    </message>
</context>
<context>
    <name>lanebook::SecretsDialog</name>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="19"/>
        <source>Secrets</source>
        <translation>密钥</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="22"/>
        <source>API keys and tokens stay in your desktop keychain, never in the notebook. A launch config names a secret instead of holding it; the value is looked up when the server starts.</source>
        <translation>API 密钥和令牌保存在桌面钥匙串中，绝不存入笔记本。启动配置只引用密钥的名称，而不包含其值；值在服务器启动时查找。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="29"/>
        <source>hf</source>
        <translation>hf</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="33"/>
        <source>the token, pasted</source>
        <translation>粘贴令牌</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="36"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="37"/>
        <source>&amp;Value:</source>
        <translation>值(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="48"/>
        <source>&amp;Store in Keychain</source>
        <translation>存入钥匙串(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="50"/>
        <source>&amp;Delete from Keychain</source>
        <translation>从钥匙串删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="90"/>
        <source>In a config: &lt;code&gt;&quot;env&quot;: {&quot;HF_TOKEN&quot;: {&quot;secret&quot;: &quot;%1&quot;}}&lt;/code&gt;&lt;br&gt;The environment variable &lt;code&gt;%2&lt;/code&gt; overrides the keychain (for CI and scripts).</source>
        <translation>在配置中：&lt;code&gt;&quot;env&quot;: {&quot;HF_TOKEN&quot;: {&quot;secret&quot;: &quot;%1&quot;}}&lt;/code&gt;&lt;br&gt;环境变量 &lt;code&gt;%2&lt;/code&gt; 优先于钥匙串（用于 CI 和脚本）。</translation>
    </message>
</context>
<context>
    <name>lanebook::SecretsWiring</name>
    <message>
        <location filename="../app/gui/secretswiring.cpp" line="42"/>
        <source>Stored &quot;%1&quot; in the keychain.</source>
        <translation>已将 &quot;%1&quot; 存入钥匙串。</translation>
    </message>
    <message>
        <location filename="../app/gui/secretswiring.cpp" line="53"/>
        <source>Deleted &quot;%1&quot; from the keychain.</source>
        <translation>已从钥匙串删除 &quot;%1&quot;。</translation>
    </message>
</context>
<context>
    <name>lanebook::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="104"/>
        <source>Elsewhere</source>
        <translation>其他位置</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="110"/>
        <source>%1 tab</source>
        <translation>%1 标签页</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="113"/>
        <source>%1 panel</source>
        <translation>%1 面板</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="161"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="167"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="167"/>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>lanebook::TeamNotebookDialog</name>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="35"/>
        <source>Open Team Notebook</source>
        <translation>打开团队笔记本</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="38"/>
        <source>A team notebook lives in a PostgreSQL database that every host and window of the team reads and writes. An empty database becomes a new notebook.</source>
        <translation>团队笔记本存放在一个 PostgreSQL 数据库中，团队的每台主机和每个窗口都读写它。空数据库会成为新的笔记本。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="44"/>
        <source>db.lab.example</source>
        <translation>db.lab.example</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="51"/>
        <source>lanebook</source>
        <translation>lanebook</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="54"/>
        <source>your login name</source>
        <translation>您的登录名</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="57"/>
        <source>prefer: TLS when the server offers it</source>
        <translation>prefer：服务器支持时使用 TLS</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="58"/>
        <source>require: TLS, the certificate not checked</source>
        <translation>require：使用 TLS，不检查证书</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="60"/>
        <source>verify-ca: TLS, a certificate from a trusted authority</source>
        <translation>verify-ca：使用 TLS，证书须来自受信任的机构</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="62"/>
        <source>verify-full: TLS, the certificate and the host name checked</source>
        <translation>verify-full：使用 TLS，检查证书和主机名</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="64"/>
        <source>disable: no TLS</source>
        <translation>disable：不使用 TLS</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="68"/>
        <source>from ~/.pgpass, PGPASSWORD or the keychain</source>
        <translation>来自 ~/.pgpass、PGPASSWORD 或密钥环</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="69"/>
        <source>&amp;Remember the password in the desktop keychain</source>
        <translation>在桌面密钥环中记住密码(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="73"/>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="74"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="75"/>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="76"/>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="77"/>
        <source>&amp;TLS:</source>
        <translation>&amp;TLS：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="78"/>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="82"/>
        <source>Leave the password empty to use ~/.pgpass, PGPASSWORD or the password kept in the keychain. Lanebook never writes it into the notebook or its settings.</source>
        <translation>密码留空则使用 ~/.pgpass、PGPASSWORD 或密钥环中保存的密码。Lanebook 从不把密码写入笔记本或其设置。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="92"/>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="184"/>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
</context>
<context>
    <name>lanebook::TeamNotebookWiring</name>
    <message>
        <location filename="../app/gui/teamnotebookwiring.cpp" line="106"/>
        <source>The password was not kept in the keychain: %1</source>
        <translation>密码未保存到密钥环：%1</translation>
    </message>
</context>
<context>
    <name>lanebook::TelemetryChart</name>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="49"/>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="51"/>
        <source>−%1 min</source>
        <translation>−%1 分钟</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="124"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="130"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="158"/>
        <source>No telemetry to plot</source>
        <translation>没有可绘制的遥测</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="364"/>
        <source>throttled</source>
        <translation>降频</translation>
    </message>
</context>
<context>
    <name>lanebook::TelemetryWiring</name>
    <message>
        <location filename="../app/gui/telemetrywiring.cpp" line="63"/>
        <source>Telemetry: %1</source>
        <translation>遥测：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/telemetrywiring.cpp" line="68"/>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <location filename="../app/gui/telemetrywiring.cpp" line="121"/>
        <source>telemetry is off (source &quot;none&quot;)</source>
        <translation>遥测已关闭（来源 &quot;none&quot;）</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveConfigEditor</name>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="42"/>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="43"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="44"/>
        <source> tok/s</source>
        <translation> tok/s</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="59"/>
        <source>The command line, as in a terminal:
vllm serve /models/glm5 --port 8000</source>
        <translation>命令行，与在终端中一样：
vllm serve /models/glm5 --port 8000</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="62"/>
        <source>The server&apos;s command line, split into arguments as a shell would: &apos;...&apos; and &quot;...&quot; quote, a backslash escapes, a backslash at the end of a line continues it. It is never run by a shell: $VARIABLES, * and | stay as typed.</source>
        <translation>服务器的命令行，按 shell 的规则拆分为参数：&apos;...&apos; 和 &quot;...&quot; 用于引用，反斜杠用于转义，行尾的反斜杠表示续行。它从不经由 shell 执行：$变量、* 和 | 保持原样。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="65"/>
        <source>The arguments the server is started with, one per row, as the command line above splits them.</source>
        <translation>启动服务器所用的参数，每行一个，即上面的命令行拆分后的结果。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="73"/>
        <source>KEY=VALUE, one per line</source>
        <translation>KEY=VALUE，每行一个</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="74"/>
        <source>Added to Lanebook&apos;s environment. CUDA_VISIBLE_DEVICES and its AMD and Intel kin are set from the arm&apos;s GPUs.</source>
        <translation>添加到 Lanebook 的环境中。CUDA_VISIBLE_DEVICES 及其 AMD 和 Intel 对应变量根据该组的 GPU 设置。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="77"/>
        <source>default: base URL + /health</source>
        <translation>默认：基础 URL + /health</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="78"/>
        <source>empty: this machine; else a host from your ssh config</source>
        <translation>留空：本机；否则为 ssh 配置中的主机</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="79"/>
        <source>empty: Lanebook&apos;s</source>
        <translation>留空：使用 Lanebook 的</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="92"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="97"/>
        <source>Command (argv):</source>
        <translation>命令（argv）：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="98"/>
        <source>Environment:</source>
        <translation>环境：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="99"/>
        <source>Base URL:</source>
        <translation>基础 URL：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="100"/>
        <source>Health URL:</source>
        <translation>健康检查 URL：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="101"/>
        <source>Served model:</source>
        <translation>所服务的模型：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="102"/>
        <source>SSH host:</source>
        <translation>SSH 主机：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="103"/>
        <source>Working directory:</source>
        <translation>工作目录：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="104"/>
        <source>Ready within:</source>
        <translation>就绪时限：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="105"/>
        <source>Expected startup:</source>
        <translation>预期启动时间：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="106"/>
        <source>Expected speed per stream:</source>
        <translation>每流预期速度：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="170"/>
        <source>command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="190"/>
        <source>(empty argument)</source>
        <translation>（空参数）</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="198"/>
        <source>%1. Until it is, the server keeps the arguments listed below.</source>
        <translation>%1。在此之前，服务器保留下面列出的参数。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="223"/>
        <source>environment line %1: &quot;%2&quot; is not KEY=VALUE</source>
        <translation>环境第 %1 行：&quot;%2&quot; 不是 KEY=VALUE</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveLaneModel</name>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="75"/>
        <source>starting its server</source>
        <translation>正在启动其服务器</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="187"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="196"/>
        <source>step %1 · repeat %2 · probe %3 · c%4 · ctx %5</source>
        <translation>步骤 %1 · 重复 %2 · 探测 %3 · c%4 · ctx %5</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="202"/>
        <source>step %1 · repeat %2 · c%3 · ctx %4</source>
        <translation>第 %1 步 · 第 %2 次重复 · c%3 · ctx %4</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="210"/>
        <location filename="../models/waves/wavelanemodel.cpp" line="218"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="229"/>
        <source>Lane</source>
        <translation>泳道</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="231"/>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="233"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="235"/>
        <source>Current step</source>
        <translation>当前步骤</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="237"/>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="239"/>
        <source>Output tok/s</source>
        <translation>输出 tok/s</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="241"/>
        <source>TTFT median (ms)</source>
        <translation>TTFT 中位数（ms）</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="243"/>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="245"/>
        <source>Steps done</source>
        <translation>已完成步骤</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveLaneProxy</name>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="43"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="45"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="47"/>
        <source>between steps</source>
        <translation>步骤之间</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="49"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="51"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="53"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveMonitor</name>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="34"/>
        <source>No wave running</source>
        <translation>没有正在运行的波次</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="37"/>
        <location filename="../widgets/waves/wavemonitor.cpp" line="386"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="38"/>
        <source>Skip step</source>
        <translation>跳过步骤</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="39"/>
        <source>Abort wave</source>
        <translation>中止波次</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="40"/>
        <source>Compare the Arms</source>
        <translation>比较各组</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="43"/>
        <source>GPU telemetry</source>
        <translation>GPU 遥测</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="45"/>
        <source>Per-GPU utilization, power, clocks and temperature appear here while a wave runs.</source>
        <translation>波次运行时，这里显示每个 GPU 的利用率、功率、时钟和温度。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="58"/>
        <source>Hold the wave after the running step (a load is never paused half-way: a run with a gap measures nothing).</source>
        <translation>在当前步骤结束后暂停波次（负载绝不会中途暂停：有间断的运行测不出任何东西）。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="60"/>
        <source>End the running step now; it is not recorded.</source>
        <translation>立即结束当前步骤；该步骤不会被录制。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="61"/>
        <source>End the running loads and the wave; servers are stopped.</source>
        <translation>结束正在运行的负载和波次；服务器将被停止。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="64"/>
        <source>Open the Compare tab on this wave&apos;s runs: the control arm against the candidate, paired by repeat, with the gates.</source>
        <translation>在“比较”标签页中打开此波次的运行：对照组与候选组按重复配对比较，并附校验。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="67"/>
        <source>%v of %m steps</source>
        <translation>%v / %m 步</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="71"/>
        <source>%1 of %2 steps</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Failed step</source>
        <translation>失败的步骤</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Arm</source>
        <translation>组</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Repeat</source>
        <translation>重复</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Workload</source>
        <translation>负载</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="122"/>
        <source>Server starts, canaries, failures and notes appear here.</source>
        <translation>服务器启动、canary、失败和备注显示在这里。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="172"/>
        <location filename="../widgets/waves/wavemonitor.cpp" line="394"/>
        <source>Wave %1</source>
        <translation>波次 %1</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="173"/>
        <source>starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="193"/>
        <source>Wave %1 started: %n step(s).</source>
        <translation>
            <numerusform>波次 %1 已开始：%n 个步骤。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="207"/>
        <source>Step %1: starting the server of arm %2 on %3.</source>
        <translation>第 %1 步：正在 %3 上启动组 %2 的服务器。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="229"/>
        <source>Step %1 (%2): %3. %4</source>
        <translation>第 %1 步（%2）：%3。%4</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="242"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="244"/>
        <source>c%1 · ctx %2</source>
        <translation>c%1 · ctx %2</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="259"/>
        <source>Arm %1 failed: %2</source>
        <translation>组 %1 失败：%2</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="274"/>
        <source>Wave %1: %2 — %3 recorded, %4 failed, %5 skipped.</source>
        <translation>波次 %1：%2 — 已录制 %3 个，失败 %4 个，跳过 %5 个。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="312"/>
        <source>Arm %1, repeat %2, input %3 tok: highest concurrency under the SLO %4.</source>
        <translation>臂 %1，重复 %2，输入 %3 tok：SLO 下的最高并发数 %4。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="317"/>
        <source>Arm %1, repeat %2, input %3 tok: no highest concurrency under the SLO (%4).</source>
        <translation>臂 %1，重复 %2，输入 %3 tok：SLO 下没有最高并发数（%4）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="336"/>
        <source>%1 holds a higher load than %2 at input %3 tok: its highest concurrency under the SLO is %4 over %n pair(s).</source>
        <translation>
            <numerusform>在输入 %3 tok 时 %1 比 %2 能承受更高的负载：其 SLO 下的最高并发数为 %4，共 %n 对。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="343"/>
        <source>%1 holds a lower load than %2 at input %3 tok: its highest concurrency under the SLO is %4 over %n pair(s).</source>
        <translation>
            <numerusform>在输入 %3 tok 时 %1 比 %2 能承受的负载更低：其 SLO 下的最高并发数为 %4，共 %n 对。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="350"/>
        <source>%1 and %2 hold the same load at input %3 tok, to within the search&apos;s resolution (%4 over %n pair(s)).</source>
        <translation>
            <numerusform>在输入 %3 tok 时 %1 与 %2 在搜索分辨率内承受相同的负载（%4，共 %n 对）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="357"/>
        <source>%1 against %2 at input %3 tok: %4 over %n pair(s), too few or too spread to decide.</source>
        <translation>
            <numerusform>在输入 %3 tok 时 %1 对比 %2：%4，共 %n 对，数量太少或过于分散，无法判断。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="372"/>
        <source>Pause asked: the wave holds after the running step.</source>
        <translation>已请求暂停：波次将在当前步骤后暂停。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="375"/>
        <source>Resumed.</source>
        <translation>已继续。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="386"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="404"/>
        <source>running · %1 elapsed · searching each arm&apos;s highest load under the SLO, probe %2</source>
        <translation>运行中 · 已用 %1 · 正在搜索每个臂在 SLO 下的最高负载，探测 %2</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="411"/>
        <source>paused · %1 elapsed</source>
        <translation>已暂停 · 已用 %1</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="412"/>
        <source>running · %1 elapsed · about %2 left</source>
        <translation>运行中 · 已用 %1 · 约剩 %2</translation>
    </message>
</context>
<context>
    <name>lanebook::WavePlanner</name>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="88"/>
        <source>Open Plan…</source>
        <translation>打开计划…</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="89"/>
        <source>Save Plan As…</source>
        <translation>计划另存为…</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="90"/>
        <source>New from Example</source>
        <translation>从示例新建</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="94"/>
        <location filename="../widgets/waves/waveplanner.cpp" line="402"/>
        <source>unsaved plan</source>
        <translation>未保存的计划</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="96"/>
        <source>Start Wave</source>
        <translation>开始波次</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="149"/>
        <source>New plan from the example (two mock-server arms): edit the configs&apos; commands for your servers, then save it.</source>
        <translation>已从示例新建计划（两个使用模拟服务器的臂）：请按你的服务器修改各配置的命令，然后保存。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="164"/>
        <source>Wave</source>
        <translation>波次</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="169"/>
        <source>optional: the lane the runs belong to</source>
        <translation>可选：运行所属的泳道</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="172"/>
        <source>default: the GPUs the arms name</source>
        <translation>默认：各组指定的 GPU</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="177"/>
        <source>A,B every slot (interleaved)</source>
        <translation>每个槽 A,B（交错）</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="178"/>
        <source>A,B then B,A (ABBA)</source>
        <translation>A,B 然后 B,A（ABBA）</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="180"/>
        <source>Arms trade GPUs on odd repeats</source>
        <translation>奇数次重复时两组交换 GPU</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="183"/>
        <source>Alternate: one load at a time</source>
        <translation>交替：一次一个负载</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="184"/>
        <source>Side by side: arms at the same time</source>
        <translation>并行：两组同时运行</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="188"/>
        <source>A fresh server every repeat</source>
        <translation>每次重复使用新的服务器</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="189"/>
        <source>A fresh server every run</source>
        <translation>每个运行使用新的服务器</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="190"/>
        <source>One server for the whole wave</source>
        <translation>整个波次使用同一个服务器</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="193"/>
        <source>Record it and go on</source>
        <translation>记录并继续</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="194"/>
        <source>Stop the wave</source>
        <translation>停止波次</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="204"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="205"/>
        <source>Lane:</source>
        <translation>泳道：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="206"/>
        <source>GPUs:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="207"/>
        <source>Repeats:</source>
        <translation>重复次数：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="208"/>
        <source>Order:</source>
        <translation>顺序：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="210"/>
        <source>Execution:</source>
        <translation>执行方式：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="211"/>
        <source>Servers:</source>
        <translation>服务器：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="212"/>
        <source>When an arm fails:</source>
        <translation>某组失败时：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="225"/>
        <source>Workload points</source>
        <translation>负载点</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="226"/>
        <source>Completions</source>
        <translation>Completions</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="227"/>
        <source>Chat completions</source>
        <translation>Chat Completions</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="240"/>
        <source>One count for every point, or one per concurrency value.</source>
        <translation>所有点用一个数量，或每个并发值一个。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="252"/>
        <source>Endpoint:</source>
        <translation>端点：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="253"/>
        <source>Concurrency:</source>
        <translation>并发：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="254"/>
        <source>Context tokens:</source>
        <translation>上下文 token：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="255"/>
        <source>Output tokens:</source>
        <translation>输出 token：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="256"/>
        <source>Requests per run:</source>
        <translation>每次运行的请求数：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="257"/>
        <source>Warm-up requests:</source>
        <translation>预热请求数：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="272"/>
        <source>Server configs</source>
        <translation>服务器配置</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="277"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="278"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="301"/>
        <source>Arms and GPUs</source>
        <translation>组与 GPU</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <source>Arm</source>
        <translation>组</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <source>Config</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="135"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="308"/>
        <source>GPUs: the indices the arm&apos;s server is pinned to, e.g. &quot;0&quot; or &quot;2,3&quot; for tensor parallelism.</source>
        <translation>GPU：该组服务器绑定的 GPU 索引，例如 &quot;0&quot;，张量并行时为 &quot;2,3&quot;。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="310"/>
        <source>Add Arm</source>
        <translation>添加组</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="311"/>
        <source>Remove Arm</source>
        <translation>移除组</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="330"/>
        <source>Schedule</source>
        <translation>日程</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="345"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="346"/>
        <source>Run-to-run coefficient of variation of the same recipe (the A/A noise floor).</source>
        <translation>同一配方运行间的变异系数（A/A 噪声下限）。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="352"/>
        <source>Run-to-run noise:</source>
        <translation>运行间噪声：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="380"/>
        <source>Open Wave Plan</source>
        <translation>打开波次计划</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="381"/>
        <location filename="../widgets/waves/waveplanner.cpp" line="393"/>
        <source>Wave plans (*.json)</source>
        <translation>波次计划 (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="392"/>
        <source>Save Wave Plan</source>
        <translation>保存波次计划</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="443"/>
        <source>Nothing to run until the problems below are fixed.</source>
        <translation>在修复下面的问题之前无法运行。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="447"/>
        <source>max-load search under %1 (%2 % met) · at most %n run(s), %3</source>
        <translation>
            <numerusform>在 %1 下搜索最高负载（%2 % 满足）· 最多 %n 次运行，%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="453"/>
        <source>%n run(s), about %1 · order %2</source>
        <translation>
            <numerusform>%n 个运行，约 %1 · 顺序 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="462"/>
        <source>%n pair(s) per point detect an effect of about %1 % or more.</source>
        <translation>
            <numerusform>每个点 %n 对可检测约 %1 % 或更大的效应。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="465"/>
        <source>Not enough pairs to detect any effect.</source>
        <translation>配对太少，无法检测任何效应。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="468"/>
        <source>An exact 95 % interval needs at least %n pairs.</source>
        <translation>
            <numerusform>精确的 95 % 区间至少需要 %n 对。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="472"/>
        <source>A wave is running.</source>
        <translation>有波次正在运行。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="124"/>
        <source>%1: &quot;%2&quot; is not a list of whole numbers</source>
        <translation>%1：&quot;%2&quot; 不是整数列表</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="149"/>
        <source>Concurrency</source>
        <translation>并发</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="151"/>
        <source>Context tokens</source>
        <translation>上下文 token</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="154"/>
        <source>Requests per run</source>
        <translation>每次运行的请求数</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="175"/>
        <source>arm %1: GPUs &quot;%2&quot; is not a list of GPU indices</source>
        <translation>组 %1：GPU &quot;%2&quot; 不是 GPU 索引列表</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="183"/>
        <source>config %1: %2</source>
        <translation>配置 %1：%2</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveScheduleModel</name>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="66"/>
        <source>start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="79"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="81"/>
        <source>Repeat</source>
        <translation>重复</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="83"/>
        <source>Slot</source>
        <translation>槽</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="85"/>
        <source>Arm</source>
        <translation>组</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="87"/>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="89"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="91"/>
        <source>Concurrency</source>
        <translation>并发</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="93"/>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="95"/>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="97"/>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="99"/>
        <source>Est. time</source>
        <translation>预计时间</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveTrafficEditor</name>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="30"/>
        <source>Fresh prompts</source>
        <translation>新提示词</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="31"/>
        <source>Shared system prompt</source>
        <translation>共享系统提示词</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="32"/>
        <source>Multi-turn conversations</source>
        <translation>多轮对话</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="33"/>
        <source>Trace replay (Mooncake)</source>
        <translation>Trace 重放（Mooncake）</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="34"/>
        <source>Fresh prompts share nothing (a clean A/B of kernels); the others reuse context on purpose, and the cache gate checks the server&apos;s cache served what they declare.</source>
        <translation>新提示词不共享任何内容（干净地对比内核）；其余类型有意复用上下文，缓存门会检查服务器缓存是否提供了它们声明的复用。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="38"/>
        <source>The first tokens of every prompt, the same for all: fewer than the context tokens.</source>
        <translation>每个提示词开头的 token，所有请求相同：须少于上下文 token 数。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="46"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="48"/>
        <source>Conversations at every point; the concurrency counts conversations in flight.</source>
        <translation>每个点的对话数；并发数计的是进行中的对话。</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="61"/>
        <source>Traffic:</source>
        <translation>流量：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="62"/>
        <source>System prompt tokens:</source>
        <translation>系统提示词 token：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="63"/>
        <source>Turns:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="64"/>
        <source>Tokens per later turn:</source>
        <translation>后续每轮 token：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="65"/>
        <source>Think time:</source>
        <translation>思考时间：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="66"/>
        <source>Conversations:</source>
        <translation>对话数：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="67"/>
        <source>Trace file:</source>
        <translation>Trace 文件：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="68"/>
        <source>Speed-up:</source>
        <translation>加速：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="69"/>
        <source>Tokens per block id:</source>
        <translation>每个块 ID 的 token：</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="132"/>
        <source>Traffic: a trace replay needs its trace file</source>
        <translation>流量：trace 重放需要 trace 文件</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveWiring</name>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="48"/>
        <source>Waves</source>
        <translation>波次</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="150"/>
        <source>Could not read the wave plan %1: %2</source>
        <translation>无法读取波次计划 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="157"/>
        <source>%1 was not opened</source>
        <translation>未打开 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="158"/>
        <source>The wave plan %1 has problems; nothing was changed.

%2</source>
        <translation>波次计划 %1 有问题；未作任何更改。

%2</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="171"/>
        <source>Could not save the wave plan: %1</source>
        <translation>无法保存波次计划：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="232"/>
        <source>Could not keep the wave plan draft: %1</source>
        <translation>无法保留波次计划草稿：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="175"/>
        <source>Wave plan saved to %1</source>
        <translation>波次计划已保存到 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="181"/>
        <source>Open or create a notebook first: a wave records its runs there.</source>
        <translation>请先打开或创建一个笔记本：波次会把运行录制到其中。</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="185"/>
        <source>A wave is already running; wait for it or abort it first.</source>
        <translation>已有波次在运行；请等待它结束或先将其中止。</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="194"/>
        <source>The wave cannot start:
%1</source>
        <translation>波次无法开始：
%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/wavewiring.cpp" line="241"/>
        <source>Stopped %n inference server(s) left running by a Lanebook that ended without stopping them.</source>
        <translation>
            <numerusform>已停止 %n 个推理服务器，它们由一个未停止服务器就退出的 Lanebook 遗留。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::WavesPage</name>
    <message>
        <location filename="../widgets/waves/wavespage.cpp" line="19"/>
        <source>Wave planner</source>
        <translation>波次规划器</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavespage.cpp" line="22"/>
        <source>Wave monitor</source>
        <translation>波次监视器</translation>
    </message>
</context>
<context>
    <name>lanebook::WelcomePage</name>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="19"/>
        <source>No notebook is open</source>
        <translation>未打开笔记本</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="24"/>
        <source>A notebook keeps your benchmark runs, from every tool, in one file you can sort, filter and compare. Create one and drop result files on the window, or open an existing one.</source>
        <translation>笔记本把来自各种工具的基准测试运行保存在一个文件中，可排序、筛选和比较。新建一个并把结果文件拖放到窗口上，或打开已有的笔记本。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="30"/>
        <source>New Notebook…</source>
        <translation>新建笔记本…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="32"/>
        <source>Open Notebook…</source>
        <translation>打开笔记本…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="34"/>
        <source>Open Demo Notebook</source>
        <translation>打开演示笔记本</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="36"/>
        <source>A notebook filled from real published benchmark results</source>
        <translation>用真实公开的基准测试结果填充的笔记本</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="42"/>
        <source>Recent notebooks</source>
        <translation>最近的笔记本</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="87"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
</TS>
