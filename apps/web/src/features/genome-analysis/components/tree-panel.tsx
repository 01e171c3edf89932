import { DownloadOutlined } from '@ant-design/icons';
import type { StructureResult } from '@plotline/contract/genome-analyses';
import { Alert, Button, Flex, Slider, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { downloadNewick } from '../api/download-analysis-files.ts';
import { layoutTree } from '../utils/layout-tree.ts';
import { parseNewick } from '../utils/parse-newick.ts';
import { TreeDrawing } from './tree-drawing.tsx';

type TreePanelProps = { analysisId: number; result: StructureResult };

/** The tree (NJ or UPGMA) as a phylogram with its zoom, and the .nwk download. */
export function TreePanel({ analysisId, result }: TreePanelProps) {
  const { t } = useTranslation();
  const [rowHeight, setRowHeight] = useState(16);
  const [widthScale, setWidthScale] = useState(1);
  const [isDownloading, setIsDownloading] = useState(false);
  const layout = useMemo(() => {
    try {
      return layoutTree(parseNewick(result.tree.newick));
    } catch {
      return null;
    }
  }, [result.tree.newick]);

  async function handleDownload() {
    setIsDownloading(true);
    try {
      saveFile(await downloadNewick(analysisId), `tree-${analysisId}.nwk`);
    } catch (error) {
      showActionError(error, 'genomeAnalysis.errors.download');
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <div className="pl-ganalysis-tree" data-testid="genome-analysis-tree-panel">
      <Flex gap="middle" wrap align="center" className="pl-ganalysis-controls">
        <Typography.Text strong>
          {t(`genomeAnalysis.tree.long.${result.tree.method}`)}
        </Typography.Text>
        <Flex gap="small" align="center">
          <span>{t('genomeAnalysis.tree.rowSpacing')}</span>
          <Slider
            min={8}
            max={28}
            value={rowHeight}
            onChange={setRowHeight}
            className="pl-ganalysis-slider"
            aria-label={t('genomeAnalysis.tree.rowSpacing')}
          />
        </Flex>
        <Flex gap="small" align="center">
          <span>{t('genomeAnalysis.tree.width')}</span>
          <Slider
            min={1}
            max={4}
            step={0.5}
            value={widthScale}
            onChange={setWidthScale}
            className="pl-ganalysis-slider"
            aria-label={t('genomeAnalysis.tree.width')}
          />
        </Flex>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={isDownloading}
          onClick={() => void handleDownload()}
          data-testid="genome-analysis-newick"
        >
          {t('genomeAnalysis.tree.download')}
        </Button>
      </Flex>
      {layout ? (
        <TreeDrawing
          layout={layout}
          rowHeight={rowHeight}
          widthScale={widthScale}
          unit={t(`genomeAnalysis.distance.${result.distance.method}`)}
        />
      ) : (
        <Alert type="error" showIcon title={t('genomeAnalysis.tree.unreadable')} />
      )}
    </div>
  );
}
