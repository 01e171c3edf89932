import type {
  GenomeAnalysisSummary,
  GwasParameters,
  GwasResult,
  StructureParameters,
  StructureResult,
} from '@plotline/contract/genome-analyses';
import type { Language } from '@plotline/contract/rules';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { cropsVisibleTo } from '../../platform/auth/policy.ts';
import { isMessageKey, translate } from '../../platform/i18n/translate.ts';
import type { JobProblem } from '../../platform/jobs/job-types.ts';
import { managesCropData } from '../genotype-matrices/matrix-access.ts';

type AnalysisRow = Omit<GenomeAnalysisSummary, 'errors' | 'can_delete' | 'kind' | 'parameters'> & {
  parameters: unknown;
  kind: 'structure' | 'gwas' | 'prediction';
  lines: number | null;
  problems: JobProblem[] | null;
  result: unknown;
};

/** The analyses the user may see (their crops), as one query. */
async function selectAnalyses(db: Db, user: CurrentUser, where: SQL): Promise<AnalysisRow[]> {
  return queryRows<AnalysisRow>(
    db,
    sql`select a.id, a.crop_id, a.kind, a.name, a.matrix_id, m.name as matrix_name,
        a.parameters, (a.result -> 'markers' ->> 'kept')::int as markers_kept,
        (a.result ->> 'n')::int as lines, a.job_id,
        case when a.result is not null then 'success' else coalesce(j.status, 'failed') end as status,
        case when a.result is not null then 100 else coalesce(j.progress, 0) end as progress, j.errors as problems, a.result,
        a.created_by,
        coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as created_by_name,
        to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from genome_analyses a
      join genotype_matrices m on m.id = a.matrix_id
      join crops on crops.id = a.crop_id
      left join jobs j on j.id = a.job_id
      left join users u on u.id = a.created_by
      where ${cropsVisibleTo(user)} and ${where}
      order by a.created_at desc, a.id desc`,
  );
}

/** Deleting an analysis: its creator, or who manages the crop's shared data (decision 054). */
function canDelete(user: CurrentUser, row: { created_by: number | null }): boolean {
  return row.created_by === user.id || managesCropData(user);
}

/** A row in the wire shape: problems translated, `can_delete` for this user. */
function present(row: AnalysisRow, user: CurrentUser, language: Language) {
  const { problems, result, lines, markers_kept, ...common } = row;
  const errors = (problems ?? []).map((problem) =>
    isMessageKey(problem.key) ? translate(problem.key, language, problem.params) : problem.key,
  );
  const base = { ...common, errors, can_delete: canDelete(user, row) };
  return { base, lines, markers_kept, result };
}

/** The structure analysis in the wire shape (kind checked by the query). */
export function structureOf(row: ReturnType<typeof present>) {
  const summary = {
    ...row.base,
    kind: 'structure' as const,
    parameters: row.base.parameters as StructureParameters,
    markers_kept: row.markers_kept,
  };
  return { summary, result: row.result as StructureResult | null };
}

/** The GWAS in the wire shape (kind checked by the query). */
export function gwasOf(row: ReturnType<typeof present>) {
  const summary = {
    ...row.base,
    kind: 'gwas' as const,
    parameters: row.base.parameters as GwasParameters,
    lines: row.lines,
  };
  return { summary, result: row.result as GwasResult | null };
}

/** The crop's analyses of a kind the user sees, newest first. */
export async function listAnalyses(
  db: Db,
  user: CurrentUser,
  query: { cropId: number; kind: 'structure' | 'gwas' | 'prediction' },
  language: Language,
) {
  const rows = await selectAnalyses(
    db,
    user,
    sql`a.crop_id = ${query.cropId} and a.kind = ${query.kind}`,
  );
  return rows.map((row) => present(row, user, language));
}

/**
 * One analysis the user sees; `delete` also needs its creator or a manager of the crop's data.
 * @throws AppError NOT_FOUND out of sight (another tenant's); PERMISSION_DENIED for `delete`
 */
export async function getAnalysisFor(
  db: Db,
  user: CurrentUser,
  id: number,
  mode: 'read' | 'delete',
  language: Language = 'en',
  kind?: 'structure' | 'gwas' | 'prediction',
) {
  const ofKind = kind ? sql`and a.kind = ${kind}` : sql``;
  const [row] = await selectAnalyses(db, user, sql`a.id = ${id} ${ofKind}`);
  if (!row) throw new AppError('NOT_FOUND');
  if (mode === 'delete' && !canDelete(user, row)) throw new AppError('PERMISSION_DENIED');
  return present(row, user, language);
}
