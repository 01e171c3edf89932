CREATE TABLE "knowledge_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"title" text NOT NULL,
	"gene" text DEFAULT '' NOT NULL,
	"mutation_id" integer,
	"feature_id" integer,
	"body" text DEFAULT '' NOT NULL,
	"references" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planned_line_alleles" (
	"line_id" integer NOT NULL,
	"mutation_id" integer NOT NULL,
	"first_allele" text NOT NULL,
	"second_allele" text NOT NULL,
	CONSTRAINT "planned_line_alleles_line_id_mutation_id_pk" PRIMARY KEY("line_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "planned_lines" (
	"line_id" integer PRIMARY KEY NOT NULL,
	"base_line_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marker_effects" ADD COLUMN "knowledge_entry_id" integer;--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD CONSTRAINT "knowledge_entries_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD CONSTRAINT "knowledge_entries_mutation_id_mutations_id_fk" FOREIGN KEY ("mutation_id") REFERENCES "public"."mutations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD CONSTRAINT "knowledge_entries_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD CONSTRAINT "knowledge_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_line_alleles" ADD CONSTRAINT "planned_line_alleles_line_id_planned_lines_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."planned_lines"("line_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_line_alleles" ADD CONSTRAINT "planned_line_alleles_mutation_id_mutations_id_fk" FOREIGN KEY ("mutation_id") REFERENCES "public"."mutations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_lines" ADD CONSTRAINT "planned_lines_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_lines" ADD CONSTRAINT "planned_lines_base_line_id_lines_id_fk" FOREIGN KEY ("base_line_id") REFERENCES "public"."lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_lines" ADD CONSTRAINT "planned_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_entries_crop_idx" ON "knowledge_entries" USING btree ("crop_id","updated_at");--> statement-breakpoint
CREATE INDEX "knowledge_entries_mutation_idx" ON "knowledge_entries" USING btree ("mutation_id");--> statement-breakpoint
CREATE INDEX "planned_line_alleles_mutation_idx" ON "planned_line_alleles" USING btree ("mutation_id");--> statement-breakpoint
ALTER TABLE "marker_effects" ADD CONSTRAINT "marker_effects_knowledge_entry_id_knowledge_entries_id_fk" FOREIGN KEY ("knowledge_entry_id") REFERENCES "public"."knowledge_entries"("id") ON DELETE cascade ON UPDATE no action;