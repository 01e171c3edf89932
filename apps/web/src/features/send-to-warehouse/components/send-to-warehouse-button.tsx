import { InboxOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendToWarehouseModal } from './send-to-warehouse-modal.tsx';

type SendToWarehouseButtonProps = {
  specId: number;
  /** The season of the plots (its numeric features may hold the harvest weight). */
  yearId: number;
  plotIds: readonly number[];
  /** The lots were made (the caller may clear its selection). */
  onSent?: () => void;
};

/** "Send to the warehouse" beside "move to year", for the plot table and the field map. */
export function SendToWarehouseButton({
  specId,
  yearId,
  plotIds,
  onSent,
}: SendToWarehouseButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        data-testid="send-to-warehouse"
        icon={<InboxOutlined aria-hidden />}
        disabled={plotIds.length === 0}
        onClick={() => setOpen(true)}
      >
        {t('sowingPlan.send.button')}
      </Button>
      {isOpen && (
        <SendToWarehouseModal
          specId={specId}
          yearId={yearId}
          plotIds={plotIds}
          onClose={() => setOpen(false)}
          onSent={onSent}
        />
      )}
    </>
  );
}
