/**
 * A member's launch of the simulator's game through the platform's own API, for attack mode
 * against a running server (cli.ts): log in as a member the way the client does (the encrypted
 * login of docs/protocol.md, "Encryption"), then launchGame, which makes the platform send its
 * signed launch request, with the one-time token, to this simulator.
 */
import { randomBytes } from 'node:crypto';
import { encryptPayload } from '../../src/shared/crypto/envelope';
import { parseModulusHex } from '../../src/shared/crypto/rsa';
import type { Envelope } from '../../src/shared/wire/envelope';
import { authEndpoints } from '../../src/shared/wire/auth';
import { gameEndpoints } from '../../src/shared/wire/games';

export type MemberLogin = { server: string; merchant: string; username: string; password: string };

const wire = (merchant: string) => ({ Merchant: merchant, Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' });

/** The member's session token (Authorization header). */
export async function logIn({ server, merchant, username, password }: MemberLogin): Promise<string> {
  const modulusHex = await (await fetch(new URL('/wps/session/key/rsa', server), { headers: wire(merchant) })).text();
  const encrypted = encryptPayload(
    { username, password, captcha: null, type: 'username' },
    modulusHex,
    parseModulusHex(modulusHex),
    (n) => randomBytes(n),
  );
  const response = await fetch(new URL(authEndpoints.login.path, server), {
    method: 'POST',
    headers: { ...wire(merchant), 'content-type': 'application/json', ...encrypted.headers },
    body: JSON.stringify(encrypted.body),
  });
  const answer = (await response.json()) as Envelope<{ token: string }>;
  if (!answer.success) throw new Error(`Logging in as ${username} failed: ${answer.errorCode} ${answer.message}`);
  return answer.value.token;
}

/** Launches a game for the member; the platform then asks the provider (this simulator) for it. */
export async function launchGame(server: string, merchant: string, token: string, gameCode: string): Promise<string> {
  const query = new URLSearchParams({ launchMode: 'GLS', gameId: gameCode, accountType: '1' });
  const response = await fetch(new URL(`${gameEndpoints.launch.path}?${query}`, server), {
    headers: { ...wire(merchant), Authorization: token },
  });
  const answer = (await response.json()) as Envelope<{ content: { game_url: string } }>;
  if (!answer.success) throw new Error(`Launching ${gameCode} failed: ${answer.errorCode} ${answer.message}`);
  return answer.value.content.game_url;
}
