import type {
  GenomeAnalysis,
  StructureResult as StructureResultData,
} from '@plotline/contract/genome-analyses';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResultTab } from '../hooks/use-genome-analysis-address.ts';
import { DistancesPanel } from './distances-panel.tsx';
import { PcaPanel } from './pca-panel.tsx';
import { StructureSummary } from './structure-summary.tsx';
import { TreePanel } from './tree-panel.tsx';

type StructureResultProps = {
  analysis: GenomeAnalysis;
  result: StructureResultData;
  view: ResultTab;
  onViewChange: (view: ResultTab) => void;
};

/** A finished structure analysis: what was asked and kept, then PCA, tree and distances tabs. */
export function StructureResult({ analysis, result, view, onViewChange }: StructureResultProps) {
  const { t } = useTranslation();
  return (
    <div className="pl-ganalysis-result" data-testid="genome-analysis-result">
      <StructureSummary parameters={analysis.parameters} result={result} />
      <Tabs
        activeKey={view}
        onChange={(key) => onViewChange(key as ResultTab)}
        destroyOnHidden
        data-testid="genome-analysis-tabs"
        items={[
          {
            key: 'pca',
            label: t('genomeAnalysis.tabs.pca'),
            children: <PcaPanel result={result} />,
          },
          {
            key: 'tree',
            label: t('genomeAnalysis.tabs.tree'),
            children: <TreePanel analysisId={analysis.id} result={result} />,
          },
          {
            key: 'distances',
            label: t('genomeAnalysis.tabs.distances'),
            children: (
              <DistancesPanel
                analysisId={analysis.id}
                sampleCount={result.samples.length}
                distance={result.distance}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
