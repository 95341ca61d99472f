-- Lanebook notebook schema, version 13: a lane's latency SLO (models/frontier/slo.h as JSON,
-- {"ttft_ms": 200, "tpot_ms": 50}), the bar its runs are judged against when a command or a
-- wave plan names none (`lanebook-cli lane slo LANE ttft_ms=200,tpot_ms=50`). NULL: the lane
-- sets no SLO, as every lane of an older notebook.
ALTER TABLE lanes ADD COLUMN slo_json TEXT;
