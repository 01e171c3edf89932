import type { AncovaResult as AncovaAnswer } from '@plotline/contract/statistics-anova';
import { useTranslation } from 'react-i18next';
import type { AncovaRequest } from '../../api/analyse-ancova.ts';
import { useCoefficientLines } from '../../hooks/use-ancova-coefficient-lines.ts';
import { useAncovaExport } from '../../hooks/use-ancova-export.ts';
import { useModelFormat } from '../../hooks/use-anova-model-format.ts';
import { ModelResultBar } from '../anova/anova-model-result-bar.tsx';
import { SignificanceStars } from '../anova/anova-significance-stars.tsx';
import { MethodNote } from '../method-note.tsx';
import { AdjustedMeansChart } from './ancova-adjusted-means-chart.tsx';
import { AdjustedMeansTable } from './ancova-adjusted-means-table.tsx';
import { CoefficientsTable } from './ancova-coefficients-table.tsx';
import { SlopeHomogeneityNote } from './ancova-slope-homogeneity-note.tsx';

type AncovaResultProps = {
  result: AncovaAnswer;
  request: AncovaRequest;
  title: string;
  seasonLabel: string;
};

/** The ANCOVA's answer: fit, slope test, coefficients, adjusted means, export and method. */
export function AncovaResult({ result, request, title, seasonLabel }: AncovaResultProps) {
  const { t } = useTranslation();
  const format = useModelFormat([request.group]);
  const coefficients = useCoefficientLines(result, request, format);
  const { isExporting, handleExport } = useAncovaExport(result);
  const adjusted = result.adjusted_means;
  const decimals = format.decimalsOf(adjusted.means.map((m) => m.mean));
  const reference = adjusted.means[0]?.level ?? '';
  const slope = adjusted.slope;
  // a slope per unit of a large covariate (GDD: °C·days) is small: keep 3 significant digits
  const slopeDecimals = Math.max(2, decimals, significantDecimals(slope.coef, 3));
  const slopeLine = t('statistics.ancova.means.slope', {
    covariate: request.covariate,
    value: format.value(slope.coef, slopeDecimals),
    se: format.value(slope.se, Math.max(slopeDecimals, significantDecimals(slope.se, 2))),
    p: format.pClause(slope.pvalue),
  });
  const modelLine =
    adjusted.trial_model === 'mixed'
      ? t('statistics.ancova.means.mixedModel', {
          model: adjusted.model,
          block: format.value(adjusted.block_variance ?? null, Math.max(2, decimals)),
          residual: format.value(adjusted.residual_variance ?? null, Math.max(2, decimals)),
        })
      : t('statistics.ancova.means.simpleModel', { model: adjusted.model });
  const method = [
    t('statistics.ancova.method.model', { model: result.model, reference }),
    t('statistics.ancova.method.slopes'),
    t('statistics.ancova.method.adjusted', { model: adjusted.model }),
    t('statistics.anova.method.observations'),
  ];
  const homogeneity = result.slope_homogeneity;
  const slopeVerdict =
    homogeneity === null
      ? t('statistics.ancova.slopes.untestable')
      : t(
          homogeneity['PR(>F)'] >= 0.05
            ? 'statistics.ancova.slopes.parallel'
            : 'statistics.ancova.slopes.differ',
        );
  return (
    <section className="pl-stat-result pl-model-result" aria-label={t('statistics.result')}>
      <ModelResultBar
        caption={t('statistics.ancova.fit.caption')}
        model={result.model}
        modelTestId="ancova-model"
        isExporting={isExporting}
        onExport={() =>
          handleExport({
            title,
            dependent: request.dependent,
            season: seasonLabel,
            coefficients,
            notes: [slopeVerdict, modelLine, slopeLine, ...method],
          })
        }
      />
      <dl className="pl-model-fit" data-testid="ancova-fit">
        <div>
          <dt>F</dt>
          <dd>
            {format.value(result.fvalue, 2)} <SignificanceStars stars={result.model_stars} />
          </dd>
        </div>
        <div>
          <dt>{t('statistics.columns.pValue')}</dt>
          <dd>{format.pValue(result.f_pvalue)}</dd>
        </div>
        <div>
          <dt>R²</dt>
          <dd>{format.value(result['R-squared'], 3)}</dd>
        </div>
        <div>
          <dt>{t('statistics.ancova.fit.r2adj')}</dt>
          <dd>{format.value(result.rsquared_adj, 3)}</dd>
        </div>
      </dl>
      <SlopeHomogeneityNote test={homogeneity} format={format} />
      <section className="pl-model-section" aria-labelledby="ancova-means">
        <h2 className="pl-model-heading" id="ancova-means">
          {t('statistics.ancova.means.title', {
            covariate: request.covariate,
            value: format.value(adjusted.covariate_mean, Math.max(2, decimals)),
          })}
        </h2>
        <p className="pl-model-muted" data-testid="ancova-means-model">
          {modelLine}
        </p>
        <p className="pl-model-muted">{slopeLine}</p>
        <AdjustedMeansChart
          means={adjusted.means}
          dependent={request.dependent}
          decimals={decimals}
          format={format}
        />
        <AdjustedMeansTable means={adjusted.means} decimals={decimals} format={format} />
      </section>
      <section className="pl-model-section" aria-labelledby="ancova-coefficients">
        <h2 className="pl-model-heading" id="ancova-coefficients">
          {t('statistics.ancova.coefficients.caption')}
        </h2>
        <CoefficientsTable lines={coefficients} format={format} />
      </section>
      <MethodNote paragraphs={method} />
    </section>
  );
}

/** Decimals that show `digits` significant digits of `value` (0 for large or zero values). */
function significantDecimals(value: number | null, digits: number): number {
  if (value === null || value === 0 || !Number.isFinite(value)) return 0;
  return Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(value))));
}
