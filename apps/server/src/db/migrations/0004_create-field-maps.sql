CREATE TABLE "field_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_year_id" integer NOT NULL,
	"width" integer NOT NULL,
	"design" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_maps_field_year_id_unique" UNIQUE("field_year_id"),
	CONSTRAINT "field_maps_width_check" CHECK ("field_maps"."width" between 2 and 150)
);
--> statement-breakpoint
ALTER TABLE "field_maps" ADD CONSTRAINT "field_maps_field_year_id_field_years_id_fk" FOREIGN KEY ("field_year_id") REFERENCES "public"."field_years"("id") ON DELETE cascade ON UPDATE no action;