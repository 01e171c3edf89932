import { DeleteOutlined } from '@ant-design/icons';
import type { PlotPhoto } from '@plotline/contract/photos';
import { Button, DatePicker, Popconfirm } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useDeletePlotPhoto } from '../api/delete-plot-photo.ts';
import { useUpdatePlotPhoto } from '../api/update-plot-photo.ts';
import { isPhotoDateOutOfRange, PHOTO_DATE_FORMAT } from '../utils/photo-date.ts';
import { PhotoImage } from './photo-image.tsx';

type PlotPhotoItemProps = { photo: PlotPhoto };

/** One photo: the image, the day it was taken (editable) and delete. */
export function PlotPhotoItem({ photo }: PlotPhotoItemProps) {
  const { t } = useTranslation();
  const updatePhoto = useUpdatePlotPhoto();
  const deletePhoto = useDeletePlotPhoto();
  const ref = { photoId: photo.id, plotId: photo.plot };
  return (
    <li className="pl-photo-item" data-testid="plot-photo">
      <PhotoImage photo={photo} />
      <div className="pl-photo-meta">
        <DatePicker
          aria-label={t('plots.photos.date')}
          format={PHOTO_DATE_FORMAT}
          allowClear={false}
          disabledDate={isPhotoDateOutOfRange}
          value={photo.photographed_at ? dayjs(photo.photographed_at) : null}
          disabled={updatePhoto.isPending}
          onChange={(value) =>
            value &&
            updatePhoto.mutate(
              { ...ref, body: { photographed_at: value.format(PHOTO_DATE_FORMAT) } },
              { onError: (error) => showActionError(error, 'plots.errors.photoEdit') },
            )
          }
        />
        <Popconfirm
          title={t('plots.photos.deleteTitle')}
          okText={t('common.delete')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            deletePhoto
              .mutateAsync(ref)
              .catch((error: unknown) => showActionError(error, 'plots.errors.photoDelete'))
          }
        >
          <Button
            danger
            type="text"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('plots.photos.delete')}
            loading={deletePhoto.isPending}
          />
        </Popconfirm>
      </div>
    </li>
  );
}
