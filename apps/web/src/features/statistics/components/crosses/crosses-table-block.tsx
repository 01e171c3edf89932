import type { StatTable } from '../../utils/crosses/crosses-stat-table.ts';
import { StatTableView } from './crosses-stat-table-view.tsx';

type TableBlockProps = { table: StatTable; isSortable?: boolean };

/** A titled results table with its notes (thresholds, tests) under it. */
export function TableBlock({ table, isSortable }: TableBlockProps) {
  return (
    <section className="pl-cross-block" aria-labelledby={`pl-cross-${table.id}`}>
      <h3 className="pl-cross-block-title" id={`pl-cross-${table.id}`}>
        {table.title}
      </h3>
      <StatTableView table={table} isSortable={isSortable} />
      {table.notes?.map((note) => (
        <p key={note} className="pl-cross-note">
          {note}
        </p>
      ))}
    </section>
  );
}
