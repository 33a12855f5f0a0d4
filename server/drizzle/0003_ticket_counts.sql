CREATE TABLE "ticket_counts" (
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"assignee_id" integer,
	"deleted_at" timestamp with time zone,
	"n" integer NOT NULL,
	CONSTRAINT "ticket_counts_key" UNIQUE NULLS NOT DISTINCT("company_id","status","type","assignee_id","deleted_at")
);
--> statement-breakpoint
-- Keeps ticket_counts exact: one upsert of the net change per statement (transition tables), so a bulk insert
-- of 1 000 tickets costs one grouped upsert, and an update that moves no counted column changes nothing.
CREATE FUNCTION ticket_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ticket_counts AS c (company_id, status, type, assignee_id, deleted_at, n)
    SELECT company_id, status, type, assignee_id, CASE WHEN deleted_at IS NULL THEN NULL ELSE 'epoch'::timestamptz END, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT ticket_counts_key DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ticket_counts AS c (company_id, status, type, assignee_id, deleted_at, n)
    SELECT company_id, status, type, assignee_id, CASE WHEN deleted_at IS NULL THEN NULL ELSE 'epoch'::timestamptz END, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT ticket_counts_key DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO ticket_counts AS c (company_id, status, type, assignee_id, deleted_at, n)
    SELECT company_id, status, type, assignee_id, trashed, sum(d)
    FROM (
      SELECT company_id, status, type, assignee_id, CASE WHEN deleted_at IS NULL THEN NULL ELSE 'epoch'::timestamptz END AS trashed, -1 AS d FROM old_rows
      UNION ALL
      SELECT company_id, status, type, assignee_id, CASE WHEN deleted_at IS NULL THEN NULL ELSE 'epoch'::timestamptz END, 1 FROM new_rows
    ) moved
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d) <> 0
    ON CONFLICT ON CONSTRAINT ticket_counts_key DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ticket_counts_insert AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_apply();--> statement-breakpoint
CREATE TRIGGER ticket_counts_update AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_apply();--> statement-breakpoint
CREATE TRIGGER ticket_counts_delete AFTER DELETE ON tickets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_apply();--> statement-breakpoint
INSERT INTO ticket_counts (company_id, status, type, assignee_id, deleted_at, n)
SELECT company_id, status, type, assignee_id, CASE WHEN deleted_at IS NULL THEN NULL ELSE 'epoch'::timestamptz END, count(*)
FROM tickets GROUP BY 1, 2, 3, 4, 5;
