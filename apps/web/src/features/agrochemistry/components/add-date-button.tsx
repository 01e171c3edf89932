import { CalendarOutlined } from '@ant-design/icons';
import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type AddDateButtonProps = {
  year: number;
  onAdd: (date: string) => void;
};

/** "Add a sampling date": a day of the year, which becomes an empty column to type into. */
export function AddDateButton({ year, onAdd }: AddDateButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen) {
    return (
      <Button
        size="small"
        icon={<CalendarOutlined aria-hidden />}
        onClick={() => setIsOpen(true)}
        data-testid="agro-add-date"
      >
        {t('agrochemistry.table.addDate')}
      </Button>
    );
  }
  return (
    <span data-testid="agro-date-picker">
      <DatePicker
        open
        autoFocus
        size="small"
        aria-label={t('agrochemistry.table.addDate')}
        defaultPickerValue={dayjs(`${year}-05-01`)}
        minDate={dayjs(`${year}-01-01`)}
        maxDate={dayjs(`${year}-12-31`)}
        onOpenChange={(open) => {
          if (!open) setIsOpen(false);
        }}
        onChange={(date) => {
          if (date) onAdd(date.format('YYYY-MM-DD'));
          setIsOpen(false);
        }}
      />
    </span>
  );
}
