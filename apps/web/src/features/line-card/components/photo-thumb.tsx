import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoFileQueryOptions } from '../api/line-card-api.ts';

type PhotoThumbProps = { photo: string; alt: string };

/** A photo fetched with the bearer token and shown from an object URL (click: full size). */
export function PhotoThumb({ photo, alt }: PhotoThumbProps) {
  const { t } = useTranslation();
  const file = useQuery(photoFileQueryOptions(photo));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const objectUrl = URL.createObjectURL(file.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data]);

  if (file.isError)
    return <div className="pl-line-photo-missing">{t('lineCard.gallery.failed')}</div>;
  if (!url) return <Skeleton.Image active className="pl-line-photo-image" />;
  return <Image src={url} alt={alt} className="pl-line-photo-image" width={160} height={120} />;
}
