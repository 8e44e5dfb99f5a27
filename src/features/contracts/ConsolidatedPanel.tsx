import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { CONTRACT_KINDS, type ConsolidatedValue, type Contract, type ContractKind } from '../../shared/wire';
import { selectIsAgent } from '../auth/authSlice';
import { StatusPill } from '../../components/page/StatusPill';
import { agentPagePathOf, KIND_FLAGS } from './contractKinds';
import { useContractConsolidatedQuery, useContractHeldQuery } from './contractsApi';
import { useContractsEligible } from './contractsEligible';
import { formatRate } from './rates';
import { requestContractReview } from './reviewRequests';
import styles from './contracts.module.css';

type PanelRow = { kind: ContractKind; state: 'held' | 'request'; contract: Contract | undefined };

/** One row per flag that is on: what the member holds, then what waits for an answer. */
function panelRows(consolidated: ConsolidatedValue, held: readonly Contract[]): PanelRow[] {
  return CONTRACT_KINDS.flatMap((kind) => {
    const rows: PanelRow[] = [];
    const flags = KIND_FLAGS[kind];
    if (consolidated[flags.info] === 1) {
      rows.push({ kind, state: 'held', contract: held.find((c) => c.kind === kind && c.status === 'accepted') });
    }
    if (consolidated[flags.request] === 1) {
      rows.push({ kind, state: 'request', contract: consolidated.pending.find((c) => c.kind === kind) });
    }
    return rows;
  });
}

/**
 * The consolidated panel of the member centre (only shown when the member has a
 * contract): the contracts held and the offers waiting, by kind, as the consolidated flags
 * say. Agents get a link to each kind's page in the agent centre; a waiting offer can be
 * reviewed again in the contract dialog.
 */
export function ConsolidatedPanel() {
  const eligible = useContractsEligible();
  const { data } = useContractConsolidatedQuery(undefined, { skip: !eligible });
  if (!eligible || !data?.hasContract) return null;
  // Its own boundary: the catalog loading must not blank the member centre.
  return (
    <Suspense fallback={null}>
      <PanelBody consolidated={data} />
    </Suspense>
  );
}

function PanelBody({ consolidated }: { consolidated: ConsolidatedValue }) {
  const { t, i18n } = useTranslation('contracts');
  const headingId = useId();
  const isAgent = useAppSelector(selectIsAgent);
  const held = useContractHeldQuery().data?.contracts ?? [];
  const rows = panelRows(consolidated, held);
  if (rows.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('panel.title')}
      </h2>
      <ul className={styles.panelList}>
        {rows.map(({ kind, state, contract }) => (
          <li key={`${kind}-${state}`} className={styles.panelRow}>
            <span className={styles.panelKind}>{t(`kind.${kind}`)}</span>
            {contract ? <span>{t('panel.rate', { rate: formatRate(contract.rateBp, i18n.language) })}</span> : null}
            <StatusPill
              text={t(state === 'held' ? 'status.accepted' : 'status.request')}
              tone={state === 'held' ? 'good' : 'neutral'}
            />
            {state === 'request' && contract ? (
              <button type="button" className="button" onClick={() => requestContractReview(contract.id)}>
                {t('panel.review', { kind: t(`kind.${kind}`) })}
              </button>
            ) : null}
            {state === 'held' && isAgent ? (
              <Link to={agentPagePathOf(kind)}>{t('panel.open', { kind: t(`kind.${kind}`) })}</Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
