import type { GenotypeMatrix } from '@plotline/contract/genotype-matrices';
import type { UseQueryResult } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { paths } from '#src/config/paths.ts';

/** "The crop has no genotype matrices yet" with a link to the genome data page. */
export function NoMatricesHint({ matrices }: { matrices: UseQueryResult<GenotypeMatrix[]> }) {
  const { t } = useTranslation();
  if (!matrices.isSuccess || matrices.data.length > 0) return null;
  return (
    <Typography.Paragraph type="secondary" data-testid="genome-analysis-no-matrices">
      {t('genomeAnalysis.form.noMatricesHint')}{' '}
      <AppLink to={paths.genome.data.getHref()}>{t('nav.genomeData')}</AppLink>
    </Typography.Paragraph>
  );
}
