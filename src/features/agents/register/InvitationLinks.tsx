import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../../components/Spinner';
import type { Invitation } from '../../../shared/wire';
import { toResult } from '../../auth/register/apiResult';
import { CopyField } from '../../rewards/CopyField';
import { QrCode } from '../../rewards/QrCode';
import { CardSection } from '../../../components/page/CardSection';
import { FormMessage } from '../../../components/page/FormMessage';
import { QueryFailed } from '../../../components/page/QueryFailed';
import { StatusPill } from '../../../components/page/StatusPill';
import { useDateTime } from '../../../components/page/useDateTime';
import kit from '../../../components/page/pageKit.module.css';
import { useCreateInvitationMutation, useInvitationsQuery } from '../agentApi';
import styles from './register.module.css';

/** One link: its code and type, how many registered through it, the link to copy and its QR code. */
function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation('agent');
  const dateTime = useDateTime();
  const { code, url, isAgent, registrations, createdAt } = invitation;
  return (
    <li className={`${kit.card} ${styles.invitation}`}>
      <div className={styles.invitationText}>
        <dl className={kit.rows}>
          <div className={kit.row}>
            <dt>{t('invitations.code')}</dt>
            <dd className={styles.code}>{code}</dd>
          </div>
          <div className={kit.row}>
            <dt>{t('invitations.type')}</dt>
            <dd>
              <StatusPill
                text={t(isAgent ? 'invitations.agent' : 'invitations.member')}
                tone={isAgent ? 'good' : 'neutral'}
              />
            </dd>
          </div>
          <div className={kit.row}>
            <dt>{t('invitations.registrations')}</dt>
            <dd>{new Intl.NumberFormat(i18n.language).format(registrations)}</dd>
          </div>
          <div className={kit.row}>
            <dt>{t('invitations.created')}</dt>
            <dd>{dateTime(createdAt)}</dd>
          </div>
        </dl>
        <CopyField label={t('invitations.link', { code })} value={url} copyLabel={t('invitations.copy')} />
      </div>
      <QrCode text={url} label={t('invitations.qr', { code })} />
    </li>
  );
}

/**
 * The agent's invitation links (registerCenter): the list, and buttons for a new member link
 * and a new agent link. A new link appears at once (the list is refetched).
 */
export function InvitationLinks() {
  const { t } = useTranslation(['agent', 'common']);
  const query = useInvitationsQuery();
  const [createInvitation, creating] = useCreateInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const create = async (isAgent: boolean) => {
    if (creating.isLoading) return;
    setFailure(null);
    setDone(null);
    const result = await toResult(createInvitation({ isAgent }));
    if ('data' in result) setDone(t('invitations.done', { code: result.data.code }));
    else setFailure(result.error.message || t('invitations.createFailed'));
  };

  let body;
  if (query.error) body = <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Loader label={t('common:loading')} />;
  else if (query.data.invitations.length === 0) body = <p className={kit.muted}>{t('invitations.empty')}</p>;
  else {
    body = (
      <ul className={kit.list} aria-label={t('invitations.title')}>
        {query.data.invitations.map((invitation) => (
          <InvitationCard key={invitation.code} invitation={invitation} />
        ))}
      </ul>
    );
  }

  return (
    <CardSection title={t('invitations.title')}>
      <p className={kit.muted}>{t('invitations.intro')}</p>
      <div className={kit.actions}>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={creating.isLoading}
          onClick={() => void create(false)}
        >
          {t('invitations.newMember')}
        </button>
        <button type="button" className="button" aria-disabled={creating.isLoading} onClick={() => void create(true)}>
          {t('invitations.newAgent')}
        </button>
      </div>
      <FormMessage kind="error" text={failure} />
      <FormMessage kind="success" text={done} />
      {body}
    </CardSection>
  );
}
