-- Issue 33: automatic mail and rate-limited mail kept aside (mail_mark), the automatic mail's From on a ticket note, and
-- the Message-ID of the e-mail that carried each ticket message, for threading replies by In-Reply-To / References.
ALTER TABLE "ticket_notes" ADD COLUMN "mail_mark" text;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD COLUMN "sender_email" text;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "unassigned_emails" ADD COLUMN "mail_mark" text;--> statement-breakpoint
CREATE INDEX "ticket_messages_message_id_idx" ON "ticket_messages" USING btree ("message_id");
