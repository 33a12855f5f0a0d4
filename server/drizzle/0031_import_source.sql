-- Issue 34 item 6: how an employee import's file was read (a CSV's encoding and separator), and the uploaded bytes
-- until the preview is confirmed or discarded, so it can be read again in the encoding the user chooses.
ALTER TABLE "employee_imports" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD COLUMN "file" "bytea";
