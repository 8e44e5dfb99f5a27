import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/Modal';
import { AuthErrorCode, ErrorCode } from '../../../shared/wire';
import { selectPasswordChange } from '../authSlice';
import { useSignOut } from '../account/useSignOut';
import { completeLogin } from '../session';
import { toResult } from '../register/apiResult';
import styles from '../register/authForms.module.css';
import { renderMessage } from '../register/fieldMessages';
import { TextField } from '../register/fields/TextField';
import { useRegisterRules } from '../register/registerRules';
import { useFormState } from '../register/useFormState';
import { useChangePasswordMutation } from './passwordApi';
import { validateChangePassword } from './passwordValidation';
import forms from '../../../components/forms.module.css';

export type ChangePasswordModalProps = {
  /** Forced after a login with a default or expired password: no way out but changing or signing out. */
  forced: boolean;
  oldPasswordRequired: boolean;
  /** Closes a modal opened by choice (not called when forced). */
  onClose: () => void;
};

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Change password: the old password unless the session may skip it, a new one
 * per the site's password rule, its confirmation. Success answers a fresh login value: the
 * session starts again with it, the modal closes and the member goes home.
 */
export function ChangePasswordModal({ forced, oldPasswordRequired, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation('register');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { rules } = useRegisterRules();
  const { bindForm, ...form } = useFormState({}, (values) =>
    validateChangePassword(rules, values, oldPasswordRequired),
  );
  const [changePassword] = useChangePasswordMutation();
  const signOut = useSignOut();
  const [busy, setBusy] = useState<'saving' | 'signingOut' | null>(null);
  const fields = FIELDS.filter((field) => field !== 'oldPassword' || oldPasswordRequired);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    form.setFormError(null);
    if (!form.validateAll(fields)) return;
    setBusy('saving');
    const { oldPassword, newPassword = '', confirmNewPassword = '' } = form.values;
    const result = await toResult(
      changePassword({ ...(oldPasswordRequired ? { oldPassword } : {}), newPassword, confirmNewPassword }),
    );
    if ('data' in result) {
      const login = await dispatch(completeLogin({ value: result.data, via: 'password' })).unwrap();
      onClose();
      navigate(login.kind === 'member' && login.destination ? login.destination : '/');
      return;
    }
    setBusy(null);
    const { errorCode, message, value } = result.error;
    const field =
      errorCode === AuthErrorCode.oldPasswordIncorrect
        ? 'oldPassword'
        : errorCode === ErrorCode.requestParamError
          ? (value as { field?: unknown } | undefined)?.field
          : undefined;
    if (typeof field === 'string' && (fields as readonly string[]).includes(field))
      form.showError(field, { text: message });
    else form.setFormError({ text: message });
  }

  // The app's sign-out: confirmation, loader, home; the modal goes with the session.
  async function onSignOut() {
    setBusy('signingOut');
    if (!(await signOut())) setBusy(null);
  }

  const input = (name: (typeof FIELDS)[number]) => (
    <TextField
      key={name}
      name={name}
      label={t(`fields.${name}`)}
      type="password"
      autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
      value={form.values[name] ?? ''}
      onChange={(value) => form.setValue(name, value)}
      onBlur={() => form.blur(name)}
      error={form.errors[name] ? renderMessage(t, form.errors[name]) : undefined}
      required
    />
  );

  return (
    <Modal title={t('change.title')} onClose={forced ? () => undefined : onClose} hideCloseButton={forced} size="small">
      <form ref={bindForm} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {forced ? <p className={styles.notice}>{t('change.forcedIntro')}</p> : null}
        <p className={styles.hint}>{t('requiredHint')}</p>
        {fields.map(input)}
        {form.formError ? (
          <p className={forms.formError} role="alert">
            {renderMessage(t, form.formError)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="submit"
            className={`button button--primary ${styles.submit}`}
            disabled={busy !== null}
            aria-busy={busy === 'saving' || undefined}
          >
            {busy === 'saving' ? t('change.submitting') : t('change.submit')}
          </button>
          {forced ? (
            <button
              type="button"
              className="button"
              onClick={() => void onSignOut()}
              disabled={busy !== null}
              aria-busy={busy === 'signingOut' || undefined}
            >
              {busy === 'signingOut' ? t('change.signingOut') : t('change.signOut')}
            </button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}

/**
 * The forced change after a login with a default or expired password (`forcePasswordChange`),
 * as AuthHost shows it. The request in the auth slice says whether the old password is needed.
 */
export default function ForcedPasswordChange({ onClose }: { onClose: () => void }) {
  const request = useAppSelector(selectPasswordChange);
  if (!request) return null;
  return <ChangePasswordModal forced oldPasswordRequired={request.oldPasswordRequired} onClose={onClose} />;
}
