import { DownloadOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { GenotypeMatrix } from '@plotline/contract/genotype-matrices';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Slider, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { exportMatrix } from '../api/export-matrix.ts';
import { GENOME_DATA_QUERY_KEY } from '../api/genome-data-query-key.ts';
import { countRegionMarkers, type MatrixRegion } from '../api/get-matrix-window.ts';
import { DEFAULT_ZOOM, ZOOM_LEVELS } from '../utils/matrix-view.ts';
import { MatrixCanvas } from './matrix-canvas.tsx';
import { MatrixLegend } from './matrix-legend.tsx';

type MatrixBrowserProps = {
  matrix: GenotypeMatrix;
  region: MatrixRegion;
  onRegionChange: (region: MatrixRegion) => void;
};

/**
 * A matrix's samples × markers coloured by dosage, with a chromosome and region filter and a
 * zoom (names appear as cells grow); the markers' alt-allele frequency and call rate run
 * along the top.
 */
export function MatrixBrowser({ matrix, region, onRegionChange }: MatrixBrowserProps) {
  const { t, i18n } = useTranslation();
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [start, setStart] = useState<number | null>(region.start ?? null);
  const [end, setEnd] = useState<number | null>(region.end ?? null);
  const count = useQuery({
    queryKey: [...GENOME_DATA_QUERY_KEY, 'region-count', matrix.id, region] as const,
    queryFn: ({ signal }) => countRegionMarkers(matrix.id, region, signal),
    enabled: region.chr !== undefined,
  });
  useErrorToast(count.error, 'genomeData.errors.load');
  const markers = region.chr === undefined ? matrix.marker_count : count.data;
  const [exporting, setExporting] = useState(false);

  async function handleExport() {
    setExporting(true);
    try {
      saveFile(await exportMatrix(matrix.id), `${matrix.name}.vcf.gz`);
    } catch (error) {
      showActionError(error, 'genomeData.errors.download');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="pl-matrix-browser" data-testid="matrix-browser">
      <Flex className="pl-genome-toolbar" gap="small" wrap align="center">
        <Select
          value={region.chr ?? ''}
          onChange={(chr: string) => onRegionChange(chr ? { chr } : {})}
          options={[
            { value: '', label: t('genomeData.browser.allChromosomes') },
            ...matrix.chromosomes.map((chr) => ({ value: chr, label: chr })),
          ]}
          className="pl-genome-chr-select"
          aria-label={t('genomeData.browser.chromosome')}
          data-testid="browser-chr"
        />
        <Space.Compact>
          <NumberInput
            min={0}
            precision={0}
            value={start}
            onChange={setStart}
            disabled={region.chr === undefined}
            className="pl-genome-position"
            placeholder={t('genomeData.browser.start')}
            aria-label={t('genomeData.browser.start')}
            data-testid="browser-start"
          />
          <NumberInput
            min={0}
            precision={0}
            value={end}
            onChange={setEnd}
            disabled={region.chr === undefined}
            className="pl-genome-position"
            placeholder={t('genomeData.browser.end')}
            aria-label={t('genomeData.browser.end')}
            data-testid="browser-end"
          />
          <Button
            disabled={region.chr === undefined}
            onClick={() =>
              onRegionChange({
                chr: region.chr,
                start: start ?? undefined,
                end: end ?? undefined,
              })
            }
            data-testid="browser-region"
          >
            {t('genomeData.browser.apply')}
          </Button>
        </Space.Compact>
        <Flex align="center" gap={4} className="pl-genome-zoom">
          <Button
            size="small"
            icon={<MinusOutlined aria-hidden />}
            aria-label={t('genomeData.browser.zoomOut')}
            disabled={zoom === 0}
            onClick={() => setZoom(zoom - 1)}
            data-testid="browser-zoom-out"
          />
          <Slider
            min={0}
            max={ZOOM_LEVELS.length - 1}
            value={zoom}
            onChange={setZoom}
            tooltip={{ open: false }}
            className="pl-genome-zoom-slider"
            aria-label={t('genomeData.browser.zoom')}
          />
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden />}
            aria-label={t('genomeData.browser.zoomIn')}
            disabled={zoom === ZOOM_LEVELS.length - 1}
            onClick={() => setZoom(zoom + 1)}
            data-testid="browser-zoom-in"
          />
        </Flex>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={exporting}
          onClick={() => void handleExport()}
          data-testid="matrix-export"
        >
          {t('genomeData.browser.export')}
        </Button>
        <MatrixLegend />
        <Typography.Text type="secondary" data-testid="browser-size">
          {t('genomeData.browser.size', {
            samples: matrix.sample_count.toLocaleString(i18n.language),
            markers: (markers ?? 0).toLocaleString(i18n.language),
          })}
        </Typography.Text>
      </Flex>
      {markers !== undefined && markers > 0 && matrix.sample_count > 0 ? (
        <MatrixCanvas
          key={`${region.chr ?? ''}|${region.start ?? ''}|${region.end ?? ''}`}
          matrixId={matrix.id}
          region={region}
          samples={matrix.sample_count}
          markers={markers}
          zoom={zoom}
          onZoomStep={(step) =>
            setZoom((current) => Math.min(ZOOM_LEVELS.length - 1, Math.max(0, current + step)))
          }
        />
      ) : (
        markers === 0 && (
          <Typography.Paragraph type="secondary" data-testid="browser-empty">
            {t('genomeData.browser.noMarkers')}
          </Typography.Paragraph>
        )
      )}
    </div>
  );
}
