import { PrinterOutlined, TagsOutlined } from '@ant-design/icons';
import type { StorageLocation, Warehouse } from '@plotline/contract/warehouse';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { locationQrQueryOptions } from '../api/storage-api.ts';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import { useWeightFormat } from '../hooks/use-weight-format.ts';
import { printImage } from '../utils/print-image.ts';

type LocationCardProps = {
  warehouse: Warehouse;
  location: StorageLocation;
  /** Opens the labels dialog for this location. */
  onLabels: () => void;
};

/** The chosen location: its name, totals and QR code (shown and printable). */
export function LocationCard({ warehouse, location, onLabels }: LocationCardProps) {
  const { t } = useTranslation();
  const format = useWeightFormat();
  const qr = useQuery(locationQrQueryOptions(location.id));
  useErrorToast(qr.error, 'storage.errors.qr');
  const url = useObjectUrl(qr.data?.blob);
  const caption = `${warehouse.name} / ${location.name}`;
  return (
    <section className="pl-storage-location" data-testid="location-card" aria-label={caption}>
      <div className="pl-storage-location-text">
        <p className="pl-storage-muted">{warehouse.name}</p>
        <h2 data-testid="location-name">{location.name}</h2>
        <p>
          {t('storage.tree.totals', {
            count: location.count_of_lots,
            weight: format.weight(location.weight),
          })}
        </p>
        <Flex gap="small" wrap>
          <Button
            icon={<PrinterOutlined aria-hidden />}
            disabled={!url}
            onClick={() => url && printImage(url, caption)}
            data-testid="print-qr"
          >
            {t('storage.location.printQr')}
          </Button>
          <Button
            icon={<TagsOutlined aria-hidden />}
            onClick={onLabels}
            data-testid="location-labels"
          >
            {t('labels.forLocation')}
          </Button>
        </Flex>
      </div>
      {url ? (
        <img
          className="pl-storage-qr"
          src={url}
          alt={t('storage.location.qrAlt', { name: caption })}
          data-testid="location-qr"
        />
      ) : (
        <Skeleton.Image active={qr.isPending} className="pl-storage-qr" />
      )}
    </section>
  );
}
