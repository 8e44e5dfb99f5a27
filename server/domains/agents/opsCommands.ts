/** `npm run ops -- agents verify-bet-days`: the team figures' day sums against the bets. */
import { OpsFailure, type OpsCommand } from '../ops/registry';
import { verifyBetDays } from './betDays';

export const agentOpsCommands: OpsCommand[] = [
  {
    path: ['agents', 'verify-bet-days'],
    summary: 'Recompute the per-member day sums of settled bets (team reports) from the bets and list differences',
    async run(_input, services) {
      const { checked, mismatches } = await verifyBetDays(services.db);
      if (mismatches.length === 0) return `Bet day sums verified: ${checked} member-days match the bets.`;
      const lines = mismatches.map((m) => `  member ${m.memberId} ${m.day}: stored ${m.stored}, from bets ${m.fromBets} (count/valid/stake/payout)`);
      throw new OpsFailure([`BET DAY SUMS DIFFER from the bets (first ${mismatches.length}):`, ...lines].join('\n'));
    },
  },
];
