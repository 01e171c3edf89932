import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { expectedHeaders, type TemplateKind, templateFileName } from '../utils/nursery-template.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs (about 1 MB) loads only when someone asks for the template. */
async function loadExcel() {
  const module = await import('exceljs');
  return 'default' in module ? (module.default as typeof module) : module;
}

/** Writes the template: the expected headers in row 1 (frozen), one example row under them. */
async function saveTemplate(kind: TemplateKind, sheetName: string): Promise<void> {
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = expectedHeaders(kind);
  sheet.addRow(headers.map((column) => column.header)).font = { bold: true };
  sheet.addRow(headers.map((column) => column.example));
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(14, (headers[index]?.header.length ?? 0) + 2);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  const fileName = templateFileName(kind);
  saveFile({ blob: new Blob([buffer], { type: XLSX_TYPE }), fileName }, fileName);
}

/**
 * What a nursery upload reads: every expected header with its meaning, required ones marked,
 * and a template to fill in (decision 030).
 */
export function UploadHeaders({ kind }: { kind: TemplateKind }) {
  const { t } = useTranslation();
  const [isSaving, setSaving] = useState(false);

  async function handleTemplate() {
    setSaving(true);
    try {
      await saveTemplate(kind, t('fields.upload.templateSheet'));
    } catch (error) {
      showActionError(error, 'fields.errors.download');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="pl-upload-headers" data-testid="upload-headers">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Text strong>{t('fields.upload.headersTitle')}</Typography.Text>
        <Button
          size="small"
          icon={<DownloadOutlined aria-hidden />}
          loading={isSaving}
          onClick={handleTemplate}
          data-testid="upload-template"
        >
          {t('fields.upload.template')}
        </Button>
      </Flex>
      <ul>
        {expectedHeaders(kind).map((column) => (
          <li key={column.header}>
            <Typography.Text code>{column.header}</Typography.Text>{' '}
            {t(`fields.upload.headers.${column.role}`)}
            {column.isRequired && (
              <Tag className="pl-upload-required">{t('fields.upload.required')}</Tag>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
