import {
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ArrowUpOutlined,
  RadiusBottomleftOutlined,
  RadiusBottomrightOutlined,
  RadiusUpleftOutlined,
  RadiusUprightOutlined,
} from '@ant-design/icons';
import type { FieldMap } from '@plotline/contract/field-maps-grid';
import {
  CORNERS,
  type Corner,
  HORIZONTAL_DIRECTIONS,
  type HorizontalDirection,
  INWARD_DIRECTIONS,
  NUMBERING_LABEL_MAX_LENGTH,
  NUMBERING_ORDERS,
  NUMBERING_PREFIX_MAX_LENGTH,
  NUMBERING_PREFIX_PATTERN,
  NUMBERING_TYPES,
  VERTICAL_DIRECTIONS,
  type VerticalDirection,
} from '@plotline/contract/field-maps-numbering';
import { Alert, Button, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { applyFieldErrors } from '#src/lib/form-errors.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useUpdatePlotLabels } from '../api/update-plot-labels.ts';
import {
  computeNumberingPreview,
  countPlots,
  findNumberingBlock,
  NUMBERING_FORM_DEFAULTS,
  type NumberingFormValues,
  parseNumberingRequest,
} from '../utils/numbering-preview.ts';
import { NumberingPreview } from './numbering-preview.tsx';

type NumberingModalProps = {
  open: boolean;
  fieldId: number;
  /** The field-year (season) id. */
  yearId: number;
  /** The season's map as the page shows it; the preview numbers exactly its plots. */
  map: FieldMap;
  onClose: () => void;
  /** Called after the labels are written (the page reloads other features' plot tables). */
  onChanged?: () => void;
};

const FORM_FIELDS = Object.keys(NUMBERING_FORM_DEFAULTS);

const CORNER_ICONS: Record<Corner, ReactNode> = {
  top_left: <RadiusUpleftOutlined aria-hidden />,
  top_right: <RadiusUprightOutlined aria-hidden />,
  bottom_left: <RadiusBottomleftOutlined aria-hidden />,
  bottom_right: <RadiusBottomrightOutlined aria-hidden />,
};
const DIRECTION_ICONS: Record<HorizontalDirection | VerticalDirection, ReactNode> = {
  left: <ArrowLeftOutlined aria-hidden />,
  right: <ArrowRightOutlined aria-hidden />,
  up: <ArrowUpOutlined aria-hidden />,
  down: <ArrowDownOutlined aria-hidden />,
};

/** The two direction fields; only the corner's inward direction is enabled on each. */
const AXES = [
  {
    name: 'horizontal_direction',
    label: 'numbering.horizontalDirection',
    axis: 'horizontal',
    directions: HORIZONTAL_DIRECTIONS,
  },
  {
    name: 'vertical_direction',
    label: 'numbering.verticalDirection',
    axis: 'vertical',
    directions: VERTICAL_DIRECTIONS,
  },
] as const;

/** The watched values: the whole form (one selector for every render, so the watch stays put). */
const selectAll = (values: Partial<NumberingFormValues>) => values;

/**
 * Numbers the season's unlabelled plots (spec §4 "Plot numbering"): prefix, start, step,
 * first-plot corner, order and type, with a live preview of the labels the request writes.
 */
export function NumberingModal({
  open,
  fieldId,
  yearId,
  map,
  onClose,
  onChanged,
}: NumberingModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NumberingFormValues>();
  const watched = Form.useWatch(selectAll, form);
  const updateLabels = useUpdatePlotLabels();
  // Until the form is mounted the watch holds {}: the defaults stand in.
  const values = useMemo(() => ({ ...NUMBERING_FORM_DEFAULTS, ...watched }), [watched]);
  const inward = INWARD_DIRECTIONS[values.start_position];
  const plots = useMemo(() => countPlots(map), [map]);
  const preview = useMemo(() => {
    const request = parseNumberingRequest(values, fieldId, yearId);
    return request && plots.unlabelled > 0 ? computeNumberingPreview(map, request) : null;
  }, [map, values, fieldId, yearId, plots.unlabelled]);
  const notice = findNumberingBlock(plots, preview);
  const blockNotice =
    notice &&
    {
      noPlots: t('numbering.noPlots'),
      allNumbered: t('numbering.allNumbered'),
      tooLong: t('numbering.preview.tooLong', {
        label: preview?.tooLong,
        max: NUMBERING_LABEL_MAX_LENGTH,
      }),
    }[notice];

  function handleValuesChange(changed: Partial<NumberingFormValues>) {
    // Only the directions leading into the field from the corner are allowed: they follow it.
    if (changed.start_position) {
      const directions = INWARD_DIRECTIONS[changed.start_position];
      form.setFieldsValue({
        horizontal_direction: directions.horizontal,
        vertical_direction: directions.vertical,
      });
    }
  }

  function handleFinish(formValues: NumberingFormValues) {
    const body = parseNumberingRequest(formValues, fieldId, yearId);
    if (!body) return;
    updateLabels.mutate(body, {
      onSuccess: (result) => {
        toast.success(t('numbering.done', { count: result.numbered }));
        onChanged?.();
        onClose();
      },
      onError: (error) => {
        applyFieldErrors(form, error, FORM_FIELDS);
        showActionError(error, 'numbering.errors.failed');
      },
    });
  }

  return (
    <Modal
      open={open}
      title={t('numbering.title')}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={NUMBERING_FORM_DEFAULTS}
        onValuesChange={handleValuesChange}
        onFinish={handleFinish}
        data-testid="numbering-modal"
      >
        <Flex gap="large" wrap>
          <div style={{ flex: '1 1 300px', maxWidth: 380 }}>
            <Form.Item
              name="prefix"
              label={t('numbering.prefix')}
              extra={t('numbering.prefixHint')}
              rules={[
                {
                  pattern: NUMBERING_PREFIX_PATTERN,
                  transform: (value: unknown) => (typeof value === 'string' ? value.trim() : value),
                  message: t('validation.plotLabelPattern'),
                },
              ]}
            >
              <Input
                maxLength={NUMBERING_PREFIX_MAX_LENGTH}
                showCount
                autoComplete="off"
                data-testid="numbering-prefix"
              />
            </Form.Item>
            <Flex gap="middle">
              <Form.Item
                name="numeration_start_number"
                label={t('numbering.start')}
                style={{ flex: 1 }}
                rules={[
                  { required: true, message: t('validation.required') },
                  { type: 'integer', min: 0, message: t('numbering.startRule') },
                ]}
              >
                <NumberInput
                  min={0}
                  precision={0}
                  style={{ width: '100%' }}
                  data-testid="numbering-start"
                />
              </Form.Item>
              <Form.Item
                name="numeration_step"
                label={t('numbering.step')}
                style={{ flex: 1 }}
                rules={[
                  { required: true, message: t('validation.required') },
                  { type: 'integer', min: 1, message: t('numbering.stepRule') },
                ]}
              >
                <NumberInput
                  min={1}
                  precision={0}
                  style={{ width: '100%' }}
                  data-testid="numbering-step"
                />
              </Form.Item>
            </Flex>
            <Form.Item name="start_position" label={t('numbering.corner')}>
              <Radio.Group
                aria-label={t('numbering.corner')}
                style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 }}
              >
                {CORNERS.map((corner) => (
                  <Radio key={corner} value={corner} data-testid={`numbering-corner-${corner}`}>
                    {CORNER_ICONS[corner]} {t(`numbering.corners.${corner}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Form.Item name="order" label={t('numbering.order')}>
              <Radio.Group aria-label={t('numbering.order')}>
                {NUMBERING_ORDERS.map((order) => (
                  <Radio key={order} value={order} data-testid={`numbering-order-${order}`}>
                    {t(`numbering.orders.${order}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Form.Item name="numbering_type" label={t('numbering.type')}>
              <Radio.Group aria-label={t('numbering.type')}>
                {NUMBERING_TYPES.map((type) => (
                  <Radio key={type} value={type} data-testid={`numbering-type-${type}`}>
                    {t(`numbering.types.${type}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Flex gap="middle" wrap>
              {AXES.map((axis) => (
                <Form.Item key={axis.name} name={axis.name} label={t(axis.label)}>
                  <Radio.Group aria-label={t(axis.label)} optionType="button">
                    {axis.directions.map((direction) => (
                      <Radio.Button
                        key={direction}
                        value={direction}
                        disabled={direction !== inward[axis.axis]}
                        data-testid={`numbering-direction-${direction}`}
                      >
                        {DIRECTION_ICONS[direction]} {t(`numbering.directions.${direction}`)}
                      </Radio.Button>
                    ))}
                  </Radio.Group>
                </Form.Item>
              ))}
            </Flex>
            <Typography.Text type="secondary">{t('numbering.directionsHint')}</Typography.Text>
          </div>
          <section
            aria-label={t('numbering.preview.title')}
            style={{ flex: '1 1 420px', minWidth: 0 }}
          >
            <Typography.Title level={5}>{t('numbering.preview.title')}</Typography.Title>
            {preview && preview.count > 0 && (
              <NumberingPreview preview={preview} corner={values.start_position} />
            )}
            {!preview && !notice && (
              <Typography.Text type="secondary">{t('numbering.preview.invalid')}</Typography.Text>
            )}
            {blockNotice && (
              <Alert
                type={notice === 'tooLong' ? 'warning' : 'info'}
                showIcon
                title={blockNotice}
                style={{ marginTop: 8 }}
              />
            )}
          </section>
        </Flex>
        <Flex justify="end" gap="small" style={{ marginTop: 16 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={updateLabels.isPending}
            disabled={notice !== null}
            data-testid="numbering-save"
          >
            {t('numbering.submit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
