#!/bin/sh
# Rebuilds schema9-damaged.lanebook with the programs of a Lanebook that wrote schema 9
# (commit ff7d7ea, the last before schema 10): BIN is that build's bin folder
# (build/app). What it records is what that version did to a user's notebook:
#  - the same files imported under English, German and Chinese: their runs stored three times,
#    because the source locator ("object 1", "line 3") was stored translated;
#  - a note and a tag on the German copy, a finding linking the Chinese copy;
#  - a wave against lanebook-mock-server: the server's TTFT and ITL histograms
#    (vllm:time_to_first_token_seconds_*, vllm:inter_token_latency_seconds_*) and the workload's
#    timeouts_s.first_token stored masked as secrets, beside a real HF_TOKEN that must stay
#    masked.
# Usage: make-schema9-fixture.sh BIN OUT.lanebook
set -eu
bin=$1
out=$2
data=$(cd "$(dirname "$0")/.." && pwd)
rm -f "$out" "$out-wal" "$out-shm"
files="$data/vllm-bench/openai-chat-infqps-concurrency4-Qwen3-8B-20261103-141522.json
$data/sglang/llama_3_3_70b_online_output.jsonl
$data/aiperf/profile_export_aiperf_0.8.0_mock.json"
for lang in C de_DE.UTF-8 zh_CN.UTF-8; do
    # shellcheck disable=SC2086
    LANG=$lang LC_ALL=$lang LANGUAGE='' "$bin/lanebook-cli" --notebook "$out" import $files
done
cli() { LANG=C LC_ALL=C "$bin/lanebook-cli" --notebook "$out" "$@"; }
# The German copy of the vLLM run (object 1): the second import's first run.
german=$(cli --json runs | /usr/bin/python3 -c 'import json,sys
runs=[r for r in json.load(sys.stdin) if r.get("source",{}).get("locator")=="Objekt 1"]
print(runs[0]["id"])')
chinese=$(cli --json runs | /usr/bin/python3 -c 'import json,sys
runs=[r for r in json.load(sys.stdin) if r.get("source",{}).get("locator")=="对象 1"]
print(runs[0]["id"])')
english=$(cli --json runs | /usr/bin/python3 -c 'import json,sys
runs=[r for r in json.load(sys.stdin) if r.get("source",{}).get("locator")=="object 1"]
print(runs[0]["id"])')
cli annotate "$german" --note "driver 550, checked twice" --tag baseline
cli annotate "$english" --tag baseline
cli finding new --title "Qwen3-8B chat at c=4" --hypothesis "the chat endpoint adds no TTFT"
cli finding link 1 --control "$english" --candidate "$chinese"
port=$(/usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
plan=$(mktemp)
cat > "$plan" <<JSON
{"name": "mock-metrics",
 "configs": [{"name": "mock", "argv": ["$bin/lanebook-mock-server", "--port", "$port", "--itl-ms", "1"],
              "env": {"HF_TOKEN": "hf_abcdefghijklmnopqrstuvwx"},
              "base_url": "http://127.0.0.1:$port", "model": "mock-model",
              "ready_timeout_s": 20, "expected_startup_s": 0.2,
              "recipe": {"runtime": "lanebook-mock", "runtime_version": "1"}}],
 "arms": [{"name": "A", "config": "mock", "role": "control", "gpus": [0]}],
 "gpus": [0],
 "workload": {"concurrency": [2], "context_tokens": [32], "output_tokens": 8, "requests": 4},
 "repeats": 1}
JSON
cli wave run "$plan" --pid-dir "$(mktemp -d)"
rm -f "$plan"
# One file, no WAL beside it.
/usr/bin/python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute("PRAGMA wal_checkpoint(TRUNCATE)"); c.execute("PRAGMA journal_mode=DELETE"); c.close()' "$out"
