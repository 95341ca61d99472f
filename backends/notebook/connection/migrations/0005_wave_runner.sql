-- Lanebook notebook schema, version 5: the process that runs a wave (host, PID and the
-- PID's start time), so that a wave left "running" by a Lanebook that crashed is found and
-- marked "interrupted" at the next start instead of looking alive forever.
ALTER TABLE waves ADD COLUMN runner_json TEXT;
