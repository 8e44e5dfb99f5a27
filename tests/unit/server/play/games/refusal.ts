/** The refusal reason an action throws (GameRefusal), 'not a refusal' for other errors. Tests only. */
import { GameRefusal } from '../../../../../server/domains/play/shared/games/errors';

export function reasonOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return e instanceof GameRefusal ? e.reason : 'not a refusal';
  }
  return undefined;
}
