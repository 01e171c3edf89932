import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { cropFieldsQueryOptions } from '../api/list-crop-fields.ts';
import { sectorsQueryOptions } from '../api/list-sectors.ts';
import { METEO_QUERY_KEY } from '../api/meteo-query-key.ts';
import { createSector, deleteSector, updateSector } from '../api/save-sector.ts';
import { type MeteoTab, useMeteoAddress } from '../hooks/use-meteo-address.ts';
import { showMeteoError } from '../utils/show-meteo-error.ts';
import { IndicesView } from './indices-view.tsx';
import { MeteoUploadModal } from './meteo-upload-modal.tsx';
import { MonthView } from './month-view.tsx';
import { ParamsModal } from './params-modal.tsx';
import { SeasonView } from './season-view.tsx';
import { SectorBar } from './sector-bar.tsx';
import { SectorModal } from './sector-modal.tsx';
import './meteorology.css';

type Dialog = 'create' | 'edit' | 'params' | 'upload' | null;

/**
 * /fields/meteorology: the crop's weather sectors (choose, create, edit, delete, parameters,
 * upload), then a sector's month of days, its season chart, and the crop's seasons' indices.
 * The tab, sector, year and month live in the address.
 */
export function MeteorologyPage({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [address, setAddress] = useMeteoAddress();
  const [dialog, setDialog] = useState<Dialog>(null);
  const sectors = useQuery(sectorsQueryOptions(specId));
  const fields = useQuery(cropFieldsQueryOptions(specId));
  useErrorToast(sectors.error ?? fields.error, 'meteorology.errors.load');
  const fieldNames = useMemo(
    () => new Map((fields.data ?? []).map((field) => [field.field_id, field.field_name])),
    [fields.data],
  );
  const list = sectors.data ?? [];
  const sector = list.find((item) => item.id === address.sector) ?? list[0];
  const today = new Date();
  const year = address.year ?? sector?.year ?? today.getFullYear();
  const month = address.month ?? today.getMonth() + 1;
  const refresh = () => queryClient.invalidateQueries({ queryKey: METEO_QUERY_KEY });

  if (sectors.isPending || fields.isPending) return <PageSkeleton rows={10} />;

  const sectorTabs = sector
    ? [
        {
          key: 'month',
          label: t('meteorology.tabs.month'),
          children: (
            <MonthView
              sector={sector}
              year={year}
              month={month}
              onMonthChange={(nextYear, nextMonth) =>
                setAddress({ sector: sector.id, year: nextYear, month: nextMonth })
              }
              onUpload={() => setDialog('upload')}
            />
          ),
        },
        {
          key: 'season',
          label: t('meteorology.tabs.season'),
          children: (
            <SeasonView
              sector={sector}
              year={year}
              fields={fields.data ?? []}
              onYearChange={(next) => setAddress({ sector: sector.id, year: next })}
            />
          ),
        },
      ]
    : [];

  return (
    <div className="pl-meteo-page" data-testid="meteorology-page">
      {sector ? (
        <SectorBar
          sectors={list}
          sector={sector}
          fieldNames={fieldNames}
          onSelect={(id) => setAddress({ sector: id })}
          onCreate={() => setDialog('create')}
          onEdit={() => setDialog('edit')}
          onDelete={() =>
            void deleteSector(sector.id)
              .then(() => {
                setAddress({ sector: null });
                return refresh();
              })
              .catch((error: unknown) => showMeteoError(error, 'meteorology.errors.delete'))
          }
          onParams={() => setDialog('params')}
          onUpload={() => setDialog('upload')}
        />
      ) : (
        <EmptyState
          title={t('meteorology.sector.noneTitle')}
          description={t('meteorology.sector.noneText')}
          testId="sectors-empty"
        >
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDialog('create')}
            data-testid="sector-create"
          >
            {t('meteorology.sector.create')}
          </Button>
        </EmptyState>
      )}
      <Tabs
        activeKey={sector ? address.tab : 'indices'}
        onChange={(key) => setAddress({ tab: key as MeteoTab })}
        data-testid="meteorology-tabs"
        items={[
          ...sectorTabs,
          {
            key: 'indices',
            label: t('meteorology.tabs.indices'),
            children: (
              <IndicesView
                specId={specId}
                year={year}
                onYearChange={(next) => setAddress({ year: next })}
              />
            ),
          },
        ]}
      />
      {(dialog === 'create' || (dialog === 'edit' && sector)) && (
        <SectorModal
          sector={dialog === 'edit' ? sector : undefined}
          fields={fields.data ?? []}
          onSubmit={async (input) => {
            const saved =
              dialog === 'edit' && sector
                ? await updateSector(sector.id, input)
                : await createSector(input);
            await refresh();
            setAddress({ sector: saved.id, year: address.year ?? saved.year });
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'params' && sector && (
        <ParamsModal
          sector={sector}
          onChanged={() => void refresh()}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'upload' && sector && (
        <MeteoUploadModal
          sector={sector}
          onClose={() => setDialog(null)}
          onImported={() => void refresh()}
        />
      )}
    </div>
  );
}
