# Golden answers of the trial model (decision 050, issue 18): an RCBD of 16 lines × 3
# repetitions (trial-model-rcbd.csv; made with set.seed(3), blocks +0/+1.6/−1.4, σ 1.2, values
# rounded to 0.1) with the 5 plots marked `missing` left out, the control L01.
# `mixed`: lmer(y ~ line + (1|rep)) by REML (lmerTest), adjusted means and each line − L01 by
# emmeans with Satterthwaite df (no multiplicity adjustment): НСР₀₅ = qt(0.975, df)·SE,
# НСР₀₁ = qt(0.995, df)·SE, the t test's p and 95 % CI. `simple`: what decision 017 does with
# these unbalanced rows: one-way ANOVA error, НСР₀₅ = t·√(MSE(1/n + 1/n_c)), Welch's t-test.
# `balanced`: all 48 plots: the RCBD ANOVA's НСР₀₅ and the same mixed model's contrasts.
# `boundary`: trial-model-boundary.csv (6 lines × 3 repetitions, 2 plots missing, no block
# effect; set.seed(1)), where REML puts σ²_b on the boundary 0 (lme4's singular fit).
# Run from this folder: Rscript trial-model-rcbd.R > /dev/null  (writes trial-model-rcbd.json;
# R 4.2.2, lme4 1.1-31, lmerTest 3.1-3, emmeans 1.8.4.1, jsonlite).
suppressPackageStartupMessages({ library(lmerTest); library(emmeans); library(jsonlite) })
all <- read.csv("trial-model-rcbd.csv")
all$line <- factor(all$line)
all$rep <- factor(all$rep)
control <- "L01"
others <- setdiff(levels(all$line), control)

mixed_answer <- function(d) {
  fit <- suppressMessages(lmer(y ~ line + (1 | rep), data = d, REML = TRUE))
  vc <- as.data.frame(VarCorr(fit))
  emm <- emmeans(fit, ~ line, lmer.df = "satterthwaite")
  means <- summary(emm)
  others <- setdiff(levels(d$line), control)
  ct <- contrast(emm, "trt.vs.ctrl", ref = which(levels(d$line) == control), adjust = "none")
  cs <- summary(ct, infer = c(TRUE, TRUE), level = 0.95)
  nsr05 <- qt(0.975, cs$df) * cs$SE
  nsr01 <- qt(0.995, cs$df) * cs$SE
  size <- abs(cs$estimate)
  list(
    block_variance = vc$vcov[vc$grp == "rep"],
    residual_variance = vc$vcov[vc$grp == "Residual"],
    reml_log_likelihood = as.numeric(logLik(fit, REML = TRUE)),
    means = setNames(lapply(seq_len(nrow(means)), function(i)
      list(emmean = means$emmean[i], se = means$SE[i], df = means$df[i])),
      as.character(means$line)),
    contrasts = setNames(lapply(seq_len(nrow(cs)), function(i) list(
      estimate = cs$estimate[i], se = cs$SE[i], df = cs$df[i], t = cs$t.ratio[i],
      p = cs$p.value[i], lower = cs$lower.CL[i], upper = cs$upper.CL[i],
      nsr05 = nsr05[i], nsr01 = nsr01[i],
      nsr_stars = if (size[i] > nsr01[i]) "**" else if (size[i] > nsr05[i]) "*" else "")),
      others)
  )
}

simple_answer <- function(d) {
  one <- aov(y ~ line, data = d)
  mse <- deviance(one) / df.residual(one)
  dfe <- df.residual(one)
  n <- table(d$line)
  m <- tapply(d$y, d$line, mean)
  rows <- lapply(others, function(l) {
    nsr05 <- qt(0.975, dfe) * sqrt(mse * (1 / n[[l]] + 1 / n[[control]]))
    nsr01 <- qt(0.995, dfe) * sqrt(mse * (1 / n[[l]] + 1 / n[[control]]))
    w <- t.test(d$y[d$line == l], d$y[d$line == control])
    size <- abs(m[[l]] - m[[control]])
    list(mean = m[[l]], nsr05 = nsr05,
         nsr_stars = if (size > nsr01) "**" else if (size > nsr05) "*" else "",
         p = w$p.value, lower = w$conf.int[1], upper = w$conf.int[2])
  })
  list(mse = mse, df = dfe, rows = setNames(rows, others))
}

balanced_answer <- function(d) {
  rcbd <- aov(y ~ rep + line, data = d)
  mse <- deviance(rcbd) / df.residual(rcbd)
  dfe <- df.residual(rcbd)
  list(mse = mse, df = dfe, nsr05 = qt(0.975, dfe) * sqrt(2 * mse / 3),
       mixed = mixed_answer(d))
}

boundary <- read.csv("trial-model-boundary.csv")
boundary$line <- factor(boundary$line)
boundary$rep <- factor(boundary$rep)
trial <- all[all$missing == 0, ]
out <- list(control = control, missing = all$plot[all$missing == 1],
            mixed = mixed_answer(trial), simple = simple_answer(trial),
            balanced = balanced_answer(all), boundary = mixed_answer(boundary))
writeLines(toJSON(out, auto_unbox = TRUE, digits = NA, pretty = TRUE), "trial-model-rcbd.json")
print(out$mixed[c("block_variance", "residual_variance", "reml_log_likelihood")])
