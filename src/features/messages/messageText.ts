/**
 * A message in the reader's language. The four money messages are stored as a kind
 * with parameters (messages.ts) and rendered here from translated templates, the amount
 * formatted exactly from minor units; any other kind, or a money message whose amount cannot
 * be read, shows the English title and content the server sent.
 */
import type { TFunction } from 'i18next';
import { formatMinor, groupThousands, parseMinor } from '../../shared/money';
import type { InboxMessage, MessageKind } from '../../shared/wire';

export const TEMPLATE_KINDS = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_refunded',
] as const;
type TemplateKind = (typeof TEMPLATE_KINDS)[number];

const isTemplateKind = (kind: MessageKind | string): kind is TemplateKind =>
  (TEMPLATE_KINDS as readonly string[]).includes(kind);

export type MessageText = { title: string; content: string };

/**
 * @param fallbackMinorUnits digits of the site currency, for a message that does not say
 *   (params.minorUnits is optional on the wire).
 */
export function messageText(
  message: Pick<InboxMessage, 'kind' | 'params' | 'title' | 'content'>,
  t: TFunction<'records'>,
  fallbackMinorUnits: number,
): MessageText {
  const english = { title: message.title, content: message.content };
  const { kind, params } = message;
  if (!isTemplateKind(kind)) return english;
  const minor = parseMinor(params.amountMinor);
  if (minor === null) return english;
  const amount = groupThousands(formatMinor(minor, params.minorUnits ?? fallbackMinorUnits));
  return {
    title: t(`messages.templates.${kind}.title`),
    content: t(`messages.templates.${kind}.content`, { amount, currency: params.currency, site: params.site }),
  };
}
