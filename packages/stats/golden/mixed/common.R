# Shared helpers of the mixed-model golden cases (sourced by each <case>/run.R).
# R 4.2.2, lme4 1.1-31, lmerTest 3.1-3, emmeans 1.8.4, car 3.1-1, jsonlite 1.8.4.
suppressPackageStartupMessages({
  library(lme4); library(lmerTest); library(emmeans); library(car); library(jsonlite)
})
emm_options(lmer.df = "satterthwaite", lmerTest.limit = 1e6, pbkrtest.limit = 0)
# Tight REML optimum (the tests compare variance components at 1e-5).
TIGHT <- lmerControl(optimizer = "bobyqa", optCtrl = list(rhoend = 1e-12, maxfun = 1e5),
                     check.conv.singular = "ignore")

fit_lmer <- function(formula, data) lmerTest::lmer(formula, data = data, REML = TRUE, control = TIGHT)

matrix_json <- function(m) list(rows = rownames(m), columns = colnames(m), values = unname(as.matrix(m)))

# Prediction error variances of each random term's BLUPs at lme4's estimates, from the
# mixed-model equations in the form that allows a zero component: var(û − u) = G − G·Z'·P·Z·G,
# P = V⁻¹ − V⁻¹X(X'V⁻¹X)⁻¹X'V⁻¹ (includes the uncertainty of β̂, which lme4's condVar leaves
# out; equals σ²ₑ times the random block of the inverted MME coefficient matrix).
mme_pev <- function(fit) {
  X <- getME(fit, "X"); Z <- as.matrix(getME(fit, "Z"))
  vc <- as.data.frame(VarCorr(fit)); s2e <- sigma(fit)^2
  cnms <- getME(fit, "cnms"); flist <- getME(fit, "flist"); nl <- sapply(flist, nlevels)[names(cnms)]
  comp <- setNames(vc$vcov[match(names(cnms), vc$grp)], names(cnms))
  G <- diag(unlist(mapply(function(k, n) rep(comp[[k]], n), names(cnms), nl, SIMPLIFY = FALSE)), ncol(Z))
  Vi <- solve(Z %*% G %*% t(Z) + diag(s2e, nrow(Z)))
  ViX <- Vi %*% X
  P <- Vi - ViX %*% solve(crossprod(X, ViX), t(ViX))
  GZ <- G %*% t(Z)
  Cuu <- G - GZ %*% P %*% t(GZ)
  offset <- 0; out <- list()
  for (k in names(cnms)) {
    idx <- offset + seq_len(nl[[k]]); block <- Cuu[idx, idx, drop = FALSE]
    out[[k]] <- list(term = k, levels = levels(flist[[k]]), values = unname(ranef(fit)[[k]][, 1]),
                     pev = unname(diag(block)), pevTotal = sum(block), variance = comp[[k]])
    offset <- offset + nl[[k]]
  }
  out
}

# Satterthwaite's ingredients on the variance scale (what MixedModelFit carries): for the
# components σ² = (random terms in VarCorr order, residual), V = Σ σ²ₖZₖZₖ' + σ²ₑI,
# C = (X'V⁻¹X)⁻¹, ∂C/∂σ²ₖ = C·X'V⁻¹VₖV⁻¹X·C with Vₖ = ∂V/∂σ²ₖ, and the inverse of the observed
# REML information −∂²ℓ/∂σ²ᵢ∂σ²ⱼ = y'PVᵢPVⱼPy − ½tr(PVᵢPVⱼ) (exact: V is linear in σ²).
satterthwaite_parts <- function(fit) {
  X <- getME(fit, "X"); y <- getME(fit, "y"); n <- length(y)
  vc <- as.data.frame(VarCorr(fit)); cnms <- getME(fit, "cnms"); flist <- getME(fit, "flist")
  Ztl <- getME(fit, "Ztlist")
  Vk <- c(lapply(seq_along(cnms), function(i) { Z <- t(as.matrix(Ztl[[i]])); Z %*% t(Z) }), list(diag(n)))
  s2 <- vc$vcov
  V <- Reduce(`+`, Map(`*`, Vk, s2)); Vi <- solve(V); ViX <- Vi %*% X
  C <- solve(crossprod(X, ViX)); P <- Vi - ViX %*% C %*% t(ViX)
  gradient <- lapply(Vk, function(Vj) C %*% t(ViX) %*% Vj %*% ViX %*% C)
  PV <- lapply(Vk, function(Vj) P %*% Vj); Py <- P %*% y
  k <- length(Vk); info <- matrix(0, k, k)
  for (i in 1:k) for (j in 1:k)
    info[i, j] <- drop(t(Py) %*% Vk[[i]] %*% PV[[j]] %*% Py) - sum(diag(PV[[i]] %*% PV[[j]])) / 2
  list(components = vc$grp, gradient = lapply(gradient, unname), componentCovariance = solve(info))
}

