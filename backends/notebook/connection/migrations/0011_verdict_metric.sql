-- Lanebook notebook schema, version 11: the metric a finding's verdict was judged on (the
-- Compare tab's metric when the verdict was recorded, or `finding verdict --metric`), so that
-- the findings export compares and charts that metric, not a default throughput. NULL: none
-- was named (older verdicts); the export then uses the comparison's default metric.
ALTER TABLE findings ADD COLUMN verdict_metric TEXT;
