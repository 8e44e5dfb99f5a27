/**
 * The member event bus: the cashier says "this member has news" after its transaction commits,
 * and the open event streams of that member wake up and read the news from the durable log
 * (log.ts). A signal carries no data, so a lost or doubled signal costs at most one query, and
 * a stream that reconnects catches up from its cursor without the bus.
 *
 * One bus per database handle (the WeakMap below), so the cashier, which already holds `db`,
 * needs no new dependency, and two test servers in one process never hear each other.
 *
 * Several server instances: the in-process bus only reaches streams of this process. Install a
 * pub/sub bus on each instance instead (`useMemberEventBus(db, createPubSubBus(redis))`): every
 * publish goes through the shared channel (Redis PUBLISH/SUBSCRIBE) and each instance fans it
 * out to its own streams.
 */

/** Who has news. */
export type MemberSignal = { merchantCode: string; memberId: bigint };

export type MemberEventBus = {
  /** Wakes the member's streams. Never throws: the money has moved, telling is best effort. */
  publish(signal: MemberSignal): void;
  /** Calls `listener` on each signal for this member; returns the unsubscribe. */
  subscribe(signal: MemberSignal, listener: () => void): () => void;
};

type WarnLogger = { warn(message: string, ...details: unknown[]): void };

const keyOf = (signal: MemberSignal) => `${signal.merchantCode}:${signal.memberId}`;

/** Signals delivered to subscribers of this process only. */
export function createInProcessBus(log: WarnLogger = console): MemberEventBus {
  const listeners = new Map<string, Set<() => void>>();
  return {
    publish(signal) {
      for (const listener of [...(listeners.get(keyOf(signal)) ?? [])]) {
        try {
          listener();
        } catch (error) {
          log.warn('[events] a member event listener failed', error);
        }
      }
    },
    subscribe(signal, listener) {
      const key = keyOf(signal);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}

/** The slice of a Redis client (or any broker) the pub/sub bus needs. */
export type PubSubLike = {
  publish(channel: string, message: string): unknown;
  /** Delivers every message of `channel`, from any instance (this one included). */
  subscribe(channel: string, onMessage: (message: string) => void): unknown;
};

export const MEMBER_EVENTS_CHANNEL = 'member-events';
const SIGNAL_TEXT = /^([a-z0-9]{2,20}):(\d{1,19})$/;

/**
 * A bus over a broker: publish goes to the shared channel, and whatever arrives on it (from any
 * instance) is delivered to this instance's subscribers. Malformed messages are ignored.
 */
export function createPubSubBus(pubsub: PubSubLike, log: WarnLogger = console): MemberEventBus {
  const local = createInProcessBus(log);
  const report = (error: unknown) => log.warn('[events] the broker refused a member signal', error);
  try {
    const subscribed = pubsub.subscribe(MEMBER_EVENTS_CHANNEL, (message) => {
      const match = SIGNAL_TEXT.exec(message);
      if (match) local.publish({ merchantCode: match[1]!, memberId: BigInt(match[2]!) });
    });
    if (subscribed instanceof Promise) subscribed.catch(report);
  } catch (error) {
    report(error);
  }
  return {
    publish(signal) {
      try {
        const sent = pubsub.publish(MEMBER_EVENTS_CHANNEL, keyOf(signal));
        if (sent instanceof Promise) sent.catch(report);
      } catch (error) {
        report(error);
      }
    },
    subscribe: local.subscribe,
  };
}

const buses = new WeakMap<object, MemberEventBus>();

/** The bus of a database handle (services.db); an in-process one unless another was installed. */
export function memberEventBus(db: object): MemberEventBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = createInProcessBus();
    buses.set(db, bus);
  }
  return bus;
}

/** Replaces the bus of a database handle (e.g. with createPubSubBus at boot). */
export function useMemberEventBus(db: object, bus: MemberEventBus): void {
  buses.set(db, bus);
}

/** What the cashier calls after a commit that changed a member's deposit or withdrawal. */
export function announceMemberEvent(db: object, row: { merchant_code: string; member_id: bigint }): void {
  memberEventBus(db).publish({ merchantCode: row.merchant_code, memberId: row.member_id });
}
