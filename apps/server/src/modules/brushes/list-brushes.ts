import type { Brush } from '@plotline/contract/brushes';
import type { PlotGenotype, PlotResult, PlotStage } from '@plotline/contract/plots';
import { EMERGENCE_STAGE } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

type Owned<T> = T & { brush_id: number };

function groupByBrush<T extends { brush_id: number }>(
  rows: T[],
): Map<number, Omit<T, 'brush_id'>[]> {
  const map = new Map<number, Omit<T, 'brush_id'>[]>();
  for (const { brush_id, ...rest } of rows) {
    const list = map.get(brush_id);
    if (list) list.push(rest);
    else map.set(brush_id, [rest]);
  }
  return map;
}

/**
 * The plant rows of a plot by name, each with its phenotype values, stages (days after
 * sowing from the row's own emergence stage, else the plot's) and allele pairs, in the plot
 * table's item shapes. Four queries whatever the number of rows.
 */
export async function listBrushes(db: Db, plotId: number): Promise<Brush[]> {
  const [rows, features, stages, genotypes] = await Promise.all([
    queryRows<{ brush_id: number; brush_name: string }>(
      db,
      sql`select id as brush_id, name as brush_name from brushes
        where plot_id = ${plotId} order by name, id`,
    ),
    queryRows<Owned<PlotResult>>(
      db,
      sql`select r.brush_id, r.id as plot_final_id, f.name as plot_final_feature,
          r.value_entered as plot_final_value, r.unit as plot_final_unit
        from plot_results r join features f on f.id = r.feature_id
        where r.plot_id = ${plotId} and r.brush_id is not null order by f.name`,
    ),
    queryRows<Owned<PlotStage>>(
      db,
      sql`select s.brush_id, s.id as plot_stage_id, s.stage as stage_of_vegetation,
          s.date::text as date_of_stage,
          (s.date - coalesce(own.date, plot.date))::int as days_after_sowing
        from plot_stages s
        left join plot_stages own on own.brush_id = s.brush_id and own.stage = ${EMERGENCE_STAGE}
        left join plot_stages plot on plot.plot_id = s.plot_id and plot.brush_id is null
          and plot.stage = ${EMERGENCE_STAGE}
        where s.plot_id = ${plotId} and s.brush_id is not null
        order by s.date nulls last, s.stage`,
    ),
    queryRows<Owned<PlotGenotype>>(
      db,
      sql`select g.brush_id, m.id as mutation_table_id, g.id as plot_genotype_id,
          m.name as mut_name, g.first_allele, g.second_allele, g.source, g.depth, g.quality
        from plot_genotypes g join mutations m on m.id = g.mutation_id
        where g.plot_id = ${plotId} and g.brush_id is not null order by m.name`,
    ),
  ]);
  const [f, s, g] = [groupByBrush(features), groupByBrush(stages), groupByBrush(genotypes)];
  return rows.map((row) => ({
    ...row,
    features: f.get(row.brush_id) ?? [],
    stages: s.get(row.brush_id) ?? [],
    genotypes: g.get(row.brush_id) ?? [],
  }));
}
