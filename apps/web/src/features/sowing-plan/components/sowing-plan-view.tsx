import { CheckOutlined, DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { SeedLot, SowingPlan } from '@plotline/contract/warehouse';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Select, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError, showApiError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useDownloadPlanSowingList } from '../api/download-plan-sowing-list.ts';
import {
  nurseriesQueryOptions,
  sowingPlanQueryOptions,
  sowingPlansQueryOptions,
  useAcceptSowingPlan,
  useDeleteSowingPlan,
} from '../api/sowing-plans.ts';
import { formatGrams, planTotals } from '../utils/format.ts';
import { AvailableLots } from './available-lots.tsx';
import { BookLotModal } from './book-lot-modal.tsx';
import { CreatePlanModal } from './create-plan-modal.tsx';
import { PlanItems } from './plan-items.tsx';
import './sowing-plan.css';

/** The address parameter of the open plan: `?plan=<id>`. */
export const PLAN_PARAM = 'plan';

type SowingPlanViewProps = {
  specId: number | null;
  /** The address of a season's plot table (the page knows the Fields routes). */
  plotTableHref: (fieldId: number, yearId: number) => string;
};

type Booking = { lot: SeedLot; item?: SowingPlan['items'][number] };

/**
 * The sowing plan: the crop's plans; for the open one, lots with seed left to book and the
 * plan's bookings with totals; the sowing list; accepting creates the plots of next season.
 */
