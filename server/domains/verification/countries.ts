/**
 * GET /wps/system/country: dialing codes for the phone fields. Argentina first, the default
 * (DEFAULT_DIALING_CODE, 54); then the markets this white label is commonly run in, then others A–Z.
 */
import type { CountryEntry } from '../../../src/shared/wire/auth';

const LIST: [code: string, dialing: string][] = [
  ['AR', '54'],
  ['BR', '55'],
  ['MX', '52'],
  ['CL', '56'],
  ['CO', '57'],
  ['PE', '51'],
  ['IN', '91'],
  ['BD', '880'],
  ['PK', '92'],
  ['PH', '63'],
  ['VN', '84'],
  ['TH', '66'],
  ['ID', '62'],
  ['MY', '60'],
  ['KH', '855'],
  ['MM', '95'],
  ['KR', '82'],
  ['JP', '81'],
  ['CN', '86'],
  ['TW', '886'],
  ['NP', '977'],
  ['LK', '94'],
  ['TR', '90'],
  ['KZ', '7'],
  ['UZ', '998'],
  ['LA', '856'],
  ['AE', '971'],
  ['SA', '966'],
  ['NG', '234'],
  ['KE', '254'],
  ['ZA', '27'],
  ['CA', '1'],
  ['DE', '49'],
  ['ES', '34'],
  ['FR', '33'],
  ['GB', '44'],
  ['IT', '39'],
  ['PT', '351'],
  ['RU', '7'],
  ['US', '1'],
];

export const COUNTRIES: readonly CountryEntry[] = LIST.map(([countryCode, countryDialingCode]) => ({
  countryCode,
  countryDialingCode,
}));
