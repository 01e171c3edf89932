import { REPETITIONS_MAX } from '@plotline/contract/rules';
import { AMOUNT_MAX, type SeedLot, WEIGHT_MAX } from '@plotline/contract/warehouse';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { isApiError } from '#src/lib/api-error.ts';
import { describeError, showApiError } from '#src/lib/show-api-error.ts';
import { translateMessage } from '#src/lib/translate-message.ts';
import { lotQueryOptions } from '../api/get-lot.ts';
import { type Booking, useBookLot, useChangeBooking } from '../api/sowing-plans.ts';
import { formatGrams } from '../utils/format.ts';

type BookLotModalProps = {
  planId: number;
  lot: SeedLot;
  /** Changing a booking: its item and present values (they are available to it again). */
  item?: { id: number; weight: number; amount: number; repetitions: number };
  onClose: () => void;
};

type Values = Omit<Booking, 'lot'>;

/**
 * Books seed of a lot into the plan (weight, seeds, repetitions), or changes a booking. When
 * someone else took the seed meanwhile (409) the dialog says so plainly and stays open.
 */
export function BookLotModal({ planId, lot: openedLot, item, onClose }: BookLotModalProps) {
  const { t, i18n } = useTranslation();
  // the lot as it is now: a refused booking refreshes what is available
  const lot = useQuery(lotQueryOptions(openedLot)).data;
  const [form] = Form.useForm<Values>();
  const book = useBookLot(planId);
  const change = useChangeBooking(planId);
  const [conflict, setConflict] = useState<string | null>(null);
  const grams = (value: number) => formatGrams(value, i18n.language);
  // a booking being changed may use its own seed again
  const availableWeight = lot.available_weight + (item?.weight ?? 0);
  const availableAmount = lot.available_amount + (item?.amount ?? 0);

  function handleError(error: unknown) {
    if (isApiError(error) && error.status === 409) {
      setConflict(describeError(error));
      return;
    }
    if (isApiError(error) && error.status === 400 && error.fieldErrors) {
      form.setFields(
        Object.entries(error.fieldErrors)
          .filter(([name]) => ['weight', 'amount', 'repetitions'].includes(name))
          .map(([name, messages]) => ({
            name: name as keyof Values,
            errors: messages.map(translateMessage),
          })),
      );
    }
    showApiError(
      error,
      isApiError(error) && error.status === 400 ? undefined : 'sowingPlan.errors.book',
    );
  }

  function handleFinish(values: Values) {
    setConflict(null);
    const body = {
      weight: values.weight,
      amount: values.amount ?? 0,
      repetitions: values.repetitions,
    };
    if (item)
      change.mutate({ itemId: item.id, ...body }, { onSuccess: onClose, onError: handleError });
    else book.mutate({ lot: lot.id, ...body }, { onSuccess: onClose, onError: handleError });
  }

  return (
    <Modal
      open
      title={
        item
          ? t('sowingPlan.book.changeTitle', { code: lot.code })
          : t('sowingPlan.book.title', { code: lot.code })
      }
      onCancel={onClose}
      closable={{ 'aria-label': t('common.close') }}
      okText={item ? t('common.save') : t('sowingPlan.book.submit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: book.isPending || change.isPending }}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'line', label: t('sowingPlan.lots.line'), children: lot.line_name },
          {
            key: 'place',
            label: t('sowingPlan.lots.location'),
            children: `${lot.warehouse_name} / ${lot.location_name}`,
          },
          {
            key: 'available',
            label: t('sowingPlan.lots.available'),
            children: t('sowingPlan.book.availableValue', {
              weight: grams(availableWeight),
              amount: availableAmount,
            }),
          },
        ]}
      />
      {conflict && (
        <Alert
          type="error"
          showIcon
          data-testid="book-conflict"
          title={t('sowingPlan.book.conflictTitle')}
          description={conflict}
          style={{ marginTop: 12 }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        data-testid="book-form"
        style={{ marginTop: 12 }}
        initialValues={
          item
            ? { weight: item.weight, amount: item.amount, repetitions: item.repetitions }
            : { weight: availableWeight, amount: 0, repetitions: 1 }
        }
        onFinish={handleFinish}
      >
        <Form.Item
          name="weight"
          label={t('sowingPlan.book.weight')}
          rules={[{ required: true, message: t('sowingPlan.book.weightRequired') }]}
        >
          <NumberInput
            data-testid="book-weight"
            min={0}
            max={WEIGHT_MAX}
            style={{ width: '100%' }}
            suffix={t('sowingPlan.grams')}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('sowingPlan.book.amount')}>
          <NumberInput
            data-testid="book-amount"
            min={0}
            max={AMOUNT_MAX}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="repetitions"
          label={t('sowingPlan.book.repetitions')}
          rules={[{ required: true, message: t('sowingPlan.book.repetitionsRequired') }]}
        >
          <NumberInput
            data-testid="book-repetitions"
            min={1}
            max={REPETITIONS_MAX}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
