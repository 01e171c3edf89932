import type { ReactNode } from 'react';

type SignInFieldProps = {
  /** The control's id: the label points at it, the error is named after it. */
  id: string;
  label: string;
  /** The message under the control, or null. */
  error: string | null;
  children: ReactNode;
};

/**
 * A labelled field of the sign-in form with its message, laid out as the UI kit's form items
 * without their form machinery (the sign-in page is the first download; decision 029).
 */
export function SignInField({ id, label, error, children }: SignInFieldProps) {
  return (
    <div className="pl-sign-in-field">
      <label htmlFor={id} className="pl-sign-in-label">
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} className="pl-sign-in-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
