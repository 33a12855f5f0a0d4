ALTER TABLE "inbound_messages" ADD COLUMN "mail_auth" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "mail_auth_details" jsonb;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "mail_auth" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "mail_auth" text;--> statement-breakpoint
ALTER TABLE "unassigned_emails" ADD COLUMN "mail_auth" text;