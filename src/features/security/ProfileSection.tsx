import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../components/Spinner';
import { PROFILE_FIELDS, type ProfileArgs, type ProfileField, type ProfileValue } from '../../shared/wire';
import { TextField } from '../auth/register/fields/TextField';
import { errorText } from '../../components/page/errorText';
import { fieldOfError } from '../../components/page/fieldError';
import { CardSection } from '../../components/page/CardSection';
import { FormFooter } from '../../components/page/FormFooter';
import { FormMessage } from '../../components/page/FormMessage';
import { QueryFailed } from '../../components/page/QueryFailed';
import { useProfileQuery, useUpdateProfileMutation } from './securityApi';
import kit from '../../components/page/pageKit.module.css';

const INPUT_TYPE: Partial<Record<ProfileField, 'email' | 'date'>> = { email: 'email', birthday: 'date' };

/** The fields that differ from what is stored, trimmed: only those are sent. */
export function changedFields(stored: ProfileValue, draft: Record<ProfileField, string>): ProfileArgs {
  const changes: ProfileArgs = {};
  for (const field of PROFILE_FIELDS) {
    const value = draft[field].trim();
    if (value !== (stored[field] ?? '')) changes[field] = value;
  }
  return changes;
}

/** Profile fields: shown, and edited in place with Save and Cancel. */
export function ProfileSection() {
  const { t } = useTranslation(['member', 'common']);
  const titleId = useId();
  const profile = useProfileQuery();
  const [update, state] = useUpdateProfileMutation();
  const [draft, setDraft] = useState<Record<ProfileField, string> | null>(null);
  const [fieldError, setFieldError] = useState<{ field: ProfileField; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  let body;
  if (profile.error) body = <QueryFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  else if (!profile.data) body = <Loader label={t('common:loading')} />;
  else if (!draft) {
    const data = profile.data;
    body = (
      <>
        <dl className={kit.rows}>
          {(['account', 'mobile', 'payeeName', ...PROFILE_FIELDS] as const).map((field) => (
            <div key={field} className={kit.row}>
              <dt>{t(`security.profile.${field}`)}</dt>
              <dd>{data[field] || t('security.profile.notSet')}</dd>
            </div>
          ))}
        </dl>
        <div className={kit.actions}>
          <button
            type="button"
            className="button"
            onClick={() => {
              setSaved(false);
              setError(null);
              setFieldError(null);
              setDraft(
                Object.fromEntries(PROFILE_FIELDS.map((f) => [f, data[f] ?? ''])) as Record<ProfileField, string>,
              );
            }}
          >
            {t('security.profile.edit')}
          </button>
        </div>
      </>
    );
  } else {
    const stored = profile.data;
    const submit = async (event: FormEvent) => {
      event.preventDefault();
      if (state.isLoading) return;
      setError(null);
      setFieldError(null);
      const changes = changedFields(stored, draft);
      if (Object.keys(changes).length > 0) {
        const result = await update(changes);
        if ('error' in result) {
          const field = fieldOfError(result.error, PROFILE_FIELDS);
          const text = errorText(result.error) || t('security.saveFailed');
          if (field) setFieldError({ field, text });
          else setError(text);
          return;
        }
      }
      setDraft(null);
      setSaved(true);
    };
    body = (
      <form className={kit.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
        {PROFILE_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`security.profile.${field}`)}
            type={INPUT_TYPE[field] ?? 'text'}
            value={draft[field]}
            maxLength={100}
            onChange={(value) => {
              setDraft({ ...draft, [field]: value });
              if (fieldError?.field === field) setFieldError(null);
            }}
            error={fieldError?.field === field ? fieldError.text : undefined}
          />
        ))}
        <FormFooter
          busy={state.isLoading}
          submitLabel={t('security.profile.save')}
          busyLabel={t('security.saving')}
          error={error}
        >
          <button type="button" className="button" onClick={() => setDraft(null)}>
            {t('security.profile.cancel')}
          </button>
        </FormFooter>
      </form>
    );
  }

  return (
    <CardSection title={t('security.profile.title')} titleId={titleId}>
      {body}
      {saved && !draft ? <FormMessage kind="success" text={t('security.profile.saved')} /> : null}
    </CardSection>
  );
}
