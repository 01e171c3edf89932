# Golden answers of the season-index variables (decision 044, issue 16): three nurseries of one
# crop in 2025, each with a weather sector (ancova-gdd-weather.csv) and the same four lines in
# two repetitions (ancova-gdd-plots.csv). The season indices are computed here from the daily
# weather by the formulas of decision 044 (GDD base 5 °C, the crop default; T = (Tmin + Tmax)/2
# as no t_mean is recorded), then: the ANCOVA of yield with GDD as the covariate over the three
# seasons pooled (no blocks), the correlation of yield with ГТК.
# Run from this folder: Rscript ancova-gdd.R > /dev/null  (writes ancova-gdd.json; R 4.2.2,
# emmeans 1.8.4.1, jsonlite).
suppressPackageStartupMessages({ library(emmeans); library(jsonlite) })
weather <- read.csv("ancova-gdd-weather.csv", encoding = "UTF-8")
plots <- read.csv("ancova-gdd-plots.csv", encoding = "UTF-8")
base <- 5
weather$t <- (weather$t_min + weather$t_max) / 2
indices <- do.call(rbind, lapply(split(weather, weather$nursery), function(w) {
  active <- w$t >= 10
  data.frame(nursery = w$nursery[1],
             GDD = sum(pmax(0, w$t - base)),
             SAT = sum(w$t[active]),
             HTC = 10 * sum(w$precipitation[active]) / sum(w$t[active]),
             precipitation = sum(w$precipitation),
             frost = sum(w$t_min < 0))
}))
d <- merge(plots, indices, by = "nursery", sort = FALSE)
d <- d[order(d$nursery, d$plot), ]
d$line <- factor(d$line)

full <- lm(yield ~ line * GDD, data = d)
common <- lm(yield ~ GDD + line, data = d)
s <- summary(full)
co <- coef(s)
f <- s$fstatistic
em <- summary(emmeans(common, ~ line))
cs <- coef(summary(common))["GDD", ]
h <- anova(common, full)
pear <- cor.test(d$yield, d$HTC)
spear <- suppressWarnings(cor.test(d$yield, d$HTC, method = "spearman", exact = FALSE))

out <- list(
  indices = lapply(split(indices, indices$nursery), as.list),
  coefficients = lapply(seq_len(nrow(co)), function(i)
    list(term = rownames(co)[i], coef = co[i, 1], t = co[i, 3], p = co[i, 4])),
  fvalue = unname(f[1]),
  f_pvalue = unname(pf(f[1], f[2], f[3], lower.tail = FALSE)),
  r_squared = s$r.squared,
  adj_r_squared = s$adj.r.squared,
  covariate_mean = mean(d$GDD),
  adjusted_df = em$df[1],
  slope = list(coef = cs[["Estimate"]], se = cs[["Std. Error"]], p = cs[["Pr(>|t|)"]]),
  means = lapply(seq_len(nrow(em)), function(i)
    list(level = as.character(em$line[i]), mean = em$emmean[i], se = em$SE[i],
         lower = em$lower.CL[i], upper = em$upper.CL[i])),
  slope_homogeneity = list(df = h$Df[2], sum_sq = h$`Sum of Sq`[2], F = h$F[2],
                           p = h$`Pr(>F)`[2], df_residual = h$Res.Df[2]),
  correlation_htc = list(n = nrow(d), r = unname(pear$estimate), p = pear$p.value,
                         ci = unname(pear$conf.int[1:2]), rho = unname(spear$estimate),
                         rho_p = spear$p.value)
)
writeLines(toJSON(out, auto_unbox = TRUE, digits = NA, pretty = TRUE), "ancova-gdd.json",
           useBytes = TRUE)
print(s); print(em); print(h); print(pear); print(indices)
