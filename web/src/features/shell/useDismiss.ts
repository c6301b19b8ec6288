import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`: a press outside `wrapRef` or Escape calls `onDismiss` (Escape also gives the focus
 * back to `returnFocusRef`). A modal dialog above the page owns Escape, so it is left alone then.
 */
export function useDismiss(open: boolean, wrapRef: RefObject<HTMLElement | null>, onDismiss: () => void, returnFocusRef?: RefObject<HTMLElement | null>): void {
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (wrapRef.current && event.target instanceof Node && !wrapRef.current.contains(event.target)) onDismissRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.body.classList.contains('modal-open')) return;
      event.preventDefault();
      onDismissRef.current();
      returnFocusRef?.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, wrapRef, returnFocusRef]);
}
