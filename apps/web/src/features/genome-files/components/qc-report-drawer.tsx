import { DownloadOutlined } from '@ant-design/icons';
import type { GenomeFileItem } from '@plotline/contract/genome-files';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Segmented, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { genomeFileQcQueryOptions } from '../api/get-genome-file-qc.ts';

/** The report view draws with echarts: its own chunk, loaded when a report opens. */
const QcReportView = lazy(() =>
  import('./qc-report-view.tsx').then((module) => ({ default: module.QcReportView })),
);

type QcReportDrawerProps = {
  file: GenomeFileItem | null;
  onClose: () => void;
  onDownload: (file: GenomeFileItem) => void;
};

/**
 * A file's QC report beside the plot card: when the file held several sequence files (an
 * archive, R1 and R2) a selector chooses which one's report shows.
 */
export function QcReportDrawer({ file, onClose, onDownload }: QcReportDrawerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const qc = useQuery({ ...genomeFileQcQueryOptions(file?.id ?? 0), enabled: file !== null });
  useErrorToast(qc.error, 'genomeFiles.errors.qcLoad');
  const reports = qc.data?.reports ?? [];
  const entry = reports[Math.min(chosen, reports.length - 1)];
  return (
    <Drawer
      open={file !== null}
      onClose={() => {
        setChosen(0);
        onClose();
      }}
      size={880}
      title={file ? t('genomeFiles.qc.title', { name: file.original_name }) : ''}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      extra={
        file?.has_archive && (
          <Button icon={<DownloadOutlined />} onClick={() => onDownload(file)}>
            {t('genomeFiles.download')}
          </Button>
        )
      }
      data-testid="qc-drawer"
    >
      {qc.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {qc.data && reports.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('genomeFiles.qc.none')} />
      )}
      {reports.length > 1 && (
        <Segmented
          block
          value={Math.min(chosen, reports.length - 1)}
          onChange={(value) => setChosen(Number(value))}
          options={reports.map((report, index) => ({ value: index, label: report.file }))}
          aria-label={t('genomeFiles.qc.chooseFile')}
          data-testid="qc-file-select"
        />
      )}
      {entry && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <QcReportView key={entry.file} entry={entry} />
        </Suspense>
      )}
    </Drawer>
  );
}
