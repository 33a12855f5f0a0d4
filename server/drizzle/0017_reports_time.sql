-- The agent report's order (day, agent, id): keyset batches of a year-long export read it from the index.
CREATE INDEX IF NOT EXISTS "time_reports_day_agent_idx" ON "time_reports" USING btree ("day","agent_id","id");
