import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CloseButtonProps } from 'react-toastify';

/** The toasts' close button with a translated name (the library's says "close"). */
export function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('common.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <CloseOutlined aria-hidden />
    </button>
  );
}
