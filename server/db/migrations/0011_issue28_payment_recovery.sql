CREATE TABLE "sandbox_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"gateway" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"decision" text NOT NULL,
	"reason_code" text NOT NULL,
	"message" text NOT NULL,
	"card_number" text,
	"card_type" text,
	"card_expiry" text,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"result_shown_at" timestamp with time zone,
	"notification" text NOT NULL,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"next_notify_at" timestamp with time zone,
	CONSTRAINT "sandbox_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_transactions_decision_check" CHECK (decision in ('ACCEPT', 'DECLINE', 'ERROR')),
	CONSTRAINT "sandbox_transactions_notification_check" CHECK (notification in ('pending', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sandbox_transactions_pending_idx" ON "sandbox_transactions" USING btree ("next_notify_at") WHERE "sandbox_transactions"."notification" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_initiated_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."status" = 'initiated';