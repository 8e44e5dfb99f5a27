/**
 * Operator commands for members: create, disable, enable, unlock. An account the operator
 * creates follows the site's registration rules for username and password (the rules of
 * GET /wps/system/setting/register, checked as member/register.ts and agents/team.ts check them),
 * so no account exists that the site itself would have refused.
 */
import { AGENT_TYPES, HOUSE_TYPE } from '../../../src/shared/wire/auth';
import { checkRule, violationMessage } from '../../../src/shared/wire/registerRules';
import type { Services } from '../../services';
import { DEFAULT_DIALING_CODE } from '../auth/flags';
import { hashPassword } from '../auth/passwords';
import { newTotpSecret, otpauthUrl } from '../auth/totp';
import { unchanged } from '../ops/arguments';
import { OpsUsageError, type OpsCommand } from '../ops/registry';
import { CREATABLE_TYPES, isCreatableTypeName, typeName } from './memberTypes';

const merchantOption = { type: 'string', description: 'merchant code (default: demo)' } as const;

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

async function merchantOf(options: Record<string, string | boolean | undefined>, services: Services) {
  const code = text(options.merchant) ?? 'demo';
  const merchant = await services.system.merchant(code);
  if (!merchant)
    throw new OpsUsageError(
      `Unknown merchant "${code}". Known: ${(await services.systemRepo.merchantCodes()).join(', ')}`,
    );
  return merchant;
}

async function existing(username: string, options: Record<string, string | boolean | undefined>, services: Services) {
  const merchant = await merchantOf(options, services);
  const member = await services.accounts.members.byUsername(merchant.code, username);
  if (!member) throw new OpsUsageError(`No member "${username}" on ${merchant.code}.`);
  return member;
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new OpsUsageError(message);
}

/**
 * The username and (unless it is a one-time default password) the password against the site's
 * registration rules, with the site's own messages.
 */
async function checkSiteRules(
  services: Services,
  merchantCode: string,
  username: string,
  password: string | undefined,
): Promise<void> {
  const rules = await services.systemRepo.registerRules(merchantCode);
  const fields: [key: 'username' | 'password', label: string, value: string | undefined][] = [
    ['username', 'Username', username],
    ['password', '--password', password],
  ];
  for (const [key, label, value] of fields) {
    const rule = rules[key];
    if (value === undefined || !rule) continue;
    const violation = checkRule(key, rule, value, true);
    if (violation)
      throw new OpsUsageError(
        `${label} "${key === 'password' ? '…' : value}" does not follow the site's registration rule: ` +
          `${violationMessage(violation)}.`,
      );
  }
}

