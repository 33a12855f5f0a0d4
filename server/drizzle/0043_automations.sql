CREATE TABLE "automation_fired" (
	"rule_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"key" text NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_fired_rule_id_ticket_id_pk" PRIMARY KEY("rule_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "automation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"every_minutes" integer,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"active_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"result" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_fired" ADD CONSTRAINT "automation_fired_rule_id_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."automation_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_fired" ADD CONSTRAINT "automation_fired_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_rule_id_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."automation_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_rules_trigger_idx" ON "automation_rules" USING btree ("trigger","position");--> statement-breakpoint
CREATE INDEX "automation_runs_rule_idx" ON "automation_runs" USING btree ("rule_id","created_at");--> statement-breakpoint
CREATE INDEX "automation_runs_ticket_idx" ON "automation_runs" USING btree ("ticket_id");--> statement-breakpoint
ALTER TABLE "tickets" DROP COLUMN "sla_response_warned_for";--> statement-breakpoint
ALTER TABLE "tickets" DROP COLUMN "sla_resolve_warned_for";--> statement-breakpoint
-- The shipped rules (they replace the fixed SLA warning job): switchable and editable like any other.
INSERT INTO "automation_rules" ("name", "trigger", "every_minutes", "conditions", "actions", "position") VALUES
  ('Ostrzeżenie SLA: 80 % czasu na rozwiązanie', 'scheduled', 5, '[{"field":"sla_resolve_elapsed","percent":80}]', '[{"action":"notify_assignee"}]', 1),
  ('Przekroczenie SLA: powiadom kierowników', 'scheduled', 5, '[{"field":"sla_resolve_elapsed","percent":100}]', '[{"action":"notify_managers"}]', 2);
