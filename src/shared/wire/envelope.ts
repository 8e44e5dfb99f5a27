/**
 * The platform's response envelope (wire contract §2.1). Every API answer has this shape,
 * business failures included (HTTP 200 with success: false).
 */
export type Envelope<T> = {
  success: boolean;
  value: T;
  message: string;
  errorCode: string;
};

/** Some error payloads of the real platform use `msg` instead of `message`. */
export type WireEnvelope<T> = Partial<Envelope<T>> & { msg?: string };

export function ok<T>(value: T, message = ''): Envelope<T> {
  return { success: true, value, message, errorCode: '' };
}

export function failure<T = null>(errorCode: string, message: string, value: T = null as T): Envelope<T> {
  return { success: false, value, message, errorCode };
}

export function isEnvelope(data: unknown): data is WireEnvelope<unknown> {
  return typeof data === 'object' && data !== null && 'success' in data;
}
