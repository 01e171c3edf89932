CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"errors" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "field_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer NOT NULL,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_years_year_check" CHECK ("field_years"."year" between 1900 and 2100)
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"company_id" integer,
	"owner_user_id" integer,
	"division_id" integer,
	"created_by" integer,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"subregion" text DEFAULT '' NOT NULL,
	"type" text,
	"width" integer DEFAULT 20 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fields_owner_check" CHECK (("fields"."company_id" is null) <> ("fields"."owner_user_id" is null)),
	CONSTRAINT "fields_width_check" CHECK ("fields"."width" between 2 and 150)
);
--> statement-breakpoint
CREATE TABLE "lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_sort" boolean DEFAULT false NOT NULL,
	"mother_id" integer,
	"father_id" integer,
	"created_by" integer,
	"division_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"plot_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "characteristics_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_year_id" integer NOT NULL,
	"configuration" jsonb NOT NULL,
	CONSTRAINT "characteristics_orders_field_year_id_unique" UNIQUE("field_year_id")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "harvest_technologies" (
	"id" serial PRIMARY KEY NOT NULL,
	"plot_id" integer NOT NULL,
	"technology" text NOT NULL,
	"date_planned" date,
	"date_real" date,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mutations" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"name" text NOT NULL,
	"chr" text NOT NULL,
	"pos" integer NOT NULL,
	"forward_primer" text DEFAULT '' NOT NULL,
	"reverse_primer" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"plot_id" integer,
	"line_id" integer,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"photographed_at" date,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_subject_check" CHECK (("photos"."plot_id" is null) <> ("photos"."line_id" is null))
);
--> statement-breakpoint
CREATE TABLE "plot_genotypes" (
	"id" serial PRIMARY KEY NOT NULL,
	"plot_id" integer NOT NULL,
	"brush_id" integer,
	"mutation_id" integer NOT NULL,
	"first_allele" text NOT NULL,
	"second_allele" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plot_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"plot_id" integer NOT NULL,
	"brush_id" integer,
	"feature_id" integer NOT NULL,
	"value_float" double precision,
	"value_text" text,
	"value_entered" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plot_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"plot_id" integer NOT NULL,
	"brush_id" integer,
	"stage" text NOT NULL,
	"date" date,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plots" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_year_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" text,
	"comment" text DEFAULT '' NOT NULL,
	"width" double precision,
	"length" double precision,
	"repetition" integer DEFAULT 1 NOT NULL,
	"position" integer NOT NULL,
	"plot_group" text,
	"crossbreeding_line_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_years" ADD CONSTRAINT "field_years_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_mother_id_lines_id_fk" FOREIGN KEY ("mother_id") REFERENCES "public"."lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_father_id_lines_id_fk" FOREIGN KEY ("father_id") REFERENCES "public"."lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brushes" ADD CONSTRAINT "brushes_plot_id_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characteristics_orders" ADD CONSTRAINT "characteristics_orders_field_year_id_field_years_id_fk" FOREIGN KEY ("field_year_id") REFERENCES "public"."field_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_technologies" ADD CONSTRAINT "harvest_technologies_plot_id_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutations" ADD CONSTRAINT "mutations_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_plot_id_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_genotypes" ADD CONSTRAINT "plot_genotypes_plot_id_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_genotypes" ADD CONSTRAINT "plot_genotypes_brush_id_brushes_id_fk" FOREIGN KEY ("brush_id") REFERENCES "public"."brushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_genotypes" ADD CONSTRAINT "plot_genotypes_mutation_id_mutations_id_fk" FOREIGN KEY ("mutation_id") REFERENCES "public"."mutations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_results" ADD CONSTRAINT "plot_results_plot_id_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_results" ADD CONSTRAINT "plot_results_brush_id_brushes_id_fk" FOREIGN KEY ("brush_id") REFERENCES "public"."brushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_results" ADD CONSTRAINT "plot_results_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_stages" ADD CONSTRAINT "plot_stages_plot_id_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_stages" ADD CONSTRAINT "plot_stages_brush_id_brushes_id_fk" FOREIGN KEY ("brush_id") REFERENCES "public"."brushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_field_year_id_field_years_id_fk" FOREIGN KEY ("field_year_id") REFERENCES "public"."field_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_crossbreeding_line_id_lines_id_fk" FOREIGN KEY ("crossbreeding_line_id") REFERENCES "public"."lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "jobs" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "field_years_field_year_key" ON "field_years" USING btree ("field_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "fields_crop_name_region_key" ON "fields" USING btree ("crop_id",replace(lower(btrim("name")), 'ё', 'е'),replace(lower(btrim("region")), 'ё', 'е'));--> statement-breakpoint
CREATE UNIQUE INDEX "lines_crop_name_key" ON "lines" USING btree ("crop_id",replace(lower(btrim("name")), 'ё', 'е'));--> statement-breakpoint
CREATE INDEX "lines_mother_idx" ON "lines" USING btree ("mother_id");--> statement-breakpoint
CREATE INDEX "lines_father_idx" ON "lines" USING btree ("father_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brushes_plot_name_key" ON "brushes" USING btree ("plot_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "features_crop_name_key" ON "features" USING btree ("crop_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "harvest_technologies_plot_technology_key" ON "harvest_technologies" USING btree ("plot_id","technology");--> statement-breakpoint
CREATE UNIQUE INDEX "mutations_crop_chr_pos_key" ON "mutations" USING btree ("crop_id","chr","pos");--> statement-breakpoint
CREATE INDEX "photos_plot_idx" ON "photos" USING btree ("plot_id");--> statement-breakpoint
CREATE INDEX "photos_line_idx" ON "photos" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plot_genotypes_plot_mutation_key" ON "plot_genotypes" USING btree ("plot_id","mutation_id") WHERE "plot_genotypes"."brush_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "plot_genotypes_brush_mutation_key" ON "plot_genotypes" USING btree ("brush_id","mutation_id") WHERE "plot_genotypes"."brush_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plot_results_plot_feature_key" ON "plot_results" USING btree ("plot_id","feature_id") WHERE "plot_results"."brush_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "plot_results_brush_feature_key" ON "plot_results" USING btree ("brush_id","feature_id") WHERE "plot_results"."brush_id" is not null;--> statement-breakpoint
CREATE INDEX "plot_results_feature_entered_idx" ON "plot_results" USING btree ("feature_id","value_entered");--> statement-breakpoint
CREATE UNIQUE INDEX "plot_stages_plot_stage_key" ON "plot_stages" USING btree ("plot_id","stage") WHERE "plot_stages"."brush_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "plot_stages_brush_stage_key" ON "plot_stages" USING btree ("brush_id","stage") WHERE "plot_stages"."brush_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plots_field_year_name_key" ON "plots" USING btree ("field_year_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "plots_field_year_label_key" ON "plots" USING btree ("field_year_id","label") WHERE "plots"."label" is not null;--> statement-breakpoint
CREATE INDEX "plots_field_year_position_idx" ON "plots" USING btree ("field_year_id","position");--> statement-breakpoint
CREATE INDEX "plots_line_idx" ON "plots" USING btree ("line_id");