/**
 * Click-through from a report figure to the records behind it (issue 14 item 17): the team
 * betting records page with the figure's filters in its address, so the link can be opened in
 * a new tab, bookmarked or shared. `teamBetsPath` writes the address, `teamBetsDrillOf` reads it
 * back when the page opens; anything missing or malformed falls back to the page's defaults.
 */
import { MAX_AGENT_RANGE_DAYS } from '../../../shared/wire';
import { agentPagePath } from '../agentPageKeys';

export type BetTime = 'placed' | 'settled';

export type TeamBetsDrill = {
  /** One team member's account ('' or absent: the whole team). */
  account?: string | undefined;
  /** With account: that member's whole team. */
  team?: boolean | undefined;
  /** 'settled': the bets settled in the range (what loss statements and settlements count). */
  time?: BetTime | undefined;
  /** Epoch ms, [start, end). */
  range?: { startTime: number; endTime: number } | undefined;
};

const DAY_MS = 86_400_000;
const PARAM = { account: 'account', team: 'team', time: 'time', from: 'from', to: 'to' } as const;

/** '/agentHome?page=personalHistoryCopy&account=amy02&team=1&time=settled&from=…&to=…'. */
export function teamBetsPath(drill: TeamBetsDrill): string {
  const extra: Record<string, string> = {};
  if (drill.account) extra[PARAM.account] = drill.account;
  if (drill.account && drill.team) extra[PARAM.team] = '1';
  if (drill.time === 'settled') extra[PARAM.time] = 'settled';
  if (drill.range) {
    extra[PARAM.from] = String(drill.range.startTime);
    extra[PARAM.to] = String(drill.range.endTime);
  }
  return agentPagePath('personalHistoryCopy', extra);
}

const epochMs = (text: string | null): number | null => (text && /^\d{1,16}$/.test(text) ? Number(text) : null);

/** The filters of a team bets address; a range that is reversed or longer than the reports allow is dropped. */
export function teamBetsDrillOf(params: URLSearchParams): TeamBetsDrill {
  const account = params.get(PARAM.account)?.trim().slice(0, 64) || undefined;
  const startTime = epochMs(params.get(PARAM.from));
  const endTime = epochMs(params.get(PARAM.to));
  const range =
    startTime !== null &&
    endTime !== null &&
    endTime > startTime &&
    endTime - startTime <= MAX_AGENT_RANGE_DAYS * DAY_MS
      ? { startTime, endTime }
      : undefined;
  return {
    account,
    team: account !== undefined && params.get(PARAM.team) === '1',
    time: params.get(PARAM.time) === 'settled' ? 'settled' : 'placed',
    range,
  };
}
