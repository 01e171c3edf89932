# Golden answers of the ANCOVA's adjusted means under the trial's mixed model (issue 18,
# decision 053): 8 lines × 4 repetitions, 3 plots lost (L02/3, L05/1, L07/4), a covariate
# (plants per m²) varying from plot to plot. set.seed(54): repetitions N(0, 1.5), lines N(0, 2),
# slope 0.3, error σ 0.8; rounded to 0.1 (ancova-mixed.csv). lmerTest: y ~ x + line + (1 | rep)
# by REML; emmeans of the lines at the covariate mean (Satterthwaite df), the slope's t test.
# Run from this folder: Rscript ancova-mixed.R   (R 4.2.2, lme4 1.1-31, lmerTest 3.1-3,
# emmeans 1.8.4-1, jsonlite).
suppressPackageStartupMessages({ library(lmerTest); library(emmeans); library(jsonlite) })
set.seed(54)
lines <- sprintf("L%02d", 1:8)
d <- expand.grid(line = lines, rep = 1:4, stringsAsFactors = FALSE)
d$plot <- sprintf("%s/%d", d$line, d$rep)
rep_eff <- rnorm(4, 0, 1.5); line_eff <- setNames(rnorm(8, 0, 2), lines)
d$x <- round(runif(nrow(d), 20, 40), 1)
d$y <- round(30 + rep_eff[d$rep] + line_eff[d$line] + 0.3 * d$x + rnorm(nrow(d), 0, 0.8), 1)
d <- d[order(d$line, d$rep), c("plot", "line", "rep", "x", "y")]
d$lost <- as.integer(d$plot %in% c("L02/3", "L05/1", "L07/4"))
write.csv(d, "ancova-mixed.csv", row.names = FALSE)
k <- d[d$lost == 0, ]
k$line <- factor(k$line); k$rep <- factor(k$rep)
fit <- lmer(y ~ x + line + (1 | rep), data = k, REML = TRUE)
vc <- as.data.frame(VarCorr(fit))
emm <- summary(emmeans(fit, ~line, lmer.df = "satterthwaite"), infer = c(TRUE, FALSE))
co <- summary(fit)$coefficients
write_json(list(
  n = nrow(k),
  covariate_mean = mean(k$x),
  block_variance = vc$vcov[vc$grp == "rep"],
  residual_variance = vc$vcov[vc$grp == "Residual"],
  slope = list(coef = co["x", "Estimate"], se = co["x", "Std. Error"], df = co["x", "df"],
               t = co["x", "t value"], p = co["x", "Pr(>|t|)"]),
  means = lapply(seq_len(nrow(emm)), function(i) list(level = as.character(emm$line[i]),
    mean = emm$emmean[i], se = emm$SE[i], df = emm$df[i], lower = emm$lower.CL[i],
    upper = emm$upper.CL[i]))
), "ancova-mixed.json", auto_unbox = TRUE, digits = NA, pretty = TRUE)
