import { z } from 'zod';
import { Id, idList, integerInput, optionalText, patchBody, requiredText, text } from './common.ts';
import { PageMeta } from './lines.ts';
import { INPUT_MAX_LENGTH, REPETITIONS_MAX, YEAR_MAX, YEAR_MIN } from './rules.ts';

/**
 * The seed warehouse (issue 15, decision 040): warehouses, storage locations, seed lots and
 * their ledger, sending plots to the warehouse, sowing plans, labels.
 * Weights are grams (up to 3 decimals), amounts whole seeds or packets.
 */

export const WAREHOUSE_NAME_MAX_LENGTH = 255;
export const LOCATION_NAME_MAX_LENGTH = 255;
export const LOT_TEXT_MAX_LENGTH = INPUT_MAX_LENGTH;
export const LOT_PAGE_SIZE_DEFAULT = 250;
export const LOT_PAGE_SIZE_MAX = 1000;
/** Plots one request may send to the warehouse; lots one label sheet or plan may hold. */
export const SEND_PLOTS_MAX = 5000;
export const LABEL_LOTS_MAX = 5000;
export const PLAN_LOTS_MAX = 2000;
/** Largest weight of one lot or entry (g): 10 t. */
export const WEIGHT_MAX = 10_000_000;
export const AMOUNT_MAX = 100_000_000;
/** Largest 1000-seed weight (g): far above any crop's (beans ~2 kg), within its column. */
export const WEIGHT_1000_MAX = 100_000;

/** A weight in grams: a number ≥ 0 (at most `max`) with at most 3 decimals. */
export const weightInput = (max = WEIGHT_MAX) =>
  z
    .number({ error: 'errors.number' })
    .min(0)
    .max(max)
    .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, {
      message: 'warehouse.weightDecimals',
    });
/** A signed weight change in grams (a correction may take seed away). */
export const weightChange = () =>
  z
    .number({ error: 'errors.number' })
    .min(-WEIGHT_MAX)
    .max(WEIGHT_MAX)
    .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, {
      message: 'warehouse.weightDecimals',
    });

// ------------------------------------------------------------------------------------------
// Warehouses and locations.

/** `GET warehouses/?spec_id`: the crop's warehouses with their locations and totals. */
export const WarehouseQuery = z.object({ spec_id: Id });
export const CreateWarehouseBody = z.object({
  spec_id: Id,
  name: requiredText(WAREHOUSE_NAME_MAX_LENGTH),
});
export const UpdateWarehouseBody = patchBody({
  name: requiredText(WAREHOUSE_NAME_MAX_LENGTH).optional(),
});

export const StorageLocation = z.object({
  id: z.number().int(),
  warehouse: z.number().int(),
  name: z.string(),
  count_of_lots: z.number().int(),
  weight: z.number().describe('grams kept here'),
});
export type StorageLocation = z.infer<typeof StorageLocation>;

export const Warehouse = z.object({
  warehouse_id: z.number().int(),
  name: z.string(),
  spec_id: z.number().int(),
  locations: z.array(StorageLocation),
  count_of_lots: z.number().int(),
  weight: z.number(),
  /** The caller may rename or delete it (decision 040). */
  can_manage: z.boolean(),
});
export type Warehouse = z.infer<typeof Warehouse>;

/** `POST warehouse_storage/`, `PATCH warehouse_storage/<id>/`. */
export const CreateLocationBody = z.object({
  warehouse: Id,
  name: requiredText(LOCATION_NAME_MAX_LENGTH),
});
export const UpdateLocationBody = patchBody({
  name: requiredText(LOCATION_NAME_MAX_LENGTH).optional(),
});

// ------------------------------------------------------------------------------------------
// Seed lots.

