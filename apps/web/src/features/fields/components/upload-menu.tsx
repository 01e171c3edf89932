import { UploadOutlined } from '@ant-design/icons';
import type { ImportCounts } from '@plotline/contract/imports';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NurseryFileKind } from '../api/upload-nursery-file.ts';
import { UploadModal } from './upload-modal.tsx';

type UploadMenuProps = {
  specId: number | null;
  onImported: (counts: ImportCounts) => void;
  /** A primary button (empty states) instead of the toolbar's default one. */
  isPrimary?: boolean;
  testId?: string;
};

const KINDS: NurseryFileKind[] = ['plot_result', 'field_file', 'field_map'];

/** "Upload": plot phenotypes, a field file or a field map (.xlsx), each through the upload modal. */
export function UploadMenu({
  specId,
  onImported,
  isPrimary = false,
  testId = 'upload-menu',
}: UploadMenuProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<NurseryFileKind | null>(null);
  const labels: Record<NurseryFileKind, string> = {
    plot_result: t('fields.upload.plotResults'),
    field_file: t('fields.upload.fieldFile'),
    field_map: t('fields.upload.fieldMap'),
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        disabled={specId === null}
        menu={{
          items: KINDS.map((item) => ({
            key: item,
            label: <span data-testid={`upload-${item.replaceAll('_', '-')}`}>{labels[item]}</span>,
          })),
          onClick: ({ key }) => setKind(key as NurseryFileKind),
        }}
      >
        <Button
          data-testid={testId}
          type={isPrimary ? 'primary' : 'default'}
          icon={<UploadOutlined aria-hidden />}
          disabled={specId === null}
        >
          {t('fields.upload.menu')}
        </Button>
      </Dropdown>
      {kind && (
        <UploadModal
          kind={kind}
          specId={specId}
          onClose={() => setKind(null)}
          onImported={onImported}
        />
      )}
    </>
  );
}
