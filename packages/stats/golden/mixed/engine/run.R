# Golden cases of the REML engine (packages/stats/src/mixed/fit-mixed-model.ts).
# Oracles: R 4.2.2, lme4 1.1-31, lmerTest 3.1-3 (Debian). Run from this folder: Rscript run.R
# Each case folder gets data.csv (the generated data) and expected.json (lme4's fit, tightly converged,
# plus the quantities lme4 does not print, computed here from V at lme4's estimates:
# PEV = diag(G - G Z' P Z G) (includes the uncertainty of beta, unlike ranef(condVar = TRUE)),
# pevTotal = 1' (G - G Z' P Z G) 1 per term, and d var(beta)/d sigma2_k = C X'V^-1 V_k V^-1 X C).
suppressMessages({ library(lme4); library(lmerTest); library(jsonlite) })
ctrl <- lmerControl(optimizer = "bobyqa", optCtrl = list(rhobeg = 0.2, rhoend = 1e-12, maxfun = 1e5),
                    check.conv.singular = "ignore")

extras <- function(fit) {
  X <- getME(fit, "X"); y <- getME(fit, "y"); n <- length(y)
  vc <- as.data.frame(VarCorr(fit)); terms <- vc$grp[vc$grp != "Residual"]
  s2 <- vc$vcov[vc$grp != "Residual"]; se2 <- sigma(fit)^2
  Zs <- lapply(terms, function(g) { f <- factor(getME(fit, "flist")[[g]]); model.matrix(~ f - 1) })
  V <- diag(se2, n); for (k in seq_along(Zs)) V <- V + s2[k] * tcrossprod(Zs[[k]])
  Vi <- solve(V); C <- solve(t(X) %*% Vi %*% X); P <- Vi - Vi %*% X %*% C %*% t(X) %*% Vi
  random <- lapply(seq_along(Zs), function(k) {
    Z <- Zs[[k]]; G <- diag(s2[k], ncol(Z)); M <- G - G %*% t(Z) %*% P %*% Z %*% G
    list(term = terms[k], levels = levels(factor(getME(fit, "flist")[[terms[k]]])),
         values = ranef(fit)[[terms[k]]][, 1], pev = diag(M), pevTotal = sum(M))
  })
  Vk <- c(lapply(seq_along(Zs), function(k) tcrossprod(Zs[[k]])), list(diag(n)))
  gradient <- lapply(Vk, function(D) as.vector(t(C %*% t(X) %*% Vi %*% D %*% Vi %*% X %*% C)))
  list(random = random, betaCovarianceGradient = gradient)
}

summarise <- function(fit) {
  vc <- as.data.frame(VarCorr(fit))
  c(list(n = nobs(fit), logLik = as.numeric(logLik(fit, REML = TRUE)),
         components = data.frame(name = vc$grp, variance = vc$vcov),
         beta = data.frame(name = names(fixef(fit)), estimate = unname(fixef(fit))),
         betaCovariance = as.vector(as.matrix(vcov(fit)))), extras(fit))
}

save <- function(dir, data, result) {
  dir.create(dir, showWarnings = FALSE)
  write.csv(data, file.path(dir, "data.csv"), row.names = FALSE, na = "NA")
  write_json(result, file.path(dir, "expected.json"), digits = NA, auto_unbox = TRUE, pretty = TRUE)
}

# (1) RCBD: 16 lines x 3 blocks, 5 of 48 plots missing; lines random, blocks fixed.
set.seed(18)
d1 <- expand.grid(line = sprintf("L%02d", 1:16), block = paste0("B", 1:3), stringsAsFactors = FALSE)
d1$y <- 50 + rnorm(16, 0, 3)[as.integer(factor(d1$line))] + c(0, 2, -1)[as.integer(factor(d1$block))] + rnorm(48, 0, 2)
d1$y[sample(48, 5)] <- NA
f1 <- lmer(y ~ block + (1 | line), data = d1, REML = TRUE, control = ctrl)
save("rcbd-lines-random", d1, summarise(f1))

# (2) Alpha-lattice-like: 24 lines, 3 reps, 4 incomplete blocks of 6 per rep; rep fixed, line + rep:block random.
set.seed(7)
d2 <- do.call(rbind, lapply(1:3, function(r) data.frame(rep = paste0("R", r),
  block = rep(paste0("b", 1:4), each = 6), line = sprintf("G%02d", sample(24)), stringsAsFactors = FALSE)))
g <- rnorm(24, 0, 2); names(g) <- sprintf("G%02d", 1:24); bl <- rnorm(12, 0, 1.5)
d2$y <- 20 + c(0, 1, 3)[as.integer(factor(d2$rep))] + g[d2$line] +
  bl[as.integer(factor(paste(d2$rep, d2$block)))] + rnorm(72, 0, 1)
d2$y[c(5, 40)] <- NA
f2 <- lmer(y ~ rep + (1 | line) + (1 | rep:block), data = d2, REML = TRUE, control = ctrl)
save("alpha-lattice", d2, summarise(f2))

# (3) Boundary: no line effect at all; REML puts the line component at 0.
set.seed(3)
d3 <- expand.grid(line = sprintf("L%02d", 1:10), block = paste0("B", 1:3), stringsAsFactors = FALSE)
d3$y <- 10 + c(0, 1, 2)[as.integer(factor(d3$block))] + rnorm(30, 0, 1)
f3 <- lmer(y ~ block + (1 | line), data = d3, REML = TRUE, control = ctrl)
stopifnot(isSingular(f3))
save("boundary", d3, summarise(f3))

# (5) Lines fixed, blocks random: lmer(y ~ line + (1 | block)); vcov and Satterthwaite df of one contrast.
set.seed(11)
d5 <- expand.grid(line = sprintf("L%d", 1:8), block = paste0("B", 1:4), stringsAsFactors = FALSE)
d5$y <- 30 + (1:8)[as.integer(factor(d5$line))] * 0.5 + rnorm(4, 0, 2)[as.integer(factor(d5$block))] + rnorm(32, 0, 1.2)
d5$y[c(3, 20)] <- NA
f5 <- lmer(y ~ line + (1 | block), data = d5, REML = TRUE, control = ctrl)
L <- c(0, 1, -1, 0, 0, 0, 0, 0)            # lineL2 - lineL3
ct <- contest1D(f5, L, ddf = "Satterthwaite")
r5 <- summarise(f5); r5$contrast <- list(L = L, estimate = ct$Estimate, se = ct$`Std. Error`, df = ct$df)
save("lines-fixed", d5, r5)
cat("done\n")
