CREATE TABLE "invoice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"invoice_id" integer,
	"issue_date" date NOT NULL,
	"sale_date" date NOT NULL,
	"due_date" date NOT NULL,
	"place_of_issue" text,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"net_grosze" integer NOT NULL,
	"vat_grosze" integer NOT NULL,
	"gross_grosze" integer NOT NULL,
	"corrects_id" integer,
	"correction_reason" text,
	"lines_before" jsonb,
	"time_summary" jsonb,
	"ksef_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"series" text NOT NULL,
	"period" text NOT NULL,
	"last_number" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_number_counters_series_period_pk" PRIMARY KEY("series","period")
);
--> statement-breakpoint
CREATE TABLE "ksef_submissions" (
	"invoice_document_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"session_reference_number" text,
	"reference_number" text,
	"ksef_number" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "nip" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_street" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_postal_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_country_code" text DEFAULT 'PL' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_corrects_id_invoice_documents_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoice_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ksef_submissions" ADD CONSTRAINT "ksef_submissions_invoice_document_id_invoice_documents_id_fk" FOREIGN KEY ("invoice_document_id") REFERENCES "public"."invoice_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_number_unique" ON "invoice_documents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoice_documents_company_month_idx" ON "invoice_documents" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "ksef_submissions_status_idx" ON "ksef_submissions" USING btree ("status");