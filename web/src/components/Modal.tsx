import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside } from '../lib/focusTrap.ts';

interface ModalProps {
  title: string;
  onClose: () => void;
  /** When false, Escape and the backdrop do nothing (e.g. while work is running). */
  dismissible?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  /** 'dialog' centred (the default), 'drawer' from the left edge, 'sheet' up from the bottom */
  variant?: 'dialog' | 'drawer' | 'sheet';
}

/** Dialog with a focus trap; Escape closes it only when `dismissible`. */
export function Modal({ title, onClose, dismissible = true, children, footer, testId, variant = 'dialog' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const dismissibleRef = useRef(dismissible);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    dismissibleRef.current = dismissible;
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    document.body.classList.add('modal-open');

    function onKeyDown(event: KeyboardEvent) {
      const dialog = dialogRef.current;
      // a dialog opened from this one (the last in the document) owns the keys
      const dialogs = document.querySelectorAll('[aria-modal="true"]');
      if (!dialog || dialogs[dialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (dismissibleRef.current) onCloseRef.current();
        return;
      }
      keepTabInside(dialog, event);
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // the dialog this one was opened from is still open
      if (!document.querySelector('[aria-modal="true"]')) document.body.classList.remove('modal-open');
      previous?.focus();
    };
  }, []);

  return createPortal(
    <div
      className={variant === 'dialog' ? 'modal-backdrop' : `modal-backdrop modal-backdrop-${variant}`}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && dismissibleRef.current) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className={variant === 'dialog' ? 'modal' : `modal modal-${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
        </header>
        <div className="modal-body">{children}</div>
        {footer && <footer className="modal-footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
