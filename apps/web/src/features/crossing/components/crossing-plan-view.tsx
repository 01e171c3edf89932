import { PlusOutlined } from '@ant-design/icons';
import type { CrossingPlan, CrossingPlanBody } from '@plotline/contract/pedigree';
import { COANCESTRY_THRESHOLD_DEFAULT, CROSSING_PLAN_PLOTS_MAX } from '@plotline/contract/pedigree';
import { REPETITIONS_MAX, YEAR_MAX, YEAR_MIN } from '@plotline/contract/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Radio, Select, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { LineSelect } from '#src/components/ui/line-select.tsx';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { isApiError } from '#src/lib/api-error.ts';
import { readIdList } from '#src/lib/line-picker-query.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { translateMessage } from '#src/lib/translate-message.ts';
import { nurseriesQueryOptions, usePlanCrossing } from '../api/plan-crossing.ts';
import { countCrosses, type Design, type Pair } from '../utils/crossing-plan.ts';
import { PlanPreview } from './plan-preview.tsx';
import './crossing.css';

/** Address parameters a page linking here may fill: `?mothers=1,2&fathers=3`. */
export const MOTHERS_PARAM = 'mothers';
export const FATHERS_PARAM = 'fathers';

type NamedPair = Pair & { motherName: string; fatherName: string };

type CrossingPlanViewProps = {
  specId: number | null;
  /** The address of a season's plot table (the page knows the Fields routes). */
  plotTableHref: (fieldId: number, yearId: number) => string;
};

/**
 * The crossing plan: parents and a design, plots per cross, the target nursery and year and a
 * coancestry threshold; a preview colours each cross by the parents' coancestry, and creating
 * adds the crosses as lines with their parents and their plots in the season.
 */
