CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"account_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text NOT NULL,
	"reason_code" text NOT NULL,
	"reason" text NOT NULL,
	"excluded" jsonb NOT NULL,
	"remarks" text NOT NULL,
	"items" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"acted_by" text,
	CONSTRAINT "refunds_status_check" CHECK (status in ('requested', 'approved', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "practitioner_payment_status" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_acted_by_staff_accounts_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_appointment" ON "refunds" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "refunds_organization_idx" ON "refunds" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_refund_id_unique" UNIQUE("refund_id");