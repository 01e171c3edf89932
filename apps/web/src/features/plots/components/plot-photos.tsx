import { useQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { plotPhotosQueryOptions } from '../api/list-plot-photos.ts';
import { PhotoUploadForm } from './photo-upload-form.tsx';
import { PlotPhotoItem } from './plot-photo-item.tsx';

type PlotPhotosProps = { plotId: number };

/** The plot's photos: upload with the day taken, change that day, delete. */
export function PlotPhotos({ plotId }: PlotPhotosProps) {
  const { t } = useTranslation();
  const photos = useQuery(plotPhotosQueryOptions(plotId));
  useErrorToast(photos.error, 'plots.errors.photosLoad');
  return (
    <div className="pl-plot-photos" data-testid="plot-photos">
      <PhotoUploadForm plotId={plotId} />
      {photos.isPending && <Spin />}
      {photos.data?.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plots.photos.none')} />
      )}
      <ul className="pl-photo-list">
        {photos.data?.map((photo) => (
          <PlotPhotoItem key={photo.id} photo={photo} />
        ))}
      </ul>
    </div>
  );
}
