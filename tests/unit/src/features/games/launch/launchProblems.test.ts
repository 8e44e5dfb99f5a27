import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../../../../src/api/response';
import { launchProblem } from '../../../../../../src/features/games/launch/launchProblems';

const error = (errorCode: string, message = ''): ApiError => ({ status: 200, errorCode, message, alert: false });

describe('launchProblem', () => {
  it("turns '#734' into the previous-game dialog", () => {
    expect(launchProblem(error('#734', 'The previous game has not finished'))).toEqual({ kind: 'previousGameOpen' });
  });

  it('offers a deposit for an insufficient balance, keeping the server text', () => {
    expect(launchProblem(error('balance.insufficient', 'Not enough'))).toEqual({
      kind: 'insufficientBalance',
      message: 'Not enough',
    });
  });

  it("treats the server's trial refusal like the client's trial check", () => {
    expect(launchProblem(error('game.trial.account', 'A trial account cannot play'))).toEqual({ kind: 'trial' });
  });

  it('leaves session errors to the session listener', () => {
    expect(launchProblem(error('login.not.session', 'logged out'))).toEqual({ kind: 'silent' });
  });

  it('shows any other error with its own message', () => {
    expect(launchProblem(error('game.disabled', 'Lucky Reels is switched off for now.'))).toEqual({
      kind: 'message',
      message: 'Lucky Reels is switched off for now.',
    });
    expect(launchProblem(new Error('boom'))).toEqual({ kind: 'message', message: '' });
  });
});
