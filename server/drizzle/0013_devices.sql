CREATE INDEX IF NOT EXISTS "tickets_device_idx" ON "tickets" USING btree ("device_id");
