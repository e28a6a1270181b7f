CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"scope" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile_no" text NOT NULL,
	"status" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	CONSTRAINT "accounts_mobile_no_unique" UNIQUE("mobile_no")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"patient_id" text NOT NULL,
	"status" text NOT NULL,
	"token_no" integer NOT NULL,
	"payment_status" text NOT NULL,
	"service_type" text DEFAULT '2' NOT NULL,
	"origin_channel" text DEFAULT 'heartbeat' NOT NULL,
	"created_time" timestamp with time zone NOT NULL,
	"arrived_time" timestamp with time zone,
	CONSTRAINT "appointments_session_token_unique" UNIQUE("session_id","token_no"),
	CONSTRAINT "appointments_status_check" CHECK (status in ('booked', 'arrived', 'cancelled', 'fulfilled', 'noshow', 'entered_in_error')),
	CONSTRAINT "appointments_payment_status_check" CHECK (payment_status in ('pending', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"org_name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile_no" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"prefix" text NOT NULL,
	"given" text[] NOT NULL,
	"family" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"relationship" text,
	"hospital_id" text NOT NULL,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practitioners" (
	"id" text PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"active" boolean NOT NULL,
	"roles" jsonb NOT NULL,
	"specialty_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"started_time" timestamp with time zone,
	"completed_time" timestamp with time zone,
	"appointment_max_allowed" integer NOT NULL,
	"service_type" text DEFAULT '2' NOT NULL,
	"participation_mode" text NOT NULL,
	"organization_id" text NOT NULL,
	"practitioner_id" text NOT NULL,
	"specialty_id" text NOT NULL,
	"location_name" text NOT NULL,
	"location_image_url" text,
	CONSTRAINT "sessions_status_check" CHECK (status in ('scheduled', 'started', 'completed', 'practitioner_canceled', 'provider_aborted')),
	CONSTRAINT "sessions_participation_mode_check" CHECK (participation_mode in ('in_person', 'remote_presence_video_call'))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mobile_no" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"display" text NOT NULL,
	CONSTRAINT "specialties_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_hospital_id_organizations_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioners" ADD CONSTRAINT "practitioners_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_account_idx" ON "access_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "otp_challenges_mobile_created_idx" ON "otp_challenges" USING btree ("mobile_no","created_at");--> statement-breakpoint
CREATE INDEX "patients_account_idx" ON "patients" USING btree ("account_id","created");--> statement-breakpoint
CREATE INDEX "practitioners_specialty_idx" ON "practitioners" USING btree ("specialty_id");--> statement-breakpoint
CREATE INDEX "sessions_start_idx" ON "sessions" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "sessions_practitioner_start_idx" ON "sessions" USING btree ("practitioner_id","start_time");--> statement-breakpoint
CREATE INDEX "sessions_organization_start_idx" ON "sessions" USING btree ("organization_id","start_time");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");