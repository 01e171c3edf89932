import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Marker, MarkerListQuery } from '@plotline/contract/markers';
import { Button, Flex, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { SequenceCell } from './sequence-cell.tsx';

type Actions = { onEdit: (marker: Marker) => void; onDelete: (marker: Marker) => void };

/** The server's order of the catalogue, as the column headers show it. */
export type MarkerOrdering = NonNullable<MarkerListQuery['ordering']>;

/** The column sort state of a server ordering key (`gene`, `-gene`…). */
function sortOrderOf(ordering: MarkerOrdering, key: string): 'ascend' | 'descend' | null {
  if (ordering === key) return 'ascend';
  return ordering === `-${key}` ? 'descend' : null;
}

/** The catalogue table's columns; edit and delete only for who may manage it. */
export function markerColumns(
  t: TFunction,
  language: string,
  ordering: MarkerOrdering,
  actions: Actions | null,
): ColumnsType<Marker> {
  const sortable = (key: string) => ({
    sorter: true,
    sortOrder: sortOrderOf(ordering, key),
    sortDirections: ['ascend' as const, 'descend' as const],
  });
  const columns: ColumnsType<Marker> = [
    {
      key: 'name',
      title: t('genomeData.markers.name'),
      dataIndex: 'mut_name',
      fixed: 'left',
      width: 210,
      ...sortable('mut_name'),
      render: (name: string, marker) => (
        <Flex vertical gap={2}>
          <span className="pl-genome-marker-name">{name}</span>
          {marker.callable_from_reads && (
            <Tooltip title={t('genomeData.markers.callableHint')}>
              <Tag color="green" className="pl-genome-tag" data-testid="marker-callable">
                {t('genomeData.markers.callable')}
              </Tag>
            </Tooltip>
          )}
          {marker.knowledge_entries > 0 && (
            <Link
              to={`${paths.genome.knowledgeBase.getHref()}?mutation_id=${marker.id}`}
              aria-label={t('knowledgeBase.markerLinkLabel', {
                name: marker.mut_name,
                n: marker.knowledge_entries,
              })}
              data-testid="marker-knowledge-link"
            >
              {t('knowledgeBase.markerLink', { n: marker.knowledge_entries })}
            </Link>
          )}
        </Flex>
      ),
    },
    { key: 'chr', title: t('genomeData.markers.chr'), dataIndex: 'chr', width: 120 },
    {
      key: 'pos',
      title: t('genomeData.markers.pos'),
      dataIndex: 'pos',
      width: 120,
      ...sortable('position'),
      align: 'right',
      render: (pos: number) => pos.toLocaleString(language),
    },
    {
      key: 'alleles',
      title: t('genomeData.markers.alleles'),
      width: 100,
      render: (_value, marker) =>
        marker.ref_allele ? (
          <span className="pl-genome-sequence">{`${marker.ref_allele}/${marker.alt_allele}`}</span>
        ) : (
          <span className="pl-genome-muted">—</span>
        ),
    },
    {
      key: 'genotypes',
      title: t('genomeData.markers.genotypeCount'),
      dataIndex: 'genotype_count',
      width: 140,
      ...sortable('genotype_count'),
      align: 'right',
    },
    {
      key: 'primers',
      title: t('genomeData.markers.primers'),
      width: 200,
      render: (_value, marker) => (
        <Flex vertical gap={2}>
          <SequenceCell
            value={marker.forward_primer}
            label={t('genomeData.markers.forwardPrimer')}
          />
          <SequenceCell
            value={marker.reverse_primer}
            label={t('genomeData.markers.reversePrimer')}
          />
        </Flex>
      ),
    },
    {
      key: 'flanks',
      title: t('genomeData.markers.flanks'),
      width: 220,
      render: (_value, marker) => (
        <Flex vertical gap={2}>
          <SequenceCell value={marker.flank_left} label={t('genomeData.markers.flankLeft')} />
          <SequenceCell value={marker.flank_right} label={t('genomeData.markers.flankRight')} />
        </Flex>
      ),
    },
    {
      key: 'gene',
      title: t('genomeData.markers.gene'),
      dataIndex: 'gene',
      width: 110,
      ...sortable('gene'),
    },
    {
      key: 'description',
      title: t('genomeData.markers.description'),
      dataIndex: 'description',
      ellipsis: { showTitle: true },
    },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      title: t('genomeData.markers.actions'),
      fixed: 'right',
      width: 96,
      render: (_value, marker) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('genomeData.markers.edit', { name: marker.mut_name })}
            onClick={() => actions.onEdit(marker)}
            data-testid="marker-edit"
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('genomeData.markers.delete', { name: marker.mut_name })}
            onClick={() => actions.onDelete(marker)}
            data-testid="marker-delete"
          />
        </Flex>
      ),
    });
  }
  return columns;
}
