import { useHeritabilityPage } from '../../hooks/use-heritability-page.ts';
import { StatisticsPageShell } from '../statistics-page-shell.tsx';
import { HeritabilityBody } from './heritability-body.tsx';
import { HeritabilityChoiceBar } from './heritability-choice-bar.tsx';
import '../statistics.css';
import './heritability.css';

type HeritabilityPageProps = { title: string };

/**
 * The "Heritability and BLUPs" page: seasons, traits and the environments' kind; per trait
 * the variance components, H² and the ranked BLUPs of the lines; the traits' correlations;
 * the xlsx export the server writes.
 */
export function HeritabilityPage({ title }: HeritabilityPageProps) {
  const page = useHeritabilityPage();
  return (
    <StatisticsPageShell
      title={title}
      seasons={page.choiceState}
      choiceBar={<HeritabilityChoiceBar page={page} />}
    >
      <HeritabilityBody page={page} />
    </StatisticsPageShell>
  );
}
