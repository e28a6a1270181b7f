CREATE TABLE "document_references" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"patient_id" text,
	"author" text NOT NULL,
	"blob_id" text NOT NULL,
	"content_type" text NOT NULL,
	"description" text NOT NULL,
	"created_time" timestamp with time zone NOT NULL,
	CONSTRAINT "document_references_blob_id_unique" UNIQUE("blob_id")
);
--> statement-breakpoint
CREATE TABLE "observations" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"performer_account_id" text NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"derived_from" text,
	"created_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"questionnaire_id" text NOT NULL,
	"appointment_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"author_account_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_time" timestamp with time zone NOT NULL,
	CONSTRAINT "questionnaire_responses_appointment_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"display" text NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "appointments" ADD COLUMN "rescheduled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rescheduled_by_session" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "practitioner_payment_status" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "feedback_rating" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "feedback_comment" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "feedback_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "document_references" ADD CONSTRAINT "document_references_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_references" ADD CONSTRAINT "document_references_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_references" ADD CONSTRAINT "document_references_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_performer_account_id_accounts_id_fk" FOREIGN KEY ("performer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_acted_by_staff_accounts_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_references_appointment_idx" ON "document_references" USING btree ("appointment_id","created_time");--> statement-breakpoint
CREATE INDEX "observations_appointment_idx" ON "observations" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "questionnaires_organization_idx" ON "questionnaires" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_appointment" ON "refunds" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "refunds_organization_idx" ON "refunds" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_rescheduled_for_unique" UNIQUE("rescheduled_for");--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_refund_id_unique" UNIQUE("refund_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_feedback_rating_check" CHECK ("appointments"."feedback_rating" is null or "appointments"."feedback_rating" between 1 and 10);