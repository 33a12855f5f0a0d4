-- Issue 33 item 9: how each person wants each event delivered (e-mail, push). Only the switches a person changed are
-- stored (null = the default of their kind, NOTIFICATION_DEFAULTS in @helpdesk/shared); no row = every default.
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"mail" boolean,
	"push" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_event_pk" PRIMARY KEY("user_id","event")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
