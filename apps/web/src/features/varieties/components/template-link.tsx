import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { downloadLineTemplate, type LineUploadKind } from '../api/varieties-api.ts';

/** "Download the template": the file to fill in for an upload. */
export function TemplateLink({ kind, label }: { kind: LineUploadKind; label?: string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    try {
      saveFile(await downloadLineTemplate(kind), `${kind}_template.xlsx`);
    } catch (error) {
      showActionError(error, 'varieties.errors.download');
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined aria-hidden />}
      loading={pending}
      onClick={() => void download()}
      data-testid={`template-${kind}`}
    >
      {label ?? t('varieties.upload.template')}
    </Button>
  );
}
