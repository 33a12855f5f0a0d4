CREATE TABLE "agent_timers" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_timers" ADD CONSTRAINT "agent_timers_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_timers" ADD CONSTRAINT "agent_timers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_timers_agent_unique" ON "agent_timers" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agent_timers_ticket_idx" ON "agent_timers" USING btree ("ticket_id");