import type { HttpHandler } from 'msw';
import type { Partner } from '@mealflow/sdk/api';
import { fail, ok, route, unauthorized, type Sandbox } from '../route';
import type { SandboxClient } from '../store';
import {
  EMAIL_POPUP,
  EMAIL_POPUP_PHONE,
  EMAIL_POPUP_SECONDS,
  EMAIL_PROMOCODE,
  LIFESTYLES,
  PARTNER_PHONE,
  PARTNERS,
} from '../seed/referral';

/**
 * Invite, referral bonus, partner profile, body data and the e-mail popup (personal-cabinet §4, §6,
 * §7; README "Invite, referral and partner", "Body data", "E-mail popup"). Per-client state lives
 * beside the client (a `reset()` makes new clients, hence fresh state).
 */
const partners = new WeakMap<SandboxClient, Partner | null>();
const asked = new WeakSet<SandboxClient>();

function partnerOf(client: SandboxClient): Partner | null {
  if (!partners.has(client)) partners.set(client, client.phone === PARTNER_PHONE ? (PARTNERS['olymp'] ?? null) : null);
  return partners.get(client) ?? null;
}

const codeOf = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

export function referralHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    // Counts every call (`referralCalls:<phone>`) and every real charge (`referralCharged:<phone>`):
    // the backend charges a client once; a repeat answers `charged: false`.
    route(sandbox, 'GET', 'referral/charge-bonus', ({ client, query }) => {
      if (!client) return unauthorized();
      store.count(`referralCalls:${client.phone}`);
      const slug = query.get('name_slug') ?? '';
      const inviter = [...store.clients.values()].find((c) => c.profile.name_slug === slug);
      if (!inviter) return fail(404, ['Приглашение не найдено']);
      if (inviter === client) return fail(400, ['Нельзя пригласить самого себя']);
      if ((store.counters.get(`referralCharged:${client.phone}`) ?? 0) > 0) return ok({ charged: false });
      store.count(`referralCharged:${client.phone}`);
      store.count(`referralInvited:${inviter.phone}`);
      return ok({ charged: true });
    }),
    route(sandbox, 'GET', 'partner', ({ client, query }) => {
      if (!client) return unauthorized();
      return ok({ partner: partnerOf(client), invitation: PARTNERS[codeOf(query.get('code'))] ?? null });
    }),
    route(sandbox, 'POST', 'partner/confirm', ({ client, body }) => {
      if (!client) return unauthorized();
      const invitation = PARTNERS[codeOf(body['code'])];
      if (!invitation) return fail(404, ['Приглашение не найдено']);
      const current = partnerOf(client);
      if (current && current.id_H !== invitation.id_H) return fail(409, ['У вас уже есть приглашение партнёра']);
      partners.set(client, invitation);
      return ok({ partner: invitation, invitation });
    }),
    route(sandbox, 'POST', 'partner/detach', ({ client }) => {
      if (!client) return unauthorized();
      partners.set(client, null);
      return ok({ partner: null, invitation: null });
    }),
    route(sandbox, 'GET', 'client-details/lifestyles', () => ok({ lifestyles: LIFESTYLES })),
    route(sandbox, 'POST', 'client-details/calculate', ({ body }) => {
      const height = Number(body['height']);
      const weight = Number(body['weight']);
      if (!(height >= 100 && height <= 250) || !(weight >= 30 && weight <= 300)) return fail(400, ['Проверьте рост и вес']);
      const bmi = Math.round((weight / (height / 100) ** 2) * 10) / 10;
      return ok({ bmi });
    }),
    // Only the popup's test client (EMAIL_POPUP_PHONE) is asked, once, and only while the e-mail is unknown.
    route(sandbox, 'GET', 'email-fill-popup', ({ client }) => {
      if (!client) return unauthorized();
      const show = client.phone === EMAIL_POPUP_PHONE && Boolean(client.profile.phone) && !client.profile.email && !asked.has(client);
      return ok({ popup: show ? EMAIL_POPUP : null, timeToShow: EMAIL_POPUP_SECONDS });
    }),
    route(sandbox, 'POST', 'email-fill-popup', ({ client, body }) => {
      if (!client) return unauthorized();
      const email = typeof body['email'] === 'string' ? body['email'].trim() : '';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return fail(400, ['Проверьте правильность email']);
      asked.add(client);
      client.profile = { ...client.profile, email };
      return ok({ promocode: body['withPromocode'] === true ? EMAIL_PROMOCODE : null });
    }),
  ];
}
