CREATE TABLE "remote_health" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_health_remote_version_minute_pk" PRIMARY KEY("remote","version","minute")
);
--> statement-breakpoint
ALTER TABLE "remote_deployments" ADD COLUMN "reason" jsonb;--> statement-breakpoint
CREATE INDEX "remote_health_minute_idx" ON "remote_health" USING btree ("minute");