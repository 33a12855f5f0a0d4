-- Merge and split (issue 36 item 3): a merged ticket points at the one it went into; a split-off ticket at its source.
ALTER TABLE "tickets" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "split_from_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_merged_into_id_tickets_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_split_from_id_tickets_id_fk" FOREIGN KEY ("split_from_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_merged_into_idx" ON "tickets" USING btree ("merged_into_id") WHERE merged_into_id is not null;--> statement-breakpoint
CREATE INDEX "tickets_split_from_idx" ON "tickets" USING btree ("split_from_id") WHERE split_from_id is not null;