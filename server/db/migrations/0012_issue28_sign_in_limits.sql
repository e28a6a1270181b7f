CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "requested_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "next_try_at" timestamp with time zone;