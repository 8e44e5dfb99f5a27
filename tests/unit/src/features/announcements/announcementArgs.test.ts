/** The two web calls for announcements (src/shared/wire/announcements.ts), and who counts as which audience. */
import { describe, expect, it } from 'vitest';
import { announcementArgs, audienceOf } from '../../../../../src/features/announcements/audience';

describe('announcementArgs', () => {
  it('asks as a guest with execution=B', () => {
    expect(announcementArgs('guest')).toEqual({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
  });

  it('asks as a member with H and without execution', () => {
    expect(announcementArgs('member')).toEqual({ types: 'B,PL,PU,PR,H', platform: 'W' });
  });
});

describe('audienceOf', () => {
  it('is a guest only when no session is open or coming', () => {
    expect(audienceOf({ loggedIn: false, status: 'guest', account: null })).toEqual({ kind: 'guest' });
  });

  it('waits while a session found at start is being restored', () => {
    expect(audienceOf({ loggedIn: true, status: 'guest', account: null })).toEqual({ kind: 'pending' });
    expect(audienceOf({ loggedIn: true, status: 'loading', account: null })).toEqual({ kind: 'pending' });
    expect(audienceOf({ loggedIn: false, status: 'loading', account: null })).toEqual({ kind: 'pending' });
    expect(audienceOf({ loggedIn: true, status: 'passwordChange', account: 'jane01' })).toEqual({ kind: 'pending' });
  });

  it('is the member once member info is in', () => {
    expect(audienceOf({ loggedIn: true, status: 'member', account: 'jane01' })).toEqual({
      kind: 'member',
      account: 'jane01',
    });
  });
});
