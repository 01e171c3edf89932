import { DownloadOutlined } from '@ant-design/icons';
import type { GwasResult } from '@plotline/contract/genome-analyses';
import { Button, Flex, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#src/lib/save-file.ts';
import { formatPValue } from '../utils/format-p-value.ts';
import {
  listTestedMarkers,
  listTopMarkers,
  type MarkerRow,
  toMarkersCsv,
} from '../utils/top-markers.ts';

/** The table shows this many markers, the smallest p first. */
const TOP_COUNT = 50;

const byNumber = (key: 'pos' | 'beta' | 'se' | 'p' | 'q') => (a: MarkerRow, b: MarkerRow) =>
  (a[key] ?? Number.POSITIVE_INFINITY) - (b[key] ?? Number.POSITIVE_INFINITY);

type GwasTopMarkersProps = { analysisName: string; result: GwasResult };

/** The 50 strongest markers (sortable) and "Download CSV" of every tested marker. */
export function GwasTopMarkers({ analysisName, result }: GwasTopMarkersProps) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(() => listTopMarkers(result.markers, TOP_COUNT), [result.markers]);
  const number = (value: number | null) =>
    value === null ? '—' : value.toLocaleString(i18n.language, { maximumSignificantDigits: 4 });
  const p = (value: number | null) => (value === null ? '—' : formatPValue(value, i18n.language));

  function handleDownload() {
    const csv = toMarkersCsv(listTestedMarkers(result.markers));
    const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
    saveFile({ blob, fileName: null }, `${analysisName.replace(/[\\/:*?"<>|]+/g, '_')}.csv`);
  }

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap="small" className="pl-gwas-top-head">
        <Typography.Title level={3} className="pl-ganalysis-subtitle">
          {t('genomeAnalysis.gwas.top.title', { n: Math.min(TOP_COUNT, rows.length) })}
        </Typography.Title>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={handleDownload}
          data-testid="gwas-csv"
        >
          {t('genomeAnalysis.gwas.top.download')}
        </Button>
      </Flex>
      <Table<MarkerRow>
        size="small"
        rowKey="index"
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        onRow={() => ({ 'data-testid': 'gwas-top-row' }) as object}
        data-testid="gwas-top"
        columns={[
          {
            key: 'name',
            title: t('genomeAnalysis.gwas.top.marker'),
            dataIndex: 'name',
            sorter: (a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }),
          },
          {
            key: 'chr',
            title: t('genomeAnalysis.gwas.top.chr'),
            dataIndex: 'chr',
            sorter: (a, b) =>
              a.chr.localeCompare(b.chr, undefined, { numeric: true }) || a.pos - b.pos,
          },
          {
            key: 'pos',
            title: t('genomeAnalysis.gwas.top.pos'),
            dataIndex: 'pos',
            align: 'right',
            sorter: byNumber('pos'),
            render: (value: number) => value.toLocaleString(i18n.language),
          },
          {
            key: 'beta',
            title: 'β',
            dataIndex: 'beta',
            align: 'right',
            sorter: byNumber('beta'),
            render: number,
          },
          {
            key: 'se',
            title: t('genomeAnalysis.gwas.top.se'),
            dataIndex: 'se',
            align: 'right',
            sorter: byNumber('se'),
            render: number,
          },
          {
            key: 'p',
            title: 'p',
            dataIndex: 'p',
            align: 'right',
            sorter: byNumber('p'),
            defaultSortOrder: 'ascend',
            render: p,
          },
          {
            key: 'q',
            title: t('genomeAnalysis.gwas.top.q'),
            dataIndex: 'q',
            align: 'right',
            sorter: byNumber('q'),
            render: p,
          },
        ]}
      />
    </>
  );
}
