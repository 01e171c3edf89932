// The phenotype pivot of the varieties summary (issue 14, decision 035), on PostgreSQL: a crop
// with 5,000 lines × 20 phenotypes × 5 years (one nursery per year, one plot per line and
// year: 25,000 plots, 500,000 values), seeded in a few set-based statements. Each figure is
// the median (and p95) of a pivot page over HTTP, as the web asks for it.
import { sql } from 'drizzle-orm';
import { startServer } from '../e2e/support/start-server.ts';
import { BENCH_USER, benchDatabaseUrl, seedBenchSeason } from './bench-database.ts';
import type { Report } from './bench-report.ts';

const BENCH_DB = 'plotline_bench_line_pivot';
const LINES = 5_000;
const FEATURES = 20;
/** Of the features, the last ones are qualitative (colours). */
const QUALITATIVE = 4;
const YEARS = [2021, 2022, 2023, 2024, 2025];
const TARGET_MS = 300;
const RUNS = 15;
/** A company member who reads every season through an access group. */
const GRANTEE = 'grantee';

/** Median and 95th percentile of `runs` timed calls (after one warm-up). */
async function time(runs: number, call: () => Promise<unknown>) {
  await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** The crop (id 1) of the bench user: nurseries, lines, features, plots and values. */
async function seedLinePivot(databaseUrl: string) {
  const { database, db } = await seedBenchSeason(databaseUrl);
  // the bench season's nursery grows 2025; one more nursery, in its own region, per other year
  await db.execute(sql`with f as (insert into fields (crop_id, owner_user_id, name, region)
      select 1, owner_user_id, 'Питомник ' || y, 'Регион ' || (y % 3)
      from crops, unnest(${sql.param(YEARS.slice(0, -1))}::int[]) y returning id, name)
    insert into field_years (field_id, year) select id, substr(name, 10)::int from f`);
  await db.execute(sql`insert into lines (crop_id, name, is_sort)
    select 1, 'Линия ' || lpad(g::text, 5, '0'), g % 10 = 0 from generate_series(1, ${LINES}) g`);
  await db.execute(sql`insert into features (crop_id, name, kind)
    select 1, 'признак ' || lpad(g::text, 2, '0'),
      case when g > ${FEATURES - QUALITATIVE} then 'qualitative' else 'quantitative' end
    from generate_series(1, ${FEATURES}) g`);
  await db.execute(sql`insert into plots (field_year_id, line_id, name, position)
    select fy.id, l.id, l.name || '/' || fy.year, l.id from field_years fy cross join lines l`);
  await db.execute(sql`insert into plot_results (plot_id, field_year_id, feature_id, value_float,
      value_text, value_entered, unit)
    select p.id, p.field_year_id, f.id,
      case when f.kind = 'quantitative' then round((random() * 100)::numeric, 1)::float8 end,
      case when f.kind = 'qualitative' then (array['красный', 'белый', 'жёлтый'])[1 + (p.id + f.id) % 3] end,
      '', case when f.kind = 'quantitative' then 'см' else '' end
    from plots p cross join features f`);
  await db.execute(
    sql`update plot_results set value_entered = coalesce(value_float::text, value_text)`,
  );
  // the crop becomes a company's (the bench user its head), and a second member reads every
  // season through an access group: the grantee's path of the policy
  await db.execute(sql`with c as (insert into companies (name) values ('Агро') returning id),
      u as (update users set company_id = (select id from c), role = 'head_of_company'
        where username = ${BENCH_USER.username} returning id),
      cr as (update crops set company_id = (select id from c), owner_user_id = null returning id)
    update fields set company_id = (select id from c), owner_user_id = null,
      created_by = (select id from u)`);
  await db.execute(sql`insert into users (username, password_hash, company_id, role)
    select ${GRANTEE}, password_hash, company_id, 'employee' from users
    where username = ${BENCH_USER.username}`);
  await db.execute(sql`with g as (insert into user_groups (company_id, name, read, write)
      select company_id, 'Читатели', true, false from users where username = ${GRANTEE}
      returning id),
    m as (insert into user_group_members (group_id, user_id)
      select g.id, u.id from g, users u where u.username = ${GRANTEE})
    insert into field_year_permissions (group_id, field_year_id) select g.id, fy.id
    from g, field_years fy`);
  await db.execute(sql`vacuum analyze`);
  await database.close();
}

/** Runs the line-pivot benchmark and prints its figures. */
export async function benchLinePivot(report: Report): Promise<void> {
  const databaseUrl = await benchDatabaseUrl(BENCH_DB);
  if (!databaseUrl) {
    console.log('line pivot: no PostgreSQL reachable, skipped');
    return;
  }
  const seedStarted = performance.now();
  await seedLinePivot(databaseUrl);
  console.log(
    `line pivot: seeded ${LINES} lines × ${FEATURES} phenotypes × ${YEARS.length} years in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  try {
    const signIn = async (username: string) => {
      const login = await fetch(`${server.url}/api/v1/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...BENCH_USER, username }),
      });
      return ((await login.json()) as { access: string }).access;
    };
    const owner = await signIn(BENCH_USER.username);
    const grantee = await signIn(GRANTEE);
    const column = encodeURIComponent('признак 03|2024');
    const filters = encodeURIComponent(
      JSON.stringify([
        { column: 'признак 05|2023', min: 20, max: 80 },
        { column: 'признак 18|2025', contains: 'бел' },
      ]),
    );
    const cases = [
      { name: 'first page by name', query: '', access: owner },
      { name: 'sorted by a column, descending', query: `&sort_by=-${column}`, access: owner },
      { name: 'two column filters, page 3', query: `&filters=${filters}&page=3`, access: owner },
      {
        name: 'by region, varieties only',
        query: '&show_data_by=region&is_sort=true',
        access: owner,
      },
      { name: 'first page, a grantee', query: '', access: grantee },
      { name: 'sorted by a column, a grantee', query: `&sort_by=-${column}`, access: grantee },
    ];
    for (const { name, query, access } of cases) {
      const url = `${server.url}/api/v1/plotline_db/line_phenotype_pivot_table/?spec_id=1&page_size=50${query}`;
      const first = await fetch(url, { headers: { authorization: `Bearer ${access}` } });
      const answer = (await first.json()) as { data?: { cells: object }[] };
      const cells = answer.data?.reduce((sum, row) => sum + Object.keys(row.cells).length, 0);
      if (!cells) throw new Error(`line pivot: ${name} gave no cells`);
      const { median, p95 } = await time(RUNS, async () => {
        const answer = await fetch(url, { headers: { authorization: `Bearer ${access}` } });
        if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
        await answer.arrayBuffer();
      });
      report(`line pivot: ${name}`, median, 'ms', TARGET_MS, true);
      console.log(
        `${''.padEnd(34)} p95 ${p95.toFixed(1)} ms, ${answer.data?.length} rows, ${cells} cells`,
      );
    }
  } finally {
    await server.stop();
  }
}
