-- Lanebook notebook schema, version 8: one notebook for many hosts. A run, a wave and a
-- finding get a UUID, their identity in every notebook they are copied to (push and pull
-- match on it, and a finding's links follow it); a run and a wave record the host they were
-- measured on. A telemetry trace's host is its GPU's (gpus is keyed by host and GPU UUID).
-- UUIDs of existing rows are given by the program after these statements, in the same
-- transaction (neither database has a UUID function the other shares), and an existing wave
-- takes the host of the process that ran it, from its runner_json.
ALTER TABLE runs ADD COLUMN uuid TEXT;
;;
ALTER TABLE runs ADD COLUMN host TEXT;
;;
ALTER TABLE waves ADD COLUMN uuid TEXT;
;;
ALTER TABLE waves ADD COLUMN host TEXT;
;;
ALTER TABLE findings ADD COLUMN uuid TEXT;
;;
CREATE UNIQUE INDEX runs_uuid ON runs(uuid) WHERE uuid IS NOT NULL;
;;
CREATE UNIQUE INDEX waves_uuid ON waves(uuid) WHERE uuid IS NOT NULL;
;;
CREATE UNIQUE INDEX findings_uuid ON findings(uuid) WHERE uuid IS NOT NULL;
;;
CREATE INDEX runs_host ON runs(host);
