CREATE TABLE "finance_month_versions" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "finance_month_versions_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
CREATE TABLE "finance_month_totals" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"version" integer NOT NULL,
	"basis" text NOT NULL,
	"totals" jsonb NOT NULL,
	CONSTRAINT "finance_month_totals_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "finance_month_totals" ADD CONSTRAINT "finance_month_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A company's month's counted time changes → its version goes up, so stored totals of an older version are not used.
-- Time reports: every inserted, changed or deleted row (before and after), one grouped upsert per statement.
CREATE FUNCTION finance_month_touch_reports() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO finance_month_versions AS v (company_id, month, version)
    SELECT t.company_id, to_char(r.day, 'YYYY-MM'), 1 FROM new_rows r JOIN tickets t ON t.id = r.ticket_id GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO finance_month_versions AS v (company_id, month, version)
    SELECT t.company_id, to_char(r.day, 'YYYY-MM'), 1 FROM old_rows r JOIN tickets t ON t.id = r.ticket_id GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO finance_month_versions AS v (company_id, month, version)
    SELECT t.company_id, to_char(r.day, 'YYYY-MM'), 1
    FROM (SELECT ticket_id, day FROM old_rows UNION SELECT ticket_id, day FROM new_rows) r JOIN tickets t ON t.id = r.ticket_id
    GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Tickets: moved to another company, or trashed / restored — both companies' months the ticket has time in. Deleted:
-- before the row goes (its time reports go with it, when their ticket can no longer be found).
CREATE FUNCTION finance_month_touch_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO finance_month_versions AS v (company_id, month, version)
    SELECT OLD.company_id, to_char(r.day, 'YYYY-MM'), 1 FROM time_reports r WHERE r.ticket_id = OLD.id GROUP BY 1, 2
    ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
    RETURN OLD;
  END IF;
  INSERT INTO finance_month_versions AS v (company_id, month, version)
  SELECT c.company_id, to_char(r.day, 'YYYY-MM'), 1
  FROM (
    SELECT o.id, o.company_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.company_id <> n.company_id OR (o.deleted_at IS NULL) <> (n.deleted_at IS NULL)
    UNION
    SELECT n.id, n.company_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.company_id <> n.company_id OR (o.deleted_at IS NULL) <> (n.deleted_at IS NULL)
  ) c JOIN time_reports r ON r.ticket_id = c.id
  GROUP BY 1, 2
  ON CONFLICT (company_id, month) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER finance_month_reports_insert AFTER INSERT ON time_reports REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION finance_month_touch_reports();--> statement-breakpoint
CREATE TRIGGER finance_month_reports_update AFTER UPDATE ON time_reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION finance_month_touch_reports();--> statement-breakpoint
CREATE TRIGGER finance_month_reports_delete AFTER DELETE ON time_reports REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION finance_month_touch_reports();--> statement-breakpoint
CREATE TRIGGER finance_month_tickets_update AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION finance_month_touch_tickets();--> statement-breakpoint
CREATE TRIGGER finance_month_tickets_delete BEFORE DELETE ON tickets FOR EACH ROW EXECUTE FUNCTION finance_month_touch_tickets();
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "overtime_price" numeric(12, 2);
