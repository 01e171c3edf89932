import type { LinePhenotypes } from '@plotline/contract/lines';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { linePhotosQueryOptions, plotPhotosQueryOptions } from '../api/line-card-api.ts';
import { PhotoThumb } from './photo-thumb.tsx';

/** Plots whose photos the gallery asks for at most (the latest ones). */
const PLOTS_WITH_PHOTOS_MAX = 40;

type LineGalleryProps = { lineId: number; phenotypes: LinePhenotypes | undefined };

type GalleryItem = { key: string; photo: string; caption: string; alt: string };

/** Photos of the line itself, then those of its plots (latest seasons first). */
export function LineGallery({ lineId, phenotypes }: LineGalleryProps) {
  const { t } = useTranslation();
  const own = useQuery(linePhotosQueryOptions(lineId));
  useErrorToast(own.error, 'lineCard.errors.photos');
  const plots = (phenotypes?.seasons ?? [])
    .slice()
    .reverse()
    .flatMap((season) => season.plots.map((plot) => ({ season, plot })))
    .slice(0, PLOTS_WITH_PHOTOS_MAX);
  const plotPhotos = useQueries({
    queries: plots.map(({ plot }) => plotPhotosQueryOptions(plot.plot_id)),
  });

  const items: GalleryItem[] = [
    ...(own.data ?? []).map((photo) => ({
      key: `line:${photo.id}`,
      photo: photo.photo,
      caption: [photo.photographed_at, photo.comment].filter(Boolean).join(' · '),
      alt: photo.comment || photo.file_name || t('lineCard.gallery.alt'),
    })),
    ...plots.flatMap(({ season, plot }, index) =>
      (plotPhotos[index]?.data ?? []).map((photo) => ({
        key: `plot:${photo.id}`,
        photo: photo.photo,
        caption: [`${season.field_name} ${season.year}`, plot.plot_name, photo.photographed_at]
          .filter(Boolean)
          .join(' · '),
        alt: photo.comment || photo.file_name || t('lineCard.gallery.alt'),
      })),
    ),
  ];
  const isLoading = own.isPending || plotPhotos.some((query) => query.isPending);

  return (
    <div className="pl-line-gallery" data-testid="line-gallery">
      {items.length === 0 && isLoading && <Spin />}
      {items.length === 0 && !isLoading && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lineCard.gallery.none')} />
      )}
      <ul className="pl-line-photo-list">
        {items.map((item) => (
          <li key={item.key} className="pl-line-photo-item">
            <PhotoThumb photo={item.photo} alt={item.alt} />
            {item.caption && <span className="pl-line-photo-caption">{item.caption}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
