import { CROSSING_PLAN_PLOTS_MAX, type CrossingPlan } from '@plotline/contract/pedigree';
import { REPETITIONS_MAX, YEAR_MAX, YEAR_MIN } from '@plotline/contract/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { showApiError } from '#src/lib/show-api-error.ts';
import { sowingNurseriesQueryOptions, usePlanCrossSowing } from '../api/plan-cross-sowing.ts';

type PlanSowingModalProps = {
  specId: number;
  pairs: { mother_id: number; father_id: number }[];
  open: boolean;
  onClose: () => void;
};

/**
 * "Plan sowing": the chosen crosses into a nursery's season through `crossbreeding_planning/`
 * (design `pairs`) — a dry run shows the plan and the plots against the 2,000-plot limit, then
 * the breeder confirms and the crosses become lines with their plots.
 */
export function PlanSowingModal({ specId, pairs, open, onClose }: PlanSowingModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nurseries = useQuery({ ...sowingNurseriesQueryOptions(specId), enabled: open });
  const [fieldId, setFieldId] = useState<number | null>(null);
  const [year, setYear] = useState(() => new Date().getFullYear() + 1);
  const [plotsPerCross, setPlotsPerCross] = useState(1);
  const [plan, setPlan] = useState<CrossingPlan | null>(null);
  const [created, setCreated] = useState<CrossingPlan | null>(null);
  const send = usePlanCrossSowing();
  const plots = pairs.length * plotsPerCross;
  const isOverLimit = plots > CROSSING_PLAN_PLOTS_MAX;

  function submit(dryRun: boolean) {
    if (fieldId === null) return;
    const body = { spec_id: specId, field_id: fieldId, year, design: 'pairs' as const, pairs };
    send.mutate(
      { ...body, plots_per_cross: plotsPerCross, dry_run: dryRun },
      {
        onSuccess: (answer) => {
          if (dryRun) return setPlan(answer);
          setCreated(answer);
          setPlan(null);
          void queryClient.invalidateQueries({ queryKey: ['fields', specId] });
          void queryClient.invalidateQueries({ queryKey: ['lines'] });
        },
        onError: (error) => showApiError(error),
      },
    );
  }
  const reset = (patch: () => void) => {
    patch();
    setPlan(null);
    setCreated(null);
  };
  return (
    <Modal
      open={open}
      title={t('crossingTable.plan.title', { count: pairs.length })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="cross-plan-modal"
    >
      <Form layout="vertical">
        <Form.Item label={t('crossingTable.plan.nursery')}>
          <Select
            value={fieldId}
            onChange={(id: number) => reset(() => setFieldId(id))}
            loading={nurseries.isLoading}
            placeholder={t('crossingTable.plan.chooseNursery')}
            options={(nurseries.data ?? []).map((field) => ({
              value: field.field_id,
              label: field.field_name,
            }))}
            data-testid="cross-plan-nursery"
          />
        </Form.Item>
        <Space wrap>
          <Form.Item label={t('crossingTable.plan.year')}>
            <NumberInput
              value={year}
              min={YEAR_MIN}
              max={YEAR_MAX}
              precision={0}
              onChange={(next) => reset(() => setYear(next ?? year))}
              data-testid="cross-plan-year"
            />
          </Form.Item>
          <Form.Item label={t('crossingTable.plan.plotsPerCross')}>
            <NumberInput
              value={plotsPerCross}
              min={1}
              max={REPETITIONS_MAX}
              precision={0}
              onChange={(next) => reset(() => setPlotsPerCross(next ?? 1))}
              data-testid="cross-plan-plots"
            />
          </Form.Item>
        </Space>
      </Form>
      <Alert
        type={isOverLimit ? 'error' : 'info'}
        showIcon
        message={t('crossingTable.plan.limit', { plots, max: CROSSING_PLAN_PLOTS_MAX })}
        data-testid="cross-plan-limit"
      />
      {plan && (
        <Alert
          className="pl-cross-plan-preview"
          type="success"
          message={t('crossingTable.plan.preview', {
            crosses: plan.crosses.length,
            plots: plan.total_plots,
            close: plan.crosses.filter((cross) => cross.close_relatives).length,
            made: plan.crosses.filter((cross) => cross.already_made.length > 0).length,
          })}
          data-testid="cross-plan-preview"
        />
      )}
      {created && (
        <Alert
          className="pl-cross-plan-preview"
          type="success"
          message={t('crossingTable.plan.created', {
            crosses: created.crosses.length,
            plots: created.plot_ids.length,
          })}
          data-testid="cross-plan-created"
        />
      )}
      <Space className="pl-cross-plan-actions">
        <Button
          onClick={() => submit(true)}
          disabled={fieldId === null || isOverLimit || pairs.length === 0}
          loading={send.isPending && !plan}
          data-testid="cross-plan-preview-button"
        >
          {t('crossingTable.plan.previewButton')}
        </Button>
        <Button
          type="primary"
          onClick={() => submit(false)}
          disabled={!plan}
          loading={send.isPending && plan !== null}
          data-testid="cross-plan-create"
        >
          {t('crossingTable.plan.create')}
        </Button>
      </Space>
    </Modal>
  );
}
