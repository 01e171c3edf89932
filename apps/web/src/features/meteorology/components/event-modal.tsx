import {
  EVENT_NOTE_MAX_LENGTH,
  METEO_EVENT_KINDS,
  type MeteoEvent,
  type MeteoEventKind,
} from '@plotline/contract/meteo';
import { Button, DatePicker, Form, Input, Modal, Popconfirm, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '#src/lib/form-errors.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { createEvent, deleteEvent, updateEvent } from '../api/save-event.ts';
import { DATE_INPUT_FORMAT } from '../utils/format-day.ts';
import { showMeteoError } from '../utils/show-meteo-error.ts';

type EventModalProps = {
  sector: number;
  /** The event to edit; none: a new one on `date`. */
  event?: MeteoEvent;
  /** The day a new event starts on (`YYYY-MM-DD`). */
  date: string;
  onSaved: () => void;
  onClose: () => void;
};

type Values = { date: Dayjs; kind: MeteoEventKind; note: string };

/** Records a weather event (frost, hail, drought, heavy rain, other) with a note, or edits one. */
export function EventModal({ sector, event, date, onSaved, onClose }: EventModalProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  async function handleFinish(values: Values) {
    setSaving(true);
    const input = {
      date: values.date.format('YYYY-MM-DD'),
      kind: values.kind,
      note: values.note.trim(),
    };
    try {
      if (event) await updateEvent(event.id, input);
      else await createEvent({ sector, ...input });
      onSaved();
      onClose();
    } catch (error) {
      showFormError(form, error, ['date', 'kind', 'note'], 'meteorology.errors.save');
    } finally {
      setSaving(false);
    }
  }

  async function handleDelete() {
    if (!event) return;
    try {
      await deleteEvent(event.id);
      onSaved();
      onClose();
    } catch (error) {
      showMeteoError(error, 'meteorology.errors.delete');
    }
  }

  return (
    <Modal
      open
      title={t(event ? 'meteorology.events.editTitle' : 'meteorology.events.addTitle')}
      onCancel={onClose}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="event-modal">{node}</div>}
      footer={[
        event && (
          <Popconfirm
            key="delete"
            title={t('meteorology.events.deleteConfirm')}
            okText={t('common.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() => void handleDelete()}
          >
            <Button danger data-testid="event-delete">
              {t('common.delete')}
            </Button>
          </Popconfirm>
        ),
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          onClick={() => form.submit()}
          data-testid="event-save"
        >
          {t('common.save')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          date: dayjs(event?.date ?? date),
          kind: event?.kind ?? 'frost',
          note: event?.note ?? '',
        }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          name="date"
          label={t('meteorology.events.date')}
          rules={[{ required: true, message: t('meteorology.events.dateRequired') }]}
        >
          <DatePicker
            format={DATE_INPUT_FORMAT[language]}
            allowClear={false}
            data-testid="event-date"
          />
        </Form.Item>
        <Form.Item name="kind" label={t('meteorology.events.kind')}>
          <Select
            data-testid="event-kind"
            options={METEO_EVENT_KINDS.map((kind) => ({
              value: kind,
              label: t(`meteorology.eventKinds.${kind}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('meteorology.events.note')}>
          <Input.TextArea rows={3} maxLength={EVENT_NOTE_MAX_LENGTH} data-testid="event-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