export function SowingPlanView({ specId, plotTableHref }: SowingPlanViewProps) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const planId = Number(searchParams.get(PLAN_PARAM)) || null;
  const [isCreating, setCreating] = useState(false);
  const [booking, setBooking] = useState<Booking | null>(null);
  const plans = useQuery({ ...sowingPlansQueryOptions(specId ?? 0), enabled: specId !== null });
  const nurseries = useQuery({ ...nurseriesQueryOptions(specId ?? 0), enabled: specId !== null });
  const plan = useQuery({ ...sowingPlanQueryOptions(planId ?? 0), enabled: planId !== null });
  useErrorToast(plans.error, 'sowingPlan.errors.load');
  useErrorToast(plan.error, 'sowingPlan.errors.load');
  const accept = useAcceptSowingPlan();
  const remove = useDeleteSowingPlan();
  const sowingList = useDownloadPlanSowingList();
  const current = plan.data ?? null;
  const bookedLotIds = useMemo(
    () => new Set(current?.items.map((item) => item.lot.id) ?? []),
    [current],
  );

  function openPlan(id: number | null) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete(PLAN_PARAM);
        else next.set(PLAN_PARAM, String(id));
        return next;
      },
      { replace: false },
    );
  }

  if (specId === null || plans.isPending) return <PageSkeleton rows={6} />;

  const planLabel = (item: SowingPlan) =>
    t('sowingPlan.planOption', {
      name: item.name || t('sowingPlan.unnamed'),
      nursery: item.field_name,
      year: item.year,
    });

  function acceptPlan(target: SowingPlan) {
    accept.mutate(target.id, {
      onSuccess: () => toast.success(t('sowingPlan.accept.done')),
      onError: (error) => showActionError(error, 'sowingPlan.errors.accept'),
    });
  }

  function downloadList(target: SowingPlan) {
    sowingList.mutate(target, {
      onSuccess: (file) => saveFile(file, `sowing-list-${target.id}.xlsx`),
      onError: (error) => showApiError(error, 'sowingPlan.errors.sowingList'),
    });
  }

  const isDraft = current?.status === 'draft';
  const totals = current ? planTotals(current) : null;
  return (
    <div className="pl-sowing-page">
      <div className="pl-sowing-bar">
        <Select
          data-testid="sowing-plan-select"
          className="pl-sowing-plan-select"
          aria-label={t('sowingPlan.plan')}
          placeholder={t('sowingPlan.choosePlan')}
          value={current?.id ?? planId ?? undefined}
          onChange={(value: number) => openPlan(value)}
          options={(plans.data ?? []).map((item) => ({
            value: item.id,
            label: (
              <span>
                {planLabel(item)}{' '}
                {item.status === 'accepted' && (
                  <Tag color="green">{t('sowingPlan.status.accepted')}</Tag>
                )}
              </span>
            ),
          }))}
          notFoundContent={t('sowingPlan.noPlans')}
        />
        <Button
          type="primary"
          data-testid="create-plan"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setCreating(true)}
        >
          {t('sowingPlan.create.button')}
        </Button>
      </div>

      {planId === null && (
        <EmptyState
          testId="sowing-plan-empty"
          title={
            (plans.data ?? []).length === 0 ? t('sowingPlan.noPlans') : t('sowingPlan.choosePlan')
          }
          description={t('sowingPlan.intro')}
        />
      )}
      {planId !== null && plan.isPending && <PageSkeleton rows={6} />}

      {current && totals && (
        <>
          <div className="pl-sowing-head" data-testid="sowing-plan-head">
            <div>
              <h2 className="pl-sowing-plan-name">
                {planLabel(current)}{' '}
                <Tag color={isDraft ? 'blue' : 'green'} data-testid="sowing-plan-status">
                  {t(`sowingPlan.status.${current.status}`)}
                </Tag>
              </h2>
              <div className="pl-sowing-summary" aria-live="polite">
                {t('sowingPlan.summary', {
                  count: totals.lots,
                  weight: formatGrams(totals.weight, i18n.language),
                  plots: totals.plots,
                })}
              </div>
            </div>
            <Space wrap>
              <Button
                data-testid="sowing-list"
                icon={<DownloadOutlined aria-hidden />}
                disabled={current.items.length === 0}
                loading={sowingList.isPending}
                onClick={() => downloadList(current)}
              >
                {t('sowingPlan.sowingList')}
              </Button>
              {isDraft && (
                <Popconfirm
                  title={t('sowingPlan.accept.confirm', {
                    count: totals.plots,
                    nursery: current.field_name,
                    year: current.year,
                  })}
                  okText={t('sowingPlan.accept.button')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{
                    ...({ 'data-testid': 'accept-plan-confirm' } as Record<string, string>),
                  }}
                  onConfirm={() => acceptPlan(current)}
                  disabled={current.items.length === 0}
                >
                  <Button
                    type="primary"
                    data-testid="accept-plan"
                    icon={<CheckOutlined aria-hidden />}
                    disabled={current.items.length === 0}
                    loading={accept.isPending}
                  >
                    {t('sowingPlan.accept.button')}
                  </Button>
                </Popconfirm>
              )}
              {isDraft && (
                <Popconfirm
                  title={t('sowingPlan.deleteConfirm')}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    remove.mutate(current.id, {
                      onSuccess: () => openPlan(null),
                      onError: (error) => showActionError(error, 'sowingPlan.errors.delete'),
                    })
                  }
                >
                  <Button danger icon={<DeleteOutlined aria-hidden />} data-testid="delete-plan">
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          </div>
          {current.status === 'accepted' && current.year_id !== null && (
            <Alert
              type="success"
              showIcon
              data-testid="sowing-plan-accepted"
              title={t('sowingPlan.accept.accepted', {
                nursery: current.field_name,
                year: current.year,
              })}
              action={
                <AppLink
                  to={plotTableHref(current.field_id, current.year_id)}
                  data-testid="sowing-plan-plots-link"
                >
                  {t('sowingPlan.accept.openPlots')}
                </AppLink>
              }
            />
          )}
          <PlanItems plan={current} onChange={(item) => setBooking({ lot: item.lot, item })} />
          {isDraft && (
            <AvailableLots
              specId={specId}
              bookedLotIds={bookedLotIds}
              canBook={isDraft}
              onBook={(lot) => setBooking({ lot })}
            />
          )}
        </>
      )}

      {isCreating && (
        <CreatePlanModal
          specId={specId}
          nurseries={nurseries.data ?? []}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            openPlan(created.id);
          }}
        />
      )}
      {booking && current && (
        <BookLotModal
          planId={current.id}
          lot={booking.lot}
          item={booking.item}
          onClose={() => setBooking(null)}
        />
      )}
    </div>
  );
}
