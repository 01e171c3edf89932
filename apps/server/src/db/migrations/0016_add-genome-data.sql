CREATE TABLE "genome_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"plot_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"data_type" text DEFAULT 'wgs' NOT NULL,
	"paired" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"error" jsonb,
	"job_id" integer,
	"qc" jsonb,
	"qc_key" text,
	"allele_counts" jsonb,
	"reads" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "genome_files_size_check" CHECK ("genome_files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "genotype_matrices" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"name" text NOT NULL,
	"source_name" text DEFAULT '' NOT NULL,
	"encoding" text DEFAULT 'gt2' NOT NULL,
	"sample_count" integer NOT NULL,
	"marker_count" integer NOT NULL,
	"chunk_markers" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genotype_matrix_chunks" (
	"matrix_id" integer NOT NULL,
	"chunk" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "genotype_matrix_chunks_matrix_id_chunk_pk" PRIMARY KEY("matrix_id","chunk")
);
--> statement-breakpoint
CREATE TABLE "genotype_matrix_markers" (
	"matrix_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"mutation_id" integer,
	"name" text NOT NULL,
	"chr" text NOT NULL,
	"pos" integer NOT NULL,
	"ref" text NOT NULL,
	"alt" text NOT NULL,
	"alt_freq" real,
	"call_rate" real NOT NULL,
	CONSTRAINT "genotype_matrix_markers_matrix_id_idx_pk" PRIMARY KEY("matrix_id","idx")
);
--> statement-breakpoint
CREATE TABLE "genotype_matrix_samples" (
	"matrix_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"name" text NOT NULL,
	"line_id" integer,
	"plot_id" integer,
	CONSTRAINT "genotype_matrix_samples_matrix_id_idx_pk" PRIMARY KEY("matrix_id","idx")
);
--> statement-breakpoint
ALTER TABLE "mutations" ADD COLUMN "ref_allele" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mutations" ADD COLUMN "alt_allele" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mutations" ADD COLUMN "flank_left" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mutations" ADD COLUMN "flank_right" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mutations" ADD COLUMN "gene" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mutations" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mutations" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "plot_genotypes" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "plot_genotypes" ADD COLUMN "depth" integer;--> statement-breakpoint
ALTER TABLE "plot_genotypes" ADD COLUMN "quality" integer;--> statement-breakpoint
ALTER TABLE "genome_files" ADD CONSTRAINT "genome_files_plot_id_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genome_files" ADD CONSTRAINT "genome_files_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genome_files" ADD CONSTRAINT "genome_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotype_matrices" ADD CONSTRAINT "genotype_matrices_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotype_matrices" ADD CONSTRAINT "genotype_matrices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotype_matrix_chunks" ADD CONSTRAINT "genotype_matrix_chunks_matrix_id_genotype_matrices_id_fk" FOREIGN KEY ("matrix_id") REFERENCES "public"."genotype_matrices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotype_matrix_markers" ADD CONSTRAINT "genotype_matrix_markers_matrix_id_genotype_matrices_id_fk" FOREIGN KEY ("matrix_id") REFERENCES "public"."genotype_matrices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotype_matrix_markers" ADD CONSTRAINT "genotype_matrix_markers_mutation_id_mutations_id_fk" FOREIGN KEY ("mutation_id") REFERENCES "public"."mutations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotype_matrix_samples" ADD CONSTRAINT "genotype_matrix_samples_matrix_id_genotype_matrices_id_fk" FOREIGN KEY ("matrix_id") REFERENCES "public"."genotype_matrices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotype_matrix_samples" ADD CONSTRAINT "genotype_matrix_samples_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotype_matrix_samples" ADD CONSTRAINT "genotype_matrix_samples_plot_id_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "genome_files_plot_idx" ON "genome_files" USING btree ("plot_id");--> statement-breakpoint
CREATE INDEX "genotype_matrices_crop_idx" ON "genotype_matrices" USING btree ("crop_id");--> statement-breakpoint
CREATE INDEX "genotype_matrix_markers_site_idx" ON "genotype_matrix_markers" USING btree ("matrix_id","chr","pos");--> statement-breakpoint
CREATE INDEX "genotype_matrix_markers_mutation_idx" ON "genotype_matrix_markers" USING btree ("mutation_id");--> statement-breakpoint
CREATE INDEX "genotype_matrix_samples_line_idx" ON "genotype_matrix_samples" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "genotype_matrix_samples_plot_idx" ON "genotype_matrix_samples" USING btree ("plot_id");--> statement-breakpoint
CREATE INDEX "plot_genotypes_mutation_idx" ON "plot_genotypes" USING btree ("mutation_id");--> statement-breakpoint
-- chunks are read by substring (one sample's calls of a range): uncompressed TOAST reads only those pages
ALTER TABLE "genotype_matrix_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
