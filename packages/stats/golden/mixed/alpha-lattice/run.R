# (c) Alpha-lattice: 24 lines, 2 resolvable replicates of 6 incomplete blocks of 4 (rep 1 blocks
# lines 1–4, 5–8, …; rep 2 block j holds lines j, j+6, j+12, j+18: concurrences 0 or 1), lines
# randomised to the numbers. Run inside this folder:   Rscript run.R
source("../common.R")
set.seed(20261127)
lines <- sprintf("G%02d", 1:24); id <- sample(lines)
d <- rbind(
  data.frame(rep = "R1", block = paste0("B", rep(1:6, each = 4)), line = id),
  data.frame(rep = "R2", block = paste0("B", rep(1:6, times = 4)), line = id[c(outer(1:6, c(0, 6, 12, 18), "+"))])
)
d <- d[order(d$rep, d$block), ]
line_effect <- setNames(rnorm(24, 0, 3.5), lines)
block_effect <- setNames(rnorm(12, 0, 2.5), paste(rep(c("R1", "R2"), each = 6), paste0("B", 1:6)))
d$y <- round(52 + ifelse(d$rep == "R2", 1.2, 0) + line_effect[d$line] +
             block_effect[paste(d$rep, d$block)] + rnorm(nrow(d), 0, 2), 2)
write.csv(d, "data.csv", row.names = FALSE)
d$rep <- factor(d$rep); d$block <- factor(d$block); d$line <- factor(d$line, levels = lines)

fixed_formula <- y ~ rep + line + (1 | rep:block)
fixed_fit <- fit_lmer(fixed_formula, d)
fixed_emm <- emmeans(fixed_fit, ~line)
random_fit <- fit_lmer(y ~ rep + (1 | line) + (1 | rep:block), d)
random_rec <- lmer_record(random_fit)
g <- Filter(function(r) r$term == "line", random_rec$random)[[1]]
write_expected(list(
  linesFixed = c(list(formula = "y ~ rep + line + (1 | rep:block)", emmeans = emm_record(fixed_emm),
                      control = pairs_record(contrast(fixed_emm, "trt.vs.ctrl", ref = 1, adjust = "none")),
                      anovaType3 = (tables <- anova3(fixed_formula, d))$table, anovaType1 = tables$type1), lmer_record(fixed_fit)),
  linesRandom = c(list(formula = "y ~ rep + (1 | line) + (1 | rep:block)", cullis = cullis(g)), random_rec)
))
