import type { LinePhenotypes } from '@plotline/contract/lines';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths.ts';

type PlotRow = {
  key: number;
  fieldId: number;
  fieldName: string;
  region: string;
  year: number;
  yearId: number;
  plotName: string;
};

/** The season page of a nursery (the Fields screen reads `?fieldId&yearId`). */
function seasonHref(fieldId: number, yearId: number): string {
  const query = new URLSearchParams({ fieldId: String(fieldId), yearId: String(yearId) });
  return `${paths.fields.phenotypes.getHref()}?${query.toString()}`;
}

/** The line's plots: nursery (a link to its season), year, plot name; latest first. */
export function LinePlots({ data, onNavigate }: { data: LinePhenotypes; onNavigate: () => void }) {
  const { t } = useTranslation();
  const rows: PlotRow[] = data.seasons
    .slice()
    .reverse()
    .flatMap((season) =>
      season.plots.map((plot) => ({
        key: plot.plot_id,
        fieldId: season.field_id,
        fieldName: season.field_name,
        region: season.region,
        year: season.year,
        yearId: season.year_id,
        plotName: plot.plot_name,
      })),
    );
  return (
    <Table<PlotRow>
      data-testid="line-plots"
      size="small"
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('lineCard.plots.none') }}
      columns={[
        {
          key: 'field',
          title: t('lineCard.plots.field'),
          render: (_value, row) => (
            <Link to={seasonHref(row.fieldId, row.yearId)} onClick={onNavigate}>
              {row.fieldName}
            </Link>
          ),
        },
        { key: 'region', title: t('lineCard.plots.region'), dataIndex: 'region' },
        { key: 'year', title: t('lineCard.plots.year'), dataIndex: 'year', width: 80 },
        { key: 'plot', title: t('lineCard.plots.plot'), dataIndex: 'plotName' },
      ]}
    />
  );
}
