/** Request header names of the wire contract (§1.2). Node lower-cases them on the server. */
export const Header = {
  merchant: 'Merchant',
  authorization: 'Authorization',
  language: 'Language',
  device: 'Device',
  gatewayVersion: 'X-Gateway-Version',
  encryption: 'Encryption',
  digest: 'X-Digest',
  rsa: 'X-RSA',
  moduleId: 'ModuleId',
  /** [design] One key per money-moving submission, reused on retry (wallet.ts). */
  idempotencyKey: 'Idempotency-Key',
} as const;

export const DEVICE_WEB = 'web';
export const GATEWAY_VERSION = '3';
