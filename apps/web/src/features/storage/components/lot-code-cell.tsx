import type { SeedLot } from '@plotline/contract/warehouse';
import type { ICellRendererParams } from 'ag-grid-community';

/** What the grid's cells may call on the page. */
export type LotGridContext = { openLot: (lotId: number) => void };

/** A lot's code as a link that opens its panel. */
export function LotCodeCell({
  data,
  context,
}: ICellRendererParams<SeedLot, string, LotGridContext>) {
  if (!data) return null;
  return (
    <button
      type="button"
      className="pl-storage-link"
      onClick={() => context.openLot(data.id)}
      data-testid="open-lot"
    >
      {data.code}
    </button>
  );
}
