/**
 * Schemas of the system calls (src/shared/wire/system.ts): status, whitelabel tree,
 * registration rules, domain route and the RSA key. Shapes the deployed platform was not seen
 * to send are ours, kept the same on both sides (docs/protocol.md).
 */
import { call, Dict, Obj, OneOf, T } from './kit';

/** A module of the whitelabel tree. `enabled` is the string '1' when on. */
export const WhitelabelNode = T.Recursive(
  (node) => Obj({ modId: T.String(), enabled: OneOf(['1', '0']), childrenNodes: T.Array(node) }),
  { $id: 'WhitelabelNode' },
);

/** One registration field rule; acceptedPattern '*' means anything. */
export const RegisterRule = Obj({
  key: T.String(),
  acceptedPattern: T.String(),
  minLength: T.Integer(),
  maxLength: T.Integer(),
  patternId: T.Integer(),
  enabled: T.Boolean(),
  required: T.Boolean(),
});

export const RegisterRules = Dict(RegisterRule);

/** A customer-service destination; `path` is DES-encrypted, its last 8 characters the key. */
export const CustomerServiceEntry = Obj({ csType: T.String(), path: T.String() });

export const ResourceEntry = Obj({ resourceType: T.String(), url: T.String(), labelNameEn: T.String() });

/** The Firebase block of a site (src/shared/wire/firebase.ts); every field optional on the wire. */
export const FirebaseSiteBlock = Obj({
  enabled: T.Optional(T.Boolean()),
  mode: T.Optional(OneOf(['firebase', 'local'])),
  apiKey: T.Optional(T.String()),
  authDomain: T.Optional(T.String()),
  projectId: T.Optional(T.String()),
  appId: T.Optional(T.String()),
  providers: T.Optional(T.Array(OneOf(['google', 'facebook']))),
  phoneRegistration: T.Optional(T.Boolean()),
});

/** What the client needs of the site before anything else. */
export const SiteConfig = Obj({
  merchantName: T.String(),
  /** Platform language code, e.g. 'EN' or 'KO'. */
  defaultLang: T.String(),
  supportLanguages: T.Array(T.String()),
  defaultTheme: OneOf(['dark', 'light']),
  /** Member and agent centres as full pages or as overlays over the current page. */
  memberCenterMode: OneOf(['page', 'overlay']),
  currency: Obj({ code: T.String(), symbol: T.String(), minorUnits: T.Integer({ minimum: 0 }) }),
  /** Social sign-in and the registration SMS check; absent = off. */
  firebase: T.Optional(FirebaseSiteBlock),
});

/** Why the app is gated, shown on the maintenance and region pages. */
export const GateContent = Obj({
  data: Obj({
    info: T.String(),
    /** Epoch ms; maintenance only. */
    maintainTime: T.Optional(T.Number()),
    endTime: T.Optional(T.Number()),
  }),
});

export const SystemStatus = Obj({
  maintenance: T.Boolean(),
  regionRestriction: T.Boolean(),
  location: Obj({ ip: T.String() }),
  /** Present when maintenance or regionRestriction is on. */
  content: T.Optional(GateContent),
  info: Obj({
    customerService: T.Array(CustomerServiceEntry),
    domainRoute: T.Array(T.String()),
    resources: T.Array(ResourceEntry),
    whitelabel: T.Array(WhitelabelNode),
    register: RegisterRules,
    mainDomain: T.String(),
    analytics: Obj({ gtagId: T.String() }),
    imageCDNs: T.Array(T.String()),
    launchGameCDNs: T.Array(T.String()),
    site: SiteConfig,
  }),
});

export const systemSchemas = {
  status: call(SystemStatus),
  whitelabel: call(T.Array(WhitelabelNode)),
  registerSettings: call(RegisterRules),
  /** The platform origins, the preferred one first. */
  domainRoute: call(T.Array(T.String())),
  /** The RSA modulus in hex, as plain text (not an envelope). */
  rsaKey: call(T.String({ pattern: '^[0-9a-fA-F]+$' })),
};
