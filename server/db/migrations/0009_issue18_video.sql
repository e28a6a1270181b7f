CREATE TABLE "communication_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"communication_id" integer NOT NULL,
	"kind" text NOT NULL,
	"participant_reference" text NOT NULL,
	"participant_status" text,
	"payload" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	CONSTRAINT "communication_events_kind_check" CHECK (kind in ('participant', 'device'))
);
--> statement-breakpoint
CREATE TABLE "communications" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"medium" text NOT NULL,
	"room_id" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "role" text DEFAULT 'front_desk' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "practitioner_id" text;--> statement-breakpoint
ALTER TABLE "communication_events" ADD CONSTRAINT "communication_events_communication_id_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."communications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communication_events_communication_idx" ON "communication_events" USING btree ("communication_id","id");--> statement-breakpoint
CREATE INDEX "communications_appointment_idx" ON "communications" USING btree ("appointment_id","id");--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;