import type { FieldMap, MapPlotMove } from '@plotline/contract/field-maps-grid';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import { changeFieldMap } from './change-field-map.ts';
import { MAP_GROWTH_ROWS, positionOf, rowsOf } from './field-map-grid.ts';
import type { MapSeason } from './get-field-map-for.ts';

type PlotPlace = { id: number; name: string; position: number };

type Refusal =
  | 'mapMoveRepeated'
  | 'mapMoveNotOnMap'
  | 'mapMoveOutsideWidth'
  | 'mapMoveTooFarDown'
  | 'mapMoveSameCell'
  | 'mapMoveCellTaken';

/** A refused move, named by its 1-based number in the list; rows and columns 1-based too. */
function refuse(key: Refusal, index: number, params: Record<string, string | number>): never {
  throw fieldError('moves', `validation.${key}` satisfies MessageKey, { n: index + 1, ...params });
}

const quoted = (name: string) => `«${name}»`;

/**
 * Checks every move against the map before anything is written: each plot once, on this
 * map, inside the width, at most max(50, number of moves) rows below the last row, and no
 * two moves to one place. @returns the target positions in move order
 * @throws AppError VALIDATION (`moves`) naming the first refused move
 */
function planTargets(
  moves: readonly MapPlotMove[],
  plots: Map<number, PlotPlace>,
  grid: { width: number; rows: number },
): number[] {
  const lowestRow = grid.rows - 1 + Math.max(MAP_GROWTH_ROWS, moves.length);
  const moveOfPlot = new Map<number, number>();
  const moveOfTarget = new Map<number, number>();
  return moves.map((move, index) => {
    const plot = plots.get(move.plot_id);
    const other = moveOfPlot.get(move.plot_id);
    if (other !== undefined) {
      const named = plot ? quoted(plot.name) : move.plot_id;
      refuse('mapMoveRepeated', index, { plot: named, other: other + 1 });
    }
    moveOfPlot.set(move.plot_id, index);
    if (!plot) refuse('mapMoveNotOnMap', index, { plot: move.plot_id });
    const name = quoted(plot.name);
    if (move.column >= grid.width) {
      refuse('mapMoveOutsideWidth', index, {
        plot: name,
        column: move.column + 1,
        width: grid.width,
      });
    }
    if (move.row > lowestRow) {
      refuse('mapMoveTooFarDown', index, { plot: name, row: move.row + 1, max: lowestRow + 1 });
    }
    const target = positionOf(move.row, move.column, grid.width);
    const rival = moveOfTarget.get(target);
    if (rival !== undefined) {
      const place = { row: move.row + 1, column: move.column + 1 };
      refuse('mapMoveSameCell', index, { plot: name, other: rival + 1, ...place });
    }
    moveOfTarget.set(target, index);
    return target;
  });
}

/** The moved plots of the season with their places, and the season's last position. */
async function loadPlaces(tx: Tx, fieldYearId: number, ids: number[]) {
  const [plots, extent] = await Promise.all([
    queryRows<PlotPlace>(
      tx,
      sql`select id, name, position from plots
        where field_year_id = ${fieldYearId} and id = any(${sql.param(ids)}::int[])`,
    ),
    queryRows<{ last: number }>(
      tx,
      sql`select coalesce(max(position), 0)::int as last from plots
        where field_year_id = ${fieldYearId}`,
    ),
  ]);
  return { plots: new Map(plots.map((p) => [p.id, p])), last: extent[0]?.last ?? 0 };
}

/**
 * `move_plots/` (ours, decision 018): the moves apply together, so plots may swap places;
 * a target must be empty once they are applied (not taken by a plot that stays). The grid
 * may grow downwards. One transaction, all or nothing, one statement for the plots.
 * @throws AppError VALIDATION (`moves`) naming the first refused move
 */
export function moveMapPlots(
  db: Db,
  season: MapSeason,
  moves: readonly MapPlotMove[],
): Promise<FieldMap> {
  return changeFieldMap(db, season, async (tx, map) => {
    const ids = moves.map((move) => move.plot_id);
    const { plots, last } = await loadPlaces(tx, season.id, ids);
    const targets = planTargets(moves, plots, { width: map.width, rows: rowsOf(last, map.width) });
    const occupants = await queryRows<PlotPlace>(
      tx,
      sql`select id, name, position from plots
        where field_year_id = ${season.id} and position = any(${sql.param(targets)}::int[])
          and id not in (select unnest(${sql.param(ids)}::int[]))
        order by id`,
    );
    if (occupants.length > 0) {
      const byPosition = new Map(occupants.map((p) => [p.position, p]));
      const index = targets.findIndex((target) => byPosition.has(target));
      const move = moves[index] as MapPlotMove;
      refuse('mapMoveCellTaken', index, {
        plot: quoted(plots.get(move.plot_id)?.name ?? ''),
        row: move.row + 1,
        column: move.column + 1,
        occupant: quoted(byPosition.get(targets[index] as number)?.name ?? ''),
      });
    }
    await tx.execute(sql`
      update plots p set position = m.position
      from unnest(${sql.param(ids)}::int[], ${sql.param(targets)}::int[]) as m(id, position)
      where p.id = m.id`);
    return map;
  });
}
