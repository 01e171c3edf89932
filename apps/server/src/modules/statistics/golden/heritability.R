# Golden answers of "Heritability and BLUPs" (issue 18, decision 051): two seasons (field-years,
# the environments) of 20 lines in three repetitions; line KS-20 is not planted in 2025, two
# 2025 plots have no yield and one 2024 plot no height. Fits with lme4 (REML, tight optimiser),
# then from the mixed-model equations at lme4's estimates: the lines' BLUPs and prediction error
# variances var(u^ - u) (which include the uncertainty of beta^, unlike lme4's condVar), Cullis'
# H2, the standard H2 (balanced data), the overall mean and the genotypic correlation by the
# variance of the sum.
# Run from this folder: Rscript heritability.R   (writes heritability-plots.csv and
# heritability.json; R 4.2.2, lme4 1.1-31, jsonlite).
suppressPackageStartupMessages({ library(lme4); library(jsonlite) })
set.seed(20261125)
lines <- sprintf("KS-%02d", 1:20)
g_yield <- rnorm(20, 0, 3)
g_height <- 2 * g_yield + rnorm(20, 0, 5)
seasons <- c(2024, 2025)
plots <- do.call(rbind, lapply(seq_along(seasons), function(s) {
  env_yield <- c(0, 6)[s]
  env_height <- c(0, -8)[s]
  rep_yield <- rnorm(3, 0, 1.2)
  rep_height <- rnorm(3, 0, 2)
  ge_yield <- rnorm(20, 0, 1.5)
  ge_height <- rnorm(20, 0, 3)
  do.call(rbind, lapply(1:20, function(i) data.frame(
    season = seasons[s], plot = sprintf("%s/%d", lines[i], 1:3), line = lines[i], rep = 1:3,
    yield = round(45 + env_yield + rep_yield + g_yield[i] + ge_yield[i] + rnorm(3, 0, 2.5), 1),
    height = round(92 + env_height + rep_height + g_height[i] + ge_height[i] + rnorm(3, 0, 4), 0)
  )))
}))
plots <- plots[!(plots$season == 2025 & plots$line == "KS-20"), ]
plots$yield[plots$season == 2025 & plots$plot %in% c("KS-03/2", "KS-11/3")] <- NA
plots$height[plots$season == 2024 & plots$plot == "KS-05/1"] <- NA
write.csv(plots, "heritability-plots.csv", row.names = FALSE, na = "")

# bobyqa to a tiny trust radius: the default (and a tight nloptwrap) stops ~1e-5 short of the
# optimum of the five-component model (a lower REML log-likelihood)
tight <- lmerControl(optimizer = "bobyqa", optCtrl = list(rhoend = 1e-12, maxfun = 1e5))

# PEV = G - G Z' P Z G with P = V^-1 - V^-1 X (X' V^-1 X)^-1 X' V^-1 (zero components allowed)
pev_of <- function(fit, term) {
  X <- getME(fit, "X"); Z <- as.matrix(getME(fit, "Z"))
  vc <- as.data.frame(VarCorr(fit))
  sigma2 <- sigma(fit)^2
  flist <- getME(fit, "flist"); cnms <- names(getME(fit, "cnms"))
  gdiag <- unlist(lapply(cnms, function(name)
    rep(vc$vcov[vc$grp == name], nlevels(flist[[name]]))))
  G <- diag(gdiag, length(gdiag))
  V <- Z %*% G %*% t(Z) + sigma2 * diag(nrow(X))
  Vi <- solve(V)
  P <- Vi - Vi %*% X %*% solve(t(X) %*% Vi %*% X) %*% t(X) %*% Vi
  C <- G - G %*% t(Z) %*% P %*% Z %*% G
  ids <- colnames(Z)
  offsets <- cumsum(c(0, sapply(cnms, function(name) nlevels(flist[[name]]))))
  k <- which(cnms == term)
  index <- (offsets[k] + 1):offsets[k + 1]
  list(levels = levels(flist[[term]]), pev = diag(C)[index], total = sum(C[index, index]))
}

