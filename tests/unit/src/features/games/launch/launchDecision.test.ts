import { describe, expect, it } from 'vitest';
import {
  decideLaunch,
  vendorTarget,
  type LaunchTarget,
} from '../../../../../../src/features/games/launch/launchDecision';
import type { VendorCard } from '../../../../../../src/shared/wire';

const MEMBER = { loggedIn: true, isTrial: false };
const GUEST = { loggedIn: false, isTrial: false };
const TRIAL = { loggedIn: true, isTrial: true };

const slot: LaunchTarget = {
  vassalage: 'PG',
  gameType: 'RNG',
  nodeId: 1042,
  gameCode: 'pg-1042',
  displayName: 'Lucky Reels',
};

describe('decideLaunch (starting a game)', () => {
  it('asks a guest to log in, for games and for vendors', () => {
    expect(decideLaunch(slot, GUEST, 'EN')).toEqual({ kind: 'login' });
    expect(decideLaunch({ vassalage: 'SBT', gameType: 'SPORTS', displayName: 'SBT' }, GUEST, 'EN')).toEqual({
      kind: 'login',
    });
    expect(decideLaunch({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', displayName: 'VN' }, GUEST, 'EN')).toEqual({
      kind: 'login',
    });
  });

  it('offers a trial account a real one only for games without free play (sports, e-sports, lotteries)', () => {
    expect(decideLaunch({ vassalage: 'SBT', gameType: 'SPORTS', displayName: 'SBT' }, TRIAL, 'EN')).toEqual({
      kind: 'trial',
    });
    expect(decideLaunch({ vassalage: 'IA', gameType: 'ESPORTS', displayName: 'IA' }, TRIAL, 'EN')).toEqual({
      kind: 'trial',
    });
    expect(decideLaunch({ vassalage: 'TCG_SEA', gameType: 'ELOTT', displayName: 'SEA' }, TRIAL, 'EN')).toEqual({
      kind: 'trial',
    });
    expect(decideLaunch({ vassalage: 'GPK', gameType: 'LOTT', nodeId: 9, displayName: 'Keno' }, TRIAL, 'EN')).toEqual({
      kind: 'trial',
    });
  });

  it("launches a trial account's slots, live, fishing and card games with play money (accountType 0)", () => {
    expect(decideLaunch(slot, TRIAL, 'EN')).toEqual({
      kind: 'launch',
      args: { launchMode: 'GLS', vassalage: 'PG', nodeId: 1042, gameId: 'pg-1042', language: 'EN', accountType: 0 },
      title: 'Lucky Reels',
    });
    const fish: LaunchTarget = { vassalage: 'AG', gameType: 'FISH', displayName: 'Mega Fishing', focusNodeId: 5 };
    expect(decideLaunch(fish, TRIAL, 'EN')).toEqual({
      kind: 'launch',
      args: { launchMode: 'GLS', vassalage: 'AG', gameType: 'FISH', focusNodeId: 5, language: 'EN', accountType: 0 },
      title: 'Mega Fishing',
    });
    expect(
      decideLaunch({ vassalage: 'EA', gameType: 'LIVE', displayName: 'EA', isGroup: true }, TRIAL, 'EN'),
    ).toMatchObject({ kind: 'vendorGames' });
  });

  it("opens a tile's vendor lobby of its game type with the tile's game first, never another (issue 14 item 1)", () => {
    const tile: LaunchTarget = { vassalage: 'AG', gameType: 'FISH', displayName: 'Mega Fishing', focusNodeId: 314 };
    expect(decideLaunch(tile, MEMBER, 'EN')).toEqual({
      kind: 'launch',
      args: { launchMode: 'GLS', vassalage: 'AG', gameType: 'FISH', focusNodeId: 314, language: 'EN' },
      title: 'Mega Fishing',
    });
  });

  it('waits for the member info of a session found at start before anything that needs it', () => {
    const PENDING = { loggedIn: true, isTrial: null };
    expect(decideLaunch(slot, PENDING, 'EN')).toEqual({ kind: 'awaitMember' });
    expect(decideLaunch({ vassalage: 'TCG_SEA', gameType: 'ELOTT', displayName: 'SEA' }, PENDING, 'EN')).toEqual({
      kind: 'awaitMember',
    });
    // A slots vendor only opens its list: no need to wait.
    expect(decideLaunch({ vassalage: 'PG', gameType: 'RNG', displayName: 'PG' }, PENDING, 'EN')).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=PG',
    });
  });

  it('sends TCG_LOTTO_VN to the Vietnam lottery page with its game code', () => {
    expect(
      decideLaunch(
        { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'HN 1', displayName: 'Hanoi' },
        MEMBER,
        'EN',
      ),
    ).toEqual({
      kind: 'navigate',
      to: '/vnLottery?gameCode=HN+1',
    });
    expect(decideLaunch({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', displayName: 'VN' }, MEMBER, 'EN')).toEqual({
      kind: 'navigate',
      to: '/vnLottery',
    });
  });

  it('sends TCG_SEA to the sea lottery page, whatever its game type', () => {
    expect(decideLaunch({ vassalage: 'TCG_SEA', gameType: 'ELOTT', displayName: 'SEA' }, MEMBER, 'EN')).toEqual({
      kind: 'navigate',
      to: '/seaLottery',
    });
    expect(
      decideLaunch({ vassalage: 'TCG_SEA', gameType: 'LIVE', gameCode: 'S1', displayName: 'SEA' }, MEMBER, 'EN'),
    ).toEqual({
      kind: 'navigate',
      to: '/seaLottery?gameCode=S1',
    });
  });

  it('sends other LOTT and ELOTT choices to the lottery page with the game code and vendor', () => {
    expect(
      decideLaunch({ vassalage: 'LOTT', gameType: 'LOTT', gameCode: 'CQSSC', displayName: 'Chongqing' }, MEMBER, 'EN'),
    ).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=CQSSC&vassalage=LOTT',
    });
    expect(
      decideLaunch({ vassalage: 'LOTUS', gameType: 'ELOTT', nodeId: 9, displayName: 'Lotus' }, MEMBER, 'EN'),
    ).toEqual({
      kind: 'navigate',
      to: '/lottery?vassalage=LOTUS',
    });
  });

  it('opens the popup game list of a group vendor chosen as a whole', () => {
    expect(
      decideLaunch({ vassalage: 'EA', gameType: 'LIVE', displayName: 'EA Live', isGroup: true }, MEMBER, 'EN'),
    ).toEqual({
      kind: 'vendorGames',
      vendor: { vassalage: 'EA', gameType: 'LIVE', displayName: 'EA Live' },
    });
  });

  it('launches one game of a group vendor directly (the popup list does that)', () => {
    const decision = decideLaunch(
      { vassalage: 'EA', gameType: 'LIVE', nodeId: 77, displayName: 'Baccarat', isGroup: true },
      MEMBER,
      'EN',
    );
    expect(decision).toEqual({
      kind: 'launch',
      args: { launchMode: 'GLS', vassalage: 'EA', nodeId: 77, language: 'EN' },
      title: 'Baccarat',
    });
  });

  it('launches any other game directly, in the interface language', () => {
    expect(decideLaunch(slot, MEMBER, 'KO')).toEqual({
      kind: 'launch',
      args: { launchMode: 'GLS', vassalage: 'PG', nodeId: 1042, gameId: 'pg-1042', language: 'KO' },
      title: 'Lucky Reels',
    });
    expect(decideLaunch({ vassalage: 'SBT', gameType: 'SPORTS', displayName: 'SBT Sports' }, MEMBER, 'EN')).toEqual({
      kind: 'launch',
      args: { launchMode: 'GLS', vassalage: 'SBT', gameType: 'SPORTS', language: 'EN' },
      title: 'SBT Sports',
    });
  });

  it('opens the slots list of a slots vendor chosen as a whole, for guests too (no game starts)', () => {
    for (const session of [GUEST, TRIAL, MEMBER]) {
      expect(decideLaunch({ vassalage: 'JL', gameType: 'RNG', displayName: 'JILI' }, session, 'EN')).toEqual({
        kind: 'navigate',
        to: '/rng?vassalage=JL',
      });
    }
  });
});

describe('vendorTarget', () => {
  const card: VendorCard = {
    vassalage: 'EA',
    displayName: 'EA Live',
    gameType: 'LIVE',
    lagerIcon: '/icons/ea.svg',
    smallIcon: '',
    mobileSmallIcon: '',
    h5Icon: '',
    accountTypeName: 'EA',
    isGame: 'VASSALAGE',
    gameCode: '',
    gameCount: 5,
  };

  it('marks group vendors and keeps a lobby game code only when there is one', () => {
    expect(vendorTarget(card, 'LIVE')).toEqual({
      vassalage: 'EA',
      gameType: 'LIVE',
      displayName: 'EA Live',
      isGroup: true,
    });
    expect(vendorTarget({ ...card, isGame: '', gameCode: 'sbt-lobby', gameType: 'SPORTS' }, 'ESPORTS')).toEqual({
      vassalage: 'EA',
      gameType: 'ESPORTS',
      displayName: 'EA Live',
      isGroup: false,
      gameCode: 'sbt-lobby',
    });
  });
});
