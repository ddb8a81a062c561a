import type { HttpHandler } from 'msw';
import type { TipTemplate } from '@mealflow/sdk/api';
import { isBelarus } from '@mealflow/sdk/domain';
import { fail, ok, route, unauthorized, type Sandbox } from '../route';
import { moneyIn } from '../seed/catalog';

/** Tip amounts the sandbox offers (auto-tips turn on with the second one). */
export const SANDBOX_TIPS = [
  { id: 'tip-50', amount: '50 ₽', amountValue: 50 },
  { id: 'tip-100', amount: '100 ₽', amountValue: 100 },
  { id: 'tip-150', amount: '150 ₽', amountValue: 150 },
  { id: 'tip-200', amount: '200 ₽', amountValue: 200 },
];

/**
 * The tip amounts offered to a client of `cityId`: the list above in Russia, Belarusian roubles in
 * Minsk (the seed's price factor, as the lines' prices; the same ids). A Minsk client was offered
 * '50 ₽' … '200 ₽' and a tip of 50 was charged as 50 руб.
 */
export function tipsFor(cityId: number | null | undefined): typeof SANDBOX_TIPS {
  if (!isBelarus(cityId ?? undefined)) return SANDBOX_TIPS;
  return SANDBOX_TIPS.map((tip) => ({
    ...tip,
    amount: `${moneyIn(tip.amountValue, cityId)} руб.`,
    amountValue: moneyIn(tip.amountValue, cityId),
  }));
}

export function tipHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  const templates = store.tipTemplates;
  const forClient = (phone: string) => templates.get(phone) ?? [];
  return [
    route(sandbox, 'GET', 'tips/templates', ({ client }) =>
      client ? ok({ tips: tipsFor(client.profile.city_id), templates: forClient(client.phone) }) : unauthorized(),
    ),
    route(sandbox, 'POST', 'tips/templates', ({ client, body }) => {
      if (!client) return unauthorized();
      const tip = tipsFor(client.profile.city_id).find((t) => t.id === body['amount_id']);
      if (!tip || typeof body['external_client_card'] !== 'string') return fail(400, ['Выберите сумму и карту']);
      const template: TipTemplate = {
        id: `tpl-${store.nextId()}`,
        amount: tip.amount,
        card: { id: body['external_client_card'], virtualType: null },
      };
      templates.set(client.phone, [template]);
      store.count(`tipTemplates:${client.phone}`);
      return ok({ template });
    }),
    route(sandbox, 'DELETE', 'tips/templates/:id', ({ client, params }) => {
      if (!client) return unauthorized();
      templates.set(
        client.phone,
        forClient(client.phone).filter((t) => t.id !== params['id']),
      );
      return ok();
    }),
  ];
}
