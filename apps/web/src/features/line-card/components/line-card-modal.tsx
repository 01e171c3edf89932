import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Modal, Result, Skeleton, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { lineCardQueryOptions, linePhenotypesQueryOptions } from '../api/line-card-api.ts';
import { LineDetails } from './line-details.tsx';
import { LineGallery } from './line-gallery.tsx';
import { LineHistory } from './line-history.tsx';
import { LinePlots } from './line-plots.tsx';
import './line-card.css';

export type LineCardModalProps = {
  /** The line to show; null shows nothing. */
  lineId: number | null;
  open: boolean;
  onClose: () => void;
  /** Called after the line was changed or deleted (the caller reloads its lists). */
  onChanged?: () => void;
};

type TabKey = 'details' | 'gallery' | 'history' | 'plots';

/**
 * The line card: its record (editable for those who may), photos of it and its plots, the
 * history of its phenotypes and its plots. A parent opens in the same card; "back" returns.
 */
export function LineCardModal({ lineId, open, onClose, onChanged }: LineCardModalProps) {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<number[]>([]);
  const [tab, setTab] = useState<TabKey>('details');
  useEffect(() => {
    setTrail(lineId === null ? [] : [lineId]);
    setTab('details');
  }, [lineId]);
  const current = trail.at(-1) ?? lineId;
  const card = useQuery({
    ...lineCardQueryOptions(current ?? 0),
    enabled: open && current !== null,
  });
  const phenotypes = useQuery({
    ...linePhenotypesQueryOptions(current ?? 0),
    enabled: open && current !== null,
  });
  useErrorToast(card.error, 'lineCard.errors.load');
  useErrorToast(phenotypes.error, 'lineCard.errors.phenotypes');
  const line = card.data;

  function openLine(id: number) {
    setTrail((previous) => [...previous, id]);
    setTab('details');
  }

  function renderBody() {
    if (card.isError) return <Result status="warning" title={t('lineCard.errors.load')} />;
    if (!line) return <Skeleton active paragraph={{ rows: 8 }} />;
    return (
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        destroyOnHidden
        items={[
          {
            key: 'details',
            label: t('lineCard.tabs.details'),
            children: (
              <LineDetails
                key={line.line_id}
                line={line}
                onOpenLine={openLine}
                onChanged={() => onChanged?.()}
                onDeleted={onClose}
              />
            ),
          },
          {
            key: 'gallery',
            label: t('lineCard.tabs.gallery'),
            children: <LineGallery lineId={line.line_id} phenotypes={phenotypes.data} />,
          },
          {
            key: 'history',
            label: t('lineCard.tabs.history'),
            children: phenotypes.data ? (
              <LineHistory data={phenotypes.data} />
            ) : (
              <Skeleton active />
            ),
          },
          {
            key: 'plots',
            label: t('lineCard.tabs.plots', { count: line.count_of_plots }),
            children: phenotypes.data ? (
              <LinePlots data={phenotypes.data} onNavigate={onClose} />
            ) : (
              <Skeleton active />
            ),
          },
        ]}
      />
    );
  }

  return (
    <Modal
      open={open && current !== null}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      title={
        <Flex gap="small" align="center">
          {trail.length > 1 && (
            <Button
              type="text"
              size="small"
              icon={<ArrowLeftOutlined aria-hidden />}
              aria-label={t('lineCard.back')}
              onClick={() => setTrail((previous) => previous.slice(0, -1))}
              data-testid="line-card-back"
            />
          )}
          <span data-testid="line-card-title">{line?.line_name ?? t('lineCard.title')}</span>
          {line?.is_sort && <Tag color="green">{t('lineCard.variety')}</Tag>}
        </Flex>
      }
      modalRender={(node) => <div data-testid="line-card">{node}</div>}
    >
      {renderBody()}
    </Modal>
  );
}
