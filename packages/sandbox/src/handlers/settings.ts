import type { HttpHandler } from 'msw';
import type { ClientCard } from '@mealflow/sdk/api';
import { fail, ok, route, unauthorized, type Sandbox } from '../route';
import type { SandboxClient } from '../store';
import { OFFER_PHONE, seedCards } from '../seed/settings';

/**
 * Cards and the offer agreement (personal-cabinet §7; README "Settings and cards"). A client's
 * cards live beside the client (a new store after `reset()` gets new clients, hence fresh cards)
 * and the profile's card fields follow every change: `card` is the active card, `recurrentCard`
 * the recurrent one, `externalCards` the external ones, so the checkout sees what the cabinet did.
 */
const wallets = new WeakMap<SandboxClient, ClientCard[]>();

function syncProfile(client: SandboxClient, list: ClientCard[]): void {
  const saved = (card: ClientCard | undefined) => (card ? { id: card.id, mask: card.mask, type: card.type ?? null } : null);
  client.profile = {
    ...client.profile,
    card: saved(list.find((c) => c.active)),
    recurrentCard: saved(list.find((c) => c.kind === 'recurrent')),
    externalCards: list.filter((c) => c.kind === 'external').map((c) => ({ id: c.id, type: c.type ?? 'external', mask: c.mask })),
  };
}

/**
 * The client's cards, seeded on first use (also the first profile read: `client-profile` calls it so
 * the seeded profile already carries both cards and, for the offer client, the pending agreement).
 */
export function cardsOf(client: SandboxClient): ClientCard[] {
  let list = wallets.get(client);
  if (!list) {
    list = seedCards(client.phone);
    wallets.set(client, list);
    if (list.length) syncProfile(client, list);
    if (client.phone === OFFER_PHONE && client.profile.needsOfferAgreement == null)
      client.profile = { ...client.profile, needsOfferAgreement: true };
  }
  return list;
}

function save(client: SandboxClient, list: ClientCard[]) {
  wallets.set(client, list);
  syncProfile(client, list);
  return ok({ cards: list });
}

/** A card bound with 1 ₽ (`payments/for-token-binding`): it joins the list as the active card, the profile follows. */
export function addBoundCard(client: SandboxClient, card: ClientCard): void {
  const list = cardsOf(client).map((c) => ({ ...c, active: false }));
  save(client, [...list, { ...card, active: true }]);
}

const cardNotFound = () => fail(404, ['Карта не найдена']);

export function settingsHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    route(sandbox, 'GET', 'cards/', ({ client }) => (client ? ok({ cards: cardsOf(client) }) : unauthorized())),
    route(sandbox, 'POST', 'cards/active', ({ client, body }) => {
      if (!client) return unauthorized();
      const list = cardsOf(client);
      if (!list.some((c) => c.id === body['id'])) return cardNotFound();
      return save(
        client,
        list.map((c) => ({ ...c, active: c.id === body['id'] })),
      );
    }),
    route(sandbox, 'POST', 'cards/destroy', ({ client, body }) => {
      if (!client) return unauthorized();
      const list = cardsOf(client);
      const gone = list.find((c) => c.id === body['id']);
      if (!gone) return cardNotFound();
      const rest = list.filter((c) => c.id !== gone.id);
      // The active card deleted: the first one left becomes active.
      const first = rest[0];
      if (gone.active && first) rest[0] = { ...first, active: true };
      return save(client, rest);
    }),
    route(sandbox, 'POST', 'client-agreements', ({ client, body }) => {
      if (!client) return unauthorized();
      if (body['type'] !== 'offer' || typeof body['value'] !== 'boolean') return fail(400, ['Неизвестное соглашение']);
      cardsOf(client);
      client.profile = { ...client.profile, needsOfferAgreement: false };
      return ok({ body: { profile: client.profile } });
    }),
  ];
}
