CREATE TABLE "reminder_opt_outs" (
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_opt_outs_account_id_kind_pk" PRIMARY KEY("account_id","kind"),
	CONSTRAINT "reminder_opt_outs_kind_check" CHECK (kind in ('evening_before', 'two_hours_before', 'doctor_arrived', 'doctor_late', 'report_ready'))
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"kind" text NOT NULL,
	"appointment_id" text NOT NULL,
	"sent_time" timestamp with time zone NOT NULL,
	CONSTRAINT "reminders_sent_kind_appointment_id_pk" PRIMARY KEY("kind","appointment_id"),
	CONSTRAINT "reminders_sent_kind_check" CHECK (kind in ('evening_before', 'two_hours_before', 'doctor_arrived', 'doctor_late', 'report_ready'))
);
--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;