export const LEDGER_KINDS = [
  'harvest',
  'sowing',
  'transfer',
  'correction',
  'booking',
  'release',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const lotText = optionalText(LOT_TEXT_MAX_LENGTH);

/** The descriptive fields of a lot (not its quantities: those change through the ledger). */
export const LotFields = {
  reserved: z.boolean().optional(),
  weight_1000: weightInput(WEIGHT_1000_MAX).nullish(),
  region: lotText.optional(),
  experiment: lotText.optional(),
  plant_number: lotText.optional(),
  selection_number: lotText.optional(),
  date_added: z.iso.date().optional(),
  address: lotText.optional(),
  sowing_tolerance: weightInput().nullish(),
  comment: optionalText(2000).optional(),
};

/** `POST seeds/`: a lot by hand: its line, location and first weight (a `harvest` entry). */
export const CreateLotBody = z.object({
  spec_id: Id,
  location: Id,
  line_id: Id,
  plot_id: Id.nullish(),
  weight: weightInput(),
  amount: integerInput({ min: 0, max: AMOUNT_MAX }).default(0),
  ...LotFields,
});
export type CreateLotBody = z.input<typeof CreateLotBody>;

/** `PATCH seeds/<id>/`: descriptive fields, or moving the lot to another location. */
export const UpdateLotBody = patchBody({ location: Id.optional(), ...LotFields });

/**
 * `POST seeds/<id>/ledger/`: a change of the lot's quantities: `correction` (± weight/amount,
 * a note required), `transfer` (weight/amount to `to_lot`, or into a new lot at `to_location`).
 * Bookings and sowings come from sowing plans only.
 */
export const LedgerEntryBody = z.object({
  kind: z.enum(['correction', 'transfer']),
  weight: weightChange().default(0),
  amount: integerInput({ min: -AMOUNT_MAX, max: AMOUNT_MAX }).default(0),
  to_lot: Id.optional(),
  to_location: Id.optional(),
  note: optionalText(2000),
});
export type LedgerEntryBody = z.input<typeof LedgerEntryBody>;

export const LedgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  weight: z.number(),
  amount: z.number().int(),
  booked_weight: z.number(),
  booked_amount: z.number().int(),
  other_lot: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  sowing_plan_id: z.number().int().nullable(),
  note: z.string(),
  created_by: z.string().nullable().describe('the user’s name'),
  created_at: z.string(),
  /** The lot's weight after this entry. */
  balance: z.number(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const SeedLot = z.object({
  id: z.number().int(),
  code: z.string(),
  spec_id: z.number().int(),
  location: z.number().int(),
  location_name: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  line_id: z.number().int(),
  line_name: z.string(),
  plot_id: z.number().int().nullable(),
  plot_name: z.string(),
  field_id: z.number().int().nullable(),
  nursery: z.string(),
  year: z.number().int().nullable(),
  weight: z.number(),
  amount: z.number().int(),
  booked_weight: z.number(),
  booked_amount: z.number().int(),
  available_weight: z.number(),
  available_amount: z.number().int(),
  reserved: z.boolean(),
  weight_1000: z.number().nullable(),
  region: z.string(),
  experiment: z.string(),
  plant_number: z.string(),
  selection_number: z.string(),
  date_added: z.string(),
  address: z.string(),
  sowing_tolerance: z.number().nullable(),
  comment: z.string(),
});
export type SeedLot = z.infer<typeof SeedLot>;

/**
 * The answer of `POST seeds/<id>/ledger/` (201): the lot after the entry and, for a transfer,
 * the lot that received the seed (a new one when sent to `to_location`).
 */
export const LedgerEntryResult = z.object({
  lot: SeedLot,
  other_lot: SeedLot.nullable(),
});
export type LedgerEntryResult = z.infer<typeof LedgerEntryResult>;

export const LOT_SORT_KEYS = [
  'code',
  'line_name',
  'location_name',
  'year',
  'weight',
  'available_weight',
  'booked_weight',
  'date_added',
] as const;

/** `GET seeds/?spec_id…`: lots, paged, sorted, filtered (line substring, year, location…). */
export const LotListQuery = z.object({
  spec_id: Id,
  page: integerInput({ min: 1 }).default(1),
  page_size: integerInput({ min: 1, max: LOT_PAGE_SIZE_MAX }).default(LOT_PAGE_SIZE_DEFAULT),
  sort_by: z
    .enum([...LOT_SORT_KEYS, ...LOT_SORT_KEYS.map((key) => `-${key}` as const)])
    .default('code'),
  line: text().max(LOT_TEXT_MAX_LENGTH).optional(),
  line_id: Id.optional(),
  year: integerInput({ min: YEAR_MIN, max: YEAR_MAX }).optional(),
  warehouse: Id.optional(),
  location: Id.optional(),
  available_only: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type LotListQuery = z.input<typeof LotListQuery>;
export const LotList = z.object({ meta: PageMeta, data: z.array(SeedLot) });
export type LotList = z.infer<typeof LotList>;

/**
 * `POST seeds/send_plots/`: one lot per plot at `location`, its provenance copied from the
 * plot, its first weight from `weights` (per plot) or from the plot's value of the
 * quantitative `weight_feature` (taken as grams), else 0; one transaction.
 */
export const SendPlotsBody = z.object({
  spec_id: Id,
  location: Id,
  plot_ids: idList(SEND_PLOTS_MAX).min(1),
  weight_feature: text().max(INPUT_MAX_LENGTH).optional(),
  weights: z.record(z.string(), weightInput()).optional().describe('plot id → grams'),
});
export type SendPlotsBody = z.input<typeof SendPlotsBody>;
export const SentPlots = z.object({ lots: z.array(SeedLot) });

/** `GET summary_warehouse_seed_info/?spec_id`: totals and low stock. */
export const WarehouseSummary = z.object({
  by_warehouse: z.array(
    z.object({
      warehouse_id: z.number().int(),
      name: z.string(),
      count_of_lots: z.number().int(),
      weight: z.number(),
      booked_weight: z.number(),
    }),
  ),
  by_line: z.array(
    z.object({
      line_id: z.number().int(),
      line_name: z.string(),
      count_of_lots: z.number().int(),
      weight: z.number(),
      available_weight: z.number(),
      /** Available below what one sowing needs (the largest sowing tolerance of its lots). */
      low_stock: z.boolean(),
    }),
  ),
  by_year: z.array(
    z.object({
      year: z.number().int().nullable(),
      count_of_lots: z.number().int(),
      weight: z.number(),
    }),
  ),
});
export type WarehouseSummary = z.infer<typeof WarehouseSummary>;

// ------------------------------------------------------------------------------------------
// Sowing plans.

export const CreateSowingPlanBody = z.object({
  spec_id: Id,
  field_id: Id,
  year: integerInput({ min: YEAR_MIN, max: YEAR_MAX }),
  name: optionalText(LOT_TEXT_MAX_LENGTH),
});
/** `GET sowing_plans/?spec_id` (&field_id, &year): the crop's plans in reach (decision 041). */
export const SowingPlanQuery = z.object({
  spec_id: Id,
  field_id: Id.optional(),
  year: integerInput({ min: YEAR_MIN, max: YEAR_MAX }).optional(),
});
/** `PATCH sowing_plans/<id>/`: a draft's name. */
export const UpdateSowingPlanBody = patchBody({
  name: optionalText(LOT_TEXT_MAX_LENGTH).optional(),
});
/** `PATCH sowing_plans/<id>/items/<item_id>/`: what is booked of the lot, and its plots. */
export const UpdateBookingBody = patchBody({
  weight: weightInput().optional(),
  amount: integerInput({ min: 0, max: AMOUNT_MAX }).optional(),
  repetitions: integerInput({ min: 1, max: REPETITIONS_MAX }).optional(),
});
export type UpdateBookingBody = z.input<typeof UpdateBookingBody>;
/** Path parameters of a plan's item. */
export const SowingPlanItemParams = z.object({ id: Id, item_id: Id });

/** `POST sowing_plans/<id>/items/`: book a lot (a `booking` entry); 409 when not enough is available. */
export const BookLotBody = z.object({
  lot: Id,
  weight: weightInput(),
  amount: integerInput({ min: 0, max: AMOUNT_MAX }).default(0),
  repetitions: integerInput({ min: 1, max: REPETITIONS_MAX }).default(1),
});
export type BookLotBody = z.input<typeof BookLotBody>;

export const SowingPlanItem = z.object({
  id: z.number().int(),
  lot: SeedLot,
  weight: z.number(),
  amount: z.number().int(),
  repetitions: z.number().int(),
});
export const SowingPlan = z.object({
  id: z.number().int(),
  spec_id: z.number().int(),
  field_id: z.number().int(),
  field_name: z.string(),
  year: z.number().int(),
  name: z.string(),
  status: z.enum(['draft', 'accepted']),
  items: z.array(SowingPlanItem),
  total_weight: z.number(),
  /** After acceptance: the season its plots were created in. */
  year_id: z.number().int().nullable(),
});
export type SowingPlan = z.infer<typeof SowingPlan>;
export const SowingPlanList = z.array(SowingPlan);

// ------------------------------------------------------------------------------------------
// Labels.

export const LABEL_FORMATS = ['a4-3x8', 'a4-2x7', 'a4-4x10', 'thermal-58x40'] as const;
/** `POST seeds/labels/`: a PDF of labels for lots, or for the locations given. */
export const LabelsBody = z
  .object({
    spec_id: Id,
    lots: idList(LABEL_LOTS_MAX).default([]),
    locations: idList(LABEL_LOTS_MAX).default([]),
    format: z.enum(LABEL_FORMATS).default('a4-3x8'),
  })
  .refine((body) => body.lots.length + body.locations.length > 0, {
    message: 'warehouse.nothingToLabel',
    path: ['lots'],
  });
export type LabelsBody = z.input<typeof LabelsBody>;
