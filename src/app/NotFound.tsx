import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '../components/PageFrame';

/** Any path the route table does not know. */
export function NotFound() {
  const { t } = useTranslation(['nav', 'common']);
  return (
    <PageFrame title={t('notFound')}>
      <p>{t('notFound.message', { ns: 'common' })}</p>
      <p>
        <Link to="/">{t('notFound.home', { ns: 'common' })}</Link>
      </p>
    </PageFrame>
  );
}
