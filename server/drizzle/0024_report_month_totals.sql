CREATE TABLE "report_month_versions" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "report_month_versions_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
CREATE TABLE "report_month_totals" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"version" integer NOT NULL,
	"format" integer NOT NULL,
	"opened" integer NOT NULL,
	"resolved" integer NOT NULL,
	"unresolved_at" integer NOT NULL,
	"early" jsonb,
	"figures" jsonb NOT NULL,
	CONSTRAINT "report_month_totals_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "report_month_totals" ADD CONSTRAINT "report_month_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "time_reports_live_day_cover_idx" ON "time_reports" USING btree ("day","ticket_id","kind","outside_contract","minutes","arrival") WHERE rejected_at is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_live_unanswered_idx" ON "tickets" USING btree ("company_id","created_at") WHERE first_response_at is null and deleted_at is null;--> statement-breakpoint
-- A company's report month (Europe/Warsaw, the business time zone) whose figures may change → its version goes up, so
-- stored figures of an older version are not used. Tickets: the months they were created and resolved in, before and
-- after a change of what the reports read; moved to another company, trashed or restored: also the months of their
-- time reports and evaluations. Deleted: before the row goes (its time reports and evaluations go with it).
CREATE FUNCTION report_month_touch_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO report_month_versions AS v (company_id, month, version)
    SELECT k.company_id, k.month, 1 FROM (
      SELECT OLD.company_id, to_char(OLD.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM') AS month
      UNION SELECT OLD.company_id, to_char(OLD.resolved_at AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM')
      UNION SELECT OLD.company_id, to_char(r.day, 'YYYY-MM') FROM time_reports r WHERE r.ticket_id = OLD.id
      UNION SELECT e.company_id, to_char(e.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM') FROM evaluations e WHERE e.ticket_id = OLD.id
    ) k WHERE k.month IS NOT NULL GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
    RETURN OLD;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_month_versions AS v (company_id, month, version)
    SELECT k.company_id, k.month, 1 FROM (
      SELECT n.company_id, to_char(n.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM') AS month FROM new_rows n
      UNION SELECT n.company_id, to_char(n.resolved_at AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM') FROM new_rows n
    ) k WHERE k.month IS NOT NULL GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
    RETURN NULL;
  END IF;
  WITH changed AS (
    SELECT o.id, o.company_id AS old_company, n.company_id AS new_company,
      o.created_at AS old_created, n.created_at AS new_created, o.resolved_at AS old_resolved, n.resolved_at AS new_resolved,
      o.company_id <> n.company_id OR (o.deleted_at IS NULL) <> (n.deleted_at IS NULL) AS moved
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.company_id <> n.company_id OR (o.deleted_at IS NULL) <> (n.deleted_at IS NULL)
      OR o.created_at IS DISTINCT FROM n.created_at OR o.status IS DISTINCT FROM n.status
      OR o.resolved_at IS DISTINCT FROM n.resolved_at OR o.first_response_at IS DISTINCT FROM n.first_response_at
      OR o.first_response_due_at IS DISTINCT FROM n.first_response_due_at OR o.resolve_due_at IS DISTINCT FROM n.resolve_due_at
      OR o.type IS DISTINCT FROM n.type OR o.category IS DISTINCT FROM n.category OR o.priority IS DISTINCT FROM n.priority
  )
  INSERT INTO report_month_versions AS v (company_id, month, version)
  SELECT k.company_id, k.month, 1 FROM (
    SELECT c.old_company AS company_id, to_char(c.old_created AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM') AS month FROM changed c
    UNION SELECT c.new_company, to_char(c.new_created AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM') FROM changed c
    UNION SELECT c.old_company, to_char(c.old_resolved AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM') FROM changed c
    UNION SELECT c.new_company, to_char(c.new_resolved AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM') FROM changed c
    UNION SELECT x.company_id, to_char(r.day, 'YYYY-MM')
      FROM changed c CROSS JOIN LATERAL (VALUES (c.old_company), (c.new_company)) x(company_id) JOIN time_reports r ON r.ticket_id = c.id
      WHERE c.moved
    UNION SELECT e.company_id, to_char(e.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM')
      FROM changed c JOIN evaluations e ON e.ticket_id = c.id WHERE c.moved
  ) k WHERE k.month IS NOT NULL GROUP BY 1, 2
  ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Time reports: the month of every inserted, changed or deleted row (before and after), in its ticket's company.
CREATE FUNCTION report_month_touch_reports() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_month_versions AS v (company_id, month, version)
    SELECT t.company_id, to_char(r.day, 'YYYY-MM'), 1 FROM new_rows r JOIN tickets t ON t.id = r.ticket_id GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_month_versions AS v (company_id, month, version)
    SELECT t.company_id, to_char(r.day, 'YYYY-MM'), 1 FROM old_rows r JOIN tickets t ON t.id = r.ticket_id GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO report_month_versions AS v (company_id, month, version)
    SELECT t.company_id, to_char(r.day, 'YYYY-MM'), 1
    FROM (SELECT ticket_id, day FROM old_rows UNION SELECT ticket_id, day FROM new_rows) r JOIN tickets t ON t.id = r.ticket_id
    GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Evaluations: the month of every inserted, changed or deleted row (before and after), in its own company.
CREATE FUNCTION report_month_touch_evaluations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_month_versions AS v (company_id, month, version)
    SELECT e.company_id, to_char(e.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM'), 1 FROM new_rows e GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_month_versions AS v (company_id, month, version)
    SELECT e.company_id, to_char(e.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM'), 1 FROM old_rows e GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO report_month_versions AS v (company_id, month, version)
    SELECT e.company_id, to_char(e.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM'), 1
    FROM (SELECT company_id, created_at FROM old_rows UNION SELECT company_id, created_at FROM new_rows) e GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER report_month_tickets_insert AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_month_touch_tickets();--> statement-breakpoint
CREATE TRIGGER report_month_tickets_update AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_month_touch_tickets();--> statement-breakpoint
CREATE TRIGGER report_month_tickets_delete BEFORE DELETE ON tickets FOR EACH ROW EXECUTE FUNCTION report_month_touch_tickets();--> statement-breakpoint
CREATE TRIGGER report_month_reports_insert AFTER INSERT ON time_reports REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_month_touch_reports();--> statement-breakpoint
CREATE TRIGGER report_month_reports_update AFTER UPDATE ON time_reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_month_touch_reports();--> statement-breakpoint
CREATE TRIGGER report_month_reports_delete AFTER DELETE ON time_reports REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_month_touch_reports();--> statement-breakpoint
CREATE TRIGGER report_month_evaluations_insert AFTER INSERT ON evaluations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_month_touch_evaluations();--> statement-breakpoint
CREATE TRIGGER report_month_evaluations_update AFTER UPDATE ON evaluations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_month_touch_evaluations();--> statement-breakpoint
CREATE TRIGGER report_month_evaluations_delete AFTER DELETE ON evaluations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_month_touch_evaluations();
