import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { YearInput } from './year-input.tsx';

type MonthSwitcherProps = {
  year: number;
  /** 1..12 */
  month: number;
  onChange: (year: number, month: number) => void;
};

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The year and month shown: arrows step a month (across years), or pick either directly. */
export function MonthSwitcher({ year, month, onChange }: MonthSwitcherProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const monthName = (value: number) =>
    new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, value - 1, 1)),
    );
  const step = (delta: number) => {
    const index = year * 12 + (month - 1) + delta;
    const next = Math.floor(index / 12);
    if (next >= 1900 && next <= 2100) onChange(next, (index % 12) + 1);
  };
  return (
    <Flex gap="small" align="center" data-testid="month-switcher">
      <Button
        icon={<LeftOutlined aria-hidden />}
        aria-label={t('meteorology.month.previous')}
        onClick={() => step(-1)}
        data-testid="month-previous"
      />
      <Select
        value={month}
        onChange={(value) => onChange(year, value)}
        aria-label={t('meteorology.month.month')}
        style={{ width: 140 }}
        data-testid="month-select"
        options={MONTHS.map((value) => ({ value, label: monthName(value) }))}
      />
      <YearInput value={year} onChange={(next) => onChange(next, month)} testId="year-input" />
      <Button
        icon={<RightOutlined aria-hidden />}
        aria-label={t('meteorology.month.next')}
        onClick={() => step(1)}
        data-testid="month-next"
      />
    </Flex>
  );
}
