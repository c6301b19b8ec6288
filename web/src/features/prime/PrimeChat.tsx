// The crown on every dashboard page: a small chat with Prime, who routes the question to the
// right employee and opens their page. Escape or a click outside closes it. On screens narrower
// than 768 px the crown opens the full-screen chat instead (features/mobile-chat).
import { Crown } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/icons/Icon.tsx';
import { MobileChat } from '../mobile-chat/MobileChat.tsx';
import { isSmallScreen } from '../mobile-chat/mobileChat.ts';
import { PrimeConversation } from './PrimeConversation.tsx';
import { usePrimeChat } from './usePrimeChat.ts';
import './prime.css';

export function PrimeChat() {
  const [open, setOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const prime = usePrimeChat(close);

  // focus goes to the question box as the panel opens
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (wrapRef.current && event.target instanceof Node && !wrapRef.current.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // a modal dialog above the page owns Escape
      if (event.key !== 'Escape' || event.defaultPrevented || document.body.classList.contains('modal-open')) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="prime-chat" ref={wrapRef}>
      {open && (
        <div id={panelId} className="prime-panel" role="dialog" aria-labelledby={titleId} data-testid="prime-panel">
          <header className="prime-panel-head">
            <span className="prime-panel-crown" aria-hidden="true">
              <Icon icon={Crown} style={{ color: 'var(--accent, #5b4bdb)' }} />
            </span>
            <div className="prime-panel-title">
              <h2 id={titleId}>Ask Prime</h2>
              <p className="muted small">Prime finds the right expert for your question.</p>
            </div>
            <button type="button" className="prime-close" aria-label="Close Prime's chat" onClick={() => setOpen(false)}>
              ×
            </button>
          </header>
          <PrimeConversation prime={prime} logClassName="prime-log" inputRef={inputRef} />
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={open ? 'prime-fab open' : 'prime-fab'}
        aria-label="Ask Prime"
        aria-haspopup="dialog"
        aria-expanded={open || mobileOpen}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open && isSmallScreen()) setMobileOpen(true);
          else setOpen((o) => !o);
        }}
        data-testid="prime-button"
      >
        <Icon icon={Crown} color="#fff" />
      </button>
      {mobileOpen && <MobileChat onClose={closeMobile} />}
    </div>
  );
}
