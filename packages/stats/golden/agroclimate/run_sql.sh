#!/bin/sh
# Runs indices.sql on PostgreSQL (15.x, Debian bookworm) over input.csv and writes expected_sql.csv
# (one row per line of intervals.csv). Run here: `PGURL=postgres://root@127.0.0.1:5432/test sh run_sql.sh`.
# Everything lives in temporary tables of the session; another sector's values and a humidity
# parameter are loaded too, and must not count.
set -eu
psql "${PGURL:-postgres://root@127.0.0.1:5432/test}" -v ON_ERROR_STOP=1 -q <<'SQL'
create temp table meteo_params (id int primary key, sector_id int not null, kind text not null);
create temp table meteo_values (param_id int not null, date date not null, value numeric(14, 4) not null,
  unique (param_id, date));
insert into meteo_params values
  (1, 7, 't_min'), (2, 7, 't_mean'), (3, 7, 't_max'), (4, 7, 'precipitation'),
  (5, 7, 'humidity'), (6, 8, 't_min'), (7, 8, 'precipitation');
create temp table input (date date, t_min numeric, t_mean numeric, t_max numeric, precipitation numeric);
\copy input from 'input.csv' csv header
insert into meteo_values
  select 1, date, t_min from input where t_min is not null
  union all select 2, date, t_mean from input where t_mean is not null
  union all select 3, date, t_max from input where t_max is not null
  union all select 4, date, precipitation from input where precipitation is not null
  union all select 5, date, 99 from input
  union all select 6, date, -40 from input
  union all select 7, date, 500 from input;
create temp table intervals (line serial, date_from date, date_to date, gdd_base numeric);
\copy intervals (date_from, date_to, gdd_base) from 'intervals.csv' csv header
\set query `cat indices.sql`
create function pg_temp.indices(int, date[], date[], numeric)
  returns table (n int, date_from date, date_to date, days int, days_missing int, gdd_base float8,
    gdd float8, active_temperature_sum float8, hydrothermal_coefficient float8,
    precipitation_sum float8, frost_days int)
  language sql as :'query';
\copy (with groups as (select gdd_base, array_agg(line order by line) as lines, array_agg(date_from order by line) as froms, array_agg(date_to order by line) as tos from intervals group by gdd_base) select r.date_from as "from", r.date_to as "to", r.gdd_base, r.days, r.days_missing, r.gdd, r.active_temperature_sum, r.hydrothermal_coefficient, r.precipitation_sum, r.frost_days from groups g cross join lateral pg_temp.indices(7, g.froms, g.tos, g.gdd_base) r order by g.lines[r.n]) to 'expected_sql.csv' csv header null 'NA'
SQL
