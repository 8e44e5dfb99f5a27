import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { LoadError } from '../../components/report/LoadError';
import { MemberPage } from '../../components/report/MemberPage';
import { CopyField } from './CopyField';
import { QrCode } from './QrCode';
import { useReferralDetailsQuery } from './rewardsApi';
import records from '../../components/report/report.module.css';
import styles from './rewards.module.css';
import { usePageNamespaces } from '../records/usePageNamespaces';

/** referral: the member's code, the invite link (copy, QR code) and how many friends joined. */
export function ReferralPage() {
  usePageNamespaces();
  const { t, i18n } = useTranslation(['rewards', 'common']);
  const { data, error, refetch } = useReferralDetailsQuery();
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  let body;
  if (error) body = <LoadError error={error} onRetry={() => void refetch()} />;
  else if (!data) body = <Spinner label={t('common:loading')} size="large" />;
  else
    body = (
      <div className={styles.referral}>
        <dl className={records.figures}>
          <div className={records.figure}>
            <dt>{t('referral.code')}</dt>
            <dd className={styles.code}>{data.referralCode}</dd>
          </div>
          <div className={records.figure}>
            <dt>{t('referral.total')}</dt>
            <dd>{count(data.totalInvitations)}</dd>
          </div>
          <div className={records.figure}>
            <dt>{t('referral.active')}</dt>
            <dd>{count(data.activeInvitations)}</dd>
          </div>
        </dl>
        <p className={styles.muted}>{t('referral.activeHint')}</p>
        <CopyField label={t('referral.link')} value={data.inviteUrl} copyLabel={t('referral.copy')} />
        <figure className={styles.qrFigure}>
          <QrCode text={data.inviteUrl} label={t('referral.qr')} />
          <figcaption className={styles.muted}>{t('referral.qrHint')}</figcaption>
        </figure>
        {data.promotionDomains.length > 0 ? (
          <section className={styles.domains} aria-label={t('referral.domains')}>
            <h3 className={styles.subTitle}>{t('referral.domains')}</h3>
            <ul>
              {data.promotionDomains.map((domain) => (
                <li key={domain} className={styles.code}>
                  {domain}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    );

  return <MemberPage title={t('referral.title')}>{body}</MemberPage>;
}
