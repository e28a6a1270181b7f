CREATE TABLE "recorded_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"account_id" text,
	"key_hash" text NOT NULL,
	"flow" text NOT NULL,
	"language" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ended" boolean NOT NULL,
	"terminal" text NOT NULL,
	"trace" jsonb NOT NULL,
	"checkpoints" jsonb NOT NULL,
	"versions" jsonb NOT NULL,
	"final_state" text NOT NULL,
	"error" text,
	"steps" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "recorded_runs_terminal" CHECK (terminal in ('paid', 'booked', 'failed', 'abandoned', 'ongoing'))
);
--> statement-breakpoint
CREATE TABLE "run_openings" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "assistant_run_id" text;--> statement-breakpoint
ALTER TABLE "recorded_runs" ADD CONSTRAINT "recorded_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_openings" ADD CONSTRAINT "run_openings_run_id_recorded_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."recorded_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_openings" ADD CONSTRAINT "run_openings_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recorded_runs_tenant_started_idx" ON "recorded_runs" USING btree ("tenant","started_at");--> statement-breakpoint
CREATE INDEX "run_openings_run_idx" ON "run_openings" USING btree ("run_id","at");--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_assistant_run_id_recorded_runs_id_fk" FOREIGN KEY ("assistant_run_id") REFERENCES "public"."recorded_runs"("id") ON DELETE set null ON UPDATE no action;