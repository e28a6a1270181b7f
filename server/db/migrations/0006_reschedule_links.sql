ALTER TABLE "appointments" ADD COLUMN "rescheduled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rescheduled_by_session" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_rescheduled_for_unique" UNIQUE("rescheduled_for");