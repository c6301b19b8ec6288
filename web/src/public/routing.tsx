// "Prime is Routing You": a signed-in visitor's Get Started goes through Prime. The overlay shows
// for PRIME_ROUTE_DELAY_MS (0.7 s, the same pause as Prime's chat) and then the page opens.
import { Crown } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { employeeProfile, type TeamMemberKey } from '../../../core/employees.ts';
import { EmployeeAvatar } from '../components/icons/EmployeeAvatar.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { PRIME_ROUTE_DELAY_MS, primeReply, routeMessage } from '../../../core/prime/router.ts';
import { useSession } from '../stores/session.ts';

export interface RoutingTarget {
  route: string;
  /** the employee being opened, or null (pricing, the dashboard) */
  employee: TeamMemberKey | null;
  message: string;
}

/** What a Get Started button asks Prime when its page names no employee. */
export const DEFAULT_QUESTION = 'Help me import my bank statements';

export function targetForEmployee(key: TeamMemberKey): RoutingTarget {
  const p = employeeProfile(key);
  return { route: p.dashboardRoute, employee: p.key, message: routeMessage(p.name) };
}

/** Prime's reply to a question, as a place to go (a help reply opens the dashboard, where Prime's chat is). */
export function targetForQuestion(question: string): RoutingTarget {
  const reply = primeReply(question);
  if (reply.kind === 'route') return { route: reply.route, employee: reply.employee, message: reply.message };
  if (reply.kind === 'pricing') return { route: reply.route, employee: null, message: reply.message };
  return { route: '/dashboard', employee: 'prime', message: 'Opening your dashboard\u2026' };
}

const RouteVia = createContext<(target: RoutingTarget) => void>(() => {});

export function useRouteVia(): (target: RoutingTarget) => void {
  return useContext(RouteVia);
}

export function RoutingProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<RoutingTarget | null>(null);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const go = useCallback(
    (next: RoutingTarget) => {
      if (timer.current !== null) return;
      setTarget(next);
      timer.current = window.setTimeout(() => {
        timer.current = null;
        setTarget(null);
        navigate(next.route);
      }, PRIME_ROUTE_DELAY_MS);
    },
    [navigate],
  );

  return (
    <RouteVia.Provider value={go}>
      {children}
      {target && <RoutingOverlay target={target} />}
    </RouteVia.Provider>
  );
}

function RoutingOverlay({ target }: { target: RoutingTarget }) {
  const employee = employeeProfile(target.employee ?? 'prime');
  return (
    <div className="pub-routing" role="status" aria-live="assertive" data-testid="prime-routing">
      <div className="pub-routing-card">
        <span className="pub-routing-crown" aria-hidden="true">
          <Icon icon={Crown} style={{ color: 'var(--accent, #5b4bdb)' }} />
        </span>
        <p className="pub-routing-title">Prime is Routing You</p>
        <p>
          <EmployeeAvatar employee={employee} inline /> {target.message}
        </p>
        <span className="spinner" aria-hidden="true" />
      </div>
    </div>
  );
}

interface GetStartedProps {
  /** the employee this page is about; otherwise Prime routes `question` */
  employee?: TeamMemberKey;
  question?: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * Visitors go to /signup (with ?next= the employee's page when there is one); a signed-in user is
 * routed by Prime, with the overlay, to the employee's page.
 */
export function GetStartedLink({ employee, question, className, children, testId }: GetStartedProps) {
  const status = useSession((s) => s.status);
  const go = useRouteVia();

  if (status !== 'authenticated') {
    const next = employee ? employeeProfile(employee).dashboardRoute : null;
    return (
      <Link to={next ? `/signup?next=${encodeURIComponent(next)}` : '/signup'} className={className} data-testid={testId}>
        {children}
      </Link>
    );
  }

  const target = employee ? targetForEmployee(employee) : targetForQuestion(question ?? DEFAULT_QUESTION);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(target);
  }
  return (
    <a href={target.route} className={className} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}
