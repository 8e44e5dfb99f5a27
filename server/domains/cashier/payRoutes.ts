/**
 * The demo payment page at a deposit's payUrl (/pay/demo/<token>): GET shows the checkout, the
 * two form posts settle the deposit (depositSettlement.ts) and answer with a result page that
 * links back to the member centre. The token is the only credential: it is unguessable and the
 * database holds only its hash. These paths are outside the API prefixes, so no Merchant header
 * is needed: the deposit says whose it is.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { moneyText } from '../wallet/amounts';
import type { Settlement } from './depositSettlement';
import { checkoutPage, PAY_PAGE_CSP, resultPage } from './payPage';
import { PAY_PATH } from './payToken';
import type { CashierServices } from './services';

type Params = { token: string };

export type PayRouteOptions = {
  cashier: Pick<CashierServices, 'depositOfPayToken' | 'confirmDeposit' | 'cancelDeposit'>;
};

export async function payRoutes(app: FastifyInstance, { cashier }: PayRouteOptions) {
  const depositOf = cashier.depositOfPayToken;

  // The buttons are plain HTML forms: an empty urlencoded body, nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-security-policy', PAY_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  const unknownLink = (reply: FastifyReply) =>
    send(
      reply,
      404,
      resultPage(
        'Payment link not valid',
        'This payment link is not valid. Please start the deposit again from the member centre.',
      ),
    );

  app.get<{ Params: Params }>(`${PAY_PATH}/:token`, { config: { merchant: false } }, async (request, reply) => {
    const deposit = await depositOf(request.params.token);
    if (!deposit) return unknownLink(reply);
    const site = deposit.site_config.merchantName || deposit.name;
    const amountText = moneyText(deposit.amount, deposit.site_config.currency);
    if (deposit.status === 'credited')
      return send(
        reply,
        200,
        resultPage('Payment complete', `This deposit of ${amountText} was paid and credited to your ${site} wallet.`),
      );
    if (deposit.status === 'cancelled')
      return send(
        reply,
        200,
        resultPage('Payment cancelled', `This payment of ${amountText} was cancelled; nothing was charged.`),
      );
    if (deposit.status === 'failed')
      return send(
        reply,
        200,
        resultPage('Payment failed', `This payment of ${amountText} failed; nothing was charged.`),
      );
    const view = {
      siteName: site,
      methodName: deposit.method_name ?? deposit.method_id,
      amountText,
      reference: `deposit ${deposit.id}`,
    };
    return send(reply, 200, checkoutPage(view, `${PAY_PATH}/${request.params.token}`));
  });

  /** Runs a settlement and tells what happened, including "nothing changed" and why. */
  const settle = (action: 'confirm' | 'cancel') => async (request: { params: Params }, reply: FastifyReply) => {
    const deposit = await depositOf(request.params.token);
    if (!deposit) return unknownLink(reply);
    const site = deposit.site_config.merchantName || deposit.name;
    const amountText = moneyText(deposit.amount, deposit.site_config.currency);
    // The payer's cancel is the member's own choice: the deposit shows "Cancelled", not "Failed".
    const outcome: Settlement =
      action === 'confirm' ? await cashier.confirmDeposit(deposit.id) : await cashier.cancelDeposit(deposit.id);
    if (!outcome.found) return unknownLink(reply);
    const status = outcome.deposit.status;
    if (outcome.changed) {
      return status === 'credited'
        ? send(reply, 200, resultPage('Payment complete', `${amountText} has been credited to your ${site} wallet.`))
        : send(
            reply,
            200,
            resultPage('Payment cancelled', `The payment of ${amountText} was cancelled; nothing was charged.`),
          );
    }
    if (status === 'credited')
      return send(
        reply,
        409,
        resultPage('Already paid', `This deposit of ${amountText} was already paid and credited; nothing changed.`),
      );
    const ended = status === 'failed' ? 'failed' : 'was cancelled';
    return send(
      reply,
      409,
      resultPage(
        status === 'failed' ? 'Payment failed' : 'Payment cancelled',
        `This payment of ${amountText} ${ended} earlier, ` +
          `so it cannot be ${action === 'confirm' ? 'paid' : 'cancelled again'}; nothing changed.`,
      ),
    );
  };

  app.post<{ Params: Params }>(`${PAY_PATH}/:token/confirm`, { config: { merchant: false } }, settle('confirm'));
  app.post<{ Params: Params }>(`${PAY_PATH}/:token/cancel`, { config: { merchant: false } }, settle('cancel'));
}
