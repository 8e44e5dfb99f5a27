/**
 * Rejects an encrypted request whose Encryption header was already used: every genuine client
 * draws a fresh session key per request (docs/protocol.md, Encryption), so a repeat is a replay of
 * a captured call.
 */
export type ReplayGuard = { seen(token: string): boolean };

export function createReplayGuard(ttlMs = 15 * 60_000, maxEntries = 200_000, now = () => Date.now()): ReplayGuard {
  const entries = new Map<string, number>();
  return {
    seen(token) {
      const t = now();
      // Map keeps insertion order, so the oldest entries are first: sweep them lazily.
      for (const [key, expires] of entries) {
        if (expires > t && entries.size < maxEntries) break;
        entries.delete(key);
      }
      if ((entries.get(token) ?? 0) > t) return true;
      entries.set(token, t + ttlMs);
      return false;
    },
  };
}
