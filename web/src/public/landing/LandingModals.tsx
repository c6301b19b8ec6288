// The landing page's two dialogs. Both use the shared Modal: focus trapped inside, Escape and a
// click on the backdrop close it, focus returns to the button that opened it.
import { ACTIVE_EMPLOYEES, EMPLOYEES } from '../../../../core/employees.ts';
import { EmployeeAvatar } from '../../components/icons/EmployeeAvatar.tsx';
import { Modal } from '../../components/Modal.tsx';
import { PrimeMatcher } from '../components/PrimeMatcher.tsx';
import { GetStartedLink } from '../routing.tsx';

export function WelcomeModal({ onClose, onFindMatch }: { onClose: () => void; onFindMatch: () => void }) {
  return (
    <Modal
      title="Welcome to Prime's AI Empire"
      onClose={onClose}
      testId="welcome-modal"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn btn-secondary" onClick={onFindMatch}>
            Find my AI match
          </button>
          <GetStartedLink className="btn btn-primary">Get Started</GetStartedLink>
        </>
      }
    >
      <p>
        Prime leads a team of {EMPLOYEES.length} AI employees. {ACTIVE_EMPLOYEES.length} of them are at work today on every statement you import:
      </p>
      <ul className="pub-welcome-list">
        {ACTIVE_EMPLOYEES.map((e) => (
          <li key={e.key}>
            <EmployeeAvatar employee={e} inline /> <strong>{e.name}</strong>: {e.role}
          </li>
        ))}
      </ul>
      <p className="muted small">The others are listed as coming soon on the AI Employees page.</p>
    </Modal>
  );
}

export function MatchModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title="Find Your Perfect AI Match"
      onClose={onClose}
      testId="match-modal"
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <p className="muted">Tell Prime what you need: it picks the employee with the same rules it uses in the app.</p>
      <PrimeMatcher />
    </Modal>
  );
}
