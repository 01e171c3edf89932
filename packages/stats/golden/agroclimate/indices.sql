-- The agro-climatic indices of decision 044 in PostgreSQL, over the schema of migration 0015
-- (meteo_params, meteo_values): the SQL counterpart of packages/stats/src/agroclimate.ts
-- (indicesByInterval), checked against it through expected_sql.csv.
--   $1 int     the sector (meteo_params.sector_id)
--   $2 date[]  the first day of each interval
--   $3 date[]  the last day of each interval (same length; date_from <= date_to)
--   $4 numeric the GDD base, °C (crops.gdd_base)
-- One row per interval, in the order given (n = 1, 2, …). Per day: T = t_mean, else
-- (t_min + t_max)/2; GDD day = max(0, (t_max + t_min)/2 - base), else max(0, t_mean - base)
-- (method 1); active sum = sum T over T >= 10; HTC = 10 * sum R / sum T over the days with
-- T >= 10 and a known R; frost = t_min < 0. Each index over the days with its own data, null
-- when there is none; a day without T, t_min or R is missing. Careful: greatest() skips nulls,
-- so the GDD of a day without data is guarded by the case.
with intervals as (
  select i.n, i.date_from, i.date_to
  from unnest($2::date[], $3::date[]) with ordinality as i(date_from, date_to, n)
),
pivot as (
  select v.date,
         max(v.value) filter (where p.kind = 't_min') as t_min,
         max(v.value) filter (where p.kind = 't_mean') as t_mean,
         max(v.value) filter (where p.kind = 't_max') as t_max,
         max(v.value) filter (where p.kind = 'precipitation') as r
  from meteo_values v
  join meteo_params p on p.id = v.param_id
  where p.sector_id = $1
    and p.kind in ('t_min', 't_mean', 't_max', 'precipitation')
    and v.date between (select min(date_from) from intervals) and (select max(date_to) from intervals)
  group by v.date
),
daily as (
  select i.n, i.date_from, i.date_to, pivot.t_min, pivot.r,
         coalesce(pivot.t_mean, (pivot.t_min + pivot.t_max) / 2) as t,
         coalesce((pivot.t_min + pivot.t_max) / 2, pivot.t_mean) as t_gdd
  from intervals i
  cross join lateral generate_series(i.date_from, i.date_to, interval '1 day') as g(day)
  left join pivot on pivot.date = g.day::date
)
select n::int as n,
       date_from,
       date_to,
       count(*)::int as days,
       (count(*) filter (where t is null or t_min is null or r is null))::int as days_missing,
       $4::numeric::float8 as gdd_base,
       sum(case when t_gdd is not null then greatest(t_gdd - $4::numeric, 0) end)::float8 as gdd,
       (case when count(t) > 0 then coalesce(sum(t) filter (where t >= 10), 0) end)::float8
         as active_temperature_sum,
       (10 * sum(r) filter (where t >= 10)
         / nullif(sum(t) filter (where t >= 10 and r is not null), 0))::float8
         as hydrothermal_coefficient,
       sum(r)::float8 as precipitation_sum,
       (case when count(t_min) > 0 then count(*) filter (where t_min < 0) end)::int as frost_days
from daily
group by n, date_from, date_to
order by n
