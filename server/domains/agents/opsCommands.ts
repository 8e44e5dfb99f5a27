/**
 * `npm run ops -- agents verify-bet-days`: the team figures' day sums against the bets, and the kept team days against
 * the day sums.
 */
import { OpsFailure, type OpsCommand } from '../ops/registry';
import { verifyBetDays, verifyTeamDays } from './betDays';
import { agentTreeCommand } from './opsTree';

export const agentOpsCommands: OpsCommand[] = [
  agentTreeCommand,
  {
    path: ['agents', 'verify-bet-days'],
    summary:
      'Recompute the per-member day sums of settled bets from the bets, and the kept team days from those sums; ' +
      'list differences',
    async run(_input, services) {
      const { checked, mismatches } = await verifyBetDays(services.db);
      const team = await verifyTeamDays(services.db);
      if (mismatches.length === 0 && team.mismatches.length === 0) {
        return (
          `Bet day sums verified: ${checked} member-days match the bets; ` +
          `${team.checked} kept team-days match the day sums.`
        );
      }
      // Named by username, as every operator message names members.
      const ids = [
        ...new Set([...mismatches.map((m) => m.memberId), ...team.mismatches.map((m) => String(m.ancestorId))]),
      ].map((id) => BigInt(id));
      const names = new Map(
        (
          await services.db
            .selectFrom('members')
            .select(['id', 'username', 'merchant_code'])
            .where('id', 'in', ids)
            .execute()
        ).map((m) => [String(m.id), `${m.merchant_code}/${m.username}`]),
      );
      const name = (id: string | bigint) => names.get(String(id)) ?? `member ${String(id)}`;
      const lines = [
        ...(mismatches.length > 0 ? [`BET DAY SUMS DIFFER from the bets (first ${mismatches.length}):`] : []),
        ...mismatches.map(
          (m) =>
            `  ${name(m.memberId)} ${m.day}: stored ${m.stored}, from bets ${m.fromBets} (count/valid/stake/payout)`,
        ),
        ...(team.mismatches.length > 0
          ? [`KEPT TEAM DAYS DIFFER from the day sums (first ${team.mismatches.length}):`]
          : []),
        ...team.mismatches.map(
          (m) =>
            `  upline ${name(m.ancestorId)} ${m.day}: kept ${m.kept}, ` +
            `from day sums ${m.fromDays} (count/valid/stake/payout/active)`,
        ),
      ];
      throw new OpsFailure(lines.join('\n'));
    },
  },
];
