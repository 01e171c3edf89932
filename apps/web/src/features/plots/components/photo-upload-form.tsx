import { UploadOutlined } from '@ant-design/icons';
import { PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from '@plotline/contract/photos';
import { Button, DatePicker, Flex, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useUploadPlotPhoto } from '../api/upload-plot-photo.ts';
import { isPhotoDateOutOfRange, PHOTO_DATE_FORMAT } from '../utils/photo-date.ts';

type PhotoUploadFormProps = { plotId: number };

/** Picks a photo and the day it was taken (today by default), then uploads it. */
export function PhotoUploadForm({ plotId }: PhotoUploadFormProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState<Dayjs | null>(() => dayjs());
  const upload = useUploadPlotPhoto();

  function handleFile(file: File): false {
    if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      toast.error(t('validation.photoType'));
    } else if (file.size > PHOTO_MAX_BYTES) {
      toast.error(t('validation.photoTooLarge'));
    } else if (date) {
      upload.mutate(
        { plotId, photo: file, photographedAt: date.format(PHOTO_DATE_FORMAT) },
        { onError: (error) => showActionError(error, 'plots.errors.photoUpload') },
      );
    }
    return false;
  }

  return (
    <Flex gap="small" wrap align="center" className="pl-photo-upload" data-testid="photo-upload">
      <DatePicker
        aria-label={t('plots.photos.date')}
        format={PHOTO_DATE_FORMAT}
        value={date}
        allowClear={false}
        disabledDate={isPhotoDateOutOfRange}
        onChange={setDate}
      />
      <Upload
        accept={PHOTO_CONTENT_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={handleFile}
        disabled={!date}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending} disabled={!date}>
          {t('plots.photos.upload')}
        </Button>
      </Upload>
    </Flex>
  );
}
