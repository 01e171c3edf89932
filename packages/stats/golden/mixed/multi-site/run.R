# (d) Multi-environment trial: 3 sites x 3 replicates (RCBD at each site) x 20 lines; line V07
# was not sown at site S3 (its other plots stay in the analysis). Run inside this folder:
#   Rscript run.R     (writes data.csv and expected.json)
source("../common.R")
set.seed(20261128)
lines <- sprintf("V%02d", 1:20); sites <- c("S1", "S2", "S3")
d <- expand.grid(line = lines, rep = paste0("R", 1:3), site = sites, stringsAsFactors = FALSE)[, c("site", "rep", "line")]
site_eff <- c(S1 = -6, S2 = 2, S3 = 5); rep_eff <- setNames(rnorm(9, 0, 1.2), paste(rep(sites, each = 3), paste0("R", 1:3)))
g <- setNames(rnorm(20, 0, 3), lines)
ge <- setNames(rnorm(60, 0, 1.8), paste(rep(lines, 3), rep(sites, each = 20)))
d$y <- round(48 + site_eff[d$site] + rep_eff[paste(d$site, d$rep)] + g[d$line] +
             ge[paste(d$line, d$site)] + rnorm(nrow(d), 0, 2.2), 2)
d <- d[!(d$line == "V07" & d$site == "S3"), ]
write.csv(d, "data.csv", row.names = FALSE)
d$site <- factor(d$site); d$rep <- factor(d$rep); d$line <- factor(d$line, levels = lines)

random_fit <- fit_lmer(y ~ site + site:rep + (1 | line) + (1 | line:site), d)
random_rec <- lmer_record(random_fit)
comp <- setNames(sapply(random_rec$components, `[[`, "variance"), sapply(random_rec$components, `[[`, "name"))
gl <- Filter(function(r) r$term == "line", random_rec$random)[[1]]
fixed_formula <- y ~ site + site:rep + line + (1 | line:site)
fixed_fit <- fit_lmer(fixed_formula, d)
fixed_emm <- emmeans(fixed_fit, ~line)
env_fit <- fit_lmer(y ~ line + (1 | site) + (1 | site:rep) + (1 | line:site), d)
env_emm <- emmeans(env_fit, ~line)
write_expected(list(
  linesRandom = c(list(formula = "y ~ site + site:rep + (1 | line) + (1 | line:site)", cullis = cullis(gl),
                       standardH2 = comp[["line"]] / (comp[["line"]] + comp[["line:site"]] / 3 + comp[["Residual"]] / 9),
                       emmeansSite = emm_record(emmeans(random_fit, ~site))), random_rec),
  linesFixed = c(list(formula = "y ~ site + site:rep + line + (1 | line:site)", emmeans = emm_record(fixed_emm),
                      control = pairs_record(contrast(fixed_emm, "trt.vs.ctrl", ref = 1, adjust = "none")),
                      anovaType3 = (tables <- anova3(fixed_formula, d))$table, anovaType1 = tables$type1), lmer_record(fixed_fit)),
  sitesRandom = c(list(formula = "y ~ line + (1 | site) + (1 | site:rep) + (1 | line:site)",
                       emmeans = emm_record(env_emm)), lmer_record(env_fit))
))
