ALTER TABLE "time_reports" ADD COLUMN "previous" jsonb;
--> statement-breakpoint
ALTER TABLE "time_reports" ADD COLUMN "resubmitted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "internal_times" ADD COLUMN "from_hour" text DEFAULT '08:00' NOT NULL;
--> statement-breakpoint
CREATE TABLE "period_locks" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by_id" integer,
	CONSTRAINT "period_locks_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "period_locks" ADD CONSTRAINT "period_locks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "period_locks" ADD CONSTRAINT "period_locks_locked_by_id_users_id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
