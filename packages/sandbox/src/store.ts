import type { BonusPurchase, ClientSubscription, GiftCourier, Order, OwnedGiftCertificate, Profile, TipTemplate } from '@mealflow/sdk/api';
import { seedCabinetOrders } from './seed/cabinet';
import { seedCheckoutOrders } from './seed/checkout';
import { seedLongateOrders } from './seed/longate';
import { seedSubscriptions } from './seed/subscriptions';
import type { SeedCityId } from './seed/menu';
import { moneyIn } from './seed/catalog';
import { PARTNER_PHONE, REFERRAL_BONUS, slugOf } from './seed/referral';

/**
 * The sandbox's in-memory backend state. Seeded, deterministic, and reset with `reset()`.
 * Feature handlers keep their own collections here so that one `reset()` clears everything.
 */
export interface SandboxClient {
  phone: string;
  profile: Profile;
  details: Record<string, unknown>;
}

export interface SandboxPayment {
  id: string;
  orderId: string;
  amount: number;
  status: 'created' | 'awaiting3ds' | 'paid' | 'failed';
  /** When the payment was created (request time, ms): a 3-D Secure wait counts as processing for 15 minutes. */
  createdAt?: number;
  bankId?: string;
  /** The stand-in bank page's answer to an SBP transfer (handlers/sbp-bank.ts): declined there. */
  sbpAnswer?: 'declined';
  polls: number;
  /** A card binding's 1 ₽ payment (`payments/for-token-binding`): whose card, and the card once charged (README "Card binding"). */
  binding?: { phone: string; pan?: string; cardId?: string };
}

export interface SandboxStore {
  clients: Map<string, SandboxClient>;
  /** token → phone */
  tokens: Map<string, string>;
  /** phone → codes sent (the sandbox code is always the last four digits). */
  smsSent: Map<string, number>;
  /**
   * The last `LOG_LIMIT` calls the sandbox answered, in order: `{ call, body, arrivedAt, at }` (for
   * tests; `arrivedAt`: when the request reached the sandbox, before any latency; `at`: when its
   * handler ran, after it; both by `Date.now()`); card data and cryptograms masked; repeats of an
   * idempotency key marked `replayed`.
   */
  log: Array<{ call: string; body: unknown; arrivedAt: number; at: number; replayed?: boolean }>;
  /** Calls that arrived and are not answered yet (a delayed charge is "being processed"). */
  inFlight: Set<{ call: string; body: Record<string, unknown> }>;
  /** First answers by `<call>:<Idempotency-Key>`: the same key gets the same answer, the handler runs once. */
  idempotent: Map<string, Promise<Response>>;
  /** Orders by id_H. Owner phone is kept beside the order. */
  orders: Map<string, { order: Order; phone: string | undefined }>;
  /** Client subscriptions by clientSubscriptionId_H, with their owner's phone (README "Subscriptions"). */
  subscriptions: Map<string, { subscription: ClientSubscription; phone: string }>;
  /** Payments by id: the order, the amount and how far they got. */
  payments: Map<string, SandboxPayment>;
  /** Gift certificate purchases by id (`gift-…`); paid when one of their payments is. */
  giftPurchases: Map<string, { email: string; mealDays: number; delivery?: 'online' | 'offline'; courier?: GiftCourier }>;
  /** Auto-tip templates by phone. */
  tipTemplates: Map<string, TipTemplate[]>;
  /** Bonus shop purchases by phone, oldest first; a certificate item's purchase carries the certificate (README "Bonus shop"). */
  bonusPurchases: Map<string, Array<{ purchase: BonusPurchase; certificate?: OwnedGiftCertificate }>>;
  /** Free-form counters: `ordersCreated:+79161234567`, `charges:ORDER_HID`, ... */
  counters: Map<string, number>;
  /** Forgotten-order records of the funnel by phone (order-funnel §4, §9: sent 1440 minutes later). */
  forgottenOrders: Map<string, ForgottenOrder>;
  /** Open customisation drafts by order, then by `date:meal` (handlers/customization.ts): not the order's until accepted. */
  customDrafts: Map<string, Map<string, CustomEntry>>;
  nextId: () => number;
  /**
   * How many times the store was reset. A request that arrived before a reset and was still being
   * read or waiting (latency, a delay fault) belongs to the backend that was reset away: it is
   * answered with a network error and changes nothing (a story's 60 s delayed order creation must
   * not land in a later story's sandbox).
   */
  readonly generation: number;
  /**
   * The instant (`Date.now()`) the current backend was seeded at: its dates (the cabinet's deliveries,
   * the checkout's first delivery, the subscriptions) are Moscow days relative to it. A test takes its
   * "today" from here, per test (`cabinetDay(harness)` in the SDK's tests), never once per file: the
   * store re-seeds on each `reset()`, and a file loaded before midnight may run after it.
   */
  readonly seededAt: number;
  count(key: string, by?: number): number;
  reset(): void;
}

