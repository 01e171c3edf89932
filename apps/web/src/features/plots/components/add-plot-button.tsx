import { PlusOutlined } from '@ant-design/icons';
import type { Field, FieldYearRef } from '@plotline/contract/fields';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddPlotModal } from './add-plot-modal.tsx';

type AddPlotButtonProps = {
  specId: number;
  field: Field;
  year: FieldYearRef;
  onYearsChanged: () => void;
  testId?: string;
};

/** "Add plot" and its modal. */
export function AddPlotButton({
  specId,
  field,
  year,
  onYearsChanged,
  testId = 'add-plot',
}: AddPlotButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        type="primary"
        data-testid={testId}
        icon={<PlusOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('plots.add.button')}
      </Button>
      <AddPlotModal
        open={isOpen}
        specId={specId}
        field={field}
        year={year}
        onClose={() => setOpen(false)}
        onYearsChanged={onYearsChanged}
      />
    </>
  );
}
