# Agro-climatic indices (decision 044): a synthetic season of daily weather for the cross-check.
# Made once with `Rscript make_input.R` (R 4.2.2, Debian r-base-core); input.csv is frozen.
# 2023-04-01 .. 2023-10-31 (214 days): seasonal mean + noise, Tmin/Tmax around it, Tmean recorded
# on some days only, rain on ~40 % of days; values to 0.1 (a station's resolution); ~6 % of each
# column missing and 2023-06-12 .. 06-18 without any record. A few boundary values are set on
# purpose: T exactly 10.0 (counted as active), Tmin exactly 0.0 (not a frost).
set.seed(44)
dates <- seq(as.Date("2023-04-01"), as.Date("2023-10-31"), by = "day")
n <- length(dates)
doy <- as.numeric(format(dates, "%j"))
mean_t <- 9 + 11 * sin(2 * pi * (doy - 105) / 365) + rnorm(n, 0, 2.5)
half_range <- runif(n, 3, 8)
d <- data.frame(
  date = format(dates),
  t_min = round(mean_t - half_range, 1),
  t_mean = ifelse(runif(n) < 0.6, round(mean_t + rnorm(n, 0, 0.4), 1), NA),
  t_max = round(mean_t + half_range, 1),
  precipitation = ifelse(runif(n) < 0.4, round(rgamma(n, 0.8, 0.15), 1), 0)
)
for (col in c("t_min", "t_max", "precipitation")) d[[col]][runif(n) < 0.06] <- NA
d[d$date == "2023-05-20", c("t_min", "t_mean", "t_max")] <- list(4.0, 10.0, 16.0)
d[d$date == "2023-05-21", c("t_min", "t_mean", "t_max")] <- list(6.0, NA, 14.0)
d[d$date == "2023-09-28", c("t_min", "t_mean", "t_max")] <- list(0.0, 7.5, 15.0)
d <- d[!(d$date >= "2023-06-12" & d$date <= "2023-06-18"), ]
write.csv(d, "input.csv", row.names = FALSE, na = "")
