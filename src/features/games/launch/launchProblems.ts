/**
 * What a failed launch tells the player (docs/protocol.md, Error codes): '#734' a game still open,
 * an insufficient balance the offer to deposit, a trial account the offer of a real account,
 * anything else its own message. Session errors are left to the app's session listener.
 */
import { isApiError } from '../../../api/response';
import { GameErrorCode, MoneyErrorCode, isSessionError } from '../../../shared/wire';

export type LaunchProblem =
  | { kind: 'previousGameOpen' }
  | { kind: 'insufficientBalance'; message: string }
  | { kind: 'trial' }
  /** Handled elsewhere (the session listener, or nothing to say). */
  | { kind: 'silent' }
  | { kind: 'message'; message: string }
  /** The server's URL is not a web page this app may open. */
  | { kind: 'refused' };

export function launchProblem(error: unknown): LaunchProblem {
  if (!isApiError(error)) return { kind: 'message', message: '' };
  if (isSessionError(error.errorCode, error.message)) return { kind: 'silent' };
  switch (error.errorCode) {
    case GameErrorCode.previousGameOpen:
      return { kind: 'previousGameOpen' };
    case MoneyErrorCode.insufficientBalance:
      return { kind: 'insufficientBalance', message: error.message };
    case GameErrorCode.trialAccount:
      return { kind: 'trial' };
    default:
      return { kind: 'message', message: error.message };
  }
}
