CREATE INDEX "seed_lots_crop_weight_idx" ON "seed_lots" USING btree ("crop_id","weight","id");--> statement-breakpoint
CREATE INDEX "seed_lots_crop_booked_idx" ON "seed_lots" USING btree ("crop_id","booked_weight","id");--> statement-breakpoint
CREATE INDEX "seed_lots_crop_available_idx" ON "seed_lots" USING btree ("crop_id",("weight" - "booked_weight"),"id");--> statement-breakpoint
CREATE INDEX "seed_lots_crop_date_idx" ON "seed_lots" USING btree ("crop_id","date_added","id");--> statement-breakpoint
CREATE INDEX "seed_lots_crop_year_idx" ON "seed_lots" USING btree ("crop_id","year","id");