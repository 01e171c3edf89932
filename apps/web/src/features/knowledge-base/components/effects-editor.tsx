import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { KNOWLEDGE_EFFECTS_MAX } from '@plotline/contract/knowledge-base';
import { Button, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import type { Choice } from '../hooks/use-entry-form-options.ts';
import { ALL_REGIONS, type EffectValues } from '../utils/entry-form-values.ts';

type EffectsEditorProps = {
  markers: Choice[];
  traits: Choice[];
  regions: Choice[];
  /** A new row starts at this marker (the entry's own). */
  defaultMarkerId: number | null;
  /** The server's refusals of rows (an effect another entry states), by row index. */
  rowErrors: Record<number, string[]>;
};

/**
 * The effects of an entry, one row each: marker, trait, region ("all regions" or one), the
 * effect per dose of the ALT allele in the trait's unit, and its SE when the source gives one.
 * The column labels stand over the first row; every control is also labelled with its row.
 */
export function EffectsEditor(props: EffectsEditorProps) {
  const { t } = useTranslation();
  const required = { required: true, message: t('knowledgeBase.form.required') };
  const regionChoices = [
    { value: ALL_REGIONS, label: t('knowledgeBase.effects.allRegions') },
    ...props.regions,
  ];
  const search = { optionFilterProp: 'label' };
  return (
    <Form.List name="effects">
      {(rows, { add, remove }) => (
        <Flex vertical gap={4}>
          {rows.map((row, index) => {
            const label = (key: 'marker' | 'trait' | 'region' | 'effect' | 'se') =>
              index === 0 ? t(`knowledgeBase.effects.${key}`) : undefined;
            const aria = (key: 'marker' | 'trait' | 'region' | 'effect' | 'se') =>
              `${t(`knowledgeBase.effects.${key}`)}, ${t('knowledgeBase.effects.row', { n: index + 1 })}`;
            const errors = props.rowErrors[index];
            return (
              <fieldset
                key={row.key}
                className="pl-kb-effect-row"
                data-testid="knowledge-effect-row"
              >
                <legend className="pl-visually-hidden">
                  {t('knowledgeBase.effects.row', { n: index + 1 })}
                </legend>
                <Form.Item
                  name={[row.name, 'mutation_id']}
                  label={label('marker')}
                  rules={[required]}
                >
                  <Select
                    options={props.markers}
                    showSearch={search}
                    aria-label={aria('marker')}
                    data-testid="knowledge-effect-marker"
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'feature_id']}
                  label={label('trait')}
                  rules={[required]}
                >
                  <Select
                    options={props.traits}
                    showSearch={search}
                    aria-label={aria('trait')}
                    data-testid="knowledge-effect-trait"
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'region_id']} label={label('region')}>
                  <Select<number | string>
                    options={regionChoices}
                    showSearch={search}
                    aria-label={aria('region')}
                    data-testid="knowledge-effect-region"
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'effect']} label={label('effect')} rules={[required]}>
                  <NumberInput
                    className="pl-kb-number"
                    aria-label={aria('effect')}
                    data-testid="knowledge-effect-value"
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'se']} label={label('se')}>
                  <NumberInput
                    className="pl-kb-number"
                    min={0}
                    aria-label={aria('se')}
                    data-testid="knowledge-effect-se"
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('knowledgeBase.effects.remove', { n: index + 1 })}
                  onClick={() => remove(row.name)}
                  className="pl-kb-effect-remove"
                />
                {errors && (
                  <div
                    role="alert"
                    className="pl-kb-effect-error"
                    data-testid="knowledge-effect-error"
                  >
                    {errors.join(' ')}
                  </div>
                )}
              </fieldset>
            );
          })}
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={rows.length >= KNOWLEDGE_EFFECTS_MAX}
            onClick={() =>
              add({
                mutation_id: props.defaultMarkerId,
                feature_id: null,
                region_id: ALL_REGIONS,
                effect: null,
                se: null,
              } satisfies EffectValues)
            }
            data-testid="knowledge-effect-add"
          >
            {t('knowledgeBase.effects.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
