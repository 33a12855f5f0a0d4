ALTER TABLE "companies" ADD COLUMN "contract_start" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contract_end" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contract_renewal" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "carry_over_cap_hours" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "alert_warning_percent" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "alert_limit_percent" integer DEFAULT 100 NOT NULL;