/** A customisation change (personal-cabinet §5 custom_config entry: remove, mealDate, mealNumber, packId, type, count). */
export interface CustomEntry {
  remove: boolean;
  mealDate: string;
  mealNumber: number;
  packId: number;
  type: 'change' | 'addition' | 'subtraction';
  count: number;
}

export interface ForgottenOrder {
  phone: string;
  cityId: number;
  businessProduct: string;
  createdAt: number;
  /** When the reminder goes out (ms). */
  sendAt: number;
  /** Set when the phone created an order before `sendAt`. */
  cancelled: boolean;
}

export const SEED_PHONES = {
  /** A returning client with name, e-mail and two addresses. */
  returning: '+79990000001',
  /** A Minsk client (BY number). */
  minsk: '+375291234567',
} as const;

/**
 * One known client per seeded city (sandbox README "Cities"): the city their profile says
 * (`city_id`). Moscow's is the returning client, Minsk's the BY number; St Petersburg's profile is
 * made on its first login. A city added to `SEED_CITY_IDS` needs its row here (a type error otherwise).
 */
export const SEED_CITY_CLIENTS: Readonly<Record<SeedCityId, string>> = {
  1: '+79990000012',
  2: SEED_PHONES.returning,
  20: SEED_PHONES.minsk,
};

function seededCityOf(phone: string): number | undefined {
  const entry = Object.entries(SEED_CITY_CLIENTS).find(([, p]) => p === phone);
  return entry ? Number(entry[0]) : undefined;
}

/**
 * The client the backend asks to rate a courier (`shouldBeShown.ratingScreen`: the root view's tips
 * modal, README "Courier ratings and tips"): Ольга, a saved card, auto-tips offered, onboarding done.
 */
export const TIPS_MODAL_PHONE = '+79990000031';

const digits = (phone: string) => phone.replace(/\D/g, '');

export function seedProfile(phone: string, id: number): Profile {
  const cityId = seededCityOf(phone) ?? (phone.startsWith('+375') ? 20 : 2);
  const base: Profile = {
    id,
    id_H: `client-${id}`,
    phone,
    phone_number: digits(phone),
    email: null,
    first_name: null,
    last_name: null,
    city_id: cityId,
    activity_status: 'new',
    orders_count: 0,
    isNew: true,
    isAutoTipsEnabled: false,
    isLoyaltyEnabled: true,
    addresses: [],
    externalCards: [],
    card: null,
    recurrentCard: null,
    paymentTypesSort: ['card', 'sbp', 'cash'],
    name_slug: slugOf(id, phone),
    // In the client's money (a Minsk client was promised 'Скидку 500 руб.' against a 343 руб. order).
    referralBonus: { friend: moneyIn(REFERRAL_BONUS.friend, cityId), inviter: moneyIn(REFERRAL_BONUS.inviter, cityId) },
  };
  if (phone === SEED_PHONES.returning) {
    return {
      ...base,
      email: 'anna@example.ru',
      first_name: 'Анна',
      last_name: 'Смирнова',
      activity_status: 'old',
      orders_count: 7,
      last_menu_type: 'balance',
      isNew: false,
      isAutoTipsEnabled: true,
      addresses: [
        {
          id_H: 'addr-msk-1',
          city_id: 2,
          is_far_moscow_region: false,
          flat: '12',
          text: 'Москва, ул. Тверская, д. 7',
          street: 'ул. Тверская',
          house: '7',
        },
        {
          id_H: 'addr-msk-2',
          city_id: 2,
          is_far_moscow_region: false,
          flat: '45',
          text: 'Москва, Ленинский пр-т, д. 32',
          street: 'Ленинский пр-т',
          house: '32',
        },
      ],
      card: { id: 'card-1', mask: '4242 •••• •••• 4242', type: 'visa' },
    };
  }
  if (phone === SEED_PHONES.minsk) {
    // What the Moscow client has that the product offers in Minsk (README "Test values"): auto-tips
    // (in руб., `tipsFor`) and the saved card they are charged to. No name, so the cabinet says the number.
    return { ...base, isAutoTipsEnabled: true, card: { id: 'card-1', mask: '4242 •••• •••• 4242', type: 'visa' } };
  }
  if (phone === TIPS_MODAL_PHONE) {
    return {
      ...base,
      first_name: 'Ольга',
      activity_status: 'old',
      orders_count: 3,
      isNew: false,
      isAutoTipsEnabled: true,
      card: { id: 'card-1', mask: '5555 •••• •••• 4444', type: 'mastercard' },
    };
  }
  return base;
}

