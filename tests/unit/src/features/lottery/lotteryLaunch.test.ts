import { describe, expect, it } from 'vitest';
import {
  lotteryLaunchArgs,
  lotteryVariant,
  type LotteryLaunchInput,
} from '../../../../../src/features/lottery/lotteryLaunch';

const input: LotteryLaunchInput = {
  variant: 'standard',
  gameCode: '',
  vassalage: '',
  prizeMode: 'LOTT',
  backUrl: 'https://casino.example/lottery',
  language: 'EN',
  device: 'WEB',
};

describe('lotteryVariant', () => {
  it('knows the three lotteries, including the older lower-case paths', () => {
    expect(lotteryVariant('/vnLottery')).toBe('vn');
    expect(lotteryVariant('/vnlottery')).toBe('vn');
    expect(lotteryVariant('/seaLottery')).toBe('sea');
    expect(lotteryVariant('/sealottery')).toBe('sea');
    expect(lotteryVariant('/lottery')).toBe('standard');
    expect(lotteryVariant('/lottert')).toBe('standard');
  });
});

describe('lotteryLaunchArgs', () => {
  it('opens the lobby view without a game code, and the betting view with one', () => {
    expect(lotteryLaunchArgs(input)).toEqual({
      launchMode: 'LOTT',
      vassalage: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoView: 'lobby',
      device: 'WEB',
      backUrl: 'https://casino.example/lottery',
      language: 'EN',
    });
    expect(lotteryLaunchArgs({ ...input, gameCode: 'CQSSC', vassalage: 'LOTUS', prizeMode: 'ELOTT' })).toMatchObject({
      vassalage: 'LOTUS',
      lottoPrizeMode: 'ELOTT',
      lottoView: 'betting',
      lottoGameCode: 'CQSSC',
    });
  });

  it('sends lottoArea VN and the VN vendor for the Vietnam lottery', () => {
    const args = lotteryLaunchArgs({
      ...input,
      variant: 'vn',
      gameCode: 'HN',
      vassalage: 'IGNORED',
      prizeMode: 'ELOTT',
    });
    expect(args).toMatchObject({
      vassalage: 'TCG_LOTTO_VN',
      lottoArea: 'VN',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'HN',
      lottoView: 'betting',
    });
  });

  it('uses the SEA vendor and prize mode for the sea lottery, without an area', () => {
    const args = lotteryLaunchArgs({ ...input, variant: 'sea' });
    expect(args).toMatchObject({ vassalage: 'TCG_SEA', lottoPrizeMode: 'SEA' });
    expect(args.lottoArea).toBeUndefined();
  });
});
