import { FolderOpenOutlined } from '@ant-design/icons';
import { GENOME_DATA_TYPES, GENOME_FILE_ACCEPT } from '@plotline/contract/genome-files';
import { Alert, Button, Form, Modal, Select, Switch } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadChoice } from '../hooks/genome-upload-store.ts';
import { checkGenomeFiles, type GenomeFileProblem } from '../utils/check-genome-file.ts';
import { formatBytes } from '../utils/file-status.ts';

type GenomeUploadModalProps = {
  isOpen: boolean;
  onClose: () => void;
  onUpload: (files: File[], choice: UploadChoice) => void;
};

/** Archives hold both mates of a paired run; plain reads come as an R1 file and an R2 file. */
const isArchive = (name: string) => /\.(tar|tar\.gz|tgz|zip)$/i.test(name);

/** Why a paired choice cannot be sent: one archive, or exactly two read files. */
function pairProblem(files: readonly File[]): 'genomeFiles.errors.pair' | null {
  if (files.length === 1 && isArchive(files[0]?.name ?? '')) return null;
  if (files.length === 2 && files.every((file) => !isArchive(file.name))) return null;
  return 'genomeFiles.errors.pair';
}

/**
 * Choosing sequencing files for a plot: the files (spec §5 formats, checked before a byte is
 * sent: format, 100 GB, name length), paired-end (R1 + R2, or an archive of both) and the data
 * type (WGS by default).
 */
export function GenomeUploadModal({ isOpen, onClose, onUpload }: GenomeUploadModalProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<GenomeFileProblem | 'genomeFiles.errors.pair' | null>(
    null,
  );
  const [choice, setChoice] = useState<UploadChoice>({ paired: false, dataType: 'wgs' });
  const input = useRef<HTMLInputElement>(null);

  function handleClose() {
    setFiles([]);
    setProblem(null);
    onClose();
  }

  function handleChoose(chosen: File[]) {
    const found = checkGenomeFiles(chosen);
    setProblem(found);
    setFiles(found ? [] : chosen);
  }

  function handleSend() {
    const found = choice.paired ? pairProblem(files) : null;
    if (found) return setProblem(found);
    onUpload(files, choice);
    handleClose();
  }

  return (
    <Modal
      open={isOpen}
      title={t('genomeFiles.upload.title')}
      onCancel={handleClose}
      onOk={handleSend}
      okText={t('genomeFiles.upload.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: files.length === 0, 'data-testid': 'genome-upload-send' }}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="genome-upload-modal">{node}</div>}
    >
      <Form layout="vertical">
        <Form.Item label={t('genomeFiles.upload.files')} extra={t('genomeFiles.upload.formats')}>
          <Button icon={<FolderOpenOutlined />} onClick={() => input.current?.click()}>
            {t('genomeFiles.upload.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={GENOME_FILE_ACCEPT}
            aria-label={t('genomeFiles.upload.files')}
            data-testid="genome-upload-input"
            onChange={(event) => {
              handleChoose([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          {files.length > 0 && (
            <ul className="pl-genome-chosen" data-testid="genome-upload-chosen">
              {files.map((file) => (
                <li key={file.name}>
                  {file.name} · {formatBytes(file.size)}
                </li>
              ))}
            </ul>
          )}
        </Form.Item>
        {problem && (
          <Alert type="error" showIcon title={t(problem)} data-testid="genome-upload-problem" />
        )}
        <Form.Item
          label={t('genomeFiles.upload.paired')}
          extra={t('genomeFiles.upload.pairedHint')}
        >
          <Switch
            checked={choice.paired}
            onChange={(paired) => setChoice({ ...choice, paired })}
            aria-label={t('genomeFiles.upload.paired')}
          />
        </Form.Item>
        <Form.Item label={t('genomeFiles.upload.dataType')}>
          <Select
            value={choice.dataType}
            onChange={(dataType) => setChoice({ ...choice, dataType })}
            options={GENOME_DATA_TYPES.map((type) => ({
              value: type,
              label: t(`genomeFiles.dataTypes.${type}`),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
