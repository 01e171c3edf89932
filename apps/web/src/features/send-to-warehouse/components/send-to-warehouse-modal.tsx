import { PlusOutlined } from '@ant-design/icons';
import { LOCATION_NAME_MAX_LENGTH, type SeedLot } from '@plotline/contract/warehouse';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Result, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { paths } from '#src/config/paths.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { translateMessage } from '#src/lib/translate-message.ts';
import { useCreateLocation } from '../api/create-location.ts';
import { warehousesQueryOptions } from '../api/list-warehouses.ts';
import { weightFeaturesQueryOptions } from '../api/list-weight-features.ts';
import { useSendPlots } from '../api/send-plots.ts';

type SendToWarehouseModalProps = {
  specId: number;
  yearId: number;
  plotIds: readonly number[];
  onClose: () => void;
  /** The lots were made and their answer closed (the caller may clear its selection). */
  onSent?: () => void;
};

type Sent = { lots: SeedLot[]; locationId: number };

/** The storage page opened at a location (the address its QR code encodes too). */
export function storageHref(locationId: number): string {
  return `${paths.varieties.storage.path}?location=${locationId}`;
}

/**
 * Sends plots to the warehouse: a warehouse and a location (a new location may be made here),
 * and the plots' numeric feature that holds their harvest weight in grams (or none: the lots
 * start empty). Shows how many lots were made, with a link to their location.
 */
