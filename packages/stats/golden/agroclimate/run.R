# Agro-climatic indices (decision 044, "Derived indices"), written independently in base R as the
# oracle of packages/stats/src/agroclimate.ts. Run here: `Rscript run.R > output.txt`.
# Oracle: base R 4.2.2 (Debian r-base-core 4.2.2.20221110-2). Input: input.csv (make_input.R),
# intervals.csv. Per day: T = t_mean, else (t_min + t_max)/2; GDD day = max(0, (t_max + t_min)/2
# - base), or max(0, t_mean - base) without both extremes (McMaster & Wilhelm 1997, method 1);
# active sum = sum T over T >= 10; HTC (Selyaninov) = 10 * sum R / sum T over the days with
# T >= 10 and a known R; precipitation sum; frost days = Tmin < 0. Each index over the days with
# its own data, NA when there is none; a day without T, Tmin or R is missing.
options(digits = 15, width = 120)
d <- read.csv("input.csv", colClasses = c(date = "character"))
iv <- read.csv("intervals.csv", colClasses = c(from = "character", to = "character"))

indices <- function(from, to, base) {
  dates <- format(seq(as.Date(from), as.Date(to), by = "day"))
  x <- d[match(dates, d$date), ]
  extremes <- (x$t_min + x$t_max) / 2
  t <- ifelse(is.na(x$t_mean), extremes, x$t_mean)
  t_gdd <- ifelse(is.na(extremes), x$t_mean, extremes)
  r <- x$precipitation
  warm <- !is.na(t) & t >= 10
  htc_days <- warm & !is.na(r)
  sum_or_na <- function(v, known) if (any(known)) sum(v[known]) else NA
  data.frame(
    from = from, to = to, gdd_base = base,
    days = length(dates),
    days_missing = sum(is.na(t) | is.na(x$t_min) | is.na(r)),
    gdd = sum_or_na(pmax(t_gdd - base, 0), !is.na(t_gdd)),
    active_temperature_sum = if (any(!is.na(t))) sum(t[warm]) else NA,
    hydrothermal_coefficient = if (any(htc_days)) 10 * sum(r[htc_days]) / sum(t[htc_days]) else NA,
    precipitation_sum = sum_or_na(r, !is.na(r)),
    frost_days = if (any(!is.na(x$t_min))) sum(x$t_min < 0, na.rm = TRUE) else NA
  )
}

out <- do.call(rbind, Map(indices, iv$from, iv$to, iv$gdd_base))
rownames(out) <- NULL
print(out)
fmt <- out
for (col in c("gdd", "active_temperature_sum", "hydrothermal_coefficient", "precipitation_sum")) {
  fmt[[col]] <- ifelse(is.na(out[[col]]), NA, sprintf("%.15g", out[[col]]))
}
write.csv(fmt, "expected_r.csv", row.names = FALSE)
