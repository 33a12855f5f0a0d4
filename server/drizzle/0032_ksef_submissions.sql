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
ALTER TABLE "ksef_submissions" ADD CONSTRAINT "ksef_submissions_invoice_document_id_invoice_documents_id_fk" FOREIGN KEY ("invoice_document_id") REFERENCES "public"."invoice_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ksef_submissions_status_idx" ON "ksef_submissions" USING btree ("status");