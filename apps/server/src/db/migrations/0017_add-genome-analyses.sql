CREATE TABLE "genome_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"matrix_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"job_id" integer,
	"result" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genome_analysis_data" (
	"analysis_id" integer NOT NULL,
	"name" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "genome_analysis_data_analysis_id_name_pk" PRIMARY KEY("analysis_id","name")
);
--> statement-breakpoint
ALTER TABLE "genome_analyses" ADD CONSTRAINT "genome_analyses_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genome_analyses" ADD CONSTRAINT "genome_analyses_matrix_id_genotype_matrices_id_fk" FOREIGN KEY ("matrix_id") REFERENCES "public"."genotype_matrices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genome_analyses" ADD CONSTRAINT "genome_analyses_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genome_analyses" ADD CONSTRAINT "genome_analyses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genome_analysis_data" ADD CONSTRAINT "genome_analysis_data_analysis_id_genome_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."genome_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "genome_analyses_crop_idx" ON "genome_analyses" USING btree ("crop_id","created_at");--> statement-breakpoint
ALTER TABLE "genome_analysis_data" ALTER COLUMN "data" SET STORAGE EXTERNAL;