export function SendToWarehouseModal({
  specId,
  yearId,
  plotIds,
  onClose,
  onSent,
}: SendToWarehouseModalProps) {
  const { t, i18n } = useTranslation();
  const warehouses = useQuery(warehousesQueryOptions(specId));
  const features = useQuery(weightFeaturesQueryOptions(yearId));
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [locationId, setLocationId] = useState<number | null>(null);
  const [weightFeature, setWeightFeature] = useState<string | null>(null);
  const [newLocation, setNewLocation] = useState('');
  const [isAdding, setAdding] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<Sent | null>(null);
  const createLocation = useCreateLocation();
  const send = useSendPlots();

  const list = warehouses.data ?? [];
  const warehouse = list.find((item) => item.warehouse_id === warehouseId) ?? list[0] ?? null;
  const locations = warehouse?.locations ?? [];
  // a warehouse's only location is the one meant
  const location =
    locations.find((item) => item.id === locationId) ??
    (locations.length === 1 ? (locations[0] ?? null) : null);
  const showAdd = isAdding || (warehouse !== null && locations.length === 0);

  function fieldErrorsOf(error: unknown): Record<string, string> | null {
    if (!isApiError(error) || error.status !== 400 || !error.fieldErrors) return null;
    return Object.fromEntries(
      Object.entries(error.fieldErrors).map(([name, messages]) => [
        name,
        messages.map(translateMessage).join(' '),
      ]),
    );
  }

  function addLocation() {
    if (!warehouse) return;
    const name = newLocation.trim();
    if (name === '') {
      setErrors({ name: t('sowingPlan.send.locationNameRequired') });
      return;
    }
    setErrors({});
    createLocation.mutate(
      { warehouse: warehouse.warehouse_id, name },
      {
        onSuccess: (created) => {
          setLocationId(created.id);
          setNewLocation('');
          setAdding(false);
        },
        onError: (error) => {
          const fieldErrors = fieldErrorsOf(error);
          if (fieldErrors) setErrors(fieldErrors);
          showActionError(error, 'sowingPlan.errors.createLocation');
        },
      },
    );
  }

  function submit() {
    if (!location) {
      setErrors({ location: t('sowingPlan.send.locationRequired') });
      return;
    }
    setErrors({});
    send.mutate(
      {
        spec_id: specId,
        location: location.id,
        plot_ids: [...plotIds],
        ...(weightFeature ? { weight_feature: weightFeature } : {}),
      },
      {
        onSuccess: (answer) => {
          setSent({ lots: answer.lots, locationId: location.id });
        },
        onError: (error) => {
          const fieldErrors = fieldErrorsOf(error);
          if (fieldErrors) setErrors(fieldErrors);
          showActionError(error, 'sowingPlan.errors.send');
        },
      },
    );
  }

  const title = t('sowingPlan.send.title', { count: plotIds.length });
  if (sent) {
    // the selection is cleared once the answer is read: the map hides its bar without one
    const close = () => {
      onSent?.();
      onClose();
    };
    const weight = sent.lots.reduce((sum, lot) => sum + lot.weight, 0);
    return (
      <Modal
        open
        title={title}
        onCancel={close}
        closable={{ 'aria-label': t('common.close') }}
        footer={<Button onClick={close}>{t('common.close')}</Button>}
      >
        <Result
          status="success"
          data-testid="send-result"
          title={t('sowingPlan.send.done', { count: sent.lots.length })}
          subTitle={t('sowingPlan.send.doneWeight', {
            weight: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 }).format(
              weight,
            ),
            location: location ? `${warehouse?.name} / ${location.name}` : '',
          })}
          extra={
            <AppLink to={storageHref(sent.locationId)} data-testid="send-result-link">
              {t('sowingPlan.send.openStorage')}
            </AppLink>
          }
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      closable={{ 'aria-label': t('common.close') }}
      okText={t('sowingPlan.send.submit')}
      cancelText={t('common.cancel')}
      onOk={submit}
      okButtonProps={{
        disabled: !location,
        loading: send.isPending,
        ...({ 'data-testid': 'send-submit' } as Record<string, string>),
      }}
    >
      {warehouses.isSuccess && list.length === 0 ? (
        <Alert
          type="info"
          showIcon
          data-testid="send-no-warehouse"
          title={t('sowingPlan.send.noWarehouse')}
          description={
            <AppLink to={paths.varieties.storage.path}>{t('sowingPlan.send.openStorage')}</AppLink>
          }
        />
      ) : (
        <Form layout="vertical" data-testid="send-form" onSubmitCapture={(e) => e.preventDefault()}>
          <Typography.Paragraph type="secondary">
            {t('sowingPlan.send.hint', { count: plotIds.length })}
          </Typography.Paragraph>
          <Form.Item label={t('sowingPlan.send.warehouse')}>
            <Select
              data-testid="send-warehouse"
              aria-label={t('sowingPlan.send.warehouse')}
              loading={warehouses.isPending}
              value={warehouse?.warehouse_id}
              onChange={(value: number) => {
                setWarehouseId(value);
                setLocationId(null);
              }}
              options={list.map((item) => ({ value: item.warehouse_id, label: item.name }))}
            />
          </Form.Item>
          <Form.Item
            label={t('sowingPlan.send.location')}
            validateStatus={errors.location ? 'error' : undefined}
            help={errors.location}
          >
            <Space.Compact block>
              <Select
                data-testid="send-location"
                aria-label={t('sowingPlan.send.location')}
                value={location?.id}
                placeholder={
                  locations.length === 0
                    ? t('sowingPlan.send.noLocations')
                    : t('sowingPlan.send.locationPlaceholder')
                }
                disabled={locations.length === 0}
                onChange={(value: number) => setLocationId(value)}
                options={locations.map((item) => ({
                  value: item.id,
                  label: t('sowingPlan.send.locationOption', {
                    name: item.name,
                    count: item.count_of_lots,
                  }),
                }))}
              />
              {!showAdd && (
                <Button
                  data-testid="send-open-new-location"
                  icon={<PlusOutlined aria-hidden />}
                  disabled={!warehouse}
                  onClick={() => setAdding(true)}
                >
                  {t('sowingPlan.send.newLocationShort')}
                </Button>
              )}
            </Space.Compact>
          </Form.Item>
          {showAdd && (
            <Form.Item
              label={t('sowingPlan.send.newLocation')}
              validateStatus={errors.name ? 'error' : undefined}
              help={errors.name}
            >
              <Space.Compact block>
                <Input
                  data-testid="send-new-location"
                  aria-label={t('sowingPlan.send.newLocation')}
                  maxLength={LOCATION_NAME_MAX_LENGTH}
                  value={newLocation}
                  onChange={(event) => setNewLocation(event.target.value)}
                  onPressEnter={addLocation}
                />
                <Button
                  data-testid="send-add-location"
                  loading={createLocation.isPending}
                  onClick={addLocation}
                >
                  {t('sowingPlan.send.addLocation')}
                </Button>
              </Space.Compact>
            </Form.Item>
          )}
          <Form.Item
            label={t('sowingPlan.send.weightFeature')}
            extra={t('sowingPlan.send.weightFeatureHint')}
            validateStatus={errors.weight_feature ? 'error' : undefined}
            help={errors.weight_feature}
          >
            <Select
              data-testid="send-weight-feature"
              aria-label={t('sowingPlan.send.weightFeature')}
              allowClear
              showSearch
              loading={features.isPending}
              placeholder={t('sowingPlan.send.noWeight')}
              value={weightFeature ?? undefined}
              onChange={(value: string | undefined) => setWeightFeature(value ?? null)}
              options={(features.data ?? []).map((item) => ({
                value: item.feature,
                label: item.feature,
              }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
