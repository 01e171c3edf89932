import { InboxOutlined } from '@ant-design/icons';
import { FIELD_WIDTH_DEFAULT, FIELD_WIDTH_MAX, FIELD_WIDTH_MIN } from '@plotline/contract/rules';
import { Button, Flex, Form, Radio, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';

type UploadFormValues = {
  files: UploadFile[];
  max_length_per_list?: number | null;
  sort_method: 1 | 2 | 3;
};

type UploadFormProps = {
  /** A field-map file: it names its season and width itself, so only the file is asked. */
  isMapFile?: boolean;
  pending: boolean;
  onSubmit: (input: { file: File; maxLengthPerList?: number; sortMethod: 1 | 2 | 3 }) => void;
  onCancel: () => void;
};

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The .xlsx file, the width of nurseries it creates and the placement of new plots (a
 * field-map file: the file only).
 */
export function UploadForm({ isMapFile = false, pending, onSubmit, onCancel }: UploadFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UploadFormValues>();

  function handleFinish(values: UploadFormValues) {
    const file = values.files[0]?.originFileObj;
    if (!file) return;
    onSubmit({
      file,
      // left empty, existing nurseries keep their width and new ones get the default
      maxLengthPerList: values.max_length_per_list ?? undefined,
      sortMethod: values.sort_method,
    });
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ files: [], sort_method: 1 }}
      onFinish={handleFinish}
      data-testid="upload-form"
    >
      <Form.Item
        name="files"
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={[{ required: true, type: 'array', min: 1, message: t('fields.upload.chooseFile') }]}
      >
        <Upload.Dragger accept={XLSX_TYPES} maxCount={1} beforeUpload={() => false}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{t('fields.upload.dropHint')}</p>
          <p className="ant-upload-hint">
            {isMapFile ? t('fields.upload.mapFormatHint') : t('fields.upload.formatHint')}
          </p>
        </Upload.Dragger>
      </Form.Item>
      {!isMapFile && (
        <>
          <Form.Item
            name="max_length_per_list"
            label={t('fields.upload.width')}
            tooltip={t('fields.upload.widthHint')}
          >
            <NumberInput
              min={FIELD_WIDTH_MIN}
              max={FIELD_WIDTH_MAX}
              precision={0}
              placeholder={String(FIELD_WIDTH_DEFAULT)}
              className="pl-input-number"
            />
          </Form.Item>
          <Form.Item name="sort_method" label={t('fields.upload.placement')}>
            <Radio.Group
              options={[
                { value: 1, label: t('placement.inOrder') },
                { value: 2, label: t('placement.linear') },
                { value: 3, label: t('placement.random') },
              ]}
            />
          </Form.Item>
        </>
      )}
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="upload-submit">
          {t('fields.upload.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
