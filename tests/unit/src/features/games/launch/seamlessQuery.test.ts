import { describe, expect, it } from 'vitest';
import { seamlessGame, seamlessLaunchArgs } from '../../../../../../src/features/games/launch/seamlessQuery';

const parse = (query: string) => seamlessGame(new URLSearchParams(query));

describe('seamlessGame', () => {
  it('reads the vendor, the game and an optional name', () => {
    expect(parse('vassalage=PG&nodeId=1042&name=Lucky%20Reels')).toEqual({
      vassalage: 'PG',
      nodeId: 1042,
      name: 'Lucky Reels',
    });
    expect(parse('vassalage=JL&gameCode=jl-7')).toEqual({ vassalage: 'JL', gameCode: 'jl-7', name: 'JL' });
  });

  it('is no game without a proper vendor or with a malformed nodeId', () => {
    expect(parse('')).toBeNull();
    expect(parse('nodeId=5')).toBeNull();
    expect(parse('vassalage=<script>')).toBeNull();
    expect(parse('vassalage=PG&nodeId=-3')).toBeNull();
    expect(parse('vassalage=PG&nodeId=1e3')).toBeNull();
    expect(parse('vassalage=PG&nodeId=0')).toBeNull();
  });
});

describe('seamlessLaunchArgs', () => {
  it('launches in GLS mode with what the address named', () => {
    expect(seamlessLaunchArgs({ vassalage: 'PG', nodeId: 1042, gameCode: 'pg-1042', name: 'x' }, 'VI')).toEqual({
      launchMode: 'GLS',
      vassalage: 'PG',
      nodeId: 1042,
      gameId: 'pg-1042',
      language: 'VI',
    });
    expect(seamlessLaunchArgs({ vassalage: 'SBT', name: 'SBT' }, 'EN')).toEqual({
      launchMode: 'GLS',
      vassalage: 'SBT',
      language: 'EN',
    });
  });
});
