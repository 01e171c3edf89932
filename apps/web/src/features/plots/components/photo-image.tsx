import type { PlotPhoto } from '@plotline/contract/photos';
import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoFileQueryOptions } from '../api/get-photo-file.ts';

type PhotoImageProps = { photo: PlotPhoto };

/** A photo's image, fetched with the bearer token and shown from an object URL. */
export function PhotoImage({ photo }: PhotoImageProps) {
  const { t } = useTranslation();
  const file = useQuery(photoFileQueryOptions(photo.photo));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const objectUrl = URL.createObjectURL(file.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data]);

  if (file.isError) return <div className="pl-photo-missing">{t('plots.photos.failed')}</div>;
  if (!url) return <Skeleton.Image active className="pl-photo-image" />;
  return (
    <Image
      src={url}
      alt={photo.comment || photo.file_name || t('plots.photos.alt')}
      className="pl-photo-image"
      width={160}
      height={120}
    />
  );
}
