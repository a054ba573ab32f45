import type { ReactNode } from 'react';

interface DialogFormProps {
  /** The id the footer's submit button names in its `form` attribute. */
  id: string;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A dialog's form, submitted from the dialog's footer; the browser's own validation bubbles give
 * way to the dialog's field messages.
 */
export function DialogForm({ id, onSubmit, children }: DialogFormProps) {
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
