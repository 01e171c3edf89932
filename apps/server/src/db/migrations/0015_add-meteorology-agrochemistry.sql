CREATE TABLE "agro_params" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"owner_user_id" integer,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"created_by" integer,
	CONSTRAINT "agro_params_owner_check" CHECK (("agro_params"."company_id" is null) <> ("agro_params"."owner_user_id" is null)),
	CONSTRAINT "agro_params_year_check" CHECK ("agro_params"."year" between 1900 and 2100),
	CONSTRAINT "agro_params_kind_check" CHECK ("agro_params"."kind" in ('humus', 'n', 'p2o5', 'k2o', 'ph', 'other'))
);
--> statement-breakpoint
CREATE TABLE "agro_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"param_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"plot_id" integer,
	"date" date NOT NULL,
	"value" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meteo_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"sector_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meteo_events_kind_check" CHECK ("meteo_events"."kind" in ('frost', 'hail', 'drought', 'heavy_rain', 'other'))
);
--> statement-breakpoint
CREATE TABLE "meteo_params" (
	"id" serial PRIMARY KEY NOT NULL,
	"sector_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	CONSTRAINT "meteo_params_kind_check" CHECK ("meteo_params"."kind" in ('t_min', 't_mean', 't_max', 'precipitation', 'humidity', 'wind', 'other'))
);
--> statement-breakpoint
CREATE TABLE "meteo_sector_fields" (
	"sector_id" integer NOT NULL,
	"field_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meteo_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"owner_user_id" integer,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meteo_sectors_owner_check" CHECK (("meteo_sectors"."company_id" is null) <> ("meteo_sectors"."owner_user_id" is null)),
	CONSTRAINT "meteo_sectors_year_check" CHECK ("meteo_sectors"."year" between 1900 and 2100)
);
--> statement-breakpoint
CREATE TABLE "meteo_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"param_id" integer NOT NULL,
	"date" date NOT NULL,
	"value" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crops" ADD COLUMN "gdd_base" numeric(5, 2) DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "agro_params" ADD CONSTRAINT "agro_params_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agro_params" ADD CONSTRAINT "agro_params_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agro_params" ADD CONSTRAINT "agro_params_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agro_values" ADD CONSTRAINT "agro_values_param_id_agro_params_id_fk" FOREIGN KEY ("param_id") REFERENCES "public"."agro_params"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agro_values" ADD CONSTRAINT "agro_values_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agro_values" ADD CONSTRAINT "agro_values_plot_id_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meteo_events" ADD CONSTRAINT "meteo_events_sector_id_meteo_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."meteo_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meteo_events" ADD CONSTRAINT "meteo_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meteo_params" ADD CONSTRAINT "meteo_params_sector_id_meteo_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."meteo_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meteo_sector_fields" ADD CONSTRAINT "meteo_sector_fields_sector_id_meteo_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."meteo_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meteo_sector_fields" ADD CONSTRAINT "meteo_sector_fields_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meteo_sectors" ADD CONSTRAINT "meteo_sectors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meteo_sectors" ADD CONSTRAINT "meteo_sectors_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meteo_sectors" ADD CONSTRAINT "meteo_sectors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meteo_values" ADD CONSTRAINT "meteo_values_param_id_meteo_params_id_fk" FOREIGN KEY ("param_id") REFERENCES "public"."meteo_params"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agro_params_company_name_key" ON "agro_params" USING btree ("company_id","year",replace(lower(btrim("name")), 'ё', 'е')) WHERE "agro_params"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agro_params_owner_name_key" ON "agro_params" USING btree ("owner_user_id","year",replace(lower(btrim("name")), 'ё', 'е')) WHERE "agro_params"."owner_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agro_values_key" ON "agro_values" USING btree ("param_id","field_id",coalesce("plot_id", 0),"date");--> statement-breakpoint
CREATE INDEX "agro_values_field_idx" ON "agro_values" USING btree ("field_id","date");--> statement-breakpoint
CREATE INDEX "agro_values_plot_idx" ON "agro_values" USING btree ("plot_id");--> statement-breakpoint
CREATE INDEX "meteo_events_sector_date_idx" ON "meteo_events" USING btree ("sector_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "meteo_params_name_key" ON "meteo_params" USING btree ("sector_id",replace(lower(btrim("name")), 'ё', 'е'));--> statement-breakpoint
CREATE UNIQUE INDEX "meteo_params_kind_key" ON "meteo_params" USING btree ("sector_id","kind") WHERE "meteo_params"."kind" <> 'other';--> statement-breakpoint
CREATE UNIQUE INDEX "meteo_sector_fields_field_key" ON "meteo_sector_fields" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "meteo_sector_fields_sector_idx" ON "meteo_sector_fields" USING btree ("sector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meteo_sectors_company_name_key" ON "meteo_sectors" USING btree ("company_id",replace(lower(btrim("name")), 'ё', 'е')) WHERE "meteo_sectors"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "meteo_sectors_owner_name_key" ON "meteo_sectors" USING btree ("owner_user_id",replace(lower(btrim("name")), 'ё', 'е')) WHERE "meteo_sectors"."owner_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "meteo_values_param_date_key" ON "meteo_values" USING btree ("param_id","date");--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_gdd_base_check" CHECK ("crops"."gdd_base" between -10 and 40);