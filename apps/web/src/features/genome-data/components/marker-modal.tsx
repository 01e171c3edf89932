import {
  ALLELE_MAX_LENGTH,
  CHROMOSOME_MAX_LENGTH,
  MUTATION_NAME_MAX_LENGTH,
  POSITION_MAX,
} from '@plotline/contract/genotypes';
import {
  FLANK_MAX_LENGTH,
  GENE_MAX_LENGTH,
  MARKER_DESCRIPTION_MAX_LENGTH,
  type Marker,
  PRIMER_MAX_LENGTH,
} from '@plotline/contract/markers';
import { type ButtonProps, Col, Form, Input, Modal, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { showFormError } from '#src/lib/form-errors.ts';
import { createMarker, updateMarker } from '../api/save-marker.ts';
import {
  checkAllele,
  checkAllelePair,
  checkFlank,
  checkPrimer,
  type MarkerRuleKey,
  squeezeSequence,
} from '../utils/marker-rules.ts';

type MarkerModalProps = {
  specId: number;
  /** The marker to edit; none: a new one. */
  marker?: Marker;
  onSaved: () => void;
  onClose: () => void;
};

type Values = {
  mut_name: string;
  chr: string;
  pos: number | null;
  ref_allele: string;
  alt_allele: string;
  forward_primer: string;
  reverse_primer: string;
  flank_left: string;
  flank_right: string;
  gene: string;
  description: string;
};

const FIELDS = [
  'mut_name',
  'chr',
  'pos',
  'ref_allele',
  'alt_allele',
  'forward_primer',
  'reverse_primer',
  'flank_left',
  'flank_right',
  'gene',
  'description',
] as const;
const SEQUENCE_FIELDS = new Set<string>([
  'ref_allele',
  'alt_allele',
  'forward_primer',
  'reverse_primer',
  'flank_left',
  'flank_right',
]);

function toValues(marker: Marker | undefined): Values {
  return {
    mut_name: marker?.mut_name ?? '',
    chr: marker?.chr ?? '',
    pos: marker?.pos ?? null,
    ref_allele: marker?.ref_allele ?? '',
    alt_allele: marker?.alt_allele ?? '',
    forward_primer: marker?.forward_primer ?? '',
    reverse_primer: marker?.reverse_primer ?? '',
    flank_left: marker?.flank_left ?? '',
    flank_right: marker?.flank_right ?? '',
    gene: marker?.gene ?? '',
    description: marker?.description ?? '',
  };
}

/** The body to send: sequences squeezed, texts trimmed; an edit sends only what changed. */
function toBody(values: Values, marker: Marker | undefined): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  const before = toValues(marker);
  for (const field of FIELDS) {
    const raw = values[field];
    const value =
      field === 'pos'
        ? Number(raw)
        : SEQUENCE_FIELDS.has(field)
          ? squeezeSequence(String(raw ?? ''))
          : String(raw ?? '').trim();
    if (!marker || value !== before[field]) body[field] = value;
  }
  return body;
}

/**
 * Adds a marker to the crop's catalogue or edits one. The form checks the catalogue's rules
 * (alleles both or neither, flanks of ≥ 30 A/C/G/T/N); the server's 400 (a chr+pos taken…)
 * is shown at its field.
 */
