import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matricesQueryOptions } from '../api/list-matrices.ts';
import { useCanManageGenome } from '../hooks/use-can-manage-genome.ts';
import { type GenomeDataTab, useGenomeDataAddress } from '../hooks/use-genome-data-address.ts';
import { MarkersTab } from './markers-tab.tsx';
import { MatricesTab } from './matrices-tab.tsx';
import './genome-data.css';

/**
 * /genome/data: the crop's marker catalogue and its genotype matrices (VCF imports with the
 * sample preview, and the matrix browser). Tab, filters and the open matrix live in the address.
 */
export function GenomeDataPage({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const [address, setAddress] = useGenomeDataAddress();
  const canManage = useCanManageGenome();
  const matrices = useQuery(matricesQueryOptions(specId));
  const chromosomes = useMemo(
    () => [...new Set((matrices.data ?? []).flatMap((matrix) => matrix.chromosomes))],
    [matrices.data],
  );
  return (
    <div className="pl-genome-page" data-testid="genome-data-page">
      <Tabs
        activeKey={address.tab}
        onChange={(key) => setAddress({ tab: key as GenomeDataTab })}
        data-testid="genome-data-tabs"
        items={[
          {
            key: 'markers',
            label: t('genomeData.tabs.markers'),
            children: (
              <MarkersTab
                specId={specId}
                address={address}
                onAddressChange={setAddress}
                canManage={canManage}
                chromosomes={chromosomes}
              />
            ),
          },
          {
            key: 'matrices',
            label: t('genomeData.tabs.matrices'),
            children: (
              <MatricesTab
                specId={specId}
                address={address}
                onAddressChange={setAddress}
                canManage={canManage}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
