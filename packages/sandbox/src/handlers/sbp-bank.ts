import { HttpResponse, type HttpHandler } from 'msw';
import { renderSVG } from 'uqr';
import { route, type RouteContext, type Sandbox } from '../route';
import type { SandboxPayment } from '../store';

/**
 * SBP's payment link in the sandbox, and the bank it opens. `payments/charge-sbp` answers a link to
 * the stand-in bank page `GET /api/stand-in/sbp/{payment}` on the sandbox's own origin, and a real,
 * scannable QR code of that link (uqr: a small QR encoder with no dependencies, SVG out, used in the
 * browser's service worker and in Node alike): a phone's camera, or a click on a phone, opens the
 * page, whose 'Оплатить' pays the transfer (the next status poll answers Completed) and 'Отклонить'
 * declines it (Declined). The scripted banks (README "SBP") still answer as before.
 */
export const SBP_BANK_PATH = 'api/stand-in/sbp';

/** The stand-in bank page's address for a payment, on the origin the request came to. */
export const sbpLink = (request: Request, payment: string): string =>
  new URL(`/${SBP_BANK_PATH}/${encodeURIComponent(payment)}`, request.url).href;

/** The QR code of a link, as the `image` data URL `charge-sbp` answers. */
export const sbpQrImage = (link: string): string =>
  `data:image/svg+xml,${encodeURIComponent(renderSVG(link, { border: 2, pixelSize: 4, ecc: 'M' }))}`;

const html = (body: string, status = 200) =>
  new HttpResponse(
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Банк (песочница mealflow)</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );

const rubles = (amount: number) => `${new Intl.NumberFormat('ru-RU').format(amount)}\u00a0₽`;

function page(payment: SandboxPayment, said?: string): string {
  const state = payment.status === 'paid' ? 'Перевод оплачен.' : payment.sbpAnswer === 'declined' ? 'Перевод отклонён.' : undefined;
  return `<h1>Оплата по СБП</h1>
<p>Это страница банка в песочнице mealflow: настоящий банк здесь не участвует.</p>
<p>Заказ ${payment.orderId}, к оплате ${rubles(payment.amount)}.</p>
${said ? `<p role="status">${said}</p>` : ''}${state ? `<p>${state} Вернитесь на страницу заказа.</p>` : `<form method="post"><button name="answer" value="pay">Оплатить</button> <button name="answer" value="decline">Отклонить</button></form>`}`;
}

export function sbpBankHandlers(sandbox: Sandbox, markPaid: (ctx: RouteContext, payment: SandboxPayment) => void): HttpHandler[] {
  const paymentOf = (ctx: RouteContext) => ctx.store.payments.get(String(ctx.params['payment'] ?? ''));
  return [
    route(
      sandbox,
      'GET',
      `${SBP_BANK_PATH}/:payment`,
      (ctx) => {
        const payment = paymentOf(ctx);
        return payment ? html(page(payment)) : html('<h1>Платёж не найден</h1>', 404);
      },
      { absolute: true },
    ),
    route(
      sandbox,
      'POST',
      `${SBP_BANK_PATH}/:payment`,
      async (ctx) => {
        const payment = paymentOf(ctx);
        if (!payment) return html('<h1>Платёж не найден</h1>', 404);
        // Answered once: a declined or paid transfer stays so (one charge at most).
        if (payment.status !== 'created' || payment.sbpAnswer) return html(page(payment));
        const answer = (await ctx.request.formData()).get('answer');
        if (answer === 'pay') {
          ctx.store.count(`charges:${payment.orderId}`);
          markPaid(ctx, payment);
          return html(page(payment, 'Готово: банк перевёл деньги.'));
        }
        payment.sbpAnswer = 'declined';
        return html(page(payment, 'Вы отклонили перевод.'));
      },
      { absolute: true },
    ),
  ];
}
