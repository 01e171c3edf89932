ALTER TABLE "lines" ADD COLUMN "species" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "origin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "regions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "uniformity" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "heterotic_group" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "genealogy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "owner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "comments" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "herbicides" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "fungicides" text DEFAULT '' NOT NULL;