export function MarkerModal({ specId, marker, onSaved, onClose }: MarkerModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const rule = (check: (value: string | undefined) => MarkerRuleKey | undefined): Rule => ({
    validator: (_rule, value: string | undefined) => {
      const key = check(value);
      return key ? Promise.reject(new Error(t(key, { n: 30 }))) : Promise.resolve();
    },
  });
  const pairRule = (side: 'ref' | 'alt'): Rule => ({
    validator: () => {
      const { ref_allele, alt_allele } = form.getFieldsValue(['ref_allele', 'alt_allele']);
      const key = checkAllelePair(side, ref_allele, alt_allele);
      return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
    },
  });

  async function handleFinish(values: Values) {
    const body = toBody(values, marker);
    if (marker && Object.keys(body).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      if (marker) await updateMarker(marker.id, body);
      else await createMarker({ spec_id: specId, ...body } as Parameters<typeof createMarker>[0]);
      toast.success(t('genomeData.markers.saved', { name: values.mut_name.trim() }));
      onSaved();
      onClose();
    } catch (error) {
      showFormError(form, error, [...FIELDS], 'genomeData.errors.save');
    } finally {
      setSaving(false);
    }
  }

  const sequence = (max: number) => ({
    maxLength: max,
    spellCheck: false,
    className: 'pl-genome-sequence-input',
  });

  return (
    <Modal
      open
      title={
        marker
          ? t('genomeData.markers.editTitle', { name: marker.mut_name })
          : t('genomeData.markers.addTitle')
      }
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'marker-save' } as ButtonProps}
      confirmLoading={saving}
      destroyOnHidden
      width={720}
      closable={{ 'aria-label': t('common.close') }}
      modalRender={(node) => <div data-testid="marker-modal">{node}</div>}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={toValues(marker)}
        onFinish={handleFinish}
        requiredMark="optional"
      >
        <Row gutter={12}>
          <Col xs={24} sm={10}>
            <Form.Item
              name="mut_name"
              label={t('genomeData.markers.name')}
              rules={[
                { required: true, whitespace: true, message: t('genomeData.rules.required') },
              ]}
            >
              <Input maxLength={MUTATION_NAME_MAX_LENGTH} data-testid="marker-name" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={7}>
            <Form.Item
              name="chr"
              label={t('genomeData.markers.chr')}
              rules={[
                { required: true, whitespace: true, message: t('genomeData.rules.required') },
              ]}
            >
              <Input maxLength={CHROMOSOME_MAX_LENGTH} data-testid="marker-chr" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={7}>
            <Form.Item
              name="pos"
              label={t('genomeData.markers.pos')}
              rules={[{ required: true, message: t('genomeData.rules.required') }]}
            >
              <NumberInput min={1} max={POSITION_MAX} precision={0} data-testid="marker-pos" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="ref_allele"
              label={t('genomeData.markers.ref')}
              dependencies={['alt_allele']}
              rules={[rule(checkAllele), pairRule('ref')]}
            >
              <Input {...sequence(ALLELE_MAX_LENGTH)} data-testid="marker-ref" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="alt_allele"
              label={t('genomeData.markers.alt')}
              dependencies={['ref_allele']}
              rules={[rule(checkAllele), pairRule('alt')]}
            >
              <Input {...sequence(ALLELE_MAX_LENGTH)} data-testid="marker-alt" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="gene" label={t('genomeData.markers.gene')}>
              <Input maxLength={GENE_MAX_LENGTH} data-testid="marker-gene" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="forward_primer"
              label={t('genomeData.markers.forwardPrimer')}
              rules={[rule(checkPrimer)]}
            >
              <Input {...sequence(PRIMER_MAX_LENGTH)} data-testid="marker-forward" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="reverse_primer"
              label={t('genomeData.markers.reversePrimer')}
              rules={[rule(checkPrimer)]}
            >
              <Input {...sequence(PRIMER_MAX_LENGTH)} data-testid="marker-reverse" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="flank_left"
              label={t('genomeData.markers.flankLeft')}
              extra={t('genomeData.markers.flankHint')}
              rules={[rule(checkFlank)]}
            >
              <Input.TextArea
                {...sequence(FLANK_MAX_LENGTH + 200)}
                autoSize={{ minRows: 2, maxRows: 5 }}
                data-testid="marker-flank-left"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="flank_right"
              label={t('genomeData.markers.flankRight')}
              extra={t('genomeData.markers.flankHint')}
              rules={[rule(checkFlank)]}
            >
              <Input.TextArea
                {...sequence(FLANK_MAX_LENGTH + 200)}
                autoSize={{ minRows: 2, maxRows: 5 }}
                data-testid="marker-flank-right"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t('genomeData.markers.description')}>
              <Input.TextArea
                maxLength={MARKER_DESCRIPTION_MAX_LENGTH}
                autoSize={{ minRows: 2, maxRows: 5 }}
                data-testid="marker-description"
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