cullis <- function(r) {
  q <- length(r$pev); vd <- 2 * (sum(r$pev) - r$pevTotal / q) / (q - 1)
  list(meanPevDifference = vd, h2 = 1 - vd / (2 * r$variance), reliability = 1 - r$pev / r$variance)
}

# lmerTest's summary table: each coefficient's t test with Satterthwaite's df.
coefficients_record <- function(fit) {
  s <- summary(fit)$coefficients
  list(names = rownames(s), estimate = unname(s[, "Estimate"]), se = unname(s[, "Std. Error"]),
       df = unname(s[, "df"]), t = unname(s[, "t value"]), p = unname(s[, "Pr(>|t|)"]))
}

lmer_record <- function(fit) {
  vc <- as.data.frame(VarCorr(fit))
  list(components = lapply(seq_len(nrow(vc)), function(i) list(name = vc$grp[i], variance = vc$vcov[i])),
       logLik = as.numeric(logLik(fit, REML = TRUE)), fixef = as.list(fixef(fit)),
       vcov = matrix_json(as.matrix(vcov(fit))), random = unname(mme_pev(fit)),
       converged = is.null(fit@optinfo$conv$lme4$messages), satterthwaite = satterthwaite_parts(fit),
       coefficients = coefficients_record(fit))
}

emm_record <- function(emm) {
  s <- as.data.frame(summary(emm))
  f <- setdiff(names(s), c("emmean", "SE", "df", "lower.CL", "upper.CL"))
  list(levels = as.character(s[[f[1]]]), emmean = s$emmean, se = s$SE, df = s$df,
       lower = s$lower.CL, upper = s$upper.CL)
}

pairs_record <- function(con) {
  s <- as.data.frame(summary(con, infer = c(FALSE, TRUE)))
  list(contrast = as.character(s$contrast), estimate = s$estimate, se = s$SE, df = s$df,
       t = s$t.ratio, p = s$p.value, nsr05 = qt(0.975, s$df) * s$SE)
}

anova_record <- function(a) {
  a <- as.data.frame(a)
  list(terms = rownames(a), sumSq = a[["Sum Sq"]], meanSq = a[["Mean Sq"]], numDf = a$NumDF,
       denDf = a$DenDF, f = a[["F value"]], p = a[["Pr(>F)"]])
}

car_record <- function(a) {
  a <- as.data.frame(a)
  list(terms = rownames(a), sumSq = a[["Sum Sq"]], df = a$Df, f = a[["F value"]], p = a[["Pr(>F)"]])
}

# lmerTest's Type III table (refit with sum-to-zero contrasts) and its Type I table.
anova3 <- function(formula, data) {
  old <- options(contrasts = c("contr.sum", "contr.poly")); on.exit(options(old))
  fit <- fit_lmer(formula, data)
  list(table = anova_record(anova(fit, type = 3, ddf = "Satterthwaite")),
       type1 = anova_record(anova(fit, type = 1, ddf = "Satterthwaite")), fixefSum = as.list(fixef(fit)))
}

write_expected <- function(x) write_json(x, "expected.json", auto_unbox = TRUE, digits = NA, pretty = TRUE)
