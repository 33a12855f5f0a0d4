CREATE TABLE "remote_releases" (
	"remote" text PRIMARY KEY NOT NULL,
	"active_version" text,
	"canary_version" text,
	"canary_percent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_deployments" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"version" text,
	"previous_version" text,
	"canary_percent" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_deployments_remote_idx" ON "remote_deployments" USING btree ("remote","id");
