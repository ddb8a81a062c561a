import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox, type Harness } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import type { CabinetDelivery, CabinetOrder } from '../../api/schemas/cabinet';
import { addDays } from '../../domain/dates';
import { connectDelivery } from './delivery.connect';
import { connectSkip } from './skip.connect';
import { sandboxClient } from '../../testing/sandbox-client';
import { subscriptionPaidOnce } from '../../testing/subscription';
import { CUTOFF_ROWS, TOO_LATE_TEXT, type CutoffCallName, type CutoffRow } from '../../testing/cutoff-matrix';

/**
 * One cut-off rule for every order (cutoff2): the delivery page of an order — seeded (`lk-*`) or made
 * in the app — is opened two days before the delivery at noon, when every change is offered; the
 * customer's change then reaches the sandbox at the row's moment (X-Test-Time). The row says what the
 * customer gets: the change made (its toast, the sandbox's delivery changed), or the backend's refusal
 * shown as the page's Russian error, with nothing changed. Rows from `testing/cutoff-matrix.ts`.
 */
const harness = useSandbox();

type Page = ReturnType<typeof openPage>;

function openPage(h: Harness, token: string, hid: string, deliveryId: string, openedAt: string) {
  const { ports, mealflow } = sandboxClient(h, { token, testTime: openedAt });
  const actor = createActor(mealflow.machines.delivery, { input: { hid, deliveryId } }).start();
  const model = () => connectDelivery(actor.getSnapshot(), actor.send);
  const toasts = () => ports.notify.messages.filter((m) => m.kind === 'success').map((m) => m.message);
  /** The customer's next request reaches the backend at `iso`. */
  const arriveAt = (iso: string) => ports.cookies.set(COOKIES.testTime, iso);
  return { actor, model, toasts, arriveAt };
}

/** The page settles after the change: back to idle, or the flow's error. */
const settled = (page: Page) => waitFor(page.actor, (s) => s.matches({ ready: 'idle' }) || s.context.error !== undefined);

/** Each change as the customer makes it: the steps up to the last press (at the page's time), then the press. */
const DRIVERS: Record<CutoffCallName, (page: Page, row: CutoffRow, d: CabinetDelivery) => Promise<() => Promise<string | undefined>>> = {
  async address(page, row) {
    page.model().openAddress();
    await waitFor(page.actor, (s) => s.matches({ ready: { address: 'choosing' } }));
    return async () => {
      page.model().selectAddress(row.city.address.id_H ?? '');
      return (await settled(page)).context.error;
    };
  },
  async date(page, _row, d) {
    page.model().openDate();
    await waitFor(page.actor, (s) => s.matches({ ready: { date: 'choosing' } }));
    const target = page.model().date.days.find((day) => day.date > d.date)?.date;
    if (!target) throw new Error(`no day offered after ${d.date}`);
    page.model().selectDate(target);
    await waitFor(page.actor, (s) => s.matches({ ready: { date: 'choosing' } }) && s.context.intervals.length > 0);
    page.model().selectInterval(page.model().date.intervals[0]?.index ?? 0);
    return async () => {
      page.model().submitDate();
      return (await settled(page)).context.error;
    };
  },
  async time(page) {
    expect(page.model().sessions.map((s) => s.session)).toContain('morning');
    return async () => {
      page.model().setSession('morning');
      return (await settled(page)).context.error;
    };
  },
  async confirm(page) {
    expect(page.model().can.confirm).toBe(true);
    return async () => {
      page.model().confirm();
      return (await settled(page)).context.error;
    };
  },
  async skip(page) {
    page.model().openSkip();
    const child = page.model().skip.actor;
    if (!child) throw new Error('no skip dialog');
    await waitFor(child, (s) => s.matches('asking'));
    return async () => {
      connectSkip(child.getSnapshot(), child.send).confirm();
      await waitFor(child, (s) => s.status === 'done' || (s.matches('asking') && s.context.error !== undefined));
      if (child.getSnapshot().status === 'done') await settled(page);
      return child.getSnapshot().context.error;
    };
  },
  async cancel(page) {
    page.model().openCancel();
    await waitFor(page.actor, (s) => s.matches({ ready: { cancel: 'asking' } }));
    return async () => {
      page.model().confirmCancel();
      return (await settled(page)).context.error;
    };
  },
};

