/** Sends one-time codes through the gateways, with the throttles of the code store. */
import { AuthErrorCode, type SmsSentValue } from '../../../src/shared/wire/auth';
import { businessError } from '../../http/errors';
import { CODE_POLICY, type CodeStore } from './codes';
import type { MailGateway } from './mailGateway';
import { SmsDeliveryError, type SmsGateway } from './smsGateway';

export type Sender = { merchantCode: string; siteName: string; ip: string };

export const e164 = (countryDialingCode: string, mobile: string) => `+${countryDialingCode}${mobile}`;

const SENT: SmsSentValue = {
  expiredMinutes: CODE_POLICY.ttlMinutes,
  resendAfterSeconds: CODE_POLICY.resendAfterMs / 1000,
};

export function createCodeSender(codes: CodeStore, sms: SmsGateway, mail: MailGateway) {
  /** Texts `text` to an E.164 number; a gateway failure becomes the envelope's "could not be sent". */
  async function sendText(from: Sender, target: string, text: string): Promise<SmsSentValue> {
    try {
      await sms.send(target, text, { merchantCode: from.merchantCode });
    } catch (error) {
      if (!(error instanceof SmsDeliveryError)) throw error;
      throw businessError(
        AuthErrorCode.smsSendFailed,
        'The SMS could not be sent right now. Please try again in a minute.',
      );
    }
    return SENT;
  }

  /** Issues and texts a code to an E.164 number; with deliver false only the request is logged (no account). */
  async function smsTo(from: Sender, target: string, purpose: string, deliver: boolean): Promise<SmsSentValue> {
    const { code } = await codes.issue(
      { merchantCode: from.merchantCode, channel: 'sms', target, purpose },
      from.ip,
      deliver,
    );
    if (!deliver) return SENT;
    return sendText(
      from,
      target,
      `${from.siteName}: your verification code is ${code}. It expires in ${CODE_POLICY.ttlMinutes} minutes. ` +
        `Never share it with anyone.`,
    );
  }

  return {
    smsTo,

    /**
     * A registration code request for a number that already has an account: logged and throttled
     * exactly like a code (so both answer alike), but the owner gets a notice instead of a code.
     */
    async smsTakenNotice(
      from: Sender,
      phone: { countryDialingCode: string; mobile: string },
      purpose: string,
    ): Promise<SmsSentValue> {
      const target = e164(phone.countryDialingCode, phone.mobile);
      await codes.issue({ merchantCode: from.merchantCode, channel: 'sms', target, purpose }, from.ip, false);
      return sendText(
        from,
        target,
        `${from.siteName}: someone asked to register a new account with this number, which already has one. ` +
          `No code was sent. Log in, or reset your password if you forgot it.`,
      );
    },

    /** As smsTo, for a number given as dialing code and national number. */
    async sms(
      from: Sender,
      phone: { countryDialingCode: string; mobile: string },
      purpose: string,
      deliver: boolean,
    ): Promise<SmsSentValue> {
      return smsTo(from, e164(phone.countryDialingCode, phone.mobile), purpose, deliver);
    },

    async email(from: Sender, address: string, purpose: string): Promise<SmsSentValue> {
      const target = address.toLowerCase();
      const { code } = await codes.issue(
        { merchantCode: from.merchantCode, channel: 'email', target, purpose },
        from.ip,
        true,
      );
      await mail.send(
        {
          to: target,
          subject: `${from.siteName} verification code`,
          text:
            `Your verification code is ${code}.\nIt expires in ${CODE_POLICY.ttlMinutes} minutes. ` +
            `If you did not try to log in, change your password.`,
        },
        { merchantCode: from.merchantCode },
      );
      return SENT;
    },
  };
}

export type CodeSender = ReturnType<typeof createCodeSender>;
