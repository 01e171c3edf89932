CREATE TABLE "marker_effects" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"mutation_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"region_id" integer,
	"source" text NOT NULL,
	"effect" double precision NOT NULL,
	"se" double precision,
	"p_value" double precision,
	"n" integer,
	"analysis_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marker_effects_key" UNIQUE NULLS NOT DISTINCT("mutation_id","feature_id","region_id","source")
);
--> statement-breakpoint
ALTER TABLE "marker_effects" ADD CONSTRAINT "marker_effects_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marker_effects" ADD CONSTRAINT "marker_effects_mutation_id_mutations_id_fk" FOREIGN KEY ("mutation_id") REFERENCES "public"."mutations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marker_effects" ADD CONSTRAINT "marker_effects_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marker_effects" ADD CONSTRAINT "marker_effects_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marker_effects" ADD CONSTRAINT "marker_effects_analysis_id_genome_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."genome_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marker_effects_feature_idx" ON "marker_effects" USING btree ("crop_id","feature_id");