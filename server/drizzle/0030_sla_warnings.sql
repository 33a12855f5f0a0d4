-- Issue 33 item 9: the deadlines the SLA warning job last warned about. A deadline that moved (a priority change, a
-- resume after waiting) differs from what was warned about and is warned about again.
ALTER TABLE "tickets" ADD COLUMN "sla_response_warned_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_resolve_warned_for" timestamp with time zone;
--> statement-breakpoint
-- Deadlines already passed at the upgrade count as warned about: no flood of warnings for old overdue tickets.
UPDATE "tickets" SET "sla_response_warned_for" = "first_response_due_at" WHERE "first_response_due_at" < now();--> statement-breakpoint
UPDATE "tickets" SET "sla_resolve_warned_for" = "resolve_due_at" WHERE "resolve_due_at" < now();
