# (e) Two correlated traits on an RCBD: 30 lines x 3 replicates, grain yield (c/ha) and
# thousand-kernel weight (g), genotypic correlation 0.6 and residual correlation 0.3 by
# construction. Genotypic covariance by the variance of the sum:
#   σg(x,y) = (σ²g(x+y) − σ²g(x) − σ²g(y))/2,  r_g = σg(x,y)/√(σ²g(x)·σ²g(y)),
# each σ² from lmer(trait ~ rep + (1 | line)); the same for the residual covariance; the
# phenotypic correlation on a line-mean basis from σ²g + σ²ₑ/r; Pearson's r on line means and
# on plots. Run inside this folder:   Rscript run.R
source("../common.R")
set.seed(20261129)
lines <- sprintf("K%02d", 1:30); r <- 3
d <- expand.grid(line = lines, rep = paste0("R", 1:r), stringsAsFactors = FALSE)[, c("rep", "line")]
gx <- rnorm(30); gy <- 0.6 * gx + sqrt(1 - 0.6^2) * rnorm(30)
ex <- rnorm(nrow(d)); ey <- 0.3 * ex + sqrt(1 - 0.3^2) * rnorm(nrow(d))
rep_eff <- c(R1 = -0.8, R2 = 0.3, R3 = 0.5)
names(gx) <- names(gy) <- lines
d$yield <- round(50 + 2 * rep_eff[d$rep] + 4 * gx[d$line] + 3 * ex, 2)
d$tkw <- round(42 + rep_eff[d$rep] + 2.5 * gy[d$line] + 2 * ey, 2)
write.csv(d, "data.csv", row.names = FALSE)
d$rep <- factor(d$rep); d$line <- factor(d$line, levels = lines); d$sum <- d$yield + d$tkw

fits <- lapply(c(yield = "yield", tkw = "tkw", sum = "sum"), function(v) fit_lmer(as.formula(paste(v, "~ rep + (1 | line)")), d))
vc <- lapply(fits, function(f) { v <- as.data.frame(VarCorr(f)); setNames(v$vcov, v$grp) })
cov_g <- (vc$sum[["line"]] - vc$yield[["line"]] - vc$tkw[["line"]]) / 2
cov_e <- (vc$sum[["Residual"]] - vc$yield[["Residual"]] - vc$tkw[["Residual"]]) / 2
p_x <- vc$yield[["line"]] + vc$yield[["Residual"]] / r; p_y <- vc$tkw[["line"]] + vc$tkw[["Residual"]] / r
means <- aggregate(cbind(yield, tkw) ~ line, data = d, FUN = mean)
write_expected(list(
  formula = "trait ~ rep + (1 | line) for trait in yield, tkw, yield + tkw",
  fits = lapply(fits, lmer_record),
  genotypicCovariance = cov_g,
  genotypicCorrelation = cov_g / sqrt(vc$yield[["line"]] * vc$tkw[["line"]]),
  residualCovariance = cov_e,
  residualCorrelation = cov_e / sqrt(vc$yield[["Residual"]] * vc$tkw[["Residual"]]),
  phenotypicCorrelationLineMeanBasis = (cov_g + cov_e / r) / sqrt(p_x * p_y),
  pearsonLineMeans = cor(means$yield, means$tkw),
  pearsonPlots = cor(d$yield, d$tkw),
  replicates = r
))
