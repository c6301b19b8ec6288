// The Features mega-menu: a disclosure button and a panel of four columns. Hover opens it after
// 50 ms and closes it 300 ms after the pointer leaves; click or Enter/Space toggles it, ArrowDown
// opens it on the first link, Escape closes it and returns focus to the button, and focus leaving
// it closes it.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { employeeProfile } from '../../../core/employees.ts';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { featurePath, MENU_COLUMNS, menuColumn } from './data/features.ts';

export const HOVER_OPEN_MS = 50;
export const HOVER_CLOSE_MS = 300;

export function MegaMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openTimer = useRef<number | null>(null);
  const closeTimer = useRef<number | null>(null);
  /** opened by hovering: a click then keeps it open instead of toggling it shut */
  const byHover = useRef(false);
  const { pathname } = useLocation();

  function clearTimers() {
    if (openTimer.current !== null) window.clearTimeout(openTimer.current);
    if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    openTimer.current = closeTimer.current = null;
  }

  useEffect(() => clearTimers, []);
  useEffect(() => {
    clearTimers();
    setOpen(false);
  }, [pathname]);

  // Escape closes it wherever focus is (it may have been opened by hovering)
  useEffect(() => {
    if (!open) return;
    function onKey(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const inside = wrapRef.current?.contains(document.activeElement) ?? false;
      clearTimers();
      setOpen(false);
      if (inside) buttonRef.current?.focus();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function onMouseEnter() {
    if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    closeTimer.current = null;
    if (open || openTimer.current !== null) return;
    openTimer.current = window.setTimeout(() => {
      openTimer.current = null;
      byHover.current = true;
      setOpen(true);
    }, HOVER_OPEN_MS);
  }

  function onMouseLeave() {
    if (openTimer.current !== null) window.clearTimeout(openTimer.current);
    openTimer.current = null;
    if (!open || closeTimer.current !== null) return;
    closeTimer.current = window.setTimeout(() => {
      closeTimer.current = null;
      setOpen(false);
    }, HOVER_CLOSE_MS);
  }

  function onClick() {
    clearTimers();
    if (open && byHover.current) {
      byHover.current = false;
      return;
    }
    byHover.current = false;
    setOpen((o) => !o);
  }

  function focusFirstLink() {
    window.requestAnimationFrame(() => wrapRef.current?.querySelector<HTMLAnchorElement>('.pub-mega-panel a')?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      clearTimers();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      clearTimers();
      byHover.current = false;
      setOpen(true);
      focusFirstLink();
    }
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && wrapRef.current?.contains(next)) return;
    clearTimers();
    setOpen(false);
  }

  return (
    <li ref={wrapRef} className="pub-mega" onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={buttonRef} type="button" className="pub-nav-link pub-mega-button" aria-expanded={open} aria-controls={panelId} onClick={onClick}>
        Features <span aria-hidden="true">▾</span>
      </button>
      <div id={panelId} className="pub-mega-panel" hidden={!open} data-testid="features-menu">
        {MENU_COLUMNS.map((col) => (
          <div key={col.key} className="pub-mega-col">
            <p className="pub-mega-heading" id={`${panelId}-${col.key}`}>
              {col.title}
            </p>
            <ul aria-labelledby={`${panelId}-${col.key}`}>
              {menuColumn(col.key).map((f) => (
                <li key={f.slug}>
                  <Link to={featurePath(f.slug)}>
                    <EmployeeAvatar employee={employeeProfile(f.employee)} inline /> {f.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}
