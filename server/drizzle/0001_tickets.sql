CREATE TABLE "ticket_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"message_id" integer,
	"uploaded_by_id" integer,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', body) || to_tsvector('simple', body)) STORED;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', fullid || ' ' || subject) || to_tsvector('simple', fullid || ' ' || subject)) STORED;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_message_id_ticket_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ticket_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_history_ticket_idx" ON "ticket_history" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_messages_search_idx" ON "ticket_messages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin ("search");--> statement-breakpoint
CREATE INDEX "tickets_live_created_idx" ON "tickets" USING btree ("created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_open_created_idx" ON "tickets" USING btree ("created_at","id") WHERE deleted_at is null and status <> 'resolved';--> statement-breakpoint
CREATE INDEX "tickets_company_live_created_idx" ON "tickets" USING btree ("company_id","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_open_assignee_idx" ON "tickets" USING btree ("assignee_id","created_at") WHERE deleted_at is null and status <> 'resolved';--> statement-breakpoint
CREATE INDEX "tickets_trashed_idx" ON "tickets" USING btree ("deleted_at") WHERE deleted_at is not null;