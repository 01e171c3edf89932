# (b) Split-plot: 4 blocks, main plots A (3 levels, e.g. sowing dates), sub-plots B (4 levels,
# e.g. varieties); a second variant with two sub-plots missing. Run inside this folder:
#   Rscript run.R     (writes data.csv and expected.json)
source("../common.R")
set.seed(20261126)
d <- expand.grid(B = paste0("b", 1:4), A = paste0("a", 1:3), block = paste0("K", 1:4),
                 stringsAsFactors = FALSE)[, c("block", "A", "B")]
a_eff <- c(a1 = -3, a2 = 0.5, a3 = 2.5); b_eff <- c(b1 = -2, b2 = 1, b3 = 0, b4 = 1.8)
block_eff <- c(K1 = -4.2, K2 = 1.3, K3 = 3.6, K4 = -0.7)
main_err <- rnorm(12, 0, 1.8); names(main_err) <- paste(rep(paste0("K", 1:4), each = 3), paste0("a", 1:3))
d$y <- round(48 + a_eff[d$A] + b_eff[d$B] + ifelse(d$A == "a3" & d$B == "b4", 2, 0) +
             block_eff[d$block] + main_err[paste(d$block, d$A)] + rnorm(nrow(d), 0, 1.5), 2)
d$y_missing <- d$y
d$y_missing[c(7, 30)] <- NA
write.csv(d, "data.csv", row.names = FALSE)
d$block <- factor(d$block); d$A <- factor(d$A); d$B <- factor(d$B)

f <- y ~ A * B + (1 | block) + (1 | block:A)
model <- function(data, formula) {
  fit <- fit_lmer(formula, data)
  c(list(anovaType3 = (tables <- anova3(formula, data))$table, anovaType1 = tables$type1,
         emmeansA = emm_record(emmeans(fit, ~A)), emmeansB = emm_record(emmeans(fit, ~B)),
         pairsB = pairs_record(pairs(emmeans(fit, ~B), adjust = "none"))), lmer_record(fit))
}
balanced <- model(d, f)
strata <- summary(aov(y ~ A * B + Error(block / A), data = d))
aov_table <- lapply(strata, function(s) {
  s <- as.data.frame(s[[1]])
  list(terms = trimws(rownames(s)), df = s$Df, sumSq = s[["Sum Sq"]], meanSq = s[["Mean Sq"]],
       f = s[["F value"]], p = s[["Pr(>F)"]])
})
dm <- d[!is.na(d$y_missing), ]; dm$y <- dm$y_missing
write_expected(list(
  formula = "y ~ A * B + (1 | block) + (1 | block:A)",
  balanced = c(balanced, list(aovStrata = aov_table)),
  missing = model(dm, f)
))
