import type { HttpHandler } from 'msw';
import type { RatingTask } from '@mealflow/sdk/api';
import { currencyForCity } from '@mealflow/sdk/domain';
import { fail, ok, route, unauthorized, type Sandbox } from '../route';
import { openPayment, type SandboxClient } from '../store';
import { LOGISTICS_REASONS, seedRatingTask } from '../seed/preferences';
import { SAVED_CARD_ID } from './payments';
import { tipsFor } from './tips';

/**
 * Courier ratings and tip payments (personal-cabinet §7 "Tips"; README "Courier ratings and tips").
 * The task lives beside the client; a tip is a payment (`tip:<task>:<driver>`) that the saved card
 * (`payments/tip/charge-token`) or a new card's cryptogram (`payments/charge-card`) pays.
 */
const tasks = new WeakMap<SandboxClient, { task: RatingTask | undefined; prompt: boolean }>();

/** A rating of 1–3 stars is negative: no tip for it (personal-cabinet §4). */
export const NEGATIVE_RATING_MAX = 3;
export const NO_TIP_MESSAGE = 'Чаевые недоступны при низкой оценке';

export function taskOf(client: SandboxClient, now: number): { task: RatingTask | undefined; prompt: boolean } {
  let entry = tasks.get(client);
  if (!entry) {
    entry = seedRatingTask(client.phone, now) ?? { task: undefined, prompt: false };
    tasks.set(client, entry);
  }
  return entry;
}

export function ratingHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    route(sandbox, 'GET', 'rating-tasks/get', ({ client, now }) => {
      if (!client) return unauthorized();
      const { task, prompt } = taskOf(client, now);
      return ok({
        shouldBeShown: { ratingScreen: task !== undefined && prompt },
        tasks: task ?? null,
        feedback_reasons: { logisticsStars: LOGISTICS_REASONS },
      });
    }),
    route(sandbox, 'POST', 'rating-tasks/close/:id', ({ client, params, now }) => {
      if (!client) return unauthorized();
      const entry = taskOf(client, now);
      if (entry.task?.task_id !== params['id']) return fail(404, ['Задача оценки не найдена']);
      entry.task = undefined;
      return ok();
    }),
    route(sandbox, 'POST', 'rating-tasks/:taskId', ({ client, params, body, now }) => {
      if (!client) return unauthorized();
      const entry = taskOf(client, now);
      const task = entry.task;
      if (!task || task.task_id !== params['taskId']) return fail(404, ['Задача оценки не найдена']);
      const stars = body['stars'];
      if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 1 || stars > 5) return fail(400, ['Поставьте оценку от 1 до 5']);
      const driver = task.drivers.find((d) => d.id === body['driverId']);
      if (!driver) return fail(404, ['Курьер не найден']);
      entry.task = { ...task, drivers: task.drivers.map((d) => (d === driver ? { ...d, rating: stars } : d)) };
      store.count(`ratings:${client.phone}`);
      return ok();
    }),
    route(sandbox, 'POST', 'payments/for-tip', ({ client, body, now }) => {
      if (!client) return unauthorized();
      const { task } = taskOf(client, now);
      const driver = task && task.task_id === body['task_id'] ? task.drivers.find((d) => d.id === body['driverId']) : undefined;
      if (!task || !driver) return fail(404, ['Курьер не найден']);
      if (driver.rating != null && driver.rating <= NEGATIVE_RATING_MAX) return fail(400, [NO_TIP_MESSAGE]);
      const tip = tipsFor(client.profile.city_id).find((t) => t.id === body['amount_id']);
      if (!tip) return fail(400, ['Выберите сумму']);
      const payment = openPayment(store, `tip:${task.task_id}:${driver.id}`, tip.amountValue, now);
      return ok({
        payment: payment.id,
        publicId: 'pk_sandbox_public',
        paymentInfo: {
          amount: tip.amountValue,
          currency: currencyForCity(client.profile.city_id ?? undefined),
          description: `Чаевые курьеру ${driver.name}`,
        },
      });
    }),
    route(sandbox, 'POST', 'payments/tip/charge-token', ({ client, body }) => {
      if (!client) return unauthorized();
      const payment = typeof body['payment'] === 'string' ? store.payments.get(body['payment']) : undefined;
      if (!payment || !payment.orderId.startsWith('tip:')) return fail(404, ['Платёж не найден']);
      if (payment.status === 'paid') return fail(400, ['Чаевые уже оплачены']);
      if (body['card'] !== SAVED_CARD_ID) return ok({ success: false, message: 'Сохранённая карта недоступна' });
      payment.status = 'paid';
      store.count(`tips:${client.phone}`);
      return ok({ message: null, data: { amount: payment.amount } });
    }),
  ];
}
