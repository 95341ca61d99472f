<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ChartViewTr</name>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="44"/>
        <source>Charts can only be drawn in an application with widgets (QApplication).</source>
        <translation>Diagramme können nur in einer Anwendung mit Widgets (QApplication) gezeichnet werden.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="48"/>
        <location filename="../widgets/charts/chartplot.cpp" line="328"/>
        <location filename="../widgets/charts/chartplot.cpp" line="329"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="53"/>
        <source>%1: charts are exported as .png or .svg files.</source>
        <translation>%1: Diagramme werden als .png- oder .svg-Dateien exportiert.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="88"/>
        <source>Drawn by Lanebook</source>
        <translation>Gezeichnet von Lanebook</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="92"/>
        <location filename="../widgets/charts/chartfileexport.cpp" line="98"/>
        <location filename="../widgets/charts/chartfileexport.cpp" line="113"/>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="136"/>
        <source>This chart needs the run&apos;s telemetry trace, not runs alone.</source>
        <translation>Dieses Diagramm braucht den Telemetrie-Verlauf des Laufs, nicht nur Läufe.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartfileexport.cpp" line="144"/>
        <source>Unknown chart kind &quot;%1&quot;.</source>
        <translation>Unbekannte Diagrammart &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartplot.cpp" line="333"/>
        <source>95% CI</source>
        <translation>95-%-KI</translation>
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
            <numerusform>%1 %2 – %3 über %Ln Lauf</numerusform>
            <numerusform>%1 %2 – %3 über %Ln Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/chartplot.cpp" line="338"/>
        <source>median of %Ln run(s)</source>
        <translation>
            <numerusform>Median von %Ln Lauf</numerusform>
            <numerusform>Median von %Ln Läufen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartplot.cpp" line="341"/>
        <source>Click to open the run.</source>
        <translation>Klicken, um den Lauf zu öffnen.</translation>
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
Median %2, IQR %3 – %4
Whisker %5 – %6
%Ln Anfrage, %7 außerhalb der Whisker
Klicken, um den Lauf zu öffnen.</numerusform>
            <numerusform>%1
Median %2, IQR %3 – %4
Whisker %5 – %6
%Ln Anfragen, %7 außerhalb der Whisker
Klicken, um den Lauf zu öffnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/charts/chartlegenditem.cpp" line="126"/>
        <source>+ %n more</source>
        <translation>
            <numerusform>+ %n weitere</numerusform>
            <numerusform>+ %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="99"/>
        <source>Neither arm has a run with %1, so there is nothing to draw.</source>
        <translation>Keiner der beiden Arme hat einen Lauf mit %1, daher gibt es nichts zu zeichnen.</translation>
    </message>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="118"/>
        <source>Workload point</source>
        <translation>Lastpunkt</translation>
    </message>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="121"/>
        <location filename="../models/charts/runcharts.cpp" line="331"/>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <location filename="../models/charts/armcharts.cpp" line="122"/>
        <location filename="../models/charts/runcharts.cpp" line="332"/>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="55"/>
        <source>Throughput against context length</source>
        <translation>Durchsatz über der Kontextlänge</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="57"/>
        <source>Throughput against concurrency</source>
        <translation>Durchsatz über der Parallelität</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="59"/>
        <source>Speed and quality against bits</source>
        <translation>Geschwindigkeit und Qualität über Bits</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="61"/>
        <source>Latency distribution (CDF)</source>
        <translation>Latenzverteilung (CDF)</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="63"/>
        <source>Latency distribution (box per run)</source>
        <translation>Latenzverteilung (Box je Lauf)</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="65"/>
        <source>Telemetry over time beside load</source>
        <translation>Telemetrie über die Zeit neben der Last</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="67"/>
        <source>Throughput frontier</source>
        <translation>Durchsatzfront</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="69"/>
        <source>TTFT by conversation turn</source>
        <translation>TTFT nach Gesprächsrunde</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="85"/>
        <source>Time to first token</source>
        <translation>Time to First Token</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="87"/>
        <source>End-to-end latency</source>
        <translation>Ende-zu-Ende-Latenz</translation>
    </message>
    <message>
        <location filename="../models/charts/chartkind.cpp" line="89"/>
        <source>Inter-token latency</source>
        <translation>Inter-Token-Latenz</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="73"/>
        <source>%1 %2 / %3 / %4 ms</source>
        <translation>%1 %2 / %3 / %4 ms</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="108"/>
        <source>Requests at or below (%)</source>
        <translation>Anfragen bis einschließlich (%)</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="114"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="119"/>
        <source>Select one or more runs in the Runs table to see their latency distributions.</source>
        <translation>Wählen Sie einen oder mehrere Läufe in der Tabelle „Läufe“, um ihre Latenzverteilungen zu sehen.</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="157"/>
        <source>The selected runs have no per-request %1 samples. Runs imported from summaries carry only percentiles; recorded runs and detailed exports (vLLM --save-detailed, AIPerf profile exports) have samples.</source>
        <translation>Die gewählten Läufe haben keine %1-Stichproben je Anfrage. Aus Zusammenfassungen importierte Läufe enthalten nur Perzentile; aufgezeichnete Läufe und detaillierte Exporte (vLLM --save-detailed, AIPerf-Profilexporte) haben Stichproben.</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="169"/>
        <source>p50 / p90 / p99: %1.</source>
        <translation>p50 / p90 / p99: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/detailcharts.cpp" line="171"/>
        <source>%n more run(s) in the chart.</source>
        <translation>
            <numerusform>%n weiterer Lauf im Diagramm.</numerusform>
            <numerusform>%n weitere Läufe im Diagramm.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="175"/>
        <source>No samples: %1.</source>
        <translation>Keine Stichproben: %1.</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="189"/>
        <source>Power (W)</source>
        <translation>Leistung (W)</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="191"/>
        <source>SM clock (MHz)</source>
        <translation>SM-Takt (MHz)</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="193"/>
        <source>Temperature (°C)</source>
        <translation>Temperatur (°C)</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="195"/>
        <source>Memory used (GiB)</source>
        <translation>Belegter Speicher (GiB)</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="196"/>
        <source>GPU utilization (%)</source>
        <translation>GPU-Auslastung (%)</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="230"/>
        <source>Time since the run started (s)</source>
        <translation>Zeit seit Start des Laufs (s)</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="233"/>
        <location filename="../models/charts/detailcharts.cpp" line="289"/>
        <source>Requests in flight</source>
        <translation>Laufende Anfragen</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="235"/>
        <source>Select a run to see its telemetry beside its load.</source>
        <translation>Wählen Sie einen Lauf, um seine Telemetrie neben seiner Last zu sehen.</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="263"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="297"/>
        <source>No telemetry was recorded with %1. Telemetry is stored for runs recorded by Lanebook while a sampler watches their GPUs.</source>
        <translation>Mit %1 wurde keine Telemetrie aufgezeichnet. Telemetrie wird für Läufe gespeichert, die Lanebook aufzeichnet, während ein Sampler ihre GPUs beobachtet.</translation>
    </message>
    <message>
        <location filename="../models/charts/detailcharts.cpp" line="309"/>
        <source>The run has no request timings, so its load is not drawn.</source>
        <translation>Der Lauf hat keine Anfragezeiten, daher wird seine Last nicht gezeichnet.</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="41"/>
        <source>quantization not recorded</source>
        <translation>Quantisierung nicht erfasst</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="178"/>
        <source>%1 bit</source>
        <translation>%1 Bit</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="189"/>
        <location filename="../models/charts/runcharts.cpp" line="298"/>
        <source>model not recorded</source>
        <translation>Modell nicht erfasst</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="191"/>
        <location filename="../models/charts/runcharts.cpp" line="299"/>
        <source>no lane</source>
        <translation>keine Lane</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/runchartsparts.cpp" line="35"/>
        <source>%n run(s) without %1 left out.</source>
        <translation>
            <numerusform>%n Lauf ohne %1 ausgelassen.</numerusform>
            <numerusform>%n Läufe ohne %1 ausgelassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/runchartsparts.cpp" line="41"/>
        <source>%n run(s) judged invalid left out: tick Include invalid runs to see them.</source>
        <translation>
            <numerusform>%n als ungültig beurteilter Lauf ausgelassen: Aktivieren Sie „Ungültige Läufe einbeziehen“, um ihn zu sehen.</numerusform>
            <numerusform>%n als ungültig beurteilte Läufe ausgelassen: Aktivieren Sie „Ungültige Läufe einbeziehen“, um sie zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="331"/>
        <source>Context length (tokens)</source>
        <translation>Kontextlänge (Tokens)</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="352"/>
        <source>a context length</source>
        <translation>eine Kontextlänge</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="352"/>
        <source>a concurrency</source>
        <translation>eine Parallelität</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="355"/>
        <source>No run has both %1 and a throughput metric. Import serving runs (vLLM, SGLang, AIPerf, GuideLLM) or llama-bench tests that vary it.</source>
        <translation>Kein Lauf hat sowohl %1 als auch eine Durchsatzmetrik. Importieren Sie Serving-Läufe (vLLM, SGLang, AIPerf, GuideLLM) oder llama-bench-Tests, die sie variieren.</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="300"/>
        <location filename="../models/charts/runcharts_bits.cpp" line="112"/>
        <source>GPU not recorded</source>
        <translation>GPU nicht erfasst</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="233"/>
        <source>concurrency %1</source>
        <translation>Parallelität %1</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="301"/>
        <source>concurrency not recorded</source>
        <translation>Parallelität nicht erfasst</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="290"/>
        <source>rate not recorded</source>
        <translation>Rate nicht erfasst</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="292"/>
        <source>rate inf</source>
        <translation>Rate unendlich</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="295"/>
        <source>rate %1/s</source>
        <translation>Rate %1/s</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="295"/>
        <source>rate %1</source>
        <translation>Rate %1</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="457"/>
        <source>No run has both %1 and %2. Choose another metric, or import runs that record both.</source>
        <translation>Kein Lauf hat sowohl %1 als auch %2. Wählen Sie eine andere Metrik oder importieren Sie Läufe, die beides erfassen.</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="464"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="506"/>
        <source>No run records both output tok/s per GPU and per user. trtllm-bench writes them; Lanebook&apos;s own runs get them when their GPUs are known (a wave arm&apos;s GPUs, lanebook-cli bench --gpus).</source>
        <translation>Kein Lauf verzeichnet Ausgabe-tok/s sowohl je GPU als auch je Nutzer. trtllm-bench schreibt beide; Lanebooks eigene Läufe erhalten sie, wenn ihre GPUs bekannt sind (die GPUs eines Wellen-Arms, lanebook-cli bench --gpus).</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="542"/>
        <source>%1 (dominated)</source>
        <translation>%1 (dominiert)</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="558"/>
        <source>Faded points are dominated: another run of their series serves more per GPU and more per user.</source>
        <translation>Blasse Punkte sind dominiert: ein anderer Lauf ihrer Reihe liefert mehr je GPU und mehr je Nutzer.</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="561"/>
        <source>output tok/s per GPU or per user</source>
        <translation>Ausgabe-tok/s je GPU oder je Nutzer</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="577"/>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="578"/>
        <source>TTFT, median (ms)</source>
        <translation>TTFT, Median (ms)</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="596"/>
        <source>No run sent multi-turn conversations: lanebook-cli bench --turns, or a wave whose workload has turns, records TTFT by turn.</source>
        <translation>Kein Lauf hat Gespräche mit mehreren Runden gesendet: lanebook-cli bench --turns oder eine Welle, deren Last Runden hat, zeichnet die TTFT nach Runde auf.</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="47"/>
        <source>%1 worsens %2× from %3 to %4 bits per weight: the quality cliff.</source>
        <translation>%1 verschlechtert sich um das %2-Fache von %3 auf %4 Bits pro Gewicht: die Qualitätsklippe.</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="67"/>
        <source>Bits per weight</source>
        <translation>Bits pro Gewicht</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="68"/>
        <source>bits</source>
        <translation>Bits</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/runcharts_bits.cpp" line="143"/>
        <source>%n run(s) have speed or quality numbers, but none records its bits per weight (a quantization in its config or model name).</source>
        <translation>
            <numerusform>%n Lauf hat Geschwindigkeits- oder Qualitätswerte, aber erfasst keine Bits pro Gewicht (eine Quantisierung in seiner Konfiguration oder im Modellnamen).</numerusform>
            <numerusform>%n Läufe haben Geschwindigkeits- oder Qualitätswerte, aber keiner erfasst seine Bits pro Gewicht (eine Quantisierung in seiner Konfiguration oder im Modellnamen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="146"/>
        <source>No run with a known quantization has a speed or quality metric. Import llama-bench and llama-perplexity runs of several quantizations of one model.</source>
        <translation>Kein Lauf mit bekannter Quantisierung hat eine Geschwindigkeits- oder Qualitätsmetrik. Importieren Sie llama-bench- und llama-perplexity-Läufe mehrerer Quantisierungen eines Modells.</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts_bits.cpp" line="190"/>
        <source>a known bit width</source>
        <translation>eine bekannte Bitbreite</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="640"/>
        <source>This chart is drawn from chosen runs, not the whole notebook.</source>
        <translation>Dieses Diagramm wird aus ausgewählten Läufen gezeichnet, nicht aus dem ganzen Notizbuch.</translation>
    </message>
    <message>
        <location filename="../models/charts/runcharts.cpp" line="731"/>
        <source>Prompt + generation tok/s</source>
        <translation>Prompt- + Generierungs-tok/s</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="182"/>
        <source>%n more</source>
        <translation>
            <numerusform>%n weiterer</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="187"/>
        <source>%n run(s) left out of the axis, %1× above the next highest point: %2.</source>
        <translation>
            <numerusform>%n Lauf von der Achse ausgelassen, %1× über dem nächsthöchsten Punkt: %2.</numerusform>
            <numerusform>%n Läufe von der Achse ausgelassen, %1× über dem nächsthöchsten Punkt: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="192"/>
        <source>%n run(s) left out of the axis, far above the others: %1.</source>
        <translation>
            <numerusform>%n Lauf von der Achse ausgelassen, weit über den anderen: %1.</numerusform>
            <numerusform>%n Läufe von der Achse ausgelassen, weit über den anderen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/charts/chartscaling.cpp" line="197"/>
        <source>Choose Logarithmic under Y axis to see them all.</source>
        <translation>Wählen Sie „Logarithmisch“ unter Y-Achse, um alle zu sehen.</translation>
    </message>
    <message>
        <location filename="../models/charts/chartscaling.cpp" line="199"/>
        <source>Choose a logarithmic y axis to see them all.</source>
        <translation>Wählen Sie eine logarithmische y-Achse, um alle zu sehen.</translation>
    </message>
    <message>
        <location filename="../models/charts/chartscaling.cpp" line="204"/>
        <source>The y axis is logarithmic: the values run from %1 to %2 (%3×), too far apart for a linear axis.</source>
        <translation>Die y-Achse ist logarithmisch: Die Werte reichen von %1 bis %2 (%3×), zu weit auseinander für eine lineare Achse.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/charts/chartscaling.cpp" line="210"/>
        <source>%n point(s) at or below zero left out: a logarithmic axis cannot place them.</source>
        <translation>
            <numerusform>%n Punkt bei oder unter null ausgelassen: Eine logarithmische Achse kann ihn nicht darstellen.</numerusform>
            <numerusform>%n Punkte bei oder unter null ausgelassen: Eine logarithmische Achse kann sie nicht darstellen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliTr</name>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="41"/>
        <source>annotate one run at a time (got &quot;%1&quot; too)</source>
        <translation>annotieren Sie einen Lauf nach dem anderen (auch &quot;%1&quot; erhalten)</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="46"/>
        <source>name the run (id or label)</source>
        <translation>nennen Sie den Lauf (ID oder Label)</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="49"/>
        <source>say what to add: --note, --tag or --status</source>
        <translation>sagen Sie, was hinzukommen soll: --note, --tag oder --status</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="51"/>
        <source>--status needs --reason: an override nobody can explain is not a judgement</source>
        <translation>--status braucht --reason: eine Überschreibung, die niemand erklären kann, ist kein Urteil</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="54"/>
        <source>--reason goes with --status</source>
        <translation>--reason gehört zu --status</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="56"/>
        <source>&quot;%1&quot; is not a run status</source>
        <translation>&quot;%1&quot; ist kein Laufstatus</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="66"/>
        <location filename="../app/cli/annotatecommand.cpp" line="75"/>
        <source>lanebook-cli annotate: %1
</source>
        <translation>lanebook-cli annotate: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="80"/>
        <source>lanebook-cli annotate: run %1: %2
</source>
        <translation>lanebook-cli annotate: Lauf %1: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="87"/>
        <source>note added</source>
        <translation>Notiz hinzugefügt</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="92"/>
        <source>tag &quot;%1&quot;</source>
        <translation>Tag &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="97"/>
        <source>tag &quot;%1&quot; removed</source>
        <translation>Tag &quot;%1&quot; entfernt</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="103"/>
        <source>status %1</source>
        <translation>Status %1</translation>
    </message>
    <message>
        <location filename="../app/cli/annotatecommand.cpp" line="121"/>
        <source>run %1: %2
</source>
        <translation>Lauf %1: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="67"/>
        <source>--url: &quot;%1&quot; is not an http:// or https:// URL</source>
        <translation>--url: &quot;%1&quot; ist keine http://- oder https://-URL</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="86"/>
        <location filename="../app/cli/runcommand.cpp" line="82"/>
        <location filename="../app/cli/wavecommand.cpp" line="301"/>
        <source>--telemetry: %1</source>
        <translation>--telemetry: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="99"/>
        <location filename="../app/cli/runcommand.cpp" line="93"/>
        <source>--gpus: &quot;%1&quot; is not a list of GPU indices like 0,1</source>
        <translation>--gpus: &quot;%1&quot; ist keine Liste von GPU-Indizes wie 0,1</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="169"/>
        <source>--%1 needs --turns or --multi-turn</source>
        <translation>--%1 braucht --turns oder --multi-turn</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="174"/>
        <source>--turns makes synthetic conversations and --multi-turn reads them from --prompt-file: choose one</source>
        <translation>--turns erzeugt synthetische Gespräche und --multi-turn liest sie aus --prompt-file: wählen Sie eines</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="177"/>
        <source>--multi-turn needs --prompt-file</source>
        <translation>--multi-turn braucht --prompt-file</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="181"/>
        <source>conversations send each turn after the last reply (--concurrency counts conversations, --conversations how many); leave out --%1</source>
        <translation>Gespräche senden jede Runde nach der letzten Antwort (--concurrency zählt Gespräche, --conversations wie viele); lassen Sie --%1 weg</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="198"/>
        <source>--replies file needs --multi-turn: synthetic conversations carry the server&apos;s replies</source>
        <translation>--replies file braucht --multi-turn: synthetische Gespräche tragen die Antworten des Servers weiter</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="213"/>
        <source>--%1 needs --trace</source>
        <translation>--%1 braucht --trace</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="221"/>
        <source>--trace sets the arrivals, lengths and prompts itself; leave out --%1</source>
        <translation>--trace legt Ankünfte, Längen und Prompts selbst fest; lassen Sie --%1 weg</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="256"/>
        <source>--url is required</source>
        <translation>--url ist erforderlich</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="258"/>
        <source>--model is required</source>
        <translation>--model ist erforderlich</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="261"/>
        <source>--shared-system-prompt opens synthetic prompts: give fewer tokens than --input-tokens (%1), without --prompt-file</source>
        <translation>--shared-system-prompt eröffnet synthetische Prompts: geben Sie weniger Token als --input-tokens (%1) an, ohne --prompt-file</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="265"/>
        <source>--reuse-prompts needs --prompt-file: synthetic prompts are fresh by construction</source>
        <translation>--reuse-prompts braucht --prompt-file: synthetische Prompts sind konstruktionsbedingt frisch</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="268"/>
        <location filename="../app/cli/runcommand.cpp" line="102"/>
        <source>--gpus needs --telemetry</source>
        <translation>--gpus braucht --telemetry</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="271"/>
        <source>--burstiness needs --request-rate</source>
        <translation>--burstiness braucht --request-rate</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="304"/>
        <location filename="../app/cli/copycommand.cpp" line="99"/>
        <location filename="../app/cli/paretocommand.cpp" line="62"/>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unerwartetes Argument &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="323"/>
        <source>--find-max-concurrency records no telemetry; leave out --telemetry</source>
        <translation>--find-max-concurrency zeichnet keine Telemetrie auf; lassen Sie --telemetry weg</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="325"/>
        <source>--find-max-concurrency searches a closed loop; leave out --request-rate</source>
        <translation>--find-max-concurrency sucht in einer geschlossenen Schleife; lassen Sie --request-rate weg</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="330"/>
        <source>--%1 needs --find-max-concurrency</source>
        <translation>--%1 braucht --find-max-concurrency</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="346"/>
        <source>  cache      %1 % of prompt tokens cached; the trace implies %2 %
</source>
        <translation>  Cache      %1 % der Prompt-Token aus dem Cache; der Trace impliziert %2 %
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
        <translation>  Cache      %1 % der Prompt-Token aus dem Cache
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="361"/>
        <source>%1: %2 ms</source>
        <translation>%1: %2 ms</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="367"/>
        <source>  by turn    TTFT median %1
</source>
        <translation>  nach Runde TTFT-Median %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="371"/>
        <source>  schedule   requests sent late by median %1 ms, p99 %2 ms
</source>
        <translation>  Zeitplan   Anfragen verspätet gesendet um Median %1 ms, p99 %2 ms
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="384"/>
        <source>run %1  %2
</source>
        <translation>Lauf %1  %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="385"/>
        <source>  requests   %1 completed, %2 failed in %3 s
</source>
        <translation>  Anfragen   %1 abgeschlossen, %2 fehlgeschlagen in %3 s
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="387"/>
        <source>  throughput %1 output tok/s, %2 req/s
</source>
        <translation>  Durchsatz  %1 Ausgabe-tok/s, %2 req/s
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="390"/>
        <source>  TTFT ms    median %1, p99 %2
</source>
        <translation>  TTFT ms    Median %1, p99 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="392"/>
        <source>  TPOT ms    median %1, p99 %2
</source>
        <translation>  TPOT ms    Median %1, p99 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="394"/>
        <source>  ITL ms     median %1, p99 %2
</source>
        <translation>  ITL ms     Median %1, p99 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="396"/>
        <source>  SLO        %1 % of requests met %2; goodput %3 req/s, %4 tok/s
</source>
        <translation>  SLO        %1 % der Anfragen erfüllten %2; Goodput %3 req/s, %4 tok/s
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="403"/>
        <source>  GPUs       %1 % util, %2 W mean; SM clock min %3 MHz; max %4 °C
</source>
        <translation>  GPUs       %1 % Auslastung, %2 W im Mittel; SM-Takt min. %3 MHz; max. %4 °C
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="413"/>
        <source>  failures   %1
</source>
        <translation>  Fehler     %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="433"/>
        <location filename="../app/cli/benchcommand.cpp" line="446"/>
        <location filename="../app/cli/benchcommand.cpp" line="539"/>
        <source>lanebook-cli bench: %1
</source>
        <translation>lanebook-cli bench: %1
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
        <translation>lanebook-cli: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="471"/>
        <source>Judged against lane %1&apos;s SLO: %2
</source>
        <translation>Bewertet am SLO der Lane %1: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="420"/>
        <source>lanebook-cli bench: --find-max-concurrency needs --slo, or a lane with an SLO (lanebook-cli lane slo): the bounds the load must keep
</source>
        <translation>lanebook-cli bench: --find-max-concurrency braucht --slo oder eine Lane mit SLO (lanebook-cli lane slo): die Grenzen, die die Last einhalten muss
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="489"/>
        <source>lanebook-cli bench: no GPU telemetry is recorded with this run: %1
</source>
        <translation>lanebook-cli bench: mit diesem Lauf wird keine GPU-Telemetrie aufgezeichnet: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="503"/>
        <source><byte value="xd"/>%1/%2 done, %3 failed, %4 in flight, %5 tok/s   </source>
        <translation><byte value="xd"/>%1/%2 fertig, %3 fehlgeschlagen, %4 laufend, %5 tok/s   </translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="523"/>
        <source>lanebook-cli bench: no telemetry of GPU(s) %1 arrived during the run; it is recorded without a trace
</source>
        <translation>lanebook-cli bench: von GPU(s) %1 kam während des Laufs keine Telemetrie an; er wird ohne Verlauf aufgezeichnet
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="525"/>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="533"/>
        <source>lanebook-cli bench: cannot record the run in %1: %2
</source>
        <translation>lanebook-cli bench: der Lauf kann nicht in %1 aufgezeichnet werden: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="544"/>
        <source>lanebook-cli bench: the telemetry trace of run %1 was not stored in %2: %3
</source>
        <translation>lanebook-cli bench: der Telemetrie-Verlauf von Lauf %1 wurde nicht in %2 gespeichert: %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchcommand.cpp" line="559"/>
        <source>lanebook-cli bench: %1 (recorded as failed run %2)
</source>
        <translation>lanebook-cli bench: %1 (als fehlgeschlagener Lauf %2 aufgezeichnet)
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="84"/>
        <source>--blocking-gate: no gate &quot;%1&quot;; one of %2, or all</source>
        <translation>--blocking-gate: keine Prüfung &quot;%1&quot;; eine von %2 oder all</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="101"/>
        <source>--metric takes NAME, NAME:higher or NAME:lower, e.g. p99_ttft_ms:lower; not &quot;%1&quot;</source>
        <translation>--metric erwartet NAME, NAME:higher oder NAME:lower, z. B. p99_ttft_ms:lower; nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="131"/>
        <source>unexpected argument &quot;%1&quot;: runs and files follow --baseline or --candidate</source>
        <translation>unerwartetes Argument &quot;%1&quot;: Läufe und Dateien folgen auf --baseline oder --candidate</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="135"/>
        <source>--baseline needs at least one run, label pattern or file</source>
        <translation>--baseline braucht mindestens einen Lauf, ein Label-Muster oder eine Datei</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="137"/>
        <source>--candidate needs at least one run or file</source>
        <translation>--candidate braucht mindestens einen Lauf oder eine Datei</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="197"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkcommand.cpp" line="229"/>
        <source>no %1 runs: the label pattern &quot;%2&quot; matches none of the notebook&apos;s %n run(s)</source>
        <translation>
            <numerusform>keine %1-Läufe: Das Label-Muster &quot;%2&quot; passt auf keinen der %n Lauf des Notizbuchs</numerusform>
            <numerusform>keine %1-Läufe: Das Label-Muster &quot;%2&quot; passt auf keinen der %n Läufe des Notizbuchs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="239"/>
        <source>no %1 runs: &quot;%2&quot; is not a file, and %3</source>
        <translation>keine %1-Läufe: &quot;%2&quot; ist keine Datei, und %3</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="246"/>
        <source>no %1 runs: the files given hold no runs</source>
        <translation>keine %1-Läufe: Die angegebenen Dateien enthalten keine Läufe</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="312"/>
        <source>metric %1: neither the baseline nor the candidate runs record it (both record: %2)</source>
        <translation>Metrik %1: Weder die Baseline- noch die Kandidaten-Läufe erfassen sie (beide erfassen: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="315"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkcommand.cpp" line="318"/>
        <source>metric %1: no baseline run records it (%n candidate run(s) do)</source>
        <translation>
            <numerusform>Metrik %1: Kein Baseline-Lauf erfasst sie (%n Kandidaten-Lauf schon)</numerusform>
            <numerusform>Metrik %1: Kein Baseline-Lauf erfasst sie (%n Kandidaten-Läufe schon)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkcommand.cpp" line="322"/>
        <source>metric %1: no candidate run records it (%n baseline run(s) do)</source>
        <translation>
            <numerusform>Metrik %1: Kein Kandidaten-Lauf erfasst sie (%n Baseline-Lauf schon)</numerusform>
            <numerusform>Metrik %1: Kein Kandidaten-Lauf erfasst sie (%n Baseline-Läufe schon)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="334"/>
        <source>lanebook-cli check: cannot write %1: %2
</source>
        <translation>lanebook-cli check: %1 kann nicht geschrieben werden: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="354"/>
        <source>lanebook-cli check: not comparable: %1
</source>
        <translation>lanebook-cli check: nicht vergleichbar: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="365"/>
        <source>lanebook-cli check: %1
</source>
        <translation>lanebook-cli check: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="380"/>
        <source>baseline</source>
        <translation>Baseline</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="381"/>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="401"/>
        <source>run %1 is in both the baseline and the candidate</source>
        <translation>Lauf %1 ist sowohl in der Baseline als auch im Kandidaten</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="436"/>
        <source>none of the runs records a throughput metric; name the metric with --metric NAME</source>
        <translation>keiner der Läufe erfasst eine Durchsatzmetrik; nennen Sie die Metrik mit --metric NAME</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="460"/>
        <source>the baseline and the candidate ran different workloads: baseline at %1; candidate at %2</source>
        <translation>Baseline und Kandidat liefen mit unterschiedlicher Last: Baseline bei %1; Kandidat bei %2</translation>
    </message>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="467"/>
        <source>metric %1: %2</source>
        <translation>Metrik %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="20"/>
        <location filename="../app/cli/comparetext.cpp" line="106"/>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="21"/>
        <location filename="../app/cli/comparetext.cpp" line="107"/>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="28"/>
        <source>regression</source>
        <translation>Regression</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="31"/>
        <source>pass (point estimate)</source>
        <translation>bestanden (Punktschätzung)</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="32"/>
        <source>pass (%1)</source>
        <translation>bestanden (%1)</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="36"/>
        <source>no delta</source>
        <translation>kein Delta</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="42"/>
        <source>%1 (blocking)</source>
        <translation>%1 (blockierend)</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="49"/>
        <source>PASS: no regression beyond the noise and the allowed %1%</source>
        <translation>BESTANDEN: keine Regression über das Rauschen und die erlaubten %1% hinaus</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkreport.cpp" line="54"/>
        <source>%n regression(s)</source>
        <translation>
            <numerusform>%n Regression</numerusform>
            <numerusform>%n Regressionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkreport.cpp" line="56"/>
        <source>%n blocking gate(s) failed</source>
        <translation>
            <numerusform>%n blockierende Prüfung fehlgeschlagen</numerusform>
            <numerusform>%n blockierende Prüfungen fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="57"/>
        <source>FAIL: %1</source>
        <translation>FEHLGESCHLAGEN: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="62"/>
        <source>NOT COMPARABLE: %1</source>
        <translation>NICHT VERGLEICHBAR: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/checkreport.cpp" line="78"/>
        <location filename="../app/cli/comparetext.cpp" line="25"/>
        <source>… %n in all</source>
        <translation>
            <numerusform>… %n insgesamt</numerusform>
            <numerusform>… %n insgesamt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="87"/>
        <source>%1: baseline %2, candidate %3, delta %4, CI %5: %6 %7
</source>
        <translation>%1: Baseline %2, Kandidat %3, Delta %4, KI %5: %6 %7
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="129"/>
        <source>baseline:  %1
</source>
        <translation>Baseline:  %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="131"/>
        <source>candidate: %1
</source>
        <translation>Kandidat:  %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="133"/>
        <source>
%1 (%2), allowed regression %3%
</source>
        <translation>
%1 (%2), erlaubte Regression %3%
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="140"/>
        <source>
Gates:
</source>
        <translation>
Prüfungen:
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="148"/>
        <source>note: %1
</source>
        <translation>Hinweis: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="159"/>
        <source>- Baseline: %1
</source>
        <translation>- Baseline: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="161"/>
        <source>- Candidate: %1
</source>
        <translation>- Kandidat: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="162"/>
        <source>- Allowed regression: %1%

</source>
        <translation>- Erlaubte Regression: %1%

</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="165"/>
        <source>| Metric | Point | Baseline | Candidate | Delta % | CI | Verdict |
</source>
        <translation>| Metrik | Punkt | Baseline | Kandidat | Delta % | KI | Urteil |
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="192"/>
        <source>### Gates

| Gate | Outcome | Reason |
|---|---|---|
</source>
        <translation>### Prüfungen

| Prüfung | Ergebnis | Begründung |
|---|---|---|
</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="201"/>
        <source>### Notes

</source>
        <translation>### Hinweise

</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="251"/>
        <source>failed, not blocking: %1</source>
        <translation>fehlgeschlagen, nicht blockierend: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/checkreport.cpp" line="252"/>
        <source>not applicable: %1</source>
        <translation>trifft nicht zu: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="21"/>
        <location filename="../app/cli/clinotebook.cpp" line="38"/>
        <source>lanebook-cli: %1: no such notebook; import files first or pass --notebook PATH
</source>
        <translation>lanebook-cli: %1: kein solches Notizbuch; importieren Sie zuerst Dateien oder übergeben Sie --notebook PATH
</translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="73"/>
        <source>lanebook-cli %1: %2
</source>
        <translation>lanebook-cli %1: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="84"/>
        <source>run %1 (%2) has no per-request samples to judge against the SLO; --slo needs runs measured by Lanebook or imported with their requests (vLLM --save-detailed, AIPerf profile_export.jsonl, ...)</source>
        <translation>Lauf %1 (%2) hat keine Einzelanfragen, die gegen das SLO geprüft werden könnten; --slo braucht Läufe, die Lanebook gemessen hat oder die mit ihren Anfragen importiert wurden (vLLM --save-detailed, AIPerf profile_export.jsonl, ...)</translation>
    </message>
    <message>
        <location filename="../app/cli/clinotebook.cpp" line="100"/>
        <source>--slo: %1</source>
        <translation>--slo: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="120"/>
        <source>Usage: lanebook-cli [--notebook PATH] [--json] COMMAND [ARGS...]

Commands:
</source>
        <translation>Aufruf: lanebook-cli [--notebook PATH] [--json] BEFEHL [ARGUMENTE...]

Befehle:
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="123"/>
        <location filename="../app/cli/commandhelp.cpp" line="155"/>
        <source>
Options:
</source>
        <translation>
Optionen:
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="126"/>
        <source>the notebook (default: $LANEBOOK_NOTEBOOK, else %1)</source>
        <translation>das Notizbuch (Standard: $LANEBOOK_NOTEBOOK, sonst %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="127"/>
        <source>machine-readable output</source>
        <translation>maschinenlesbare Ausgabe</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="128"/>
        <source>this help</source>
        <translation>diese Hilfe</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="129"/>
        <source>the version</source>
        <translation>die Version</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="131"/>
        <source>&apos;lanebook-cli COMMAND --help&apos; (or &apos;lanebook-cli help COMMAND&apos;) lists a command&apos;s options, with an example.</source>
        <translation>&apos;lanebook-cli BEFEHL --help&apos; (oder &apos;lanebook-cli help BEFEHL&apos;) listet die Optionen eines Befehls auf, mit einem Beispiel.</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="135"/>
        <source>Exit status: 0 success, 1 something failed (named on stderr), 2 usage error.</source>
        <translation>Exit-Status: 0 Erfolg, 1 etwas ist fehlgeschlagen (auf stderr genannt), 2 Aufruffehler.</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="144"/>
        <source>Usage: lanebook-cli %1 %2</source>
        <translation>Aufruf: lanebook-cli %1 %2</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="152"/>
        <source> (repeat for more)</source>
        <translation> (für mehrere wiederholen)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="159"/>
        <source>
Example:
</source>
        <translation>
Beispiel:
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="169"/>
        <source>Usage: lanebook-cli %1 ACTION ...

Actions:
</source>
        <translation>Aufruf: lanebook-cli %1 AKTION ...

Aktionen:
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="171"/>
        <source>
&apos;lanebook-cli %1 ACTION --help&apos; lists an action&apos;s options.
</source>
        <translation>
&apos;lanebook-cli %1 AKTION --help&apos; listet die Optionen einer Aktion auf.
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="183"/>
        <source>usage:</source>
        <translation>Aufruf:</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="196"/>
        <source>&apos;lanebook-cli %1 --help&apos; lists every option, with an example.</source>
        <translation>&apos;lanebook-cli %1 --help&apos; listet jede Option auf, mit einem Beispiel.</translation>
    </message>
    <message>
        <location filename="../app/cli/commandhelp.cpp" line="199"/>
        <source>&apos;lanebook-cli %1 ACTION --help&apos; lists an action&apos;s options, with an example.</source>
        <translation>&apos;lanebook-cli %1 AKTION --help&apos; listet die Optionen einer Aktion auf, mit einem Beispiel.</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="50"/>
        <source>lanebook-cli help: unknown command &quot;%1&quot;
</source>
        <translation>lanebook-cli help: unbekannter Befehl &quot;%1&quot;
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="51"/>
        <source>lanebook-cli help: unknown command &quot;%1&quot;; did you mean %2?
</source>
        <translation>lanebook-cli help: unbekannter Befehl &quot;%1&quot;; meinten Sie %2?
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="66"/>
        <source>lanebook-cli: unknown command &quot;%1&quot;; &apos;lanebook-cli help&apos; lists them
</source>
        <translation>lanebook-cli: unbekannter Befehl &quot;%1&quot;; &apos;lanebook-cli help&apos; listet die Befehle auf
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="69"/>
        <source>lanebook-cli: unknown command &quot;%1&quot;; did you mean %2?
</source>
        <translation>lanebook-cli: unbekannter Befehl &quot;%1&quot;; meinten Sie %2?
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="91"/>
        <source>lanebook-cli %1: unknown action &quot;%2&quot;%3
</source>
        <translation>lanebook-cli %1: unbekannte Aktion &quot;%2&quot;%3
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="93"/>
        <source>; one of %1</source>
        <translation>; eine von %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="95"/>
        <source>; did you mean %1?</source>
        <translation>; meinten Sie %1?</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="156"/>
        <source>lanebook-cli: --notebook needs a path
</source>
        <translation>lanebook-cli: --notebook braucht einen Pfad
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="179"/>
        <source>lanebook-cli: the notebook path is empty; pass --notebook PATH
</source>
        <translation>lanebook-cli: der Notizbuch-Pfad ist leer; übergeben Sie --notebook PATH
</translation>
    </message>
    <message>
        <location filename="../app/cli/commandline.cpp" line="220"/>
        <source>lanebook-cli: unknown command &quot;%1&quot;

</source>
        <translation>lanebook-cli: unbekannter Befehl &quot;%1&quot;

</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="26"/>
        <source>between %1 and %2</source>
        <translation>zwischen %1 und %2</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="27"/>
        <source>from %1 to %2</source>
        <translation>von %1 bis %2</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="30"/>
        <source>above %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="31"/>
        <source>of at least %1</source>
        <translation>von mindestens %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="33"/>
        <source>below %1</source>
        <translation>unter %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="34"/>
        <source>of at most %1</source>
        <translation>von höchstens %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="45"/>
        <source>; &apos;lanebook-cli %1 --help&apos; lists the options</source>
        <translation>; &apos;lanebook-cli %1 --help&apos; listet die Optionen auf</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="70"/>
        <source>unknown option --%1%2</source>
        <translation>unbekannte Option --%1%2</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="71"/>
        <source>unknown option --%1; did you mean %2?</source>
        <translation>unbekannte Option --%1; meinten Sie %2?</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="78"/>
        <source>--%1 takes no value</source>
        <translation>--%1 nimmt keinen Wert</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="96"/>
        <source>--%1 needs a value: --%1 %2</source>
        <translation>--%1 braucht einen Wert: --%1 %2</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="160"/>
        <source>--%1 takes a whole number %2, not &quot;%3&quot;</source>
        <translation>--%1 erwartet eine ganze Zahl %2, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="182"/>
        <source>--%1 takes a number %2, not &quot;%3&quot;</source>
        <translation>--%1 erwartet eine Zahl %2, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="183"/>
        <source>--%1 takes a number %2 in %3 (e.g. 5 or 5%3), not &quot;%4&quot;</source>
        <translation>--%1 erwartet eine Zahl %2 in %3 (z. B. 5 oder 5%3), nicht &quot;%4&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="197"/>
        <source>--%1 takes %2, not &quot;%3&quot;</source>
        <translation>--%1 erwartet %2, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="199"/>
        <source>--%1 takes %2, not &quot;%3&quot;; did you mean %4?</source>
        <translation>--%1 erwartet %2, nicht &quot;%3&quot;; meinten Sie %4?</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="37"/>
        <source>the control arm&apos;s runs (id or label)</source>
        <translation>die Läufe des Kontroll-Arms (ID oder Label)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="38"/>
        <location filename="../app/cli/commandspec.cpp" line="306"/>
        <source>the candidate arm&apos;s runs</source>
        <translation>die Läufe des Kandidaten-Arms</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="39"/>
        <source>the metric to compare; default: chosen from the runs</source>
        <translation>die zu vergleichende Metrik; Standard: aus den Läufen gewählt</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="41"/>
        <location filename="../app/cli/commandspec.cpp" line="66"/>
        <source>judge every run&apos;s requests against these bounds first (ttft_ms, tpot_ms, itl_ms, e2e_ms): slo_attainment_pct, goodput_req_per_s and goodput_tok_per_s compare like any metric (default metric: goodput_tok_per_s)</source>
        <translation>zuerst die Anfragen jedes Laufs gegen diese Grenzen prüfen (ttft_ms, tpot_ms, itl_ms, e2e_ms): slo_attainment_pct, goodput_req_per_s und goodput_tok_per_s vergleichen sich wie jede Metrik (Standardmetrik: goodput_tok_per_s)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="45"/>
        <source>changes smaller than this are noise</source>
        <translation>kleinere Änderungen sind Rauschen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="46"/>
        <location filename="../app/cli/commandspec.cpp" line="78"/>
        <source>the interval&apos;s confidence, e.g. 0.95</source>
        <translation>die Konfidenz des Intervalls, z. B. 0.95</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="48"/>
        <source>the change under test and the keys it takes (e.g. speculation=--speculative-model,--num-speculative-tokens): one_variable counts them as one</source>
        <translation>die getestete Änderung und die Schlüssel, die zu ihr gehören (z. B. speculation=--speculative-model,--num-speculative-tokens): one_variable zählt sie als eine</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="57"/>
        <source>the baseline: run ids or labels, label patterns (main-*), or result files and folders to import</source>
        <translation>die Baseline: Lauf-IDs oder Labels, Label-Muster (main-*) oder zu importierende Ergebnisdateien und -ordner</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="60"/>
        <source>the candidate: run ids or labels, or result files and folders to import</source>
        <translation>der Kandidat: Lauf-IDs oder Labels oder zu importierende Ergebnisdateien und -ordner</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="63"/>
        <source>a metric to check; the direction defaults from the metric&apos;s name; default: the runs&apos; throughput</source>
        <translation>eine zu prüfende Metrik; die Richtung ergibt sich standardmäßig aus dem Namen der Metrik; Standard: der Durchsatz der Läufe</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="71"/>
        <source>the loss allowed beyond the noise, e.g. 2%; default 0</source>
        <translation>der über das Rauschen hinaus erlaubte Verlust, z. B. 2%; Standard 0</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="73"/>
        <source>a gate whose failure fails the check (a gate id, or all); other gates are reported only</source>
        <translation>eine Prüfung, deren Scheitern den Check scheitern lässt (eine Prüfungs-ID oder all); andere Prüfungen werden nur berichtet</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="76"/>
        <source>changes smaller than this are noise; default: from the baseline&apos;s repeats</source>
        <translation>kleinere Änderungen gelten als Rauschen; Standard: aus den Wiederholungen der Baseline</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="79"/>
        <source>write a JUnit XML: a testcase per metric and gate</source>
        <translation>eine JUnit-XML-Datei schreiben: ein testcase je Metrik und Prüfung</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="80"/>
        <source>write a markdown summary table</source>
        <translation>eine Markdown-Übersichtstabelle schreiben</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="86"/>
        <source>the server, http:// or https://</source>
        <translation>der Server, http:// oder https://</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="87"/>
        <source>the model name the server serves</source>
        <translation>der Modellname, den der Server bereitstellt</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="89"/>
        <source>the OpenAI endpoint (default completions)</source>
        <translation>der OpenAI-Endpunkt (Standard completions)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="90"/>
        <source>requests in flight at once</source>
        <translation>gleichzeitig laufende Anfragen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="91"/>
        <source>requests measured</source>
        <translation>gemessene Anfragen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="92"/>
        <source>prompt length in tokens</source>
        <translation>Prompt-Länge in Tokens</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="93"/>
        <source>tokens generated per request</source>
        <translation>erzeugte Tokens je Anfrage</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="94"/>
        <source>the run&apos;s label</source>
        <translation>das Label des Laufs</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="96"/>
        <source>the run&apos;s lane (default: the model&apos;s); its SLO judges the run when --slo is not given</source>
        <translation>die Lane des Laufs (Vorgabe: die des Modells); ohne --slo bewertet ihr SLO den Lauf</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="98"/>
        <source>open loop: requests per second</source>
        <translation>offene Schleife: Anfragen pro Sekunde</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="99"/>
        <source>gamma arrivals of this shape (needs --request-rate)</source>
        <translation>Gamma-verteilte Ankünfte dieser Form (braucht --request-rate)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="100"/>
        <source>requests sent first and not measured</source>
        <translation>vorab gesendete, nicht gemessene Anfragen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="101"/>
        <source>the seed of prompts and arrivals</source>
        <translation>der Seed für Prompts und Ankünfte</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="102"/>
        <source>prompts from a file instead of synthetic ones</source>
        <translation>Prompts aus einer Datei statt synthetischer</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="104"/>
        <source>every prompt opens with the same N tokens (of --input-tokens), the rest fresh: a cache state the cache gate checks</source>
        <translation>jeder Prompt beginnt mit denselben N Token (von --input-tokens), der Rest frisch: ein Cache-Zustand, den das Cache-Gate prüft</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="107"/>
        <source>multi-turn: synthetic conversations of N turns, each turn sent after the reply and the think time; --concurrency counts conversations</source>
        <translation>mehrere Runden: synthetische Gespräche mit N Runden, jede Runde nach der Antwort und der Denkzeit gesendet; --concurrency zählt Gespräche</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="110"/>
        <source>tokens of each turn after the first (default 64)</source>
        <translation>Token jeder Runde nach der ersten (Standard 64)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="111"/>
        <source>wait between a reply and the next turn</source>
        <translation>Wartezeit zwischen einer Antwort und der nächsten Runde</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="112"/>
        <source>conversations sent (default 16)</source>
        <translation>gesendete Gespräche (Standard 16)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="113"/>
        <source>send every turn of --prompt-file&apos;s conversations</source>
        <translation>jede Runde der Gespräche aus --prompt-file senden</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="115"/>
        <source>the replies carried into a conversation&apos;s history: the server&apos;s (default) or the file&apos;s</source>
        <translation>die Antworten, die in den Verlauf eines Gesprächs übernommen werden: die des Servers (Standard) oder die der Datei</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="118"/>
        <source>replay a Mooncake request trace: its arrival times, lengths and shared prompt blocks</source>
        <translation>einen Mooncake-Anfrage-Trace wiedergeben: seine Ankunftszeiten, Längen und geteilten Prompt-Blöcke</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="121"/>
        <source>tokens per block id of the trace (default 512, Mooncake&apos;s)</source>
        <translation>Token pro Block-ID des Trace (Standard 512, wie bei Mooncake)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="122"/>
        <source>replay the trace X times faster (default 1)</source>
        <translation>den Trace X-mal schneller wiedergeben (Standard 1)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="123"/>
        <source>the bearer token</source>
        <translation>das Bearer-Token</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="124"/>
        <source>a request&apos;s whole time limit, seconds</source>
        <translation>Zeitlimit einer ganzen Anfrage, Sekunden</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="125"/>
        <source>the connection&apos;s time limit, seconds</source>
        <translation>Zeitlimit der Verbindung, Sekunden</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="126"/>
        <source>the time limit to the first token, seconds</source>
        <translation>Zeitlimit bis zum ersten Token, Sekunden</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="127"/>
        <source>the HTTP client</source>
        <translation>der HTTP-Client</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="129"/>
        <source>judge each request against these bounds (ttft_ms, tpot_ms, itl_ms, e2e_ms): SLO attainment and goodput; default: the lane&apos;s SLO</source>
        <translation>jede Anfrage an diesen Grenzen messen (ttft_ms, tpot_ms, itl_ms, e2e_ms): SLO-Erfüllung und Goodput; Vorgabe: das SLO der Lane</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="132"/>
        <source>search for the highest concurrency that keeps --slo (one stored run per probe, starting at --concurrency)</source>
        <translation>die höchste Nebenläufigkeit suchen, die --slo einhält (ein gespeicherter Lauf je Probe, beginnend bei --concurrency)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="135"/>
        <source>the share of requests that must meet the SLO (default 99)</source>
        <translation>der Anteil der Anfragen, die das SLO erfüllen müssen (Standard 99)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="136"/>
        <source>the search&apos;s resolution (default 5)</source>
        <translation>die Auflösung der Suche (Standard 5)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="137"/>
        <source>the most probes the search makes (default 8)</source>
        <translation>die meisten Proben, die die Suche macht (Standard 8)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="138"/>
        <source>GPU telemetry during the run (see telemetry)</source>
        <translation>GPU-Telemetrie während des Laufs (siehe telemetry)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="139"/>
        <location filename="../app/cli/commandspec.cpp" line="164"/>
        <source>keep every Nth telemetry tick</source>
        <translation>jeden N-ten Telemetrie-Tick behalten</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="140"/>
        <location filename="../app/cli/commandspec.cpp" line="158"/>
        <source>the GPUs whose telemetry is recorded (needs --telemetry)</source>
        <translation>die GPUs, deren Telemetrie aufgezeichnet wird (braucht --telemetry)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="141"/>
        <source>let the server stop at end of sequence</source>
        <translation>den Server am Sequenzende aufhören lassen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="142"/>
        <source>send the same prompts again (prefix caching on)</source>
        <translation>dieselben Prompts erneut senden (Prefix-Caching an)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="143"/>
        <source>do not scrape the server&apos;s /metrics</source>
        <translation>die /metrics des Servers nicht abfragen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="149"/>
        <source>the run&apos;s label (default: the script&apos;s name)</source>
        <translation>das Label des Laufs (Standard: der Name des Skripts)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="150"/>
        <source>the lane of the run and of its results</source>
        <translation>die Lane des Laufs und seiner Ergebnisse</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="152"/>
        <source>a CSV / JSON Lines column that holds a vocabulary metric; each row becomes a run, the other columns its config</source>
        <translation>eine CSV-/JSON-Lines-Spalte, die eine Metrik des Vokabulars enthält; jede Zeile wird zu einem Lauf, die übrigen Spalten zu seiner Konfiguration</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="155"/>
        <source>where the command writes its results (default: the working directory)</source>
        <translation>wohin der Befehl seine Ergebnisse schreibt (Standard: das Arbeitsverzeichnis)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="156"/>
        <source>GPU telemetry while it runs (see telemetry)</source>
        <translation>GPU-Telemetrie während der Ausführung (siehe telemetry)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="163"/>
        <source>GPU telemetry during the runs, or none</source>
        <translation>GPU-Telemetrie während der Läufe, oder none</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="165"/>
        <source>write the servers&apos; process ids here</source>
        <translation>die Prozess-IDs der Server hierhin schreiben</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="167"/>
        <source>where quality steps write their files (default: beside the notebook, NAME-quality)</source>
        <translation>wohin Qualitätsschritte ihre Dateien schreiben (Standard: neben dem Notizbuch, NAME-quality)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="173"/>
        <location filename="../app/cli/commandspec.cpp" line="293"/>
        <source>the finding&apos;s title</source>
        <translation>der Titel des Befunds</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="174"/>
        <location filename="../app/cli/commandspec.cpp" line="294"/>
        <source>what is expected, and why</source>
        <translation>was erwartet wird, und warum</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="175"/>
        <location filename="../app/cli/commandspec.cpp" line="298"/>
        <source>the number the hypothesis predicts</source>
        <translation>die Zahl, die die Hypothese vorhersagt</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="176"/>
        <source>the analysis text</source>
        <translation>der Analysetext</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="177"/>
        <source>the analysis, read from a file</source>
        <translation>die Analyse, aus einer Datei gelesen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="178"/>
        <source>what the result rules out</source>
        <translation>was das Ergebnis ausschließt</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="179"/>
        <source>what to try next</source>
        <translation>was als Nächstes zu versuchen ist</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="184"/>
        <source>--api-key defaults to $OPENAI_API_KEY; the key is sent, never stored.

Every prompt opens with a nonce of its own, so no request finds another&apos;s prompt in the server&apos;s prefix cache; --reuse-prompts sends a prompt file&apos;s entries as they are, repeats included (a prefix-cache experiment, so labelled in the run).

--trace replays a Mooncake trace (JSON Lines of timestamp in ms, input_length, output_length, hash_ids): each request at its time (divided by --trace-speedup), requests naming the same block id share that block&apos;s text, so the server&apos;s prefix cache sees the trace&apos;s reuse; --requests N replays the first N. The run records the reuse the trace implies, the cache hit rate the server reported and how late requests were sent.

--http-client auto (default) streams plain http:// with Lanebook&apos;s own HTTP/1.1 client, the cheapest per token, and uses libcurl for https:// and proxies; curl uses libcurl for everything. The run records which one in extra.http_client.

--telemetry records the GPUs&apos; telemetry with the run (auto, nvml, nvidia-smi, fake, ...; default none); --gpus 0,1 keeps only those GPUs (default: all); --telemetry-every N keeps one 10 Hz tick in N.</source>
        <translation>--api-key ist standardmäßig $OPENAI_API_KEY; der Schlüssel wird gesendet, nie gespeichert.

Jeder Prompt beginnt mit einer eigenen Nonce, sodass keine Anfrage den Prompt einer anderen im Präfix-Cache des Servers findet; --reuse-prompts sendet die Einträge einer Prompt-Datei unverändert, Wiederholungen eingeschlossen (ein Präfix-Cache-Experiment, im Lauf so gekennzeichnet).

--trace gibt einen Mooncake-Trace wieder (JSON Lines mit timestamp in ms, input_length, output_length, hash_ids): jede Anfrage zu ihrer Zeit (geteilt durch --trace-speedup); Anfragen mit derselben Block-ID teilen den Text dieses Blocks, sodass der Präfix-Cache des Servers die Wiederverwendung des Trace sieht; --requests N gibt die ersten N wieder. Der Lauf hält fest, welche Wiederverwendung der Trace impliziert, welche Cache-Trefferquote der Server meldete und wie verspätet Anfragen gesendet wurden.

--http-client auto (Standard) streamt einfaches http:// mit Lanebooks eigenem HTTP/1.1-Client, dem günstigsten pro Token, und verwendet libcurl für https:// und Proxys; curl verwendet libcurl für alles. Der Lauf hält in extra.http_client fest, welcher es war.

--telemetry zeichnet die Telemetrie der GPUs mit dem Lauf auf (auto, nvml, nvidia-smi, fake, ...; Standard none); --gpus 0,1 behält nur diese GPUs (Standard: alle); --telemetry-every N behält einen 10-Hz-Tick von N.</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="206"/>
        <source>STATUS: %1</source>
        <translation>STATUS: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="211"/>
        <source>the lane</source>
        <translation>die Lane</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="215"/>
        <source>detect each file&apos;s format and add its runs (one line per file)</source>
        <translation>erkennt das Format jeder Datei und fügt ihre Läufe hinzu (eine Zeile je Datei)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="220"/>
        <source>list runs</source>
        <translation>Läufe auflisten</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="221"/>
        <location filename="../app/cli/commandspec.cpp" line="252"/>
        <location filename="../app/cli/commandspec.cpp" line="370"/>
        <source>only runs whose label, model or tags contain TEXT</source>
        <translation>nur Läufe, deren Label, Modell oder Tags TEXT enthalten</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="225"/>
        <source>one run in full (RUN = id or label)</source>
        <translation>ein Lauf vollständig (RUN = ID oder Label)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="230"/>
        <source>the run&apos;s validity gates; stores them and the status they suggest</source>
        <translation>die Gültigkeitsprüfungen des Laufs; speichert sie und den vorgeschlagenen Status</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="235"/>
        <source>paired comparison per workload point: delta, CI, p, verdict, gates, config diff</source>
        <translation>gepaarter Vergleich je Lastpunkt: Delta, KI, p, Urteil, Prüfungen, Konfigurationsunterschied</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="242"/>
        <source>the throughput frontier per group: the runs no other run of the group beats on both axes, and the dominated ones</source>
        <translation>die Durchsatzfront je Gruppe: die Läufe, die kein anderer Lauf der Gruppe auf beiden Achsen übertrifft, und die dominierten</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="245"/>
        <source>the first axis (default output_tok_per_s_per_gpu), higher is better</source>
        <translation>die erste Achse (Standard output_tok_per_s_per_gpu), höher ist besser</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="247"/>
        <source>the second axis (default output_tok_per_s_per_user), higher is better</source>
        <translation>die zweite Achse (Standard output_tok_per_s_per_user), höher ist besser</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="250"/>
        <source>one frontier per lane (default), wave arm, model or label</source>
        <translation>eine Front je Lane (Standard), Wellen-Arm, Modell oder Label</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="256"/>
        <source>CI regression gate: exit 0 no regression beyond the noise and the allowance, 1 a regression or a blocking gate failed, 2 not comparable</source>
        <translation>CI-Regressionsprüfung: Exit 0 keine Regression über Rauschen und Toleranz hinaus, 1 eine Regression oder eine blockierende Prüfung fehlgeschlagen, 2 nicht vergleichbar</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="264"/>
        <source>one load-generator run against a live server, recorded</source>
        <translation>ein Lastgenerator-Lauf gegen einen laufenden Server, aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="269"/>
        <source>any experiment: run a script, record it, and import the results it wrote</source>
        <translation>beliebiges Experiment: ein Skript ausführen, aufzeichnen und die von ihm geschriebenen Ergebnisse importieren</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="274"/>
        <source>a whole A/B wave: launch arms, canaries, interleaved runs</source>
        <translation>eine ganze A/B-Welle: Arme starten, Canaries, verschränkte Läufe</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="277"/>
        <source>the wave&apos;s schedule and estimated duration; runs nothing</source>
        <translation>Ablaufplan und geschätzte Dauer der Welle; führt nichts aus</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="281"/>
        <source>per-GPU telemetry: one snapshot, or a stream until interrupted</source>
        <translation>Telemetrie je GPU: ein Schnappschuss oder ein Strom bis zur Unterbrechung</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="283"/>
        <source>where the figures come from: auto, nvml, nvidia-smi, xpu-smi, amd-smi, sysfs, prometheus=URL or fake</source>
        <translation>woher die Werte kommen: auto, nvml, nvidia-smi, xpu-smi, amd-smi, sysfs, prometheus=URL oder fake</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="285"/>
        <source>one snapshot, then exit</source>
        <translation>ein Schnappschuss, dann beenden</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="286"/>
        <source>samples per second, 0.01 to 50</source>
        <translation>Messungen pro Sekunde, 0.01 bis 50</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="287"/>
        <source>stop after N ticks</source>
        <translation>nach N Ticks aufhören</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="288"/>
        <source>how long to wait for the tool, at least 10</source>
        <translation>wie lange auf das Werkzeug gewartet wird, mindestens 10</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="292"/>
        <source>open a finding: a question and the hypothesis to test</source>
        <translation>einen Befund eröffnen: eine Frage und die zu prüfende Hypothese</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="296"/>
        <source>the write-up the hypothesis is reconstructed from, when it is entered after the results (a notebook back-filled from old write-ups)</source>
        <translation>die Ausarbeitung, aus der die Hypothese rekonstruiert ist, wenn sie nach den Ergebnissen eingetragen wird (ein aus alten Ausarbeitungen nachgetragenes Notizbuch)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="304"/>
        <source>link the runs that test a finding</source>
        <translation>die Läufe verknüpfen, die einen Befund prüfen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="305"/>
        <source>the control arm&apos;s runs</source>
        <translation>die Läufe des Kontroll-Arms</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="310"/>
        <source>remove runs from a finding</source>
        <translation>Läufe von einem Befund lösen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="316"/>
        <source>record the verdict and why</source>
        <translation>das Urteil festhalten und warum</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="317"/>
        <source>why: the evidence in a sentence</source>
        <translation>warum: der Nachweis in einem Satz</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="319"/>
        <source>the metric the verdict rests on (as compare&apos;s --metric); the findings export compares and charts it; default: the one named before</source>
        <translation>die Metrik, auf der das Urteil beruht (wie --metric bei compare); der Befund-Export vergleicht sie und zeigt sie im Diagramm; Standard: die zuvor genannte</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="323"/>
        <source>change a finding&apos;s text</source>
        <translation>den Text eines Befunds ändern</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="327"/>
        <source>list findings</source>
        <translation>Befunde auflisten</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="332"/>
        <source>one finding in full</source>
        <translation>ein Befund vollständig</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="337"/>
        <source>the notebook&apos;s lanes, with their runs and SLOs</source>
        <translation>die Lanes des Notizbuchs mit ihren Läufen und SLOs</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="342"/>
        <source>the lane&apos;s SLO: shown, set or cleared; bench, wave, compare and check judge the lane&apos;s runs against it when given no SLO of their own</source>
        <translation>das SLO der Lane: anzeigen, setzen oder entfernen; bench, wave, compare und check bewerten die Läufe der Lane daran, wenn sie kein eigenes SLO bekommen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="344"/>
        <source>remove the lane&apos;s SLO</source>
        <translation>das SLO der Lane entfernen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="345"/>
        <source>make the lane when the notebook has none of that name</source>
        <translation>die Lane anlegen, wenn das Notizbuch keine dieses Namens hat</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="349"/>
        <source>notes, tags and a status override on a run</source>
        <translation>Notizen, Tags und eine Statusüberschreibung für einen Lauf</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="350"/>
        <source>add a note</source>
        <translation>eine Notiz hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="351"/>
        <source>add a tag</source>
        <translation>ein Tag hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="352"/>
        <source>remove a tag</source>
        <translation>ein Tag entfernen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="353"/>
        <source>override the suggested status (needs --reason)</source>
        <translation>den vorgeschlagenen Status überschreiben (braucht --reason)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="354"/>
        <source>why the status was overridden</source>
        <translation>warum der Status überschrieben wurde</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="358"/>
        <source>the findings document, with its charts</source>
        <translation>das Befund-Dokument, mit seinen Diagrammen</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="359"/>
        <location filename="../app/cli/commandspec.cpp" line="364"/>
        <source>where to write</source>
        <translation>wohin geschrieben wird</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="363"/>
        <source>a lane&apos;s evidence packet: runs, comparisons, findings</source>
        <translation>das Nachweispaket einer Lane: Läufe, Vergleiche, Befunde</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="368"/>
        <source>the runs table as CSV or JSON</source>
        <translation>die Lauftabelle als CSV oder JSON</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="369"/>
        <source>where to write; the extension picks the format</source>
        <translation>wohin geschrieben wird; die Endung wählt das Format</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="374"/>
        <source>copy runs, waves and findings into another notebook; only what it lacks</source>
        <translation>Läufe, Wellen und Befunde in ein anderes Notizbuch kopieren; nur was ihm fehlt</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="376"/>
        <source>where to copy: postgresql://user@host:port/db or a file</source>
        <translation>wohin kopiert wird: postgresql://user@host:port/db oder eine Datei</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="377"/>
        <location filename="../app/cli/commandspec.cpp" line="385"/>
        <source>runs per transaction (default 500)</source>
        <translation>Läufe pro Transaktion (Standard 500)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="381"/>
        <source>copy runs, waves and findings from another notebook; only what this one lacks</source>
        <translation>Läufe, Wellen und Befunde aus einem anderen Notizbuch kopieren; nur was diesem fehlt</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="384"/>
        <source>what to copy: postgresql://user@host:port/db or a file</source>
        <translation>was kopiert wird: postgresql://user@host:port/db oder eine Datei</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="389"/>
        <source>store a secret in the keychain (value read from standard input)</source>
        <translation>speichert ein Geheimnis im Schlüsselbund (Wert von der Standardeingabe)</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="394"/>
        <source>remove a secret from the keychain</source>
        <translation>entfernt ein Geheimnis aus dem Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../app/cli/commandspec.cpp" line="399"/>
        <source>where NAME resolves from (LANEBOOK_SECRET_NAME, then the keychain)</source>
        <translation>woher NAME aufgelöst wird (LANEBOOK_SECRET_NAME, dann der Schlüsselbund)</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="54"/>
        <source>--variable takes NAME=KEY,KEY..., e.g. speculation=--speculative-model,--num-speculative-tokens</source>
        <translation>--variable erwartet NAME=KEY,KEY..., z. B. speculation=--speculative-model,--num-speculative-tokens</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="68"/>
        <source>name the runs either as A B or with --control and --candidate, not both</source>
        <translation>nennen Sie die Läufe entweder als A B oder mit --control und --candidate, nicht beides</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="71"/>
        <source>--control and --candidate each need at least one run</source>
        <translation>--control und --candidate brauchen jeweils mindestens einen Lauf</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="75"/>
        <source>name two runs (A is the control, B the candidate), or use --control and --candidate</source>
        <translation>nennen Sie zwei Läufe (A ist die Kontrolle, B der Kandidat) oder verwenden Sie --control und --candidate</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="90"/>
        <location filename="../app/cli/comparecommand.cpp" line="111"/>
        <location filename="../app/cli/comparecommand.cpp" line="125"/>
        <source>lanebook-cli compare: %1
</source>
        <translation>lanebook-cli compare: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="129"/>
        <source>lanebook-cli compare: the comparison&apos;s gates could not be stored: %1
</source>
        <translation>lanebook-cli compare: die Prüfungen des Vergleichs konnten nicht gespeichert werden: %1
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/comparetext.cpp" line="54"/>
        <source>%1 (%n outlier(s))</source>
        <translation>
            <numerusform>%1 (%n Ausreißer)</numerusform>
            <numerusform>%1 (%n Ausreißer)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="113"/>
        <location filename="../app/cli/comparetext.cpp" line="116"/>
        <source>%1 (%2)%3
</source>
        <translation>%1 (%2)%3
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="113"/>
        <source>no metric</source>
        <translation>keine Metrik</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="109"/>
        <source>, chosen from the runs; --metric NAME picks another</source>
        <translation>, aus den Läufen gewählt; --metric NAME wählt eine andere</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="119"/>
        <source>control:   %1
candidate: %2

</source>
        <translation>Kontrolle: %1
Kandidat:  %2

</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="62"/>
        <source>Verdict: none. %1
</source>
        <translation>Urteil: keines. %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="118"/>
        <source>%1 (%2; %3)%4
</source>
        <translation>%1 (%2; %3)%4
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="124"/>
        <source>delta</source>
        <translation>Delta</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="125"/>
        <source>%1% CI</source>
        <translation>%1-%-KI</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="125"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="126"/>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="137"/>
        <source>overall</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="143"/>
        <source>  (medians; delta is the %1; p %2)

</source>
        <translation>  (Mediane; Delta ist das %1; p %2)

</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="144"/>
        <source>median paired ratio (Hodges-Lehmann)</source>
        <translation>Median der gepaarten Verhältnisse (Hodges-Lehmann)</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="145"/>
        <source>ratio of geometric means</source>
        <translation>Verhältnis der geometrischen Mittel</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="146"/>
        <source>Holm-adjusted across points</source>
        <translation>Holm-korrigiert über die Punkte</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="147"/>
        <source>two-sided</source>
        <translation>zweiseitig</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="63"/>
        <source>Verdict: %1</source>
        <translation>Urteil: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="65"/>
        <source> (%1%2)</source>
        <translation> (%1%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/comparetext.cpp" line="67"/>
        <location filename="../app/cli/comparetext.cpp" line="152"/>
        <source>, %n pair(s)</source>
        <translation>
            <numerusform>, %n Paar</numerusform>
            <numerusform>, %n Paare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="68"/>
        <source>, not drift-controlled</source>
        <translation>, nicht driftkontrolliert</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="150"/>
        <source>  %1: %2</source>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="159"/>
        <source>Decision threshold ±%1%</source>
        <translation>Entscheidungsschwelle ±%1%</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="161"/>
        <source> (noise floor %1% from %2)</source>
        <translation> (Rauschgrenze %1% aus %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="167"/>
        <source>; smallest detectable effect %1% (run-to-run spread %2%)</source>
        <translation>; kleinster erkennbarer Effekt %1% (Streuung von Lauf zu Lauf %2%)</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="178"/>
        <source>
Quality beside speed (medians):
</source>
        <translation>
Qualität neben Geschwindigkeit (Mediane):
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <source>metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="76"/>
        <source>change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="82"/>
        <source>%1 (n=%2)</source>
        <translation>%1 (n=%2)</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="165"/>
        <source> (the 1% minimum: noise floor %1)</source>
        <translation> (das Minimum von 1 %: Rauschgrenze %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="181"/>
        <source>
Speculative decoding (medians):
</source>
        <translation>
Spekulatives Decoding (Mediane):
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="183"/>
        <source>
Prefix cache and TTFT by turn (medians):
</source>
        <translation>
Präfix-Cache und TTFT nach Runde (Mediane):
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="185"/>
        <source>
Gates (suggested status: %1):
</source>
        <translation>
Prüfungen (vorgeschlagener Status: %1):
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="193"/>
        <source>
Config diff (control → candidate):
</source>
        <translation>
Konfigurationsunterschied (Kontrolle → Kandidat):
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="195"/>
        <source>  none: both arms run the same recipe (an A/A comparison)
</source>
        <translation>  keiner: beide Arme laufen mit demselben Rezept (ein A/A-Vergleich)
</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="200"/>
        <source>[mechanical, not counted]</source>
        <translation>[mechanisch, nicht gezählt]</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="202"/>
        <source>[held fixed: %1]</source>
        <translation>[festgehalten: %1]</translation>
    </message>
    <message>
        <location filename="../app/cli/comparetext.cpp" line="208"/>
        <source>
Notes:
</source>
        <translation>
Anmerkungen:
</translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="54"/>
        <source>Nothing to copy: %1 already holds everything in %2 (%3, %4, %5); 0 added.
</source>
        <translation>Nichts zu kopieren: %1 enthält bereits alles aus %2 (%3, %4, %5); 0 hinzugefügt.
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="56"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="57"/>
        <source>%n wave(s)</source>
        <translation>
            <numerusform>%n Welle</numerusform>
            <numerusform>%n Wellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="58"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Befund</numerusform>
            <numerusform>%n Befunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="59"/>
        <source>Copied %1 into %2 in %n batch(es):
</source>
        <translation>
            <numerusform>%1 in %n Stapel nach %2 kopiert:
</numerusform>
            <numerusform>%1 in %n Stapeln nach %2 kopiert:
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="61"/>
        <source>  runs         %1 added, %2 already there, %3 already there from the same result file
</source>
        <translation>  Läufe        %1 hinzugefügt, %2 bereits vorhanden, %3 bereits aus derselben Ergebnisdatei vorhanden
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="67"/>
        <source>  judgements   %n run(s) judged again since the last copy: gates and status taken (a status overridden by hand stays)
</source>
        <translation>
            <numerusform>  Bewertungen  %n Lauf seit der letzten Kopie neu bewertet: Gate-Ergebnisse und Status übernommen (ein von Hand überschriebener Status bleibt)
</numerusform>
            <numerusform>  Bewertungen  %n Läufe seit der letzten Kopie neu bewertet: Gate-Ergebnisse und Status übernommen (ein von Hand überschriebener Status bleibt)
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="71"/>
        <source>  samples      %1, %2, %3 added
</source>
        <translation>  Stichproben  %1, %2, %3 hinzugefügt
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="72"/>
        <source>%n request sample(s)</source>
        <translation>
            <numerusform>%n Anfrage-Stichprobe</numerusform>
            <numerusform>%n Anfrage-Stichproben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="73"/>
        <source>%n telemetry sample(s)</source>
        <translation>
            <numerusform>%n Telemetrie-Stichprobe</numerusform>
            <numerusform>%n Telemetrie-Stichproben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="74"/>
        <source>%n gate result(s)</source>
        <translation>
            <numerusform>%n Gate-Ergebnis</numerusform>
            <numerusform>%n Gate-Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="75"/>
        <source>  annotations  %n added (notes, tags and statuses)
</source>
        <translation>
            <numerusform>  Anmerkungen  %n hinzugefügt (Notizen, Tags und Status)
</numerusform>
            <numerusform>  Anmerkungen  %n hinzugefügt (Notizen, Tags und Status)
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="77"/>
        <source>  waves        %1 added, %2 updated, %3 already there
</source>
        <translation>  Wellen       %1 hinzugefügt, %2 aktualisiert, %3 bereits vorhanden
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="81"/>
        <source>  findings     %1 added, %2 updated, %3 already there; %n link(s) to runs and waves added
</source>
        <translation>
            <numerusform>  Befunde      %1 hinzugefügt, %2 aktualisiert, %3 schon vorhanden; %n Verknüpfung mit Läufen und Wellen hinzugefügt
</numerusform>
            <numerusform>  Befunde      %1 hinzugefügt, %2 aktualisiert, %3 schon vorhanden; %n Verknüpfungen mit Läufen und Wellen hinzugefügt
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="101"/>
        <source>name the other notebook with --%1 (a postgresql:// address or a file)</source>
        <translation>das andere Notizbuch mit --%1 angeben (eine postgresql://-Adresse oder eine Datei)</translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="119"/>
        <source>lanebook-cli %1: nothing was copied
</source>
        <translation>lanebook-cli %1: nichts wurde kopiert
</translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="126"/>
        <source>lanebook-cli %1: %2; nothing was copied
</source>
        <translation>lanebook-cli %1: %2; nichts wurde kopiert
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/copycommand.cpp" line="136"/>
        <source>%1 of %n run(s) checked, %2 added</source>
        <translation>
            <numerusform>%1 von %n Lauf geprüft, %2 hinzugefügt</numerusform>
            <numerusform>%1 von %n Läufen geprüft, %2 hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/copycommand.cpp" line="146"/>
        <source>lanebook-cli %1: %2
The batches committed before it stay in %3; run the same command again to copy the rest.
</source>
        <translation>lanebook-cli %1: %2
Die vorher festgeschriebenen Stapel bleiben in %3; führen Sie denselben Befehl erneut aus, um den Rest zu kopieren.
</translation>
    </message>
    <message>
        <location filename="../app/cli/experimentresults.cpp" line="72"/>
        <source>a table no known tool wrote; --metric NAME=COLUMN maps its columns to import it</source>
        <translation>eine Tabelle, die kein bekanntes Werkzeug geschrieben hat; --metric NAME=COLUMN ordnet ihre Spalten zu, um sie zu importieren</translation>
    </message>
    <message>
        <location filename="../app/cli/experimentresults.cpp" line="88"/>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: Die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="24"/>
        <source>lanebook-cli export: %1
</source>
        <translation>lanebook-cli export: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="37"/>
        <source>lanebook-cli export %1: warning: %2
</source>
        <translation>lanebook-cli export %1: Warnung: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="39"/>
        <source>lanebook-cli export %1: %2
</source>
        <translation>lanebook-cli export %1: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="70"/>
        <source>say what to export: findings, packet or runs</source>
        <translation>sagen Sie, was exportiert werden soll: findings, packet oder runs</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="72"/>
        <source>unknown export &quot;%1&quot;</source>
        <translation>unbekannter Export &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="76"/>
        <location filename="../app/cli/findingcommand.cpp" line="94"/>
        <location filename="../app/cli/lanecommand.cpp" line="76"/>
        <location filename="../app/cli/lanecommand.cpp" line="131"/>
        <source>unexpected argument %1</source>
        <translation>unerwartetes Argument %1</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="84"/>
        <source>--out names where to write</source>
        <translation>--out nennt, wohin geschrieben wird</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="86"/>
        <source>a packet is of one lane: --lane LANE</source>
        <translation>ein Paket gehört zu einer Lane: --lane LANE</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="107"/>
        <source>Charts were not drawn: this process has no QApplication to draw them.</source>
        <translation>Es wurden keine Diagramme gezeichnet: Dieser Prozess hat keine QApplication, um sie zu zeichnen.</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="110"/>
        <source>lanebook-cli export findings: no findings%1 yet; the document says so
</source>
        <translation>lanebook-cli export findings: noch keine Befunde%1; das Dokument sagt das
</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="114"/>
        <source> in the lane %1</source>
        <translation> in der Lane %1</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="21"/>
        <location filename="../app/cli/findingcommand.cpp" line="31"/>
        <location filename="../app/cli/findingcommand.cpp" line="41"/>
        <source>lanebook-cli finding: %1
</source>
        <translation>lanebook-cli finding: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="97"/>
        <source>a finding starts with --title and --hypothesis, written before the results</source>
        <translation>ein Befund beginnt mit --title und --hypothesis, geschrieben vor den Ergebnissen</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="104"/>
        <source>lanebook-cli finding new: %1
</source>
        <translation>lanebook-cli finding new: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="117"/>
        <source>name one finding, then --control RUN... and/or --candidate RUN...</source>
        <translation>nennen Sie einen Befund, dann --control RUN... und/oder --candidate RUN...</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="122"/>
        <source>--control and --candidate name the runs to link</source>
        <translation>--control und --candidate nennen die zu verknüpfenden Läufe</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="130"/>
        <source>lanebook-cli finding link: %1
</source>
        <translation>lanebook-cli finding link: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="137"/>
        <source>finding %1: %2 and %3 linked
</source>
        <translation>Befund %1: %2 und %3 verknüpft
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="139"/>
        <source>%n control run(s)</source>
        <translation>
            <numerusform>%n Kontroll-Lauf</numerusform>
            <numerusform>%n Kontroll-Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="141"/>
        <source>%n candidate run(s)</source>
        <translation>
            <numerusform>%n Kandidaten-Lauf</numerusform>
            <numerusform>%n Kandidaten-Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="149"/>
        <source>name the finding and the runs to unlink</source>
        <translation>nennen Sie den Befund und die zu lösenden Läufe</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="155"/>
        <source>lanebook-cli finding unlink: %1
</source>
        <translation>lanebook-cli finding unlink: %1
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="159"/>
        <source>finding %1: %n run(s) unlinked
</source>
        <translation>
            <numerusform>Befund %1: %n Lauf gelöst
</numerusform>
            <numerusform>Befund %1: %n Läufe gelöst
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="187"/>
        <source>no run linked to finding %1 records %2; they record: %3</source>
        <translation>kein mit Befund %1 verknüpfter Lauf erfasst %2; sie erfassen: %3</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="194"/>
        <source>name the finding and the verdict</source>
        <translation>nennen Sie den Befund und das Urteil</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="197"/>
        <source>&quot;%1&quot; is not a verdict; use adopted, negative, inconclusive or invalid</source>
        <translation>&quot;%1&quot; ist kein Urteil; verwenden Sie adopted, negative, inconclusive oder invalid</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="202"/>
        <source>a verdict needs --reason: say what the comparison showed</source>
        <translation>ein Urteil braucht --reason: sagen Sie, was der Vergleich gezeigt hat</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="210"/>
        <location filename="../app/cli/findingcommand.cpp" line="215"/>
        <source>lanebook-cli finding verdict: %1
</source>
        <translation>lanebook-cli finding verdict: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="218"/>
        <location filename="../app/cli/findingcommand.cpp" line="324"/>
        <source>finding %1: %2
</source>
        <translation>Befund %1: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="225"/>
        <source>name one finding to edit</source>
        <translation>nennen Sie einen Befund zum Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="236"/>
        <source>give --analysis or --analysis-file, not both</source>
        <translation>geben Sie --analysis oder --analysis-file an, nicht beides</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="239"/>
        <source>lanebook-cli finding edit: %1: %2
</source>
        <translation>lanebook-cli finding edit: %1: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="256"/>
        <source>name at least one field to change</source>
        <translation>nennen Sie mindestens ein zu änderndes Feld</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="264"/>
        <source>lanebook-cli finding edit: %1
</source>
        <translation>lanebook-cli finding edit: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="268"/>
        <source>finding %1 updated
</source>
        <translation>Befund %1 aktualisiert
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="276"/>
        <source>lanebook-cli finding list: no lane named &quot;%1&quot;
</source>
        <translation>lanebook-cli finding list: keine Lane namens &quot;%1&quot;
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="295"/>
        <source>no findings yet
</source>
        <translation>noch keine Befunde
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="299"/>
        <source>under-test</source>
        <translation>in Prüfung</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="308"/>
        <source>name one finding</source>
        <translation>nennen Sie einen Befund</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="314"/>
        <source>lanebook-cli finding show: %1
</source>
        <translation>lanebook-cli finding show: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="325"/>
        <source>verdict: %1%2
</source>
        <translation>Urteil: %1%2
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="327"/>
        <source>none yet</source>
        <translation>noch keines</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="332"/>
        <source>judged on: %1 (%2)
</source>
        <translation>beurteilt anhand: %1 (%2)
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="335"/>
        <source>hypothesis (%1): %2
</source>
        <translation>Hypothese (%1): %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="338"/>
        <source>hypothesis source: %1
</source>
        <translation>Quelle der Hypothese: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/findingcommand.cpp" line="340"/>
        <source>prediction: %1
</source>
        <translation>Vorhersage: %1
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/findingcommand.cpp" line="341"/>
        <source>runs: %1 control, %2 candidate; %n edit(s)
</source>
        <translation>
            <numerusform>Läufe: %1 Kontrolle, %2 Kandidat; %n Bearbeitung
</numerusform>
            <numerusform>Läufe: %1 Kontrolle, %2 Kandidat; %n Bearbeitungen
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="240"/>
        <source>name a subcommand</source>
        <translation>nennen Sie einen Unterbefehl</translation>
    </message>
    <message>
        <location filename="../app/cli/commandoptions.cpp" line="241"/>
        <source>unknown subcommand &quot;%1&quot;</source>
        <translation>unbekannter Unterbefehl &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="32"/>
        <source>lanebook-cli gates: %1: the gates could not be stored: %2
</source>
        <translation>lanebook-cli gates: %1: die Prüfungen konnten nicht gespeichert werden: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="43"/>
        <source>Gates of %1 (id %2):
</source>
        <translation>Prüfungen von %1 (ID %2):
</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="56"/>
        <source>Suggested status: %1
</source>
        <translation>Vorgeschlagener Status: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="59"/>
        <source>Data lost: an older Lanebook masked %1 as if they were secrets and did not keep them; the gates judged the run without them. %2
</source>
        <translation>Daten verloren: ein älteres Lanebook hat %1 maskiert, als wären es Geheimnisse, und nicht behalten; die Gates haben den Lauf ohne sie beurteilt. %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="64"/>
        <source>A measured run has no source file to restore them from.</source>
        <translation>Ein gemessener Lauf hat keine Quelldatei, aus der sie wiederhergestellt werden könnten.</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="66"/>
        <source>Import %1 again to restore them.</source>
        <translation>Importieren Sie %1 erneut, um sie wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="69"/>
        <source>Status: %1, set by hand (&quot;%2&quot;); the gates do not change it.
</source>
        <translation>Status: %1, von Hand gesetzt (&quot;%2&quot;); die Prüfungen ändern ihn nicht.
</translation>
    </message>
    <message>
        <location filename="../app/cli/gatescommand.cpp" line="72"/>
        <source>Status: failed (the run did not complete); kept.
</source>
        <translation>Status: fehlgeschlagen (der Lauf wurde nicht abgeschlossen); aufbewahrt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="43"/>
        <source>lanebook-cli import: name at least one file or folder
</source>
        <translation>lanebook-cli import: nennen Sie mindestens eine Datei oder einen Ordner
</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="68"/>
        <source>lanebook-cli import: no files found in %1
</source>
        <translation>lanebook-cli import: keine Dateien in %1 gefunden
</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="80"/>
        <source>FAILED  %1
</source>
        <translation>FEHLER  %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="86"/>
        <source>skipped %1  (comes with %2)
</source>
        <translation>übersprungen %1  (kommt mit %2)
</translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="92"/>
        <source>skipped %1  (not a benchmark result)
</source>
        <translation>übersprungen %1  (kein Benchmark-Ergebnis)
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="97"/>
        <source>ok      %1  [%2]  %n run(s) added, %3 already present
</source>
        <translation>
            <numerusform>ok      %1  [%2]  %n Lauf hinzugefügt, %3 schon vorhanden
</numerusform>
            <numerusform>ok      %1  [%2]  %n Läufe hinzugefügt, %3 schon vorhanden
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="102"/>
        <source>        %n run(s) got back values an older Lanebook had masked as secrets
</source>
        <translation>
            <numerusform>        %n Lauf hat Werte zurückbekommen, die ein älteres Lanebook als Geheimnisse maskiert hatte
</numerusform>
            <numerusform>        %n Läufe haben Werte zurückbekommen, die ein älteres Lanebook als Geheimnisse maskiert hatte
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/importcommand.cpp" line="108"/>
        <source>%1: %2, %3 already present, %4, %5 skipped
</source>
        <translation>%1: %2, %3 schon vorhanden, %4, %5 übersprungen
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="109"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="110"/>
        <source>%n run(s) added</source>
        <translation>
            <numerusform>%n Lauf hinzugefügt</numerusform>
            <numerusform>%n Läufe hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/importcommand.cpp" line="112"/>
        <source>%n file(s) failed</source>
        <translation>
            <numerusform>%n Datei fehlgeschlagen</numerusform>
            <numerusform>%n Dateien fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="54"/>
        <source>name the command to run after --, e.g. lanebook-cli run --label sweep -- ./sweep.sh</source>
        <translation>nennen Sie den auszuführenden Befehl nach --, z. B. lanebook-cli run --label sweep -- ./sweep.sh</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="58"/>
        <source>no command after --</source>
        <translation>kein Befehl nach --</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="61"/>
        <source>unexpected argument &quot;%1&quot; before --; the command goes after --</source>
        <translation>unerwartetes Argument &quot;%1&quot; vor --; der Befehl gehört hinter --</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="69"/>
        <source>--out-dir: %1 is not a folder</source>
        <translation>--out-dir: %1 ist kein Ordner</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="150"/>
        <source>the command did not start: %1</source>
        <translation>der Befehl ist nicht gestartet: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="156"/>
        <source>the command %1</source>
        <translation>der Befehl %1</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="187"/>
        <source>run %1  %2  %3 in %4 s, peak RSS %5
</source>
        <translation>Lauf %1  %2  %3 in %4 s, Spitzen-RSS %5
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="193"/>
        <source>run %1  %2  %3
</source>
        <translation>Lauf %1  %2  %3
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/runcommand.cpp" line="204"/>
        <source>  %1  [%2]  %n run(s) added%3%4
</source>
        <translation>
            <numerusform>  %1  [%2]  %n Lauf hinzugefügt%3%4
</numerusform>
            <numerusform>  %1  [%2]  %n Läufe hinzugefügt%3%4
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="209"/>
        <source>, %1 already present</source>
        <translation>, %1 bereits vorhanden</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="214"/>
        <source>  %1  not a result: %2
</source>
        <translation>  %1  kein Ergebnis: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="247"/>
        <location filename="../app/cli/runcommand.cpp" line="353"/>
        <source>lanebook-cli run: %1
</source>
        <translation>lanebook-cli run: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="265"/>
        <source>lanebook-cli run: %1 holds more than %2 files; only the first are watched for results (--out-dir names the results folder)
</source>
        <translation>lanebook-cli run: %1 enthält mehr als %2 Dateien; nur die ersten werden auf Ergebnisse überwacht (--out-dir nennt den Ergebnisordner)
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="279"/>
        <source>lanebook-cli run: no GPU telemetry is recorded with this run: %1
</source>
        <translation>lanebook-cli run: Mit diesem Lauf wird keine GPU-Telemetrie aufgezeichnet: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="324"/>
        <source>lanebook-cli run: cannot record the run in %1: %2
</source>
        <translation>lanebook-cli run: Der Lauf kann nicht in %1 aufgezeichnet werden: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="329"/>
        <source>lanebook-cli run: %1; its result files were not imported: import them with lanebook-cli import once the notebook can be written
</source>
        <translation>lanebook-cli run: %1; die Ergebnisdateien des Laufs wurden nicht importiert: Importieren Sie sie mit lanebook-cli import, sobald das Notizbuch beschreibbar ist
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="336"/>
        <source>lanebook-cli run: the telemetry trace of run %1 was not stored: %2
</source>
        <translation>lanebook-cli run: Der Telemetrie-Verlauf von Lauf %1 wurde nicht gespeichert: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="365"/>
        <source>the command wrote no file in %1</source>
        <translation>der Befehl hat keine Datei in %1 geschrieben</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/runcommand.cpp" line="366"/>
        <source>none of the %n file(s) the command wrote in %1 is a result Lanebook reads</source>
        <translation>
            <numerusform>die %n Datei, die der Befehl in %1 schrieb, ist kein Ergebnis, das Lanebook liest</numerusform>
            <numerusform>keine der %n Dateien, die der Befehl in %1 schrieb, ist ein Ergebnis, das Lanebook liest</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="372"/>
        <source>lanebook-cli run: --metric was given but %1; the run %2 is recorded without results
</source>
        <translation>lanebook-cli run: --metric wurde angegeben, aber %1; der Lauf %2 wird ohne Ergebnisse aufgezeichnet
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="378"/>
        <source>lanebook-cli run: %1; run %2 records the command alone
</source>
        <translation>lanebook-cli run: %1; Lauf %2 zeichnet nur den Befehl auf
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="384"/>
        <source>lanebook-cli run: %1 (recorded as failed run %2)
</source>
        <translation>lanebook-cli run: %1 (als fehlgeschlagener Lauf %2 aufgezeichnet)
</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="390"/>
        <source>lanebook-cli run: the command %1 (recorded as failed run %2)
</source>
        <translation>lanebook-cli run: Der Befehl %1 (als fehlgeschlagener Lauf %2 aufgezeichnet)
</translation>
    </message>
    <message>
        <location filename="../app/cli/runscommand.cpp" line="22"/>
        <source>lanebook-cli runs: unexpected argument &quot;%1&quot;
</source>
        <translation>lanebook-cli runs: unerwartetes Argument &quot;%1&quot;
</translation>
    </message>
    <message>
        <location filename="../app/cli/runscommand.cpp" line="59"/>
        <location filename="../app/cli/runscommand.cpp" line="64"/>
        <source>lanebook-cli show: %1
</source>
        <translation>lanebook-cli show: %1
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
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="96"/>
        <location filename="../app/cli/runtext.cpp" line="114"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="96"/>
        <location filename="../app/cli/runtext.cpp" line="116"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="97"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="97"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="113"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="117"/>
        <source>Lane</source>
        <translation>Lane</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="121"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="122"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="123"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="124"/>
        <source>Config</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="125"/>
        <source>Workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="127"/>
        <source>Metrics</source>
        <translation>Metriken</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="147"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="153"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location filename="../app/cli/runtext.cpp" line="153"/>
        <source>%1 per-request samples</source>
        <translation>%1 Stichproben je Anfrage</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="28"/>
        <source>usage: lanebook-cli secret set NAME      (the value is read from standard input)
       lanebook-cli secret delete NAME
       lanebook-cli secret check NAME    (where NAME resolves from; never the value)
</source>
        <translation>Aufruf: lanebook-cli secret set NAME      (der Wert wird von der Standardeingabe gelesen)
        lanebook-cli secret delete NAME
        lanebook-cli secret check NAME    (woher NAME aufgelöst wird; nie der Wert)
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="65"/>
        <source>lanebook-cli secret: cannot read standard input
</source>
        <translation>lanebook-cli secret: die Standardeingabe kann nicht gelesen werden
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="70"/>
        <source>Value of secret &quot;%1&quot; (not shown): </source>
        <translation>Wert des Geheimnisses &quot;%1&quot; (wird nicht angezeigt): </translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="78"/>
        <source>lanebook-cli secret: the value on standard input is longer than %1 bytes; pipe the token alone
</source>
        <translation>lanebook-cli secret: der Wert auf der Standardeingabe ist länger als %1 Bytes; leiten Sie nur das Token weiter
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="95"/>
        <source>secret &quot;%1&quot;: from the environment variable %2 (the keychain is not asked when it is set)
</source>
        <translation>Geheimnis &quot;%1&quot;: aus der Umgebungsvariable %2 (der Schlüsselbund wird nicht gefragt, wenn sie gesetzt ist)
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="100"/>
        <source>secret &quot;%1&quot;: from the keychain (service &quot;%2&quot;, key &quot;%1&quot;); %3 is not set
</source>
        <translation>Geheimnis &quot;%1&quot;: aus dem Schlüsselbund (Dienst &quot;%2&quot;, Schlüssel &quot;%1&quot;); %3 ist nicht gesetzt
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="125"/>
        <location filename="../app/cli/secretcommand.cpp" line="132"/>
        <location filename="../app/cli/secretcommand.cpp" line="143"/>
        <source>lanebook-cli secret: %1
</source>
        <translation>lanebook-cli secret: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="135"/>
        <source>Deleted secret &quot;%1&quot; from the keychain.
</source>
        <translation>Geheimnis &quot;%1&quot; aus dem Schlüsselbund gelöscht.
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="146"/>
        <source>Stored secret &quot;%1&quot; in the keychain; a config names it as {&quot;secret&quot;: &quot;%1&quot;}.
</source>
        <translation>Geheimnis &quot;%1&quot; im Schlüsselbund gespeichert; eine Konfiguration nennt es als {&quot;secret&quot;: &quot;%1&quot;}.
</translation>
    </message>
    <message>
        <location filename="../app/cli/secretcommand.cpp" line="151"/>
        <source>lanebook-cli secret: unknown action &quot;%1&quot;
</source>
        <translation>lanebook-cli secret: unbekannte Aktion &quot;%1&quot;
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
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="118"/>
        <source>UTIL%</source>
        <translation>AUSL%</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="119"/>
        <source>MEM GiB</source>
        <translation>SPEICH GiB</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="120"/>
        <source>TEMP C</source>
        <translation>TEMP C</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="121"/>
        <source>POWER W</source>
        <translation>LEIST W</translation>
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
        <translation>LÜFT%</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="125"/>
        <source>%1 </source>
        <translation>%1 </translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="125"/>
        <source>TIME</source>
        <translation>ZEIT</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="126"/>
        <source> THROTTLE
</source>
        <translation> DROSSELUNG
</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="174"/>
        <source>unknown argument %1 (usage: telemetry [--source auto|nvml|nvidia-smi|xpu-smi|amd-smi|sysfs|prometheus=URL|fake] [--once] [--hz N] [--count N])</source>
        <translation>unbekanntes Argument %1 (Aufruf: telemetry [--source auto|nvml|nvidia-smi|xpu-smi|amd-smi|sysfs|prometheus=URL|fake] [--once] [--hz N] [--count N])</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="179"/>
        <location filename="../app/cli/telemetrycommand.cpp" line="194"/>
        <location filename="../app/cli/telemetrycommand.cpp" line="201"/>
        <source>lanebook-cli telemetry: %1
</source>
        <translation>lanebook-cli telemetry: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="216"/>
        <source>source: %1
</source>
        <translation>Quelle: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="221"/>
        <location filename="../app/cli/telemetrycommand.cpp" line="253"/>
        <source>lanebook-cli telemetry: %1: %2
</source>
        <translation>lanebook-cli telemetry: %1: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="226"/>
        <source>source: %1 (Ctrl+C stops)
</source>
        <translation>Quelle: %1 (Strg+C beendet)
</translation>
    </message>
    <message>
        <location filename="../app/cli/telemetrycommand.cpp" line="251"/>
        <source>lanebook-cli telemetry: %1: reading again
</source>
        <translation>lanebook-cli telemetry: %1: lese erneut
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
        <translation>Aufruf: lanebook-cli wave run PLAN.json     eine Welle ausführen und ihre Läufe aufzeichnen
        lanebook-cli wave plan PLAN.json    ihren Ablaufplan ausgeben, nichts ausführen
        Optionen: --pid-dir DIR (wo gestartete Server festgehalten werden)
                  --telemetry SOURCE (auto, der Standard; nvml, nvidia-smi, xpu-smi, amd-smi,
                    sysfs, prometheus=URL, fake, fake=CAPTURE; none: keine GPU-Telemetrie)
                  --telemetry-every N (einen 10-Hz-Tick von N mit den Läufen behalten)
                  --quality-dir DIR (Dateien der Qualitätsschritte; Standard: neben dem Notizbuch)
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="65"/>
        <source>lanebook-cli wave: %1: cannot read the plan: %2
</source>
        <translation>lanebook-cli wave: %1: der Plan kann nicht gelesen werden: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="82"/>
        <location filename="../app/cli/wavecommand.cpp" line="132"/>
        <location filename="../app/cli/wavecommand.cpp" line="179"/>
        <source>lanebook-cli wave: %1: %2
</source>
        <translation>lanebook-cli wave: %1: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="83"/>
        <location filename="../app/cli/wavecommand.cpp" line="133"/>
        <location filename="../app/cli/wavecommand.cpp" line="180"/>
        <source>lanebook-cli wave: %1: the plan was refused; nothing was started
</source>
        <translation>lanebook-cli wave: %1: der Plan wurde abgelehnt; nichts wurde gestartet
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="89"/>
        <source>The plan names no SLO; lane %1&apos;s is used: %2
</source>
        <translation>Der Plan nennt kein SLO; das der Lane %1 gilt: %2
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavecommand.cpp" line="141"/>
        <source>lanebook-cli wave: stopped %n server(s) left by an earlier Lanebook that did not exit cleanly
</source>
        <translation>
            <numerusform>lanebook-cli wave: %n Server beendet, den ein früheres Lanebook ohne sauberes Beenden zurückgelassen hat
</numerusform>
            <numerusform>lanebook-cli wave: %n Server beendet, die ein früheres Lanebook ohne sauberes Beenden zurückgelassen hat
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
        <translation>Telemetrie: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="166"/>
        <source>lanebook-cli wave: no GPU telemetry is recorded with this wave&apos;s runs: %1
</source>
        <translation>lanebook-cli wave: mit den Läufen dieser Welle wird keine GPU-Telemetrie aufgezeichnet: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="201"/>
        <source>Wave %1 (id %2): each arm searches for its highest concurrency under the SLO, up to %3 runs
</source>
        <translation>Welle %1 (ID %2): jeder Arm sucht seine höchste Nebenläufigkeit unter dem SLO, bis zu %3 Läufe
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="209"/>
        <source>Wave %1 (id %2): %3 runs, order %4
</source>
        <translation>Welle %1 (ID %2): %3 Läufe, Reihenfolge %4
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="227"/>
        <source>    %1: %2/%3 done, %4 failed, %5 tok/s
</source>
        <translation>    %1: %2/%3 fertig, %4 fehlgeschlagen, %5 tok/s
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="243"/>
        <source>lanebook-cli wave: arm %1 failed: %2
</source>
        <translation>lanebook-cli wave: Arm %1 fehlgeschlagen: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="269"/>
        <location filename="../app/cli/wavecommand.cpp" line="306"/>
        <source>lanebook-cli wave: %1
</source>
        <translation>lanebook-cli wave: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="278"/>
        <source>lanebook-cli wave: wave %1 %2
</source>
        <translation>lanebook-cli wave: Welle %1 %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="281"/>
        <source>was aborted</source>
        <translation>wurde abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/cli/wavecommand.cpp" line="282"/>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="22"/>
        <source>no GPU pinned</source>
        <translation>keine GPU zugewiesen</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="23"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="28"/>
        <source>concurrency %1, input %2 tok, output %3 tok, %4 requests</source>
        <translation>Parallelität %1, Eingabe %2 Tok, Ausgabe %3 Tok, %4 Anfragen</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="38"/>
        <source>%1 holds a higher load than %2</source>
        <translation>%1 hält eine höhere Last als %2</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="40"/>
        <source>%1 holds a lower load than %2</source>
        <translation>%1 hält eine niedrigere Last als %2</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="42"/>
        <source>no difference beyond the search&apos;s resolution</source>
        <translation>kein Unterschied jenseits der Auflösung der Suche</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="44"/>
        <source>inconclusive: the interval is too wide to decide</source>
        <translation>nicht entscheidbar: das Intervall ist zu breit</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="45"/>
        <source>not enough data</source>
        <translation>nicht genug Daten</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="52"/>
        <source>Highest concurrency under %1 for %2 % of requests (resolution %3 %):
</source>
        <translation>Höchste Nebenläufigkeit unter %1 für %2 % der Anfragen (Auflösung %3 %):
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="60"/>
        <source>  %1 (%2), input %3 tok, repeat %4: %5 (%6, %n probe(s))
</source>
        <translation>
            <numerusform>  %1 (%2), Eingabe %3 tok, Wiederholung %4: %5 (%6, %n Probe)
</numerusform>
            <numerusform>  %1 (%2), Eingabe %3 tok, Wiederholung %4: %5 (%6, %n Proben)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="80"/>
        <source>  %1 against %2, input %3 tok: %4 over %n pair(s): %5
</source>
        <translation>
            <numerusform>  %1 gegen %2, Eingabe %3 tok: %4 über %n Paar: %5
</numerusform>
            <numerusform>  %1 gegen %2, Eingabe %3 tok: %4 über %n Paare: %5
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="86"/>
        <source>    %n repeat(s) left out: a search there ended without a maximum
</source>
        <translation>
            <numerusform>    %n Wiederholung ausgelassen: eine Suche dort endete ohne Maximum
</numerusform>
            <numerusform>    %n Wiederholungen ausgelassen: eine Suche dort endete ohne Maximum
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="100"/>
        <source>Wave %1: %2 arms, %3 workload points, %4 repeats; each arm searches for its highest concurrency under %5 for %6 % of requests, to %7 %, from concurrency %8, in at most %9 probes
</source>
        <translation>Welle %1: %2 Arme, %3 Lastpunkte, %4 Wiederholungen; jeder Arm sucht seine höchste Nebenläufigkeit unter %5 für %6 % der Anfragen, auf %7 % genau, ab Nebenläufigkeit %8, in höchstens %9 Proben
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="113"/>
        <source>Each round, one probe per arm still searching: %1; %2, restart %3
</source>
        <translation>Jede Runde eine Probe je noch suchendem Arm: %1; %2, Neustart %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="119"/>
        <source>At most %1 runs, %2 (from each config&apos;s expected startup and tok/s per stream, every probe at the starting concurrency)
</source>
        <translation>Höchstens %1 Läufe, %2 (aus erwarteter Startzeit und tok/s je Stream jeder Konfiguration, jede Probe bei der Start-Nebenläufigkeit)
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="125"/>
        <source>Wave %1: %2 arms, %3 workload points, %4 repeats, %5 runs; order %6, %7, restart %8
</source>
        <translation>Welle %1: %2 Arme, %3 Lastpunkte, %4 Wiederholungen, %5 Läufe; Reihenfolge %6, %7, Neustart %8
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="134"/>
        <source>Order: %1
</source>
        <translation>Reihenfolge: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="141"/>
        <source>, starts its server</source>
        <translation>, startet seinen Server</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="144"/>
        <source>Estimated duration: %1 (from each config&apos;s expected startup and tok/s per stream)
</source>
        <translation>Geschätzte Dauer: %1 (aus dem erwarteten Start und den tok/s je Stream jeder Konfiguration)
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="153"/>
        <source>[%1] repeat %2, probe %3 of arm %4 (%5): %6 on %7
</source>
        <translation>[%1] Wiederholung %2, Probe %3 von Arm %4 (%5): %6 auf %7
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="158"/>
        <source>[%1/%2] repeat %3, %4: arm %5 (%6) on %7
</source>
        <translation>[%1/%2] Wiederholung %3, %4: Arm %5 (%6) auf %7
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="169"/>
        <source>    recorded run %1 (%2): %3 of %4 requests completed</source>
        <translation>    Lauf %1 aufgezeichnet (%2): %3 von %4 Anfragen abgeschlossen</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="175"/>
        <source>, %1 output tok/s</source>
        <translation>, %1 Ausgabe-tok/s</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="178"/>
        <source>, median TTFT %1 ms</source>
        <translation>, Median-TTFT %1 ms</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="185"/>
        <source>    FAILED: %1 (recorded as run %2)
</source>
        <translation>    FEHLGESCHLAGEN: %1 (als Lauf %2 aufgezeichnet)
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="188"/>
        <source>    FAILED: %1
</source>
        <translation>    FEHLGESCHLAGEN: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="190"/>
        <source>    skipped: %1
</source>
        <translation>    übersprungen: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="192"/>
        <source>    not run: %1
</source>
        <translation>    nicht ausgeführt: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="199"/>
        <source>
Wave %1 (id %2): %3. %4 runs recorded, %5 failed, %6 skipped, %7 not run.
</source>
        <translation>
Welle %1 (ID %2): %3. %4 Läufe aufgezeichnet, %5 fehlgeschlagen, %6 übersprungen, %7 nicht ausgeführt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="223"/>
        <source>Median output tok/s over the recorded repeats:
</source>
        <translation>Median der Ausgabe-tok/s über die aufgezeichneten Wiederholungen:
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="231"/>
        <source>%1 %2 (IQR %3, n=%4)</source>
        <translation>%1 %2 (IQR %3, n=%4)</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="241"/>
        <source>Quality steps (their runs stand beside the arms&apos; speed runs; compare shows them):
</source>
        <translation>Qualitätsschritte (ihre Läufe stehen neben den Geschwindigkeitsläufen der Arme; compare zeigt sie):
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="244"/>
        <source>  %1 %2 (server start %3): %4
</source>
        <translation>  %1 %2 (Serverstart %3): %4
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="248"/>
        <source>  %1 %2 (server start %3): failed, see the errors
</source>
        <translation>  %1 %2 (Serverstart %3): fehlgeschlagen, siehe die Fehler
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="212"/>
        <location filename="../app/cli/wavetext.cpp" line="252"/>
        <source>  error: %1
</source>
        <translation>  Fehler: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/wavetext.cpp" line="275"/>
        <source>Compare the arms: lanebook-cli compare --control %1 --candidate %2
</source>
        <translation>Arme vergleichen: lanebook-cli compare --control %1 --candidate %2
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/wavetext.cpp" line="278"/>
        <source>  %n run(s) kept in the run journal are not in that list: they get their ids when the notebook next opens
</source>
        <translation>
            <numerusform>  %n im Lauf-Journal aufbewahrter Lauf fehlt in dieser Liste: er erhält seine ID, wenn das Notizbuch das nächste Mal geöffnet wird
</numerusform>
            <numerusform>  %n im Lauf-Journal aufbewahrte Läufe fehlen in dieser Liste: sie erhalten ihre IDs, wenn das Notizbuch das nächste Mal geöffnet wird
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="24"/>
        <source>(no arm)</source>
        <translation>(kein Arm)</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="56"/>
        <source>%1 is lower-is-better; the frontier takes two higher-is-better metrics (throughput, per GPU, per user)</source>
        <translation>bei %1 ist niedriger besser; die Front nimmt zwei Metriken, bei denen höher besser ist (Durchsatz, je GPU, je Nutzer)</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="61"/>
        <source>lanebook-cli pareto: %1
</source>
        <translation>lanebook-cli pareto: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="101"/>
        <source>Frontier of %1 against %2, by %3
</source>
        <translation>Front von %1 gegen %2, nach %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="106"/>
        <source>%1: on the frontier %2, dominated %3
</source>
        <translation>%1: auf der Front %2, dominiert %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="23"/>
        <source>converged</source>
        <translation>konvergiert</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="25"/>
        <source>the probe budget ran out before the bracket narrowed to the resolution</source>
        <translation>das Probenbudget war aufgebraucht, bevor die Klammer auf die Auflösung schrumpfte</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="27"/>
        <source>even the lowest load missed the SLO</source>
        <translation>selbst die niedrigste Last verfehlte das SLO</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="29"/>
        <source>the highest load allowed still met the SLO</source>
        <translation>die höchste erlaubte Last erfüllte das SLO noch</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="80"/>
        <location filename="../app/cli/paretocommand.cpp" line="110"/>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="80"/>
        <source>probe</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="80"/>
        <source>concurrency</source>
        <translation>Nebenläufigkeit</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="81"/>
        <source>attainment %</source>
        <translation>Erfüllung %</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="65"/>
        <source>lanebook-cli bench: cannot record probe %1 in %2: %3
</source>
        <translation>lanebook-cli bench: Probe %1 kann nicht in %2 aufgezeichnet werden: %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="94"/>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="94"/>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="73"/>
        <source>lanebook-cli bench: probe %1 failed: %2
</source>
        <translation>lanebook-cli bench: Probe %1 fehlgeschlagen: %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="111"/>
        <source>Max concurrency under %1 for %2 % of requests: %3
</source>
        <translation>Höchste Nebenläufigkeit unter %1 für %2 % der Anfragen: %3
</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="115"/>
        <location filename="../app/cli/lanecommand.cpp" line="42"/>
        <location filename="../app/cli/wavetext.cpp" line="66"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../app/cli/benchsearch.cpp" line="117"/>
        <source>Search: %1
</source>
        <translation>Suche: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="110"/>
        <source>label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="115"/>
        <source>dominated</source>
        <translation>dominiert</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="127"/>
        <source>No run records both %1 and %2.
</source>
        <translation>Kein Lauf verzeichnet sowohl %1 als auch %2.
</translation>
    </message>
    <message>
        <location filename="../app/cli/paretocommand.cpp" line="129"/>
        <source>Left out, without both metrics: %1
</source>
        <translation>Ausgelassen, ohne beide Metriken: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="21"/>
        <source>lanebook-cli lane: %1
</source>
        <translation>lanebook-cli lane: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="49"/>
        <source>lanebook-cli lane list: %1
</source>
        <translation>lanebook-cli lane list: %1
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="60"/>
        <source>No lanes yet: a lane is made by its first run or wave.
</source>
        <translation>Noch keine Lanes: Eine Lane entsteht mit ihrem ersten Lauf oder ihrer ersten Welle.
</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/lanecommand.cpp" line="64"/>
        <source>%1  %n run(s)  SLO: %2
</source>
        <translation>
            <numerusform>%1  %n Lauf  SLO: %2
</numerusform>
            <numerusform>%1  %n Läufe  SLO: %2
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="74"/>
        <source>name the lane</source>
        <translation>die Lane nennen</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="78"/>
        <source>give the SLO or --clear, not both</source>
        <translation>das SLO oder --clear angeben, nicht beides</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="85"/>
        <source>lanebook-cli lane slo: the notebook has no lane &quot;%1&quot;
</source>
        <translation>lanebook-cli lane slo: Das Notizbuch hat keine Lane „%1“
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="91"/>
        <source>Lane %1: SLO %2
</source>
        <translation>Lane %1: SLO %2
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="104"/>
        <source>lanebook-cli lane slo: %1; the notebook was not changed
</source>
        <translation>lanebook-cli lane slo: %1; das Notizbuch wurde nicht geändert
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="111"/>
        <source>Lane %1: SLO %2. Its runs are judged against it when a command or a wave plan names no SLO of its own.
</source>
        <translation>Lane %1: SLO %2. Ihre Läufe werden daran bewertet, wenn ein Befehl oder ein Wellenplan kein eigenes SLO nennt.
</translation>
    </message>
    <message>
        <location filename="../app/cli/lanecommand.cpp" line="115"/>
        <source>Lane %1: no SLO.
</source>
        <translation>Lane %1: kein SLO.
</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="101"/>
        <location filename="../models/comparison/comparisonpairing.cpp" line="131"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="121"/>
        <source>unknown: repeat each arm at least %1 times</source>
        <translation>unbekannt: jeden Arm mindestens %1-mal wiederholen</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="129"/>
        <source>paired by repeat slot</source>
        <translation>gepaart nach Wiederholungsplatz</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="131"/>
        <source>paired by start time (back to back)</source>
        <translation>gepaart nach Startzeit (direkt hintereinander)</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="135"/>
        <source>unpaired, not drift-controlled</source>
        <translation>ungepaart, nicht driftkontrolliert</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="142"/>
        <source>the one workload point</source>
        <translation>der eine Lastpunkt</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="144"/>
        <source>paired log ratios of all points pooled</source>
        <translation>gepaarte Log-Verhältnisse aller Punkte zusammengefasst</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="146"/>
        <source>inverse-variance combination of the points&apos; Welch deltas</source>
        <translation>inverse-varianzgewichtete Kombination der Welch-Deltas der Punkte</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonnames.cpp" line="150"/>
        <source>not computed</source>
        <translation>nicht berechnet</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="87"/>
        <location filename="../models/comparison/comparisonoverall.cpp" line="236"/>
        <source>override</source>
        <translation>Überschreibung</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="97"/>
        <location filename="../models/comparison/comparisonoverall.cpp" line="237"/>
        <source>control repeats</source>
        <translation>Kontroll-Wiederholungen</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="186"/>
        <source>No workload point has two or more runs with some spread on each arm, so no interval can be combined. Run at least three repeats of each arm, interleaved.</source>
        <translation>Kein Lastpunkt hat in jedem Arm zwei oder mehr Läufe mit Streuung, daher lässt sich kein Intervall kombinieren. Führen Sie mindestens drei Wiederholungen je Arm aus, verschränkt.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="222"/>
        <source>Left out of the overall: %1 — %2</source>
        <translation>Nicht in der Gesamtwertung: %1 — %2</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonoverall.cpp" line="240"/>
        <source>Only %1 could be compared; the overall line is that point alone.</source>
        <translation>Nur %1 konnte verglichen werden; die Gesamtzeile ist dieser Punkt allein.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpairing.cpp" line="130"/>
        <source>%1 (id %2)</source>
        <translation>%1 (ID %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonpairing.cpp" line="141"/>
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weiterer</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="131"/>
        <source>At %1, no partner in the same repeat slot for %2; left out of the pairs.</source>
        <translation>Bei %1 kein Partner im selben Wiederholungsplatz für %2; aus den Paaren ausgelassen.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="184"/>
        <source>%1 record %2 as zero or negative. Ratios are taken on logs, so these runs cannot be compared; a zero throughput usually means the run failed. Rerun them, or leave them out of the arms.</source>
        <translation>%1 erfassen %2 als null oder negativ. Verhältnisse werden über Logarithmen gebildet, daher lassen sich diese Läufe nicht vergleichen; ein Durchsatz von null bedeutet meist, dass der Lauf fehlgeschlagen ist. Wiederholen Sie sie oder nehmen Sie sie aus den Armen.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="212"/>
        <source>Welch on logs</source>
        <translation>Welch auf Logarithmen</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="274"/>
        <source>The %1 arm has no runs. Choose at least one run for each arm (three or more interleaved repeats each to reach a verdict).</source>
        <translation>Der Arm %1 hat keine Läufe. Wählen Sie mindestens einen Lauf je Arm (drei oder mehr verschränkte Wiederholungen je Arm für ein Urteil).</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="229"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="276"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="336"/>
        <source>control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="172"/>
        <source>%1 of these runs was judged against different SLOs (%2). Judge every run against one SLO: compare --slo, or the lane&apos;s SLO.</source>
        <translation>%1 dieser Läufe wurde an verschiedenen SLOs bewertet (%2). Bewerten Sie alle Läufe an einem SLO: compare --slo oder das SLO der Lane.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="226"/>
        <source>At %1, %2 run %3 stands out (%4 %5: %6); it is kept in the numbers.</source>
        <translation>Bei %1 fällt der %2-Lauf %3 aus dem Rahmen (%4 %5: %6); er bleibt in den Zahlen enthalten.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="229"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="276"/>
        <location filename="../models/comparison/comparisonreport.cpp" line="336"/>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="288"/>
        <source>%1 is in both arms; a run cannot be its own control. Put each run in one arm only.</source>
        <translation>%1 ist in beiden Armen; ein Lauf kann nicht seine eigene Kontrolle sein. Legen Sie jeden Lauf in nur einen Arm.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="479"/>
        <source>None of the runs records a throughput metric (output_tok_per_s, gen_tok_per_s, ...). Name the metric to compare with --metric NAME.</source>
        <translation>Keiner der Läufe erfasst eine Durchsatzmetrik (output_tok_per_s, gen_tok_per_s, ...). Nennen Sie die zu vergleichende Metrik mit --metric NAME.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="340"/>
        <source>No %1 run records %2 (%3 lack it), so there is nothing to compare it with. Compare a metric both arms record%4, or import runs of the %1 arm that measured %2.</source>
        <translation>Kein Lauf des Arms %1 erfasst %2 (%3 fehlt sie), daher gibt es nichts zu vergleichen. Vergleichen Sie eine Metrik, die beide Arme erfassen%4, oder importieren Sie Läufe des Arms %1, die %2 gemessen haben.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="178"/>
        <source>%1 record %2 as zero: no request met the SLO, so there is no ratio to take. Loosen the SLO or lower the load until some requests meet it, or compare a latency metric instead.</source>
        <translation>%1 verzeichnen %2 als null: keine Anfrage erfüllte das SLO, also gibt es kein Verhältnis. Lockern Sie das SLO oder senken Sie die Last, bis einige Anfragen es erfüllen, oder vergleichen Sie stattdessen eine Latenzmetrik.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="345"/>
        <source> (--metric %1)</source>
        <translation> (--metric %1)</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="349"/>
        <source>%1 in the %2 arm record no %3 and are left out.</source>
        <translation>%1 im Arm %2 erfassen kein %3 und werden ausgelassen.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="400"/>
        <source>The arms share no workload point: the control runs (%1) were measured at %2, the candidate runs (%3) at %4. Compare runs of the same concurrency, request rate and lengths, or rerun one arm at the other&apos;s workload.</source>
        <translation>Die Arme haben keinen gemeinsamen Lastpunkt: die Kontroll-Läufe (%1) wurden bei %2 gemessen, die Kandidaten-Läufe (%3) bei %4. Vergleichen Sie Läufe mit gleicher Parallelität, Anfragerate und Längen, oder wiederholen Sie einen Arm bei der Last des anderen.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="409"/>
        <source>Only the control arm measured %1; left out.</source>
        <translation>Nur der Kontroll-Arm hat %1 gemessen; ausgelassen.</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonreport.cpp" line="412"/>
        <source>Only the candidate arm measured %1; left out.</source>
        <translation>Nur der Kandidaten-Arm hat %1 gemessen; ausgelassen.</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="189"/>
        <source>no workload recorded</source>
        <translation>keine Last erfasst</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="199"/>
        <source>concurrency %1</source>
        <translation>Parallelität %1</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="201"/>
        <source>rate inf</source>
        <translation>Rate unendlich</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="202"/>
        <source>rate %1/s</source>
        <translation>Rate %1/s</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="206"/>
        <source>input %1 tok</source>
        <translation>Eingabe %1 Tok</translation>
    </message>
    <message>
        <location filename="../models/comparison/workloadpoint.cpp" line="208"/>
        <source>output %1 tok</source>
        <translation>Ausgabe %1 Tok</translation>
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
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="29"/>
        <source>No delta could be computed here.</source>
        <translation>Hier ließ sich kein Delta berechnen.</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="44"/>
        <source>%1 %2 is worse than the noise band ±%3 and the allowed %4.</source>
        <translation>%1 %2 ist schlechter als das Rauschband ±%3 und die erlaubten %4.</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="49"/>
        <source>%1 %2 is a real loss, within the allowed %3.</source>
        <translation>%1 %2 ist ein echter Verlust, innerhalb der erlaubten %3.</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="53"/>
        <source>%1 %2: %3.</source>
        <translation>%1 %2: %3.</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="64"/>
        <source>%1 is worse than the allowed %2 (point estimate only: too few repeats for an interval).</source>
        <translation>%1 ist schlechter als die erlaubten %2 (nur Punktschätzung: zu wenige Wiederholungen für ein Intervall).</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="69"/>
        <source>%1 is within the allowed %2 (point estimate only: too few repeats for an interval).</source>
        <translation>%1 liegt innerhalb der erlaubten %2 (nur Punktschätzung: zu wenige Wiederholungen für ein Intervall).</translation>
    </message>
    <message>
        <location filename="../models/comparison/regressioncheck.cpp" line="113"/>
        <source>all points</source>
        <translation>alle Punkte</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonclaim.cpp" line="18"/>
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiteres</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="30"/>
        <source>Candidate (B) would be faster (%1)</source>
        <translation>Kandidat (B) wäre schneller (%1)</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="32"/>
        <source>Candidate (B) would be slower (%1)</source>
        <translation>Kandidat (B) wäre langsamer (%1)</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="37"/>
        <source>The difference would be within noise (%1)</source>
        <translation>Der Unterschied läge im Rauschen (%1)</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="73"/>
        <source>%1, but this does not count: the gates suggest invalid (%2 failed).</source>
        <translation>%1, aber das zählt nicht: die Gates legen ungültig nahe (%2 nicht bestanden).</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="78"/>
        <source>%1, but this does not count: the gates suggest inconclusive (no gate could judge these runs).</source>
        <translation>%1, aber das zählt nicht: die Gates legen nicht schlüssig nahe (kein Gate konnte diese Läufe beurteilen).</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="81"/>
        <source>%1, but this does not count: the gates suggest inconclusive (no evidence for %2).</source>
        <translation>%1, aber das zählt nicht: die Gates legen nicht schlüssig nahe (keine Belege für %2).</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="91"/>
        <source>%1 (does not count: the gates suggest invalid)</source>
        <translation>%1 (zählt nicht: die Gates legen ungültig nahe)</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonclaim.cpp" line="93"/>
        <source>%1 (does not count: the gates suggest inconclusive)</source>
        <translation>%1 (zählt nicht: die Gates legen nicht schlüssig nahe)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonplanner.cpp" line="40"/>
        <source>The planner asks for %1 pairs at this spread: run %n more interleaved repeat(s) of both arms.</source>
        <translation>
            <numerusform>Der Planer verlangt bei dieser Streuung %1 Paare: führen Sie %n weitere verschränkte Wiederholung beider Arme aus.</numerusform>
            <numerusform>Der Planer verlangt bei dieser Streuung %1 Paare: führen Sie %n weitere verschränkte Wiederholungen beider Arme aus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="62"/>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="64"/>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="66"/>
        <source>Within noise</source>
        <translation>Im Rauschen</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="70"/>
        <source>Not enough data</source>
        <translation>Zu wenig Daten</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="159"/>
        <source>These runs cannot be compared</source>
        <translation>Diese Läufe lassen sich nicht vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="165"/>
        <source>Candidate (B) is faster: %1 %2</source>
        <translation>Kandidat (B) ist schneller: %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="168"/>
        <source>Candidate (B) is slower: %1 %2</source>
        <translation>Kandidat (B) ist langsamer: %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="171"/>
        <source>Within noise: %1 %2</source>
        <translation>Im Rauschen: %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="176"/>
        <source>Not enough data to call it: %1 %2 so far</source>
        <translation>Zu wenig Daten für ein Urteil: bisher %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="178"/>
        <source>Not enough data to call it</source>
        <translation>Zu wenig Daten für ein Urteil</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="204"/>
        <source>%1% CI %2</source>
        <translation>%1-%-KI %2</translation>
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
            <numerusform>%n Paar, gepaart</numerusform>
            <numerusform>%n Paare, gepaart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="214"/>
        <source>unpaired: not drift-controlled</source>
        <translation>ungepaart: nicht driftkontrolliert</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="217"/>
        <source>called only outside ±%1%</source>
        <translation>nur außerhalb von ±%1% entschieden</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="221"/>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="222"/>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="224"/>
        <source>%1, %2 (chosen from the runs)</source>
        <translation>%1, %2 (aus den Läufen gewählt)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="226"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="236"/>
        <source>Noise floor ±%1% (A/A spread, from %2)</source>
        <translation>Rauschgrenze ±%1% (A/A-Streuung, aus %2)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="239"/>
        <source>Noise floor %1 (until then the 1% minimum applies)</source>
        <translation>Rauschgrenze %1 (bis dahin gilt das Minimum von 1 %)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="241"/>
        <source>decision threshold ±%1%</source>
        <translation>Entscheidungsschwelle ±%1%</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="243"/>
        <source>smallest effect this data could detect: %1%</source>
        <translation>kleinster Effekt, den diese Daten erkennen könnten: %1%</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="246"/>
        <source> (run-to-run spread %1%)</source>
        <translation> (Streuung von Lauf zu Lauf %1%)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontext.cpp" line="249"/>
        <source>smallest detectable effect unknown: it needs repeats on both arms</source>
        <translation>kleinster erkennbarer Effekt unbekannt: dafür braucht es Wiederholungen in beiden Armen</translation>
    </message>
</context>
<context>
    <name>ConfigDiff</name>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="129"/>
        <source>runtime/version</source>
        <translation>Laufzeit/Version</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="131"/>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="133"/>
        <source>context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="135"/>
        <source>concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="137"/>
        <source>output length</source>
        <translation>Ausgabelänge</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="139"/>
        <source>sampling</source>
        <translation>Sampling</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="141"/>
        <source>prompt set</source>
        <translation>Prompt-Set</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="143"/>
        <source>drafter</source>
        <translation>Drafter</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="145"/>
        <source>draft depth K</source>
        <translation>Draft-Tiefe K</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="147"/>
        <source>quantization</source>
        <translation>Quantisierung</translation>
    </message>
    <message>
        <location filename="../models/configdiff/heldfixedvariable.cpp" line="149"/>
        <source>clocks</source>
        <translation>Takte</translation>
    </message>
</context>
<context>
    <name>DemoNotebook</name>
    <message>
        <location filename="../app/gui/demonotebook.cpp" line="22"/>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="49"/>
        <source>Opportunistic Expert Activation (OEA) on GLM-5-NVFP4</source>
        <translation>Opportunistic Expert Activation (OEA) auf GLM-5-NVFP4</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="50"/>
        <source>Tokens of one decode batch often route to the same experts. Letting each token fill its last k-k0 expert slots from experts the batch already activates (piggybacking) cuts the unique experts per MoE layer and raises decode throughput on 8x RTX PRO 6000 (SM120).</source>
        <translation>Tokens eines Decode-Batches werden oft zu denselben Experten geroutet. Wenn jedes Token seine letzten k-k0 Expertenplätze mit Experten füllt, die der Batch ohnehin aktiviert (Piggybacking), sinkt die Zahl verschiedener Experten pro MoE-Schicht und der Decode-Durchsatz auf 8x RTX PRO 6000 (SM120) steigt.</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="58"/>
        <source>a published clean A/B of OEA on GLM-5-NVFP4 (vllm bench serve, one run per arm at concurrency 10, 64, 256 and 1024)</source>
        <translation>einem veröffentlichten sauberen A/B von OEA auf GLM-5-NVFP4 (vllm bench serve, ein Lauf je Arm bei Nebenläufigkeit 10, 64, 256 und 1024)</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="62"/>
        <source>Higher output tok/s at high concurrency (256, 1024), where batches are large enough to share experts; no change at concurrency 10.</source>
        <translation>Höhere Ausgabe-tok/s bei hoher Parallelität (256, 1024), wo Batches groß genug sind, um Experten zu teilen; keine Änderung bei Parallelität 10.</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="73"/>
        <source>Average output throughput is within 0.3% of the baseline at every concurrency (10, 64, 256, 1024): no benefit on random prompts.</source>
        <translation>Der mittlere Ausgabedurchsatz liegt bei jeder Parallelität (10, 64, 256, 1024) innerhalb von 0,3% der Baseline: kein Nutzen bei zufälligen Prompts.</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="76"/>
        <source>Reproduced from a published clean comparison (one `vllm bench serve` run per arm and concurrency, OEA server first, then the baseline).

**Why it did not help.** The benchmark&apos;s random prompts route almost uniformly over all 256 experts, so the batch-wide set of experts chosen by the top-k0 slots is already nearly the full set: there is nothing to piggyback on. What OEA adds (an argsort to recover the top-k0 experts, since the fused top-k returns `sorted=False`, the mask construction, the score gathering) cancels any marginal gain.

**What the numbers do not say.** Peak throughput was higher with OEA at 256 (+3.6%) and 1024 (+5.9%), a transient effect that does not move the average. One run per point, not interleaved, cannot separate a 0.2% loss from noise: the gates below say so. The conclusion is that the mechanism works but buys nothing on uniform routing; it is not a measured slowdown.</source>
        <translation>Nachgestellt aus einem veröffentlichten sauberen Vergleich (ein `vllm bench serve`-Lauf je Arm und Parallelität, zuerst der OEA-Server, dann die Baseline).

**Warum es nicht geholfen hat.** Die zufälligen Prompts des Benchmarks werden fast gleichmäßig über alle 256 Experten geroutet, daher ist die batchweite Menge der von den top-k0-Plätzen gewählten Experten schon fast die volle Menge: Es gibt nichts, worauf man aufspringen könnte. Was OEA hinzufügt (ein argsort, um die top-k0-Experten zurückzugewinnen, da das fusionierte top-k `sorted=False` liefert, der Aufbau der Maske, das Einsammeln der Scores), hebt jeden kleinen Gewinn auf.

**Was die Zahlen nicht sagen.** Der Spitzendurchsatz war mit OEA bei 256 (+3,6%) und 1024 (+5,9%) höher, ein vorübergehender Effekt, der den Mittelwert nicht bewegt. Ein Lauf je Punkt, nicht verschränkt, kann einen Verlust von 0,2% nicht vom Rauschen trennen: Die Prüfungen unten sagen das. Die Schlussfolgerung ist, dass der Mechanismus funktioniert, bei gleichmäßigem Routing aber nichts bringt; eine gemessene Verlangsamung ist es nicht.</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="90"/>
        <source>Batch-level expert piggybacking as a throughput lever when routing is near-uniform (random or synthetic prompts).</source>
        <translation>Expert-Piggybacking auf Batch-Ebene als Hebel für den Durchsatz, wenn das Routing nahezu gleichmäßig ist (zufällige oder synthetische Prompts).</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="93"/>
        <source>Rerun on a natural-language prompt set where some experts are hot (common tokens, punctuation), with 3+ interleaved repeats per arm, before trying OEA again.</source>
        <translation>Vor einem neuen Versuch mit OEA erneut auf einem Prompt-Set in natürlicher Sprache messen, in dem manche Experten heiß sind (häufige Tokens, Satzzeichen), mit 3+ verschränkten Wiederholungen je Arm.</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="101"/>
        <source>2-bit experts for decode speed on Qwen 397B MoE</source>
        <translation>2-Bit-Experten für Decode-Geschwindigkeit bei Qwen 397B MoE</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="102"/>
        <source>Streaming 2-bit instead of 4-bit experts from SSD halves the bytes read per decoded token, so decode tok/s rises by about 40% with quality close enough for tool calling.</source>
        <translation>Werden 2-Bit- statt 4-Bit-Experten von der SSD gestreamt, halbieren sich die pro dekodiertem Token gelesenen Bytes, sodass die Decode-tok/s um etwa 40% steigen, bei einer Qualität, die für Tool-Calling nah genug ist.</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="107"/>
        <source>a published 4-, 3- and 2-bit expert quantization sweep of Qwen 397B MoE (decode speed, perplexity and JSON tool calls)</source>
        <translation>einer veröffentlichten Reihe von 4-, 3- und 2-Bit-Quantisierungen der Experten von Qwen 397B MoE (Decode-Geschwindigkeit, Perplexität und JSON-Tool-Aufrufe)</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="111"/>
        <source>About +40% gen tok/s (fewer bytes per token); perplexity within 5% of 4-bit.</source>
        <translation>Etwa +40% Generierungs-tok/s (weniger Bytes pro Token); Perplexität innerhalb von 5% von 4 Bit.</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="122"/>
        <source>Faster, but past the quality cliff: perplexity nearly doubles and JSON tool calls break (\name\ instead of &quot;name&quot;).</source>
        <translation>Schneller, aber jenseits der Qualitätsklippe: Die Perplexität verdoppelt sich fast und JSON-Tool-Calls brechen (\name\ statt &quot;name&quot;).</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="125"/>
        <source>A published quantization sweep (4-bit, 3-bit, 2-bit; six interleaved `llama-bench` repeats for 4- and 2-bit, one `llama-perplexity` run per width). The 4-bit speed is the published 4.36 tok/s; the other speeds and the perplexities are illustrative, chosen to show the shape the sweep found.

Speed rises smoothly as bits fall; quality does not. 3-bit costs about 6% perplexity, 2-bit costs about 93%, and the 2-bit model writes `\name\` instead of `&quot;name&quot;` in JSON, which breaks every tool call. The speed claim is real and useless: a configuration that cannot call tools is not a production candidate.</source>
        <translation>Ein veröffentlichter Quantisierungs-Sweep (4 Bit, 3 Bit, 2 Bit; sechs verschränkte `llama-bench`-Wiederholungen für 4 und 2 Bit, ein `llama-perplexity`-Lauf je Breite). Die 4-Bit-Geschwindigkeit ist die veröffentlichte von 4,36 tok/s; die übrigen Geschwindigkeiten und die Perplexitäten sind illustrativ, gewählt, um die Form zu zeigen, die der Sweep ergab.

Die Geschwindigkeit steigt gleichmäßig, wenn die Bits sinken; die Qualität nicht. 3 Bit kosten etwa 6% Perplexität, 2 Bit etwa 93%, und das 2-Bit-Modell schreibt in JSON `\name\` statt `&quot;name&quot;`, was jeden Tool-Call bricht. Der Geschwindigkeitsgewinn ist echt und nutzlos: Eine Konfiguration, die keine Tools aufrufen kann, ist kein Kandidat für die Produktion.</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="135"/>
        <source>Uniform 2-bit expert quantization for any lane that promises tool calling or JSON output.</source>
        <translation>Einheitliche 2-Bit-Quantisierung der Experten für jede Lane, die Tool-Calling oder JSON-Ausgabe verspricht.</translation>
    </message>
    <message>
        <location filename="../app/gui/demonotebook_findings.cpp" line="138"/>
        <source>Try mixed precision (2-bit for cold experts, 4-bit for hot ones and attention) and gate it with a JSON tool-call canary, not perplexity alone.</source>
        <translation>Gemischte Präzision versuchen (2 Bit für kalte Experten, 4 Bit für heiße und für Attention) und mit einem JSON-Tool-Call-Canary absichern, nicht mit der Perplexität allein.</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message numerus="yes">
        <location filename="../app/cli/runscommand.cpp" line="42"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportTr</name>
    <message>
        <location filename="../backends/export/exportoutcome.cpp" line="15"/>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../backends/export/exportoutcome.cpp" line="20"/>
        <location filename="../backends/export/runsexport.cpp" line="34"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/export/exportoutcome.cpp" line="26"/>
        <location filename="../backends/export/runsexport.cpp" line="52"/>
        <source>%1: writing failed: %2</source>
        <translation>%1: Schreiben fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="49"/>
        <source>no lane named &quot;%1&quot;: the notebook has no lanes yet</source>
        <translation>keine Lane namens &quot;%1&quot;: das Notizbuch hat noch keine Lanes</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="51"/>
        <source>no lane named &quot;%1&quot;; lanes: %2</source>
        <translation>keine Lane namens &quot;%1&quot;; Lanes: %2</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="75"/>
        <source>wave %1</source>
        <translation>Welle %1</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="104"/>
        <source>finding %1</source>
        <translation>Befund %1</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="105"/>
        <source>%1 by workload point</source>
        <translation>%1 nach Lastpunkt</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="108"/>
        <source>no data for the chosen axes (%1)</source>
        <translation>keine Daten für die gewählten Achsen (%1)</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="109"/>
        <source>nothing to compare</source>
        <translation>nichts zu vergleichen</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="150"/>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="147"/>
        <location filename="../backends/export/findingsexport.cpp" line="156"/>
        <source>the chart could not be drawn</source>
        <translation>das Diagramm konnte nicht gezeichnet werden</translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="162"/>
        <source>finding %1: no chart: %2</source>
        <translation>Befund %1: kein Diagramm: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/export/findingsexport.cpp" line="171"/>
        <source>finding %1: %n linked run(s) deleted since</source>
        <translation>
            <numerusform>Befund %1: %n verknüpfter Lauf seitdem gelöscht</numerusform>
            <numerusform>Befund %1: %n verknüpfte Läufe seitdem gelöscht</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/export/findingsexport.cpp" line="175"/>
        <source>finding %1: no linked runs</source>
        <translation>Befund %1: keine verknüpften Läufe</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="51"/>
        <source>Written by %1 on %2; regenerate with `lanebook-cli export packet --lane LANE --out DIR`.</source>
        <translation>Geschrieben von %1 am %2; neu erzeugen mit `lanebook-cli export packet --lane LANE --out DIR`.</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="75"/>
        <source>measured decode tok/s above the byte ledger&apos;s bound (BW × 0.92 / B_token): physics has no fast path</source>
        <translation>gemessene Decode-tok/s über der Schranke des Byte-Ledgers (BW × 0.92 / B_token): die Physik kennt keine Abkürzung</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="78"/>
        <source>fewer tokens generated than asked, early EOS, empty outputs</source>
        <translation>weniger Tokens erzeugt als verlangt, frühes EOS, leere Ausgaben</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="80"/>
        <source>cached prompt tokens or repeated prompts in a headline throughput run</source>
        <translation>gecachte Prompt-Tokens oder wiederholte Prompts in einem Durchsatz-Lauf für die Schlagzeile</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="83"/>
        <source>throttling, SM clock moving, temperature climbing; clocks not locked</source>
        <translation>Drosselung, schwankender SM-Takt, steigende Temperatur; Takte nicht fixiert</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="85"/>
        <source>the arms differ in more than one held-fixed variable</source>
        <translation>die Arme unterscheiden sich in mehr als einer festgehaltenen Variable</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="87"/>
        <source>arms not interleaved, fewer than 3 repeats in separate processes</source>
        <translation>Arme nicht verschränkt, weniger als 3 Wiederholungen in getrennten Prozessen</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="89"/>
        <source>the delta inside the noise floor, or too few samples for the claim</source>
        <translation>das Delta liegt innerhalb der Rauschgrenze, oder zu wenige Stichproben für die Aussage</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="91"/>
        <source>canary output not valid JSON or tool calls broken; quality improving after quantizing</source>
        <translation>Canary-Ausgabe kein gültiges JSON oder Tool-Calls kaputt; Qualität wird nach dem Quantisieren besser</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="94"/>
        <source>a throughput number without its context length</source>
        <translation>eine Durchsatzzahl ohne ihre Kontextlänge</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="96"/>
        <source>failed requests above the threshold</source>
        <translation>fehlgeschlagene Anfragen über dem Schwellenwert</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="98"/>
        <source>ramp-up and drain more than half the run, or throughput still rising or falling through it</source>
        <translation>Anlauf und Auslauf mehr als die Hälfte des Laufs, oder der Durchsatz steigt oder fällt noch durch ihn hindurch</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="107"/>
        <source>not judged yet</source>
        <translation>noch nicht beurteilt</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="122"/>
        <source>%1 pass</source>
        <translation>%1 bestanden</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="124"/>
        <source>warn: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="126"/>
        <source>fail: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="128"/>
        <source>evidence missing: %1</source>
        <translation>Nachweis fehlt: %1</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="135"/>
        <source>Lane</source>
        <translation>Lane</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/export/packetexport.cpp" line="155"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="157"/>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="159"/>
        <source>, measured with %1</source>
        <translation>, gemessen mit %1</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="161"/>
        <source>, from %1 to %2</source>
        <translation>, von %1 bis %2</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="164"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="165"/>
        <source>- [reproduce.md](reproduce.md): the source files and recipes
- [validity-gates.md](validity-gates.md): each run&apos;s gates
- [bugs-failed-paths.md](bugs-failed-paths.md): negative results and invalid runs, kept
- `data/&lt;label&gt;/summary.json`: each run in full
</source>
        <translation>- [reproduce.md](reproduce.md): die Quelldateien und Rezepte
- [validity-gates.md](validity-gates.md): die Prüfungen jedes Laufs
- [bugs-failed-paths.md](bugs-failed-paths.md): negative Ergebnisse und ungültige Läufe, aufbewahrt
- `data/&lt;label&gt;/summary.json`: jeder Lauf vollständig
</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="171"/>
        <source>Runs by status</source>
        <translation>Läufe nach Status</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="175"/>
        <location filename="../backends/export/packetexport.cpp" line="192"/>
        <location filename="../backends/export/packetexport.cpp" line="279"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="175"/>
        <location filename="../backends/export/packetexport.cpp" line="275"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="177"/>
        <source>Results that count</source>
        <translation>Ergebnisse, die zählen</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="187"/>
        <source>_No run of this lane is promoted or valid yet: nothing here is a headline number. See validity-gates.md for what holds them back._
</source>
        <translation>_Noch kein Lauf dieser Lane ist befördert oder gültig: Nichts hier ist eine Zahl für die Schlagzeile. Was sie zurückhält, steht in validity-gates.md._
</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="192"/>
        <location filename="../backends/export/packetexport.cpp" line="279"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="192"/>
        <source>Workload point</source>
        <translation>Lastpunkt</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="193"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="193"/>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="196"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="198"/>
        <source>_No findings recorded for this lane._
</source>
        <translation>_Für diese Lane sind keine Befunde erfasst._
</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="205"/>
        <source>under test</source>
        <translation>in Prüfung</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="212"/>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="212"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="213"/>
        <source>Delta (CI)</source>
        <translation>Delta (KI)</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="213"/>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="222"/>
        <source>Reproduce</source>
        <translation>Reproduzieren</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="224"/>
        <source>Every run of the lane, by the file it came from. Re-import a file with `lanebook-cli import FILE` (importing twice adds nothing); the sha256 says whether it is the same file.</source>
        <translation>Jeder Lauf der Lane, nach der Datei, aus der er stammt. Importieren Sie eine Datei erneut mit `lanebook-cli import FILE` (doppeltes Importieren fügt nichts hinzu); der sha256 sagt, ob es dieselbe Datei ist.</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="233"/>
        <source>Recorded by Lanebook</source>
        <translation>Aufgezeichnet von Lanebook</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="236"/>
        <source>sha256 %1</source>
        <translation>sha256 %1</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="251"/>
        <source>Recipe of %1 (secrets redacted):</source>
        <translation>Rezept von %1 (Geheimnisse geschwärzt):</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="262"/>
        <source>Validity gates</source>
        <translation>Gültigkeitsprüfungen</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="263"/>
        <source>The validity gates (clean arms, warm-up, saturation, one variable, interleaving, drift, and the others Lanebook checks), as stored when each run was judged. A fail makes a run invalid, a warn diagnostic; a gate without its evidence leaves it inconclusive.</source>
        <translation>Die Gültigkeitsprüfungen (saubere Arme, Aufwärmen, Sättigung, eine Variable, Verschränkung, Drift und die übrigen, die Lanebook prüft), so gespeichert, wie jeder Lauf beurteilt wurde. Ein Fehlschlag macht einen Lauf ungültig, eine Warnung ist diagnostisch; eine Prüfung ohne Nachweis lässt ihn ergebnislos.</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="274"/>
        <source>Gate</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="274"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="274"/>
        <source>Fails or warns when</source>
        <translation>Schlägt fehl oder warnt, wenn</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="279"/>
        <source>Gates</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="291"/>
        <source>What holds runs back</source>
        <translation>Was Läufe zurückhält</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="293"/>
        <source>_Nothing: every judged gate passed or does not apply._
</source>
        <translation>_Nichts: Jede beurteilte Prüfung wurde bestanden oder trifft nicht zu._
</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="301"/>
        <source>Bugs and failed paths</source>
        <translation>Fehler und gescheiterte Wege</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="302"/>
        <source>Kept so that nobody walks them again: a path that failed, with why, saves the next engineer the same week.</source>
        <translation>Aufbewahrt, damit niemand sie noch einmal geht: Ein gescheiterter Weg samt seinem Grund erspart dem nächsten Ingenieur dieselbe Woche.</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="305"/>
        <source>Negative results</source>
        <translation>Negative Ergebnisse</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="320"/>
        <source>Why we tried it</source>
        <translation>Warum wir es versucht haben</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="321"/>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="322"/>
        <source>control %1, candidate %2</source>
        <translation>Kontrolle %1, Kandidat %2</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="324"/>
        <source>Config delta</source>
        <translation>Konfigurationsunterschied</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="325"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="333"/>
        <source>Correctness</source>
        <translation>Korrektheit</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="336"/>
        <source>Failure signature</source>
        <translation>Fehlersignatur</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="337"/>
        <source>Rules out</source>
        <translation>Schließt aus</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="338"/>
        <source>Next</source>
        <translation>Als Nächstes</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="339"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="339"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="343"/>
        <source>_No negative, invalid or inconclusive finding in this lane._</source>
        <translation>_Kein negativer, ungültiger oder ergebnisloser Befund in dieser Lane._</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="345"/>
        <source>Invalid and failed runs</source>
        <translation>Ungültige und fehlgeschlagene Läufe</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="355"/>
        <source>_None._
</source>
        <translation>_Keine._
</translation>
    </message>
    <message>
        <location filename="../backends/export/packetexport.cpp" line="448"/>
        <source>the lane %1 has no runs</source>
        <translation>die Lane %1 hat keine Läufe</translation>
    </message>
    <message>
        <location filename="../backends/export/runsexport.cpp" line="272"/>
        <source>%1: the file name must end in .csv or .json (the format is chosen by it)</source>
        <translation>%1: der Dateiname muss auf .csv oder .json enden (er bestimmt das Format)</translation>
    </message>
</context>
<context>
    <name>FindingStyle</name>
    <message>
        <location filename="../widgets/findings/findingstyle.cpp" line="42"/>
        <source>under test</source>
        <translation>in Prüfung</translation>
    </message>
</context>
<context>
    <name>FindingsTr</name>
    <message>
        <location filename="../models/findings/finding.cpp" line="55"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="57"/>
        <location filename="../models/findings/findingsection.cpp" line="87"/>
        <source>Hypothesis</source>
        <translation>Hypothese</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="59"/>
        <location filename="../models/findings/findingsection.cpp" line="472"/>
        <source>Prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="61"/>
        <source>Reason for the verdict</source>
        <translation>Begründung des Urteils</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="63"/>
        <location filename="../models/findings/findingsection.cpp" line="481"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="65"/>
        <location filename="../models/findings/findingsection.cpp" line="486"/>
        <source>Rules out</source>
        <translation>Schließt aus</translation>
    </message>
    <message>
        <location filename="../models/findings/finding.cpp" line="67"/>
        <location filename="../models/findings/findingsection.cpp" line="488"/>
        <source>Next</source>
        <translation>Als Nächstes</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="81"/>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingcanaries.cpp" line="85"/>
        <source>passes (%n run(s))</source>
        <translation>
            <numerusform>bestanden (%n Lauf)</numerusform>
            <numerusform>bestanden (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="86"/>
        <source>fails on %1 of %2: %3</source>
        <translation>scheitert bei %1 von %2: %3</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="88"/>
        <source>(agrees with the control on at least %1% of words)</source>
        <translation>(stimmt bei mindestens %1% der Wörter mit der Kontrolle überein)</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="116"/>
        <location filename="../models/findings/findingevidence.cpp" line="41"/>
        <source>control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="117"/>
        <location filename="../models/findings/findingevidence.cpp" line="41"/>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="124"/>
        <source>%1, %2 said: %3</source>
        <translation>%1, %2 antwortete: %3</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="129"/>
        <source>Canaries</source>
        <translation>Canaries</translation>
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
        <translation>Kontrolle</translation>
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
        <translation>Kandidat</translation>
    </message>
    <message>
        <location filename="../models/findings/findingcanaries.cpp" line="133"/>
        <source>Where a canary failed:</source>
        <translation>Wo ein Canary fehlschlug:</translation>
    </message>
    <message>
        <location filename="../models/findings/findingevidence.cpp" line="29"/>
        <source>No runs are linked to this finding yet, so there is nothing to compare. Link them with `lanebook-cli finding link %1 --control RUN... --candidate RUN...` or from the Compare tab.</source>
        <translation>Mit diesem Befund sind noch keine Läufe verknüpft, daher gibt es nichts zu vergleichen. Verknüpfen Sie sie mit `lanebook-cli finding link %1 --control RUN... --candidate RUN...` oder im Tab „Vergleich“.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingevidence.cpp" line="33"/>
        <source>Every run linked to this finding has since been deleted from the notebook; the numbers below cannot be recomputed.</source>
        <translation>Jeder mit diesem Befund verknüpfte Lauf wurde inzwischen aus dem Notizbuch gelöscht; die Zahlen unten lassen sich nicht neu berechnen.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingevidence.cpp" line="39"/>
        <source>Only the %1 arm has runs linked; a comparison needs both. Link the %2 runs with `lanebook-cli finding link %3 --%2 RUN...`.</source>
        <translation>Nur der Arm %1 hat verknüpfte Läufe; ein Vergleich braucht beide. Verknüpfen Sie die %2-Läufe mit `lanebook-cli finding link %3 --%2 RUN...`.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="48"/>
        <source>%1 (%n outlier(s))</source>
        <translation>
            <numerusform>%1 (%n Ausreißer)</numerusform>
            <numerusform>%1 (%n Ausreißer)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="66"/>
        <source>**Verdict: none yet.** The idea is still under test.</source>
        <translation>**Urteil: noch keines.** Die Idee ist noch in Prüfung.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="67"/>
        <source>**Verdict: %1.**</source>
        <translation>**Urteil: %1.**</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="79"/>
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="80"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="89"/>
        <source>_No hypothesis was written. A result without one is a browse, not an experiment: without a prediction written first, any outcome can be read as support._
</source>
        <translation>_Es wurde keine Hypothese geschrieben. Ein Ergebnis ohne Hypothese ist ein Stöbern, kein Experiment: Ohne eine vorher aufgeschriebene Vorhersage lässt sich jedes Ergebnis als Bestätigung lesen._
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="97"/>
        <source>_Written %1, before the first linked run started (%2)._</source>
        <translation>_Geschrieben %1, bevor der erste verknüpfte Lauf begann (%2)._</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="98"/>
        <source>_Written %1, **after** the first linked run started (%2): the results were known when it was written._</source>
        <translation>_Geschrieben %1, **nachdem** der erste verknüpfte Lauf begonnen hatte (%2): Die Ergebnisse waren beim Schreiben bekannt._</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="103"/>
        <source>_Written %1._</source>
        <translation>_Geschrieben %1._</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="111"/>
        <source>_Reconstructed after the results, from: %1._</source>
        <translation>_Nach den Ergebnissen rekonstruiert, aus: %1._</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="128"/>
        <source>Byte ledger: no prediction for the candidate (%1).</source>
        <translation>Byte-Ledger: keine Vorhersage für den Kandidaten (%1).</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="130"/>
        <source>Byte ledger: the candidate can decode at most %1 tok/s at %2 (measured %3 tok/s).</source>
        <translation>Byte-Ledger: Der Kandidat kann bei %2 höchstens %1 tok/s dekodieren (gemessen %3 tok/s).</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="144"/>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="151"/>
        <source>Arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="151"/>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="151"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="156"/>
        <source>Waves: %1.</source>
        <translation>Wellen: %1.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="161"/>
        <source>%1 (%2, run %3)</source>
        <translation>%1 (%2, Lauf %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="165"/>
        <source>&gt; **%n linked run(s) deleted since:** %1. The numbers below use the runs that remain.</source>
        <translation>
            <numerusform>&gt; **%n verknüpfter Lauf seitdem gelöscht:** %1. Die Zahlen unten verwenden die verbleibenden Läufe.</numerusform>
            <numerusform>&gt; **%n verknüpfte Läufe seitdem gelöscht:** %1. Die Zahlen unten verwenden die verbleibenden Läufe.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="175"/>
        <source>What differs between the arms (everything else was the same):</source>
        <translation>Was sich zwischen den Armen unterscheidet (alles andere war gleich):</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="179"/>
        <source>_Nothing recorded differs: both arms ran the same recipe (an A/A comparison)._
</source>
        <translation>_Nichts Erfasstes unterscheidet sich: Beide Arme liefen mit demselben Rezept (ein A/A-Vergleich)._
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="189"/>
        <source>held-fixed variable: %1</source>
        <translation>festgehaltene Variable: %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="193"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="194"/>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="200"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="202"/>
        <source>No comparison table:</source>
        <translation>Keine Vergleichstabelle:</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="203"/>
        <source>nothing could be compared</source>
        <translation>nichts konnte verglichen werden</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="213"/>
        <source>Metric %1, %2; medians per arm; delta is the %3 with its %4% confidence interval; p is %5.</source>
        <translation>Metrik %1, %2; Mediane je Arm; Delta ist das %3 mit seinem %4-%-Konfidenzintervall; p ist %5.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="217"/>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="218"/>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="219"/>
        <source>median paired ratio (Hodges-Lehmann)</source>
        <translation>Median der gepaarten Verhältnisse (Hodges-Lehmann)</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="220"/>
        <source>ratio of geometric means (not drift-controlled)</source>
        <translation>Verhältnis der geometrischen Mittel (nicht driftkontrolliert)</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="222"/>
        <source>Holm-adjusted across points</source>
        <translation>Holm-korrigiert über die Punkte</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="223"/>
        <source>two-sided</source>
        <translation>zweiseitig</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="234"/>
        <location filename="../models/findings/findingsection.cpp" line="248"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n Paar</numerusform>
            <numerusform>%n Paare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="235"/>
        <source>unpaired, %1 vs %2 runs</source>
        <translation>ungepaart, %1 gegen %2 Läufe</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="240"/>
        <source>**overall**</source>
        <translation>**gesamt**</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="249"/>
        <source>not drift-controlled</source>
        <translation>nicht driftkontrolliert</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="250"/>
        <source>Workload point</source>
        <translation>Lastpunkt</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="251"/>
        <source>Delta</source>
        <translation>Delta</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="252"/>
        <source>%1% CI</source>
        <translation>%1-%-KI</translation>
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
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="253"/>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="257"/>
        <source>A change is called only when the whole interval lies outside ±%1% (%2).</source>
        <translation>Eine Änderung wird nur festgestellt, wenn das ganze Intervall außerhalb von ±%1% liegt (%2).</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="263"/>
        <source>the A/A noise floor, from %1</source>
        <translation>die A/A-Rauschgrenze, aus %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="264"/>
        <source>the 1% minimum; the A/A noise floor from %1 is %2%</source>
        <translation>das Minimum von 1%; die A/A-Rauschgrenze aus %1 beträgt %2%</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="268"/>
        <source>These runs can detect an effect of about %1%.</source>
        <translation>Diese Läufe können einen Effekt von etwa %1% erkennen.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="306"/>
        <source>Quality beside speed</source>
        <translation>Qualität neben Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="299"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="260"/>
        <source>the 1% minimum; the noise floor is %1</source>
        <translation>das Minimum von 1 %; die Rauschgrenze ist %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="300"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="308"/>
        <source>Speculative decoding</source>
        <translation>Spekulatives Decoding</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="310"/>
        <source>Prefix cache and TTFT by turn</source>
        <translation>Präfix-Cache und TTFT nach Runde</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="315"/>
        <source>Gates</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="317"/>
        <source>_No gates: there is no comparison to check._
</source>
        <translation>_Keine Prüfungen: Es gibt keinen Vergleich zu prüfen._
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="319"/>
        <source>Suggested status: **%1**.</source>
        <translation>Vorgeschlagener Status: **%1**.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="325"/>
        <source>Gate</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="325"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="325"/>
        <location filename="../models/findings/findingsmarkdown.cpp" line="66"/>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="331"/>
        <source>Conclusion</source>
        <translation>Schlussfolgerung</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="339"/>
        <source>The measurement says **%1**: %2 %3 (%4% CI %5).</source>
        <translation>Die Messung sagt **%1**: %2 %3 (%4-%-KI %5).</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="351"/>
        <source>Reproduce</source>
        <translation>Reproduzieren</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="353"/>
        <source>_No runs to reproduce._
</source>
        <translation>_Keine Läufe zu reproduzieren._
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="357"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsection.cpp" line="362"/>
        <source>and %n more run(s)</source>
        <translation>
            <numerusform>und %n weiterer Lauf</numerusform>
            <numerusform>und %n weitere Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="370"/>
        <source>, from %1 (%2, sha256 %3)</source>
        <translation>, aus %1 (%2, sha256 %3)</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="375"/>
        <source>, started %1</source>
        <translation>, gestartet %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="384"/>
        <source>command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="389"/>
        <source>Re-import a source file with `lanebook-cli import FILE`; compare the arms again with `lanebook-cli compare --control RUN... --candidate RUN...`.</source>
        <translation>Importieren Sie eine Quelldatei erneut mit `lanebook-cli import FILE`; vergleichen Sie die Arme erneut mit `lanebook-cli compare --control RUN... --candidate RUN...`.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="410"/>
        <source>Reporting standard</source>
        <translation>Berichtsstandard</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="412"/>
        <source>_No configuration to report: no runs are linked._
</source>
        <translation>_Keine Konfiguration zu berichten: Es sind keine Läufe verknüpft._
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="414"/>
        <source>Every configuration carries these fields, so that a reader can rebuild it; `~` marks one the runs did not record.</source>
        <translation>Jede Konfiguration trägt diese Felder, damit ein Leser sie nachbauen kann; `~` markiert eines, das die Läufe nicht erfasst haben.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="418"/>
        <source>Results at %1.</source>
        <translation>Ergebnisse bei %1.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="425"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="435"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="440"/>
        <source>No chart for %1: %2</source>
        <translation>Kein Diagramm für %1: %2</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="467"/>
        <source>Lane %1</source>
        <translation>Lane %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="468"/>
        <source>finding %1</source>
        <translation>Befund %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="469"/>
        <source>last edited %1</source>
        <translation>zuletzt bearbeitet %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="473"/>
        <source>No prediction was written.</source>
        <translation>Es wurde keine Vorhersage geschrieben.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="483"/>
        <source>_No analysis written yet._
</source>
        <translation>_Noch keine Analyse geschrieben._
</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsection.cpp" line="487"/>
        <location filename="../models/findings/findingsection.cpp" line="489"/>
        <source>Not written.</source>
        <translation>Nicht geschrieben.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsformat.cpp" line="34"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsformat.cpp" line="55"/>
        <source>no runs</source>
        <translation>keine Läufe</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="33"/>
        <source>%1 still under test</source>
        <translation>%1 noch in Prüfung</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/findings/findingsmarkdown.cpp" line="34"/>
        <source>%n finding(s): %1.</source>
        <translation>
            <numerusform>%n Befund: %1.</numerusform>
            <numerusform>%n Befunde: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="41"/>
        <source>no comparison</source>
        <translation>kein Vergleich</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="61"/>
        <source>under test</source>
        <translation>in Prüfung</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="64"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="64"/>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="65"/>
        <source>Result (delta, CI, measured verdict)</source>
        <translation>Ergebnis (Delta, KI, gemessenes Urteil)</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="75"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="76"/>
        <source>Findings: %1</source>
        <translation>Befunde: %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="81"/>
        <source>Exported by %1</source>
        <translation>Exportiert von %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="83"/>
        <source>from the notebook %1</source>
        <translation>aus dem Notizbuch %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="85"/>
        <source>on %1</source>
        <translation>am %1</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="91"/>
        <source>No findings are recorded in this notebook yet.</source>
        <translation>In diesem Notizbuch sind noch keine Befunde erfasst.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="92"/>
        <source>No findings are recorded for the lane %1.</source>
        <translation>Für die Lane %1 sind keine Befunde erfasst.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="96"/>
        <source>Write one down before measuring: `lanebook-cli finding new --title T --hypothesis H`, or the Findings tab.</source>
        <translation>Schreiben Sie einen auf, bevor Sie messen: `lanebook-cli finding new --title T --hypothesis H` oder im Tab „Befunde“.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="102"/>
        <source>Negative results are kept: they say what not to try again.</source>
        <translation>Negative Ergebnisse werden aufbewahrt: Sie sagen, was man nicht noch einmal versuchen sollte.</translation>
    </message>
    <message>
        <location filename="../models/findings/findingsmarkdown.cpp" line="106"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="36"/>
        <source>adopted</source>
        <translation>übernommen</translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="38"/>
        <source>negative</source>
        <translation>negativ</translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="40"/>
        <location filename="../models/findings/findingverdict.cpp" line="44"/>
        <source>inconclusive</source>
        <translation>ergebnislos</translation>
    </message>
    <message>
        <location filename="../models/findings/findingverdict.cpp" line="42"/>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
</context>
<context>
    <name>FrontierTr</name>
    <message>
        <location filename="../models/frontier/slo.cpp" line="50"/>
        <source>the SLO has no bound &quot;%1&quot;; its bounds are %2</source>
        <translation>das SLO hat keine Grenze &quot;%1&quot;; seine Grenzen sind %2</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="53"/>
        <source>the SLO names %1 twice</source>
        <translation>das SLO nennt %1 zweimal</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="55"/>
        <source>the SLO&apos;s %1 is &quot;%2&quot;; give a positive number of milliseconds, e.g. %1=200</source>
        <translation>%1 des SLO ist &quot;%2&quot;; geben Sie eine positive Zahl von Millisekunden an, z. B. %1=200</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="91"/>
        <source>the SLO&apos;s &quot;%1&quot; has no value; write KEY=MS, e.g. ttft_ms=200,tpot_ms=50</source>
        <translation>&quot;%1&quot; des SLO hat keinen Wert; schreiben Sie SCHLÜSSEL=MS, z. B. ttft_ms=200,tpot_ms=50</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="104"/>
        <source>the SLO names no bound; write e.g. ttft_ms=200,tpot_ms=50 (bounds: %1)</source>
        <translation>das SLO nennt keine Grenze; schreiben Sie z. B. ttft_ms=200,tpot_ms=50 (Grenzen: %1)</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="113"/>
        <source>the SLO is not an object of bounds; write e.g. {&quot;ttft_ms&quot;: 200, &quot;tpot_ms&quot;: 50}</source>
        <translation>das SLO ist kein Objekt aus Grenzen; schreiben Sie z. B. {&quot;ttft_ms&quot;: 200, &quot;tpot_ms&quot;: 50}</translation>
    </message>
    <message>
        <location filename="../models/frontier/slo.cpp" line="124"/>
        <source>the SLO names no bound; write e.g. {&quot;ttft_ms&quot;: 200, &quot;tpot_ms&quot;: 50} (bounds: %1)</source>
        <translation>das SLO nennt keine Grenze; schreiben Sie z. B. {&quot;ttft_ms&quot;: 200, &quot;tpot_ms&quot;: 50} (Grenzen: %1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/frontier/sloattainment.cpp" line="208"/>
        <source>%n run(s) (%1) against %2</source>
        <translation>
            <numerusform>%n Lauf (%1) an %2</numerusform>
            <numerusform>%n Läufe (%1) an %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/frontier/sloattainment.cpp" line="210"/>
        <source>%n run(s) (%1) against none</source>
        <translation>
            <numerusform>%n Lauf (%1) an keinem</numerusform>
            <numerusform>%n Läufe (%1) an keinem</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Gates</name>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="35"/>
        <source>control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="35"/>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="90"/>
        <source>One arm has no runs, so there is nothing to compare.</source>
        <translation>Ein Arm hat keine Läufe, daher gibt es nichts zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="96"/>
        <source>An arm records no config or workload, so what differs between the arms is unknown.</source>
        <translation>Ein Arm erfasst keine Konfiguration oder Last, daher ist unbekannt, was sich zwischen den Armen unterscheidet.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="167"/>
        <source>The %1 arm mixes runs with different %2, so it is not one recipe.</source>
        <translation>Der Arm %1 mischt Läufe mit unterschiedlichem %2, daher ist er kein einheitliches Rezept.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="179"/>
        <source>%1 is recorded for one arm only, so whether it was held fixed cannot be told.</source>
        <translation>%1 ist nur für einen Arm erfasst, daher lässt sich nicht sagen, ob es festgehalten wurde.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="197"/>
        <source>Both arms run the same recipe (an A/A comparison).</source>
        <translation>Beide Arme laufen mit demselben Rezept (ein A/A-Vergleich).</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="27"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="30"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="120"/>
        <source> Not counted, as mechanical: %1.</source>
        <translation> Als mechanisch nicht gezählt: %1.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="127"/>
        <source>the declared variable %1 (taken as one: %2)</source>
        <translation>die deklarierte Variable %1 (als eine gezählt: %2)</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="137"/>
        <source>The declared variable %1 is the same in both arms, but %2 differs, so the difference is not the variable under test.</source>
        <translation>Die deklarierte Variable %1 ist in beiden Armen gleich, aber %2 unterscheidet sich, daher ist der Unterschied nicht die getestete Variable.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="151"/>
        <source>The arms differ in %1 settings — %2 — so any difference is attributable to nothing. Hold all but one fixed, or declare the keys that make up one change as the variable under test.</source>
        <translation>Die Arme unterscheiden sich in %1 Einstellungen — %2 —, daher lässt sich ein Unterschied keiner Ursache zuordnen. Halten Sie alle bis auf eine fest oder deklarieren Sie die Schlüssel, die zusammen eine Änderung bilden, als getestete Variable.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="186"/>
        <location filename="../models/gates/comparisongates.cpp" line="192"/>
        <source>Only %1 differs, so the difference is attributable to it.</source>
        <translation>Nur %1 unterscheidet sich, daher ist der Unterschied darauf zurückzuführen.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="200"/>
        <source>No setting differs beyond mechanical ones: an A/A comparison.</source>
        <translation>Über mechanische Einstellungen hinaus unterscheidet sich keine: ein A/A-Vergleich.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="247"/>
        <source>No run records the GPUs&apos; power limit or energy.</source>
        <translation>Kein Lauf erfasst das Leistungslimit oder die Energie der GPUs.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="230"/>
        <source>The power limit changed during run %1.</source>
        <translation>Das Leistungslimit änderte sich während Lauf %1.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="236"/>
        <source>The energy counter of run %1 went backwards (a wrap or a driver reload), so its energy counts only the rises.</source>
        <translation>Der Energiezähler von Lauf %1 lief rückwärts (ein Überlauf oder ein Neuladen des Treibers), daher zählt seine Energie nur die Anstiege.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="254"/>
        <source>The GPUs&apos; power limit differs between the arms (control %1 W, candidate %2 W): a setting no config records, which moves speed and energy alike.</source>
        <translation>Das Leistungslimit der GPUs unterscheidet sich zwischen den Armen (Kontrolle %1 W, Kandidat %2 W): eine Einstellung, die keine Konfiguration erfasst und die Geschwindigkeit wie Energie verändert.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="264"/>
        <source>Both arms ran at a power limit of %1 W.</source>
        <translation>Beide Arme liefen mit einem Leistungslimit von %1 W.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="266"/>
        <source>The arms&apos; power limits are not both recorded.</source>
        <translation>Die Leistungslimits der Arme sind nicht beide erfasst.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="296"/>
        <source>Speculative acceptance is not recorded by both arms.</source>
        <translation>Die spekulative Akzeptanz wird nicht von beiden Armen erfasst.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="310"/>
        <source>The variable under test is speculative decoding itself: acceptance is what it changes.</source>
        <translation>Die getestete Variable ist das spekulative Dekodieren selbst: die Akzeptanz ist das, was sie verändert.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="314"/>
        <source>An arm records acceptance in one run only, so its run-to-run spread is unknown.</source>
        <translation>Ein Arm erfasst die Akzeptanz nur in einem Lauf, daher ist ihre Streuung zwischen Läufen unbekannt.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="326"/>
        <source>Speculative acceptance differs between the arms (control %1%, candidate %2%; run-to-run spread %3 points) although the variable under test is not speculative decoding: part of the speed difference may come from how well the drafts fared (other prompts, other sampling) rather than from the variable.</source>
        <translation>Die spekulative Akzeptanz unterscheidet sich zwischen den Armen (Kontrolle %1%, Kandidat %2%; Streuung zwischen Läufen %3 Punkte), obwohl die getestete Variable nicht das spekulative Dekodieren ist: ein Teil des Geschwindigkeitsunterschieds kann daher kommen, wie gut die Entwürfe abschnitten (andere Prompts, anderes Sampling), statt von der Variable.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="337"/>
        <source>Speculative acceptance held between the arms (control %1%, candidate %2%).</source>
        <translation>Die spekulative Akzeptanz blieb zwischen den Armen gleich (Kontrolle %1%, Kandidat %2%).</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="348"/>
        <source>One arm has no runs, so there is no order to judge.</source>
        <translation>Ein Arm hat keine Läufe, daher gibt es keine Reihenfolge zu beurteilen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/comparisongates.cpp" line="358"/>
        <source>the %1 arm has only %n repeat(s) in separate processes where %2 is the floor</source>
        <translation>
            <numerusform>der Arm %1 hat nur %n Wiederholung in getrennten Prozessen, wo %2 das Minimum ist</numerusform>
            <numerusform>der Arm %1 hat nur %n Wiederholungen in getrennten Prozessen, wo %2 das Minimum ist</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="383"/>
        <source>the arms ran one after the other (AAAA then BBBB), so drift is inside the difference</source>
        <translation>die Arme liefen nacheinander (AAAA, dann BBBB), daher steckt die Drift im Unterschied</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="386"/>
        <source>One arm ran %1 times in a row; interleave A, B, A, B so drift becomes noise instead of a difference.</source>
        <translation>Ein Arm lief %1-mal hintereinander; verschränken Sie A, B, A, B, damit Drift zu Rauschen wird statt zu einem Unterschied.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="399"/>
        <source>%1 repeats per arm, but start times are missing, so whether the arms were interleaved cannot be told.</source>
        <translation>%1 Wiederholungen je Arm, aber Startzeiten fehlen, daher lässt sich nicht sagen, ob die Arme verschränkt waren.</translation>
    </message>
    <message>
        <location filename="../models/gates/comparisongates.cpp" line="405"/>
        <source>%1 or more repeats per arm, interleaved in time.</source>
        <translation>%1 oder mehr Wiederholungen je Arm, zeitlich verschränkt.</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="83"/>
        <source>ledger bound</source>
        <translation>Ledger-Schranke</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="85"/>
        <source>output length</source>
        <translation>Ausgabelänge</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="87"/>
        <source>fresh response</source>
        <translation>frische Antwort</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="89"/>
        <source>thermal/clocks</source>
        <translation>Temperatur/Takte</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="91"/>
        <source>one variable</source>
        <translation>eine Variable</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="93"/>
        <source>interleaving and repeats</source>
        <translation>Verschränkung und Wiederholungen</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="95"/>
        <source>sample size</source>
        <translation>Stichprobengröße</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="97"/>
        <source>quality canaries</source>
        <translation>Qualitäts-Canaries</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="99"/>
        <source>context reported</source>
        <translation>Kontext angegeben</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="101"/>
        <source>errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="103"/>
        <source>steady state</source>
        <translation>stationärer Zustand</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="121"/>
        <source>fail</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="123"/>
        <source>warn</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="125"/>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="129"/>
        <source>no evidence</source>
        <translation>keine Belege</translation>
    </message>
    <message>
        <location filename="../models/gates/gateresult.cpp" line="129"/>
        <source>does not apply</source>
        <translation>trifft nicht zu</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="35"/>
        <source>A prompt-processing test decodes nothing, so the decode ledger does not bound it.</source>
        <translation>Ein Prompt-Processing-Test dekodiert nichts, daher begrenzt ihn der Decode-Ledger nicht.</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="37"/>
        <source>A combined prompt+generation rate is not a decode rate, so the ledger does not bound it.</source>
        <translation>Eine kombinierte Prompt+Generierungs-Rate ist keine Decode-Rate, daher begrenzt sie der Ledger nicht.</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="57"/>
        <source>No decode rate was recorded (TPOT or output tok/s), so there is nothing to hold against the byte ledger.</source>
        <translation>Es wurde keine Decode-Rate erfasst (TPOT oder Ausgabe-tok/s), daher gibt es nichts, was man dem Byte-Ledger gegenüberstellen könnte.</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="60"/>
        <source>The run reports no throughput, so the byte ledger has nothing to bound.</source>
        <translation>Der Lauf meldet keinen Durchsatz, daher hat der Byte-Ledger nichts zu begrenzen.</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="93"/>
        <source>The run decodes speculatively but neither the draft depth K nor the acceptance length is recorded, so tokens per step are unbounded.</source>
        <translation>Der Lauf dekodiert spekulativ, aber weder die Draft-Tiefe K noch die Akzeptanzlänge ist erfasst, daher sind die Tokens pro Schritt unbegrenzt.</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="122"/>
        <source>No byte ledger for this run: %1.</source>
        <translation>Kein Byte-Ledger für diesen Lauf: %1.</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="128"/>
        <source>No peak bandwidth for this run: %1.</source>
        <translation>Keine Spitzenbandbreite für diesen Lauf: %1.</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="183"/>
        <source>Only an aggregate tok/s was recorded and the run&apos;s concurrency is unknown, so the ledger cannot bound it.</source>
        <translation>Es wurden nur aggregierte tok/s erfasst und die Parallelität des Laufs ist unbekannt, daher kann der Ledger sie nicht begrenzen.</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="207"/>
        <source>per-sequence decode rate</source>
        <translation>Decode-Rate je Sequenz</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="208"/>
        <source>aggregate decode rate</source>
        <translation>aggregierte Decode-Rate</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="212"/>
        <source>The %1 of %2 tok/s beats the %3 tok/s the model&apos;s file size allows, but the file also counts embeddings that decode never reads: add active_params and bits_per_weight to make this a firm check.</source>
        <translation>Die %1 von %2 tok/s übertrifft die %3 tok/s, die die Dateigröße des Modells zulässt, aber die Datei zählt auch Embeddings mit, die das Dekodieren nie liest: Geben Sie active_params und bits_per_weight an, um daraus eine feste Prüfung zu machen.</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="219"/>
        <source>The %1 of %2 tok/s beats the byte ledger&apos;s %3 tok/s (%4% of peak bandwidth): physics has no fast path, so something skipped work (layers, a no-op fallback).</source>
        <translation>Die %1 von %2 tok/s übertrifft die %3 tok/s des Byte-Ledgers (%4% der Spitzenbandbreite): Die Physik kennt keine Abkürzung, also wurde Arbeit übersprungen (Schichten, ein wirkungsloser Fallback).</translation>
    </message>
    <message>
        <location filename="../models/gates/ledgerboundgate.cpp" line="227"/>
        <source>The %1 of %2 tok/s uses %3% of peak bandwidth, under the byte ledger&apos;s %4 tok/s.</source>
        <translation>Die %1 von %2 tok/s nutzt %3% der Spitzenbandbreite, unter den %4 tok/s des Byte-Ledgers.</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="55"/>
        <source>The benchmark tool found every request&apos;s output length within its tolerance of the length asked for (0 mismatches in %1 requests).</source>
        <translation>Das Benchmark-Werkzeug fand die Ausgabelänge jeder Anfrage innerhalb seiner Toleranz zur verlangten Länge (0 Abweichungen bei %1 Anfragen).</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="62"/>
        <source>The benchmark tool counted %1 of %2 requests whose output length missed the length asked for (early EOS, or max_tokens not honoured): shorter answers make tok/s look better than it is.</source>
        <translation>Das Benchmark-Werkzeug zählte %1 von %2 Anfragen, deren Ausgabelänge die verlangte Länge verfehlte (frühes EOS oder max_tokens nicht eingehalten): kürzere Antworten lassen tok/s besser aussehen, als es ist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/outputlengthgate.cpp" line="86"/>
        <source>The output token counts of %n request(s) were estimated from stream chunks: the server sent no usage.</source>
        <translation>
            <numerusform>Die Ausgabe-Tokenzahl von %n Anfrage wurde aus Stream-Chunks geschätzt: Der Server hat keine usage gesendet.</numerusform>
            <numerusform>Die Ausgabe-Tokenzahlen von %n Anfragen wurden aus Stream-Chunks geschätzt: Der Server hat keine usage gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="101"/>
        <source>A prompt-processing test generates no tokens.</source>
        <translation>Ein Prompt-Processing-Test erzeugt keine Tokens.</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="105"/>
        <source>llama-bench decodes exactly n_gen = %1 tokens by construction, so an early EOS cannot shorten it.</source>
        <translation>llama-bench dekodiert konstruktionsbedingt genau n_gen = %1 Tokens, daher kann ein frühes EOS ihn nicht verkürzen.</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="138"/>
        <source>The run reports no generated tokens or output rate, so there is no output to measure.</source>
        <translation>Der Lauf meldet keine erzeugten Tokens und keine Ausgaberate, daher gibt es keine Ausgabe zu messen.</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="149"/>
        <source>%1 of %2 successful requests returned no tokens at all; an empty answer has spectacular tok/s.</source>
        <translation>%1 von %2 erfolgreichen Anfragen lieferten überhaupt keine Tokens; eine leere Antwort hat spektakuläre tok/s.</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="157"/>
        <source>Requests completed with 0 output tokens on average: the server answered with nothing.</source>
        <translation>Anfragen endeten im Mittel mit 0 Ausgabe-Tokens: Der Server hat mit nichts geantwortet.</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="165"/>
        <source>All %1 requests ran to their max_tokens limit (finish reason &quot;length&quot;), so none stopped early.</source>
        <translation>Alle %1 Anfragen liefen bis zu ihrem max_tokens-Limit (finish reason &quot;length&quot;), keine hat also früh aufgehört.</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="171"/>
        <source>No requested output length is recorded (workload output_tokens or max_tokens), so an early EOS cannot be told from a short answer.</source>
        <translation>Es ist keine verlangte Ausgabelänge erfasst (output_tokens der Last oder max_tokens), daher lässt sich ein frühes EOS nicht von einer kurzen Antwort unterscheiden.</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="177"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="194"/>
        <source>Asked for %1 tokens per request, but no output token counts were recorded to compare.</source>
        <translation>%1 Tokens pro Anfrage verlangt, aber es wurden keine Ausgabe-Token-Zahlen zum Vergleich erfasst.</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="209"/>
        <source>Asked for %1 tokens per request but got %2 on average (%3% of the %4 expected): shorter answers make tok/s look better than it is; check for early EOS.</source>
        <translation>%1 Tokens pro Anfrage verlangt, aber im Mittel %2 erhalten (%3% der erwarteten %4): Kürzere Antworten lassen tok/s besser aussehen, als sie sind; prüfen Sie auf frühes EOS.</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="220"/>
        <source>%1 of %2 requests stopped before the %3 tokens asked for (early EOS).</source>
        <translation>%1 von %2 Anfragen hörten vor den verlangten %3 Tokens auf (frühes EOS).</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="230"/>
        <source>Asked for %1 tokens per request and got %2 on average, a little short of the %3 expected: some requests may have stopped early.</source>
        <translation>%1 Tokens pro Anfrage verlangt und im Mittel %2 erhalten, etwas weniger als die erwarteten %3: Manche Anfragen haben womöglich früh aufgehört.</translation>
    </message>
    <message>
        <location filename="../models/gates/outputlengthgate.cpp" line="236"/>
        <source>Asked for %1 tokens per request and got %2 on average.</source>
        <translation>%1 Tokens pro Anfrage verlangt und im Mittel %2 erhalten.</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="123"/>
        <location filename="../models/gates/canarymatchers.cpp" line="205"/>
        <location filename="../models/gates/canarymatchers.cpp" line="217"/>
        <source>answered with nothing</source>
        <translation>hat mit nichts geantwortet</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="210"/>
        <source>is not valid JSON</source>
        <translation>ist kein gültiges JSON</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="128"/>
        <source>writes keys as \name\ instead of &quot;name&quot;, so the tool call does not parse</source>
        <translation>schreibt Schlüssel als \name\ statt &quot;name&quot;, daher lässt sich der Tool-Call nicht parsen</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="133"/>
        <source>holds no tool call</source>
        <translation>enthält keinen Tool-Call</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="137"/>
        <source>has a tool call that does not parse as JSON</source>
        <translation>hat einen Tool-Call, der sich nicht als JSON parsen lässt</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="142"/>
        <source>has a tool call without a function name</source>
        <translation>hat einen Tool-Call ohne Funktionsnamen</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="145"/>
        <source>calls %1 instead of %2</source>
        <translation>ruft %1 statt %2 auf</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="159"/>
        <source>writes the arguments&apos; keys as \name\ instead of &quot;name&quot;, so they do not parse: %1</source>
        <translation>schreibt die Schlüssel der Argumente als \name\ statt &quot;name&quot;, daher lassen sie sich nicht parsen: %1</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="162"/>
        <source>has arguments that do not parse as JSON: %1</source>
        <translation>hat Argumente, die sich nicht als JSON parsen lassen: %1</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="170"/>
        <source>calls %1 without a JSON object of arguments (needs %2)</source>
        <translation>ruft %1 ohne ein JSON-Objekt mit Argumenten auf (braucht %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/canarymatchers.cpp" line="178"/>
        <source>calls %1 without %n required argument(s): %2</source>
        <translation>
            <numerusform>ruft %1 ohne %n nötiges Argument auf: %2</numerusform>
            <numerusform>ruft %1 ohne %n nötige Argumente auf: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="200"/>
        <source>got no answer: %1</source>
        <translation>erhielt keine Antwort: %1</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="208"/>
        <source>writes keys as \name\ instead of &quot;name&quot;, so it is not valid JSON</source>
        <translation>schreibt Schlüssel als \name\ statt &quot;name&quot;, daher ist es kein gültiges JSON</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="219"/>
        <source>does not contain the expected &quot;%1&quot;</source>
        <translation>enthält nicht das erwartete &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="223"/>
        <location filename="../models/gates/canarymatchers.cpp" line="246"/>
        <source>has no probes</source>
        <translation>hat keine Prüffragen</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="229"/>
        <location filename="../models/gates/canarymatchers.cpp" line="249"/>
        <source>got no answer to &quot;%1&quot;: %2</source>
        <translation>erhielt keine Antwort auf &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="231"/>
        <source>answered &quot;%1&quot; to &quot;%2&quot; (known answer: %3)</source>
        <translation>antwortete &quot;%1&quot; auf &quot;%2&quot; (bekannte Antwort: %3)</translation>
    </message>
    <message>
        <location filename="../models/gates/canarymatchers.cpp" line="239"/>
        <source>%1, and %2 more of %3 probes are wrong</source>
        <translation>%1, und %2 weitere der %3 Prüffragen sind falsch beantwortet</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="32"/>
        <source>A %1-bit model shows a KL divergence of exactly 0 from the reference: the evaluation is running the reference model, not this one.</source>
        <translation>Ein %1-Bit-Modell zeigt eine KL-Divergenz von genau 0 zur Referenz: Die Auswertung führt das Referenzmodell aus, nicht dieses.</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="41"/>
        <source>No canaries and no throughput: a quality run is checked against its baseline in a comparison.</source>
        <translation>Keine Canaries und kein Durchsatz: Ein Qualitätslauf wird in einem Vergleich gegen seine Baseline geprüft.</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="44"/>
        <source>No canary outputs were recorded, so a model that emits garbage fast would pass every other gate.</source>
        <translation>Es wurden keine Canary-Ausgaben erfasst, daher würde ein Modell, das schnell Unsinn ausgibt, jede andere Prüfung bestehen.</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="56"/>
        <source>Canary &quot;%1&quot; %2</source>
        <translation>Canary &quot;%1&quot; %2</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="57"/>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="63"/>
        <source>%1: the model&apos;s output is broken, however fast it is.</source>
        <translation>%1: Die Ausgabe des Modells ist kaputt, egal wie schnell es ist.</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="66"/>
        <source>%1, and %2 more failed: the model&apos;s output is broken, however fast it is.</source>
        <translation>%1, und %2 weitere schlugen fehl: Die Ausgabe des Modells ist kaputt, egal wie schnell es ist.</translation>
    </message>
    <message>
        <location filename="../models/gates/qualitycanarygate.cpp" line="72"/>
        <source>All %1 canaries answer as they should.</source>
        <translation>Alle %1 Canaries antworten wie erwartet.</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="87"/>
        <source>The arms share no quality metric (perplexity, KL, top-1 agreement, acceptance) to compare.</source>
        <translation>Die Arme haben keine gemeinsame Qualitätsmetrik (Perplexität, KL, Top-1-Übereinstimmung, Akzeptanz) zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="94"/>
        <source>The arms&apos; quantization is not recorded (bits_per_weight or quantization), so whether quality improved after quantizing cannot be told.</source>
        <translation>Die Quantisierung der Arme ist nicht erfasst (bits_per_weight oder quantization), daher lässt sich nicht sagen, ob sich die Qualität nach dem Quantisieren verbessert hat.</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="99"/>
        <source>Both arms have %1 bits per weight: this is not a quantization comparison.</source>
        <translation>Beide Arme haben %1 Bits pro Gewicht: Das ist kein Quantisierungsvergleich.</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="125"/>
        <source>perplexity fell from %1 to %2</source>
        <translation>die Perplexität sank von %1 auf %2</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="129"/>
        <source>perplexity</source>
        <translation>Perplexität</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="135"/>
        <source>KL fell from %1 to %2</source>
        <translation>die KL sank von %1 auf %2</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="137"/>
        <source>KL</source>
        <translation>KL</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="142"/>
        <source>top-1 agreement rose from %1 to %2</source>
        <translation>die Top-1-Übereinstimmung stieg von %1 auf %2</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="144"/>
        <source>top-1 agreement</source>
        <translation>Top-1-Übereinstimmung</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="153"/>
        <source>acceptance rose from %1% to %2%</source>
        <translation>die Akzeptanz stieg von %1% auf %2%</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="162"/>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="167"/>
        <source>acceptance</source>
        <translation>Akzeptanz</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="164"/>
        <source> (draft tokens not recorded, so noise cannot be ruled out)</source>
        <translation> (Draft-Tokens nicht erfasst, daher lässt sich Rauschen nicht ausschließen)</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="172"/>
        <source>acceptance length rose from %1 to %2</source>
        <translation>die Akzeptanzlänge stieg von %1 auf %2</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="176"/>
        <source>acceptance length</source>
        <translation>Akzeptanzlänge</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="193"/>
        <source>%1 rose from %2 to %3</source>
        <translation>%1 stieg von %2 auf %3</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="194"/>
        <source>%1 fell from %2 to %3</source>
        <translation>%1 fiel von %2 auf %3</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="207"/>
        <source> (no standard error recorded, so noise cannot be ruled out)</source>
        <translation> (kein Standardfehler aufgezeichnet, Rauschen lässt sich also nicht ausschließen)</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="214"/>
        <source>After quantizing from %1 to %2 bits per weight</source>
        <translation>Nach dem Quantisieren von %1 auf %2 Bits pro Gewicht</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="218"/>
        <source>%1, %2: quantizing cannot improve quality, so the evaluation is measuring something else (calibration data, the reference model, shared draft weights).</source>
        <translation>%1 %2: Quantisieren kann die Qualität nicht verbessern, also misst die Auswertung etwas anderes (Kalibrierdaten, das Referenzmodell, gemeinsame Draft-Gewichte).</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="225"/>
        <source>%1, %2: a bug that improves the benchmark looks like this.</source>
        <translation>%1 %2: So sieht ein Fehler aus, der den Benchmark verbessert.</translation>
    </message>
    <message>
        <location filename="../models/gates/quantizedqualitygate.cpp" line="229"/>
        <source>%1, %2 did not improve, as it should not.</source>
        <translation>%1 hat sich %2 nicht verbessert, wie es sein soll.</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="87"/>
        <source>an acceptance difference of %1 points needs about %2 draft tokens per arm and the arms have %3</source>
        <translation>ein Akzeptanzunterschied von %1 Punkten braucht etwa %2 Draft-Tokens je Arm, und die Arme haben %3</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="104"/>
        <source>Too few draft tokens: %1.</source>
        <translation>Zu wenige Draft-Tokens: %1.</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="107"/>
        <source>No paired comparison was computed, so the delta cannot be held against the noise floor.</source>
        <translation>Es wurde kein gepaarter Vergleich berechnet, daher lässt sich das Delta nicht der Rauschgrenze gegenüberstellen.</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="129"/>
        <source>the planner asks for %1 pairs at this spread</source>
        <translation>der Planer verlangt bei dieser Streuung %1 Paare</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="130"/>
        <source>the exact interval needs at least %1 pairs</source>
        <translation>das exakte Intervall braucht mindestens %1 Paare</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/samplesizegate.cpp" line="136"/>
        <source>%n pair(s) support no claim at all: %1.</source>
        <translation>
            <numerusform>%n Paar stützt überhaupt keine Aussage: %1.</numerusform>
            <numerusform>%n Paare stützen überhaupt keine Aussage: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="148"/>
        <source>The %1 delta is inside the %2 noise band: no win and no loss can be claimed.</source>
        <translation>Das Delta von %1 liegt innerhalb des Rauschbands von %2: Weder Gewinn noch Verlust lässt sich behaupten.</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="154"/>
        <source>The %1 delta is outside the %2 noise band but its interval [%3, %4] reaches into it: %5 pairs are not enough, %6.</source>
        <translation>Das Delta von %1 liegt außerhalb des Rauschbands von %2, aber sein Intervall [%3, %4] reicht hinein: %5 Paare reichen nicht, %6.</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="163"/>
        <source>The %1 delta was called with %2 pairs where %3; expect it to shrink on a rerun.</source>
        <translation>Das Delta von %1 wurde mit %2 Paaren festgestellt, wo %3; rechnen Sie damit, dass es bei einer Wiederholung schrumpft.</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="170"/>
        <source>The delta stands, but %1.</source>
        <translation>Das Delta hält, aber %1.</translation>
    </message>
    <message>
        <location filename="../models/gates/samplesizegate.cpp" line="174"/>
        <source>The %1 delta&apos;s interval [%2, %3] clears the %4 noise band with %5 pairs.</source>
        <translation>Das Intervall [%2, %3] des Deltas von %1 liegt mit %5 Paaren außerhalb des Rauschbands von %4.</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="195"/>
        <source>The run serves no requests with a throughput number, so there is no prompt cache to hit.</source>
        <translation>Der Lauf bedient keine Anfragen mit einer Durchsatzzahl, daher gibt es keinen Prompt-Cache, der getroffen werden könnte.</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="142"/>
        <source>share of the prompt unknown</source>
        <translation>Anteil am Prompt unbekannt</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="143"/>
        <source>%1% of its prompt</source>
        <translation>%1% seines Prompts</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="171"/>
        <source>Every request had the same %1-token head cached (template/BOS), %2: not reuse.</source>
        <translation>Jede Anfrage hatte denselben %1-Token-Kopf im Cache (Template/BOS), %2: keine Wiederverwendung.</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="175"/>
        <source>%1 of %2 requests had the same %3-token head cached (template/BOS), %4: not reuse.</source>
        <translation>%1 von %2 Anfragen hatten denselben %3-Token-Kopf im Cache (Template/BOS), %4: keine Wiederverwendung.</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="183"/>
        <source>%1 of them matched at most %2 more tokens by chance.</source>
        <translation>%1 davon stimmten zufällig in höchstens %2 weiteren Tokens überein.</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="231"/>
        <source>%1 of %2 requests reused %3 prompt tokens beyond a %4-token head (%5 a request on average, %6)</source>
        <translation>%1 von %2 Anfragen verwendeten %3 Prompt-Tokens über einen %4-Token-Kopf hinaus wieder (%5 je Anfrage im Mittel, %6)</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="239"/>
        <source>%1 of %2 requests took %3 prompt tokens from the prefix cache (%4 a request on average, %5), more than a template/BOS head of at most %6 tokens and %7% of a prompt</source>
        <translation>%1 von %2 Anfragen nahmen %3 Prompt-Tokens aus dem Prefix-Cache (%4 je Anfrage im Mittel, %5), mehr als ein Template/BOS-Kopf von höchstens %6 Tokens und %7% eines Prompts</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="250"/>
        <source>%1 prompt tokens came from the prefix cache%2</source>
        <translation>%1 Prompt-Tokens kamen aus dem Prefix-Cache%2</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="252"/>
        <source> (%1 a request on average, more than a template/BOS head)</source>
        <translation> (%1 je Anfrage im Mittel, mehr als ein Template/BOS-Kopf)</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="258"/>
        <source>%1 of the prompts were repeats</source>
        <translation>%1 der Prompts waren Wiederholungen</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="263"/>
        <source>%1, so this tok/s is inflated and cannot be a headline number: rerun with fresh prompts.</source>
        <translation>%1, daher sind diese tok/s überhöht und können keine Zahl für die Schlagzeile sein: Wiederholen Sie den Lauf mit frischen Prompts.</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="266"/>
        <source>%1: acceptable for a diagnostic, never as a headline number.</source>
        <translation>%1: für eine Diagnose akzeptabel, nie als Zahl für die Schlagzeile.</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="270"/>
        <source>The run was made with reused prompts: a prefix-cache experiment.</source>
        <translation>Der Lauf wurde mit wiederverwendeten Prompts gemacht: ein Prefix-Cache-Experiment.</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="277"/>
        <source>%1 prompt tokens came from the prefix cache, %2 a request on average (%3): no more than a template/BOS head, but without per-request numbers a few requests reusing prompts cannot be ruled out: record cached_tokens per request.</source>
        <translation>%1 Prompt-Tokens kamen aus dem Prefix-Cache, %2 je Anfrage im Mittel (%3): nicht mehr als ein Template/BOS-Kopf, aber ohne Zahlen je Anfrage lässt sich nicht ausschließen, dass einige Anfragen Prompts wiederverwendet haben: Erfassen Sie cached_tokens je Anfrage.</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="286"/>
        <source>every prompt was distinct</source>
        <translation>jeder Prompt war verschieden</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="287"/>
        <source>prompt uniqueness was not recorded</source>
        <translation>die Eindeutigkeit der Prompts wurde nicht erfasst</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="291"/>
        <source>No prompt token came from the cache (%1).</source>
        <translation>Kein Prompt-Token kam aus dem Cache (%1).</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="292"/>
        <source>%1 No prompt was reused (%2).</source>
        <translation>%1 Kein Prompt wurde wiederverwendet (%2).</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="297"/>
        <source>Prompts were distinct, but nothing recorded cached prompt tokens, and prompts reused from an earlier run still hit the cache.</source>
        <translation>Die Prompts waren verschieden, aber nichts hat gecachte Prompt-Tokens erfasst, und aus einem früheren Lauf wiederverwendete Prompts treffen trotzdem den Cache.</translation>
    </message>
    <message>
        <location filename="../models/gates/freshresponsegate.cpp" line="299"/>
        <source>Nothing recorded cached prompt tokens or prompt identity, so prefix cache hits cannot be ruled out: record cached_tokens per request.</source>
        <translation>Nichts hat gecachte Prompt-Tokens oder die Identität der Prompts erfasst, daher lassen sich Treffer im Prefix-Cache nicht ausschließen: Erfassen Sie cached_tokens je Anfrage.</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="21"/>
        <source>The run reports no throughput number that would need a context length.</source>
        <translation>Der Lauf meldet keine Durchsatzzahl, die eine Kontextlänge bräuchte.</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="26"/>
        <source>%1 has no context length beside it, and a tok/s without its context is not a measurement: record the prompt length (input_tokens or context_tokens).</source>
        <translation>%1 steht ohne Kontextlänge da, und tok/s ohne Kontext sind keine Messung: Erfassen Sie die Prompt-Länge (input_tokens oder context_tokens).</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="31"/>
        <source>%1 is reported at %2 tokens of context (%3).</source>
        <translation>%1 wird bei %2 Tokens Kontext angegeben (%3).</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="46"/>
        <location filename="../models/gates/steadystategate.cpp" line="32"/>
        <source>The benchmark tool</source>
        <translation>Das Benchmark-Werkzeug</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="55"/>
        <source>This tool sends no requests, so there are no failed requests to count.</source>
        <translation>Dieses Werkzeug sendet keine Anfragen, daher gibt es keine fehlgeschlagenen Anfragen zu zählen.</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="67"/>
        <source>%1 judged this run invalid itself: %2.</source>
        <translation>%1 hat diesen Lauf selbst für ungültig erklärt: %2.</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="82"/>
        <source>No failed-request count was recorded, so errors cannot be ruled out.</source>
        <translation>Es wurde keine Zahl fehlgeschlagener Anfragen erfasst, daher lassen sich Fehler nicht ausschließen.</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="92"/>
        <source>%1 requests failed, but the number sent is not recorded.</source>
        <translation>%1 Anfragen schlugen fehl, aber die Zahl der gesendeten ist nicht erfasst.</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="100"/>
        <source>All %1 requests succeeded.</source>
        <translation>Alle %1 Anfragen waren erfolgreich.</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="104"/>
        <source>Every request failed; there is no throughput to speak of.</source>
        <translation>Jede Anfrage schlug fehl; von Durchsatz kann keine Rede sein.</translation>
    </message>
    <message>
        <location filename="../models/gates/servinggates.cpp" line="107"/>
        <source>%1 of %2 requests failed (%3%); the survivors may be the easy ones, so the tok/s is not the whole workload&apos;s.</source>
        <translation>%1 von %2 Anfragen schlugen fehl (%3%); die übrigen sind womöglich die leichten, daher gelten die tok/s nicht für die ganze Last.</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="49"/>
        <source>power cap</source>
        <translation>Leistungsgrenze</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="50"/>
        <source>HW slowdown</source>
        <translation>HW-Verlangsamung</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="51"/>
        <source>SW thermal slowdown</source>
        <translation>SW-thermische Verlangsamung</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="52"/>
        <source>HW thermal slowdown</source>
        <translation>HW-thermische Verlangsamung</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="53"/>
        <source>power brake</source>
        <translation>Power Brake</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="65"/>
        <source>the GPU throttled (%1)</source>
        <translation>die GPU wurde gedrosselt (%1)</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="67"/>
        <source>no throttling</source>
        <translation>keine Drosselung</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="76"/>
        <source>the SM clock moved %1% (%2 to %3 MHz)</source>
        <translation>der SM-Takt schwankte um %1% (%2 bis %3 MHz)</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="85"/>
        <source>a steady SM clock</source>
        <translation>ein stabiler SM-Takt</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="93"/>
        <source>the GPU heated up %1 °C (%2 to %3 °C)</source>
        <translation>die GPU erwärmte sich um %1 °C (%2 bis %3 °C)</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="100"/>
        <source>the GPU warming %1 °C (%2 to %3 °C), over half the %4 °C at which this gate warns</source>
        <translation>die GPU erwärmte sich um %1 °C (%2 bis %3 °C), mehr als die Hälfte der %4 °C, bei denen diese Prüfung warnt</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="107"/>
        <source>a steady temperature</source>
        <translation>eine stabile Temperatur</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="114"/>
        <source>clocks were not locked</source>
        <translation>die Takte waren nicht fixiert</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="116"/>
        <source>locked clocks</source>
        <translation>fixierte Takte</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="121"/>
        <source>During the run %1: the measurement is of a moving target.</source>
        <translation>Während des Laufs %1: Gemessen wird ein bewegliches Ziel.</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="126"/>
        <source>During the run %1: thermal state is a variable, so lock clocks and warm up first.</source>
        <translation>Während des Laufs %1: Der thermische Zustand ist eine Variable, also Takte fixieren und zuerst aufwärmen.</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="131"/>
        <source>No telemetry was recorded (SM clock range, temperature, throttle reasons, clock lock), so thermal drift cannot be ruled out.</source>
        <translation>Es wurde keine Telemetrie erfasst (SM-Taktbereich, Temperatur, Drosselungsgründe, Taktfixierung), daher lässt sich thermische Drift nicht ausschließen.</translation>
    </message>
    <message>
        <location filename="../models/gates/thermalclocksgate.cpp" line="136"/>
        <source>Telemetry shows %1.</source>
        <translation>Die Telemetrie zeigt %1.</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="69"/>
        <source>Neither arm recorded canaries.</source>
        <translation>Keiner der beiden Arme hat Canaries erfasst.</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="70"/>
        <source>The candidate recorded no canaries to hold against the control&apos;s.</source>
        <translation>Der Kandidat hat keine Canaries erfasst, die sich denen der Kontrolle gegenüberstellen ließen.</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="85"/>
        <source>Canary &quot;%1&quot; %2 on the candidate; the control did not run it.</source>
        <translation>Canary &quot;%1&quot; %2 beim Kandidaten; die Kontrolle hat ihn nicht ausgeführt.</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="93"/>
        <source>Canary &quot;%1&quot; %2 on the candidate and passes on the control.</source>
        <translation>Canary &quot;%1&quot; %2 beim Kandidaten und besteht bei der Kontrolle.</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="97"/>
        <source>Canary &quot;%1&quot; fails on both arms (candidate: %2): not the candidate&apos;s doing.</source>
        <translation>Canary &quot;%1&quot; scheitert in beiden Armen (Kandidat: %2): Das liegt nicht am Kandidaten.</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="123"/>
        <source>Canary &quot;%1&quot;: the control&apos;s own repeats agree on only %2 of words at temperature 0 (%3 asked), so agreement with it cannot be judged.</source>
        <translation>Canary &quot;%1&quot;: Die eigenen Wiederholungen der Kontrolle stimmen bei Temperatur 0 nur bei %2 der Wörter überein (%3 verlangt), daher lässt sich die Übereinstimmung mit ihr nicht beurteilen.</translation>
    </message>
    <message>
        <location filename="../models/gates/canarycomparisongate.cpp" line="129"/>
        <source>Canary &quot;%1&quot;: the candidate&apos;s outputs agree with the control&apos;s on only %2 of words at temperature 0 (at least %3 asked).</source>
        <translation>Canary &quot;%1&quot;: Die Ausgaben des Kandidaten stimmen bei Temperatur 0 nur bei %2 der Wörter mit denen der Kontrolle überein (mindestens %3 verlangt).</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/canarycomparisongate.cpp" line="142"/>
        <source>The candidate&apos;s %n canary(ies) pass as the control&apos;s do.</source>
        <translation>
            <numerusform>%n Canary des Kandidaten besteht wie die der Kontrolle.</numerusform>
            <numerusform>%n Canaries des Kandidaten bestehen wie die der Kontrolle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/gates/runjudgement.cpp" line="120"/>
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="39"/>
        <source>%1&apos;s steady window holds %2 of the %3 requests (%4%); ramp-up and drain make up the rest, so the run&apos;s averages describe them as much as the load.</source>
        <translation>Das stabile Fenster von %1 enthält %2 der %3 Anfragen (%4 %); Hochlauf und Auslauf machen den Rest aus, daher beschreiben die Mittelwerte des Laufs sie ebenso sehr wie die Last.</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="49"/>
        <source>%1&apos;s own test found a trend inside its steady window: the run was not at steady state.</source>
        <translation>Der eigene Test von %1 fand einen Trend in seinem stabilen Fenster: Der Lauf war nicht im eingeschwungenen Zustand.</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="54"/>
        <source>%1&apos;s steady window holds %2 of the %3 requests (%4%) and its stationarity test found no trend.</source>
        <translation>Das stabile Fenster von %1 enthält %2 der %3 Anfragen (%4 %), und sein Stationaritätstest fand keinen Trend.</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="73"/>
        <source>The run keeps no per-request samples, so its load&apos;s shape over time is unknown.</source>
        <translation>Der Lauf hat keine Einzelanfragen gespeichert, daher ist der zeitliche Verlauf seiner Last unbekannt.</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="77"/>
        <source>The run&apos;s requests do not record when each was sent, so the steady window cannot be found.</source>
        <translation>Die Anfragen des Laufs verzeichnen nicht, wann sie gesendet wurden, daher lässt sich das stationäre Fenster nicht finden.</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="96"/>
        <source>Requests piled up: %1 were in flight when the steady window opened and %2 when it closed; %3 were sent in it and only %4 finished. They arrived faster than the server finished them, so the run&apos;s figures describe a growing queue, not a steady state.</source>
        <translation>Anfragen stauten sich: %1 waren in Bearbeitung, als das stabile Fenster begann, und %2, als es endete; %3 wurden darin gesendet und nur %4 wurden fertig. Sie kamen schneller an, als der Server sie abschloss, also beschreiben die Werte des Laufs eine wachsende Warteschlange, keinen stabilen Zustand.</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="109"/>
        <source>The steady window (%1 in flight) is %2% of the run; ramp-up and drain make up the rest, so the run&apos;s averages describe them as much as the load. Send more requests than the concurrency, several times over.</source>
        <translation>Das stationäre Fenster (%1 gleichzeitig) ist %2% des Laufs; Anlauf und Auslauf machen den Rest aus, daher beschreiben die Mittelwerte des Laufs sie ebenso sehr wie die Last. Senden Sie ein Mehrfaches der Nebenläufigkeit an Anfragen.</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="119"/>
        <source>Throughput kept rising through the steady window (%1 tok/s in its first third, %2 in its last): the run was not at steady state.</source>
        <translation>Der Durchsatz stieg durch das stationäre Fenster hindurch weiter (%1 tok/s im ersten Drittel, %2 im letzten): der Lauf war nicht im stationären Zustand.</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="121"/>
        <source>Throughput kept falling through the steady window (%1 tok/s in its first third, %2 in its last): the run was not at steady state.</source>
        <translation>Der Durchsatz fiel durch das stationäre Fenster hindurch weiter (%1 tok/s im ersten Drittel, %2 im letzten): der Lauf war nicht im stationären Zustand.</translation>
    </message>
    <message>
        <location filename="../models/gates/steadystategate.cpp" line="130"/>
        <source>The steady window (%1 in flight) is %2% of the run and its throughput held (%3% between its first and last thirds).</source>
        <translation>Das stationäre Fenster (%1 gleichzeitig) ist %2% des Laufs, und sein Durchsatz hielt (%3% zwischen erstem und letztem Drittel).</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="107"/>
        <source>The load declared %1, but no request reported cached prompt tokens, so whether the server&apos;s cache saw that reuse is unknown: servers with prefix caching report usage.prompt_tokens_details.cached_tokens.</source>
        <translation>Die Last hat %1 angegeben, aber keine Anfrage meldete Prompt-Token aus dem Cache, daher ist unbekannt, ob der Cache des Servers diese Wiederverwendung sah: Server mit Präfix-Caching melden usage.prompt_tokens_details.cached_tokens.</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="222"/>
        <source>Only %1</source>
        <translation>Nur %1</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="249"/>
        <source>a trace&apos;s reuse</source>
        <translation>die Wiederverwendung eines Trace</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="92"/>
        <source>%1: the server&apos;s prefix caching is off by its config (%2), so this run measures the declared traffic without a cache.</source>
        <translation>%1: Das Präfix-Caching des Servers ist laut seiner Konfiguration aus (%2), daher misst dieser Lauf den angegebenen Verkehr ohne Cache.</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="97"/>
        <source>%1: prefix caching looks off, so this run does not measure the traffic it declared. Turn it on, or send traffic that shares nothing.</source>
        <translation>%1: Präfix-Caching scheint aus zu sein, daher misst dieser Lauf nicht den angegebenen Verkehr. Schalten Sie es ein, oder senden Sie Verkehr, der nichts teilt.</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="145"/>
        <source> (the server&apos;s /metrics counter: no request reported its cached tokens)</source>
        <translation> (der /metrics-Zähler des Servers: keine Anfrage meldete ihre Token aus dem Cache)</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="153"/>
        <source>%1 prompt tokens came from the cache where %4 implies %2 (%3%)</source>
        <translation>%1 Prompt-Token kamen aus dem Cache, wo %4 %2 impliziert (%3%)</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="162"/>
        <source>%1: more than %2 shares, so this tok/s is inflated. The cache held prompts from before the run (reset it between runs: POST /reset_prefix_cache on vLLM and SGLang), or the server reuses more than was declared.</source>
        <translation>%1: mehr, als %2 teilt, daher ist dieser tok/s-Wert überhöht. Der Cache hielt Prompts von vor dem Lauf (leeren Sie ihn zwischen Läufen: POST /reset_prefix_cache bei vLLM und SGLang), oder der Server verwendet mehr wieder als angegeben.</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="172"/>
        <source>%1: the cache served less than %2 shares (a smaller cache, eviction, or requests that arrived before what they share was prefilled). Compare such runs knowing their caches differed.</source>
        <translation>%1: Der Cache lieferte weniger, als %2 teilt (ein kleinerer Cache, Verdrängung oder Anfragen, die eintrafen, bevor das Geteilte vorbefüllt war). Vergleichen Sie solche Läufe im Wissen, dass sich ihre Caches unterschieden.</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="178"/>
        <source>%1, as declared.</source>
        <translation>%1, wie angegeben.</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="187"/>
        <source>a shared %1-token system prompt</source>
        <translation>ein geteilter System-Prompt von %1 Token</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="211"/>
        <source>%1 of %2 requests took more than %3 and its head from the cache (up to %4 tokens): reuse the load did not declare, so this tok/s is inflated.</source>
        <translation>%1 von %2 Anfragen nahmen mehr als %3 und seinen Kopf aus dem Cache (bis zu %4 Token): Wiederverwendung, die die Last nicht angegeben hat, daher ist dieser tok/s-Wert überhöht.</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="220"/>
        <source>%1 of %2 requests found %3 in the cache</source>
        <translation>%1 von %2 Anfragen fanden %3 im Cache</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="249"/>
        <source>the trace</source>
        <translation>der Trace</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="250"/>
        <source>conversations&apos; histories</source>
        <translation>die Verläufe von Gesprächen</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="251"/>
        <source>the conversations&apos; history</source>
        <translation>der Verlauf der Gespräche</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="225"/>
        <source>Only %1 (a small cache or eviction): compare such runs knowing their caches differed.</source>
        <translation>Nur %1 (ein kleiner Cache oder Verdrängung): Vergleichen Sie solche Läufe im Wissen, dass sich ihre Caches unterschieden.</translation>
    </message>
    <message>
        <location filename="../models/gates/declaredcachegate.cpp" line="229"/>
        <source>%1, and none more, as declared.</source>
        <translation>%1, und nicht mehr, wie angegeben.</translation>
    </message>
</context>
<context>
    <name>ImportersTr</name>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="132"/>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="132"/>
        <source>object 1</source>
        <translation>Objekt 1</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="139"/>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="142"/>
        <source>key &quot;input_config&quot; should be an object</source>
        <translation>Schlüssel &quot;input_config&quot; sollte ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="161"/>
        <source>key &quot;output_tokens_per_joule&quot;</source>
        <translation>Schlüssel „output_tokens_per_joule“</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="188"/>
        <source>key &quot;error_summary&quot;</source>
        <translation>Schlüssel &quot;error_summary&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="201"/>
        <source>the benchmark was cancelled before it finished</source>
        <translation>der Benchmark wurde abgebrochen, bevor er fertig war</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="451"/>
        <source>this is AIPerf&apos;s GPU telemetry export, a run&apos;s GPU trace: import %1 of the same benchmark, which takes it from beside it</source>
        <translation>das ist der GPU-Telemetrie-Export von AIPerf, der GPU-Verlauf eines Laufs: importieren Sie %1 desselben Benchmarks, das ihn von nebenan mitnimmt</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfimporter.cpp" line="458"/>
        <source>expected one JSON object (profile_export_aiperf.json) or request records (profile_export.jsonl)</source>
        <translation>erwartet wird ein JSON-Objekt (profile_export_aiperf.json) oder Anfrage-Datensätze (profile_export.jsonl)</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="53"/>
        <source>time-slice export</source>
        <translation>Zeitscheiben-Export</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="55"/>
        <source>steady-state export</source>
        <translation>Steady-State-Export</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="57"/>
        <source>energy-efficiency export</source>
        <translation>Energieeffizienz-Export</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="59"/>
        <source>accuracy results</source>
        <translation>Genauigkeitsergebnisse</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="61"/>
        <source>aggregate across profile runs</source>
        <translation>Aggregat über Profil-Läufe</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="63"/>
        <source>collated per-request statistics across profile runs</source>
        <translation>zusammengeführte Statistik je Anfrage über Profil-Läufe</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="65"/>
        <source>sweep aggregate</source>
        <translation>Sweep-Aggregat</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="67"/>
        <source>server metrics export</source>
        <translation>Server-Metrik-Export</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="69"/>
        <source>server metrics scrapes</source>
        <translation>Server-Metrik-Abrufe</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="71"/>
        <source>server metrics table</source>
        <translation>Server-Metrik-Tabelle</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="73"/>
        <source>summary table (the figures of its JSON summary)</source>
        <translation>Übersichtstabelle (die Zahlen ihrer JSON-Zusammenfassung)</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="75"/>
        <source>time-slice table</source>
        <translation>Zeitscheiben-Tabelle</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="77"/>
        <source>steady-state table</source>
        <translation>Steady-State-Tabelle</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="88"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="467"/>
        <source>expected one JSON object</source>
        <translation>ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="108"/>
        <source>key &quot;timeslices&quot; should be a list</source>
        <translation>Schlüssel „timeslices“ sollte eine Liste sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="114"/>
        <source>time slice %1 should be an object</source>
        <translation>Zeitscheibe %1 sollte ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="128"/>
        <source>time slice %1: %2</source>
        <translation>Zeitscheibe %1: %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="142"/>
        <source>key &quot;window_metadata&quot; should be an object</source>
        <translation>Schlüssel „window_metadata“ sollte ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="144"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="174"/>
        <location filename="../backends/importers/aiperfservermetrics.cpp" line="35"/>
        <source>key &quot;metrics&quot; should be an object</source>
        <translation>Schlüssel „metrics“ sollte ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="151"/>
        <source>key &quot;window_metadata&quot;</source>
        <translation>Schlüssel „window_metadata“</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="172"/>
        <source>key &quot;source&quot; should be an object</source>
        <translation>Schlüssel „source“ sollte ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="206"/>
        <source>line 1: expected the columns task and accuracy (or accuracy_rate)</source>
        <translation>Zeile 1: die Spalten task und accuracy (oder accuracy_rate) erwartet</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="221"/>
        <source>line %1: a task and an accuracy between 0 and 1 expected, got &quot;%2&quot; and &quot;%3&quot;</source>
        <translation>Zeile %1: eine Aufgabe und eine Genauigkeit zwischen 0 und 1 erwartet, erhalten „%2“ und „%3“</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="239"/>
        <source>no task rows</source>
        <translation>keine Aufgabenzeilen</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="347"/>
        <source>this is AIPerf&apos;s %1 of a benchmark, not a run: import %2 of the same benchmark, which holds it</source>
        <translation>dies ist AIPerfs %1 eines Benchmarks, kein Lauf: Importieren Sie %2 desselben Benchmarks, das dieselben Angaben enthält</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="367"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="377"/>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="395"/>
        <source>this is AIPerf&apos;s %1 of a benchmark, not a run: import %2 of the same benchmark, which takes it from beside it</source>
        <translation>dies ist der %1 eines Benchmarks von AIPerf, kein Lauf: Importieren Sie %2 desselben Benchmarks, das ihn von nebenan übernimmt</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="416"/>
        <source>this is AIPerf&apos;s %1 (%2): statistics across runs, not a run. Import the profile_runs folder of that benchmark: each run&apos;s profile_export_aiperf.json is one run, its trial its repeat</source>
        <translation>dies ist das %1 von AIPerf (%2): Statistik über Läufe, kein Lauf. Importieren Sie den Ordner profile_runs dieses Benchmarks: Die profile_export_aiperf.json jedes Laufs ist ein Lauf, sein Trial seine Wiederholung</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="420"/>
        <source>no run labels</source>
        <translation>keine Laufnamen</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="426"/>
        <source>this is AIPerf&apos;s %1: statistics per swept combination, not a run. Import the sweep&apos;s folder: each combination&apos;s profile_export_aiperf.json is one run, with its swept settings</source>
        <translation>dies ist das %1 von AIPerf: Statistik je Kombination des Sweeps, kein Lauf. Importieren Sie den Ordner des Sweeps: Die profile_export_aiperf.json jeder Kombination ist ein Lauf, mit ihren variierten Einstellungen</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="440"/>
        <source>not one of AIPerf&apos;s files</source>
        <translation>keine der Dateien von AIPerf</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="479"/>
        <source>not AIPerf&apos;s time-slice, steady-state, energy-efficiency or server metrics export</source>
        <translation>kein Zeitscheiben-, Steady-State-, Energieeffizienz- oder Server-Metrik-Export von AIPerf</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfartifacts.cpp" line="482"/>
        <location filename="../backends/importers/aiperfimporter.cpp" line="476"/>
        <source>%1 beside it: %2</source>
        <translation>%1 daneben: %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="39"/>
        <source>%1: key &quot;%2&quot; holds %3, which is not a time in nanoseconds</source>
        <translation>%1: Schlüssel &quot;%2&quot; enthält %3, das ist keine Zeit in Nanosekunden</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="56"/>
        <source>%1: key &quot;%2&quot; should be an object with &quot;value&quot; and &quot;unit&quot;</source>
        <translation>%1: Schlüssel &quot;%2&quot; sollte ein Objekt mit &quot;value&quot; und &quot;unit&quot; sein</translation>
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
        <translation>Schlüssel &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="83"/>
        <source>%1: key &quot;%2&quot; has the unknown time unit &quot;%3&quot;</source>
        <translation>%1: Schlüssel &quot;%2&quot; hat die unbekannte Zeiteinheit &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="126"/>
        <source>all records</source>
        <translation>alle Datensätze</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="148"/>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="112"/>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="286"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="438"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="151"/>
        <source>%1 is not an AIPerf request record (no &quot;metadata&quot;)</source>
        <translation>%1 ist kein AIPerf-Anfrage-Datensatz (kein &quot;metadata&quot;)</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="156"/>
        <source>%1: key &quot;metadata&quot; should be an object</source>
        <translation>%1: Schlüssel &quot;metadata&quot; sollte ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="166"/>
        <source>%1: key &quot;metrics&quot; should be an object</source>
        <translation>%1: Schlüssel &quot;metrics&quot; sollte ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="210"/>
        <source>%1: key &quot;inter_chunk_latency&quot; should be a list of times</source>
        <translation>%1: Schlüssel &quot;inter_chunk_latency&quot; sollte eine Liste von Zeiten sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="217"/>
        <source>%1: key &quot;inter_chunk_latency&quot; holds a non-number</source>
        <translation>%1: Schlüssel &quot;inter_chunk_latency&quot; enthält etwas, das keine Zahl ist</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfrecords.cpp" line="240"/>
        <source>no profiling-phase request records in the file</source>
        <translation>keine Anfrage-Datensätze der Profiling-Phase in der Datei</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="126"/>
        <source>expected one JSON object (profile_export_genai_perf.json), found %1 values</source>
        <translation>erwartet wird ein JSON-Objekt (profile_export_genai_perf.json), gefunden wurden %1 Werte</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaiperfimporter.cpp" line="136"/>
        <source>key &quot;request_throughput&quot; is missing: not a genai-perf profile export</source>
        <translation>Schlüssel &quot;request_throughput&quot; fehlt: kein genai-perf-Profilexport</translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="181"/>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="73"/>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="82"/>
        <source>%1: expected a JSON object</source>
        <translation>%1: erwartet wird ein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="184"/>
        <source>%1: no &quot;metrics&quot; object</source>
        <translation>%1: kein &quot;metrics&quot;-Objekt</translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmbenchmark.cpp" line="322"/>
        <source>every request errored</source>
        <translation>jede Anfrage schlug fehl</translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmimporter.cpp" line="43"/>
        <source>line %1: expected one JSON object (a GuideLLM report)</source>
        <translation>Zeile %1: erwartet wird ein JSON-Objekt (ein GuideLLM-Bericht)</translation>
    </message>
    <message>
        <location filename="../backends/importers/guidellmimporter.cpp" line="48"/>
        <source>no &quot;benchmarks&quot; list at the top level</source>
        <translation>keine &quot;benchmarks&quot;-Liste auf oberster Ebene</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="124"/>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="128"/>
        <source>%1: not a regular file</source>
        <translation>%1: keine reguläre Datei</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="134"/>
        <source>%1: the file is %2, larger than the %3 an import reads; no benchmark result is this large, so check that this is the right file</source>
        <translation>%1: die Datei ist %2 groß, größer als die %3, die ein Import liest; kein Benchmark-Ergebnis ist so groß, prüfen Sie also, ob es die richtige Datei ist</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="144"/>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="156"/>
        <source>%1: the file is empty</source>
        <translation>%1: die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="103"/>
        <source>%1: this is a binary file, not a benchmark result</source>
        <translation>%1: das ist eine Binärdatei, kein Benchmark-Ergebnis</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="217"/>
        <source>%1 (%2): adds nothing of its own: everything in it comes with %3; import that</source>
        <translation>%1 (%2): fügt nichts Eigenes hinzu: alles darin kommt mit %3; importieren Sie das</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="169"/>
        <source>%1: JSON nested deeper than %2 levels at byte %3; no benchmark tool writes that, so the file was not read</source>
        <translation>%1: JSON tiefer als %2 Ebenen verschachtelt bei Byte %3; kein Benchmark-Werkzeug schreibt so etwas, daher wurde die Datei nicht gelesen</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="190"/>
        <source>%1: not a format Lanebook knows (vLLM or SGLang bench results, llama-bench, AIPerf, genai-perf, GuideLLM, LLMPerf, inference-perf, genai-bench, trtllm-bench, llm-d reports, lm-eval, llama-perplexity)</source>
        <translation>%1: kein Format, das Lanebook kennt (vLLM- oder SGLang-Benchmark-Ergebnisse, llama-bench, AIPerf, genai-perf, GuideLLM, LLMPerf, inference-perf, genai-bench, trtllm-bench, llm-d-Berichte, lm-eval, llama-perplexity)</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="198"/>
        <source>%1: vLLM&apos;s PyTorch benchmark-database copy of a result; import the result file beside it (the name without &quot;.pytorch&quot;)</source>
        <translation>%1: die Kopie eines Ergebnisses für vLLMs PyTorch-Benchmark-Datenbank; importieren Sie die Ergebnisdatei daneben (der Name ohne &quot;.pytorch&quot;)</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="223"/>
        <location filename="../backends/importers/importfile.cpp" line="228"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../backends/importers/importfile.cpp" line="234"/>
        <source>%1 (%2): the file holds no runs</source>
        <translation>%1 (%2): die Datei enthält keine Läufe</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="17"/>
        <source>%1 should be a list of numbers</source>
        <translation>%1 sollte eine Liste von Zahlen sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="22"/>
        <source>%1: entry %2 is not a number</source>
        <translation>%1: Eintrag %2 ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="169"/>
        <source>%1: entry %2 should be a list of numbers</source>
        <translation>%1: Eintrag %2 sollte eine Liste von Zahlen sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonnumberarrays.cpp" line="183"/>
        <source>%1: entry %2, value %3 is not a number</source>
        <translation>%1: Eintrag %2, Wert %3 ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="223"/>
        <location filename="../backends/importers/lenientjson.cpp" line="94"/>
        <source>line %1: the JSON ends early (truncated file?)</source>
        <translation>Zeile %1: das JSON endet zu früh (abgeschnittene Datei?)</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="227"/>
        <source>line %1: not valid JSON: the line ends inside a string (truncated line?)</source>
        <translation>Zeile %1: kein gültiges JSON: die Zeile endet innerhalb einer Zeichenkette (abgeschnittene Zeile?)</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="232"/>
        <source>line %1: not valid JSON (the value that starts on line %2 is cut short?)</source>
        <translation>Zeile %1: kein gültiges JSON (der Wert, der in Zeile %2 beginnt, ist abgeschnitten?)</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="237"/>
        <source>line %1: not valid JSON</source>
        <translation>Zeile %1: kein gültiges JSON</translation>
    </message>
    <message>
        <location filename="../backends/importers/jsonobjectscan.cpp" line="352"/>
        <source>line %1: the value of key &quot;%2&quot; is not valid JSON</source>
        <translation>Zeile %1: der Wert von Schlüssel &quot;%2&quot; ist kein gültiges JSON</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="97"/>
        <source>line %1, column %2: not valid JSON</source>
        <translation>Zeile %1, Spalte %2: kein gültiges JSON</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="102"/>
        <source>line %1: a number too large to read (%2)</source>
        <translation>Zeile %1: eine Zahl, die zu groß zum Lesen ist (%2)</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="158"/>
        <source>line %1: expected a JSON object</source>
        <translation>Zeile %1: erwartet wird ein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="167"/>
        <source>line %1: not valid JSON (truncated line?)</source>
        <translation>Zeile %1: kein gültiges JSON (abgeschnittene Zeile?)</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="206"/>
        <source>key &quot;%1&quot; should be a number but is %2</source>
        <translation>Schlüssel &quot;%1&quot; sollte eine Zahl sein, ist aber %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/lenientjson.cpp" line="223"/>
        <source>key &quot;%1&quot; should be a string but is %2</source>
        <translation>Schlüssel &quot;%1&quot; sollte eine Zeichenkette sein, ist aber %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchimporter.cpp" line="53"/>
        <source>not llama-bench output in a format it writes (json, jsonl, csv, md, sql)</source>
        <translation>keine llama-bench-Ausgabe in einem Format, das es schreibt (json, jsonl, csv, md, sql)</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="139"/>
        <source>%1: no &quot;avg_ts&quot; (tokens per second) value</source>
        <translation>%1: kein &quot;avg_ts&quot;-Wert (Tokens pro Sekunde)</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="142"/>
        <source>%1: no &quot;n_prompt&quot; or &quot;n_gen&quot; value, so the test kind is unknown</source>
        <translation>%1: kein &quot;n_prompt&quot;- oder &quot;n_gen&quot;-Wert, daher ist die Testart unbekannt</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchrow.cpp" line="149"/>
        <source>%1: both &quot;n_prompt&quot; and &quot;n_gen&quot; are 0</source>
        <translation>%1: sowohl &quot;n_prompt&quot; als auch &quot;n_gen&quot; sind 0</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="146"/>
        <source>line %1: the CSV header has no &quot;%2&quot; column</source>
        <translation>Zeile %1: der CSV-Kopf hat keine Spalte &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="154"/>
        <source>line %1: %2 values, but the header names %3 columns</source>
        <translation>Zeile %1: %2 Werte, aber der Kopf nennt %3 Spalten</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="195"/>
        <source>line %1: the table has no &quot;%2&quot; column</source>
        <translation>Zeile %1: die Tabelle hat keine Spalte &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="203"/>
        <source>line %1: a table row before the table header</source>
        <translation>Zeile %1: eine Tabellenzeile vor dem Tabellenkopf</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="206"/>
        <source>line %1: %2 cells, but the header names %3 columns</source>
        <translation>Zeile %1: %2 Zellen, aber der Kopf nennt %3 Spalten</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="217"/>
        <source>line %1: test &quot;%2&quot; is not a pp/tg test name</source>
        <translation>Zeile %1: Test &quot;%2&quot; ist kein pp/tg-Testname</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="223"/>
        <source>line %1: t/s &quot;%2&quot; is not &quot;mean ± stddev&quot;</source>
        <translation>Zeile %1: t/s &quot;%2&quot; ist nicht &quot;Mittelwert ± Standardabweichung&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="277"/>
        <location filename="../backends/importers/texttable.cpp" line="58"/>
        <source>line %1: a quoted value is not closed</source>
        <translation>Zeile %1: ein Wert in Anführungszeichen wird nicht geschlossen</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="292"/>
        <source>line %1: unexpected &quot;%2&quot; in VALUES</source>
        <translation>Zeile %1: unerwartetes &quot;%2&quot; in VALUES</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="299"/>
        <source>line %1: the INSERT statement ends early</source>
        <translation>Zeile %1: die INSERT-Anweisung endet zu früh</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamabenchtable.cpp" line="301"/>
        <source>line %1: %2 values for %3 columns</source>
        <translation>Zeile %1: %2 Werte für %3 Spalten</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="111"/>
        <source>the log has no final result (no %1); the run was probably interrupted</source>
        <translation>das Log hat kein Endergebnis (kein %1); der Lauf wurde wahrscheinlich unterbrochen</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="115"/>
        <source> after chunk %1 of %2</source>
        <translation> nach Chunk %1 von %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="176"/>
        <source>no perplexity, KL-divergence or accuracy result in the log</source>
        <translation>kein Ergebnis für Perplexität, KL-Divergenz oder Genauigkeit im Log</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="180"/>
        <source>&quot;Final estimate: PPL&quot; line</source>
        <translation>Zeile &quot;Final estimate: PPL&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="196"/>
        <source>&quot;KL divergence statistics&quot; block</source>
        <translation>Block &quot;KL divergence statistics&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="207"/>
        <source>&quot;Final Winogrande score&quot; line</source>
        <translation>Zeile &quot;Final Winogrande score&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/llamaperplexityimporter.cpp" line="208"/>
        <source>&quot;Final result&quot; line</source>
        <translation>Zeile &quot;Final result&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="114"/>
        <source>line %1: expected one JSON object (an lm-eval results file)</source>
        <translation>Zeile %1: erwartet wird ein JSON-Objekt (eine lm-eval-Ergebnisdatei)</translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="119"/>
        <source>no &quot;results&quot; object at the top level</source>
        <translation>kein &quot;results&quot;-Objekt auf oberster Ebene</translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="139"/>
        <source>key &quot;date&quot; should be a Unix time but is %1</source>
        <translation>Schlüssel &quot;date&quot; sollte eine Unix-Zeit sein, ist aber %1</translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="223"/>
        <source>%1: expected an object of metrics</source>
        <translation>%1: erwartet wird ein Objekt mit Metriken</translation>
    </message>
    <message>
        <location filename="../backends/importers/lmevalimporter.cpp" line="239"/>
        <source>%1: key &quot;%2&quot; should be a number but is %3</source>
        <translation>%1: Schlüssel &quot;%2&quot; sollte eine Zahl sein, ist aber %3</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="80"/>
        <source>line %1: no column &quot;%2&quot; for --metric %3; the columns are: %4</source>
        <translation>Zeile %1: keine Spalte &quot;%2&quot; für --metric %3; die Spalten sind: %4</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="90"/>
        <source>line %1: %2 values, but the header on line %3 names %4 columns</source>
        <translation>Zeile %1: %2 Werte, aber der Kopf in Zeile %3 nennt %4 Spalten</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="106"/>
        <source>line %1, column &quot;%2&quot;: &quot;%3&quot; is not a number</source>
        <translation>Zeile %1, Spalte &quot;%2&quot;: &quot;%3&quot; ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="121"/>
        <source>the file is empty: a header line and one row per result were expected</source>
        <translation>die Datei ist leer: erwartet wurden eine Kopfzeile und eine Zeile je Ergebnis</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="125"/>
        <source>line %1: a header with no rows after it</source>
        <translation>Zeile %1: ein Kopf ohne nachfolgende Zeilen</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="143"/>
        <source>line %1: not JSON (%2)</source>
        <translation>Zeile %1: kein JSON (%2)</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="149"/>
        <source>line %1: a JSON object per line was expected</source>
        <translation>Zeile %1: erwartet wurde ein JSON-Objekt je Zeile</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="170"/>
        <source>line %1, key &quot;%2&quot;: %3 is not a number</source>
        <translation>Zeile %1, Schlüssel &quot;%2&quot;: %3 ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="185"/>
        <source>the file is empty: one JSON object per result was expected</source>
        <translation>die Datei ist leer: erwartet wurde ein JSON-Objekt je Ergebnis</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="193"/>
        <source>no line has a key &quot;%1&quot; for --metric %2; the keys are: %3</source>
        <translation>keine Zeile hat einen Schlüssel &quot;%1&quot; für --metric %2; die Schlüssel sind: %3</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="207"/>
        <source>--metric &quot;%1&quot;: NAME=COLUMN was expected, e.g. perplexity=ppl</source>
        <translation>--metric &quot;%1&quot;: erwartet wurde NAME=COLUMN, z. B. perplexity=ppl</translation>
    </message>
    <message>
        <location filename="../backends/importers/metrictable.cpp" line="213"/>
        <source>--metric &quot;%1&quot;: &quot;%2&quot; is not a metric name; names are lower snake case with the unit in the name, e.g. gen_tok_per_s, mean_ttft_ms, peak_vram_bytes</source>
        <translation>--metric &quot;%1&quot;: &quot;%2&quot; ist kein Metrikname; Namen sind in Kleinbuchstaben mit Unterstrichen (snake_case) und tragen die Einheit im Namen, z. B. gen_tok_per_s, mean_ttft_ms, peak_vram_bytes</translation>
    </message>
    <message>
        <location filename="../backends/importers/profileexport.cpp" line="223"/>
        <source>%1 should be an object with &quot;unit&quot; and &quot;avg&quot; but is %2</source>
        <translation>%1 sollte ein Objekt mit &quot;unit&quot; und &quot;avg&quot; sein, ist aber %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/profileexport.cpp" line="239"/>
        <source>%1: unknown time unit &quot;%2&quot;</source>
        <translation>%1: unbekannte Zeiteinheit &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="61"/>
        <source>%1 has %2 entries for %3 requests</source>
        <translation>%1 hat %2 Einträge für %3 Anfragen</translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="205"/>
        <source>%1 should be a list of strings</source>
        <translation>%1 sollte eine Liste von Zeichenketten sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/servingimport.cpp" line="230"/>
        <source>%1 has %2 entries, but &quot;%3&quot; has %4</source>
        <translation>%1 hat %2 Einträge, aber &quot;%3&quot; hat %4</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmperfimporter.cpp" line="114"/>
        <source>%1: the per-request file is not a list</source>
        <translation>%1: die Datei der einzelnen Anfragen ist keine Liste</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmperfimporter.cpp" line="119"/>
        <source>%1, request %2</source>
        <translation>%1, Anfrage %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="162"/>
        <source>key &quot;_time_unit&quot; is &quot;%1&quot;; genai-bench writes &quot;s&quot; or &quot;ms&quot;</source>
        <translation>Schlüssel &quot;_time_unit&quot; ist &quot;%1&quot;; genai-bench schreibt &quot;s&quot; oder &quot;ms&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="172"/>
        <source>key &quot;individual_request_metrics&quot; is not a list</source>
        <translation>Schlüssel &quot;individual_request_metrics&quot; ist keine Liste</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="177"/>
        <source>request %1</source>
        <translation>Anfrage %1</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="179"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="121"/>
        <source>%1: not an object</source>
        <translation>%1: kein Objekt</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="188"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="129"/>
        <source>error %1</source>
        <translation>Fehler %1</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="189"/>
        <source>error %1: %2</source>
        <translation>Fehler %1: %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="219"/>
        <source>the run file is not a JSON object</source>
        <translation>die Lauf-Datei ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="222"/>
        <source>key &quot;aggregated_metrics&quot; is not an object</source>
        <translation>Schlüssel &quot;aggregated_metrics&quot; ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="393"/>
        <source>this is a genai-bench experiment&apos;s settings, not a run, and no run file of the experiment lies beside it: import its &lt;scenario&gt;_..._time_&lt;N&gt;s.json files</source>
        <translation>das sind die Einstellungen eines genai-bench-Experiments, kein Lauf, und keine Lauf-Datei des Experiments liegt daneben: importieren Sie seine &lt;Szenario&gt;_..._time_&lt;N&gt;s.json-Dateien</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmperfimporter.cpp" line="153"/>
        <source>the summary is not a JSON object</source>
        <translation>die Zusammenfassung ist kein JSON-Objekt</translation>
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
        <translation>keine Anfrage abgeschlossen</translation>
    </message>
    <message>
        <location filename="../backends/importers/genaibenchimporter.cpp" line="100"/>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="281"/>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="300"/>
        <location filename="../backends/importers/llmperfimporter.cpp" line="297"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="278"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="390"/>
        <source>the file holds no JSON object</source>
        <translation>die Datei enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="290"/>
        <source>line %1 is SGLang&apos;s steady-state window (steady_state_serving), which belongs to the result line before it, and there is none</source>
        <translation>Zeile %1 ist das Steady-State-Fenster von SGLang (steady_state_serving), das zur Ergebniszeile davor gehört, und es gibt keine</translation>
    </message>
    <message>
        <location filename="../backends/importers/sglangbenchimporter.cpp" line="299"/>
        <source>line %1 is not an SGLang bench_serving result: it has neither &quot;mean_e2e_latency_ms&quot; nor &quot;dataset_name&quot; with &quot;backend&quot;</source>
        <translation>Zeile %1 ist kein SGLang-bench_serving-Ergebnis: sie hat weder &quot;mean_e2e_latency_ms&quot; noch &quot;dataset_name&quot; mit &quot;backend&quot;</translation>
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
        <translation>Objekt %1</translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="398"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="485"/>
        <source>object %1 (line %2)</source>
        <translation>Objekt %1 (Zeile %2)</translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="402"/>
        <source>object %1 (line %2) is not a vLLM bench result: it lacks &quot;date&quot;, &quot;completed&quot; or &quot;total_input_tokens&quot;</source>
        <translation>Objekt %1 (Zeile %2) ist kein vLLM-Bench-Ergebnis: es fehlt &quot;date&quot;, &quot;completed&quot; oder &quot;total_input_tokens&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="446"/>
        <location filename="../backends/importers/vllmbenchimporter.cpp" line="487"/>
        <source>%1 is not a vLLM bench result: it lacks &quot;date&quot;, &quot;completed&quot; or &quot;total_input_tokens&quot;</source>
        <translation>%1 ist kein vLLM-Bench-Ergebnis: es fehlt &quot;date&quot;, &quot;completed&quot; oder &quot;total_input_tokens&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/latencystatistics.cpp" line="85"/>
        <location filename="../backends/importers/trtllmbenchimporter.cpp" line="62"/>
        <source>key &quot;%1&quot; is not an object</source>
        <translation>Schlüssel &quot;%1&quot; ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="143"/>
        <location filename="../backends/importers/trtllmbenchimporter.cpp" line="49"/>
        <source>the report is not a JSON object</source>
        <translation>der Bericht ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="148"/>
        <source>&quot;load_summary&quot; and &quot;successes&quot; must be objects</source>
        <translation>&quot;load_summary&quot; und &quot;successes&quot; müssen Objekte sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="425"/>
        <source>these are inference-perf&apos;s requests of every stage, not a run: import the stage_N_lifecycle_metrics.json or summary_lifecycle_metrics.json beside them</source>
        <translation>das sind die Anfragen aller Stufen von inference-perf, kein Lauf: importieren Sie die stage_N_lifecycle_metrics.json oder summary_lifecycle_metrics.json daneben</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfimporter.cpp" line="437"/>
        <source>this is the server&apos;s Prometheus view of an inference-perf stage, not a run: import its *_lifecycle_metrics.json</source>
        <translation>das ist die Prometheus-Sicht des Servers auf eine inference-perf-Stufe, kein Lauf: importieren Sie ihre *_lifecycle_metrics.json</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="28"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="46"/>
        <source>a tab in the indentation; YAML indents with spaces</source>
        <translation>ein Tabulator in der Einrückung; YAML rückt mit Leerzeichen ein</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="51"/>
        <source>a second YAML document; a report holds one</source>
        <translation>ein zweites YAML-Dokument; ein Bericht enthält eines</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="93"/>
        <source>anchors, aliases and tags are not read</source>
        <translation>Anker, Aliase und Tags werden nicht gelesen</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="95"/>
        <source>a flow collection; only {} and [] are read</source>
        <translation>eine Flow-Sammlung; nur {} und [] werden gelesen</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="114"/>
        <source>indented less than the document starts</source>
        <translation>weniger eingerückt, als das Dokument beginnt</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="132"/>
        <source>nested deeper than %1 levels</source>
        <translation>tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="176"/>
        <source>expected &quot;key: value&quot;</source>
        <translation>&quot;Schlüssel: Wert&quot; erwartet</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="182"/>
        <source>the key &quot;%1&quot; twice</source>
        <translation>der Schlüssel &quot;%1&quot; zweimal</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="266"/>
        <location filename="../backends/importers/blockyaml.cpp" line="279"/>
        <source>a quoted text that does not end</source>
        <translation>ein Text in Anführungszeichen, der nicht endet</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="331"/>
        <source>an empty key</source>
        <translation>ein leerer Schlüssel</translation>
    </message>
    <message>
        <location filename="../backends/importers/blockyaml.cpp" line="337"/>
        <source>complex keys, anchors, aliases and tags are not read</source>
        <translation>komplexe Schlüssel, Anker, Aliase und Tags werden nicht gelesen</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="87"/>
        <source>%1: units &quot;%2&quot;; a latency is in s, ms, s/token or ms/token</source>
        <translation>%1: Einheit &quot;%2&quot;; eine Latenz ist in s, ms, s/token oder ms/token</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="318"/>
        <source>%1 is not an object</source>
        <translation>%1 ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="274"/>
        <source>%1 is missing: the report holds no request results</source>
        <translation>%1 fehlt: der Bericht enthält keine Anfrage-Ergebnisse</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="429"/>
        <source>the report is not a mapping</source>
        <translation>der Bericht ist keine Zuordnung</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdreportimporter.cpp" line="438"/>
        <source>report version &quot;%1&quot;; Lanebook reads 0.1, 0.2 and 0.2.1</source>
        <translation>Berichtsversion &quot;%1&quot;; Lanebook liest 0.1, 0.2 und 0.2.1</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfgputelemetry.cpp" line="143"/>
        <source>line %1 is not a GPU telemetry record: it needs timestamp_ns, gpu_uuid and telemetry_data</source>
        <translation>Zeile %1 ist kein GPU-Telemetrie-Datensatz: nötig sind timestamp_ns, gpu_uuid und telemetry_data</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfgputelemetry.cpp" line="150"/>
        <source>line %1: timestamp_ns should be an integer (ns) and telemetry_data an object</source>
        <translation>Zeile %1: timestamp_ns sollte eine ganze Zahl (ns) sein und telemetry_data ein Objekt</translation>
    </message>
    <message>
        <location filename="../backends/importers/llmdobservability.cpp" line="30"/>
        <source>%1: units &quot;%2&quot; for a portion; the report&apos;s schema allows percent or fraction</source>
        <translation>%1: Einheit „%2“ für einen Anteil; das Schema des Berichts erlaubt percent oder fraction</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="45"/>
        <source>%1: key &quot;%2&quot; should be a list of times</source>
        <translation>%1: Schlüssel &quot;%2&quot; sollte eine Liste von Zeiten sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="51"/>
        <source>%1: key &quot;%2&quot; holds a non-number</source>
        <translation>%1: Schlüssel &quot;%2&quot; enthält etwas, das keine Zahl ist</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="67"/>
        <source>request %1 (line %2)</source>
        <translation>Anfrage %1 (Zeile %2)</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="69"/>
        <location filename="../backends/importers/llmdobservability.cpp" line="70"/>
        <source>%1 should be an object</source>
        <translation>%1 sollte ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="76"/>
        <source>%1: keys &quot;start_time&quot; and &quot;end_time&quot; should be times in seconds</source>
        <translation>%1: die Schlüssel &quot;start_time&quot; und &quot;end_time&quot; sollten Zeiten in Sekunden sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="80"/>
        <source>%1: key &quot;info&quot; should be an object</source>
        <translation>%1: Schlüssel &quot;info&quot; sollte ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../backends/importers/inferenceperfrequests.cpp" line="135"/>
        <source>the list of requests is empty</source>
        <translation>die Liste der Anfragen ist leer</translation>
    </message>
    <message>
        <location filename="../backends/importers/vllmsweepcsv.cpp" line="87"/>
        <source>line %1 has %2 cells, the header %3</source>
        <translation>Zeile %1 hat %2 Zellen, die Kopfzeile %3</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfservermetrics.cpp" line="43"/>
        <source>key &quot;metrics.%1&quot;</source>
        <translation>Schlüssel &quot;metrics.%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/importers/aiperfservermetrics.cpp" line="48"/>
        <source>%1 should be an object with &quot;type&quot; and a &quot;series&quot; list</source>
        <translation>%1 sollte ein Objekt mit &quot;type&quot; und einer Liste &quot;series&quot; sein</translation>
    </message>
</context>
<context>
    <name>LauncherTr</name>
    <message>
        <location filename="../backends/launcher/gitstate.cpp" line="53"/>
        <source>git is not installed (not on the PATH)</source>
        <translation>git ist nicht installiert (nicht im PATH)</translation>
    </message>
    <message>
        <location filename="../backends/launcher/gitstate.cpp" line="57"/>
        <source>git did not answer within %1 s</source>
        <translation>git hat nicht innerhalb von %1 s geantwortet</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="126"/>
        <source>no program to start (the argv is empty)</source>
        <translation>kein Programm zum Starten (argv ist leer)</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="132"/>
        <source>cannot find the program &quot;%1&quot; on the PATH</source>
        <translation>das Programm &quot;%1&quot; ist nicht im PATH zu finden</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="143"/>
        <location filename="../backends/launcher/groupspawn.cpp" line="148"/>
        <location filename="../backends/launcher/groupspawn.cpp" line="156"/>
        <location filename="../backends/launcher/groupspawn.cpp" line="164"/>
        <source>cannot create a pipe: %1</source>
        <translation>eine Pipe kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="192"/>
        <source>cannot fork: %1</source>
        <translation>fork nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="214"/>
        <source>cannot enter the working directory %1: %2</source>
        <translation>in das Arbeitsverzeichnis %1 kann nicht gewechselt werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="216"/>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="239"/>
        <source>was killed by signal %1 (%2)</source>
        <translation>wurde durch Signal %1 beendet (%2)</translation>
    </message>
    <message>
        <location filename="../backends/launcher/groupspawn.cpp" line="243"/>
        <source>exited with code %1</source>
        <translation>endete mit Code %1</translation>
    </message>
    <message>
        <location filename="../backends/launcher/healthprobe.cpp" line="24"/>
        <source>libcurl could not start a request</source>
        <translation>libcurl konnte keine Anfrage starten</translation>
    </message>
    <message>
        <location filename="../backends/launcher/launchcommand.cpp" line="216"/>
        <source>no SSH host given</source>
        <translation>kein SSH-Host angegeben</translation>
    </message>
    <message>
        <location filename="../backends/launcher/launchcommand.cpp" line="218"/>
        <source>SSH host &quot;%1&quot; looks like an option, not a host</source>
        <translation>SSH-Host &quot;%1&quot; sieht aus wie eine Option, nicht wie ein Host</translation>
    </message>
    <message>
        <location filename="../backends/launcher/launchcommand.cpp" line="221"/>
        <source>SSH host &quot;%1&quot; contains white space</source>
        <translation>SSH-Host &quot;%1&quot; enthält Leerraum</translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="77"/>
        <source>not a server record: %1</source>
        <translation>kein Server-Eintrag: %1</translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="94"/>
        <source>server record without a valid owner_pid and pid</source>
        <translation>Server-Eintrag ohne gültige owner_pid und pid</translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="102"/>
        <source>cannot create the server record folder %1</source>
        <translation>der Ordner für Server-Einträge %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../backends/launcher/pidrecord.cpp" line="109"/>
        <source>cannot write the server record %1: %2</source>
        <translation>der Server-Eintrag %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="38"/>
        <source>It never reported its port (no line such as &quot;listening on http://HOST:PORT&quot; in its log).</source>
        <translation>Er hat seinen Port nie gemeldet (keine Zeile wie „listening on http://HOST:PORT“ in seinem Log).</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="75"/>
        <source>server &quot;%1&quot; on %2</source>
        <translation>Server &quot;%1&quot; auf %2</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="76"/>
        <source>server &quot;%1&quot;</source>
        <translation>Server &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="83"/>
        <source>Its log is empty.</source>
        <translation>Sein Log ist leer.</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="84"/>
        <source>Last lines of its log:</source>
        <translation>Letzte Zeilen seines Logs:</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="93"/>
        <location filename="../backends/launcher/serverprocess.cpp" line="105"/>
        <source>Cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="159"/>
        <source>The %1 %2 before it was ready.</source>
        <translation>Der %1 %2, bevor er bereit war.</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="166"/>
        <source>The %1 %2 while it was serving.</source>
        <translation>Der %1 %2, während er Anfragen bediente.</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="228"/>
        <source>The %1 was not ready after %2 s.</source>
        <translation>Der %1 war nach %2 s nicht bereit.</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="231"/>
        <source>It was stopped.</source>
        <translation>Er wurde beendet.</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="235"/>
        <source>it answered HTTP %1</source>
        <translation>er antwortete mit HTTP %1</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="237"/>
        <source>The %1 was not ready after %2 s: %3 (%4). It was stopped.</source>
        <translation>Der %1 war nach %2 s nicht bereit: %3 (%4). Er wurde beendet.</translation>
    </message>
    <message>
        <location filename="../backends/launcher/serverprocess.cpp" line="300"/>
        <source>%1 (PID %2) did not end within %3 s of SIGKILL (uninterruptible sleep?); it is left behind</source>
        <translation>%1 (PID %2) endete nicht innerhalb von %3 s nach SIGKILL (nicht unterbrechbarer Schlaf?); er bleibt zurück</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="183"/>
        <location filename="../models/ledger/byteledger.cpp" line="189"/>
        <source>B_token given in the config</source>
        <translation>B_token in der Konfiguration angegeben</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="201"/>
        <source>%1 active parameters at %2 bits per weight</source>
        <translation>%1 aktive Parameter bei %2 Bits pro Gewicht</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="210"/>
        <source>the model file size, which also counts the embedding table that decode does not read</source>
        <translation>die Dateigröße des Modells, die auch die Embedding-Tabelle mitzählt, die das Dekodieren nicht liest</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="215"/>
        <source>active_params is set but the bits per weight are unknown: add bits_per_weight</source>
        <translation>active_params ist gesetzt, aber die Bits pro Gewicht sind unbekannt: ergänzen Sie bits_per_weight</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="218"/>
        <source>the model looks mixture-of-experts, so its file size says nothing about the bytes one token reads: add active_params and bits_per_weight</source>
        <translation>das Modell sieht nach Mixture-of-Experts aus, daher sagt seine Dateigröße nichts über die Bytes, die ein Token liest: ergänzen Sie active_params und bits_per_weight</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="222"/>
        <source>no B_token: add b_token_bytes, or active_params and bits_per_weight, to the config</source>
        <translation>kein B_token: ergänzen Sie b_token_bytes oder active_params und bits_per_weight in der Konfiguration</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="248"/>
        <source>gpu_bandwidth_bytes_per_s in the config</source>
        <translation>gpu_bandwidth_bytes_per_s in der Konfiguration</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="253"/>
        <source>gpu_bandwidth_gb_s in the config</source>
        <translation>gpu_bandwidth_gb_s in der Konfiguration</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="257"/>
        <source>the config names no GPU (gpu)</source>
        <translation>die Konfiguration nennt keine GPU (gpu)</translation>
    </message>
    <message>
        <location filename="../models/ledger/byteledger.cpp" line="263"/>
        <source>GPU &quot;%1&quot; is not in the bandwidth table; add it</source>
        <translation>GPU &quot;%1&quot; steht nicht in der Bandbreitentabelle; ergänzen Sie sie</translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="255"/>
        <source>The GPU bandwidth file is not a JSON object.</source>
        <translation>Die GPU-Bandbreitendatei ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="258"/>
        <source>The GPU bandwidth file has no &quot;gpus&quot; list.</source>
        <translation>Die GPU-Bandbreitendatei hat keine &quot;gpus&quot;-Liste.</translation>
    </message>
    <message>
        <location filename="../models/ledger/gpubandwidthtable.cpp" line="268"/>
        <source>GPU entry %1 needs a name and a positive bandwidth_bytes_per_s.</source>
        <translation>GPU-Eintrag %1 braucht einen Namen und eine positive bandwidth_bytes_per_s.</translation>
    </message>
</context>
<context>
    <name>Live</name>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="58"/>
        <source>Utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="60"/>
        <source>Memory busy</source>
        <translation>Speicher belegt</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="62"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="64"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="66"/>
        <source>Memory temperature</source>
        <translation>Speichertemperatur</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="68"/>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="93"/>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="70"/>
        <source>SM clock</source>
        <translation>SM-Takt</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="72"/>
        <source>Memory clock</source>
        <translation>Speichertakt</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="74"/>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="99"/>
        <source>Fan</source>
        <translation>Lüfter</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="83"/>
        <source>Util</source>
        <comment>short for Utilization</comment>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="85"/>
        <source>Mem busy</source>
        <comment>short for Memory busy</comment>
        <translation>VRAM-Last</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="87"/>
        <source>Mem</source>
        <comment>short for Memory</comment>
        <translation>VRAM</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="89"/>
        <source>Temp</source>
        <comment>short for Temperature</comment>
        <translation>Temp</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="91"/>
        <source>Mem temp</source>
        <comment>short for Memory temperature</comment>
        <translation>VRAM-Temp</translation>
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
        <translation>VRAM-Takt</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="144"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="211"/>
        <source>throttle reasons not reported</source>
        <translation>Drosselungsgründe nicht gemeldet</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="213"/>
        <source>not throttled</source>
        <translation>nicht gedrosselt</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="216"/>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="225"/>
        <source>throttled: %1</source>
        <translation>gedrosselt: %1</translation>
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
        <translation>max. %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="254"/>
        <source>%1 (max %2)</source>
        <comment>PCIe link now (the most the GPU and slot allow)</comment>
        <translation>%1 (max. %2)</translation>
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
        <translation>%1 (%2)</translation>
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
        <translation>keine Prozesse</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="306"/>
        <source>%n process(es): %1</source>
        <translation>
            <numerusform>%n Prozess: %1</numerusform>
            <numerusform>%n Prozesse: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="315"/>
        <source>No process has a compute context on this GPU.</source>
        <translation>Kein Prozess hat einen Compute-Kontext auf dieser GPU.</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="319"/>
        <source>memory not reported</source>
        <translation>Speicher nicht gemeldet</translation>
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
        <translation>(Name nicht gemeldet)</translation>
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
        <translation>Noch keine GPU-Telemetrie: warte auf die erste Messung.</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetryformat.cpp" line="353"/>
        <source>No GPU telemetry: %1</source>
        <translation>Keine GPU-Telemetrie: %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucardlayout.cpp" line="68"/>
        <source>PCIe link</source>
        <translation>PCIe-Link</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucardlayout.cpp" line="73"/>
        <source>Processes</source>
        <translation>Prozesse</translation>
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
        <translation>vor der ersten Anfrage abgebrochen</translation>
    </message>
    <message>
        <location filename="../models/loadgen/loadrun.cpp" line="372"/>
        <source>no request was sent</source>
        <translation>es wurde keine Anfrage gesendet</translation>
    </message>
    <message>
        <location filename="../models/loadgen/loadrun.cpp" line="373"/>
        <source>no request completed: %1</source>
        <translation>keine Anfrage abgeschlossen: %1</translation>
    </message>
    <message>
        <location filename="../models/loadgen/loadrun.cpp" line="377"/>
        <source>cancelled: %1 of %2 requests ended</source>
        <translation>abgebrochen: %1 von %2 Anfragen beendet</translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="49"/>
        <location filename="../models/loadgen/promptset.cpp" line="40"/>
        <source>expected a JSON object</source>
        <translation>erwartet wird ein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="59"/>
        <source>no &quot;conversations&quot; or &quot;messages&quot; list</source>
        <translation>keine Liste „conversations“ oder „messages“</translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="96"/>
        <source>no user turn in the conversation</source>
        <translation>keine Benutzerrunde im Gespräch</translation>
    </message>
    <message>
        <location filename="../models/loadgen/conversation.cpp" line="115"/>
        <source>no conversations</source>
        <translation>keine Gespräche</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="52"/>
        <source>no &quot;prompt&quot;, &quot;text&quot; or human turn in &quot;conversations&quot;/&quot;messages&quot;</source>
        <translation>kein &quot;prompt&quot;, &quot;text&quot; oder menschlicher Beitrag in &quot;conversations&quot;/&quot;messages&quot;</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="72"/>
        <source>nests deeper than a prompt file does</source>
        <translation>ist tiefer verschachtelt, als eine Prompt-Datei es ist</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="75"/>
        <source>not valid JSON (expected an array of prompt objects)</source>
        <translation>kein gültiges JSON (erwartet wird ein Array von Prompt-Objekten)</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="77"/>
        <source>entry %1</source>
        <translation>Eintrag %1</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="79"/>
        <location filename="../models/loadgen/promptset.cpp" line="101"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="94"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="96"/>
        <source>%1: nests deeper than a prompt file does</source>
        <translation>%1: ist tiefer verschachtelt, als eine Prompt-Datei es ist</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="99"/>
        <source>%1: not valid JSON</source>
        <translation>%1: kein gültiges JSON</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="42"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../models/loadgen/promptset.cpp" line="119"/>
        <source>no prompts</source>
        <translation>keine Prompts</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="51"/>
        <source>&quot;%1&quot; is missing</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="57"/>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>„%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="61"/>
        <source>&quot;%1&quot; is %2, more than %3</source>
        <translation>„%1“ ist %2, mehr als %3</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="66"/>
        <source>&quot;%1&quot; is %2, outside %3..%4</source>
        <translation>„%1“ ist %2, außerhalb von %3..%4</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="82"/>
        <source>both &quot;text_input&quot; and &quot;hash_ids&quot;: a line gives its prompt one way</source>
        <translation>sowohl „text_input“ als auch „hash_ids“: eine Zeile gibt ihren Prompt auf eine Weise an</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="85"/>
        <source>&quot;text_input&quot; is not a prompt (a non-empty string)</source>
        <translation>„text_input“ ist kein Prompt (eine nicht leere Zeichenkette)</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="90"/>
        <source>&quot;text_input&quot; has %1 words, outside 1..%2</source>
        <translation>„text_input“ hat %1 Wörter, außerhalb von 1..%2</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="108"/>
        <source>nests deeper than a trace line does</source>
        <translation>ist tiefer verschachtelt, als eine Trace-Zeile es ist</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="111"/>
        <source>not valid JSON</source>
        <translation>kein gültiges JSON</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="113"/>
        <source>expected a JSON object with &quot;timestamp&quot;, &quot;input_length&quot;, &quot;output_length&quot; and &quot;hash_ids&quot;</source>
        <translation>erwartet ein JSON-Objekt mit „timestamp“, „input_length“, „output_length“ und „hash_ids“</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="121"/>
        <source>no &quot;timestamp&quot;, only a &quot;delay&quot;: AIPerf&apos;s session turns (sent a delay after the turn before) are not replayed; give every line a timestamp, or send conversations with --turns or --multi-turn</source>
        <translation>kein „timestamp“, nur ein „delay“: die Sitzungsrunden von AIPerf (eine Verzögerung nach der Runde davor gesendet) werden nicht wiedergegeben; geben Sie jeder Zeile einen timestamp, oder senden Sie Gespräche mit --turns oder --multi-turn</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="126"/>
        <source>&quot;timestamp&quot; (milliseconds) is missing or not a number</source>
        <translation>„timestamp“ (Millisekunden) fehlt oder ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="130"/>
        <source>&quot;timestamp&quot; %1 ms is not between 0 and 30 days</source>
        <translation>„timestamp“ %1 ms liegt nicht zwischen 0 und 30 Tagen</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="136"/>
        <source>&quot;%1&quot; lines (AIPerf&apos;s) are not replayed: give &quot;hash_ids&quot; or &quot;text_input&quot;</source>
        <translation>„%1“-Zeilen (von AIPerf) werden nicht wiedergegeben: geben Sie „hash_ids“ oder „text_input“ an</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="155"/>
        <source>&quot;hash_ids&quot; is missing or not a list of block ids</source>
        <translation>„hash_ids“ fehlt oder ist keine Liste von Block-IDs</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="161"/>
        <source>&quot;hash_ids&quot; holds %1, not a block id (a whole number from 0)</source>
        <translation>„hash_ids“ enthält %1, keine Block-ID (eine ganze Zahl ab 0)</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="170"/>
        <source>%1 block ids of %2 tokens do not cover an input_length of %3 (it needs %4): is the block size right (--trace-block-tokens)?</source>
        <translation>%1 Block-IDs zu %2 Token decken eine input_length von %3 nicht ab (sie braucht %4): stimmt die Blockgröße (--trace-block-tokens)?</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="185"/>
        <source>the block size must be at least one token</source>
        <translation>die Blockgröße muss mindestens ein Token sein</translation>
    </message>
    <message>
        <location filename="../models/loadgen/requesttrace.cpp" line="205"/>
        <source>no requests: a Mooncake trace has one JSON object a line</source>
        <translation>keine Anfragen: ein Mooncake-Trace hat ein JSON-Objekt pro Zeile</translation>
    </message>
</context>
<context>
    <name>LoadGenTr</name>
    <message>
        <location filename="../backends/loadgen/curltransport.cpp" line="44"/>
        <source>cannot set up libcurl&apos;s multi handle</source>
        <translation>das Multi-Handle von libcurl kann nicht eingerichtet werden</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/httpget.cpp" line="42"/>
        <source>%1: cannot create an HTTP request</source>
        <translation>%1: eine HTTP-Anfrage kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/conversationload.cpp" line="42"/>
        <location filename="../backends/loadgen/httpget.cpp" line="75"/>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="143"/>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="202"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="88"/>
        <source>%1: a trace brings its own prompts; leave out the prompt file and reused prompts</source>
        <translation>%1: ein Trace bringt seine eigenen Prompts mit; lassen Sie die Prompt-Datei und wiederverwendete Prompts weg</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="136"/>
        <source>%1: cannot read the trace: %2</source>
        <translation>%1: der Trace kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="173"/>
        <source>reusing prompts needs a prompt file: synthetic prompts are fresh by construction</source>
        <translation>Wiederverwendete Prompts brauchen eine Prompt-Datei: synthetische Prompts sind konstruktionsbedingt frisch</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="180"/>
        <source>conversations carry their own history: leave out the trace, reused prompts and a shared system prompt</source>
        <translation>Gespräche tragen ihren eigenen Verlauf: lassen Sie den Trace, wiederverwendete Prompts und einen geteilten System-Prompt weg</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/conversationload.cpp" line="35"/>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="194"/>
        <source>%1: cannot read the prompt file: %2</source>
        <translation>%1: die Prompt-Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadgenerator.cpp" line="220"/>
        <source>a shared system prompt is part of a synthetic prompt: shorter than its input tokens, without a prompt file or trace</source>
        <translation>ein geteilter System-Prompt ist Teil eines synthetischen Prompts: kürzer als seine Eingabe-Token, ohne Prompt-Datei oder Trace</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/loadloop.cpp" line="86"/>
        <source>cannot set up the HTTP event loop: %1</source>
        <translation>die HTTP-Ereignisschleife kann nicht eingerichtet werden: %1</translation>
    </message>
    <message>
        <location filename="../backends/loadgen/servercounterscrape.cpp" line="16"/>
        <source>%1: HTTP %2</source>
        <translation>%1: HTTP %2</translation>
    </message>
</context>
<context>
    <name>MetricFormat</name>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="74"/>
        <source>Unjudged</source>
        <translation>Nicht beurteilt</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="76"/>
        <source>Promoted</source>
        <translation>Befördert</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="78"/>
        <source>Valid</source>
        <translation>Gültig</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="80"/>
        <source>Diagnostic</source>
        <translation>Diagnostisch</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="82"/>
        <source>Invalid</source>
        <translation>Ungültig</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="84"/>
        <source>Support only</source>
        <translation>Nur unterstützend</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="86"/>
        <source>Inconclusive</source>
        <translation>Ergebnislos</translation>
    </message>
    <message>
        <location filename="../widgets/common/metricformat.cpp" line="88"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>MetricVocabulary</name>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="174"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="176"/>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="178"/>
        <source>Workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="180"/>
        <source>Micro-benchmark</source>
        <translation>Mikro-Benchmark</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="182"/>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="184"/>
        <source>Speculative decoding</source>
        <translation>Spekulatives Dekodieren</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="186"/>
        <source>Telemetry</source>
        <translation>Telemetrie</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="190"/>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="206"/>
        <source>Output tok/s</source>
        <translation>Ausgabe-tok/s</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="208"/>
        <source>Output tok/s per GPU</source>
        <translation>Ausgabe-tok/s je GPU</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="210"/>
        <source>Output tok/s per user</source>
        <translation>Ausgabe-tok/s je Nutzer</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="211"/>
        <source>Total tok/s</source>
        <translation>Gesamt-tok/s</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="213"/>
        <source>Output tok/s, steady window</source>
        <translation>Ausgabe-tok/s, stationäres Fenster</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="215"/>
        <source>Request throughput, steady window (req/s)</source>
        <translation>Anfragedurchsatz, stationäres Fenster (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="217"/>
        <source>Request throughput (req/s)</source>
        <translation>Anfragedurchsatz (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="219"/>
        <source>Goodput by the tool&apos;s SLO (req/s)</source>
        <translation>Goodput nach SLO des Werkzeugs (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="221"/>
        <source>SLO attainment (%)</source>
        <translation>SLO-Erfüllung (%)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="223"/>
        <source>Goodput under SLO (req/s)</source>
        <translation>Goodput unter SLO (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="225"/>
        <source>Goodput under SLO (tok/s)</source>
        <translation>Goodput unter SLO (tok/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="226"/>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="228"/>
        <source>Prefix-cache hit rate (%)</source>
        <translation>Präfix-Cache-Trefferquote (%)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="230"/>
        <source>Request rate (req/s)</source>
        <translation>Anfragerate (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="232"/>
        <source>Achieved request rate (req/s)</source>
        <translation>Erreichte Anfragerate (req/s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="233"/>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="234"/>
        <source>Completed requests</source>
        <translation>Abgeschlossene Anfragen</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="235"/>
        <source>Failed requests</source>
        <translation>Fehlgeschlagene Anfragen</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="237"/>
        <source>Output length mismatches (requests)</source>
        <translation>Abweichende Ausgabelängen (Anfragen)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="238"/>
        <source>Duration (s)</source>
        <translation>Dauer (s)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="240"/>
        <source>Input length mean (tok)</source>
        <translation>Eingabelänge Mittel (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="242"/>
        <source>Output length mean (tok)</source>
        <translation>Ausgabelänge Mittel (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="243"/>
        <source>Context (tok)</source>
        <translation>Kontext (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="244"/>
        <source>Prompt tok/s</source>
        <translation>Prompt-tok/s</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="246"/>
        <source>Prompt tok/s std dev</source>
        <translation>Prompt-tok/s Standardabw.</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="248"/>
        <source>Generation tok/s</source>
        <translation>Generierungs-tok/s</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="250"/>
        <source>Generation tok/s std dev</source>
        <translation>Generierungs-tok/s Standardabw.</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="251"/>
        <source>Prompt length (tok)</source>
        <translation>Prompt-Länge (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="252"/>
        <source>Generated length (tok)</source>
        <translation>Generierte Länge (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="253"/>
        <source>Context depth (tok)</source>
        <translation>Kontexttiefe (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="254"/>
        <source>Perplexity</source>
        <translation>Perplexität</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="256"/>
        <source>Perplexity std error</source>
        <translation>Perplexität Standardfehler</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="257"/>
        <source>KL divergence mean</source>
        <translation>KL-Divergenz Mittel</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="258"/>
        <source>KL divergence p99</source>
        <translation>KL-Divergenz p99</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="260"/>
        <source>Top-1 agreement (%)</source>
        <translation>Top-1-Übereinstimmung (%)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="262"/>
        <source>Draft acceptance rate (%)</source>
        <translation>Draft-Akzeptanzrate (%)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="264"/>
        <source>Acceptance length (tok)</source>
        <translation>Akzeptanzlänge (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="266"/>
        <source>Draft tokens (tok)</source>
        <translation>Draft-Tokens (tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="268"/>
        <source>GPU utilization mean (%)</source>
        <translation>GPU-Auslastung Mittel (%)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="269"/>
        <source>Power mean (W)</source>
        <translation>Leistung Mittel (W)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="271"/>
        <source>SM clock min (MHz)</source>
        <translation>SM-Takt min (MHz)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="273"/>
        <source>Temperature max (°C)</source>
        <translation>Temperatur max (°C)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="275"/>
        <source>Memory used max (B)</source>
        <translation>Speicher belegt max (B)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="276"/>
        <source>GPU energy (J)</source>
        <translation>GPU-Energie (J)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="278"/>
        <source>Energy per output token (J/tok)</source>
        <translation>Energie je Ausgabe-Token (J/tok)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="280"/>
        <source>Output tok/s per watt (tok/s/W)</source>
        <translation>Ausgabe-tok/s je Watt (tok/s/W)</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="313"/>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="315"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="317"/>
        <source>std dev</source>
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="319"/>
        <source>min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="321"/>
        <source>max</source>
        <translation>Max</translation>
    </message>
    <message>
        <location filename="../models/run/metricvocabulary.cpp" line="330"/>
        <source>E2E latency</source>
        <translation>E2E-Latenz</translation>
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
        <translation>TTFT %1, Runde %2 (ms)</translation>
    </message>
</context>
<context>
    <name>NotebookReader</name>
    <message>
        <location filename="../backends/notebook/read/notebookreader.cpp" line="215"/>
        <source>Run %1 could not be read: %2</source>
        <translation>Lauf %1 konnte nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>NotebookTr</name>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="29"/>
        <source>a verdict needs a reason: say what the comparison showed</source>
        <translation>ein Urteil braucht eine Begründung: sagen Sie, was der Vergleich gezeigt hat</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="31"/>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="243"/>
        <source>a new finding needs a title</source>
        <translation>ein neuer Befund braucht einen Titel</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="35"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="37"/>
        <source>run %1 is linked as both control and candidate; link it to one arm</source>
        <translation>Lauf %1 ist sowohl als Kontrolle als auch als Kandidat verknüpft; verknüpfen Sie ihn mit einem Arm</translation>
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
        <translation>das Notizbuch ist nicht zum Schreiben geöffnet</translation>
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
        <translation>kein Lauf mit ID %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="90"/>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="173"/>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="314"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="44"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="91"/>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="157"/>
        <source>no finding with id %1</source>
        <translation>kein Befund mit ID %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="178"/>
        <source>finding %1 has no verdict yet</source>
        <translation>Befund %1 hat noch kein Urteil</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="265"/>
        <source>no lane named &quot;%1&quot;: the notebook has no lanes yet (import runs first)</source>
        <translation>keine Lane namens &quot;%1&quot;: das Notizbuch hat noch keine Lanes (importieren Sie zuerst Läufe)</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="269"/>
        <source>no lane named &quot;%1&quot;; lanes: %2</source>
        <translation>keine Lane namens &quot;%1&quot;; Lanes: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="441"/>
        <source>no finding with id or title &quot;%1&quot;</source>
        <translation>kein Befund mit ID oder Titel &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository.cpp" line="442"/>
        <source>%1 findings are titled &quot;%2&quot;; name one by id</source>
        <translation>%1 Befunde heißen &quot;%2&quot;; nennen Sie einen per ID</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_edits.cpp" line="36"/>
        <source>a finding needs a title</source>
        <translation>ein Befund braucht einen Titel</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_edits.cpp" line="41"/>
        <source>finding %1 has a verdict: its hypothesis was written before the results and stays as written; put what you learned in the analysis</source>
        <translation>Befund %1 hat ein Urteil: Seine Hypothese wurde vor den Ergebnissen geschrieben und bleibt, wie sie ist; schreiben Sie das Gelernte in die Analyse</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="30"/>
        <source>name the runs to link: --control RUN... and/or --candidate RUN...</source>
        <translation>nennen Sie die zu verknüpfenden Läufe: --control RUN... und/oder --candidate RUN...</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="108"/>
        <source>run %1 is not linked to finding %2</source>
        <translation>Lauf %1 ist nicht mit Befund %2 verknüpft</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="161"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="125"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="179"/>
        <source>no wave with id %1</source>
        <translation>keine Welle mit ID %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/findingrepository_links.cpp" line="204"/>
        <source>wave %1 is not linked to finding %2</source>
        <translation>Welle %1 ist nicht mit Befund %2 verknüpft</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="168"/>
        <source>a status override needs a reason</source>
        <translation>eine Statusüberschreibung braucht eine Begründung</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="227"/>
        <source>a comparison&apos;s gates need its key</source>
        <translation>die Prüfungen eines Vergleichs brauchen seinen Schlüssel</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/judgementrepository.cpp" line="258"/>
        <source>a status override needs a reason: say why the run is %1</source>
        <translation>eine Statusüberschreibung braucht eine Begründung: sagen Sie, warum der Lauf %1 ist</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="122"/>
        <source>%1: no such notebook</source>
        <translation>%1: kein solches Notizbuch</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="126"/>
        <source>%1: this file is not a Lanebook notebook (not an SQLite database)</source>
        <translation>%1: diese Datei ist kein Lanebook-Notizbuch (keine SQLite-Datenbank)</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="133"/>
        <source>%1: cannot create the folder %2</source>
        <translation>%1: der Ordner %2 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="73"/>
        <source>%1: cannot open the notebook: %2</source>
        <translation>%1: das Notizbuch kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="75"/>
        <source>%1: cannot create the notebook: its folder %2 is read-only; choose a folder you can write</source>
        <translation>%1: Das Notizbuch kann nicht angelegt werden: Sein Ordner %2 ist schreibgeschützt; wählen Sie einen Ordner, in den Sie schreiben können</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="78"/>
        <source>%1: cannot open the notebook: its folder %2 is read-only, and SQLite must create its -wal and -shm files beside it. Make the folder writable, or copy the notebook to a folder you can write; the notebook was not changed</source>
        <translation>%1: Das Notizbuch kann nicht geöffnet werden: Sein Ordner %2 ist schreibgeschützt, und SQLite muss daneben seine -wal- und -shm-Dateien anlegen. Machen Sie den Ordner beschreibbar oder kopieren Sie das Notizbuch in einen Ordner, in den Sie schreiben können; das Notizbuch wurde nicht verändert</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="185"/>
        <source>%1: this notebook was written by a newer Lanebook (schema %2; this version reads up to %3). Update Lanebook to open it; the file was not changed.</source>
        <translation>%1: dieses Notizbuch wurde von einem neueren Lanebook geschrieben (Schema %2; diese Version liest bis %3). Aktualisieren Sie Lanebook, um es zu öffnen; die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="198"/>
        <source>%1: this notebook uses an older schema (%2); open it once for writing to upgrade it</source>
        <translation>%1: dieses Notizbuch verwendet ein älteres Schema (%2); öffnen Sie es einmal zum Schreiben, um es zu aktualisieren</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="335"/>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="365"/>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="45"/>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="128"/>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="168"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="383"/>
        <source>internal error: migration %1 is missing</source>
        <translation>interner Fehler: Migration %1 fehlt</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="389"/>
        <source>%1: cannot start the schema upgrade: %2</source>
        <translation>%1: die Schema-Aktualisierung kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="412"/>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="425"/>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="439"/>
        <source>%1: schema upgrade to version %2 failed: %3; the notebook was left as it was</source>
        <translation>%1: Schema-Aktualisierung auf Version %2 fehlgeschlagen: %3; das Notizbuch blieb, wie es war</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection.cpp" line="451"/>
        <source>%1: schema upgrade to version %2 could not be saved: %3</source>
        <translation>%1: Schema-Aktualisierung auf Version %2 konnte nicht gespeichert werden: %3</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="23"/>
        <source>%1: the server refused the login of user %2 (%3). Put the password in ~/.pgpass (a line host:port:database:user:password, mode 0600) or in PGPASSWORD; Lanebook never stores it</source>
        <translation>%1: Der Server hat die Anmeldung von Benutzer %2 abgelehnt (%3). Legen Sie das Passwort in ~/.pgpass ab (eine Zeile host:port:database:user:password, Modus 0600) oder in PGPASSWORD; Lanebook speichert es nie</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="27"/>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="31"/>
        <source>%1: there is no database %2 on the server (%3). Create it (createdb %2) and open it again: an empty database becomes a new notebook</source>
        <translation>%1: Auf dem Server gibt es keine Datenbank %2 (%3). Legen Sie sie an (createdb %2) und öffnen Sie sie erneut: Eine leere Datenbank wird zu einem neuen Notizbuch</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="40"/>
        <source>%1: cannot reach the PostgreSQL server (%2). Check that it is running and accepts TCP connections there, and that host and port are right</source>
        <translation>%1: Der PostgreSQL-Server ist nicht erreichbar (%2). Prüfen Sie, dass er läuft und dort TCP-Verbindungen annimmt und dass Host und Port stimmen</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="45"/>
        <source>%1: the TLS connection failed (%2). Check sslmode and the certificates named in the address</source>
        <translation>%1: Die TLS-Verbindung ist fehlgeschlagen (%2). Prüfen Sie sslmode und die in der Adresse genannten Zertifikate</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="49"/>
        <source>%1: cannot open the team notebook: %2</source>
        <translation>%1: Das Team-Notizbuch kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookconnection_server.cpp" line="62"/>
        <source>%1: Qt&apos;s PostgreSQL driver (QPSQL) is not installed; install libqt6sql6-psql (packaging/install-deps.sh) to open team notebooks</source>
        <translation>%1: Der PostgreSQL-Treiber von Qt (QPSQL) ist nicht installiert; installieren Sie libqt6sql6-psql (packaging/install-deps.sh), um Team-Notizbücher zu öffnen</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="53"/>
        <source>this is the notebook being copied</source>
        <translation>das ist das Notizbuch, das kopiert wird</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="79"/>
        <source>the notebooks are not open for copying</source>
        <translation>die Notizbücher sind nicht zum Kopieren geöffnet</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="139"/>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="122"/>
        <source>lane %1</source>
        <translation>Lane %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy.cpp" line="175"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="49"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="106"/>
        <source>wave %1</source>
        <translation>Welle %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy_findings.cpp" line="80"/>
        <source>finding %1</source>
        <translation>Befund %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/copy/notebookcopy_runs.cpp" line="181"/>
        <location filename="../backends/notebook/copy/notebookcopy_runs.cpp" line="232"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="57"/>
        <source>%1 (and the run journal could not keep it either: %2)</source>
        <translation>%1 (und auch das Lauf-Journal konnte ihn nicht aufbewahren: %2)</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="64"/>
        <source>%1: the notebook could not take run %2 now (%3); it is kept in %4 and will be added the next time Lanebook opens the notebook</source>
        <translation>%1: das Notizbuch konnte Lauf %2 gerade nicht aufnehmen (%3); er wird in %4 aufbewahrt und beim nächsten Öffnen des Notizbuchs durch Lanebook hinzugefügt</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="88"/>
        <source>%1: not replayed yet: %2</source>
        <translation>%1: noch nicht nachgetragen: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="123"/>
        <source>%1: not replayed: %2</source>
        <translation>%1: nicht nachgetragen: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="161"/>
        <source>%n run(s) kept in the run journal while the notebook was unavailable were added to it</source>
        <translation>
            <numerusform>%n Lauf, der im Lauf-Journal aufbewahrt wurde, während das Notizbuch nicht verfügbar war, wurde hinzugefügt</numerusform>
            <numerusform>%n Läufe, die im Lauf-Journal aufbewahrt wurden, während das Notizbuch nicht verfügbar war, wurden hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="44"/>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="166"/>
        <source>run journal: %1</source>
        <translation>Lauf-Journal: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="39"/>
        <source>%1: the notebook takes runs again; %n run(s) kept in the run journal meanwhile were added to it</source>
        <translation>
            <numerusform>%1: das Notizbuch nimmt wieder Läufe an; %n in der Zwischenzeit im Lauf-Journal aufbewahrter Lauf wurde hinzugefügt</numerusform>
            <numerusform>%1: das Notizbuch nimmt wieder Läufe an; %n in der Zwischenzeit im Lauf-Journal aufbewahrte Läufe wurden hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookstore_journal.cpp" line="168"/>
        <source>wave %1 (%2) was left running and is now marked interrupted: %3</source>
        <translation>Welle %1 (%2) lief noch und ist jetzt als unterbrochen markiert: %3</translation>
    </message>
    <message>
        <location filename="../backends/notebook/read/pgcursor.cpp" line="47"/>
        <source>no direct PostgreSQL access on this connection</source>
        <translation>kein direkter PostgreSQL-Zugriff über diese Verbindung</translation>
    </message>
    <message>
        <location filename="../backends/notebook/read/pgcursor.cpp" line="141"/>
        <source>the connection was closed while its rows were being read</source>
        <translation>die Verbindung wurde geschlossen, während ihre Zeilen gelesen wurden</translation>
    </message>
    <message>
        <location filename="../backends/notebook/read/pgcursor.cpp" line="210"/>
        <source>PostgreSQL gave an unexpected answer</source>
        <translation>PostgreSQL gab eine unerwartete Antwort</translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="107"/>
        <source>%1: the disk is full; free some space there</source>
        <translation>%1: Der Datenträger ist voll; schaffen Sie dort Platz</translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="112"/>
        <source>%1: cannot create the journal folder</source>
        <translation>%1: der Journal-Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="174"/>
        <source>%1: not a Lanebook run journal entry</source>
        <translation>%1: kein Eintrag eines Lanebook-Lauf-Journals</translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="181"/>
        <source>%1: run.%2</source>
        <translation>%1: run.%2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/journal/runjournal.cpp" line="187"/>
        <source>%1: placement: not a wave placement</source>
        <translation>%1: placement: keine Platzierung in einer Welle</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="18"/>
        <source>a note needs text</source>
        <translation>eine Notiz braucht Text</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="57"/>
        <source>a tag is one line of text, e.g. &quot;headline&quot;</source>
        <translation>ein Tag ist eine Zeile Text, z. B. &quot;headline&quot;</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_annotations.cpp" line="118"/>
        <source>run %1 has no tag &quot;%2&quot;</source>
        <translation>Lauf %1 hat kein Tag &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_reads.cpp" line="233"/>
        <source>no run with id or label &quot;%1&quot;</source>
        <translation>kein Lauf mit ID oder Label &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_reads.cpp" line="237"/>
        <source>the label &quot;%1&quot; names more than one run; use the run id</source>
        <translation>das Label &quot;%1&quot; bezeichnet mehr als einen Lauf; verwenden Sie die Lauf-ID</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="198"/>
        <source>cannot record metric %1</source>
        <translation>Metrik %1 kann nicht erfasst werden</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="208"/>
        <source>metric %1: %2</source>
        <translation>Metrik %1: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="234"/>
        <source>request %1: %2</source>
        <translation>Anfrage %1: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="238"/>
        <source>request samples: %1</source>
        <translation>Anfrage-Stichproben: %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="312"/>
        <source>%1: the notebook is not open for writing</source>
        <translation>%1: das Notizbuch ist nicht zum Schreiben geöffnet</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="319"/>
        <source>%1: cannot write to the notebook: %2</source>
        <translation>%1: in das Notizbuch kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/runrepository_writes.cpp" line="327"/>
        <source>%1: nothing was imported: %2</source>
        <translation>%1: nichts wurde importiert: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="44"/>
        <source>write it as postgresql://user@host:port/database</source>
        <translation>schreiben Sie sie als postgresql://user@host:port/database</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="51"/>
        <source>%1: not a valid server notebook address (%2)</source>
        <translation>%1: keine gültige Adresse eines Server-Notizbuchs (%2)</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="55"/>
        <source>%1: the address holds a password; remove it and put it in ~/.pgpass (or PGPASSWORD), where PostgreSQL&apos;s client library finds it</source>
        <translation>%1: Die Adresse enthält ein Passwort; entfernen Sie es und legen Sie es in ~/.pgpass (oder PGPASSWORD) ab, wo die Client-Bibliothek von PostgreSQL es findet</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="66"/>
        <source>%1: name one database after the host (%2)</source>
        <translation>%1: Nennen Sie nach dem Host genau eine Datenbank (%2)</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="75"/>
        <source>%1: unknown option %2 (sslmode, sslrootcert, sslcert, sslkey, sslcrl, connect_timeout, application_name are understood)</source>
        <translation>%1: unbekannte Option %2 (verstanden werden sslmode, sslrootcert, sslcert, sslkey, sslcrl, connect_timeout, application_name)</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/serveraddress.cpp" line="80"/>
        <source>%1: the value of %2 may not contain spaces or &apos;;&apos;</source>
        <translation>%1: Der Wert von %2 darf keine Leerzeichen oder &apos;;&apos; enthalten</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/sqldialect.cpp" line="115"/>
        <source>this file is not a Lanebook notebook (%1)</source>
        <translation>diese Datei ist kein Lanebook-Notizbuch (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/connection/sqldialect.cpp" line="138"/>
        <source>this database holds %n other table(s) and no Lanebook notebook; it was not changed. Name an empty database (createdb NAME) for a new notebook</source>
        <translation>
            <numerusform>diese Datenbank enthält %n andere Tabelle und kein Lanebook-Notizbuch; sie wurde nicht verändert. Nennen Sie für ein neues Notizbuch eine leere Datenbank (createdb NAME)</numerusform>
            <numerusform>diese Datenbank enthält %n andere Tabellen und kein Lanebook-Notizbuch; sie wurde nicht verändert. Nennen Sie für ein neues Notizbuch eine leere Datenbank (createdb NAME)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="178"/>
        <source>GPU %1 (%2): %3</source>
        <translation>GPU %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="187"/>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="377"/>
        <source>%1 is open read-only</source>
        <translation>%1 ist schreibgeschützt geöffnet</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="197"/>
        <source>telemetry of run %1 not stored: %2</source>
        <translation>Telemetrie von Lauf %1 nicht gespeichert: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="202"/>
        <source>telemetry of run %1 not stored</source>
        <translation>Telemetrie von Lauf %1 nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="406"/>
        <source>telemetry summary of run %1 not stored: %2</source>
        <translation>Telemetrie-Zusammenfassung von Lauf %1 nicht gespeichert: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/telemetryrepository.cpp" line="469"/>
        <source>telemetry summary of run %1 not stored</source>
        <translation>Telemetrie-Zusammenfassung von Lauf %1 nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="60"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="82"/>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="121"/>
        <source>wave %1: %2</source>
        <translation>Welle %1: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="163"/>
        <source>run %1: the wave placement could not be stored: %2</source>
        <translation>Lauf %1: die Platzierung in der Welle konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="225"/>
        <source>wave %1, step %2</source>
        <translation>Welle %1, Schritt %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/waverepository.cpp" line="253"/>
        <source>%1: the failed step could not be stored: %2</source>
        <translation>%1: Der fehlgeschlagene Schritt konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="185"/>
        <source>the connection to the server is gone</source>
        <translation>die Verbindung zum Server ist abgebrochen</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="189"/>
        <source>the notebook is not open</source>
        <translation>das Notizbuch ist nicht geöffnet</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="198"/>
        <source>%1: the notebook file is read-only; make it writable, or copy the notebook to a folder you can write, to add to it</source>
        <translation>%1: Die Notizbuchdatei ist schreibgeschützt; machen Sie sie beschreibbar oder kopieren Sie das Notizbuch in einen Ordner, in den Sie schreiben können, um etwas hinzuzufügen</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/writetransaction.cpp" line="257"/>
        <source>another Lanebook process (a wave, an import, a window) kept the notebook busy for %1 s</source>
        <translation>ein anderer Lanebook-Prozess (eine Welle, ein Import, ein Fenster) hat das Notizbuch %1 s lang belegt</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="235"/>
        <source>run %1 (%2, %3): merged with %n copy(ies) that importing the file under another language had added (%4); their notes, tags and finding links are on run %1 now</source>
        <translation>
            <numerusform>Lauf %1 (%2, %3): mit %n Kopie zusammengeführt, die ein Import der Datei in einer anderen Sprache hinzugefügt hatte (%4); ihre Notizen, Tags und Befund-Verknüpfungen sind jetzt bei Lauf %1</numerusform>
            <numerusform>Lauf %1 (%2, %3): mit %n Kopien zusammengeführt, die ein Import der Datei in einer anderen Sprache hinzugefügt hatte (%4); ihre Notizen, Tags und Befund-Verknüpfungen sind jetzt bei Lauf %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="250"/>
        <source>run %1: an older Lanebook masked values that are no secret (%2); they were lost. Importing the run&apos;s source file again restores them</source>
        <translation>Lauf %1: ein älteres Lanebook hat Werte maskiert, die keine Geheimnisse sind (%2); sie gingen verloren. Ein erneuter Import der Quelldatei des Laufs stellt sie wieder her</translation>
    </message>
    <message>
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="255"/>
        <source>run %1: an older Lanebook masked values that are no secret (%2); they were lost, and a measured run has no source file to restore them from</source>
        <translation>Lauf %1: ein älteres Lanebook hat Werte maskiert, die keine Geheimnisse sind (%2); sie gingen verloren, und ein gemessener Lauf hat keine Quelldatei, aus der sie wiederhergestellt werden könnten</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/connection/notebookrepairs.cpp" line="264"/>
        <source>finding %1: merged with %n copy(ies) written under another language (%2); their links are on finding %1 now</source>
        <translation>
            <numerusform>Befund %1: mit %n Kopie zusammengeführt, die in einer anderen Sprache geschrieben wurde (%2); ihre Verknüpfungen sind jetzt bei Befund %1</numerusform>
            <numerusform>Befund %1: mit %n Kopien zusammengeführt, die in einer anderen Sprache geschrieben wurden (%2); ihre Verknüpfungen sind jetzt bei Befund %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="51"/>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="91"/>
        <source>the lanes could not be read: %1</source>
        <translation>die Lanes konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="107"/>
        <source>a lane needs a name</source>
        <translation>eine Lane braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="114"/>
        <source>the notebook has no lane &quot;%1&quot; and no lanes yet; a lane is made by its first run or wave, or say --create</source>
        <translation>das Notizbuch hat keine Lane „%1“ und noch gar keine Lanes; eine Lane entsteht mit ihrem ersten Lauf oder ihrer ersten Welle, oder geben Sie --create an</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="117"/>
        <source>the notebook has no lane &quot;%1&quot;; its lanes are: %2 (or say --create to make it)</source>
        <translation>das Notizbuch hat keine Lane „%1“; seine Lanes sind: %2 (oder geben Sie --create an, um sie anzulegen)</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="128"/>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="137"/>
        <source>lane %1: %2</source>
        <translation>Lane %1: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="146"/>
        <source>lane %1 was set but could not be read back</source>
        <translation>Lane %1 wurde gesetzt, konnte aber nicht zurückgelesen werden</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="176"/>
        <source>Judged against the SLO of lane %1: %2 (%n run(s) judged again from their requests).</source>
        <translation>
            <numerusform>Bewertet am SLO der Lane %1: %2 (%n Lauf anhand seiner Anfragen neu bewertet).</numerusform>
            <numerusform>Bewertet am SLO der Lane %1: %2 (%n Läufe anhand ihrer Anfragen neu bewertet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/notebook/repositories/lanerepository.cpp" line="181"/>
        <source>%n run(s) without request samples keep the SLO they were stored with.</source>
        <translation>
            <numerusform>%n Lauf ohne Anfragedaten behält das SLO, mit dem er gespeichert wurde.</numerusform>
            <numerusform>%n Läufe ohne Anfragedaten behalten das SLO, mit dem sie gespeichert wurden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotebookWriter</name>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="98"/>
        <source>%1: no notebook is open</source>
        <translation>%1: kein Notizbuch geöffnet</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="183"/>
        <source>The comparison&apos;s gates were not stored: %1</source>
        <translation>Die Prüfungen des Vergleichs wurden nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter.cpp" line="192"/>
        <location filename="../backends/notebook/notebookwriter_findings.cpp" line="15"/>
        <location filename="../backends/notebook/notebookwriter_statusoverride.cpp" line="13"/>
        <source>no notebook is open</source>
        <translation>kein Notizbuch geöffnet</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter_telemetry.cpp" line="16"/>
        <source>Telemetry of run %1 was not stored: %2</source>
        <translation>Telemetrie von Lauf %1 wurde nicht gespeichert: %2</translation>
    </message>
    <message>
        <location filename="../backends/notebook/notebookwriter_telemetry.cpp" line="28"/>
        <source>Telemetry of run %1 was not summarised: %2</source>
        <translation>Telemetrie von Lauf %1 wurde nicht zusammengefasst: %2</translation>
    </message>
</context>
<context>
    <name>Outliers</name>
    <message numerus="yes">
        <location filename="../models/comparison/outlierflags.cpp" line="109"/>
        <source>%1 among %n repeat(s)</source>
        <translation>
            <numerusform>%1 unter %n Wiederholung</numerusform>
            <numerusform>%1 unter %n Wiederholungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/outlierflags.cpp" line="167"/>
        <source>Run %1: %n request latency(ies) stand out, the worst request %2&apos;s %3 at %4 ms against a median of %5 ms; they are kept in its numbers.</source>
        <translation>
            <numerusform>Lauf %1: %n Anfragelatenz fällt auf, am stärksten %3 von Anfrage %2 mit %4 ms gegenüber einem Median von %5 ms; sie bleibt in seinen Zahlen.</numerusform>
            <numerusform>Lauf %1: %n Anfragelatenzen fallen auf, am stärksten %3 von Anfrage %2 mit %4 ms gegenüber einem Median von %5 ms; sie bleiben in seinen Zahlen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/comparison/outlierflags.cpp" line="181"/>
        <source>request %1&apos;s %2 %3 ms (%4)</source>
        <translation>%2 von Anfrage %1: %3 ms (%4)</translation>
    </message>
    <message>
        <location filename="../models/comparison/outlierflags.cpp" line="53"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../models/comparison/outlierflags.cpp" line="53"/>
        <source>end-to-end latency</source>
        <translation>Ende-zu-Ende-Latenz</translation>
    </message>
</context>
<context>
    <name>PrometheusText</name>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="71"/>
        <source>expected &apos;&quot;&apos; to open a label value</source>
        <translation>&apos;&quot;&apos; erwartet, um einen Label-Wert zu öffnen</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="92"/>
        <source>unterminated label value</source>
        <translation>nicht abgeschlossener Label-Wert</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="158"/>
        <source># %1 without a valid metric name</source>
        <translation># %1 ohne gültigen Metriknamen</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="169"/>
        <source>unknown metric type &apos;%1&apos;</source>
        <translation>unbekannter Metriktyp &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="180"/>
        <source>expected a metric name</source>
        <translation>Metrikname erwartet</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="193"/>
        <source>expected a label name or &apos;}&apos;</source>
        <translation>Label-Name oder &apos;}&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="197"/>
        <source>expected &apos;=&apos; after label %1</source>
        <translation>&apos;=&apos; nach Label %1 erwartet</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="205"/>
        <source>label %1 appears twice</source>
        <translation>Label %1 kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="211"/>
        <source>expected &apos;,&apos; or &apos;}&apos; after a label value</source>
        <translation>&apos;,&apos; oder &apos;}&apos; nach einem Label-Wert erwartet</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="217"/>
        <source>missing value for %1</source>
        <translation>fehlender Wert für %1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="221"/>
        <source>invalid value &apos;%1&apos; for %2</source>
        <translation>ungültiger Wert &apos;%1&apos; für %2</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="230"/>
        <source>invalid timestamp &apos;%1&apos; for %2</source>
        <translation>ungültiger Zeitstempel &apos;%1&apos; für %2</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/prometheustext.cpp" line="347"/>
        <location filename="../models/tooloutput/prometheustext.cpp" line="353"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>RunLabelStyle</name>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="111"/>
        <source>Not judged: the validity gates have not looked at this run yet.</source>
        <translation>Nicht beurteilt: Die Gültigkeitsprüfungen haben diesen Lauf noch nicht angesehen.</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="114"/>
        <source>Promoted: a valid run chosen as a reference.</source>
        <translation>Befördert: ein gültiger Lauf, der als Referenz gewählt wurde.</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="117"/>
        <source>Valid: every gate that applies passed.</source>
        <translation>Gültig: Jede zutreffende Prüfung wurde bestanden.</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="120"/>
        <source>Support only: kept to support other runs, not evidence on its own.</source>
        <translation>Nur unterstützend: aufbewahrt, um andere Läufe zu stützen, für sich allein kein Nachweis.</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="123"/>
        <source>No evidence recorded: no gate found a problem, but some could not judge for want of what they read (GPU telemetry, a byte ledger, canaries, cached-token counts). Record it and the run can be judged; the inspector&apos;s Gates section says what each gate needs.</source>
        <translation>Keine Belege erfasst: Keine Prüfung hat ein Problem gefunden, aber manche konnten mangels dessen, was sie lesen (GPU-Telemetrie, ein Byte-Ledger, Canaries, Zahlen gecachter Tokens), nicht urteilen. Erfassen Sie es, dann lässt sich der Lauf beurteilen; der Abschnitt „Prüfungen“ im Inspektor sagt, was jede Prüfung braucht.</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="129"/>
        <source>A gate found a problem: at least one gate warned. Kept for diagnosis; its numbers come with that warning.</source>
        <translation>Eine Prüfung hat ein Problem gefunden: Mindestens eine Prüfung hat gewarnt. Zur Diagnose aufbewahrt; seine Zahlen gelten nur mit dieser Warnung.</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="133"/>
        <source>A gate found a problem: at least one gate failed, so the run is not evidence.</source>
        <translation>Eine Prüfung hat ein Problem gefunden: Mindestens eine Prüfung ist fehlgeschlagen, daher ist der Lauf kein Nachweis.</translation>
    </message>
    <message>
        <location filename="../widgets/common/runlabelstyle.cpp" line="137"/>
        <source>The run failed: it did not measure what it was asked to.</source>
        <translation>Der Lauf ist fehlgeschlagen: Er hat nicht gemessen, was er messen sollte.</translation>
    </message>
</context>
<context>
    <name>SecretReference</name>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="23"/>
        <source>the secret&apos;s name is empty</source>
        <translation>der Name des Geheimnisses ist leer</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="25"/>
        <source>the secret&apos;s name &quot;%1&quot; starts or ends with white space</source>
        <translation>der Name des Geheimnisses &quot;%1&quot; beginnt oder endet mit Leerraum</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="27"/>
        <source>the secret&apos;s name is longer than %1 characters</source>
        <translation>der Name des Geheimnisses ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="30"/>
        <source>the secret&apos;s name holds a control character</source>
        <translation>der Name des Geheimnisses enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="38"/>
        <source>%1: expected a string or {&quot;secret&quot;: NAME}, found %2</source>
        <translation>%1: erwartet wird eine Zeichenkette oder {&quot;secret&quot;: NAME}, gefunden %2</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="42"/>
        <source>%1: a secret reference holds only &quot;secret&quot;, found &quot;%2&quot;</source>
        <translation>%1: ein Verweis auf ein Geheimnis enthält nur &quot;secret&quot;, gefunden &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../models/secrets/secretreference.cpp" line="47"/>
        <source>%1.secret: expected the secret&apos;s name as a string, found %2</source>
        <translation>%1.secret: erwartet wird der Name des Geheimnisses als Zeichenkette, gefunden %2</translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="37"/>
        <source>no keychain available: the keychain is asked through Qt, and this process has no Qt application</source>
        <translation>kein Schlüsselbund verfügbar: der Schlüsselbund wird über Qt gefragt, und dieser Prozess hat keine Qt-Anwendung</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="40"/>
        <source>the keychain is asked from the application&apos;s main thread only</source>
        <translation>der Schlüsselbund wird nur aus dem Haupt-Thread der Anwendung gefragt</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="46"/>
        <source>no keychain available: there is no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set), so no Secret Service to ask</source>
        <translation>kein Schlüsselbund verfügbar: es gibt keinen D-Bus-Sitzungsbus (DBUS_SESSION_BUS_ADDRESS ist nicht gesetzt), also keinen Secret Service zum Fragen</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="74"/>
        <source>the keychain did not answer within %1 s (a locked keyring waits for its password: unlock it and try again)</source>
        <translation>der Schlüsselbund hat nicht innerhalb von %1 s geantwortet (ein gesperrter Schlüsselbund wartet auf sein Passwort: entsperren Sie ihn und versuchen Sie es erneut)</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="82"/>
        <source>no keychain available: %1</source>
        <translation>kein Schlüsselbund verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="84"/>
        <source>the keychain refused access: %1</source>
        <translation>der Schlüsselbund hat den Zugriff verweigert: %1</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="85"/>
        <source>the keychain failed: %1</source>
        <translation>der Schlüsselbund ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="113"/>
        <source>the keychain holds no secret &quot;%1&quot; (service &quot;%2&quot;)</source>
        <translation>der Schlüsselbund enthält kein Geheimnis &quot;%1&quot; (Dienst &quot;%2&quot;)</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="118"/>
        <source>the keychain holds an empty value for &quot;%1&quot;</source>
        <translation>der Schlüsselbund enthält einen leeren Wert für &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="131"/>
        <source>the value of secret &quot;%1&quot; is empty; nothing was stored</source>
        <translation>der Wert des Geheimnisses &quot;%1&quot; ist leer; nichts wurde gespeichert</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="157"/>
        <source>the keychain holds no secret &quot;%1&quot; (service &quot;%2&quot;); nothing was deleted</source>
        <translation>der Schlüsselbund enthält kein Geheimnis &quot;%1&quot; (Dienst &quot;%2&quot;); nichts wurde gelöscht</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="174"/>
        <source>the secret &quot;%1&quot;</source>
        <translation>das Geheimnis &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="175"/>
        <source>%1 names the secret &quot;%2&quot;, which</source>
        <translation>%1 nennt das Geheimnis &quot;%2&quot;, das</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="176"/>
        <source>%1 resolves nowhere: set the environment variable %2, or store it in the keychain with `lanebook-cli secret set %3` (the value is read from standard input) or Tools &gt; Secrets… in the window. Keychain: %4</source>
        <translation>%1 lässt sich nirgends auflösen: setzen Sie die Umgebungsvariable %2 oder speichern Sie es im Schlüsselbund mit `lanebook-cli secret set %3` (der Wert wird von der Standardeingabe gelesen) oder über Werkzeuge &gt; Geheimnisse… im Fenster. Schlüsselbund: %4</translation>
    </message>
    <message>
        <location filename="../backends/secrets/secretstore.cpp" line="180"/>
        <source>not asked</source>
        <translation>nicht gefragt</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../models/statistics/decision.cpp" line="45"/>
        <source>faster</source>
        <translation>schneller</translation>
    </message>
    <message>
        <location filename="../models/statistics/decision.cpp" line="47"/>
        <source>slower</source>
        <translation>langsamer</translation>
    </message>
    <message>
        <location filename="../models/statistics/decision.cpp" line="49"/>
        <source>within noise</source>
        <translation>im Rauschen</translation>
    </message>
    <message>
        <location filename="../models/statistics/decision.cpp" line="53"/>
        <source>not enough data</source>
        <translation>zu wenig Daten</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="26"/>
        <source>%1 timestamps for %2 control runs: every run needs its start time to check for drift.</source>
        <translation>%1 Zeitstempel für %2 Kontroll-Läufe: Jeder Lauf braucht seine Startzeit, um auf Drift zu prüfen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/drift.cpp" line="33"/>
        <source>%n control run(s): a drift check needs at least %1.</source>
        <translation>
            <numerusform>%n Kontroll-Lauf: eine Driftprüfung braucht mindestens %1.</numerusform>
            <numerusform>%n Kontroll-Läufe: eine Driftprüfung braucht mindestens %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="44"/>
        <source>Control run %1 has no positive value; drift is measured on logs. Exclude it with a reason.</source>
        <translation>Kontroll-Lauf %1 hat keinen positiven Wert; Drift wird auf Logarithmen gemessen. Schließen Sie ihn mit einer Begründung aus.</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="55"/>
        <source>All control runs share one start time, so there is no time axis to see drift on.</source>
        <translation>Alle Kontroll-Läufe haben dieselbe Startzeit, daher gibt es keine Zeitachse, auf der Drift zu sehen wäre.</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="71"/>
        <source>The control arm drifted %1% over %2 h, more than the %3% threshold: thermal state or background load changed during the wave. Lock clocks, warm up, and interleave the arms.</source>
        <translation>Der Kontroll-Arm driftete über %2 h um %1%, mehr als die Schwelle von %3%: Thermischer Zustand oder Hintergrundlast haben sich während der Welle geändert. Takte fixieren, aufwärmen und die Arme verschränken.</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="92"/>
        <source>Only one arm ran; interleaving needs two or more.</source>
        <translation>Nur ein Arm lief; Verschränkung braucht zwei oder mehr.</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="111"/>
        <source>The arms ran one after the other (AAAA then BBBB), so anything that drifted over time is inside the difference. Interleave them: A, B, A, B.</source>
        <translation>Die Arme liefen nacheinander (AAAA, dann BBBB), daher steckt alles, was über die Zeit gedriftet ist, im Unterschied. Verschränken Sie sie: A, B, A, B.</translation>
    </message>
    <message>
        <location filename="../models/statistics/drift.cpp" line="115"/>
        <source>Arm %1 ran %2 times in a row; stretches of one arm let drift masquerade as a difference. Interleave the arms (A, B, A, B or A, B, B, A).</source>
        <translation>Arm %1 lief %2-mal hintereinander; Strecken eines einzigen Arms lassen Drift als Unterschied erscheinen. Verschränken Sie die Arme (A, B, A, B oder A, B, B, A).</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="19"/>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="27"/>
        <source>this metric</source>
        <translation>diese Metrik</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="36"/>
        <source>Neither arm has a value for %1: the runs share no workload point with this metric. Run both arms at the same workload point, or pick a metric both report.</source>
        <translation>Keiner der Arme hat einen Wert für %1: Die Läufe haben mit dieser Metrik keinen gemeinsamen Lastpunkt. Führen Sie beide Arme am selben Lastpunkt aus oder wählen Sie eine Metrik, die beide melden.</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="44"/>
        <source>The %1 arm has no value for %2, so there is nothing to compare against. Run it at this workload point, or pick a metric both arms report.</source>
        <translation>Der Arm %1 hat keinen Wert für %2, daher gibt es nichts zum Vergleichen. Führen Sie ihn an diesem Lastpunkt aus oder wählen Sie eine Metrik, die beide Arme melden.</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="47"/>
        <source>control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="47"/>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="53"/>
        <source>The control arm has %1 runs and the candidate %2: a paired comparison needs one control run and one candidate run per repeat slot. Pair the runs of the same interleaved wave, or compare unpaired (not drift-controlled).</source>
        <translation>Der Kontroll-Arm hat %1 Läufe und der Kandidat %2: Ein gepaarter Vergleich braucht je Wiederholungsplatz einen Kontroll- und einen Kandidaten-Lauf. Paaren Sie die Läufe derselben verschränkten Welle oder vergleichen Sie ungepaart (nicht driftkontrolliert).</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="66"/>
        <source>Pair %1 has a value that is missing, zero or negative (control %2, candidate %3). %4 is compared as a ratio on logs, so every value must be positive. Exclude the pair with a reason, or check how the metric was imported.</source>
        <translation>Paar %1 hat einen Wert, der fehlt, null oder negativ ist (Kontrolle %2, Kandidat %3). %4 wird als Verhältnis auf Logarithmen verglichen, daher muss jeder Wert positiv sein. Schließen Sie das Paar mit einer Begründung aus oder prüfen Sie, wie die Metrik importiert wurde.</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="85"/>
        <source>The %1 has no value for %2. Run it at this workload point, or pick a metric it reports.</source>
        <translation>Der %1 hat keinen Wert für %2. Führen Sie ihn an diesem Lastpunkt aus oder wählen Sie eine Metrik, die er meldet.</translation>
    </message>
    <message>
        <location filename="../models/statistics/logratios.cpp" line="94"/>
        <source>Run %1 of the %2 has %3 for %4; ratios are taken on logs, so every value must be positive. Exclude the run with a reason, or check the import.</source>
        <translation>Lauf %1 des %2 hat %3 für %4; Verhältnisse werden auf Logarithmen gebildet, daher muss jeder Wert positiv sein. Schließen Sie den Lauf mit einer Begründung aus oder prüfen Sie den Import.</translation>
    </message>
    <message>
        <location filename="../models/statistics/noisefloor.cpp" line="20"/>
        <source>the A/A repeats</source>
        <translation>die A/A-Wiederholungen</translation>
    </message>
    <message>
        <location filename="../models/statistics/noisefloor.cpp" line="30"/>
        <source>No A/A noise floor: %1</source>
        <translation>Keine A/A-Rauschgrenze: %1</translation>
    </message>
    <message>
        <location filename="../models/statistics/noisefloor.cpp" line="42"/>
        <source>same-recipe repeats</source>
        <translation>Wiederholungen desselben Rezepts</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/noisefloor.cpp" line="50"/>
        <source>%n repeat(s): the noise floor needs at least %1 repeats of the same recipe in separate processes.</source>
        <translation>
            <numerusform>%n Wiederholung: Die Rauschgrenze braucht mindestens %1 Wiederholungen desselben Rezepts in getrennten Prozessen.</numerusform>
            <numerusform>%n Wiederholungen: Die Rauschgrenze braucht mindestens %1 Wiederholungen desselben Rezepts in getrennten Prozessen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="61"/>
        <source>modified z-score %1 is beyond +-%2</source>
        <translation>modifizierter z-Wert %1 liegt außerhalb von +-%2</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="70"/>
        <source>below the lower Tukey fence %1</source>
        <translation>unter dem unteren Tukey-Zaun %1</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="71"/>
        <source>above the upper Tukey fence %1</source>
        <translation>über dem oberen Tukey-Zaun %1</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="96"/>
        <source>control value: %1</source>
        <translation>Kontrollwert: %1</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="97"/>
        <source>candidate value: %1</source>
        <translation>Kandidatenwert: %1</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="98"/>
        <source>log ratio: %1</source>
        <translation>Log-Verhältnis: %1</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="109"/>
        <source>The arms have %1 and %2 runs; exclusions apply to pairs, so both arms need one run per slot.</source>
        <translation>Die Arme haben %1 und %2 Läufe; Ausschlüsse gelten für Paare, daher braucht jeder Arm einen Lauf je Platz.</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="118"/>
        <source>Pair %1 does not exist; there are %2 pairs.</source>
        <translation>Paar %1 gibt es nicht; es gibt %2 Paare.</translation>
    </message>
    <message>
        <location filename="../models/statistics/outliers.cpp" line="124"/>
        <source>Pair %1 is excluded without a reason; write down why, so the report can show it.</source>
        <translation>Paar %1 ist ohne Begründung ausgeschlossen; schreiben Sie auf, warum, damit der Bericht es zeigen kann.</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedcomparison.cpp" line="45"/>
        <source>Every pair gave the same value on both arms; the signed-rank test has nothing to rank.</source>
        <translation>Jedes Paar ergab in beiden Armen denselben Wert; der Vorzeichen-Rang-Test hat nichts zu ordnen.</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="15"/>
        <source>No pairs to compare.</source>
        <translation>Keine Paare zum Vergleichen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/pairedinterval.cpp" line="23"/>
        <source>%n pair(s): a %1% interval needs at least %2 pairs (with 5 pairs the smallest possible two-sided p-value is 0.0625).</source>
        <translation>
            <numerusform>%n Paar: ein %1-%-Intervall braucht mindestens %2 Paare (bei 5 Paaren ist der kleinstmögliche zweiseitige p-Wert 0,0625).</numerusform>
            <numerusform>%n Paare: ein %1-%-Intervall braucht mindestens %2 Paare (bei 5 Paaren ist der kleinstmögliche zweiseitige p-Wert 0,0625).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/comparison/comparisonplanner.cpp" line="35"/>
        <location filename="../models/statistics/pairedinterval.cpp" line="29"/>
        <source>Run %n more interleaved repeat(s) of both arms.</source>
        <translation>
            <numerusform>Führen Sie %n weitere verschränkte Wiederholung beider Arme aus.</numerusform>
            <numerusform>Führen Sie %n weitere verschränkte Wiederholungen beider Arme aus.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="42"/>
        <source>No exact interval at this confidence level.</source>
        <translation>Kein exaktes Intervall auf diesem Konfidenzniveau.</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="57"/>
        <source>The bootstrap interval could not be computed: the log ratios do not vary in a way the BCa correction can use.</source>
        <translation>Das Bootstrap-Intervall konnte nicht berechnet werden: Die Log-Verhältnisse variieren nicht so, dass die BCa-Korrektur sie nutzen kann.</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="73"/>
        <source>exact Wilcoxon signed-rank interval</source>
        <translation>exaktes Wilcoxon-Vorzeichen-Rang-Intervall</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="75"/>
        <source>paired BCa bootstrap</source>
        <translation>gepaarter BCa-Bootstrap</translation>
    </message>
    <message>
        <location filename="../models/statistics/pairedinterval.cpp" line="79"/>
        <source>no interval</source>
        <translation>kein Intervall</translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="30"/>
        <source>Significance and power must lie between 0 and 1.</source>
        <translation>Signifikanz und Teststärke müssen zwischen 0 und 1 liegen.</translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="35"/>
        <source>No spread is known yet: run at least three repeats of the same recipe to measure the coefficient of variation, then plan.</source>
        <translation>Noch ist keine Streuung bekannt: Führen Sie mindestens drei Wiederholungen desselben Rezepts aus, um den Variationskoeffizienten zu messen, dann planen Sie.</translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="41"/>
        <source>State the smallest effect worth detecting, in percent, to plan the number of repeats.</source>
        <translation>Geben Sie den kleinsten Effekt in Prozent an, der erkannt werden soll, um die Zahl der Wiederholungen zu planen.</translation>
    </message>
    <message>
        <location filename="../models/statistics/samplesizeplanner.cpp" line="51"/>
        <source>The effect is far below the noise: no practical number of repeats resolves it. Reduce the noise first (lock clocks, interleave, warm up).</source>
        <translation>Der Effekt liegt weit unter dem Rauschen: Keine praktikable Zahl von Wiederholungen löst ihn auf. Verringern Sie zuerst das Rauschen (Takte fixieren, verschränken, aufwärmen).</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/samplesizeplanner.cpp" line="58"/>
        <source>The formula asks for %n pair(s); %1 is the fewest that give an exact %2% interval.</source>
        <translation>
            <numerusform>Die Formel verlangt %n Paar; %1 ist die kleinste Zahl, die ein exaktes %2-%-Intervall ergibt.</numerusform>
            <numerusform>Die Formel verlangt %n Paare; %1 ist die kleinste Zahl, die ein exaktes %2-%-Intervall ergibt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/summary.cpp" line="49"/>
        <source>No values to summarize: the metric is missing from every run in this set.</source>
        <translation>Keine Werte zum Zusammenfassen: Die Metrik fehlt in jedem Lauf dieser Menge.</translation>
    </message>
    <message>
        <location filename="../models/statistics/summary.cpp" line="65"/>
        <source>One run: spread (standard deviation, CV) needs at least two runs.</source>
        <translation>Ein Lauf: Streuung (Standardabweichung, CV) braucht mindestens zwei Läufe.</translation>
    </message>
    <message>
        <location filename="../models/statistics/summary.cpp" line="76"/>
        <source>The mean is not positive, so a coefficient of variation has no meaning for this metric.</source>
        <translation>Der Mittelwert ist nicht positiv, daher hat ein Variationskoeffizient für diese Metrik keine Bedeutung.</translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="15"/>
        <source>not drift-controlled</source>
        <translation>nicht driftkontrolliert</translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="21"/>
        <source>control arm</source>
        <translation>Kontroll-Arm</translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="27"/>
        <source>candidate arm</source>
        <translation>Kandidaten-Arm</translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="39"/>
        <source>The control arm has %1 and the candidate %2: an unpaired interval needs at least two runs on each side (three or more to be useful). Add repeats of the arm with one run.</source>
        <translation>Der Kontroll-Arm hat %1 und der Kandidat %2: Ein ungepaartes Intervall braucht mindestens zwei Läufe auf jeder Seite (drei oder mehr, um nützlich zu sein). Ergänzen Sie Wiederholungen des Arms mit einem Lauf.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/statistics/unpairedcomparison.cpp" line="42"/>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="43"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/statistics/unpairedcomparison.cpp" line="49"/>
        <source>Every run of both arms gave exactly the same value, so there is no spread to build an interval from. Check that %1 was really measured, not copied from a setting.</source>
        <translation>Jeder Lauf beider Arme ergab genau denselben Wert, daher gibt es keine Streuung, aus der sich ein Intervall bilden ließe. Prüfen Sie, ob %1 wirklich gemessen und nicht aus einer Einstellung kopiert wurde.</translation>
    </message>
</context>
<context>
    <name>Telemetry</name>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="81"/>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="172"/>
        <source>AMD GPU %1</source>
        <translation>AMD-GPU %1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="138"/>
        <source>amd-smi printed something that is not its metric JSON (a list of GPUs): %1</source>
        <translation>amd-smi gab etwas aus, das nicht sein Metrik-JSON ist (eine Liste von GPUs): %1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="158"/>
        <source>rocm-smi printed something that is not its JSON (an object keyed by card): %1</source>
        <translation>rocm-smi gab etwas aus, das nicht sein JSON ist (ein Objekt mit Karten als Schlüsseln): %1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/amdsmijson.cpp" line="192"/>
        <source>rocm-smi listed no cards</source>
        <translation>rocm-smi hat keine Karten aufgeführt</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="31"/>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="57"/>
        <source>idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="33"/>
        <source>application clocks setting</source>
        <translation>Einstellung der Anwendungstakte</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="35"/>
        <source>power cap</source>
        <translation>Leistungsgrenze</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="37"/>
        <source>HW slowdown</source>
        <translation>HW-Verlangsamung</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="39"/>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="65"/>
        <source>sync boost</source>
        <translation>Sync Boost</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="41"/>
        <source>SW thermal slowdown</source>
        <translation>SW-thermische Verlangsamung</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="43"/>
        <source>HW thermal slowdown</source>
        <translation>HW-thermische Verlangsamung</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="45"/>
        <source>power brake</source>
        <translation>Power Brake</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="47"/>
        <source>display clock setting</source>
        <translation>Einstellung des Display-Takts</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="49"/>
        <source>reason 0x%1</source>
        <translation>Grund 0x%1</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="59"/>
        <source>app clocks</source>
        <comment>abbreviation of: application clocks setting</comment>
        <translation>App-Takte</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="61"/>
        <source>pwr cap</source>
        <comment>abbreviation of: power cap</comment>
        <translation>Power-Limit</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="63"/>
        <source>HW slow</source>
        <comment>abbreviation of: HW slowdown</comment>
        <translation>HW-langsam</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="67"/>
        <source>SW therm</source>
        <comment>abbreviation of: SW thermal slowdown</comment>
        <translation>SW-thermisch</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="69"/>
        <source>HW therm</source>
        <comment>abbreviation of: HW thermal slowdown</comment>
        <translation>HW-thermisch</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="71"/>
        <source>pwr brake</source>
        <comment>abbreviation of: power brake</comment>
        <translation>Power Brake</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="73"/>
        <source>disp clock</source>
        <comment>abbreviation of: display clock setting</comment>
        <translation>Display-Takt</translation>
    </message>
    <message>
        <location filename="../models/telemetry/clockeventreasons.cpp" line="82"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/dcgmseries.cpp" line="47"/>
        <source>not a Prometheus API answer: %1</source>
        <translation>keine Antwort der Prometheus-API: %1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/dcgmseries.cpp" line="52"/>
        <source>Prometheus answered %1: %2</source>
        <translation>Prometheus antwortete %1: %2</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/dcgmseries.cpp" line="60"/>
        <source>the Prometheus answer has no data.result list</source>
        <translation>die Prometheus-Antwort hat keine data.result-Liste</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/nvidiasmicomputeapps.cpp" line="56"/>
        <location filename="../models/tooloutput/nvidiasmiquery.cpp" line="116"/>
        <source>nvidia-smi printed %1 values where %2 were asked for: %3</source>
        <translation>nvidia-smi gab %1 Werte aus, wo %2 verlangt waren: %3</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/nvidiasmicomputeapps.cpp" line="66"/>
        <source>nvidia-smi printed a process without a pid: %1</source>
        <translation>nvidia-smi gab einen Prozess ohne pid aus: %1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/nvidiasmiquery.cpp" line="127"/>
        <source>nvidia-smi printed a row without a GPU index: %1</source>
        <translation>nvidia-smi gab eine Zeile ohne GPU-Index aus: %1</translation>
    </message>
    <message>
        <location filename="../models/telemetry/telemetrysourcespec.cpp" line="52"/>
        <source>unknown telemetry source &quot;%1&quot;: use auto, nvml, nvidia-smi, xpu-smi, amd-smi, sysfs, prometheus=URL, fake or fake=CAPTURE</source>
        <translation>unbekannte Telemetriequelle &quot;%1&quot;: verwenden Sie auto, nvml, nvidia-smi, xpu-smi, amd-smi, sysfs, prometheus=URL, fake oder fake=CAPTURE</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="82"/>
        <source>xpu-smi printed a header without a DeviceId column: %1</source>
        <translation>xpu-smi gab einen Kopf ohne DeviceId-Spalte aus: %1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="92"/>
        <source>xpu-smi printed %1 values under a header of %2: %3</source>
        <translation>xpu-smi gab %1 Werte unter einem Kopf mit %2 aus: %3</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="99"/>
        <source>xpu-smi printed a row without a device id: %1</source>
        <translation>xpu-smi gab eine Zeile ohne Geräte-ID aus: %1</translation>
    </message>
    <message>
        <location filename="../models/tooloutput/xpusmidump.cpp" line="105"/>
        <source>Intel GPU %1</source>
        <translation>Intel-GPU %1</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="39"/>
        <source>neither amd-smi nor rocm-smi is on PATH</source>
        <translation>weder amd-smi noch rocm-smi ist im PATH</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="44"/>
        <source>%1 did not answer in %2 s</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="51"/>
        <source>%1 listed no GPU</source>
        <translation>%1 hat keine GPU aufgeführt</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="66"/>
        <source>%1 failed (status %2): %3</source>
        <translation>%1 fehlgeschlagen (Status %2): %3</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/amdsmisource.cpp" line="92"/>
        <source>%1 did not answer in %2 s; metrics are missing until it does</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet; Metriken fehlen, bis es antwortet</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/fakesource.cpp" line="39"/>
        <location filename="../backends/telemetry/prometheussource.cpp" line="60"/>
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="135"/>
        <location filename="../backends/telemetry/telemetrysources.cpp" line="74"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/fakesource.cpp" line="47"/>
        <source>%1: %2 section, row %3: %4</source>
        <translation>%1: Abschnitt %2, Zeile %3: %4</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/fakesource.cpp" line="59"/>
        <source>%1 holds no nvidia-smi --query-gpu CSV section</source>
        <translation>%1 enthält keinen CSV-Abschnitt von nvidia-smi --query-gpu</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="64"/>
        <source>nvidia-smi printed no GPU in %1 s</source>
        <translation>nvidia-smi hat in %1 s keine GPU ausgegeben</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="66"/>
        <source>nvidia-smi knows neither clocks_event_reasons nor clocks_throttle_reasons</source>
        <translation>nvidia-smi kennt weder clocks_event_reasons noch clocks_throttle_reasons</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="131"/>
        <source>%1; restarted it</source>
        <translation>%1; neu gestartet</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvidiasmisource.cpp" line="133"/>
        <source>%1; metrics are missing until it runs again</source>
        <translation>%1; Metriken fehlen, bis es wieder läuft</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="27"/>
        <source>NVML error %1</source>
        <translation>NVML-Fehler %1</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="36"/>
        <source>%1 could not be loaded (%2): is the NVIDIA driver installed?</source>
        <translation>%1 konnte nicht geladen werden (%2): Ist der NVIDIA-Treiber installiert?</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="85"/>
        <source>%1 lacks nvmlInit/nvmlDeviceGetCount: not a usable NVML</source>
        <translation>%1 fehlen nvmlInit/nvmlDeviceGetCount: keine brauchbare NVML</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmllibrary.cpp" line="91"/>
        <source>NVML did not initialise: %1</source>
        <translation>NVML wurde nicht initialisiert: %1</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="90"/>
        <source>NVML could not count GPUs: %1</source>
        <translation>NVML konnte die GPUs nicht zählen: %1</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="92"/>
        <source>NVML sees no GPU</source>
        <translation>NVML sieht keine GPU</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="114"/>
        <source>NVML gave no handle for any of %1 GPUs</source>
        <translation>NVML lieferte für keine der %1 GPUs ein Handle</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/nvmlsource.cpp" line="149"/>
        <source>GPU %1 (%2) is lost: it fell off the bus</source>
        <translation>GPU %1 (%2) ist verloren: sie ist vom Bus gefallen</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/prometheussource.cpp" line="41"/>
        <source>%1 answered HTTP %2: %3</source>
        <translation>%1 antwortete mit HTTP %2: %3</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/prometheussource.cpp" line="65"/>
        <source>%1 has no DCGM_FI_ series with a gpu label: no dcgm-exporter data there</source>
        <translation>%1 hat keine DCGM_FI_-Reihe mit gpu-Label: dort gibt es keine dcgm-exporter-Daten</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/prometheussource.cpp" line="78"/>
        <source>&quot;%1&quot; is not an http(s) URL</source>
        <translation>&quot;%1&quot; ist keine http(s)-URL</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/sysfssource.cpp" line="82"/>
        <source>%1 does not exist: no DRM GPU driver is loaded</source>
        <translation>%1 existiert nicht: kein DRM-GPU-Treiber geladen</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/sysfssource.cpp" line="123"/>
        <source>no amdgpu, xe or i915 GPU under %1</source>
        <translation>keine amdgpu-, xe- oder i915-GPU unter %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="51"/>
        <source>%1: %n GPU(s) (%2) at %3 Hz</source>
        <translation>
            <numerusform>%1: %n GPU (%2) mit %3 Hz</numerusform>
            <numerusform>%1: %n GPUs (%2) mit %3 Hz</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="73"/>
        <source>telemetry stopped</source>
        <translation>Telemetrie beendet</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysamplerworker.cpp" line="134"/>
        <source>%1: reading again</source>
        <translation>%1: lese erneut</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysources.cpp" line="79"/>
        <source>no GPU telemetry source is available here (%1); --source fake shows synthesised GPUs</source>
        <translation>hier ist keine GPU-Telemetriequelle verfügbar (%1); --source fake zeigt synthetische GPUs</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/telemetrysources.cpp" line="82"/>
        <source>telemetry source not available: %1</source>
        <translation>Telemetriequelle nicht verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="27"/>
        <source>%1 is not on PATH</source>
        <translation>%1 ist nicht im PATH</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="36"/>
        <source>%1 did not start: %2</source>
        <translation>%1 ist nicht gestartet: %2</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="104"/>
        <source>%1 crashed</source>
        <translation>%1 ist abgestürzt</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/toolprocess.cpp" line="105"/>
        <source>%1 exited with status %2</source>
        <translation>%1 endete mit Status %2</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/xpusmisource.cpp" line="25"/>
        <source>xpu-smi dump printed no GPU row</source>
        <translation>xpu-smi dump gab keine GPU-Zeile aus</translation>
    </message>
    <message>
        <location filename="../backends/telemetry/latestreadings.cpp" line="44"/>
        <source>%1 has printed nothing for more than %2 s; metrics are missing until it answers</source>
        <translation>%1 hat seit mehr als %2 s nichts ausgegeben; Metriken fehlen, bis es antwortet</translation>
    </message>
</context>
<context>
    <name>TextTr</name>
    <message>
        <location filename="../models/text/numbertext.cpp" line="90"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../models/text/numbertext.cpp" line="92"/>
        <location filename="../models/text/numbertext.cpp" line="95"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../models/text/numbertext.cpp" line="97"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location filename="../models/text/numbertext.cpp" line="98"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../models/text/shellwords.cpp" line="99"/>
        <source>the single quote at character %1 is not closed</source>
        <translation>das einfache Anführungszeichen an Zeichen %1 ist nicht geschlossen</translation>
    </message>
    <message>
        <location filename="../models/text/shellwords.cpp" line="108"/>
        <source>the double quote at character %1 is not closed</source>
        <translation>das doppelte Anführungszeichen an Zeichen %1 ist nicht geschlossen</translation>
    </message>
</context>
<context>
    <name>WaveRunTr</name>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="61"/>
        <source>arm %1: no config named %2</source>
        <translation>Arm %1: keine Konfiguration namens %2</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="77"/>
        <source>arm %1 (%2)</source>
        <translation>Arm %1 (%2)</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="96"/>
        <source>arm %1: the server of config %2 did not become ready</source>
        <translation>Arm %1: der Server der Konfiguration %2 wurde nicht bereit</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="121"/>
        <source>the server of config %1 was stopped while it started: the wave was aborted</source>
        <translation>der Server der Konfiguration %1 wurde während des Starts beendet: die Welle wurde abgebrochen</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="137"/>
        <source>(no output)</source>
        <translation>(keine Ausgabe)</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="139"/>
        <source>the server of config %1 was not ready after %2 s (%3 never answered 200); its log ends:
%4</source>
        <translation>der Server der Konfiguration %1 war nach %2 s nicht bereit (%3 hat nie mit 200 geantwortet); sein Log endet mit:
%4</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="144"/>
        <source>the server of config %1 was not ready after %2 s: it never reported its port (%3 names port 0, and its log has no line such as &quot;listening on http://HOST:PORT&quot;); its log ends:
%4</source>
        <translation>der Server der Konfiguration %1 war nach %2 s nicht bereit: Er hat seinen Port nie gemeldet (%3 nennt Port 0, und sein Log hat keine Zeile wie „listening on http://HOST:PORT“); sein Log endet mit:
%4</translation>
    </message>
    <message>
        <location filename="../backends/waves/armservers.cpp" line="179"/>
        <source>%1 answered HTTP %2</source>
        <translation>%1 antwortete mit HTTP %2</translation>
    </message>
    <message>
        <location filename="../backends/waves/interruptedwaves.cpp" line="40"/>
        <source>the process that ran it (PID %1 on %2) is gone</source>
        <translation>der Prozess, der sie ausführte (PID %1 auf %2), existiert nicht mehr</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="58"/>
        <source>its folder %1 could not be made</source>
        <translation>sein Ordner %1 konnte nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="65"/>
        <source>its log %1 could not be written: %2</source>
        <translation>sein Protokoll %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="86"/>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="92"/>
        <source>it did not finish within %1 s and was stopped</source>
        <translation>er endete nicht innerhalb von %1 s und wurde gestoppt</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="96"/>
        <source>it was stopped: the wave was aborted</source>
        <translation>er wurde gestoppt: die Welle wurde abgebrochen</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="100"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="117"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="119"/>
        <source>no result in it</source>
        <translation>kein Ergebnis darin</translation>
    </message>
    <message>
        <location filename="../backends/waves/qualitysteprunner.cpp" line="121"/>
        <source>it wrote nothing Lanebook can read as a result: %1</source>
        <translation>er schrieb nichts, was Lanebook als Ergebnis lesen kann: %1</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="129"/>
        <source>Paused before step %1.</source>
        <translation>Vor Schritt %1 angehalten.</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="133"/>
        <source>Resumed.</source>
        <translation>Fortgesetzt.</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="177"/>
        <source>%1: the wave could not be recorded: %2</source>
        <translation>%1: die Welle konnte nicht aufgezeichnet werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="188"/>
        <source>Wave %1 (%2) was left running and is now marked interrupted: %3.</source>
        <translation>Welle %1 (%2) lief noch und ist jetzt als unterbrochen markiert: %3.</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="194"/>
        <source>no telemetry source was given</source>
        <translation>es wurde keine Telemetriequelle angegeben</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="196"/>
        <source>No GPU telemetry is recorded with this wave&apos;s runs; their thermal/clocks gate will say its evidence is missing. Why: %1</source>
        <translation>Mit den Läufen dieser Welle wird keine GPU-Telemetrie aufgezeichnet; ihre Prüfung Temperatur/Takte wird melden, dass der Nachweis fehlt. Grund: %1</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="224"/>
        <source>Stopping the servers.</source>
        <translation>Die Server werden beendet.</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="229"/>
        <source>The wave was aborted.</source>
        <translation>Die Welle wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="239"/>
        <source>aborted before it ran</source>
        <translation>abgebrochen, bevor er lief</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="240"/>
        <source>the wave stopped before it</source>
        <translation>die Welle endete vor ihm</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="243"/>
        <source>%1: the wave&apos;s end could not be recorded: %2</source>
        <translation>%1: das Ende der Welle konnte nicht aufgezeichnet werden: %2</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="267"/>
        <source>the probe&apos;s run has no SLO attainment</source>
        <translation>der Lauf der Probe hat keine SLO-Erfüllung</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="283"/>
        <source>skipped before it started</source>
        <translation>übersprungen, bevor er begann</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="294"/>
        <source>Starting the server of arm %1 (%2).</source>
        <translation>Der Server von Arm %1 (%2) wird gestartet.</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="298"/>
        <source>aborted while its server started</source>
        <translation>abgebrochen, während sein Server startete</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="308"/>
        <source>The server of arm %1 (%2) picked its port: it answers at %3.</source>
        <translation>Der Server von Arm %1 (%2) hat seinen Port gewählt: Er antwortet unter %3.</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="318"/>
        <source>arm %1: the prefix cache could not be reset (%2), and the plan requires it</source>
        <translation>Arm %1: der Prefix-Cache konnte nicht zurückgesetzt werden (%2), und der Plan verlangt es</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="344"/>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="398"/>
        <source>aborted while it ran; the cut-short run was not recorded</source>
        <translation>abgebrochen, während er lief; der abgebrochene Lauf wurde nicht aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="404"/>
        <source>skipped while it ran; the cut-short run was not recorded</source>
        <translation>übersprungen, während er lief; der abgebrochene Lauf wurde nicht aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="424"/>
        <source>No GPU telemetry arrived for GPU(s) %1 during %2&apos;s run; such runs are recorded without a trace.</source>
        <translation>Während des Laufs von %2 kam für GPU(s) %1 keine Telemetrie an; solche Läufe werden ohne Verlauf aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="461"/>
        <source>arm %1: the server of config %2 exited during the run</source>
        <translation>Arm %1: der Server der Konfiguration %2 endete während des Laufs</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="474"/>
        <source>%1: the run %2 could not be recorded: %3</source>
        <translation>%1: der Lauf %2 konnte nicht aufgezeichnet werden: %3</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="489"/>
        <source>kept in the run journal while the notebook could not take it, and added when it could</source>
        <translation>im Lauf-Journal aufbewahrt, solange das Notizbuch ihn nicht annehmen konnte, und hinzugefügt, sobald es das konnte</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="497"/>
        <source>%1: the telemetry trace of run %2 was not stored: %3</source>
        <translation>%1: der Telemetrie-Verlauf von Lauf %2 wurde nicht gespeichert: %3</translation>
    </message>
    <message>
        <location filename="../backends/waves/waveexecution.cpp" line="578"/>
        <source>%1: the failure of step %2 could not be kept on the wave: %3</source>
        <translation>%1: Das Scheitern von Schritt %2 konnte nicht bei der Welle festgehalten werden: %3</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="122"/>
        <source>the program %1 does not exist; build or install it, or correct the path</source>
        <translation>das Programm %1 existiert nicht; bauen oder installieren Sie es oder korrigieren Sie den Pfad</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="127"/>
        <source>the program %1 is not an executable file; chmod +x it or name the right file</source>
        <translation>das Programm %1 ist keine ausführbare Datei; machen Sie es mit chmod +x ausführbar oder nennen Sie die richtige Datei</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="137"/>
        <source>cannot find the program %1 on the PATH; install it, or give its full path in argv[0]</source>
        <translation>das Programm %1 ist nicht im PATH zu finden; installieren Sie es oder geben Sie seinen vollen Pfad in argv[0] an</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="157"/>
        <source>%1 already answers (%2 to GET %3): another server would be measured in this arm&apos;s place; stop it, or give the arm a port nothing uses</source>
        <translation>%1 antwortet bereits (%2 auf GET %3): an Stelle dieses Arms würde ein anderer Server gemessen; beenden Sie ihn oder geben Sie dem Arm einen freien Port</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavepreflight.cpp" line="161"/>
        <source>port %1 on %2 is already in use, so the server could not listen there; stop what holds it, or give the arm another port</source>
        <translation>Port %1 auf %2 ist bereits belegt, daher konnte der Server dort nicht lauschen; beenden Sie, was ihn belegt, oder geben Sie dem Arm einen anderen Port</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavequalitysteps.cpp" line="51"/>
        <source>Quality step %1 of arm %2 (server start %3).</source>
        <translation>Qualitätsschritt %1 von Arm %2 (Serverstart %3).</translation>
    </message>
    <message>
        <location filename="../backends/waves/wavequalitysteps.cpp" line="82"/>
        <source>its run %1 could not be stored: %2</source>
        <translation>sein Lauf %1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../backends/waves/wavequalitysteps.cpp" line="92"/>
        <source>%n run(s) from %1</source>
        <translation>
            <numerusform>%n Lauf aus %1</numerusform>
            <numerusform>%n Läufe aus %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../backends/waves/wavequalitysteps.cpp" line="98"/>
        <source>arm %1: quality step %2 failed: %3</source>
        <translation>Arm %1: Qualitätsschritt %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <location filename="../backends/waves/waverunner.cpp" line="36"/>
        <source>A wave is already running; wait for it or abort it first.</source>
        <translation>Es läuft bereits eine Welle; warten Sie auf sie oder brechen Sie sie zuerst ab.</translation>
    </message>
</context>
<context>
    <name>WaveText</name>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="30"/>
        <source>no GPU</source>
        <translation>keine GPU</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="31"/>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="32"/>
        <source>GPUs %1</source>
        <translation>GPUs %1</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="65"/>
        <source>control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="65"/>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="72"/>
        <source>recorded</source>
        <translation>aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="74"/>
        <location filename="../models/waves/wavetext.cpp" line="93"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="76"/>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="78"/>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="87"/>
        <source>planned</source>
        <translation>geplant</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="89"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="91"/>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="95"/>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../models/waves/wavetext.cpp" line="97"/>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
</context>
<context>
    <name>Waves</name>
    <message>
        <location filename="../models/waves/canaryexchange.cpp" line="38"/>
        <source>the answer is not a JSON object</source>
        <translation>die Antwort ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../models/waves/canaryexchange.cpp" line="42"/>
        <source>the answer has no choices</source>
        <translation>die Antwort hat keine choices</translation>
    </message>
    <message>
        <location filename="../models/waves/canaryexchange.cpp" line="57"/>
        <source>the answer&apos;s first choice has no text</source>
        <translation>die erste choice der Antwort hat keinen Text</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="37"/>
        <source>configs: the plan has no config</source>
        <translation>configs: der Plan hat keine Konfiguration</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="43"/>
        <source>%1.name: a config needs a name</source>
        <translation>%1.name: eine Konfiguration braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="46"/>
        <source>%1.name: a second config named %2</source>
        <translation>%1.name: eine zweite Konfiguration namens %2</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="49"/>
        <source>%1.argv: the command that starts the server is empty</source>
        <translation>%1.argv: der Befehl, der den Server startet, ist leer</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="51"/>
        <source>%1.base_url: %2 is not an http:// or https:// URL</source>
        <translation>%1.base_url: %2 ist keine http://- oder https://-URL</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="54"/>
        <source>%1.health_url: %2 is not an http:// or https:// URL</source>
        <translation>%1.health_url: %2 ist keine http://- oder https://-URL</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="60"/>
        <source>%1.health_url: %2 and base_url %3 must both name port 0 (the server picks its port) or neither</source>
        <translation>%1.health_url: %2 und base_url %3 müssen beide Port 0 nennen (der Server wählt seinen Port) oder keiner von beiden</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="64"/>
        <source>%1.model: the served model name is empty</source>
        <translation>%1.model: der Name des bereitgestellten Modells ist leer</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="71"/>
        <source>%1.env.%2: both a value and a secret</source>
        <translation>%1.env.%2: sowohl ein Wert als auch ein Geheimnis</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="79"/>
        <source>arms: the plan has no arm</source>
        <translation>arms: der Plan hat keinen Arm</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="86"/>
        <source>%1.name: an arm needs a name</source>
        <translation>%1.name: ein Arm braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="88"/>
        <source>%1.name: a second arm named %2</source>
        <translation>%1.name: ein zweiter Arm namens %2</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="91"/>
        <source>%1.config: no config named %2</source>
        <translation>%1.config: keine Konfiguration namens %2</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="95"/>
        <source>%1.gpus[%2]: GPU %3 is not one of this wave&apos;s GPUs (%4)</source>
        <translation>%1.gpus[%2]: GPU %3 gehört nicht zu den GPUs dieser Welle (%4)</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="102"/>
        <source>%1.gpus[%2]: GPU %3 is listed twice</source>
        <translation>%1.gpus[%2]: GPU %3 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="107"/>
        <source>gpus[%1]: GPU %2 is listed twice</source>
        <translation>gpus[%1]: GPU %2 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="110"/>
        <source>swap_gpus: there is no second arm to trade GPUs with</source>
        <translation>swap_gpus: es gibt keinen zweiten Arm, mit dem GPUs getauscht werden könnten</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="125"/>
        <source>arms[%1].gpus: GPU %2 is also arm %3&apos;s, and side by side the arms run at the same time</source>
        <translation>arms[%1].gpus: GPU %2 gehört auch zu Arm %3, und nebeneinander laufen die Arme gleichzeitig</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="138"/>
        <source>arms[%1].config: its server answers at %2 like arm %3&apos;s, and side by side both run at once</source>
        <translation>arms[%1].config: sein Server antwortet unter %2 wie der von Arm %3, und nebeneinander laufen beide gleichzeitig</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="151"/>
        <source>workload.concurrency: the list is empty</source>
        <translation>workload.concurrency: die Liste ist leer</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="153"/>
        <source>workload.context_tokens: the list is empty</source>
        <translation>workload.context_tokens: die Liste ist leer</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="155"/>
        <source>workload.requests: the list is empty</source>
        <translation>workload.requests: die Liste ist leer</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="157"/>
        <source>workload.requests: %1 counts for %2 concurrency values; give one count, or one per concurrency value</source>
        <translation>workload.requests: %1 Anzahlen für %2 Parallelitätswerte; geben Sie eine Anzahl an oder eine je Parallelitätswert</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="164"/>
        <source>workload.%1[%2]: %3 is below 1</source>
        <translation>workload.%1[%2]: %3 ist kleiner als 1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="174"/>
        <source>workload.output_tokens: %1 is below 1</source>
        <translation>workload.output_tokens: %1 ist kleiner als 1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="176"/>
        <source>workload.warmup_requests: %1 is below 0</source>
        <translation>workload.warmup_requests: %1 ist kleiner als 0</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="178"/>
        <source>repeats: %1 is below 1</source>
        <translation>repeats: %1 ist kleiner als 1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="182"/>
        <source>workload: turns, trace and shared_system_prompt_tokens are kinds of traffic; choose one</source>
        <translation>workload: turns, trace und shared_system_prompt_tokens sind Arten von Verkehr; wählen Sie eine</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="185"/>
        <source>workload.turns: synthetic conversations need no prompt_file</source>
        <translation>workload.turns: synthetische Gespräche brauchen keine prompt_file</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="187"/>
        <source>workload.trace: a trace brings its own prompts; leave out prompt_file</source>
        <translation>workload.trace: ein Trace bringt seine eigenen Prompts mit; lassen Sie prompt_file weg</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="191"/>
        <source>workload.shared_system_prompt_tokens: %1 is not shorter than context_tokens[%2] (%3)</source>
        <translation>workload.shared_system_prompt_tokens: %1 ist nicht kürzer als context_tokens[%2] (%3)</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="198"/>
        <source>search: the max-load search varies a closed loop&apos;s concurrency; conversations and traces set their own load</source>
        <translation>search: die Suche nach der Höchstlast variiert die Nebenläufigkeit einer geschlossenen Schleife; Gespräche und Traces bestimmen ihre Last selbst</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="209"/>
        <source>search: a search for the highest load under an SLO needs the plan&apos;s &quot;slo&quot;</source>
        <translation>search: eine Suche nach der höchsten Last unter einem SLO braucht das &quot;slo&quot; des Plans</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="212"/>
        <source>workload.concurrency: a search starts from one concurrency; give one value, not %1</source>
        <translation>workload.concurrency: eine Suche beginnt bei einer Nebenläufigkeit; einen Wert angeben, nicht %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="216"/>
        <source>search.target_attainment_pct: %1 is not a percentage above 0</source>
        <translation>search.target_attainment_pct: %1 ist kein Prozentwert über 0</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="219"/>
        <source>search.resolution_pct: %1 is not between 0 and 100</source>
        <translation>search.resolution_pct: %1 liegt nicht zwischen 0 und 100</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="222"/>
        <source>search.max_probes: %1 is not between 1 and %2</source>
        <translation>search.max_probes: %1 liegt nicht zwischen 1 und %2</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="234"/>
        <source>%1.name: a canary needs a name</source>
        <translation>%1.name: ein Canary braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="237"/>
        <source>%1.name: a second canary named %2</source>
        <translation>%1.name: ein zweiter Canary namens %2</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="242"/>
        <source>%1.prompt: the prompt is empty</source>
        <translation>%1.prompt: der Prompt ist leer</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="245"/>
        <source>%1.probes[%2].prompt: the prompt is empty</source>
        <translation>%1.probes[%2].prompt: Der Prompt ist leer</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="247"/>
        <source>%1.probes[%2].expected: an exact-answer probe needs its known answer</source>
        <translation>%1.probes[%2].expected: Eine Prüffrage mit exakter Antwort braucht ihre bekannte Antwort</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="254"/>
        <source>%1.expected: an exact-answer canary needs its known answer</source>
        <translation>%1.expected: Ein Canary mit exakter Antwort braucht seine bekannte Antwort</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="257"/>
        <source>%1.probes: only exact_answer and same_as_control canaries ask several prompts</source>
        <translation>%1.probes: Nur Canaries vom Typ exact_answer und same_as_control stellen mehrere Prompts</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="261"/>
        <source>%1.tools: only a tool_call canary sends tools</source>
        <translation>%1.tools: Nur ein Canary vom Typ tool_call sendet Tools</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="264"/>
        <source>%1.tools[0]: a tool needs {&quot;type&quot;: &quot;function&quot;, &quot;function&quot;: {&quot;name&quot;: ...}}</source>
        <translation>%1.tools[0]: Ein Tool braucht {&quot;type&quot;: &quot;function&quot;, &quot;function&quot;: {&quot;name&quot;: ...}}</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="269"/>
        <source>%1.min_agreement: %2 is not a share above 0 and at most 1</source>
        <translation>%1.min_agreement: %2 ist kein Anteil über 0 und höchstens 1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="273"/>
        <source>%1.expected: a text canary needs the text its output must contain</source>
        <translation>%1.expected: ein Text-Canary braucht den Text, den seine Ausgabe enthalten muss</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="277"/>
        <source>%1.max_tokens: %2 is below 1</source>
        <translation>%1.max_tokens: %2 ist kleiner als 1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="287"/>
        <source>name: the wave needs a name</source>
        <translation>name: die Welle braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="308"/>
        <source>repeats: %1 pairs cannot reach a verdict: an exact 95 % interval needs at least %2, so the comparison will say &quot;not enough data&quot; whatever the arms do</source>
        <translation>repeats: %1 Paare können kein Urteil erreichen: Ein exaktes 95-%-Intervall braucht mindestens %2, daher wird der Vergleich &quot;zu wenig Daten&quot; sagen, was die Arme auch tun</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplancheck.cpp" line="325"/>
        <source>%1[%2]: GPU %3 is not on this machine (%4 reports GPUs %5)</source>
        <translation>%1[%2]: GPU %3 ist nicht auf diesem Rechner (%4 meldet GPUs %5)</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="65"/>
        <source>unknown key</source>
        <translation>unbekannter Schlüssel</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="74"/>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="88"/>
        <location filename="../models/waves/waveplanjson.cpp" line="231"/>
        <location filename="../models/waves/waveplanjson.cpp" line="359"/>
        <source>expected a string, found %1</source>
        <translation>Zeichenkette erwartet, gefunden %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="97"/>
        <source>expected a number, found %1</source>
        <translation>Zahl erwartet, gefunden %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="102"/>
        <source>%1 is out of range (at least %2)</source>
        <translation>%1 liegt außerhalb des Bereichs (mindestens %2)</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="121"/>
        <source>expected a whole number, found %1</source>
        <translation>ganze Zahl erwartet, gefunden %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="141"/>
        <source>expected true or false, found %1</source>
        <translation>true oder false erwartet, gefunden %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="160"/>
        <source>expected a list of numbers, found %1</source>
        <translation>Liste von Zahlen erwartet, gefunden %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="164"/>
        <source>the list is empty</source>
        <translation>die Liste ist leer</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="184"/>
        <location filename="../models/waves/waveplanjson.cpp" line="323"/>
        <location filename="../models/waves/waveplanjson.cpp" line="643"/>
        <location filename="../models/waves/waveplanjson.cpp" line="653"/>
        <location filename="../models/waves/waveplanjson.cpp" line="674"/>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, gefunden %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="194"/>
        <source>expected a list, found %1</source>
        <translation>Liste erwartet, gefunden %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="213"/>
        <source>%1 is not one of %2</source>
        <translation>%1 ist keiner der Werte %2</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="270"/>
        <source>missing (control or candidate)</source>
        <translation>fehlt (control oder candidate)</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="366"/>
        <source>give either a prompt or probes, not both</source>
        <translation>geben Sie entweder einen Prompt (prompt) oder Prüffragen (probes) an, nicht beides</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="532"/>
        <source>expected a non-empty list of setting names, found %1</source>
        <translation>nicht leere Liste von Einstellungsnamen erwartet, gefunden %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="542"/>
        <location filename="../models/waves/waveplanjson.cpp" line="553"/>
        <source>empty: name the setting under test</source>
        <translation>leer: nennen Sie die getestete Einstellung</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="545"/>
        <source>expected a setting name (a config key, an argv flag or a held-fixed group such as &quot;quantization&quot;), found %1</source>
        <translation>Einstellungsname erwartet (ein Konfigurationsschlüssel, ein argv-Flag oder eine festgehaltene Gruppe wie &quot;quantization&quot;), gefunden %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="564"/>
        <source>expected a setting name, a list of them or {&quot;name&quot;, &quot;keys&quot;}, found %1</source>
        <translation>Einstellungsname, Liste davon oder {&quot;name&quot;, &quot;keys&quot;} erwartet, gefunden %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="593"/>
        <source>the plan nests deeper than %1 levels at byte %2</source>
        <translation>der Plan ist bei Byte %2 tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="603"/>
        <source>the plan is not valid JSON (byte %1): %2</source>
        <translation>der Plan ist kein gültiges JSON (Byte %1): %2</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="609"/>
        <source>the plan holds a number too large to read: %1</source>
        <translation>der Plan enthält eine Zahl, die zu groß zum Lesen ist: %1</translation>
    </message>
    <message>
        <location filename="../models/waves/waveplanjson.cpp" line="622"/>
        <source>the plan must be a JSON object, found %1</source>
        <translation>der Plan muss ein JSON-Objekt sein, gefunden %1</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="134"/>
        <source>%1: expected an object, found %2</source>
        <translation>%1: Objekt erwartet, %2 gefunden</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="144"/>
        <source>%1.%2: unknown key</source>
        <translation>%1.%2: unbekannter Schlüssel</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="151"/>
        <source>%1: expected a string, found %2</source>
        <translation>%1: Zeichenkette erwartet, %2 gefunden</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="162"/>
        <source>%1: &quot;%2&quot; is not one of perplexity, lm_eval, command</source>
        <translation>%1: &quot;%2&quot; ist keiner von perplexity, lm_eval, command</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="169"/>
        <source>%1: &quot;%2&quot; is not one of per_server_start, per_arm</source>
        <translation>%1: &quot;%2&quot; ist keiner von per_server_start, per_arm</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="175"/>
        <source>%1: expected a list of strings (never a shell string), found %2</source>
        <translation>%1: Liste von Zeichenketten erwartet (nie eine Shell-Zeichenkette), %2 gefunden</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="183"/>
        <source>%1[%2]: expected a string, found %3</source>
        <translation>%1[%2]: Zeichenkette erwartet, %3 gefunden</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="194"/>
        <source>%1: expected a number of seconds above 0, found %2</source>
        <translation>%1: Sekundenzahl über 0 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="202"/>
        <source>%1: expected a whole number of at least 1, found %2</source>
        <translation>%1: ganze Zahl von mindestens 1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="235"/>
        <source>%1.name: a quality step needs a name (its runs and files are named after it)</source>
        <translation>%1.name: ein Qualitätsschritt braucht einen Namen (seine Läufe und Dateien werden danach benannt)</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="240"/>
        <source>%1.name: a second quality step named &quot;%2&quot;</source>
        <translation>%1.name: ein zweiter Qualitätsschritt namens &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="244"/>
        <source>%1.name: &quot;%2&quot; names a folder and a file; use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>%1.name: &quot;%2&quot; benennt einen Ordner und eine Datei; verwenden Sie Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="249"/>
        <source>%1.tasks: an lm_eval step without argv needs the tasks to run (e.g. &quot;arc_challenge&quot;)</source>
        <translation>%1.tasks: ein lm_eval-Schritt ohne argv braucht die auszuführenden Tasks (z. B. &quot;arc_challenge&quot;)</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="254"/>
        <source>%1.argv: the command is empty</source>
        <translation>%1.argv: der Befehl ist leer</translation>
    </message>
    <message>
        <location filename="../models/waves/wavequalitystep.cpp" line="258"/>
        <source>%1.argv[%2]: unknown placeholder %3 (known: {base_url}, {model}, {gpus}, {out_dir}, {arm}, {config})</source>
        <translation>%1.argv[%2]: unbekannter Platzhalter %3 (bekannt: {base_url}, {model}, {gpus}, {out_dir}, {arm}, {config})</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="54"/>
        <source>converged</source>
        <translation>konvergiert</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="56"/>
        <source>out of probes before the resolution</source>
        <translation>Proben aufgebraucht, bevor die Auflösung erreicht war</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="58"/>
        <source>even concurrency 1 missed</source>
        <translation>selbst Nebenläufigkeit 1 verfehlte das SLO</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="60"/>
        <source>still met at the highest concurrency allowed</source>
        <translation>erfüllte das SLO noch bei der höchsten erlaubten Nebenläufigkeit</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="62"/>
        <source>a probe failed</source>
        <translation>eine Probe schlug fehl</translation>
    </message>
    <message>
        <location filename="../models/waves/wavesearch.cpp" line="63"/>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
</context>
<context>
    <name>lanebook::ChartView</name>
    <message>
        <location filename="../widgets/charts/chartview.cpp" line="59"/>
        <source>No chart yet.</source>
        <translation>Noch kein Diagramm.</translation>
    </message>
</context>
<context>
    <name>lanebook::ChartsPage</name>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="38"/>
        <source>Throughput of different models on one axis says little: choose one model to compare its quantizations and configs.</source>
        <translation>Der Durchsatz verschiedener Modelle auf einer Achse sagt wenig: Wählen Sie ein Modell, um seine Quantisierungen und Konfigurationen zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="40"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="45"/>
        <source>&amp;Y:</source>
        <translation>&amp;Y:</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="49"/>
        <source>&amp;Quality:</source>
        <translation>&amp;Qualität:</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="53"/>
        <source>Quantization</source>
        <translation>Quantisierung</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="54"/>
        <source>Config</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="55"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="56"/>
        <source>Lane</source>
        <translation>Lane</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="57"/>
        <source>&amp;Series per:</source>
        <translation>&amp;Reihen je:</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="61"/>
        <source>Median, IQR</source>
        <translation>Median, IQR</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="62"/>
        <source>Mean, 95% CI</source>
        <translation>Mittelwert, 95-%-KI</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="63"/>
        <source>Median, no bars</source>
        <translation>Median, ohne Balken</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="64"/>
        <source>&amp;Repeats:</source>
        <translation>&amp;Wiederholungen:</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="70"/>
        <source>&amp;Latency:</source>
        <translation>&amp;Latenz:</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="75"/>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="76"/>
        <source>Logarithmic</source>
        <translation>Logarithmisch</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="77"/>
        <source>Automatic: linear while every series reads on it, logarithmic when the values span orders of magnitude; a value far above all others is left out and named under the chart.</source>
        <translation>Automatisch: linear, solange jede Reihe darauf lesbar ist, logarithmisch, wenn die Werte Größenordnungen umspannen; ein Wert weit über allen anderen wird ausgelassen und unter dem Diagramm genannt.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="80"/>
        <source>Y &amp;axis:</source>
        <translation>Y-&amp;Achse:</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="81"/>
        <source>Include &amp;invalid runs</source>
        <translation>&amp;Ungültige Läufe einbeziehen</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="83"/>
        <source>Runs judged invalid measure nothing trustworthy; they are left out unless you ask for them.</source>
        <translation>Als ungültig beurteilte Läufe messen nichts Verlässliches; sie bleiben außen vor, außer Sie verlangen sie.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="88"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="91"/>
        <source>As PNG…</source>
        <translation>Als PNG…</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="92"/>
        <source>As SVG…</source>
        <translation>Als SVG…</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="102"/>
        <source>&amp;Chart:</source>
        <translation>&amp;Diagramm:</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="247"/>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="74"/>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="154"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage_controls.cpp" line="189"/>
        <source>All models</source>
        <translation>Alle Modelle</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="219"/>
        <source>The notebook has no runs yet. Import result files (File › Import) or open the demo notebook.</source>
        <translation>Das Notizbuch hat noch keine Läufe. Importieren Sie Ergebnisdateien (Datei › Importieren) oder öffnen Sie das Demo-Notizbuch.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="227"/>
        <source>Loading the run&apos;s telemetry…</source>
        <translation>Die Telemetrie des Laufs wird geladen…</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="242"/>
        <source>Loading the selected runs&apos; request samples…</source>
        <translation>Die Anfrage-Stichproben der gewählten Läufe werden geladen…</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="249"/>
        <source>Automatic (logarithmic)</source>
        <translation>Automatisch (logarithmisch)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="250"/>
        <source>Automatic (linear)</source>
        <translation>Automatisch (linear)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="253"/>
        <source>Hover a point to see its run; click to open it.</source>
        <translation>Zeigen Sie auf einen Punkt, um seinen Lauf zu sehen; klicken Sie, um ihn zu öffnen.</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="266"/>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="266"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="268"/>
        <location filename="../widgets/charts/chartspage.cpp" line="280"/>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/charts/chartspage.cpp" line="281"/>
        <source>The chart could not be written to %1.

%2</source>
        <translation>Das Diagramm konnte nicht nach %1 geschrieben werden.

%2</translation>
    </message>
</context>
<context>
    <name>lanebook::ChartsWiring</name>
    <message>
        <location filename="../app/gui/chartswiring.cpp" line="27"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location filename="../app/gui/chartswiring.cpp" line="38"/>
        <source>Chart written to %1</source>
        <translation>Diagramm geschrieben nach %1</translation>
    </message>
</context>
<context>
    <name>lanebook::ColorSchemeWiring</name>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="22"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="37"/>
        <source>&amp;Colour Scheme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="51"/>
        <source>&amp;System Default</source>
        <translation>&amp;Systemstandard</translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="52"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location filename="../app/gui/colorschemewiring.cpp" line="53"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
</context>
<context>
    <name>lanebook::ColumnChooserDialog</name>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="32"/>
        <source>Choose Columns</source>
        <translation>Spalten wählen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="37"/>
        <source>Find a metric</source>
        <translation>Metrik suchen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="40"/>
        <source>Only metrics this notebook has</source>
        <translation>Nur Metriken, die dieses Notizbuch hat</translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="46"/>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="46"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="119"/>
        <source>%1 — no run in this notebook has it yet</source>
        <translation>%1 — noch kein Lauf in diesem Notizbuch hat sie</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/columnchooserdialog.cpp" line="173"/>
        <source>%n column(s) chosen</source>
        <translation>
            <numerusform>%n Spalte gewählt</numerusform>
            <numerusform>%n Spalten gewählt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::ComparePage</name>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="88"/>
        <source>Swap control and candidate</source>
        <translation>Kontrolle und Kandidat tauschen</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="105"/>
        <source>The metric compared: those both arms record. Each run&apos;s throughput is chosen unless you pick another.</source>
        <translation>Die verglichene Metrik: eine, die beide Arme erfassen. Der Durchsatz jedes Laufs wird gewählt, außer Sie wählen eine andere.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="110"/>
        <source>&amp;Metric:</source>
        <translation>&amp;Metrik:</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="117"/>
        <source>Record Verdict…</source>
        <translation>Urteil festhalten…</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="119"/>
        <source>Decide a finding with this comparison: adopted, negative, inconclusive or invalid, with the reason</source>
        <translation>Einen Befund mit diesem Vergleich entscheiden: übernommen, negativ, ergebnislos oder ungültig, mit Begründung</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="238"/>
        <source>Quality beside speed</source>
        <translation>Qualität neben Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="240"/>
        <source>Speculative decoding</source>
        <translation>Spekulatives Decoding</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="243"/>
        <source>Prefix cache and TTFT by turn</source>
        <translation>Präfix-Cache und TTFT nach Runde</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="246"/>
        <source>Gates</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="248"/>
        <source>Config diff</source>
        <translation>Konfigurationsunterschied</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="250"/>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="413"/>
        <source>Recording the verdict…</source>
        <translation>Das Urteil wird festgehalten…</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="427"/>
        <source>Recorded: %1 on finding #%2 “%3”</source>
        <translation>Festgehalten: %1 zu Befund #%2 „%3“</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage.cpp" line="435"/>
        <source>The verdict was not recorded: %1</source>
        <translation>Das Urteil wurde nicht festgehalten: %1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="96"/>
        <source>Comparing…</source>
        <translation>Vergleiche…</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparepage_report.cpp" line="97"/>
        <source>Reading %Ln control run(s) and the candidate runs, then computing the paired statistics.</source>
        <translation>
            <numerusform>%Ln Kontroll-Lauf und die Kandidaten-Läufe werden gelesen, dann wird die gepaarte Statistik berechnet.</numerusform>
            <numerusform>%Ln Kontroll-Läufe und die Kandidaten-Läufe werden gelesen, dann wird die gepaarte Statistik berechnet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="120"/>
        <source>The runs could not be read</source>
        <translation>Die Läufe konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="128"/>
        <source>Choose what to compare</source>
        <translation>Wählen Sie, was verglichen werden soll</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="129"/>
        <source>Drag runs from the Runs table onto Control (A) and Candidate (B), or select them there and use Compare in the context menu: two runs, two sets of runs, or the two arms of a wave.</source>
        <translation>Ziehen Sie Läufe aus der Tabelle „Läufe“ auf Kontrolle (A) und Kandidat (B), oder wählen Sie sie dort aus und nutzen Sie „Vergleichen“ im Kontextmenü: zwei Läufe, zwei Mengen von Läufen oder die beiden Arme einer Welle.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="153"/>
        <source>Every row at %1; medians of %2.</source>
        <translation>Jede Zeile bei %1; Mediane von %2.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="154"/>
        <source>the workload shown</source>
        <translation>die gezeigte Last</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="169"/>
        <source>Config diff (control → candidate)</source>
        <translation>Konfigurationsunterschied (Kontrolle → Kandidat)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="213"/>
        <source>No metric is recorded by runs of both arms, so there is nothing to compare. Put runs that measured the same thing (a throughput, a latency) in both arms.</source>
        <translation>Keine Metrik wird von Läufen beider Arme erfasst, daher gibt es nichts zu vergleichen. Legen Sie Läufe, die dasselbe gemessen haben (einen Durchsatz, eine Latenz), in beide Arme.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="224"/>
        <source>%1 is not recorded by both arms, so this compares %2 instead.</source>
        <translation>%1 ist nicht in beiden Armen erfasst, daher wird stattdessen %2 verglichen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparepage_report.cpp" line="316"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiteres</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="38"/>
        <source>%1 (median of %2)</source>
        <translation>%1 (Median aus %2)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="40"/>
        <source>%1: control %2 · candidate %3</source>
        <translation>%1: Kontrolle %2 · Kandidat %3</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="306"/>
        <source>Only the control measured %1.</source>
        <translation>Nur die Kontrolle hat %1 gemessen.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparepage_report.cpp" line="308"/>
        <source>Only the candidate measured %1.</source>
        <translation>Nur der Kandidat hat %1 gemessen.</translation>
    </message>
</context>
<context>
    <name>lanebook::ComparisonPointsModel</name>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="186"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="254"/>
        <source>Overall</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="286"/>
        <source>Workload point</source>
        <translation>Lastpunkt</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="289"/>
        <source>Control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="291"/>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="293"/>
        <source>Delta</source>
        <translation>Delta</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="295"/>
        <source>%1% CI</source>
        <translation>%1-%-KI</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="297"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="299"/>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="301"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="329"/>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="330"/>
        <source>Request rate (req/s)</source>
        <translation>Anfragerate (req/s)</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="331"/>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="332"/>
        <source>Input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="333"/>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="334"/>
        <source>Prompt tokens (pp)</source>
        <translation>Prompt-Tokens (pp)</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="335"/>
        <source>Generated tokens (tg)</source>
        <translation>Generierte Tokens (tg)</translation>
    </message>
    <message>
        <location filename="../models/comparison/comparisonpointsmodel.cpp" line="336"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
</context>
<context>
    <name>lanebook::ComparisonTableProxy</name>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="95"/>
        <source>%1 (%n outlier(s))</source>
        <translation>
            <numerusform>%1 (%n Ausreißer)</numerusform>
            <numerusform>%1 (%n Ausreißer)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="107"/>
        <source>unpaired</source>
        <translation>ungepaart</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="120"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="120"/>
        <source>%n control run(s)</source>
        <translation>
            <numerusform>%n Kontroll-Lauf</numerusform>
            <numerusform>%n Kontroll-Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="121"/>
        <source>%n candidate run(s)</source>
        <translation>
            <numerusform>%n Kandidaten-Lauf</numerusform>
            <numerusform>%n Kandidaten-Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="123"/>
        <source>paired</source>
        <translation>gepaart</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="128"/>
        <source>p before Holm&apos;s correction: %1</source>
        <translation>p vor der Holm-Korrektur: %1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="130"/>
        <source>called only when the whole interval lies outside ±%1%</source>
        <translation>nur entschieden, wenn das ganze Intervall außerhalb von ±%1% liegt</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="136"/>
        <source>%n run(s) stand out from the arm&apos;s repeats; kept in the median:</source>
        <translation>
            <numerusform>%n Lauf fällt unter den Wiederholungen des Arms auf; er bleibt im Median:</numerusform>
            <numerusform>%n Läufe fallen unter den Wiederholungen des Arms auf; sie bleiben im Median:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/comparison/comparisontableproxy.cpp" line="152"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>lanebook::CompositionRoot</name>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="86"/>
        <source>Could not open the notebook %1.

%2</source>
        <translation>Das Notizbuch %1 konnte nicht geöffnet werden.

%2</translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="166"/>
        <source>There is no notebook at %1.</source>
        <translation>Unter %1 gibt es kein Notizbuch.</translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="180"/>
        <source>A file already exists at %1. Choose another name, or open it with Open Notebook.</source>
        <translation>Unter %1 existiert bereits eine Datei. Wählen Sie einen anderen Namen oder öffnen Sie sie mit „Notizbuch öffnen“.</translation>
    </message>
    <message>
        <location filename="../app/gui/compositionroot.cpp" line="201"/>
        <source>Could not prepare the demo notebook: %1</source>
        <translation>Das Demo-Notizbuch konnte nicht vorbereitet werden: %1</translation>
    </message>
</context>
<context>
    <name>lanebook::ConfigDiffView</name>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Control (A)</source>
        <translation>Kontrolle (A)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Candidate (B)</source>
        <translation>Kandidat (B)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="54"/>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="94"/>
        <source>No difference: both arms run the same recipe (an A/A comparison).</source>
        <translation>Kein Unterschied: Beide Arme laufen mit demselben Rezept (ein A/A-Vergleich).</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="105"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;%2 held-fixed variables changed together (%3)&lt;/b&gt;: the difference is attributable to no single one of them.&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;%2 festgehaltene Variablen haben sich gemeinsam geändert (%3)&lt;/b&gt;: Der Unterschied lässt sich keiner einzelnen von ihnen zuordnen.&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="115"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;%2 settings changed together (%3)&lt;/b&gt;: the difference is attributable to no single one of them, unless they are declared as one variable.&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;%2 Einstellungen haben sich gemeinsam geändert (%3)&lt;/b&gt;: Der Unterschied lässt sich keiner einzelnen von ihnen zuordnen, außer sie werden als eine Variable deklariert.&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="122"/>
        <source>The variable under test: &lt;b&gt;%1&lt;/b&gt;. Only what differs is listed, control → candidate.</source>
        <translation>Die getestete Variable: &lt;b&gt;%1&lt;/b&gt;. Aufgeführt ist nur, was sich unterscheidet, Kontrolle → Kandidat.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="126"/>
        <source>No held-fixed variable changed. Only what differs is listed, control → candidate.</source>
        <translation>Keine festgehaltene Variable hat sich geändert. Aufgeführt ist nur, was sich unterscheidet, Kontrolle → Kandidat.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="142"/>
        <source>mechanical, not counted</source>
        <translation>mechanisch, nicht gezählt</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="144"/>
        <source>recorded on one side only (%1): held fixed cannot be told</source>
        <translation>nur auf einer Seite erfasst (%1): ob festgehalten, lässt sich nicht sagen</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="146"/>
        <source>recorded on one side only</source>
        <translation>nur auf einer Seite erfasst</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/configdiffview.cpp" line="148"/>
        <source>held fixed: %1</source>
        <translation>festgehalten: %1</translation>
    </message>
</context>
<context>
    <name>lanebook::FindingEditor</name>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="66"/>
        <source>Choose a finding on the left, or start one with New Finding. Write the hypothesis first: it is stamped with the time, so the write-up shows it came before the results.</source>
        <translation>Wählen Sie links einen Befund oder beginnen Sie einen mit „Neuer Befund“. Schreiben Sie zuerst die Hypothese: Sie erhält einen Zeitstempel, sodass der Bericht zeigt, dass sie vor den Ergebnissen kam.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="113"/>
        <source>What you expect and why, written before any result.</source>
        <translation>Was Sie erwarten und warum, geschrieben vor jedem Ergebnis.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="118"/>
        <source>The number you predict, e.g. +5% output tok/s at concurrency 256 (the byte ledger&apos;s bound when there is one).</source>
        <translation>Die Zahl, die Sie vorhersagen, z. B. +5% Ausgabe-tok/s bei Parallelität 256 (die Schranke des Byte-Ledgers, wenn es eine gibt).</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="134"/>
        <source>Why: a verdict nobody can explain is not one.</source>
        <translation>Warum: Ein Urteil, das niemand erklären kann, ist keines.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="146"/>
        <source>Runs and waves this finding rests on. Double-click a run to open it in the Runs tab.</source>
        <translation>Läufe und Wellen, auf denen dieser Befund beruht. Doppelklicken Sie auf einen Lauf, um ihn im Tab „Läufe“ zu öffnen.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="149"/>
        <source>&amp;Link Runs…</source>
        <translation>Läufe &amp;verknüpfen…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="151"/>
        <source>Choose runs of the notebook as this finding&apos;s control (A) or candidate (B).</source>
        <translation>Läufe des Notizbuchs als Kontrolle (A) oder Kandidat (B) dieses Befunds wählen.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="165"/>
        <source>Markdown: why the result came out this way, under which conditions it might not.</source>
        <translation>Markdown: warum das Ergebnis so ausfiel und unter welchen Bedingungen es anders ausfallen könnte.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="183"/>
        <source>The class of ideas this result rules out.</source>
        <translation>Die Klasse von Ideen, die dieses Ergebnis ausschließt.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="184"/>
        <source>What to try next.</source>
        <translation>Was als Nächstes zu versuchen ist.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="192"/>
        <source>When (UTC)</source>
        <translation>Wann (UTC)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="192"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="192"/>
        <source>Now reads</source>
        <translation>Lautet jetzt</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="207"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="208"/>
        <source>&amp;Hypothesis:</source>
        <translation>&amp;Hypothese:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="210"/>
        <source>&amp;Prediction:</source>
        <translation>&amp;Vorhersage:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="211"/>
        <source>&amp;Verdict:</source>
        <translation>&amp;Urteil:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="214"/>
        <source>Linked:</source>
        <translation>Verknüpft:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="215"/>
        <source>&amp;Analysis:</source>
        <translation>&amp;Analyse:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="216"/>
        <source>&amp;Rules out:</source>
        <translation>&amp;Schließt aus:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="217"/>
        <source>&amp;Next:</source>
        <translation>Als &amp;Nächstes:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="218"/>
        <source>History:</source>
        <translation>Verlauf:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="263"/>
        <source>Unlink This Run</source>
        <translation>Diesen Lauf lösen</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="372"/>
        <source>Editing…</source>
        <translation>Wird bearbeitet…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="391"/>
        <source>A recorded verdict can be changed, not withdrawn.</source>
        <translation>Ein festgehaltenes Urteil kann geändert, aber nicht zurückgezogen werden.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="400"/>
        <location filename="../widgets/findings/findingeditor.cpp" line="421"/>
        <source>Not saved: a verdict is saved with its reason. Write why.</source>
        <translation>Nicht gespeichert: ein Urteil wird mit seiner Begründung gespeichert. Schreiben Sie, warum.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="427"/>
        <location filename="../widgets/findings/findingeditor.cpp" line="440"/>
        <source>Saving…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="437"/>
        <source>A finding needs a title; the old one is kept.</source>
        <translation>Ein Befund braucht einen Titel; der alte bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="448"/>
        <source>All changes saved %1.</source>
        <translation>Alle Änderungen gespeichert %1.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="454"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="463"/>
        <source>&lt;b&gt;Under test.&lt;/b&gt; Link the runs it rests on (Compare › Record Verdict, or &lt;tt&gt;lanebook-cli finding link&lt;/tt&gt;), then record the verdict.</source>
        <translation>&lt;b&gt;In Prüfung.&lt;/b&gt; Verknüpfen Sie die Läufe, auf denen er beruht (Vergleich › Urteil festhalten oder &lt;tt&gt;lanebook-cli finding link&lt;/tt&gt;), dann halten Sie das Urteil fest.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="466"/>
        <source>&lt;b&gt;%1 result&lt;/b&gt; — kept, with why, so nobody tries it blind again.%2</source>
        <translation>&lt;b&gt;Ergebnis: %1&lt;/b&gt; — aufbewahrt, mit Begründung, damit niemand es blind noch einmal versucht.%2</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="478"/>
        <source>Not saved yet: the verdict is saved with its reason.</source>
        <translation>Noch nicht gespeichert: das Urteil wird mit seiner Begründung gespeichert.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="508"/>
        <source>Reconstructed after the results, from %1; recorded %2.</source>
        <translation>Nach den Ergebnissen rekonstruiert, aus %1; erfasst %2.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="511"/>
        <source>Locked now that results are linked.</source>
        <translation>Jetzt gesperrt, da Ergebnisse verknüpft sind.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="513"/>
        <source>Locked: results are linked, so the hypothesis can no longer change.</source>
        <translation>Gesperrt: Ergebnisse sind verknüpft, daher kann sich die Hypothese nicht mehr ändern.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="515"/>
        <source>Written %1, AFTER the first linked run started (%2): the results were known. Locked now that results are linked.</source>
        <translation>Geschrieben %1, NACHDEM der erste verknüpfte Lauf begonnen hatte (%2): Die Ergebnisse waren bekannt. Jetzt gesperrt, da Ergebnisse verknüpft sind.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="519"/>
        <source>Written %1, before the first linked run started (%2); locked now that results are linked.</source>
        <translation>Geschrieben %1, bevor der erste verknüpfte Lauf begann (%2); jetzt gesperrt, da Ergebnisse verknüpft sind.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="523"/>
        <source>Written %1; locked now that results are linked.</source>
        <translation>Geschrieben %1; jetzt gesperrt, da Ergebnisse verknüpft sind.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="526"/>
        <source>Not written yet. It is stamped with the time when saved.</source>
        <translation>Noch nicht geschrieben. Beim Speichern erhält sie einen Zeitstempel.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="527"/>
        <source>Written %1. It locks once results are linked.</source>
        <translation>Geschrieben %1. Sie wird gesperrt, sobald Ergebnisse verknüpft sind.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="545"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="549"/>
        <source>Double-click to open the run.</source>
        <translation>Doppelklicken, um den Lauf zu öffnen.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="553"/>
        <source>control</source>
        <translation>Kontrolle</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="555"/>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="557"/>
        <source>wave · %1 (#%2)</source>
        <translation>Welle · %1 (#%2)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="558"/>
        <source>wave %1</source>
        <translation>Welle %1</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="563"/>
        <source>%1 · %2 — deleted from the notebook</source>
        <translation>%1 · %2 — aus dem Notizbuch gelöscht</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="568"/>
        <source>Nothing linked yet.</source>
        <translation>Noch nichts verknüpft.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingeditor.cpp" line="582"/>
        <source>Was: %1
Now: %2</source>
        <translation>Vorher: %1
Jetzt: %2</translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsExportPreview</name>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="33"/>
        <source>Exported Findings</source>
        <translation>Exportierte Befunde</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="50"/>
        <source>Open &amp;Folder</source>
        <translation>&amp;Ordner öffnen</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="68"/>
        <source>%n finding(s) written to %1.</source>
        <translation>
            <numerusform>%n Befund nach %1 geschrieben.</numerusform>
            <numerusform>%n Befunde nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="70"/>
        <source>No chart was drawn.</source>
        <translation>Es wurde kein Diagramm gezeichnet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="71"/>
        <source>%n chart(s) beside it.</source>
        <translation>
            <numerusform>%n Diagramm daneben.</numerusform>
            <numerusform>%n Diagramme daneben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="77"/>
        <source>Warnings:</source>
        <translation>Warnungen:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="129"/>
        <source>Export Findings</source>
        <translation>Befunde exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingsexportpreview.cpp" line="130"/>
        <source>Markdown (*.md);;All files (*)</source>
        <translation>Markdown (*.md);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsExportWiring</name>
    <message>
        <location filename="../app/gui/findingsexportwiring.cpp" line="87"/>
        <source>Exporting the findings to %1…</source>
        <translation>Befunde werden nach %1 exportiert…</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/findingsexportwiring.cpp" line="170"/>
        <source>Findings exported to %1, with %n chart(s).</source>
        <translation>
            <numerusform>Befunde nach %1 exportiert, mit %n Diagramm.</numerusform>
            <numerusform>Befunde nach %1 exportiert, mit %n Diagrammen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/findingsexportwiring.cpp" line="179"/>
        <source>The findings could not be exported to %1.

%2</source>
        <translation>Die Befunde konnten nicht nach %1 exportiert werden.

%2</translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsPage</name>
    <message>
        <location filename="../widgets/findings/findingspage.cpp" line="35"/>
        <source>&amp;New Finding…</source>
        <translation>&amp;Neuer Befund…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingspage.cpp" line="37"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/findingspage.cpp" line="40"/>
        <source>Write every finding as a markdown document, with its charts beside it</source>
        <translation>Jeden Befund als Markdown-Dokument schreiben, mit seinen Diagrammen daneben</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingspage.cpp" line="83"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingspage.cpp" line="105"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Befund</numerusform>
            <numerusform>%n Befunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/findingspage.cpp" line="106"/>
        <source>, %n negative</source>
        <translation>
            <numerusform>, %n negativ</numerusform>
            <numerusform>, %n negativ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::FindingsWiring</name>
    <message>
        <location filename="../app/gui/findingswiring.cpp" line="26"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location filename="../app/gui/findingswiring.cpp" line="192"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
</context>
<context>
    <name>lanebook::GateListView</name>
    <message>
        <location filename="../widgets/comparison/gatelistview.cpp" line="69"/>
        <source>No gate was evaluated.</source>
        <translation>Es wurde keine Prüfung ausgewertet.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/gatelistview.cpp" line="73"/>
        <source>Status the gates suggest: %1</source>
        <translation>Status, den die Prüfungen vorschlagen: %1</translation>
    </message>
</context>
<context>
    <name>lanebook::GettingStartedDialog</name>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="21"/>
        <source>Getting started with Lanebook</source>
        <translation>Erste Schritte mit Lanebook</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="23"/>
        <source>Lanebook keeps every benchmark run in one notebook, with where it came from, so that “FP8 is 12% faster” can always be checked against its runs.</source>
        <translation>Lanebook bewahrt jeden Benchmark-Lauf in einem Notizbuch auf, mit seiner Herkunft, sodass „FP8 ist 12 % schneller“ jederzeit an seinen Läufen überprüft werden kann.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="27"/>
        <source>1. Open or create a notebook</source>
        <translation>1. Ein Notizbuch öffnen oder anlegen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="28"/>
        <source>&lt;b&gt;File › New Notebook…&lt;/b&gt; creates one (a single file), &lt;b&gt;File › Open Notebook…&lt;/b&gt; opens one and &lt;b&gt;File › Open Team Notebook…&lt;/b&gt; opens one the team shares on PostgreSQL. Without a notebook, the start page may also offer &lt;b&gt;Open Demo Notebook&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Datei › Neues Notizbuch…&lt;/b&gt; legt eines an (eine einzige Datei), &lt;b&gt;Datei › Notizbuch öffnen…&lt;/b&gt; öffnet eines und &lt;b&gt;Datei › Team-Notizbuch öffnen…&lt;/b&gt; öffnet eines, das das Team auf PostgreSQL teilt. Ohne Notizbuch bietet die Startseite auch &lt;b&gt;Demo-Notizbuch öffnen&lt;/b&gt; an.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="33"/>
        <source>2. Import result files</source>
        <translation>2. Ergebnisdateien importieren</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="34"/>
        <source>Drop result files or folders on the window, or use &lt;b&gt;File › Import Files…&lt;/b&gt; and &lt;b&gt;File › Import Folder…&lt;/b&gt;. Each file&apos;s format is detected by its content, never its name: vLLM bench, SGLang bench_serving, llama-bench, GuideLLM, AIPerf, genai-perf, lm-eval, llama-perplexity. Importing a file again adds nothing.</source>
        <translation>Ziehen Sie Ergebnisdateien oder Ordner auf das Fenster oder verwenden Sie &lt;b&gt;Datei › Dateien importieren…&lt;/b&gt; und &lt;b&gt;Datei › Ordner importieren…&lt;/b&gt;. Das Format jeder Datei wird an ihrem Inhalt erkannt, nie am Namen: vLLM bench, SGLang bench_serving, llama-bench, GuideLLM, AIPerf, genai-perf, lm-eval, llama-perplexity. Eine erneut importierte Datei fügt nichts hinzu.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="40"/>
        <source>3. Runs</source>
        <translation>3. Läufe</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="41"/>
        <source>The &lt;b&gt;Runs&lt;/b&gt; tab lists every run. Type in &lt;b&gt;Filter runs&lt;/b&gt; or pick a tool, model or lane to narrow it; &lt;b&gt;View › Choose Columns…&lt;/b&gt; picks the metrics shown. The &lt;b&gt;Inspector&lt;/b&gt; shows the selected run&apos;s metrics, config, gates and notes.</source>
        <translation>Der Reiter &lt;b&gt;Läufe&lt;/b&gt; listet jeden Lauf auf. Tippen Sie in &lt;b&gt;Läufe filtern&lt;/b&gt; oder wählen Sie ein Werkzeug, ein Modell oder eine Lane, um die Liste einzugrenzen; &lt;b&gt;Ansicht › Spalten wählen…&lt;/b&gt; bestimmt die gezeigten Metriken. Der &lt;b&gt;Inspektor&lt;/b&gt; zeigt Metriken, Konfiguration, Prüfungen und Notizen des gewählten Laufs.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="46"/>
        <source>4. Compare</source>
        <translation>4. Vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="47"/>
        <source>Drag runs onto &lt;b&gt;Control (A)&lt;/b&gt; and &lt;b&gt;Candidate (B)&lt;/b&gt; in the &lt;b&gt;Compare&lt;/b&gt; tab, or use the Runs table&apos;s context menu. Runs are paired by workload point and repeat; each point gets the delta with its 95% confidence interval, a verdict that says faster or slower only when the whole interval lies outside the noise floor, and the validity gates (clocks, interleaving, sample size…) with reasons.</source>
        <translation>Ziehen Sie Läufe auf &lt;b&gt;Kontrolle (A)&lt;/b&gt; und &lt;b&gt;Kandidat (B)&lt;/b&gt; im Reiter &lt;b&gt;Vergleich&lt;/b&gt; oder verwenden Sie das Kontextmenü der Läufe-Tabelle. Läufe werden nach Lastpunkt und Wiederholung gepaart; jeder Punkt erhält das Delta mit seinem 95-%-Konfidenzintervall, ein Urteil, das nur dann schneller oder langsamer sagt, wenn das ganze Intervall außerhalb des Rauschbands liegt, und die Gültigkeitsprüfungen (Takte, Verschränkung, Stichprobengröße…) mit Begründungen.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="54"/>
        <source>5. Charts</source>
        <translation>5. Diagramme</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="55"/>
        <source>&lt;b&gt;Charts&lt;/b&gt; plots throughput against context length and concurrency, speed and quality against bits, latency distributions and telemetry beside load, and exports them as PNG or SVG.</source>
        <translation>&lt;b&gt;Diagramme&lt;/b&gt; zeigt den Durchsatz über Kontextlänge und Nebenläufigkeit, Geschwindigkeit und Qualität über Bits, Latenzverteilungen und Telemetrie neben der Last und exportiert sie als PNG oder SVG.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="59"/>
        <source>6. Findings</source>
        <translation>6. Befunde</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="60"/>
        <source>In &lt;b&gt;Findings&lt;/b&gt;, &lt;b&gt;New Finding…&lt;/b&gt; asks for the hypothesis first: it is stamped before any result is linked. Link the runs, write the analysis and record a verdict: adopted, negative, inconclusive or invalid. Negative results are kept: they say what not to try again.</source>
        <translation>Unter &lt;b&gt;Befunde&lt;/b&gt; fragt &lt;b&gt;Neuer Befund…&lt;/b&gt; zuerst nach der Hypothese: sie wird mit Zeitstempel versehen, bevor ein Ergebnis verknüpft ist. Verknüpfen Sie die Läufe, schreiben Sie die Analyse und halten Sie ein Urteil fest: übernommen, negativ, nicht eindeutig oder ungültig. Negative Ergebnisse bleiben erhalten: sie sagen, was man nicht noch einmal versuchen muss.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="66"/>
        <source>7. Waves</source>
        <translation>7. Wellen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="67"/>
        <source>A wave is an A/B experiment Lanebook runs itself. In &lt;b&gt;Waves&lt;/b&gt;, plan the arms (one per GPU), the workload and the repeats; the arms run interleaved, A,B,A,B, so drift hits both alike. &lt;b&gt;Start Wave&lt;/b&gt;, watch each arm, then &lt;b&gt;Compare the Arms&lt;/b&gt;.</source>
        <translation>Eine Welle ist ein A/B-Experiment, das Lanebook selbst ausführt. Planen Sie unter &lt;b&gt;Wellen&lt;/b&gt; die Arme (einen je GPU), die Last und die Wiederholungen; die Arme laufen verschränkt, A,B,A,B, sodass Drift beide gleich trifft. &lt;b&gt;Welle starten&lt;/b&gt;, jeden Arm beobachten, dann &lt;b&gt;Arme vergleichen&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="72"/>
        <source>8. Live telemetry</source>
        <translation>8. Live-Telemetrie</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="73"/>
        <source>&lt;b&gt;Live&lt;/b&gt; shows a card per GPU (power, clocks, temperature, memory, throttle reasons in words) and the status bar keeps small meters; each run records the telemetry of its GPUs.</source>
        <translation>&lt;b&gt;Live&lt;/b&gt; zeigt eine Karte je GPU (Leistung, Takte, Temperatur, Speicher, Drosselungsgründe in Worten), und die Statusleiste behält kleine Anzeigen; jeder Lauf zeichnet die Telemetrie seiner GPUs auf.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="77"/>
        <source>9. The command line</source>
        <translation>9. Die Kommandozeile</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="78"/>
        <source>Everything works from scripts too: &lt;code&gt;lanebook-cli help&lt;/code&gt; lists the commands (import, runs, compare, check for CI, run, wave, finding…), on the same notebook.</source>
        <translation>Alles geht auch aus Skripten: &lt;code&gt;lanebook-cli help&lt;/code&gt; listet die Befehle auf (import, runs, compare, check für CI, run, wave, finding…), auf demselben Notizbuch.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/gettingstarteddialog.cpp" line="90"/>
        <source>Getting Started</source>
        <translation>Erste Schritte</translation>
    </message>
</context>
<context>
    <name>lanebook::GpuCard</name>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="82"/>
        <source>waiting for the first sample</source>
        <translation>warte auf die erste Messung</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="271"/>
        <source>bus %1</source>
        <translation>Bus %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="273"/>
        <source>driver %1</source>
        <translation>Treiber %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/gpucard.cpp" line="280"/>
        <source>Now: %1
In the last %n minute(s): %2</source>
        <translation>
            <numerusform>Jetzt: %1
In der letzten %n Minute: %2</numerusform>
            <numerusform>Jetzt: %1
In den letzten %n Minuten: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="288"/>
        <source>PCIe link: %1</source>
        <translation>PCIe-Link: %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="295"/>
        <source>The link runs below what the GPU and its slot allow. An idle GPU lowers its generation to save power; under load it should be back at its maximum.</source>
        <translation>Der Link läuft unter dem, was die GPU und ihr Steckplatz erlauben. Eine GPU im Leerlauf senkt ihre Generation, um Strom zu sparen; unter Last sollte sie wieder bei ihrem Maximum sein.</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpucard.cpp" line="250"/>
        <source>%1: not reported by this source</source>
        <translation>%1: von dieser Quelle nicht gemeldet</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/gpucard.cpp" line="251"/>
        <source>%1: %2 now; %3 to %4 in the last %n minute(s)</source>
        <translation>
            <numerusform>%1: jetzt %2; %3 bis %4 in der letzten %n Minute</numerusform>
            <numerusform>%1: jetzt %2; %3 bis %4 in den letzten %n Minuten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::GpuMetersBar</name>
    <message>
        <location filename="../widgets/telemetry/gpumetersbar.cpp" line="53"/>
        <source>GPU telemetry: waiting</source>
        <translation>GPU-Telemetrie: warte</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpumetersbar.cpp" line="53"/>
        <source>No GPU telemetry</source>
        <translation>Keine GPU-Telemetrie</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/gpumetersbar.cpp" line="81"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>lanebook::GpuTelemetryStrip</name>
    <message>
        <location filename="../widgets/telemetry/gputelemetrystrip.cpp" line="52"/>
        <source>no telemetry for GPU %1</source>
        <translation>keine Telemetrie für GPU %1</translation>
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
        <translation>Import läuft</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="21"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="22"/>
        <source>Stop after the file being read; what was imported stays</source>
        <translation>Nach der gerade gelesenen Datei anhalten; was importiert wurde, bleibt</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="25"/>
        <source>Cancelling</source>
        <translation>Wird abgebrochen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importprogresswidget.cpp" line="46"/>
        <source>%1 of %2 files</source>
        <translation>%1 von %2 Dateien</translation>
    </message>
</context>
<context>
    <name>lanebook::ImportSummaryDialog</name>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="67"/>
        <source>Import Summary</source>
        <translation>Import-Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Present</source>
        <translation>Vorhanden</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="80"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="81"/>
        <source>Runs added to the notebook</source>
        <translation>Dem Notizbuch hinzugefügte Läufe</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="83"/>
        <source>Runs already in the notebook from an earlier import</source>
        <translation>Läufe, die aus einem früheren Import schon im Notizbuch sind</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="97"/>
        <source>Show only files that failed</source>
        <translation>Nur fehlgeschlagene Dateien zeigen</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="124"/>
        <source>%Ln file(s) read.</source>
        <translation>
            <numerusform>%Ln Datei gelesen.</numerusform>
            <numerusform>%Ln Dateien gelesen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="125"/>
        <source>%Ln run(s) added.</source>
        <translation>
            <numerusform>%Ln Lauf hinzugefügt.</numerusform>
            <numerusform>%Ln Läufe hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="127"/>
        <source>%Ln run(s) were already in the notebook.</source>
        <translation>
            <numerusform>%Ln Lauf war bereits im Notizbuch.</numerusform>
            <numerusform>%Ln Läufe waren bereits im Notizbuch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="130"/>
        <source>%Ln file(s) could not be imported; nothing from them was added.</source>
        <translation>
            <numerusform>%Ln Datei konnte nicht importiert werden; aus ihr wurde nichts hinzugefügt.</numerusform>
            <numerusform>%Ln Dateien konnten nicht importiert werden; aus ihnen wurde nichts hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="133"/>
        <source>%Ln file(s) in the folders were not benchmark results and were skipped.</source>
        <translation>
            <numerusform>%Ln Datei in den Ordnern war kein Benchmark-Ergebnis und wurde übersprungen.</numerusform>
            <numerusform>%Ln Dateien in den Ordnern waren keine Benchmark-Ergebnisse und wurden übersprungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/importsummarydialog.cpp" line="136"/>
        <source>%Ln file(s) added nothing of their own: what they hold comes with another file.</source>
        <translation>
            <numerusform>%Ln Datei fügte nichts Eigenes hinzu: ihr Inhalt kommt mit einer anderen Datei.</numerusform>
            <numerusform>%Ln Dateien fügten nichts Eigenes hinzu: ihr Inhalt kommt mit einer anderen Datei.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="177"/>
        <source>Skipped: comes with %1</source>
        <translation>Übersprungen: kommt mit %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="140"/>
        <source>The import was cancelled; the remaining files were not read.</source>
        <translation>Der Import wurde abgebrochen; die übrigen Dateien wurden nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="143"/>
        <source>Files in %1</source>
        <translation>Dateien in %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="170"/>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="183"/>
        <source>Skipped: not a benchmark result</source>
        <translation>Übersprungen: kein Benchmark-Ergebnis</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="192"/>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="194"/>
        <source>Already in the notebook</source>
        <translation>Bereits im Notizbuch</translation>
    </message>
    <message>
        <location filename="../widgets/shell/importsummarydialog.cpp" line="197"/>
        <source>No runs found in this file</source>
        <translation>In dieser Datei wurden keine Läufe gefunden</translation>
    </message>
</context>
<context>
    <name>lanebook::LaneSloDialog</name>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="21"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="22"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="37"/>
        <source>SLO of lane %1</source>
        <translation>SLO der Lane %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="39"/>
        <source>A request meets the SLO when it keeps every bound set here. Bench runs, waves, Compare and the CLI&apos;s check judge this lane&apos;s runs against it when they are given no SLO of their own: SLO attainment, goodput in requests and tokens per second.</source>
        <translation>Eine Anfrage erfüllt das SLO, wenn sie jede hier gesetzte Grenze einhält. Bench-Läufe, Wellen, der Vergleich und check der CLI bewerten die Läufe dieser Lane daran, wenn sie kein eigenes SLO bekommen: SLO-Erfüllung, Goodput in Anfragen und Token pro Sekunde.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="45"/>
        <source>Time to first token (TTFT):</source>
        <translation>Zeit bis zum ersten Token (TTFT):</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="46"/>
        <source>Time per output token (TPOT):</source>
        <translation>Zeit pro Ausgabetoken (TPOT):</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="47"/>
        <source>Inter-token latency, p99 within the request:</source>
        <translation>Latenz zwischen Token, p99 innerhalb der Anfrage:</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="48"/>
        <source>End-to-end latency:</source>
        <translation>Ende-zu-Ende-Latenz:</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="50"/>
        <source>No SLO</source>
        <translation>Kein SLO</translation>
    </message>
    <message>
        <location filename="../widgets/shell/laneslodialog.cpp" line="51"/>
        <source>Set every bound to none: the lane then sets no SLO</source>
        <translation>Alle Grenzen auf keine setzen: Die Lane setzt dann kein SLO</translation>
    </message>
</context>
<context>
    <name>lanebook::LaneWiring</name>
    <message>
        <location filename="../app/gui/lanewiring.cpp" line="33"/>
        <source>The SLO of lane %1 was saved.</source>
        <translation>Das SLO der Lane %1 wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/lanewiring.cpp" line="40"/>
        <source>The lane&apos;s SLO was not saved: %1</source>
        <translation>Das SLO der Lane wurde nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>lanebook::LanguageWiring</name>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="40"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="47"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="49"/>
        <source>Applied at the next start of Lanebook</source>
        <translation>Wird beim nächsten Start von Lanebook übernommen</translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="66"/>
        <source>System Default (%1)</source>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/languagewiring.cpp" line="105"/>
        <source>Lanebook will start in %1 next time; this window keeps its language until then.</source>
        <translation>Lanebook startet beim nächsten Mal auf %1; dieses Fenster behält seine Sprache bis dahin.</translation>
    </message>
</context>
<context>
    <name>lanebook::LinkRunsDialog</name>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="24"/>
        <source>Link Runs to “%1”</source>
        <translation>Läufe mit „%1“ verknüpfen</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="27"/>
        <source>Choose the runs this finding compares. Linking results locks the hypothesis as it is written now.</source>
        <translation>Wählen Sie die Läufe, die dieser Befund vergleicht. Das Verknüpfen von Ergebnissen sperrt die Hypothese so, wie sie jetzt geschrieben ist.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="29"/>
        <source>Choose the runs this finding compares.</source>
        <translation>Wählen Sie die Läufe, die dieser Befund vergleicht.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="34"/>
        <source>Filter by label, model, lane or format</source>
        <translation>Nach Bezeichnung, Modell, Lane oder Format filtern</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="38"/>
        <source>as &amp;control (A)</source>
        <translation>als &amp;Kontrolle (A)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="40"/>
        <source>as c&amp;andidate (B)</source>
        <translation>als K&amp;andidat (B)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="50"/>
        <source>&amp;Link</source>
        <translation>&amp;Verknüpfen</translation>
    </message>
    <message>
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="122"/>
        <source>No run chosen.</source>
        <translation>Kein Lauf gewählt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/findings/linkrunsdialog.cpp" line="123"/>
        <source>%n run(s) chosen</source>
        <translation>
            <numerusform>%n Lauf gewählt</numerusform>
            <numerusform>%n Läufe gewählt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::LiveTelemetryPage</name>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="51"/>
        <source>Where the readings come from. &quot;auto&quot; tries NVML, nvidia-smi, xpu-smi, amd-smi and sysfs in turn.</source>
        <translation>Woher die Messwerte kommen. &quot;auto&quot; versucht nacheinander NVML, nvidia-smi, xpu-smi, amd-smi und sysfs.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="56"/>
        <source>last %n minute(s)</source>
        <translation>
            <numerusform>letzte %n Minute</numerusform>
            <numerusform>letzte %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="61"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="64"/>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="95"/>
        <source>All GPUs:</source>
        <translation>Alle GPUs:</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="311"/>
        <source>%1

Choose another source above, or run `lanebook-cli telemetry --source auto --once` to see what each source says.</source>
        <translation>%1

Wählen Sie oben eine andere Quelle oder führen Sie `lanebook-cli telemetry --source auto --once` aus, um zu sehen, was jede Quelle meldet.</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="317"/>
        <source>%1 Hz</source>
        <translation>%1 Hz</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/livetelemetrypage.cpp" line="318"/>
        <source>first sample</source>
        <translation>erste Messung</translation>
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
        <translation>%1 — %2 (zeigt die letzten Messwerte)</translation>
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
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="76"/>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="22"/>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="117"/>
        <source>The filters hide the run you chose. Clear them to see it again.</source>
        <translation>Die Filter verbergen den gewählten Lauf. Heben Sie sie auf, um ihn wieder zu sehen.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="153"/>
        <source>Notebook</source>
        <translation>Notizbuch</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="159"/>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="173"/>
        <source>No notebook open</source>
        <translation>Kein Notizbuch geöffnet</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="174"/>
        <source>%Ln run(s)</source>
        <translation>
            <numerusform>%Ln Lauf</numerusform>
            <numerusform>%Ln Läufe</numerusform>
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
        <translation>Wählen Sie einen Lauf, um zu sehen, was er war.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="216"/>
        <source>Reading %Ln run(s)…</source>
        <translation>
            <numerusform>%Ln Lauf wird gelesen…</numerusform>
            <numerusform>%Ln Läufe werden gelesen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="219"/>
        <source>Reading the metric columns of %Ln run(s)…</source>
        <translation>
            <numerusform>Die Metrikspalten von %Ln Lauf werden gelesen…</numerusform>
            <numerusform>Die Metrikspalten von %Ln Läufen werden gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="253"/>
        <source>Could not load run %1: %2</source>
        <translation>Lauf %1 konnte nicht geladen werden: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="267"/>
        <source>Import finished: %Ln run(s) added</source>
        <translation>
            <numerusform>Import abgeschlossen: %Ln Lauf hinzugefügt</numerusform>
            <numerusform>Import abgeschlossen: %Ln Läufe hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="309"/>
        <source>Open or create a notebook first, then drop the files on it again.</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Notizbuch und legen Sie die Dateien dann erneut darauf ab.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="25"/>
        <source>Lanebook notebooks (*.lanebook);;All files (*)</source>
        <translation>Lanebook-Notizbücher (*.lanebook);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="32"/>
        <source>&amp;New Notebook…</source>
        <translation>&amp;Neues Notizbuch…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="36"/>
        <source>&amp;Open Notebook…</source>
        <translation>Notizbuch ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="40"/>
        <source>Open &amp;Team Notebook…</source>
        <translation>&amp;Team-Notizbuch öffnen…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="42"/>
        <source>Open a notebook the team shares on a PostgreSQL server</source>
        <translation>Ein Notizbuch öffnen, das das Team auf einem PostgreSQL-Server teilt</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="45"/>
        <source>&amp;Import Files…</source>
        <translation>Dateien &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="47"/>
        <source>Add the runs in benchmark result files</source>
        <translation>Die Läufe aus Benchmark-Ergebnisdateien hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="50"/>
        <source>Import &amp;Folder…</source>
        <translation>&amp;Ordner importieren…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="52"/>
        <source>Add the runs in every result file under a folder</source>
        <translation>Die Läufe aus jeder Ergebnisdatei unterhalb eines Ordners hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="55"/>
        <source>&amp;Export Findings…</source>
        <translation>Befunde &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="58"/>
        <source>Write every finding as a markdown document, with its charts beside it</source>
        <translation>Jeden Befund als Markdown-Dokument schreiben, mit seinen Diagrammen daneben</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="61"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="66"/>
        <source>Choose &amp;Columns…</source>
        <translation>&amp;Spalten wählen…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="69"/>
        <source>&amp;Secrets…</source>
        <translation>&amp;Geheimnisse…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="72"/>
        <source>Keep API keys and tokens in the keychain, for launch configs to name</source>
        <translation>API-Schlüssel und Tokens im Schlüsselbund aufbewahren, damit Startkonfigurationen sie benennen können</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="75"/>
        <source>&amp;Getting Started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="79"/>
        <source>A short tour: notebooks, imports, Compare, Waves</source>
        <translation>Ein kurzer Rundgang: Notizbücher, Importe, Vergleich, Wellen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="82"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="86"/>
        <source>&amp;About Lanebook</source>
        <translation>Ü&amp;ber Lanebook</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="93"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="97"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="106"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="113"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="116"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="145"/>
        <source>Clear Recent Notebooks</source>
        <translation>Liste der zuletzt geöffneten Notizbücher leeren</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="153"/>
        <source>New Notebook</source>
        <translation>Neues Notizbuch</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="170"/>
        <source>Open Notebook</source>
        <translation>Notizbuch öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="178"/>
        <source>Import Benchmark Results</source>
        <translation>Benchmark-Ergebnisse importieren</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="179"/>
        <source>Benchmark results (*.json *.jsonl *.csv *.log *.txt);;All files (*)</source>
        <translation>Benchmark-Ergebnisse (*.json *.jsonl *.csv *.log *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="188"/>
        <source>Import a Folder of Results</source>
        <translation>Einen Ordner mit Ergebnissen importieren</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="252"/>
        <source>About Lanebook</source>
        <translation>Über Lanebook</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_actions.cpp" line="253"/>
        <source>&lt;h3&gt;Lanebook %1&lt;/h3&gt;&lt;p&gt;A lab notebook for LLM inference benchmarks: import results from vLLM, SGLang, llama.cpp, AIPerf, GuideLLM and lm-eval, and keep every run, with where it came from.&lt;/p&gt;&lt;p&gt;Copyright &amp;copy; the Lanebook authors. Licensed under the GNU General Public License, version 3 or (at your option) any later version; see the LICENSE file (installed as /usr/share/doc/lanebook/copyright). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Lanebook %1&lt;/h3&gt;&lt;p&gt;Ein Laborbuch für Benchmarks der LLM-Inferenz: Importieren Sie Ergebnisse aus vLLM, SGLang, llama.cpp, AIPerf, GuideLLM und lm-eval und bewahren Sie jeden Lauf auf, mit seiner Herkunft.&lt;/p&gt;&lt;p&gt;Copyright &amp;copy; die Lanebook-Autoren. Lizenziert unter der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version; siehe die Datei LICENSE (installiert als /usr/share/doc/lanebook/copyright). Sie wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.&lt;/p&gt;&lt;p&gt;Gebaut mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="23"/>
        <source>Compare (%1 vs %2)</source>
        <translation>Vergleich (%1 gegen %2)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="31"/>
        <source>Control (A): %1, candidate (B): %2.</source>
        <translation>Kontrolle (A): %1, Kandidat (B): %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="32"/>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="33"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="36"/>
        <source>The Compare tab shows the comparison.</source>
        <translation>Der Reiter Vergleich zeigt den Vergleich.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="37"/>
        <source>Now choose the other arm.</source>
        <translation>Wählen Sie jetzt den anderen Arm.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="63"/>
        <source>Verdict recorded: %1 on finding #%2.</source>
        <translation>Urteil festgehalten: %1 zu Befund #%2.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="71"/>
        <source>The verdict was not recorded: %1</source>
        <translation>Das Urteil wurde nicht festgehalten: %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="85"/>
        <source>Notebook repaired</source>
        <translation>Notizbuch repariert</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="86"/>
        <source>Opening this notebook repaired what an older Lanebook did to it: %n repair(s).</source>
        <translation>
            <numerusform>Beim Öffnen wurde repariert, was ein älteres Lanebook diesem Notizbuch angetan hat: %n Reparatur.</numerusform>
            <numerusform>Beim Öffnen wurde repariert, was ein älteres Lanebook diesem Notizbuch angetan hat: %n Reparaturen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_compare.cpp" line="91"/>
        <source>Runs that importing a file under another language had stored again are merged into the first, with their notes, tags and finding links. Values it masked as secrets although they were none are named with their runs; importing a run&apos;s file again restores them. The details list each repair; they are not shown again.</source>
        <translation>Läufe, die ein Import einer Datei in einer anderen Sprache erneut gespeichert hatte, sind in den ersten zusammengeführt, mit ihren Notizen, Tags und Befund-Verknüpfungen. Werte, die es als Geheimnisse maskiert hatte, obwohl sie keine waren, sind bei ihren Läufen genannt; ein erneuter Import der Datei eines Laufs stellt sie wieder her. Die Details nennen jede Reparatur; sie werden nicht noch einmal gezeigt.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_layout.cpp" line="16"/>
        <source>Reset &amp;Layout</source>
        <translation>&amp;Layout zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow_layout.cpp" line="18"/>
        <source>Put the notebook tree and the inspector back beside the tabs, at their default widths</source>
        <translation>Notizbuch-Baum und Inspektor wieder neben die Reiter setzen, in ihren Standardbreiten</translation>
    </message>
</context>
<context>
    <name>lanebook::NewFindingDialog</name>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="16"/>
        <source>New Finding</source>
        <translation>Neuer Befund</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="19"/>
        <source>The idea, e.g. Opportunistic expert activation</source>
        <translation>Die Idee, z. B. Opportunistic Expert Activation</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="23"/>
        <source>What you expect and why. Written now, before the results, and stamped with the time.</source>
        <translation>Was Sie erwarten und warum. Jetzt geschrieben, vor den Ergebnissen, und mit Zeitstempel versehen.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="28"/>
        <source>Optional: the number you predict.</source>
        <translation>Optional: die Zahl, die Sie vorhersagen.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="32"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="33"/>
        <source>&amp;Hypothesis:</source>
        <translation>&amp;Hypothese:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="34"/>
        <source>&amp;Prediction:</source>
        <translation>&amp;Vorhersage:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/newfindingdialog.cpp" line="36"/>
        <source>&amp;Create</source>
        <translation>&amp;Anlegen</translation>
    </message>
</context>
<context>
    <name>lanebook::NotebookTreeModel</name>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="144"/>
        <source>(no lane)</source>
        <translation>(keine Lane)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="149"/>
        <source>%Ln run(s) in lane %1</source>
        <translation>
            <numerusform>%Ln Lauf in Lane %1</numerusform>
            <numerusform>%Ln Läufe in Lane %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="154"/>
        <source>%1
No SLO. Right-click to set one.</source>
        <translation>%1
Kein SLO. Rechtsklick, um eines zu setzen.</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="155"/>
        <source>%1
SLO: %2
Runs given no SLO of their own are judged against it.</source>
        <translation>%1
SLO: %2
Läufe ohne eigenes SLO werden daran bewertet.</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="184"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="186"/>
        <source>%Ln finding(s), %1 negative</source>
        <translation>
            <numerusform>%Ln Befund, %1 negativ</numerusform>
            <numerusform>%Ln Befunde, %1 negativ</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="198"/>
        <source>under test</source>
        <translation>in Prüfung</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="202"/>
        <source>%1
Under test: no verdict yet</source>
        <translation>%1
In Prüfung: noch kein Urteil</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="203"/>
        <source>%1
%2: %3</source>
        <translation>%1
%2: %3</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="222"/>
        <source>Lane / run</source>
        <translation>Lane / Lauf</translation>
    </message>
    <message>
        <location filename="../models/notebooktree/notebooktreemodel.cpp" line="224"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
</context>
<context>
    <name>lanebook::NotebookTreeView</name>
    <message>
        <location filename="../widgets/shell/notebooktreeview.cpp" line="100"/>
        <source>Lane SLO…</source>
        <translation>SLO der Lane…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/notebooktreeview.cpp" line="102"/>
        <source>The latency bounds the runs of lane %1 are judged against</source>
        <translation>Die Latenzgrenzen, an denen die Läufe der Lane %1 bewertet werden</translation>
    </message>
</context>
<context>
    <name>lanebook::RecordVerdictDialog</name>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="27"/>
        <source>The change works and is kept</source>
        <translation>Die Änderung wirkt und wird übernommen</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="29"/>
        <source>The change does not help (or hurts); kept on record so nobody tries it again blind</source>
        <translation>Die Änderung hilft nicht (oder schadet); festgehalten, damit niemand sie blind noch einmal versucht</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="32"/>
        <source>The data cannot tell yet: more repeats, or a cleaner comparison</source>
        <translation>Die Daten können es noch nicht sagen: mehr Wiederholungen oder ein saubererer Vergleich</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="35"/>
        <source>The measurement is broken (a gate failed, or the arms differ in more than the change)</source>
        <translation>Die Messung ist kaputt (eine Prüfung schlug fehl, oder die Arme unterscheiden sich in mehr als der Änderung)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="49"/>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="117"/>
        <source>Record Verdict</source>
        <translation>Urteil festhalten</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="58"/>
        <source>New finding…</source>
        <translation>Neuer Befund…</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="61"/>
        <source>#%1 %2 (%3)</source>
        <translation>#%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="64"/>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="70"/>
        <source>The idea under test, e.g. “Opportunistic expert activation”</source>
        <translation>Die getestete Idee, z. B. „Opportunistic Expert Activation“</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="74"/>
        <source>What you expected and why (optional)</source>
        <translation>Was Sie erwartet haben und warum (optional)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="91"/>
        <source>What the comparison showed, and why that decides it (required)</source>
        <translation>Was der Vergleich gezeigt hat und warum das entscheidet (erforderlich)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="95"/>
        <source>Insert the Numbers</source>
        <translation>Zahlen einfügen</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="96"/>
        <source>Starts the reason with the comparison&apos;s numbers</source>
        <translation>Beginnt die Begründung mit den Zahlen des Vergleichs</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="107"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="110"/>
        <source>&amp;Finding:</source>
        <translation>&amp;Befund:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="111"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="112"/>
        <source>&amp;Hypothesis:</source>
        <translation>&amp;Hypothese:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="113"/>
        <source>Verdict:</source>
        <translation>Urteil:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="160"/>
        <source>A new finding needs a title.</source>
        <translation>Ein neuer Befund braucht einen Titel.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/recordverdictdialog.cpp" line="162"/>
        <source>A verdict needs a reason: say what the comparison showed.</source>
        <translation>Ein Urteil braucht eine Begründung: Sagen Sie, was der Vergleich gezeigt hat.</translation>
    </message>
</context>
<context>
    <name>lanebook::RunAnnotationDialog</name>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="21"/>
        <source>Annotate %1</source>
        <translation>%1 annotieren</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="25"/>
        <source>What you noticed: a warm GPU, a noisy neighbour, a flag you forgot.</source>
        <translation>Was Ihnen aufgefallen ist: eine warme GPU, ein lauter Nachbar, ein vergessenes Flag.</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="29"/>
        <source>Comma separated, e.g. baseline, warm-cache</source>
        <translation>Durch Kommas getrennt, z. B. baseline, warm-cache</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="32"/>
        <source>Keep the status</source>
        <translation>Status beibehalten</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="38"/>
        <source>Why the status is overridden (required)</source>
        <translation>Warum der Status überschrieben wird (erforderlich)</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="44"/>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="45"/>
        <source>&amp;Tags:</source>
        <translation>&amp;Tags:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="46"/>
        <source>&amp;Status:</source>
        <translation>&amp;Status:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="47"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <location filename="../widgets/findings/runannotationdialog.cpp" line="85"/>
        <source>A status override needs its reason: the gates never overwrite it, so the reason is what the next reader sees.</source>
        <translation>Eine Statusüberschreibung braucht ihre Begründung: Die Prüfungen überschreiben sie nie, daher ist die Begründung das, was der nächste Leser sieht.</translation>
    </message>
</context>
<context>
    <name>lanebook::RunInspector</name>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="63"/>
        <source>Redacted: looks like a secret</source>
        <translation>Geschwärzt: sieht aus wie ein Geheimnis</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="66"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="67"/>
        <source>An older Lanebook masked this value as if it were a secret and did not keep it. Import the run&apos;s source file again to restore it.</source>
        <translation>Ein älteres Lanebook hat diesen Wert maskiert, als wäre er ein Geheimnis, und ihn nicht behalten. Importieren Sie die Quelldatei des Laufs erneut, um ihn wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="116"/>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="116"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="135"/>
        <source>Select a run to see what it was.</source>
        <translation>Wählen Sie einen Lauf, um zu sehen, was er war.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="184"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="190"/>
        <source>Token counts</source>
        <translation>Tokenzahlen</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector.cpp" line="191"/>
        <source>estimated from stream chunks for %n request(s): the server sent no usage</source>
        <translation>
            <numerusform>für %n Anfrage aus Stream-Chunks geschätzt: Der Server hat keine usage gesendet</numerusform>
            <numerusform>für %n Anfragen aus Stream-Chunks geschätzt: Der Server hat keine usage gesendet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="199"/>
        <source>Workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="201"/>
        <source>Config</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="205"/>
        <source>Other fields from the file</source>
        <translation>Weitere Felder aus der Datei</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="232"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="233"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="234"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="235"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="236"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="237"/>
        <source>Lane</source>
        <translation>Lane</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="240"/>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="113"/>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="35"/>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="37"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="243"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="251"/>
        <source>A measured run has no source file to restore them from.</source>
        <translation>Ein gemessener Lauf hat keine Quelldatei, aus der sie wiederhergestellt werden könnten.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="252"/>
        <source>Import the run&apos;s source file again to restore them.</source>
        <translation>Importieren Sie die Quelldatei des Laufs erneut, um sie wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="253"/>
        <source>Data lost</source>
        <translation>Daten verloren</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector.cpp" line="254"/>
        <source>%n value(s) masked by an older Lanebook</source>
        <translation>
            <numerusform>%n Wert von einem älteren Lanebook maskiert</numerusform>
            <numerusform>%n Werte von einem älteren Lanebook maskiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="255"/>
        <source>An older Lanebook masked these values as if they were secrets and did not keep them: %1. %2</source>
        <translation>Ein älteres Lanebook hat diese Werte maskiert, als wären es Geheimnisse, und sie nicht behalten: %1. %2</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="259"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="260"/>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="268"/>
        <source>Metrics</source>
        <translation>Metriken</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="285"/>
        <source>%1 (the file calls it &quot;%2&quot;)</source>
        <translation>%1 (die Datei nennt es &quot;%2&quot;)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="299"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="300"/>
        <source>Samples</source>
        <translation>Stichproben</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="301"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="307"/>
        <source>median %1 · p90 %2 · p99 %3</source>
        <translation>Median %1 · p90 %2 · p99 %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector.cpp" line="311"/>
        <source>over %n request(s) that recorded it</source>
        <translation>
            <numerusform>über %n Anfrage, die es erfasst hat</numerusform>
            <numerusform>über %n Anfragen, die es erfasst haben</numerusform>
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
        <translation>Ende-zu-Ende</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="322"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="323"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="324"/>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="325"/>
        <source>Where in the file</source>
        <translation>Stelle in der Datei</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector.cpp" line="326"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="20"/>
        <source>Annotate…</source>
        <translation>Annotieren…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="21"/>
        <source>Add a note or a tag to this run, or override its status with a reason</source>
        <translation>Diesem Lauf eine Notiz oder ein Tag hinzufügen oder seinen Status mit Begründung überschreiben</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="75"/>
        <source>&lt;b&gt;Status set to %1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;Status gesetzt auf %1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="80"/>
        <source>Note: %1</source>
        <translation>Notiz: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="112"/>
        <source>Status set</source>
        <translation>Status gesetzt</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="116"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="120"/>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="124"/>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="49"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_annotations.cpp" line="124"/>
        <source>Annotate… adds a note, a tag, or a status with its reason</source>
        <translation>„Annotieren…“ fügt eine Notiz, ein Tag oder einen Status mit Begründung hinzu</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="25"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="27"/>
        <source>tool call</source>
        <translation>Tool-Call</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="29"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="31"/>
        <source>exact answers</source>
        <translation>exakte Antworten</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="33"/>
        <source>same output as the control</source>
        <translation>gleiche Ausgabe wie die Kontrolle</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="66"/>
        <source>Canaries</source>
        <translation>Canaries</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="71"/>
        <source>fails: %1</source>
        <translation>scheitert: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="73"/>
        <source>answered: agreement is judged against the control in a comparison (at least %1% of words)</source>
        <translation>beantwortet: Die Übereinstimmung wird in einem Vergleich gegen die Kontrolle beurteilt (mindestens %1% der Wörter)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="77"/>
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="79"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="82"/>
        <source>Must call</source>
        <translation>Muss aufrufen</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="83"/>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="84"/>
        <source>any function</source>
        <translation>beliebige Funktion</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="86"/>
        <source>any arguments</source>
        <translation>beliebige Argumente</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="89"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="91"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="93"/>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="99"/>
        <source>no answer: %1</source>
        <translation>keine Antwort: %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_canaries.cpp" line="106"/>
        <source>%1 (known answer: %2)</source>
        <translation>%1 (bekannte Antwort: %2)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="24"/>
        <source>Outliers</source>
        <translation>Ausreißer</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="25"/>
        <source>none: no request&apos;s TTFT or end-to-end latency stands out</source>
        <translation>keine: Weder TTFT noch End-to-End-Latenz einer Anfrage fällt aus dem Rahmen</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="26"/>
        <source>%n request latency(ies) stand out; kept in every number</source>
        <translation>
            <numerusform>%n Anfragelatenz fällt aus dem Rahmen; in allen Zahlen enthalten</numerusform>
            <numerusform>%n Anfragelatenzen fallen aus dem Rahmen; in allen Zahlen enthalten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="28"/>
        <source>Modified z-score beyond 3.5, or outside the 1.5 IQR Tukey fences, among the run&apos;s successful requests</source>
        <translation>Modifizierter z-Score über 3,5 oder außerhalb der Tukey-Zäune bei 1,5 IQR, unter den erfolgreichen Anfragen des Laufs</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="36"/>
        <source>Request %1 · %2</source>
        <translation>Anfrage %1 · %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="42"/>
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="55"/>
        <source>Among its repeats</source>
        <translation>Unter seinen Wiederholungen</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="58"/>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="65"/>
        <source>Outlier</source>
        <translation>Ausreißer</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="58"/>
        <source>not judged: %n repeat(s) of its arm at this point, 3 are needed</source>
        <translation>
            <numerusform>nicht beurteilt: %n Wiederholung seines Arms an diesem Punkt, 3 sind nötig</numerusform>
            <numerusform>nicht beurteilt: %n Wiederholungen seines Arms an diesem Punkt, 3 sind nötig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="65"/>
        <source>no: in line with the %n repeat(s) of its arm at this point (%1)</source>
        <translation>
            <numerusform>nein: im Rahmen der %n Wiederholung seines Arms an diesem Punkt (%1)</numerusform>
            <numerusform>nein: im Rahmen der %n Wiederholungen seines Arms an diesem Punkt (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="74"/>
        <source>Outlier · %1</source>
        <translation>Ausreißer · %1</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_outliers.cpp" line="75"/>
        <source>%1 stands out: %2; kept in every number</source>
        <translation>%1 fällt auf: %2; bleibt in jeder Zahl</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="25"/>
        <source>Gates</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runinspector_gates.cpp" line="49"/>
        <source>no gate has judged this run</source>
        <translation>keine Prüfung hat diesen Lauf beurteilt</translation>
    </message>
</context>
<context>
    <name>lanebook::RunSetZone</name>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="69"/>
        <location filename="../widgets/comparison/runsetzone.cpp" line="162"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="72"/>
        <source>Take every run out of this arm</source>
        <translation>Alle Läufe aus diesem Arm nehmen</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="75"/>
        <source>Drop the control runs here (the baseline), or choose Compare → Set as Control in the Runs table&apos;s menu.</source>
        <translation>Legen Sie die Kontroll-Läufe hier ab (die Baseline) oder wählen Sie Vergleichen → Als Kontrolle festlegen im Menü der Tabelle „Läufe“.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="77"/>
        <source>Drop the candidate runs here (the change under test), or choose Compare → Set as Candidate in the Runs table&apos;s menu.</source>
        <translation>Legen Sie die Kandidaten-Läufe hier ab (die getestete Änderung) oder wählen Sie Vergleichen → Als Kandidat festlegen im Menü der Tabelle „Läufe“.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="93"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="120"/>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="122"/>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="128"/>
        <source>Control (A)</source>
        <translation>Kontrolle (A)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison/runsetzone.cpp" line="128"/>
        <source>Candidate (B)</source>
        <translation>Kandidat (B)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/runsetzone.cpp" line="131"/>
        <source>%1 · %Ln run(s)</source>
        <translation>
            <numerusform>%1 · %Ln Lauf</numerusform>
            <numerusform>%1 · %Ln Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/comparison/runsetzone.cpp" line="160"/>
        <source>Remove %Ln Run(s)</source>
        <translation>
            <numerusform>%Ln Lauf entfernen</numerusform>
            <numerusform>%Ln Läufe entfernen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::RunTableModel</name>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="202"/>
        <source>What the validity gates suggest. Valid: every gate that applies passed. Inconclusive: no evidence recorded, nothing wrong was found but something a gate needs was not measured. Diagnostic: a gate warned. Invalid: a gate failed. Failed: the run did not finish. Hover a status for more.</source>
        <translation>Was die Gültigkeitsprüfungen nahelegen. Gültig: Jede zutreffende Prüfung wurde bestanden. Ergebnislos: keine Belege erfasst; nichts Falsches gefunden, aber etwas, das eine Prüfung braucht, wurde nicht gemessen. Diagnostisch: Eine Prüfung hat gewarnt. Ungültig: Eine Prüfung ist fehlgeschlagen. Fehlgeschlagen: Der Lauf wurde nicht beendet. Zeigen Sie auf einen Status, um mehr zu erfahren.</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="232"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="234"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="236"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="238"/>
        <source>Lane</source>
        <translation>Lane</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="240"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/runtable/runtablemodel.cpp" line="242"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
</context>
<context>
    <name>lanebook::RunTelemetryTraceView</name>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="40"/>
        <source>GPU telemetry</source>
        <translation>GPU-Telemetrie</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="90"/>
        <source>No telemetry was recorded with this run.</source>
        <translation>Mit diesem Lauf wurde keine Telemetrie aufgezeichnet.</translation>
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
        <translation>%1 aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="101"/>
        <source>utilization %1 on average</source>
        <translation>Auslastung im Mittel %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="104"/>
        <source>power %1 on average</source>
        <translation>Leistung im Mittel %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="107"/>
        <source>SM clock down to %1</source>
        <translation>SM-Takt bis hinab auf %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="111"/>
        <source>up to %1</source>
        <translation>bis zu %1</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="119"/>
        <source>GPU %1 %2</source>
        <translation>GPU %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/runtelemetrytraceview.cpp" line="126"/>
        <source>not throttled</source>
        <translation>nicht gedrosselt</translation>
    </message>
</context>
<context>
    <name>lanebook::RunsPage</name>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="82"/>
        <source>Loading runs…</source>
        <translation>Läufe werden geladen…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="101"/>
        <source>Filter runs</source>
        <translation>Läufe filtern</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="102"/>
        <source>Shows runs whose label, model, lane or format contain every word typed here</source>
        <translation>Zeigt Läufe, deren Label, Modell, Lane oder Format jedes hier eingegebene Wort enthält</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="123"/>
        <source>Show runs imported from one tool</source>
        <translation>Läufe zeigen, die aus einem Werkzeug importiert wurden</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="124"/>
        <source>Show runs of one model</source>
        <translation>Läufe eines Modells zeigen</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="125"/>
        <source>Show runs of one lane</source>
        <translation>Läufe einer Lane zeigen</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="130"/>
        <source>Columns…</source>
        <translation>Spalten…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="132"/>
        <source>Choose which metrics the table shows</source>
        <translation>Wählen, welche Metriken die Tabelle zeigt</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="151"/>
        <source>Drop benchmark result files here to import them</source>
        <translation>Legen Sie Benchmark-Ergebnisdateien hier ab, um sie zu importieren</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="156"/>
        <source>vLLM and SGLang bench results, llama-bench JSON/CSV, AIPerf/genai-perf exports, GuideLLM benchmarks, lm-eval results and llama-perplexity logs. Folders are searched for them.</source>
        <translation>Bench-Ergebnisse von vLLM und SGLang, llama-bench-JSON/CSV, AIPerf-/genai-perf-Exporte, GuideLLM-Benchmarks, lm-eval-Ergebnisse und llama-perplexity-Logs. Ordner werden danach durchsucht.</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="163"/>
        <source>Import Files…</source>
        <translation>Dateien importieren…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="164"/>
        <source>Import Folder…</source>
        <translation>Ordner importieren…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="259"/>
        <source>All formats</source>
        <translation>Alle Formate</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="263"/>
        <source>All models</source>
        <translation>Alle Modelle</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="267"/>
        <source>All lanes</source>
        <translation>Alle Lanes</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runspage.cpp" line="314"/>
        <source>%Ln run(s)</source>
        <translation>
            <numerusform>%Ln Lauf</numerusform>
            <numerusform>%Ln Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/runs/runspage.cpp" line="315"/>
        <source>%1 of %Ln run(s)</source>
        <translation>
            <numerusform>%1 von %Ln Lauf</numerusform>
            <numerusform>%1 von %Ln Läufen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="364"/>
        <source>Set as &amp;Control (A)</source>
        <translation>Als &amp;Kontrolle festlegen (A)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="367"/>
        <source>Add to Control (A)</source>
        <translation>Zur Kontrolle hinzufügen (A)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="370"/>
        <source>Set as Ca&amp;ndidate (B)</source>
        <translation>Als Ka&amp;ndidat festlegen (B)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="373"/>
        <source>Add to Candidate (B)</source>
        <translation>Zum Kandidaten hinzufügen (B)</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="376"/>
        <source>Compare &amp;These Two</source>
        <translation>&amp;Diese beiden vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="383"/>
        <source>Compare the two selected runs: the older is the control</source>
        <translation>Die beiden gewählten Läufe vergleichen: Der ältere ist die Kontrolle</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage.cpp" line="427"/>
        <source>Co&amp;mpare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage_annotate.cpp" line="11"/>
        <source>&amp;Annotate…</source>
        <translation>&amp;Annotieren…</translation>
    </message>
    <message>
        <location filename="../widgets/runs/runspage_annotate.cpp" line="13"/>
        <source>Add a note or a tag to the run, or override its status with a reason</source>
        <translation>Dem Lauf eine Notiz oder ein Tag hinzufügen oder seinen Status mit Begründung überschreiben</translation>
    </message>
</context>
<context>
    <name>lanebook::SecretsDialog</name>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="19"/>
        <source>Secrets</source>
        <translation>Geheimnisse</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="22"/>
        <source>API keys and tokens stay in your desktop keychain, never in the notebook. A launch config names a secret instead of holding it; the value is looked up when the server starts.</source>
        <translation>API-Schlüssel und Tokens bleiben im Schlüsselbund Ihres Desktops, nie im Notizbuch. Eine Startkonfiguration nennt ein Geheimnis, statt es zu enthalten; der Wert wird beim Start des Servers nachgeschlagen.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="29"/>
        <source>hf</source>
        <translation>hf</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="33"/>
        <source>the token, pasted</source>
        <translation>das Token, eingefügt</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="36"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="37"/>
        <source>&amp;Value:</source>
        <translation>&amp;Wert:</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="48"/>
        <source>&amp;Store in Keychain</source>
        <translation>Im Schlüsselbund &amp;speichern</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="50"/>
        <source>&amp;Delete from Keychain</source>
        <translation>Aus dem Schlüsselbund &amp;löschen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/secretsdialog.cpp" line="90"/>
        <source>In a config: &lt;code&gt;&quot;env&quot;: {&quot;HF_TOKEN&quot;: {&quot;secret&quot;: &quot;%1&quot;}}&lt;/code&gt;&lt;br&gt;The environment variable &lt;code&gt;%2&lt;/code&gt; overrides the keychain (for CI and scripts).</source>
        <translation>In einer Konfiguration: &lt;code&gt;&quot;env&quot;: {&quot;HF_TOKEN&quot;: {&quot;secret&quot;: &quot;%1&quot;}}&lt;/code&gt;&lt;br&gt;Die Umgebungsvariable &lt;code&gt;%2&lt;/code&gt; hat Vorrang vor dem Schlüsselbund (für CI und Skripte).</translation>
    </message>
</context>
<context>
    <name>lanebook::SecretsWiring</name>
    <message>
        <location filename="../app/gui/secretswiring.cpp" line="42"/>
        <source>Stored &quot;%1&quot; in the keychain.</source>
        <translation>&quot;%1&quot; im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/secretswiring.cpp" line="53"/>
        <source>Deleted &quot;%1&quot; from the keychain.</source>
        <translation>&quot;%1&quot; aus dem Schlüsselbund gelöscht.</translation>
    </message>
</context>
<context>
    <name>lanebook::ShortcutsDialog</name>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="104"/>
        <source>Elsewhere</source>
        <translation>Anderswo</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="110"/>
        <source>%1 tab</source>
        <translation>Reiter %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="113"/>
        <source>%1 panel</source>
        <translation>Bereich %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="161"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="167"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shortcutsdialog.cpp" line="167"/>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>lanebook::TeamNotebookDialog</name>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="35"/>
        <source>Open Team Notebook</source>
        <translation>Team-Notizbuch öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="38"/>
        <source>A team notebook lives in a PostgreSQL database that every host and window of the team reads and writes. An empty database becomes a new notebook.</source>
        <translation>Ein Team-Notizbuch liegt in einer PostgreSQL-Datenbank, die jeder Host und jedes Fenster des Teams liest und beschreibt. Eine leere Datenbank wird zu einem neuen Notizbuch.</translation>
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
        <translation>Ihr Anmeldename</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="57"/>
        <source>prefer: TLS when the server offers it</source>
        <translation>prefer: TLS, wenn der Server es anbietet</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="58"/>
        <source>require: TLS, the certificate not checked</source>
        <translation>require: TLS, das Zertifikat wird nicht geprüft</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="60"/>
        <source>verify-ca: TLS, a certificate from a trusted authority</source>
        <translation>verify-ca: TLS, ein Zertifikat einer vertrauenswürdigen Stelle</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="62"/>
        <source>verify-full: TLS, the certificate and the host name checked</source>
        <translation>verify-full: TLS, Zertifikat und Hostname werden geprüft</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="64"/>
        <source>disable: no TLS</source>
        <translation>disable: kein TLS</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="68"/>
        <source>from ~/.pgpass, PGPASSWORD or the keychain</source>
        <translation>aus ~/.pgpass, PGPASSWORD oder dem Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="69"/>
        <source>&amp;Remember the password in the desktop keychain</source>
        <translation>Passwort im Schlüsselbund des Desktops &amp;merken</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="73"/>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="74"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="75"/>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="76"/>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="77"/>
        <source>&amp;TLS:</source>
        <translation>&amp;TLS:</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="78"/>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="82"/>
        <source>Leave the password empty to use ~/.pgpass, PGPASSWORD or the password kept in the keychain. Lanebook never writes it into the notebook or its settings.</source>
        <translation>Lassen Sie das Passwort leer, um ~/.pgpass, PGPASSWORD oder das im Schlüsselbund gespeicherte Passwort zu verwenden. Lanebook schreibt es nie in das Notizbuch oder seine Einstellungen.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="92"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/teamnotebookdialog.cpp" line="184"/>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
</context>
<context>
    <name>lanebook::TeamNotebookWiring</name>
    <message>
        <location filename="../app/gui/teamnotebookwiring.cpp" line="106"/>
        <source>The password was not kept in the keychain: %1</source>
        <translation>Das Passwort wurde nicht im Schlüsselbund gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>lanebook::TelemetryChart</name>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="49"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="51"/>
        <source>−%1 min</source>
        <translation>−%1 min</translation>
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
        <translation>Keine Telemetrie zum Zeichnen</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry/telemetrychart.cpp" line="364"/>
        <source>throttled</source>
        <translation>gedrosselt</translation>
    </message>
</context>
<context>
    <name>lanebook::TelemetryWiring</name>
    <message>
        <location filename="../app/gui/telemetrywiring.cpp" line="63"/>
        <source>Telemetry: %1</source>
        <translation>Telemetrie: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/telemetrywiring.cpp" line="68"/>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <location filename="../app/gui/telemetrywiring.cpp" line="121"/>
        <source>telemetry is off (source &quot;none&quot;)</source>
        <translation>Telemetrie ist aus (Quelle &quot;none&quot;)</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveConfigEditor</name>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="42"/>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="43"/>
        <source> s</source>
        <translation> s</translation>
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
        <translation>Die Kommandozeile, wie in einem Terminal:
vllm serve /models/glm5 --port 8000</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="62"/>
        <source>The server&apos;s command line, split into arguments as a shell would: &apos;...&apos; and &quot;...&quot; quote, a backslash escapes, a backslash at the end of a line continues it. It is never run by a shell: $VARIABLES, * and | stay as typed.</source>
        <translation>Die Kommandozeile des Servers, in Argumente zerlegt wie von einer Shell: &apos;...&apos; und &quot;...&quot; quotieren, ein Backslash maskiert, ein Backslash am Zeilenende setzt die Zeile fort. Sie wird nie von einer Shell ausgeführt: $VARIABLEN, * und | bleiben, wie getippt.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="65"/>
        <source>The arguments the server is started with, one per row, as the command line above splits them.</source>
        <translation>Die Argumente, mit denen der Server gestartet wird, eines je Zeile, so wie die Kommandozeile oben sie zerlegt.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="73"/>
        <source>KEY=VALUE, one per line</source>
        <translation>KEY=VALUE, eines pro Zeile</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="74"/>
        <source>Added to Lanebook&apos;s environment. CUDA_VISIBLE_DEVICES and its AMD and Intel kin are set from the arm&apos;s GPUs.</source>
        <translation>Wird zu Lanebooks Umgebung hinzugefügt. CUDA_VISIBLE_DEVICES und seine Verwandten für AMD und Intel werden aus den GPUs des Arms gesetzt.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="77"/>
        <source>default: base URL + /health</source>
        <translation>Standard: Basis-URL + /health</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="78"/>
        <source>empty: this machine; else a host from your ssh config</source>
        <translation>leer: dieser Rechner; sonst ein Host aus Ihrer SSH-Konfiguration</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="79"/>
        <source>empty: Lanebook&apos;s</source>
        <translation>leer: das von Lanebook</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="92"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="97"/>
        <source>Command (argv):</source>
        <translation>Befehl (argv):</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="98"/>
        <source>Environment:</source>
        <translation>Umgebung:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="99"/>
        <source>Base URL:</source>
        <translation>Basis-URL:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="100"/>
        <source>Health URL:</source>
        <translation>Health-URL:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="101"/>
        <source>Served model:</source>
        <translation>Bereitgestelltes Modell:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="102"/>
        <source>SSH host:</source>
        <translation>SSH-Host:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="103"/>
        <source>Working directory:</source>
        <translation>Arbeitsverzeichnis:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="104"/>
        <source>Ready within:</source>
        <translation>Bereit innerhalb von:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="105"/>
        <source>Expected startup:</source>
        <translation>Erwarteter Start:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="106"/>
        <source>Expected speed per stream:</source>
        <translation>Erwartete Geschwindigkeit je Stream:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="170"/>
        <source>command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="190"/>
        <source>(empty argument)</source>
        <translation>(leeres Argument)</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="198"/>
        <source>%1. Until it is, the server keeps the arguments listed below.</source>
        <translation>%1. Bis dahin behält der Server die unten aufgeführten Argumente.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveconfigeditor.cpp" line="223"/>
        <source>environment line %1: &quot;%2&quot; is not KEY=VALUE</source>
        <translation>Umgebungszeile %1: &quot;%2&quot; ist nicht KEY=VALUE</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveLaneModel</name>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="75"/>
        <source>starting its server</source>
        <translation>startet seinen Server</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="187"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="196"/>
        <source>step %1 · repeat %2 · probe %3 · c%4 · ctx %5</source>
        <translation>Schritt %1 · Wiederholung %2 · Probe %3 · c%4 · ctx %5</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="202"/>
        <source>step %1 · repeat %2 · c%3 · ctx %4</source>
        <translation>Schritt %1 · Wiederholung %2 · c%3 · ctx %4</translation>
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
        <translation>Lane</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="231"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="233"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="235"/>
        <source>Current step</source>
        <translation>Aktueller Schritt</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="237"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="239"/>
        <source>Output tok/s</source>
        <translation>Ausgabe-tok/s</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="241"/>
        <source>TTFT median (ms)</source>
        <translation>TTFT-Median (ms)</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="243"/>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../models/waves/wavelanemodel.cpp" line="245"/>
        <source>Steps done</source>
        <translation>Schritte erledigt</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveLaneProxy</name>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="43"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="45"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="47"/>
        <source>between steps</source>
        <translation>zwischen Schritten</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="49"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="51"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavelaneproxy.cpp" line="53"/>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveMonitor</name>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="34"/>
        <source>No wave running</source>
        <translation>Keine Welle aktiv</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="37"/>
        <location filename="../widgets/waves/wavemonitor.cpp" line="386"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="38"/>
        <source>Skip step</source>
        <translation>Schritt überspringen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="39"/>
        <source>Abort wave</source>
        <translation>Welle abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="40"/>
        <source>Compare the Arms</source>
        <translation>Arme vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="43"/>
        <source>GPU telemetry</source>
        <translation>GPU-Telemetrie</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="45"/>
        <source>Per-GPU utilization, power, clocks and temperature appear here while a wave runs.</source>
        <translation>Auslastung, Leistung, Takte und Temperatur je GPU erscheinen hier, während eine Welle läuft.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="58"/>
        <source>Hold the wave after the running step (a load is never paused half-way: a run with a gap measures nothing).</source>
        <translation>Die Welle nach dem laufenden Schritt anhalten (eine Last wird nie mittendrin pausiert: Ein Lauf mit Lücke misst nichts).</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="60"/>
        <source>End the running step now; it is not recorded.</source>
        <translation>Den laufenden Schritt jetzt beenden; er wird nicht aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="61"/>
        <source>End the running loads and the wave; servers are stopped.</source>
        <translation>Die laufenden Lasten und die Welle beenden; die Server werden gestoppt.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="64"/>
        <source>Open the Compare tab on this wave&apos;s runs: the control arm against the candidate, paired by repeat, with the gates.</source>
        <translation>Öffnet den Tab „Vergleich“ mit den Läufen dieser Welle: der Kontroll-Arm gegen den Kandidaten, gepaart nach Wiederholung, mit den Prüfungen.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="67"/>
        <source>%v of %m steps</source>
        <translation>%v von %m Schritten</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="71"/>
        <source>%1 of %2 steps</source>
        <translation>%1 von %2 Schritten</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Failed step</source>
        <translation>Fehlgeschlagener Schritt</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Repeat</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="102"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="122"/>
        <source>Server starts, canaries, failures and notes appear here.</source>
        <translation>Serverstarts, Canaries, Fehlschläge und Notizen erscheinen hier.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="172"/>
        <location filename="../widgets/waves/wavemonitor.cpp" line="394"/>
        <source>Wave %1</source>
        <translation>Welle %1</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="173"/>
        <source>starting…</source>
        <translation>startet…</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="193"/>
        <source>Wave %1 started: %n step(s).</source>
        <translation>
            <numerusform>Welle %1 gestartet: %n Schritt.</numerusform>
            <numerusform>Welle %1 gestartet: %n Schritte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="207"/>
        <source>Step %1: starting the server of arm %2 on %3.</source>
        <translation>Schritt %1: Der Server von Arm %2 wird auf %3 gestartet.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="229"/>
        <source>Step %1 (%2): %3. %4</source>
        <translation>Schritt %1 (%2): %3. %4</translation>
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
        <translation>Arm %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="274"/>
        <source>Wave %1: %2 — %3 recorded, %4 failed, %5 skipped.</source>
        <translation>Welle %1: %2 — %3 aufgezeichnet, %4 fehlgeschlagen, %5 übersprungen.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="312"/>
        <source>Arm %1, repeat %2, input %3 tok: highest concurrency under the SLO %4.</source>
        <translation>Arm %1, Wiederholung %2, Eingabe %3 tok: höchste Nebenläufigkeit unter dem SLO %4.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="317"/>
        <source>Arm %1, repeat %2, input %3 tok: no highest concurrency under the SLO (%4).</source>
        <translation>Arm %1, Wiederholung %2, Eingabe %3 tok: keine höchste Nebenläufigkeit unter dem SLO (%4).</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="336"/>
        <source>%1 holds a higher load than %2 at input %3 tok: its highest concurrency under the SLO is %4 over %n pair(s).</source>
        <translation>
            <numerusform>%1 hält bei Eingabe %3 tok eine höhere Last als %2: seine höchste Nebenläufigkeit unter dem SLO ist %4 über %n Paar.</numerusform>
            <numerusform>%1 hält bei Eingabe %3 tok eine höhere Last als %2: seine höchste Nebenläufigkeit unter dem SLO ist %4 über %n Paare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="343"/>
        <source>%1 holds a lower load than %2 at input %3 tok: its highest concurrency under the SLO is %4 over %n pair(s).</source>
        <translation>
            <numerusform>%1 hält bei Eingabe %3 tok eine niedrigere Last als %2: seine höchste Nebenläufigkeit unter dem SLO ist %4 über %n Paar.</numerusform>
            <numerusform>%1 hält bei Eingabe %3 tok eine niedrigere Last als %2: seine höchste Nebenläufigkeit unter dem SLO ist %4 über %n Paare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="350"/>
        <source>%1 and %2 hold the same load at input %3 tok, to within the search&apos;s resolution (%4 over %n pair(s)).</source>
        <translation>
            <numerusform>%1 und %2 halten bei Eingabe %3 tok dieselbe Last, innerhalb der Auflösung der Suche (%4 über %n Paar).</numerusform>
            <numerusform>%1 und %2 halten bei Eingabe %3 tok dieselbe Last, innerhalb der Auflösung der Suche (%4 über %n Paare).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/wavemonitor.cpp" line="357"/>
        <source>%1 against %2 at input %3 tok: %4 over %n pair(s), too few or too spread to decide.</source>
        <translation>
            <numerusform>%1 gegen %2 bei Eingabe %3 tok: %4 über %n Paar, zu wenige oder zu gestreut für eine Entscheidung.</numerusform>
            <numerusform>%1 gegen %2 bei Eingabe %3 tok: %4 über %n Paare, zu wenige oder zu gestreut für eine Entscheidung.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="372"/>
        <source>Pause asked: the wave holds after the running step.</source>
        <translation>Pause angefordert: Die Welle hält nach dem laufenden Schritt an.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="375"/>
        <source>Resumed.</source>
        <translation>Fortgesetzt.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="386"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="404"/>
        <source>running · %1 elapsed · searching each arm&apos;s highest load under the SLO, probe %2</source>
        <translation>läuft · %1 vergangen · sucht die höchste Last jedes Arms unter dem SLO, Probe %2</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="411"/>
        <source>paused · %1 elapsed</source>
        <translation>pausiert · %1 vergangen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavemonitor.cpp" line="412"/>
        <source>running · %1 elapsed · about %2 left</source>
        <translation>läuft · %1 vergangen · noch etwa %2</translation>
    </message>
</context>
<context>
    <name>lanebook::WavePlanner</name>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="88"/>
        <source>Open Plan…</source>
        <translation>Plan öffnen…</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="89"/>
        <source>Save Plan As…</source>
        <translation>Plan speichern unter…</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="90"/>
        <source>New from Example</source>
        <translation>Neu aus Beispiel</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="94"/>
        <location filename="../widgets/waves/waveplanner.cpp" line="402"/>
        <source>unsaved plan</source>
        <translation>ungespeicherter Plan</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="96"/>
        <source>Start Wave</source>
        <translation>Welle starten</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="149"/>
        <source>New plan from the example (two mock-server arms): edit the configs&apos; commands for your servers, then save it.</source>
        <translation>Neuer Plan aus dem Beispiel (zwei Arme mit Mock-Servern): passen Sie die Befehle der Konfigurationen an Ihre Server an und speichern Sie ihn dann.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="164"/>
        <source>Wave</source>
        <translation>Welle</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="169"/>
        <source>optional: the lane the runs belong to</source>
        <translation>optional: die Lane, zu der die Läufe gehören</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="172"/>
        <source>default: the GPUs the arms name</source>
        <translation>Standard: die GPUs, die die Arme nennen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="177"/>
        <source>A,B every slot (interleaved)</source>
        <translation>A,B in jedem Platz (verschränkt)</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="178"/>
        <source>A,B then B,A (ABBA)</source>
        <translation>A,B dann B,A (ABBA)</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="180"/>
        <source>Arms trade GPUs on odd repeats</source>
        <translation>Arme tauschen bei ungeraden Wiederholungen die GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="183"/>
        <source>Alternate: one load at a time</source>
        <translation>Abwechselnd: eine Last zur Zeit</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="184"/>
        <source>Side by side: arms at the same time</source>
        <translation>Nebeneinander: Arme gleichzeitig</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="188"/>
        <source>A fresh server every repeat</source>
        <translation>Ein frischer Server je Wiederholung</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="189"/>
        <source>A fresh server every run</source>
        <translation>Ein frischer Server je Lauf</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="190"/>
        <source>One server for the whole wave</source>
        <translation>Ein Server für die ganze Welle</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="193"/>
        <source>Record it and go on</source>
        <translation>Festhalten und weitermachen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="194"/>
        <source>Stop the wave</source>
        <translation>Die Welle anhalten</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="204"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="205"/>
        <source>Lane:</source>
        <translation>Lane:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="206"/>
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="207"/>
        <source>Repeats:</source>
        <translation>Wiederholungen:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="208"/>
        <source>Order:</source>
        <translation>Reihenfolge:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="210"/>
        <source>Execution:</source>
        <translation>Ausführung:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="211"/>
        <source>Servers:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="212"/>
        <source>When an arm fails:</source>
        <translation>Wenn ein Arm fehlschlägt:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="225"/>
        <source>Workload points</source>
        <translation>Lastpunkte</translation>
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
        <translation>Eine Anzahl für alle Punkte oder eine je Parallelitätswert.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="252"/>
        <source>Endpoint:</source>
        <translation>Endpunkt:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="253"/>
        <source>Concurrency:</source>
        <translation>Parallelität:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="254"/>
        <source>Context tokens:</source>
        <translation>Kontext-Tokens:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="255"/>
        <source>Output tokens:</source>
        <translation>Ausgabe-Tokens:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="256"/>
        <source>Requests per run:</source>
        <translation>Anfragen je Lauf:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="257"/>
        <source>Warm-up requests:</source>
        <translation>Aufwärm-Anfragen:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="272"/>
        <source>Server configs</source>
        <translation>Server-Konfigurationen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="277"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="278"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="301"/>
        <source>Arms and GPUs</source>
        <translation>Arme und GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <source>Arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <source>Config</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="304"/>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="135"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="308"/>
        <source>GPUs: the indices the arm&apos;s server is pinned to, e.g. &quot;0&quot; or &quot;2,3&quot; for tensor parallelism.</source>
        <translation>GPUs: die Indizes, an die der Server des Arms gebunden ist, z. B. &quot;0&quot; oder &quot;2,3&quot; für Tensor-Parallelität.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="310"/>
        <source>Add Arm</source>
        <translation>Arm hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="311"/>
        <source>Remove Arm</source>
        <translation>Arm entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="330"/>
        <source>Schedule</source>
        <translation>Ablaufplan</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="345"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="346"/>
        <source>Run-to-run coefficient of variation of the same recipe (the A/A noise floor).</source>
        <translation>Variationskoeffizient von Lauf zu Lauf für dasselbe Rezept (die A/A-Rauschgrenze).</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="352"/>
        <source>Run-to-run noise:</source>
        <translation>Rauschen von Lauf zu Lauf:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="380"/>
        <source>Open Wave Plan</source>
        <translation>Wellenplan öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="381"/>
        <location filename="../widgets/waves/waveplanner.cpp" line="393"/>
        <source>Wave plans (*.json)</source>
        <translation>Wellenpläne (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="392"/>
        <source>Save Wave Plan</source>
        <translation>Wellenplan speichern</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="443"/>
        <source>Nothing to run until the problems below are fixed.</source>
        <translation>Nichts auszuführen, bis die Probleme unten behoben sind.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="447"/>
        <source>max-load search under %1 (%2 % met) · at most %n run(s), %3</source>
        <translation>
            <numerusform>Suche der Höchstlast unter %1 (%2 % erfüllt) · höchstens %n Lauf, %3</numerusform>
            <numerusform>Suche der Höchstlast unter %1 (%2 % erfüllt) · höchstens %n Läufe, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="453"/>
        <source>%n run(s), about %1 · order %2</source>
        <translation>
            <numerusform>%n Lauf, etwa %1 · Reihenfolge %2</numerusform>
            <numerusform>%n Läufe, etwa %1 · Reihenfolge %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="462"/>
        <source>%n pair(s) per point detect an effect of about %1 % or more.</source>
        <translation>
            <numerusform>%n Paar je Punkt erkennt einen Effekt von etwa %1 % oder mehr.</numerusform>
            <numerusform>%n Paare je Punkt erkennen einen Effekt von etwa %1 % oder mehr.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="465"/>
        <source>Not enough pairs to detect any effect.</source>
        <translation>Zu wenige Paare, um irgendeinen Effekt zu erkennen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/waves/waveplanner.cpp" line="468"/>
        <source>An exact 95 % interval needs at least %n pairs.</source>
        <translation>
            <numerusform>Ein exaktes 95-%-Intervall braucht mindestens %n Paar.</numerusform>
            <numerusform>Ein exaktes 95-%-Intervall braucht mindestens %n Paare.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner.cpp" line="472"/>
        <source>A wave is running.</source>
        <translation>Eine Welle läuft.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="124"/>
        <source>%1: &quot;%2&quot; is not a list of whole numbers</source>
        <translation>%1: &quot;%2&quot; ist keine Liste ganzer Zahlen</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="149"/>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="151"/>
        <source>Context tokens</source>
        <translation>Kontext-Tokens</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="154"/>
        <source>Requests per run</source>
        <translation>Anfragen je Lauf</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="175"/>
        <source>arm %1: GPUs &quot;%2&quot; is not a list of GPU indices</source>
        <translation>Arm %1: GPUs &quot;%2&quot; ist keine Liste von GPU-Indizes</translation>
    </message>
    <message>
        <location filename="../widgets/waves/waveplanner_editors.cpp" line="183"/>
        <source>config %1: %2</source>
        <translation>Konfiguration %1: %2</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveScheduleModel</name>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="66"/>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="79"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="81"/>
        <source>Repeat</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="83"/>
        <source>Slot</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="85"/>
        <source>Arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="87"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="89"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="91"/>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="93"/>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="95"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="97"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../models/waves/waveschedulemodel.cpp" line="99"/>
        <source>Est. time</source>
        <translation>Gesch. Zeit</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveTrafficEditor</name>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="30"/>
        <source>Fresh prompts</source>
        <translation>Frische Prompts</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="31"/>
        <source>Shared system prompt</source>
        <translation>Geteilter System-Prompt</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="32"/>
        <source>Multi-turn conversations</source>
        <translation>Gespräche mit mehreren Runden</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="33"/>
        <source>Trace replay (Mooncake)</source>
        <translation>Trace-Wiedergabe (Mooncake)</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="34"/>
        <source>Fresh prompts share nothing (a clean A/B of kernels); the others reuse context on purpose, and the cache gate checks the server&apos;s cache served what they declare.</source>
        <translation>Frische Prompts teilen nichts (ein sauberer A/B-Vergleich von Kernels); die anderen verwenden Kontext absichtlich wieder, und das Cache-Gate prüft, dass der Cache des Servers lieferte, was sie angeben.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="38"/>
        <source>The first tokens of every prompt, the same for all: fewer than the context tokens.</source>
        <translation>Die ersten Token jedes Prompts, für alle gleich: weniger als die Kontext-Token.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="46"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="48"/>
        <source>Conversations at every point; the concurrency counts conversations in flight.</source>
        <translation>Gespräche an jedem Punkt; die Nebenläufigkeit zählt laufende Gespräche.</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="61"/>
        <source>Traffic:</source>
        <translation>Verkehr:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="62"/>
        <source>System prompt tokens:</source>
        <translation>System-Prompt-Token:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="63"/>
        <source>Turns:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="64"/>
        <source>Tokens per later turn:</source>
        <translation>Token pro späterer Runde:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="65"/>
        <source>Think time:</source>
        <translation>Denkzeit:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="66"/>
        <source>Conversations:</source>
        <translation>Gespräche:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="67"/>
        <source>Trace file:</source>
        <translation>Trace-Datei:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="68"/>
        <source>Speed-up:</source>
        <translation>Beschleunigung:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="69"/>
        <source>Tokens per block id:</source>
        <translation>Token pro Block-ID:</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavetrafficeditor.cpp" line="132"/>
        <source>Traffic: a trace replay needs its trace file</source>
        <translation>Verkehr: eine Trace-Wiedergabe braucht ihre Trace-Datei</translation>
    </message>
</context>
<context>
    <name>lanebook::WaveWiring</name>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="48"/>
        <source>Waves</source>
        <translation>Wellen</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="150"/>
        <source>Could not read the wave plan %1: %2</source>
        <translation>Der Wellenplan %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="157"/>
        <source>%1 was not opened</source>
        <translation>%1 wurde nicht geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="158"/>
        <source>The wave plan %1 has problems; nothing was changed.

%2</source>
        <translation>Der Wellenplan %1 hat Probleme; nichts wurde geändert.

%2</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="171"/>
        <source>Could not save the wave plan: %1</source>
        <translation>Der Wellenplan konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="232"/>
        <source>Could not keep the wave plan draft: %1</source>
        <translation>Der Entwurf des Wellenplans konnte nicht aufbewahrt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="175"/>
        <source>Wave plan saved to %1</source>
        <translation>Wellenplan gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="181"/>
        <source>Open or create a notebook first: a wave records its runs there.</source>
        <translation>Öffnen oder erstellen Sie zuerst ein Notizbuch: Eine Welle zeichnet ihre Läufe dort auf.</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="185"/>
        <source>A wave is already running; wait for it or abort it first.</source>
        <translation>Es läuft bereits eine Welle; warten Sie auf sie oder brechen Sie sie zuerst ab.</translation>
    </message>
    <message>
        <location filename="../app/gui/wavewiring.cpp" line="194"/>
        <source>The wave cannot start:
%1</source>
        <translation>Die Welle kann nicht starten:
%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/wavewiring.cpp" line="241"/>
        <source>Stopped %n inference server(s) left running by a Lanebook that ended without stopping them.</source>
        <translation>
            <numerusform>%n Inferenz-Server beendet, den ein Lanebook laufen ließ, das endete, ohne ihn zu stoppen.</numerusform>
            <numerusform>%n Inferenz-Server beendet, die ein Lanebook laufen ließ, das endete, ohne sie zu stoppen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lanebook::WavesPage</name>
    <message>
        <location filename="../widgets/waves/wavespage.cpp" line="19"/>
        <source>Wave planner</source>
        <translation>Wellenplaner</translation>
    </message>
    <message>
        <location filename="../widgets/waves/wavespage.cpp" line="22"/>
        <source>Wave monitor</source>
        <translation>Wellenmonitor</translation>
    </message>
</context>
<context>
    <name>lanebook::WelcomePage</name>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="19"/>
        <source>No notebook is open</source>
        <translation>Kein Notizbuch geöffnet</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="24"/>
        <source>A notebook keeps your benchmark runs, from every tool, in one file you can sort, filter and compare. Create one and drop result files on the window, or open an existing one.</source>
        <translation>Ein Notizbuch bewahrt Ihre Benchmark-Läufe aus jedem Werkzeug in einer Datei auf, die Sie sortieren, filtern und vergleichen können. Legen Sie eines an und ziehen Sie Ergebnisdateien auf das Fenster, oder öffnen Sie ein vorhandenes.</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="30"/>
        <source>New Notebook…</source>
        <translation>Neues Notizbuch…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="32"/>
        <source>Open Notebook…</source>
        <translation>Notizbuch öffnen…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="34"/>
        <source>Open Demo Notebook</source>
        <translation>Demo-Notizbuch öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="36"/>
        <source>A notebook filled from real published benchmark results</source>
        <translation>Ein Notizbuch, gefüllt aus echten veröffentlichten Benchmark-Ergebnissen</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="42"/>
        <source>Recent notebooks</source>
        <translation>Zuletzt geöffnete Notizbücher</translation>
    </message>
    <message>
        <location filename="../widgets/shell/welcomepage.cpp" line="87"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
</TS>
