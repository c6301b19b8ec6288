// The full-screen chat's dialog behaviour, as components/Modal.tsx has it: focus moves in as it
// opens and back to where it was as it closes, Tab stays inside, Escape closes, body.modal-open
// (which also tells the crown's own Escape handler to stand back). The page behind is not drawn
// at all while it is open (body.fullscreen-dialog-open): a page wider than the phone would
// otherwise widen the layout viewport and cut the chat off. Its scroll position comes back after.
import { useEffect, useRef, type RefObject } from 'react';
import { keepTabInside } from '../../lib/focusTrap.ts';

export function useFullScreenDialog(dialogRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const scroll = { x: window.scrollX, y: window.scrollY };
    document.body.classList.add('modal-open', 'fullscreen-dialog-open');
    dialogRef.current?.focus();

    function onKeyDown(event: KeyboardEvent) {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        if (event.defaultPrevented) return;
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      keepTabInside(dialog, event);
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('modal-open', 'fullscreen-dialog-open');
      window.scrollTo(scroll.x, scroll.y);
      previous?.focus({ preventScroll: true });
    };
  }, [dialogRef]);
}
