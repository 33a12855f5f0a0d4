ALTER TABLE "ticket_messages" ADD COLUMN "origin" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "origin" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sender_email" text;--> statement-breakpoint
-- Backfill what filed the existing tickets from the rows that already tie a ticket to its intake: a reminder's
-- occurrence, a monitoring log (monitoring only links the tickets it opened), an e-mail filed as a ticket (mail intake,
-- or an unassigned e-mail made a ticket). Anything else stays `web`. Their senders were never kept: they stay null.
-- Only the matched rows are written; the search triggers do not fire (origin is no search column) and the counts
-- trigger finds no counted column moved.
UPDATE "tickets" SET "origin" = 'email' WHERE "id" IN (SELECT "ticket_id" FROM "inbound_messages" WHERE "outcome" = 'ticket');--> statement-breakpoint
UPDATE "tickets" SET "origin" = 'monitoring' WHERE "id" IN (SELECT "ticket_id" FROM "monitoring_logs");--> statement-breakpoint
UPDATE "tickets" SET "origin" = 'reminder' WHERE "id" IN (SELECT "ticket_id" FROM "reminder_runs");--> statement-breakpoint
-- Messages: every one with a From came from an e-mail (migration 0006 on); on a ticket monitoring opened, one with no
-- From written by nobody or by the company's monitoring account is an alert. The messages' search trigger would
-- rebuild each touched ticket's document for a column it does not read: it is off for these two statements.
ALTER TABLE "ticket_messages" DISABLE TRIGGER "ticket_messages_search_update";--> statement-breakpoint
UPDATE "ticket_messages" SET "origin" = 'email' WHERE "sender_email" IS NOT NULL;--> statement-breakpoint
UPDATE "ticket_messages" m SET "origin" = 'monitoring'
FROM "tickets" t
WHERE t."id" = m."ticket_id" AND t."origin" = 'monitoring' AND m."sender_email" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."author_id" AND u."role" <> 'monitoring');--> statement-breakpoint
ALTER TABLE "ticket_messages" ENABLE TRIGGER "ticket_messages_search_update";
