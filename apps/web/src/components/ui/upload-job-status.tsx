import type { ImportJob, ImportProblem } from '@plotline/contract/imports';
import { Alert, Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';

type UploadJobStatusProps = {
  job: ImportJob;
  /** What a successful import did; the nursery counts (plots, values, stages) by default. */
  summary?: (result: NonNullable<ImportJob['result']>) => string;
};

/**
 * An import's progress (any upload answering an import job: nurseries, varieties), then what
 * it did or every problem of the file (row, column, message).
 */
export function UploadJobStatus({ job, summary }: UploadJobStatusProps) {
  const { t } = useTranslation();
  const isFailed = job.status === 'failed';
  const statusText = {
    pending: t('fields.upload.status.pending'),
    processing: t('fields.upload.status.processing'),
    success: t('fields.upload.status.success'),
    failed: t('fields.upload.status.failed'),
    cancelled: t('fields.upload.status.cancelled'),
  }[job.status];
  return (
    <div data-testid="upload-job" data-status={job.status}>
      <Progress
        percent={job.status === 'success' ? 100 : job.progress}
        status={
          isFailed
            ? 'exception'
            : job.status === 'success'
              ? 'success'
              : job.status === 'cancelled'
                ? 'normal'
                : 'active'
        }
        aria-label={statusText}
      />
      <p role="status">{statusText}</p>
      {job.result && (
        <Alert
          type="success"
          showIcon
          title={
            summary
              ? summary(job.result)
              : t('fields.upload.summary', {
                  rows: job.result.rows,
                  created: job.result.plots_created,
                  updated: job.result.plots_updated,
                  values: job.result.values_written,
                  stages: job.result.stages_written,
                })
          }
        />
      )}
      {isFailed && (
        <Table<ImportProblem>
          data-testid="upload-errors"
          size="small"
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ y: 320 }}
          rowKey={(problem) => `${problem.row}:${problem.column}:${problem.message}`}
          dataSource={job.errors}
          columns={[
            { key: 'row', title: t('fields.upload.row'), dataIndex: 'row', width: 80 },
            {
              key: 'column',
              title: t('fields.upload.column'),
              width: 160,
              render: (_value, problem) =>
                [problem.column, problem.header].filter(Boolean).join(' · ') || '—',
            },
            { key: 'message', title: t('fields.upload.message'), dataIndex: 'message' },
          ]}
        />
      )}
    </div>
  );
}