export const memberOpsCommands: OpsCommand[] = [
  {
    path: ['member', 'create'],
    positionals: ['username'],
    options: {
      password: { type: 'string', description: 'the password (required)' },
      type: {
        type: 'string',
        description: `${Object.keys(CREATABLE_TYPES).join('|')} (default member; a house account cannot log in)`,
      },
      mobile: { type: 'string', description: 'mobile number, digits' },
      'country-code': { type: 'string', description: `dialing code (default ${DEFAULT_DIALING_CODE})` },
      email: { type: 'string', description: 'e-mail address' },
      'ip-check': { type: 'string', description: 'confirm logins from new IPs by sms|email|bank|totp|none' },
      payee: { type: 'string', description: 'payee (bank-account) name' },
      'default-password': {
        type: 'boolean',
        description:
          'a one-time default password the member must change at the first login (the site rules apply to the new one)',
      },
      expired: { type: 'boolean', description: 'the password is already expired' },
      parent: { type: 'string', description: 'username of the upline agent' },
      'affiliate-code': { type: 'string', description: 'invitation code (agents)' },
      nickname: { type: 'string', description: 'display name' },
      merchant: merchantOption,
    },
    summary: 'create a member or agent (prints the TOTP secret for --ip-check totp)',
    async run({ positionals, options }, services) {
      const merchant = await merchantOf(options, services);
      const { members } = services.accounts;
      const username = positionals[0]!;
      const password = text(options.password);
      const typeText = text(options.type) ?? 'member';
      const mobile = text(options.mobile);
      const cc = (text(options['country-code']) ?? DEFAULT_DIALING_CODE).replace(/^\+/, '');
      const email = text(options.email);
      const ipCheck = text(options['ip-check']) ?? 'none';
      const payee = text(options.payee);
      const affiliate = text(options['affiliate-code']);
      check(
        isCreatableTypeName(typeText),
        `--type must be one of ${Object.keys(CREATABLE_TYPES).join(', ')}, not "${typeText}".`,
      );
      const type: number = CREATABLE_TYPES[typeText];
      check(password && password.length <= 128, 'Give the password with --password (at most 128 characters).');
      await checkSiteRules(
        services,
        merchant.code,
        username,
        options['default-password'] === true ? undefined : password,
      );
      check(!mobile || /^\d{4,20}$/.test(mobile), '--mobile must be 4 to 20 digits.');
      check(/^\d{1,4}$/.test(cc), '--country-code must be 1 to 4 digits.');
      check(!email || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), '--email is not an e-mail address.');
      check(
        ['none', 'sms', 'email', 'bank', 'totp'].includes(ipCheck),
        '--ip-check must be sms, email, bank, totp or none.',
      );
      check(ipCheck !== 'sms' || mobile, '--ip-check sms needs --mobile.');
      check(ipCheck !== 'email' || email, '--ip-check email needs --email.');
      check(ipCheck !== 'bank' || payee, '--ip-check bank needs --payee.');
      check(
        !affiliate || (/^[A-Za-z0-9]{4,16}$/.test(affiliate) && AGENT_TYPES.includes(type)),
        '--affiliate-code is 4 to 16 letters or digits, for agents only.',
      );
      check(
        !(await members.byUsername(merchant.code, username)),
        `A member "${username}" already exists on ${merchant.code}.`,
      );
      check(
        !mobile || !(await members.byMobile(merchant.code, mobile)),
        `The mobile number ${mobile} is already used on ${merchant.code}.`,
      );
      check(
        !affiliate || !(await members.agentByAffiliateCode(merchant.code, affiliate)),
        `The invitation code ${affiliate} is taken.`,
      );
      let parentId: bigint | null = null;
      if (text(options.parent)) {
        const parent = await members.byUsername(merchant.code, text(options.parent)!);
        check(
          parent && AGENT_TYPES.includes(parent.type),
          `--parent ${text(options.parent)} is not an agent on ${merchant.code}.`,
        );
        check(type !== HOUSE_TYPE, 'A house account has no upline: leave out --parent.');
        parentId = parent.id;
      }
      const totpSecret = ipCheck === 'totp' ? newTotpSecret() : null;
      const member = await members.insert({
        merchant_code: merchant.code,
        username,
        password_hash: await hashPassword(password),
        type,
        nickname: text(options.nickname) ?? '',
        mobile: mobile ?? null,
        country_dialing_code: mobile ? cc : null,
        email: email ?? null,
        payee_name: payee ?? null,
        parent_id: parentId,
        affiliate_code: affiliate ?? null,
        ip_check: ipCheck as 'none',
        totp_secret: totpSecret,
        password_is_default: options['default-password'] === true,
        password_expires_at: options.expired === true ? services.clock() : null,
        register_source: 'ops',
      });
      const under = parentId === null ? '' : `, under ${text(options.parent)}`;
      const lines = [`Created ${typeName(member.type)} ${member.username} on ${merchant.code}${under}.`];
      if (totpSecret) lines.push(`TOTP secret: ${totpSecret}`, otpauthUrl(merchant.name, username, totpSecret));
      return lines.join('\n');
    },
  },
  {
    path: ['member', 'disable'],
    positionals: ['username'],
    options: { merchant: merchantOption },
    summary: 'disable a member and end all of their sessions',
    async run({ positionals, options }, services) {
      const member = await existing(positionals[0]!, options, services);
      if (member.status === 'disabled') return unchanged(`${member.username} is already disabled.`);
      await services.accounts.members.update(member.id, { status: 'disabled' });
      const ended = await services.accounts.sessions.revokeAll(member.id);
      return `Disabled ${member.username}; ${ended} session(s) ended.`;
    },
  },
  {
    path: ['member', 'enable'],
    positionals: ['username'],
    options: { merchant: merchantOption },
    summary: 'enable a disabled member',
    async run({ positionals, options }, services) {
      const member = await existing(positionals[0]!, options, services);
      if (member.status === 'active') return unchanged(`${member.username} is already enabled.`);
      await services.accounts.members.update(member.id, { status: 'active' });
      return `Enabled ${member.username}.`;
    },
  },
  {
    path: ['member', 'unlock'],
    positionals: ['username'],
    options: { merchant: merchantOption },
    summary: 'forget failed logins of a member (lifts login locks, captcha and the new-IP check lock)',
    async run({ positionals, options }, services) {
      const merchant = await merchantOf(options, services);
      await services.accounts.throttle.clearAccount(merchant.code, positionals[0]!);
      const member = await services.accounts.members.byUsername(merchant.code, positionals[0]!);
      if (member) await services.accounts.ipCheck.unlock(member.id);
      return `Failed logins of ${positionals[0]} on ${merchant.code} forgotten.`;
    },
  },
];
