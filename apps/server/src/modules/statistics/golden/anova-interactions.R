# Golden answers of anova/ with interactions, the Type choice, adjusted means and split-plot
# (decision 049, issue 18). Data: anova-factorial.csv (3 lines × 2 fertiliser levels, unequal
# replication) and anova-split-plot.csv (4 repetitions, irrigation on main plots, fertiliser on
# sub-plots, balanced; then two plots lost). Both were drawn once by a seeded script; they are the frozen inputs.
# Run from this folder: Rscript anova-interactions.R > /dev/null  (writes anova-interactions.json;
# R 4.2.2, car, emmeans 1.8.4.1, lme4 1.1-31, lmerTest 3.1-3, jsonlite).
suppressPackageStartupMessages({
  library(car); library(emmeans); library(lmerTest); library(jsonlite)
})
options(contrasts = c("contr.sum", "contr.poly"))
table_of <- function(a) {
  rows <- rownames(a)
  lapply(setNames(seq_along(rows), trimws(rows)), function(i) list(
    df = a[i, "Df"], sum_sq = a[i, "Sum Sq"],
    F = if (is.na(a[i, "F value"])) NULL else a[i, "F value"],
    p = if (is.na(a[i, "Pr(>F)"])) NULL else a[i, "Pr(>F)"]))
}
means_of <- function(em) {
  s <- summary(em)
  lapply(seq_len(nrow(s)), function(i) list(level = as.character(s[i, 1]), mean = s$emmean[i],
    se = s$SE[i], df = s$df[i], lower = s$lower.CL[i], upper = s$upper.CL[i]))
}
# pairs as ours: group2 − group1, the Tukey interval
pairs_of <- function(em) {
  pr <- pairs(em, adjust = "tukey", reverse = TRUE)
  s <- summary(pr, infer = c(TRUE, TRUE))
  lapply(seq_len(nrow(s)), function(i) list(contrast = as.character(s$contrast[i]),
    estimate = s$estimate[i], se = s$SE[i], df = s$df[i], p = s$p.value[i],
    lower = s$lower.CL[i], upper = s$upper.CL[i]))
}
dunnett_of <- function(em, adjust) {
  s <- summary(contrast(em, "trt.vs.ctrl", ref = 1), adjust = adjust, infer = c(TRUE, TRUE))
  lapply(seq_len(nrow(s)), function(i) list(contrast = as.character(s$contrast[i]),
    estimate = s$estimate[i], se = s$SE[i], df = s$df[i], t = s$t.ratio[i], p = s$p.value[i],
    lower = s$lower.CL[i], upper = s$upper.CL[i]))
}

f <- read.csv("anova-factorial.csv", encoding = "UTF-8")
f$line <- factor(f$line); f$fertiliser <- factor(f$fertiliser)
fit <- lm(yield ~ line * fertiliser, data = f)
set.seed(1)
factorial <- list(
  type1 = table_of(anova(fit)),
  type2 = table_of(Anova(fit, type = 2)),
  type3 = table_of(Anova(fit, type = 3)),
  additive_type2 = table_of(Anova(lm(yield ~ line + fertiliser, data = f), type = 2)),
  means = list(line = means_of(emmeans(fit, ~line)),
               fertiliser = means_of(emmeans(fit, ~fertiliser))),
  pairs = list(line = pairs_of(emmeans(fit, ~line)),
               fertiliser = pairs_of(emmeans(fit, ~fertiliser))),
  dunnett_mvt = dunnett_of(emmeans(fit, ~line), "mvt"),
  dunnett_x = dunnett_of(emmeans(fit, ~line), "dunnettx"))

s <- read.csv("anova-split-plot.csv", encoding = "UTF-8")
s$rep <- factor(s$rep); s$irrigation <- factor(s$irrigation); s$fertiliser <- factor(s$fertiliser)
strata <- summary(aov(yield ~ rep + irrigation * fertiliser + Error(rep:irrigation), data = s))
main <- strata[["Error: rep:irrigation"]][[1]]
within <- strata[["Error: Within"]][[1]]
mixed <- lmer(yield ~ rep + irrigation * fertiliser + (1 | rep:irrigation), data = s)
emm_options(lmer.df = "satterthwaite")
split_plot <- list(
  main_stratum = table_of(main), within_stratum = table_of(within),
  variance = as.data.frame(VarCorr(mixed))$vcov,
  means = list(rep = means_of(emmeans(mixed, ~rep)),
               irrigation = means_of(emmeans(mixed, ~irrigation)),
               fertiliser = means_of(emmeans(mixed, ~fertiliser))),
  pairs = list(rep = pairs_of(emmeans(mixed, ~rep)),
               irrigation = pairs_of(emmeans(mixed, ~irrigation)),
               fertiliser = pairs_of(emmeans(mixed, ~fertiliser))),
  dunnett_mvt = dunnett_of(emmeans(mixed, ~fertiliser), "mvt"))
# the split-plot with two plots lost (p1/1, p5/3): lmer with Satterthwaite's df (lmerTest)
u <- s[!(s$plot %in% c("p1/1", "p5/3")), ]
lost <- lmer(yield ~ rep + irrigation * fertiliser + (1 | rep:irrigation), data = u)
a3 <- anova(lost, type = 3)
unbalanced <- list(
  type3 = lapply(setNames(seq_len(nrow(a3)), rownames(a3)), function(i) list(
    sum_sq = a3[i, "Sum Sq"], mean_sq = a3[i, "Mean Sq"], num_df = a3[i, "NumDF"],
    den_df = a3[i, "DenDF"], F = a3[i, "F value"], p = a3[i, "Pr(>F)"])),
  variance = as.data.frame(VarCorr(lost))$vcov,
  means = list(irrigation = means_of(emmeans(lost, ~irrigation)),
               fertiliser = means_of(emmeans(lost, ~fertiliser))),
  pairs = list(irrigation = pairs_of(emmeans(lost, ~irrigation)),
               fertiliser = pairs_of(emmeans(lost, ~fertiliser))),
  dunnett_mvt = dunnett_of(emmeans(lost, ~fertiliser), "mvt"))
writeLines(toJSON(list(factorial = factorial, split_plot = split_plot,
  unbalanced_split_plot = unbalanced), auto_unbox = TRUE,
  digits = NA, pretty = TRUE), "anova-interactions.json")
