-- Decision 029: the plot table at 100,000 plots. Each phenotype value repeats its plot's
-- season, filled from the plot by a trigger when an insert leaves it out.
ALTER TABLE "plot_results" ADD COLUMN "field_year_id" integer;--> statement-breakpoint
UPDATE "plot_results" r SET "field_year_id" = p."field_year_id" FROM "plots" p WHERE p."id" = r."plot_id";--> statement-breakpoint
ALTER TABLE "plot_results" ALTER COLUMN "field_year_id" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "plot_results_fill_season"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."field_year_id" IS NULL THEN
    SELECT p."field_year_id" INTO NEW."field_year_id" FROM "plots" p WHERE p."id" = NEW."plot_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plot_results_fill_season" BEFORE INSERT ON "plot_results" FOR EACH ROW EXECUTE FUNCTION "plot_results_fill_season"();--> statement-breakpoint
DROP INDEX "plots_field_year_position_idx";--> statement-breakpoint
CREATE INDEX "plot_results_season_feature_idx" ON "plot_results" USING btree ("field_year_id","feature_id","value_float",replace(lower("value_text"), 'ё', 'е'),"value_text","plot_id") WHERE "plot_results"."brush_id" is null;--> statement-breakpoint
CREATE INDEX "plots_field_year_order_idx" ON "plots" USING btree ("field_year_id","position","id","line_id");--> statement-breakpoint
CREATE INDEX "plots_field_year_comment_idx" ON "plots" USING btree ("field_year_id","comment") WHERE "plots"."comment" <> '';
