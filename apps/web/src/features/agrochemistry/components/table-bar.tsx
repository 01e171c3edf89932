import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddDateButton } from './add-date-button.tsx';

type TableBarProps = { year: number; onAddDate: (date: string) => void };

/** Above a soil table: adding a sampling date (a new column), and how cells are edited. */
export function TableBar({ year, onAddDate }: TableBarProps) {
  const { t } = useTranslation();
  return (
    <Flex gap="middle" align="center" wrap className="pl-agro-table-bar">
      <AddDateButton year={year} onAdd={onAddDate} />
      <Typography.Text type="secondary">{t('agrochemistry.table.hint')}</Typography.Text>
    </Flex>
  );
}