export function CrossingPlanView({ specId, plotTableHref }: CrossingPlanViewProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [design, setDesign] = useState<Design>('factorial');
  const [mothers, setMothers] = useState(() => readIdList(searchParams.get(MOTHERS_PARAM)));
  const [fathers, setFathers] = useState(() => readIdList(searchParams.get(FATHERS_PARAM)));
  const [pairs, setPairs] = useState<NamedPair[]>([]);
  const [pairMother, setPairMother] = useState<{ id: number; name: string } | null>(null);
  const [pairFather, setPairFather] = useState<{ id: number; name: string } | null>(null);
  const [reciprocals, setReciprocals] = useState(false);
  const [plotsPerCross, setPlotsPerCross] = useState(1);
  const [fieldId, setFieldId] = useState<number | null>(null);
  const [year, setYear] = useState(() => new Date().getFullYear() + 1);
  const [threshold, setThreshold] = useState(COANCESTRY_THRESHOLD_DEFAULT);
  const [skipExisting, setSkipExisting] = useState(false);
  const [preview, setPreview] = useState<{ key: string; plan: CrossingPlan } | null>(null);
  const [created, setCreated] = useState<CrossingPlan | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [localError, setLocalError] = useState<string | null>(null);
  const plan = usePlanCrossing();
  const queryClient = useQueryClient();

  const nurseries = useQuery({
    ...nurseriesQueryOptions(specId ?? 0),
    enabled: specId !== null,
  });

  const crosses = countCrosses({ design, mothers, fathers, pairs, reciprocals });
  const totalPlots = crosses * plotsPerCross;
  // leaving out crosses already made may bring a plan under the limit: the server decides then
  const isOverLimit = totalPlots > CROSSING_PLAN_PLOTS_MAX && !skipExisting;

  const body = useMemo((): CrossingPlanBody | null => {
    if (specId === null || fieldId === null) return null;
    return {
      spec_id: specId,
      field_id: fieldId,
      year,
      design,
      mothers: design === 'pairs' ? [] : mothers,
      fathers: design === 'factorial' ? fathers : [],
      pairs:
        design === 'pairs'
          ? pairs.map((pair) => ({ mother_id: pair.motherId, father_id: pair.fatherId }))
          : [],
      reciprocals: design === 'diallel' && reciprocals,
      plots_per_cross: plotsPerCross,
      coancestry_threshold: threshold,
      skip_existing: skipExisting,
    };
  }, [
    specId,
    fieldId,
    year,
    design,
    mothers,
    fathers,
    pairs,
    reciprocals,
    plotsPerCross,
    threshold,
    skipExisting,
  ]);
  const bodyKey = JSON.stringify(body);
  const currentPreview = preview?.key === bodyKey ? preview.plan : null;

  function send(dryRun: boolean) {
    setFieldErrors({});
    setLocalError(null);
    if (!body) {
      setFieldErrors({ field_id: [t('crossing.errors.noNursery')] });
      return;
    }
    if (crosses === 0) {
      setLocalError(t('crossing.errors.noCrosses'));
      return;
    }
    if (isOverLimit) {
      setLocalError(
        t('crossing.errors.tooManyPlots', { total: totalPlots, max: CROSSING_PLAN_PLOTS_MAX }),
      );
      return;
    }
    if (!dryRun) setCreated(null);
    plan.mutate(
      { ...body, dry_run: dryRun },
      {
        onSuccess: (answer) => {
          if (dryRun) setPreview({ key: bodyKey, plan: answer });
          else {
            setCreated(answer);
            setPreview(null);
            // the season may be new, the crosses are new lines
            void queryClient.invalidateQueries({ queryKey: ['fields', specId] });
            void queryClient.invalidateQueries({ queryKey: ['lines'] });
          }
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.fieldErrors) {
            setFieldErrors(
              Object.fromEntries(
                Object.entries(error.fieldErrors).map(([name, messages]) => [
                  name,
                  messages.map(translateMessage),
                ]),
              ),
            );
          }
          showApiError(
            error,
            isApiError(error) && error.status === 400 ? undefined : 'crossing.errors.send',
          );
        },
      },
    );
  }

  if (specId === null) return <PageSkeleton rows={6} />;

  const errorOf = (...names: string[]) => {
    const messages = names.flatMap((name) =>
      Object.entries(fieldErrors)
        .filter(([key]) => key === name || key.startsWith(`${name}.`))
        .flatMap(([, list]) => list),
    );
    return messages.length > 0
      ? { validateStatus: 'error' as const, help: messages.join(' ') }
      : {};
  };
  const pickerText = {
    notFound: t('crossing.noLinesFound'),
    varietyLabel: t('crossing.variety'),
  };
  const otherErrors = Object.entries(fieldErrors)
    .filter(
      ([key]) =>
        ![
          'mothers',
          'fathers',
          'pairs',
          'field_id',
          'year',
          'plots_per_cross',
          'coancestry_threshold',
        ].some((known) => key === known || key.startsWith(`${known}.`)),
    )
    .flatMap(([, list]) => list);

  function addPair() {
    if (!pairMother || !pairFather) return;
    const exists = pairs.some(
      (pair) => pair.motherId === pairMother.id && pair.fatherId === pairFather.id,
    );
    if (!exists) {
      setPairs([
        ...pairs,
        {
          motherId: pairMother.id,
          fatherId: pairFather.id,
          motherName: pairMother.name,
          fatherName: pairFather.name,
        },
      ]);
    }
    setPairMother(null);
    setPairFather(null);
  }

  const nurseryList = nurseries.data ?? [];
  return (
    <div className="pl-crossing-page">
      <Form
        layout="vertical"
        className="pl-crossing-form"
        onSubmitCapture={(e) => e.preventDefault()}
      >
        <Form.Item label={t('crossing.design.label')}>
          <Radio.Group
            data-testid="crossing-design"
            value={design}
            onChange={(event) => setDesign(event.target.value as Design)}
            optionType="button"
            options={[
              { value: 'factorial', label: t('crossing.design.factorial') },
              { value: 'diallel', label: t('crossing.design.diallel') },
              { value: 'pairs', label: t('crossing.design.pairs') },
            ]}
          />
          <div className="pl-crossing-hint">{t(`crossing.design.${design}Hint`)}</div>
        </Form.Item>
        {design !== 'pairs' && (
          <div className="pl-crossing-parents">
            <Form.Item
              label={design === 'diallel' ? t('crossing.parents') : t('crossing.mothers')}
              {...errorOf('mothers')}
            >
              <LineSelect
                mode="multiple"
                specId={specId}
                value={mothers}
                onChange={setMothers}
                testId="crossing-mothers"
                ariaLabel={design === 'diallel' ? t('crossing.parents') : t('crossing.mothers')}
                placeholder={t('crossing.linesPlaceholder')}
                {...pickerText}
              />
            </Form.Item>
            {design === 'factorial' && (
              <Form.Item label={t('crossing.fathers')} {...errorOf('fathers')}>
                <LineSelect
                  mode="multiple"
                  specId={specId}
                  value={fathers}
                  onChange={setFathers}
                  testId="crossing-fathers"
                  ariaLabel={t('crossing.fathers')}
                  placeholder={t('crossing.linesPlaceholder')}
                  {...pickerText}
                />
              </Form.Item>
            )}
            {design === 'diallel' && (
              <Form.Item label=" ">
                <Checkbox
                  data-testid="crossing-reciprocals"
                  checked={reciprocals}
                  onChange={(event) => setReciprocals(event.target.checked)}
                >
                  {t('crossing.reciprocals')}
                </Checkbox>
              </Form.Item>
            )}
          </div>
        )}
        {design === 'pairs' && (
          <Form.Item label={t('crossing.pairs')} {...errorOf('pairs', 'mothers', 'fathers')}>
            <Space wrap>
              <LineSelect
                specId={specId}
                value={pairMother?.id ?? null}
                onChange={(id, name) => setPairMother(id ? { id, name: name ?? `#${id}` } : null)}
                testId="crossing-pair-mother"
                ariaLabel={t('crossing.mother')}
                placeholder={t('crossing.mother')}
                className="pl-crossing-pair-select"
                {...pickerText}
              />
              <span aria-hidden>×</span>
              <LineSelect
                specId={specId}
                value={pairFather?.id ?? null}
                onChange={(id, name) => setPairFather(id ? { id, name: name ?? `#${id}` } : null)}
                testId="crossing-pair-father"
                ariaLabel={t('crossing.father')}
                placeholder={t('crossing.father')}
                className="pl-crossing-pair-select"
                {...pickerText}
              />
              <Button
                data-testid="crossing-add-pair"
                icon={<PlusOutlined aria-hidden />}
                disabled={!pairMother || !pairFather}
                onClick={addPair}
              >
                {t('crossing.addPair')}
              </Button>
            </Space>
            <div className="pl-crossing-pair-list" data-testid="crossing-pair-list">
              {pairs.length === 0 && (
                <span className="pl-crossing-hint">{t('crossing.noPairs')}</span>
              )}
              {pairs.map((pair) => (
                <Tag
                  key={`${pair.motherId}:${pair.fatherId}`}
                  closable
                  onClose={() =>
                    setPairs(
                      pairs.filter(
                        (other) =>
                          other.motherId !== pair.motherId || other.fatherId !== pair.fatherId,
                      ),
                    )
                  }
                >
                  {pair.motherName} × {pair.fatherName}
                </Tag>
              ))}
            </div>
          </Form.Item>
        )}
        <div className="pl-crossing-settings">
          <Form.Item label={t('crossing.nursery')} {...errorOf('field_id')}>
            <Select
              data-testid="crossing-nursery"
              aria-label={t('crossing.nursery')}
              value={fieldId ?? undefined}
              loading={nurseries.isLoading}
              placeholder={t('crossing.nurseryPlaceholder')}
              notFoundContent={
                nurseries.isError ? t('crossing.errors.nurseries') : t('crossing.noNurseries')
              }
              showSearch={{ optionFilterProp: 'label' }}
              options={nurseryList.map((field) => ({
                value: field.field_id,
                label: field.field_name,
              }))}
              onChange={setFieldId}
              className="pl-crossing-nursery"
            />
          </Form.Item>
          <Form.Item label={t('crossing.year')} {...errorOf('year')}>
            <NumberInput
              data-testid="crossing-year"
              aria-label={t('crossing.year')}
              min={YEAR_MIN}
              max={YEAR_MAX}
              precision={0}
              value={year}
              onChange={(value) => value !== null && setYear(value)}
            />
          </Form.Item>
          <Form.Item label={t('crossing.plotsPerCross')} {...errorOf('plots_per_cross')}>
            <NumberInput
              data-testid="crossing-plots-per-cross"
              aria-label={t('crossing.plotsPerCross')}
              min={1}
              max={REPETITIONS_MAX}
              precision={0}
              value={plotsPerCross}
              onChange={(value) => value !== null && setPlotsPerCross(value)}
            />
          </Form.Item>
          <Form.Item
            label={t('crossing.threshold')}
            tooltip={t('crossing.thresholdHint')}
            {...errorOf('coancestry_threshold')}
          >
            <NumberInput
              data-testid="crossing-threshold"
              aria-label={t('crossing.threshold')}
              min={0}
              max={1}
              step={0.05}
              value={threshold}
              onChange={(value) => value !== null && setThreshold(value)}
            />
          </Form.Item>
          <Form.Item label=" ">
            <Checkbox
              data-testid="crossing-skip-existing"
              checked={skipExisting}
              onChange={(event) => setSkipExisting(event.target.checked)}
            >
              {t('crossing.skipExisting')}
            </Checkbox>
          </Form.Item>
        </div>
        <p
          className={isOverLimit ? 'pl-crossing-total pl-crossing-over' : 'pl-crossing-total'}
          data-testid="crossing-total"
        >
          {t('crossing.total', {
            crosses,
            plots: totalPlots,
            max: CROSSING_PLAN_PLOTS_MAX,
          })}
        </p>
        {isOverLimit && (
          <Alert
            type="error"
            showIcon
            data-testid="crossing-over-limit"
            title={t('crossing.errors.tooManyPlots', {
              total: totalPlots,
              max: CROSSING_PLAN_PLOTS_MAX,
            })}
          />
        )}
        {localError && !isOverLimit && (
          <Alert type="warning" showIcon data-testid="crossing-local-error" title={localError} />
        )}
        {otherErrors.length > 0 && (
          <Alert
            type="error"
            showIcon
            data-testid="crossing-errors"
            title={otherErrors.join(' ')}
          />
        )}
        <Space>
          <Button
            data-testid="crossing-preview-button"
            onClick={() => send(true)}
            loading={plan.isPending && plan.variables?.dry_run === true}
            disabled={isOverLimit}
          >
            {t('crossing.previewButton')}
          </Button>
          <Button
            type="primary"
            data-testid="crossing-create"
            onClick={() => send(false)}
            loading={plan.isPending && plan.variables?.dry_run === false}
            disabled={isOverLimit}
          >
            {t('crossing.create')}
          </Button>
        </Space>
      </Form>
      {created?.year_id != null && (
        <Alert
          type="success"
          showIcon
          data-testid="crossing-created"
          title={t('crossing.created', {
            crosses: created.crosses.length,
            plots: created.plot_ids.length,
          })}
          description={
            <AppLink
              to={plotTableHref(created.field_id, created.year_id)}
              data-testid="crossing-plots-link"
            >
              {t('crossing.openPlots', {
                nursery:
                  nurseryList.find((field) => field.field_id === created.field_id)?.field_name ??
                  '',
                year: created.year,
              })}
            </AppLink>
          }
        />
      )}
      {currentPreview && (
        <PlanPreview plan={currentPreview} design={design} threshold={threshold} />
      )}
      {!currentPreview && !created && nurseries.isSuccess && nurseryList.length === 0 && (
        <EmptyState
          testId="crossing-no-nurseries"
          title={t('crossing.noNurseries')}
          description={t('crossing.noNurseriesHint')}
        />
      )}
    </div>
  );
}
