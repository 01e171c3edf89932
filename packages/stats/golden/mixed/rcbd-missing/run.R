# (a) Unbalanced RCBD: 16 lines x 3 replicates, 5 plots missing. Run inside this folder:
#   Rscript run.R     (writes data.csv and expected.json)
source("../common.R")
set.seed(20261125)
lines <- sprintf("L%02d", 1:16); reps <- c("R1", "R2", "R3")
d <- expand.grid(line = lines, rep = reps, stringsAsFactors = FALSE)[, c("rep", "line")]
line_effect <- setNames(rnorm(16, 0, 4), lines); rep_effect <- setNames(c(-1.5, 0.4, 1.1), reps)
d$y_complete <- round(50 + rep_effect[d$rep] + line_effect[d$line] + rnorm(nrow(d), 0, 2.5), 2)
d$y <- d$y_complete
missing <- c(5, 12, 20, 33, 47)
d$y[missing] <- NA
write.csv(d, "data.csv", row.names = FALSE)
d$rep <- factor(d$rep); d$line <- factor(d$line, levels = lines)
dm <- d[!is.na(d$y), ]

# Fixed lines and replicates (lm): adjusted means, each line vs the control L01 (НСР05).
old <- options(contrasts = c("contr.sum", "contr.poly"))
lm_fit <- lm(y ~ rep + line, data = dm)
car3 <- car_record(Anova(lm_fit, type = 3))
options(old)
lm_fit <- lm(y ~ rep + line, data = dm)
lm_emm <- emmeans(lm_fit, ~line)
lm_ctrl <- contrast(lm_emm, "trt.vs.ctrl", ref = 1, adjust = "none")
lm_pairs <- pairs(lm_emm, adjust = "none")

# Balanced check: НСР05 = t(0.975, dfE)·√(2·MSE/r).
full_fit <- lm(y_complete ~ rep + line, data = d)
full_ctrl <- contrast(emmeans(full_fit, ~line), "trt.vs.ctrl", ref = 1, adjust = "none")
mse <- sum(residuals(full_fit)^2) / df.residual(full_fit)
textbook <- qt(0.975, df.residual(full_fit)) * sqrt(2 * mse / 3)

# Lines fixed, replicates random.
fixed_fit <- fit_lmer(y ~ line + (1 | rep), dm)
fixed_emm <- emmeans(fixed_fit, ~line)

# Lines random: BLUPs, PEV, Cullis' and the standard heritability.
random_fit <- fit_lmer(y ~ rep + (1 | line), dm)
random_rec <- lmer_record(random_fit)
g <- random_rec$random[[1]]; s2e <- sigma(random_fit)^2

write_expected(list(
  lm = list(formula = "y ~ rep + line", emmeans = emm_record(lm_emm), control = pairs_record(lm_ctrl),
            pairs = pairs_record(lm_pairs), sigma = sigma(lm_fit), dfResidual = df.residual(lm_fit),
            anovaType3 = car3),
  balanced = list(formula = "y_complete ~ rep + line", control = pairs_record(full_ctrl),
                  mse = mse, dfResidual = df.residual(full_fit), textbookNsr05 = textbook),
  linesFixed = c(list(formula = "y ~ line + (1 | rep)", emmeans = emm_record(fixed_emm),
                      control = pairs_record(contrast(fixed_emm, "trt.vs.ctrl", ref = 1, adjust = "none")),
                      anovaType3 = (tables <- anova3(y ~ line + (1 | rep), dm))$table, anovaType1 = tables$type1), lmer_record(fixed_fit)),
  linesRandom = c(list(formula = "y ~ rep + (1 | line)", cullis = cullis(g),
                       standardH2 = g$variance / (g$variance + s2e / 3)), random_rec)
))