/** What each change leaves in the sandbox's copy of the delivery when it is made. */
const MADE: Record<CutoffCallName, (before: CabinetDelivery, after: CabinetDelivery, row: CutoffRow) => boolean> = {
  address: (_b, a, row) => a.client_address_id_H === row.city.address.id_H,
  date: (b, a) => a.date > b.date,
  time: (_b, a) => a.deliveryDate?.type === 'morning',
  confirm: (_b, a) => a.isConfirmed,
  skip: (b, a) => a.date > b.date,
  cancel: (_b, a) => a.state === 'canceled',
};

const storedOrder = (hid: string) => harness.sandbox.store.orders.get(hid)?.order as CabinetOrder | undefined;
const planned = (order: CabinetOrder | undefined) =>
  (order?.deliveries ?? []).filter((d) => (d.state ?? 'planned') === 'planned' && d.date > (storedToday() ?? ''));
const storedToday = () => new Date(harness.sandbox.store.seededAt + 3 * 3_600_000).toISOString().slice(0, 10);

/** The row's order and its client: the seeded one, or a subscription the city's client makes and pays for in the app. */
async function orderOf(row: CutoffRow): Promise<{ hid: string; token: string; phone: string }> {
  if (row.origin === 'seeded' && row.city.seeded) return row.city.seeded;
  const { created, subscriber } = await subscriptionPaidOnce(harness, row.city.cityId);
  return { hid: created.id_H, ...subscriber };
}

const title = (r: CutoffRow) => `${r.city.city}, ${r.origin} order, ${r.which} delivery, ${r.call.call} at ${r.at.moment}`;

describe('one cut-off rule for every order: what the customer gets at each moment (cutoff2)', () => {
  for (const row of CUTOFF_ROWS) {
    it(`${title(row)} → ${row.made ? 'made' : 'refused'}`, async () => {
      const { hid, token, phone } = await orderOf(row);
      const profile = harness.sandbox.store.clients.get(phone)?.profile;
      if (!profile) throw new Error(`no client ${phone}`);
      if (!profile.addresses.some((a) => a.id_H === row.city.address.id_H))
        profile.addresses.push({ ...row.city.address, id_H: row.city.address.id_H ?? '' });
      profile.isInformedAboutDeliveriesCancellation = true;
      const deliveries = planned(storedOrder(hid));
      const delivery = row.which === 'first' ? deliveries[0] : deliveries.at(-1);
      if (!delivery) throw new Error(`${hid} has no delivery to come`);
      expect(delivery.deliveryDate?.type ?? 'evening').toBe('evening');

      const page = openPage(harness, token, hid, delivery.id_H, `${addDays(delivery.date, -2)}T12:00:00+03:00`);
      await waitFor(page.actor, (s) => s.matches({ ready: 'idle' }));
      const press = await DRIVERS[row.call.call](page, row, delivery);
      const before = storedOrder(hid)?.deliveries.find((d) => d.id_H === delivery.id_H);
      if (!before) throw new Error('the delivery is gone');
      page.arriveAt(`${addDays(delivery.date, row.at.day)}T${row.at.time}+03:00`);
      const error = await press();
      const after = storedOrder(hid)?.deliveries.find((d) => d.id_H === delivery.id_H);
      if (!after) throw new Error('the delivery is gone');

      if (row.made) {
        expect({ error, toast: page.toasts().includes(row.call.toast), changed: MADE[row.call.call](before, after, row) }).toEqual({
          error: undefined,
          toast: true,
          changed: true,
        });
      } else {
        // Refused: the backend's words on the page, no false success, nothing lost or changed.
        expect({ error, toast: page.toasts().includes(row.call.toast) }).toEqual({ error: TOO_LATE_TEXT, toast: false });
        expect(after).toEqual(before);
      }
      page.actor.stop();
    });
  }

  it('the table: 3 cities, both origins where the city has a seeded order, 12 moments of a delivery, 6 changes', () => {
    expect(CUTOFF_ROWS.length).toBe((3 + 2) * (9 + 3) * 6);
  });
});