export function createSandboxStore(): SandboxStore {
  let id = 1000;
  let generation = 0;
  let seededAt = 0;
  const store: SandboxStore = {
    clients: new Map(),
    orders: new Map(),
    subscriptions: new Map(),
    tipTemplates: new Map(),
    bonusPurchases: new Map(),
    payments: new Map(),
    giftPurchases: new Map(),
    tokens: new Map(),
    smsSent: new Map(),
    log: [],
    inFlight: new Set(),
    idempotent: new Map(),
    counters: new Map(),
    forgottenOrders: new Map(),
    customDrafts: new Map(),
    nextId: () => ++id,
    get generation() {
      return generation;
    },
    get seededAt() {
      return seededAt;
    },
    count(key, by = 1) {
      const value = (store.counters.get(key) ?? 0) + by;
      store.counters.set(key, value);
      return value;
    },
    reset() {
      generation += 1;
      id = 1000;
      store.clients.clear();
      store.orders.clear();
      store.subscriptions.clear();
      store.tipTemplates.clear();
      store.bonusPurchases.clear();
      store.payments.clear();
      store.giftPurchases.clear();
      store.tokens.clear();
      store.smsSent.clear();
      store.log.length = 0;
      store.inFlight.clear();
      store.idempotent.clear();
      store.counters.clear();
      store.forgottenOrders.clear();
      store.customDrafts.clear();
      seededAt = seed(store, Date.now());
    },
  };
  seededAt = seed(store, Date.now());
  return store;
}

/** Seeds the store as of `now` (one instant for every seeded date); returns `now`. */
function seed(store: SandboxStore, now: number): number {
  for (const phone of Object.values(SEED_PHONES)) {
    store.clients.set(phone, { phone, profile: seedProfile(phone, store.nextId()), details: {} });
  }
  // Clients who have used the cabinet have seen its tour and hints (README "Root calls").
  store.clients.get(SEED_PHONES.returning)!.details['onboarding'] = 'completed';
  store.clients.set(TIPS_MODAL_PHONE, {
    phone: TIPS_MODAL_PHONE,
    profile: seedProfile(TIPS_MODAL_PHONE, store.nextId()),
    details: { onboarding: 'completed' },
  });
  store.tokens.set('sandbox-token-tips', TIPS_MODAL_PHONE);
  /** A long-lived token for the returning client, for stories and `?t=` links. */
  store.tokens.set('sandbox-token-returning', SEED_PHONES.returning);
  /** The partner client's token (README "Invite, referral and partner"). */
  store.tokens.set('sandbox-token-partner', PARTNER_PHONE);
  for (const order of seedCheckoutOrders(now)) store.orders.set(order.id_H, { order, phone: undefined });
  // The returning client's cabinet orders (README "Cabinet"); the custom one already has two drinks.
  for (const order of seedCabinetOrders(now)) store.orders.set(order.id_H, { order, phone: SEED_PHONES.returning });
  store.counters.set('drinks:lk-custom', 2);
  // Its longation orders (README "Longate"): lk-longate (unformed) and lk-longate-formed.
  for (const order of seedLongateOrders(now)) store.orders.set(order.id_H, { order, phone: SEED_PHONES.returning });
  for (const subscription of seedSubscriptions(now))
    store.subscriptions.set(subscription.clientSubscriptionId_H, { subscription, phone: SEED_PHONES.returning });
  return now;
}

export function normalizePhone(phone: string): string {
  const d = digits(phone);
  return d.startsWith('375') ? `+${d}` : `+7${d.slice(-10)}`;
}

export function ensureClient(store: SandboxStore, phone: string): SandboxClient {
  const key = normalizePhone(phone);
  let client = store.clients.get(key);
  if (!client) {
    client = { phone: key, profile: seedProfile(key, store.nextId()), details: {} };
    store.clients.set(key, client);
  }
  return client;
}

/** A new payment (`payments/for-order`, `for-gift-certificate-purchases`, `for-tip`): created, not yet charged, kept by id. */
export function openPayment(store: SandboxStore, orderId: string, amount: number, now: number): SandboxPayment {
  const payment: SandboxPayment = { id: `pay-${store.nextId()}`, orderId, amount, status: 'created', polls: 0, createdAt: now };
  store.payments.set(payment.id, payment);
  return payment;
}
