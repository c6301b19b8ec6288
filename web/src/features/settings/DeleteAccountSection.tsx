// Deleting the account: a dialog asks to type DELETE and the password (an account made through Google
// or Apple without one: DELETE alone); then every row and file of the user is gone
// (server/settings/routes.ts) and the browser lands on /login.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { forgetSession } from '../../stores/session.ts';
import { FormStatus } from './FormStatus.tsx';
import { NO_ERRORS, deleteAccount, formErrorsOf } from './settingsApi.ts';
import { SettingsSection } from './SettingsSection.tsx';

export const DELETE_WORD = 'DELETE';

function DeleteDialog({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const formId = 'delete-account-form';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await deleteAccount(hasPassword ? password : null, confirm);
      navigate('/login', { replace: true });
      forgetSession();
    } catch (err) {
      // a wrong password is a 403 that names no field
      setErrors(formErrorsOf(err, (status) => (status === 403 ? 'password' : null)));
      setBusy(false);
    }
  }

  const footer = (
    <>
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <Button variant="danger" type="submit" form={formId} disabled={busy || confirm !== DELETE_WORD || (hasPassword && password === '')}>
        {busy ? 'Deleting…' : 'Delete my account'}
      </Button>
    </>
  );

  return (
    <Modal title="Delete your account?" onClose={onClose} dismissible={!busy} footer={footer} testId="delete-dialog">
      <form id={formId} className="form" onSubmit={onSubmit} noValidate>
        <p>
          This deletes your account and everything of yours: documents and their files, transactions, rules, conversations and settings. It cannot be undone;
          download your data first if you want to keep it.
        </p>
        <FormField
          label={`Type ${DELETE_WORD} to confirm`}
          name="confirm"
          autoComplete="off"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.fields.confirm}
          required
        />
        {hasPassword && (
          <FormField
            label="Your password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.fields.password}
            required
          />
        )}
        <FormStatus errors={errors} done={null} testId="delete" />
      </form>
    </Modal>
  );
}

export function DeleteAccountSection({ hasPassword = true }: { hasPassword?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title="Delete my account" description="Removes your account and all of your data for good." testId="settings-delete" tone="danger">
      <div className="form-actions">
        <Button variant="danger" onClick={() => setOpen(true)} aria-haspopup="dialog">
          Delete my account…
        </Button>
      </div>
      {open && <DeleteDialog hasPassword={hasPassword} onClose={() => setOpen(false)} />}
    </SettingsSection>
  );
}
