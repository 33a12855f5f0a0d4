ALTER TABLE "companies" ADD COLUMN "it_documentation_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "it_documentation_size" integer;--> statement-breakpoint
CREATE TABLE "company_mail_runs" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_mail_runs_company_id_kind_period_pk" PRIMARY KEY("company_id","kind","period")
);--> statement-breakpoint
ALTER TABLE "company_mail_runs" ADD CONSTRAINT "company_mail_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
