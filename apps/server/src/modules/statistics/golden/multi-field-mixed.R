# Golden answers of the multiple-field comparison's mixed model (issue 18, decision 053) on the
# plots of heritability.R (two seasons of 20 lines in three repetitions; KS-20 not planted in
# 2025, two 2025 plots without yield). lmerTest: y ~ env + env:rep + line + (1 | line:env) by
# REML; emmeans of the lines (Satterthwaite df), the Type III table, the mean SED of every pair
# of lines and the НСР₀₅ t(0.975, den df of line) * mean SED.
# Run from this folder: Rscript multi-field-mixed.R   (writes multi-field-mixed.json; R 4.2.2,
# lme4 1.1-31, lmerTest 3.1-3, emmeans 1.8.4-1, jsonlite).
suppressPackageStartupMessages({ library(lmerTest); library(emmeans); library(jsonlite) })
emm_options(lmer.df = "satterthwaite", lmerTest.limit = 1e5)
tight <- lmerControl(optimizer = "bobyqa", optCtrl = list(rhoend = 1e-12, maxfun = 1e5))
plots <- read.csv("heritability-plots.csv")
fit_trait <- function(trait) {
  d <- plots[!is.na(plots[[trait]]), ]
  d$y <- d[[trait]]
  d$env <- factor(d$season); d$rep <- factor(d$rep)
  d$line <- factor(d$line, levels = sort(unique(d$line)))
  fit <- lmer(y ~ env + env:rep + line + (1 | line:env), data = d, REML = TRUE, control = tight)
  vc <- as.data.frame(VarCorr(fit))
  a3 <- anova(fit, type = 3, ddf = "Satterthwaite")
  emm <- summary(emmeans(fit, ~line))
  diffs <- summary(pairs(emmeans(fit, ~line), adjust = "none"))
  mean_sed <- mean(diffs$SE)
  line_ddf <- a3["line", "DenDF"]
  list(
    n = nrow(d),
    logLik = as.numeric(logLik(fit, REML = TRUE)),
    components = lapply(seq_len(nrow(vc)), function(i) list(name = vc$grp[i], variance = vc$vcov[i])),
    anova = lapply(rownames(a3), function(term) list(term = term, num_df = a3[term, "NumDF"],
      den_df = a3[term, "DenDF"], f = a3[term, "F value"], p = a3[term, "Pr(>F)"])),
    lines = lapply(seq_len(nrow(emm)), function(i) list(line = as.character(emm$line[i]),
      mean = emm$emmean[i], se = emm$SE[i], df = emm$df[i])),
    mean_sed = mean_sed,
    lsd = qt(0.975, line_ddf) * mean_sed
  )
}
out <- list(yield = fit_trait("yield"), height = fit_trait("height"))
write_json(out, "multi-field-mixed.json", auto_unbox = TRUE, digits = NA, pretty = TRUE)
