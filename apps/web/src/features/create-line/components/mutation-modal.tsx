import type { BaseMarker } from '@plotline/contract/create-line';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeError } from '#src/lib/show-api-error.ts';
import { linePreviewQueryOptions } from '../api/preview-line.ts';
import type { DraftChoice } from '../hooks/use-line-draft.ts';
import { pairLabel, type TargetPair } from '../utils/line-changes.ts';
import { TraitsPanel } from './traits-panel.tsx';

type MutationModalProps = {
  specId: number;
  choice: DraftChoice;
  marker: BaseMarker;
  target: TargetPair | undefined;
  onApply: (pair: TargetPair) => void;
  onReset: () => void;
  onClose: () => void;
};

type FormValues = { first_allele?: string; second_allele?: string };

/**
 * The mutation modal (spec §2, §5): the target pair of one marker as two selects of its REF and
 * ALT alleles, both required; below, the change this pair alone makes to the traits (a preview
 * with this one change). "Back to the variety's pair" drops the marker's change.
 */
export function MutationModal(props: MutationModalProps) {
  const { specId, choice, marker, target, onApply, onReset, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const first = Form.useWatch('first_allele', form);
  const second = Form.useWatch('second_allele', form);
  const alleles = [...new Set([marker.ref.toUpperCase(), marker.alt.toUpperCase()])].filter(
    Boolean,
  );
  const hasAlleles = marker.ref !== '' && marker.alt !== '';
  const preview = useQuery({
    ...linePreviewQueryOptions({
      spec_id: specId,
      base_line_id: choice.lineId ?? 0,
      region_id: choice.regionId,
      feature_ids: choice.featureIds.length ? choice.featureIds : undefined,
      changes: [{ mutation_id: marker.mutation_id, first_allele: first, second_allele: second }],
    }),
    enabled: hasAlleles && choice.lineId !== null && Boolean(first) && Boolean(second),
  });
  const options = alleles.map((allele) => ({
    value: allele,
    label: `${allele} (${allele === marker.alt.toUpperCase() ? 'ALT' : 'REF'})`,
  }));
  const required = [{ required: true, message: t('createLine.modal.bothRequired') }];
  return (
    <Modal
      open
      title={t('createLine.modal.title', { name: marker.name })}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="reset" disabled={!target} onClick={onReset} data-testid="create-line-reset">
          {t('createLine.modal.reset')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          disabled={!hasAlleles}
          onClick={() =>
            void form.validateFields().then(
              (values) =>
                onApply({
                  first_allele: values.first_allele ?? '',
                  second_allele: values.second_allele ?? '',
                }),
              () => undefined,
            )
          }
          data-testid="create-line-apply"
        >
          {t('createLine.modal.apply')}
        </Button>,
      ]}
      data-testid="create-line-modal"
    >
      <p className="pl-cline-hint">
        {t('createLine.modal.position', { chr: marker.chr, pos: marker.pos })}
        {marker.gene && ` · ${marker.gene}`} ·{' '}
        {t('createLine.modal.current', {
          pair: pairLabel(marker.first_allele, marker.second_allele),
        })}
      </p>
      {!hasAlleles && <Alert type="warning" showIcon title={t('createLine.modal.noAlleles')} />}
      <Form<FormValues>
        form={form}
        layout="inline"
        initialValues={target ?? {}}
        className="pl-cline-modal-form"
      >
        <Form.Item name="first_allele" label={t('createLine.modal.first')} rules={required}>
          <Select options={options} className="pl-cline-allele" data-testid="create-line-first" />
        </Form.Item>
        <Form.Item name="second_allele" label={t('createLine.modal.second')} rules={required}>
          <Select options={options} className="pl-cline-allele" data-testid="create-line-second" />
        </Form.Item>
      </Form>
      {preview.error ? (
        <Alert type="error" showIcon title={describeError(preview.error)} />
      ) : (
        first &&
        second && (
          <TraitsPanel
            title={t('createLine.modal.effect')}
            traits={preview.data?.traits ?? []}
            isLoading={preview.isFetching}
          />
        )
      )}
    </Modal>
  );
}
