ALTER TABLE "jobs" ADD COLUMN "input" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "queue_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancel_requested_at" timestamp with time zone;