import { useTranslation } from 'react-i18next';
import { useRouteSpec, useRouteTitleKey } from '../../app/currentRoute';
import { PageFrame } from '../../components/PageFrame';
import { AccountGames } from '../games/account/AccountGames';

/** The member's favourite (/favorite) or recent (/recent) games; login needed (route table). */
export default function AccountGame() {
  const { t } = useTranslation('nav');
  const title = t(useRouteTitleKey());
  const list = useRouteSpec()?.gameType === 'RECENT' ? 'RECENT' : 'FAV';
  return (
    <PageFrame title={title}>
      <AccountGames key={list} list={list} />
    </PageFrame>
  );
}
