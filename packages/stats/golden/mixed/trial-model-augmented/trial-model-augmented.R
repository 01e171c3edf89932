# Golden answers of the trial model on an augmented RCBD as the field map lays it out
# (decision 053, issue 18): layout.csv is `layOutDesign({ type: 'augmented_rcbd', entries: C1–C4
# then N01–N20, checks C1–C4, repetitions 5, seed 11 })` in map order — the checks in each of
# the 5 blocks, each new entry once, its repetition its block. Values: set.seed(53), blocks
# N(0, 2), checks and new entries N(0, 3), error σ 1; rounded to 0.1 (trial-model-augmented.csv).
# lmer(y ~ line + (1 | block)) by REML (lmerTest); adjusted means and each line − C1 by emmeans
# with Satterthwaite df: НСР₀₅ = qt(0.975, df)·SE, НСР₀₁ = qt(0.995, df)·SE.
# Run from this folder: Rscript trial-model-augmented.R   (writes trial-model-augmented.csv and
# .json; R 4.2.2, lme4 1.1-31, lmerTest 3.1-3, emmeans 1.8.4-1, jsonlite).
suppressPackageStartupMessages({ library(lmerTest); library(emmeans); library(jsonlite) })
d <- read.csv("layout.csv", stringsAsFactors = FALSE)
set.seed(53)
block_eff <- rnorm(5, 0, 2)
lines <- unique(d$line)
line_eff <- setNames(rnorm(length(lines), 0, 3), lines)
d$y <- round(50 + block_eff[d$block] + line_eff[d$line] + rnorm(nrow(d), 0, 1), 1)
write.csv(d[, c("plot", "line", "block", "y")], "trial-model-augmented.csv", row.names = FALSE)
d$line <- factor(d$line, levels = sort(lines)); d$block <- factor(d$block)
fit <- lmer(y ~ line + (1 | block), data = d, REML = TRUE)
vc <- as.data.frame(VarCorr(fit))
emm <- emmeans(fit, ~ line, lmer.df = "satterthwaite")
means <- summary(emm)
cs <- summary(contrast(emm, "trt.vs.ctrl", ref = which(levels(d$line) == "C1"), adjust = "none"))
nsr05 <- qt(0.975, cs$df) * cs$SE
nsr01 <- qt(0.995, cs$df) * cs$SE
size <- abs(cs$estimate)
others <- setdiff(levels(d$line), "C1")
write_json(list(
  control = "C1",
  block_variance = vc$vcov[vc$grp == "block"],
  residual_variance = vc$vcov[vc$grp == "Residual"],
  reml_log_likelihood = as.numeric(logLik(fit, REML = TRUE)),
  means = setNames(lapply(seq_len(nrow(means)), function(i)
    list(emmean = means$emmean[i], se = means$SE[i], df = means$df[i])), as.character(means$line)),
  contrasts = setNames(lapply(seq_len(nrow(cs)), function(i) list(
    estimate = cs$estimate[i], se = cs$SE[i], df = cs$df[i], nsr05 = nsr05[i], nsr01 = nsr01[i],
    nsr_stars = if (size[i] > nsr01[i]) "**" else if (size[i] > nsr05[i]) "*" else "")), others)
), "trial-model-augmented.json", auto_unbox = TRUE, digits = NA, pretty = TRUE)
