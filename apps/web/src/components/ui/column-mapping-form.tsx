import type { ImportJob } from '@plotline/contract/imports';
import { Button, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a column becomes: a parameter's id, or null to skip the column. */
export type ColumnMapping = Record<string, number | null>;

export type ColumnMappingOption = { value: number; label: string };

type ColumnMappingFormProps = {
  /** Header texts of the file's columns the server could not map (`code: 'unmapped_column'`). */
  headers: string[];
  /** The parameters a column may hold (the sector's, the year's soil parameters). */
  options: ColumnMappingOption[];
  /** Called with every header → a parameter id or null (skip); sent again as `mapping`. */
  onSubmit: (mapping: ColumnMapping) => void;
  /** The file is being sent again. */
  submitting?: boolean;
  /** Test id of the form (`column-mapping` by default); each select is `<testId>-<index>`. */
  testId?: string;
};

const SKIP = 0;

/**
 * The headers of a failed import that name no parameter (problems with
 * `code: 'unmapped_column'`), each once, in the file's order.
 */
export function unmappedHeaders(job: ImportJob): string[] {
  if (job.status !== 'failed') return [];
  const headers = (job.errors ?? [])
    .filter((problem) => (problem as { code?: string }).code === 'unmapped_column')
    .map((problem) => problem.header ?? '')
    .filter((header) => header !== '');
  return [...new Set(headers)];
}

/**
 * The answer to a weather or soil file whose headers name no parameter (decision 044,
 * uploads): each unmapped header is matched to a parameter, or skipped, and the file is sent
 * again with that mapping (a JSON string `{"<header>": <id> | null}` in the `mapping` field).
 * Shared by the weather and the soil uploads.
 */
export function ColumnMappingForm({
  headers,
  options,
  onSubmit,
  submitting = false,
  testId = 'column-mapping',
}: ColumnMappingFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, number>>();
  const choices = [{ value: SKIP, label: t('columnMapping.skip') }, ...options];
  const field = (index: number) => `column${index}`;
  const initialValues = Object.fromEntries(
    headers.map((header, index) => [field(index), guessOption(header, options) ?? SKIP]),
  );

  function handleFinish(values: Record<string, number>) {
    onSubmit(
      Object.fromEntries(
        headers.map((header, index) => {
          const chosen = values[field(index)] ?? SKIP;
          return [header, chosen === SKIP ? null : chosen];
        }),
      ),
    );
  }

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '0 0 40%' }}
      labelWrap
      initialValues={initialValues}
      onFinish={handleFinish}
      data-testid={testId}
    >
      <p>{t('columnMapping.hint')}</p>
      {headers.map((header, index) => (
        <Form.Item key={header} name={field(index)} label={header}>
          <Select
            aria-label={t('columnMapping.columnLabel', { header })}
            options={choices}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid={`${testId}-${index}`}
          />
        </Form.Item>
      ))}
      <Flex justify="end">
        <Button
          type="primary"
          htmlType="submit"
          loading={submitting}
          data-testid={`${testId}-submit`}
        >
          {t('columnMapping.submit')}
        </Button>
      </Flex>
    </Form>
  );
}

/** A parameter whose name the header starts with (any case), so the usual choice is made. */
function guessOption(header: string, options: ColumnMappingOption[]): number | undefined {
  const text = header.trim().toLowerCase();
  return options.find((option) => {
    const label = option.label.trim().toLowerCase();
    return label !== '' && (text === label || text.startsWith(`${label} `));
  })?.value;
}
