import type { SowingPlan } from '@plotline/contract/warehouse';

/** A weight in grams for the interface language: up to 3 decimals, digits grouped. */
export function formatGrams(grams: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(grams);
}

/** Totals of a plan's bookings: lots, seeds, plots to sow (a lot per repetition). */
export function planTotals(plan: SowingPlan) {
  let amount = 0;
  let plots = 0;
  for (const item of plan.items) {
    amount += item.amount;
    plots += item.repetitions;
  }
  return { lots: plan.items.length, weight: plan.total_weight, amount, plots };
}
