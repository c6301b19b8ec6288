import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

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
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
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
