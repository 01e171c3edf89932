import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAttachment } from '../utils/check-attachment.ts';

type PickedFile = Parameters<NonNullable<UploadProps['beforeUpload']>>[0];

/**
 * Where a picked file would land in the list: after the files already there and the
 * earlier files of the same pick that pass the check.
 */
function positionOf(file: PickedFile, batch: readonly PickedFile[], existing: number): number {
  let position = existing;
  for (const earlier of batch) {
    if (earlier === file) break;
    if (!checkAttachment(earlier, position)) position++;
  }
  return position;
}

/**
 * The attachments of the feedback dialog: the picked files (kept in the browser until the
 * dialog is sent) and the translated problems of the latest pick or of the server's answer.
 * A file that fails the check never enters the list.
 */
export function useAttachmentList() {
  const { t } = useTranslation();
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  const addProblem = (text: string) =>
    setProblems((previous) => (previous.includes(text) ? previous : [...previous, text]));

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (batch[0] === file) setProblems([]);
    const problem = checkAttachment(file, positionOf(file, batch, fileList.length));
    if (!problem) return false;
    addProblem(t(problem.key, problem.values));
    return Upload.LIST_IGNORE;
  };

  return {
    fileList,
    problems,
    files: fileList.flatMap((item) => (item.originFileObj ? [item.originFileObj] : [])),
    beforeUpload,
    onChange: ({ fileList: next }: { fileList: UploadFile[] }) => setFileList(next),
    onRemove: () => setProblems([]),
    /** Shows the server's (already translated) messages about the files. */
    showProblems: setProblems,
    reset: () => {
      setFileList([]);
      setProblems([]);
    },
  };
}
