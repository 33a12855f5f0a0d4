-- Issue 33: an answer's e-mails wait for the files it announced (attachments_expected); null = nothing waits.
ALTER TABLE "ticket_messages" ADD COLUMN "mail_files_expected" integer;--> statement-breakpoint
CREATE INDEX "ticket_messages_mail_waiting_idx" ON "ticket_messages" USING btree ("created_at") WHERE "ticket_messages"."mail_files_expected" is not null;