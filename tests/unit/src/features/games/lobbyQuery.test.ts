/** The lobby's filters in the address: read defensively, written without defaults, page reset on a new filter. */
import { describe, expect, it } from 'vitest';
import { readLobbyQuery, writeLobbyQuery } from '../../../../../src/features/games/lobby/lobbyQuery';

const read = (search: string) => readLobbyQuery(new URLSearchParams(search));
const write = (search: string, change: Parameters<typeof writeLobbyQuery>[1]) =>
  writeLobbyQuery(new URLSearchParams(search), change).toString();

describe('lobby query', () => {
  it('reads vendor, sub-category, search, page and view', () => {
    expect(read('vassalage=PG&classify=JP&name=%20tiger%20&page=3&view=all')).toEqual({
      vassalage: 'PG',
      classify: 'JP',
      name: 'tiger',
      page: 3,
      showAll: true,
    });
    expect(read('')).toEqual({ vassalage: '', classify: '', name: '', page: 1, showAll: false });
  });

  it('drops values it cannot use', () => {
    expect(read('vassalage=ALL&classify=XX&page=-2&view=grid')).toEqual({
      vassalage: '',
      classify: '',
      name: '',
      page: 1,
      showAll: false,
    });
    expect(read('vassalage=<b>&page=1.5').vassalage).toBe('');
    expect(read('vassalage=SPB,SS').vassalage).toBe('SPB,SS');
    expect(read(`name=${'x'.repeat(80)}`).name).toHaveLength(50);
  });

  it('starts at page 1 on a new filter and drops the sub-category with a new vendor', () => {
    expect(write('vassalage=PG&classify=JP&page=4', { vassalage: 'JL' })).toBe('vassalage=JL');
    expect(write('vassalage=PG&page=4', { classify: 'SC' })).toBe('vassalage=PG&classify=SC');
    expect(write('vassalage=PG&page=4', { name: 'koi' })).toBe('vassalage=PG&name=koi');
    expect(write('vassalage=PG', { page: 2 })).toBe('vassalage=PG&page=2');
    expect(write('vassalage=PG&page=2', { vassalage: '' })).toBe('');
  });

  it('keeps unrelated parameters and writes the show-all view', () => {
    expect(write('merchant=demo', { showAll: true, page: 1 })).toBe('merchant=demo&view=all');
  });
});
