CREATE TABLE "assignee_rotation" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"last_picked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignee_rotation" ADD CONSTRAINT "assignee_rotation_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignee_rotation_last_picked_idx" ON "assignee_rotation" USING btree ("last_picked_at");