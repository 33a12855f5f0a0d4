CREATE TABLE "text_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"shortcut" text NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"company_id" integer,
	"category" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_modules" ADD CONSTRAINT "text_modules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_modules_company_idx" ON "text_modules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "text_modules_name_idx" ON "text_modules" USING btree ("name");