CREATE TABLE "time_report_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_report_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"reason" text,
	"moved_by_id" integer,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_month_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_figures" jsonb,
	"voided_approved_at" timestamp with time zone,
	"voided_approved_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "time_report_moves" ADD CONSTRAINT "time_report_moves_time_report_id_time_reports_id_fk" FOREIGN KEY ("time_report_id") REFERENCES "public"."time_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_report_moves" ADD CONSTRAINT "time_report_moves_moved_by_id_users_id_fk" FOREIGN KEY ("moved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_month_history" ADD CONSTRAINT "invoice_month_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_month_history" ADD CONSTRAINT "invoice_month_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_month_history" ADD CONSTRAINT "invoice_month_history_voided_approved_by_id_users_id_fk" FOREIGN KEY ("voided_approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_report_moves_report_idx" ON "time_report_moves" USING btree ("time_report_id");--> statement-breakpoint
CREATE INDEX "invoice_month_history_company_month_idx" ON "invoice_month_history" USING btree ("company_id","month");
