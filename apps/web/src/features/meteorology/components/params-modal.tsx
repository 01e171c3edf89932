import { DeleteOutlined } from '@ant-design/icons';
import {
  METEO_PARAM_KINDS,
  type MeteoParam,
  type MeteoParamKind,
  PARAM_NAME_MAX_LENGTH,
  PARAM_UNIT_MAX_LENGTH,
  type Sector,
} from '@plotline/contract/meteo';
import { Button, Flex, Form, Input, Modal, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#src/lib/api-error.ts';
import { showFormError } from '#src/lib/form-errors.ts';
import { translateMessage } from '#src/lib/translate-message.ts';
import { createParam, deleteParam } from '../api/save-param.ts';
import { showMeteoError } from '../utils/show-meteo-error.ts';

type ParamsModalProps = {
  sector: Sector;
  onChanged: () => void;
  onClose: () => void;
};

type Values = { name: string; unit: string; kind: MeteoParamKind };

/**
 * The sector's parameters: listed to everyone; added and deleted by who manages it. Deleting
 * one holding values asks first (the server's 409 says how many), then deletes them too.
 */
export function ParamsModal({ sector, onChanged, onClose }: ParamsModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [modal, contextHolder] = Modal.useModal();

  async function handleAdd(values: Values) {
    setSaving(true);
    try {
      await createParam({ sector: sector.id, ...values, name: values.name.trim() });
      form.resetFields();
      onChanged();
    } catch (error) {
      showFormError(form, error, ['name', 'unit', 'kind'], 'meteorology.errors.save');
    } finally {
      setSaving(false);
    }
  }

  async function handleDelete(param: MeteoParam) {
    try {
      await deleteParam(param.id);
      onChanged();
    } catch (error) {
      if (!(isApiError(error) && error.status === 409)) {
        showMeteoError(error, 'meteorology.errors.delete');
        return;
      }
      const confirmed = await modal.confirm({
        title: t('meteorology.params.deleteWithValues', { name: param.name }),
        content: error.detail ? translateMessage(error.detail) : undefined,
        okText: t('common.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
      try {
        await deleteParam(param.id, true);
        onChanged();
      } catch (forced) {
        showMeteoError(forced, 'meteorology.errors.delete');
      }
    }
  }

  return (
    <Modal
      open
      title={t('meteorology.params.title', { sector: sector.name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={720}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="params-modal">{node}</div>}
    >
      {contextHolder}
      <Table<MeteoParam>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={sector.params}
        data-testid="params-table"
        columns={[
          { key: 'name', title: t('meteorology.params.name'), dataIndex: 'name' },
          { key: 'unit', title: t('meteorology.params.unit'), dataIndex: 'unit', width: 100 },
          {
            key: 'kind',
            title: t('meteorology.params.kind'),
            width: 200,
            render: (_, param) => t(`meteorology.kinds.${param.kind}`),
          },
          ...(sector.can_manage
            ? [
                {
                  key: 'delete',
                  width: 56,
                  render: (_: unknown, param: MeteoParam) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('meteorology.params.delete', { name: param.name })}
                      onClick={() => void handleDelete(param)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {sector.can_manage && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: '', unit: '', kind: 'other' }}
          onFinish={(values) => void handleAdd(values)}
          className="pl-meteo-param-form"
          data-testid="param-form"
        >
          <Flex gap="small" align="end" wrap>
            <Form.Item
              name="name"
              label={t('meteorology.params.name')}
              rules={[
                { required: true, whitespace: true, message: t('meteorology.params.nameRequired') },
              ]}
            >
              <Input maxLength={PARAM_NAME_MAX_LENGTH} data-testid="param-name" />
            </Form.Item>
            <Form.Item name="unit" label={t('meteorology.params.unit')}>
              <Input maxLength={PARAM_UNIT_MAX_LENGTH} style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="kind" label={t('meteorology.params.kind')}>
              <Select
                style={{ width: 200 }}
                options={METEO_PARAM_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`meteorology.kinds.${kind}`),
                }))}
              />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('meteorology.params.add')}
              </Button>
            </Form.Item>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
