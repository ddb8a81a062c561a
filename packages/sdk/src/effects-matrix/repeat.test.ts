import { useSandbox, type Harness } from '@mealflow/sandbox/vitest';
import { describe, expect, it } from 'vitest';
import type { ApiClient, PlainEndpoint } from '../api/client';
import { COOKIES } from '../api/protocol';
import { endpointGroups as api } from '../api/registry';
import { NOT_EFFECTS, REPEAT_CHANGES_STATE } from '../api/not-effects';
import { newIntentKey } from '../api/effects';
import { KEYED_REPEATS, REPEAT_FIXTURES, type FixtureContext } from './repeat.fixtures';

/**
 * The calls `NOT_EFFECTS` lists as harmless to repeat, tested rather than judged: each is sent twice
 * with the same body through the sandbox, and the backend's state after the second call must equal
 * its state after the first. The state is the sandbox store's collections (clients, orders,
 * subscriptions, payments, purchases, templates, drafts, reminders, sessions) and what the client's
 * own reads answer (profile, cards, preferences, partner, ratings, addresses, hints, questionnaire),
 * without the call counters, the request log and the timestamps. A row without a fixture fails the
 * first test, so a new row cannot slip by; a row that fails is a defect: the call is an effect
 * (`sendEffect`, one key per intent, its row in this folder's matrix).
 */
const harness = useSandbox();

const byRow = new Map(REPEAT_FIXTURES.map((f) => [f.row, f]));

/**
 * Not state: counts of calls, the request log, calls in flight, answers kept by key, SMS sent (a
 * counter per phone), and the sessions' tokens (a login opens one per run, the customer sees none).
 */
const STATE = ['clients', 'orders', 'subscriptions', 'payments', 'giftPurchases', 'tipTemplates', 'bonusPurchases'] as const;
const MORE_STATE = ['forgottenOrders', 'customDrafts'] as const;
/** When something happened, and how many times a payment's state was asked: not what the state is. */
const NOT_STATE_FIELDS = new Set(['createdAt', 'sendAt', 'at', 'polls']);

const plain = (value: unknown): unknown =>
  value instanceof Map ? [...value].map(([k, v]) => [k, plain(v)]) : value instanceof Set ? [...value].map(plain) : value;
function storeState({ sandbox: { store } }: Harness): string {
  const collections = Object.fromEntries([...STATE, ...MORE_STATE].map((name) => [name, plain(store[name])]));
  return JSON.stringify(collections, (key, value: unknown) => (NOT_STATE_FIELDS.has(key) ? undefined : plain(value)), 2);
}

/** What the client reads back about itself (state the sandbox keeps beside its store, per client). */
const READS: ReadonlyArray<readonly [string, PlainEndpoint<unknown, unknown>, unknown]> = [
  ['profile', api.profile.get, {}],
  ['cards', api.cards.list, {}],
  ['prefs', api.preferences.list, {}],
  ['partner', api.partner.get, {}],
  ['rating tasks', api.rating.tasks, {}],
  ['tip templates', api.tips.templates, {}],
  ['email popup', api.emailPopup.get, {}],
  ['addresses', api.rootCalls.addresses, {}],
  ['onboarding', api.rootCalls.onboardingHints, {}],
  ['questionnaire', api.questionnaire.render, { sessionId: 'q-repeat' }],
  ['active orders', api.cabinetOrders.active, {}],
] as unknown as ReadonlyArray<readonly [string, PlainEndpoint<unknown, unknown>, unknown]>;

async function clientState(token: string | undefined): Promise<Record<string, unknown>> {
  if (token === undefined) return {};
  const { api: reader } = harness.setup({ cookies: { [COOKIES.clientToken]: token } });
  const out: Record<string, unknown> = {};
  for (const [name, endpoint, input] of READS)
    out[name] = await reader.call(endpoint, input).catch((error: { kind?: string; status?: number }) => `${error.kind} ${error.status}`);
  return out;
}

/** The client's reads first: a read may fill a store field lazily (the wallet's cards), the same before either snapshot. */
async function state(token: string | undefined): Promise<{ client: Record<string, unknown>; store: string }> {
  const client = await clientState(token);
  return { client, store: storeState(harness) };
}

function clientFor(token: string | undefined): ApiClient {
  return harness.setup({ cookies: token === undefined ? {} : { [COOKIES.clientToken]: token } }).api;
}

describe('the calls listed as harmless to repeat (NOT_EFFECTS), repeated', () => {
  it('every row has a fixture, and every fixture a row', () => {
    expect(Object.keys(NOT_EFFECTS).filter((row) => !byRow.has(row))).toEqual([]);
    expect([...byRow.keys()].filter((row) => !(row in NOT_EFFECTS))).toEqual([]);
    expect(Object.keys(REPEAT_CHANGES_STATE).filter((row) => !(row in NOT_EFFECTS))).toEqual([]);
  });

  it.each(Object.keys(NOT_EFFECTS))('%s: the state after two calls is the state after one', async (row) => {
    const fixture = byRow.get(row);
    if (!fixture) throw new Error(`no fixture: ${row}`);
    const client = clientFor(fixture.token);
    const context: FixtureContext = { harness, api: client, now: Date.now() };
    const input = await fixture.input(context);
    // The fixture is valid: the first call succeeds (a refused body would change nothing and prove nothing).
    await client.call(fixture.endpoint, input);
    const once = await state(fixture.token);
    await client.call(fixture.endpoint, input).catch(() => undefined);
    const twice = await state(fixture.token);
    if (row in REPEAT_CHANGES_STATE)
      expect(twice, `${row}: known (${REPEAT_CHANGES_STATE[row]}); fixed? take it off the list`).not.toEqual(once);
    else expect(twice, `${row}: ${NOT_EFFECTS[row]}`).toEqual(once);
  });
});

describe('the payments the calls open (payments/for-*: effects), repeated with one key', () => {
  it.each(KEYED_REPEATS.map((f) => [f.row, f] as const))(
    '%s: one payment, the state after two calls is the state after one',
    async (_, fixture) => {
      const client = clientFor(fixture.token);
      const input = await fixture.input({ harness, api: client, now: Date.now() });
      const options = { idempotencyKey: newIntentKey('repeat') };
      const first = await client.call(fixture.endpoint, input, options);
      const once = await state(fixture.token);
      const again = await client.call(fixture.endpoint, input, options);
      expect(again).toEqual(first);
      expect(await state(fixture.token)).toEqual(once);
    },
  );
});
