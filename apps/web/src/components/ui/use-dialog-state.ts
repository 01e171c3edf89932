import { useCallback, useState } from 'react';

/** A dialog opened about something, and a key new at every opening. */
export type DialogState<Subject> = {
  isOpen: boolean;
  /**
   * What the dialog is (or was last) about: it stays after closing, so the dialog keeps its
   * content during the closing animation. Undefined before the first opening; it may itself
   * be null ("a new one").
   */
  subject: Subject | undefined;
  /**
   * Changes at every opening: key the dialog with it so that its form starts afresh even when
   * it is reopened before the closing animation has unmounted the previous form.
   */
  key: number;
  open: (subject: Subject) => void;
  close: () => void;
};

/** State of a dialog (modal) opened for a subject: a row to edit, a preset, or null for new. */
export function useDialogState<Subject>(): DialogState<Subject> {
  const [state, setState] = useState<{ subject?: Subject; isOpen: boolean; key: number }>({
    isOpen: false,
    key: 0,
  });
  const open = useCallback((subject: Subject) => {
    setState((previous) => ({ subject, isOpen: true, key: previous.key + 1 }));
  }, []);
  const close = useCallback(() => setState((previous) => ({ ...previous, isOpen: false })), []);
  return { isOpen: state.isOpen, subject: state.subject, key: state.key, open, close };
}
