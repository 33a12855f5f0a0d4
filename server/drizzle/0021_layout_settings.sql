ALTER TABLE "users" ADD COLUMN "sidebar_mode" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "layout_width" text DEFAULT 'fluid' NOT NULL;