describe <- function(fit, data, grid) {
  vc <- as.data.frame(VarCorr(fit))
  s2g <- vc$vcov[vc$grp == "line"]
  pev <- pev_of(fit, "line")
  q <- length(pev$levels)
  vd <- 2 * (sum(pev$pev) - pev$total / q) / (q - 1)
  blup <- ranef(fit)$line[pev$levels, 1]
  beta <- fixef(fit)
  X <- getME(fit, "X")
  cells <- split(seq_len(nrow(X)), grid(data))
  cell_means <- sapply(cells, function(rows) sum(X[rows[1], ] * beta))
  list(
    n = nrow(data),
    logLik = as.numeric(logLik(fit, REML = TRUE)),
    components = lapply(seq_len(nrow(vc)), function(i)
      list(name = vc$grp[i], variance = vc$vcov[i])),
    beta = as.list(beta),
    overall_mean = cell_means,
    cullis = 1 - vd / (2 * s2g),
    mean_pev_difference = vd,
    pev_total = pev$total,
    lines = lapply(seq_len(q), function(i)
      list(name = pev$levels[i], blup = blup[i], pev = pev$pev[[i]]))
  )
}

prepare <- function(data, trait) {
  d <- data[!is.na(data[[trait]]), ]
  d$y <- d[[trait]]
  d$env <- factor(d$season); d$rep <- factor(d$rep); d$line <- factor(d$line)
  d
}

one_season <- function(trait) {
  d <- prepare(plots[plots$season == 2024, ], trait)
  fit <- lmer(y ~ rep + (1 | line), data = d, REML = TRUE, control = tight)
  out <- describe(fit, d, function(d) d$rep)
  out$overall_mean <- mean(out$overall_mean)
  vc <- as.data.frame(VarCorr(fit))
  balanced <- all(table(d$line, d$rep) == 1)
  out$standard <- if (balanced) vc$vcov[1] / (vc$vcov[1] + vc$vcov[2] / 3) else NA
  out
}

two_seasons <- function(trait, environments) {
  d <- prepare(plots, trait)
  fit <- if (environments == "fixed") {
    lmer(y ~ env + env:rep + (1 | line) + (1 | line:env), data = d, REML = TRUE, control = tight)
  } else {
    lmer(y ~ 1 + (1 | env) + (1 | env:rep) + (1 | line) + (1 | line:env), data = d,
         REML = TRUE, control = tight)
  }
  out <- describe(fit, d, function(d) interaction(d$rep, d$env, drop = TRUE))
  envs <- sub("^[0-9]+\\.", "", names(out$overall_mean))
  out$overall_mean <- mean(tapply(out$overall_mean, envs, mean))
  out
}

sum_trait <- within(plots, { both <- yield + height })
genotypic <- function() {
  variance <- function(trait) {
    d <- prepare(sum_trait[!is.na(sum_trait$both), ], trait)
    fit <- lmer(y ~ env + env:rep + (1 | line) + (1 | line:env), data = d, REML = TRUE,
                control = tight)
    vc <- as.data.frame(VarCorr(fit)); vc$vcov[vc$grp == "line"]
  }
  x <- variance("yield"); y <- variance("height"); s <- variance("both")
  list(yield_line_variance = x, height_line_variance = y, sum_line_variance = s,
       r = (s - x - y) / 2 / sqrt(x * y))
}

both <- !is.na(plots$yield) & !is.na(plots$height)
line_means <- function(trait) tapply(plots[[trait]][both], plots$line[both], mean)
out <- list(
  one_season = list(yield = one_season("yield"), height = one_season("height")),
  fixed = list(yield = two_seasons("yield", "fixed"), height = two_seasons("height", "fixed")),
  random = list(yield = two_seasons("yield", "random")),
  correlations = list(
    genotypic = genotypic(),
    phenotypic = cor(line_means("yield"), line_means("height")),
    plots = cor(plots$yield[both], plots$height[both])
  )
)
write_json(out, "heritability.json", auto_unbox = TRUE, digits = NA, pretty = TRUE)
