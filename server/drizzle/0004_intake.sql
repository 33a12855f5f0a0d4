CREATE TABLE "inbound_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"ticket_id" integer,
	"unassigned_email_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"check_key" text NOT NULL,
	"ticket_id" integer,
	"last_status" text NOT NULL,
	"alert_count" integer DEFAULT 0 NOT NULL,
	"last_alert_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_tokens" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"reminder_id" integer NOT NULL,
	"occurrence" date NOT NULL,
	"ticket_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_runs_reminder_id_occurrence_pk" PRIMARY KEY("reminder_id","occurrence")
);
--> statement-breakpoint
ALTER TABLE "monitoring_logs" ADD COLUMN "check_key" text;--> statement-breakpoint
ALTER TABLE "monitoring_logs" ADD COLUMN "status" text DEFAULT 'problem' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_logs" ADD COLUMN "severity" text;--> statement-breakpoint
ALTER TABLE "monitoring_logs" ADD COLUMN "source" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_logs" ADD COLUMN "ticket_id" integer;--> statement-breakpoint
ALTER TABLE "unassigned_emails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "unassigned_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_unassigned_email_id_unassigned_emails_id_fk" FOREIGN KEY ("unassigned_email_id") REFERENCES "public"."unassigned_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_checks" ADD CONSTRAINT "monitoring_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_checks" ADD CONSTRAINT "monitoring_checks_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_tokens" ADD CONSTRAINT "monitoring_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_tokens" ADD CONSTRAINT "monitoring_tokens_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_checks_company_check_unique" ON "monitoring_checks" USING btree ("company_id","check_key");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_tokens_hash_unique" ON "monitoring_tokens" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "monitoring_logs" ADD CONSTRAINT "monitoring_logs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_logs_unread_idx" ON "monitoring_logs" USING btree ("received_at") WHERE read_at is null;