CREATE TABLE "seed_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"kind" text NOT NULL,
	"weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"booked_weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"booked_amount" integer DEFAULT 0 NOT NULL,
	"other_lot_id" integer,
	"sowing_plan_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"plot_id" integer,
	"code" text GENERATED ALWAYS AS ('L' || lpad(id::text, 7, '0')) STORED NOT NULL,
	"weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"booked_weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"booked_amount" integer DEFAULT 0 NOT NULL,
	"reserved" boolean DEFAULT false NOT NULL,
	"weight_1000" numeric(10, 3),
	"region" text DEFAULT '' NOT NULL,
	"field_id" integer,
	"nursery" text DEFAULT '' NOT NULL,
	"year" integer,
	"plot_name" text DEFAULT '' NOT NULL,
	"experiment" text DEFAULT '' NOT NULL,
	"plant_number" text DEFAULT '' NOT NULL,
	"selection_number" text DEFAULT '' NOT NULL,
	"date_added" date DEFAULT current_date NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"sowing_tolerance" numeric(14, 3),
	"comment" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_lots_weight_check" CHECK ("seed_lots"."weight" >= 0 and "seed_lots"."booked_weight" >= 0),
	CONSTRAINT "seed_lots_amount_check" CHECK ("seed_lots"."amount" >= 0 and "seed_lots"."booked_amount" >= 0),
	CONSTRAINT "seed_lots_booked_check" CHECK ("seed_lots"."booked_weight" <= "seed_lots"."weight" and "seed_lots"."booked_amount" <= "seed_lots"."amount")
);
--> statement-breakpoint
CREATE TABLE "sowing_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"weight" numeric(14, 3) DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"repetitions" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sowing_plan_items_check" CHECK ("sowing_plan_items"."weight" >= 0 and "sowing_plan_items"."amount" >= 0 and "sowing_plan_items"."repetitions" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "sowing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"year" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "sowing_plans_year_check" CHECK ("sowing_plans"."year" between 1900 and 2100)
);
--> statement-breakpoint
CREATE TABLE "storage_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"crop_id" integer NOT NULL,
	"company_id" integer,
	"owner_user_id" integer,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_owner_check" CHECK (("warehouses"."company_id" is null) <> ("warehouses"."owner_user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "seed_ledger" ADD CONSTRAINT "seed_ledger_lot_id_seed_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."seed_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_ledger" ADD CONSTRAINT "seed_ledger_other_lot_id_seed_lots_id_fk" FOREIGN KEY ("other_lot_id") REFERENCES "public"."seed_lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_ledger" ADD CONSTRAINT "seed_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_plot_id_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_lots" ADD CONSTRAINT "seed_lots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sowing_plan_items" ADD CONSTRAINT "sowing_plan_items_plan_id_sowing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."sowing_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sowing_plan_items" ADD CONSTRAINT "sowing_plan_items_lot_id_seed_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."seed_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sowing_plans" ADD CONSTRAINT "sowing_plans_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sowing_plans" ADD CONSTRAINT "sowing_plans_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sowing_plans" ADD CONSTRAINT "sowing_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seed_ledger_lot_idx" ON "seed_ledger" USING btree ("lot_id","id");--> statement-breakpoint
CREATE INDEX "seed_lots_crop_idx" ON "seed_lots" USING btree ("crop_id","id");--> statement-breakpoint
CREATE INDEX "seed_lots_location_idx" ON "seed_lots" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "seed_lots_line_idx" ON "seed_lots" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "seed_lots_plot_idx" ON "seed_lots" USING btree ("plot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sowing_plan_items_lot_key" ON "sowing_plan_items" USING btree ("plan_id","lot_id");--> statement-breakpoint
CREATE INDEX "sowing_plans_field_idx" ON "sowing_plans" USING btree ("field_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_locations_name_key" ON "storage_locations" USING btree ("warehouse_id",replace(lower(btrim("name")), 'ё', 'е'));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_company_name_key" ON "warehouses" USING btree ("company_id",replace(lower(btrim("name")), 'ё', 'е')) WHERE "warehouses"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_owner_name_key" ON "warehouses" USING btree ("owner_user_id",replace(lower(btrim("name")), 'ё', 'е')) WHERE "warehouses"."owner_user_id" is not null;--> statement-breakpoint
CREATE INDEX "warehouses_crop_idx" ON "warehouses" USING btree ("crop_id");--> statement-breakpoint
-- A lot's weight, amount and bookings are the sums of its ledger (decision 040): each new entry
-- adds its deltas to the lot in the same statement; the lot's checks then refuse a balance or a
-- booking below zero, or a booking above the balance (SQLSTATE 23514: the server's 409), and
-- the row lock makes two racing entries wait for each other. The lot's sums are changed by
-- nothing else: a direct change of them is refused.
CREATE FUNCTION seed_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('plotline.ledger_apply', 'on', true);
  UPDATE seed_lots SET
    weight = weight + NEW.weight,
    amount = amount + NEW.amount,
    booked_weight = booked_weight + NEW.booked_weight,
    booked_amount = booked_amount + NEW.booked_amount
  WHERE id = NEW.lot_id;
  PERFORM set_config('plotline.ledger_apply', 'off', true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER seed_ledger_apply AFTER INSERT ON seed_ledger
  FOR EACH ROW EXECUTE FUNCTION seed_ledger_apply();--> statement-breakpoint
ALTER TABLE seed_ledger ENABLE ALWAYS TRIGGER seed_ledger_apply;--> statement-breakpoint
CREATE FUNCTION seed_lots_sums_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.weight <> 0 OR NEW.amount <> 0 OR NEW.booked_weight <> 0 OR NEW.booked_amount <> 0 THEN
      RAISE EXCEPTION 'a seed lot starts empty: its sums come from its ledger'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'seed_lots_ledger_check';
    END IF;
  ELSIF coalesce(current_setting('plotline.ledger_apply', true), 'off') <> 'on' AND (
      NEW.weight IS DISTINCT FROM OLD.weight OR NEW.amount IS DISTINCT FROM OLD.amount OR
      NEW.booked_weight IS DISTINCT FROM OLD.booked_weight OR
      NEW.booked_amount IS DISTINCT FROM OLD.booked_amount) THEN
    RAISE EXCEPTION 'a seed lot''s sums change only through its ledger'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'seed_lots_ledger_check';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER seed_lots_sums_guard BEFORE INSERT OR UPDATE ON seed_lots
  FOR EACH ROW EXECUTE FUNCTION seed_lots_sums_guard();--> statement-breakpoint
ALTER TABLE seed_lots ENABLE ALWAYS TRIGGER seed_lots_sums_guard;--> statement-breakpoint
-- entries are history: never changed, never deleted except with their lot
CREATE FUNCTION seed_ledger_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM seed_lots WHERE id = OLD.lot_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'seed ledger entries are never changed or deleted'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'seed_ledger_frozen_check';
END
$$;--> statement-breakpoint
CREATE TRIGGER seed_ledger_frozen BEFORE UPDATE OR DELETE ON seed_ledger
  FOR EACH ROW EXECUTE FUNCTION seed_ledger_frozen();
