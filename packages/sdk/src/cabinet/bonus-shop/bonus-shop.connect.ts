import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { OwnedGiftCertificate } from '../../api/schemas/bonus';
import { BONUS_SHOP_TEXTS, GIFT_CERTIFICATE_TEXTS } from '../../domain/bonus-texts';
import { RETRY } from '../../domain/messages';
import { formatBonuses } from '../../domain/money';
import { buildPath } from '../../routing/match';
import type { walletMachine } from '../wallet/wallet.machine';
import type { bonusShopMachine } from './bonus-shop.machine';
import { balanceAfter, canAfford, itemById, itemsOfCategory, shortage } from './bonus-shop.rules';
import type { BonusShopEvent } from './bonus-shop.types';
import { loadStatus } from '../../shared/loadable';

export type BonusShopSnapshot = SnapshotFrom<typeof bonusShopMachine>;

/** Which part of the shop the route shows: a category (`/dashboard/bonus/category/{id}`) or every item. */
export interface BonusShopOptions {
  categoryId?: string | undefined;
}

export interface BonusShopCategoryLink {
  /** undefined for 'Все товары'. */
  id: string | undefined;
  title: string;
  href: string;
  current: boolean;
}

export interface BonusShopItemView {
  id: string;
  title: string;
  description: string;
  /** '700 бонусов'. */
  priceText: string;
  /** The bonuses cover it: the 'Купить' button is offered. */
  canBuy: boolean;
  /** Why it is not offered: 'Не хватает 650 бонусов'. */
  shortageText: string | undefined;
}

export interface OwnedCertificateView {
  id: string;
  /** 'Сертификат на 6 дней питания'. */
  title: string;
  code: string;
  /** 'Действует до 22.01.2027', 'Использован', 'Истёк 13.11.2026'. */
  statusText: string;
  active: boolean;
}

export interface BonusShopConfirmView {
  title: string;
  priceText: string;
  afterText: string;
  confirm: string;
  cancel: string;
  /** The purchase is on the wire. */
  busy: boolean;
  error: string | undefined;
}

export interface BonusShopView {
  status: 'loading' | 'error' | 'ready';
  error: string | undefined;
  /** 'У вас 1 850 бонусов'. */
  balanceText: string;
  categories: BonusShopCategoryLink[];
  /** The route names a category the shop does not have. */
  unknownCategory: boolean;
  items: BonusShopItemView[];
  certificates: OwnedCertificateView[];
  /** The purchase dialog, when open. */
  confirm: BonusShopConfirmView | undefined;
  /** 'Покупка оформлена: …' after a purchase. */
  purchasedText: string | undefined;
  /** A purchase or the reload after it is on the wire: the buy buttons wait. */
  busy: boolean;
  texts: typeof BONUS_SHOP_TEXTS & { retry: string; certificates: typeof GIFT_CERTIFICATE_TEXTS };
}

export interface BonusShopHandlers {
  retry: () => void;
  buy: (itemId: string) => void;
  confirmPurchase: () => void;
  cancelPurchase: () => void;
}

/** A certificate's line: its meal days, code and validity in Russian (DD.MM.YYYY). */
export function ownedCertificateView(certificate: OwnedGiftCertificate): OwnedCertificateView {
  const statusText =
    certificate.status === 'active'
      ? GIFT_CERTIFICATE_TEXTS.active(certificate.validUntil)
      : certificate.status === 'used'
        ? GIFT_CERTIFICATE_TEXTS.used
        : GIFT_CERTIFICATE_TEXTS.expired(certificate.validUntil);
  return {
    id: certificate.id,
    title: GIFT_CERTIFICATE_TEXTS.name(certificate.mealDays),
    code: certificate.code,
    statusText,
    active: certificate.status === 'active',
  };
}

/** The shop's view model for a route (every item, or one category's). */
export function bonusShopView(snapshot: BonusShopSnapshot, options: BonusShopOptions = {}): BonusShopView {
  const { context } = snapshot;
  const status = loadStatus(snapshot) ?? 'ready';
  const known = options.categoryId === undefined || context.categories.some((c) => c.id === options.categoryId);
  const categoryId = known ? options.categoryId : undefined;
  const buying = snapshot.hasTag('submitting');
  const pending = snapshot.hasTag('open') ? itemById(context.items, context.pendingId) : undefined;
  return {
    status,
    error: status === 'error' ? context.error : undefined,
    balanceText: BONUS_SHOP_TEXTS.balance(context.balance),
    categories: [
      { id: undefined, title: BONUS_SHOP_TEXTS.allCategories, href: buildPath('DashboardBonus'), current: categoryId === undefined },
      ...context.categories.map((c) => ({
        id: c.id,
        title: c.title,
        href: buildPath('DashboardBonusCategory', { id: c.id }),
        current: c.id === categoryId,
      })),
    ],
    unknownCategory: status === 'ready' && !known,
    items: itemsOfCategory(context.items, categoryId).map((item) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      priceText: formatBonuses(item.price),
      canBuy: canAfford(item, context.balance),
      shortageText: canAfford(item, context.balance) ? undefined : BONUS_SHOP_TEXTS.shortage(shortage(item, context.balance)),
    })),
    certificates: context.certificates.map(ownedCertificateView),
    confirm: pending
      ? {
          title: BONUS_SHOP_TEXTS.confirmTitle(pending.title),
          priceText: BONUS_SHOP_TEXTS.confirmPrice(pending.price),
          afterText: BONUS_SHOP_TEXTS.confirmAfter(balanceAfter(pending, context.balance)),
          confirm: BONUS_SHOP_TEXTS.confirm,
          cancel: BONUS_SHOP_TEXTS.cancel,
          busy: buying,
          error: context.purchaseError,
        }
      : undefined,
    purchasedText: context.lastPurchase
      ? BONUS_SHOP_TEXTS.purchased(context.lastPurchase.purchase.title, context.lastPurchase.balance)
      : undefined,
    busy: status === 'ready' && snapshot.hasTag('busy'),
    texts: { ...BONUS_SHOP_TEXTS, retry: RETRY, certificates: GIFT_CERTIFICATE_TEXTS },
  };
}

/** The shop's wallet child (balances and history, refreshed after a purchase): read it with `connectWallet`. */
export function bonusShopWallet(snapshot: BonusShopSnapshot): ActorRefFrom<typeof walletMachine> | undefined {
  return snapshot.children.wallet;
}

/** The shop's model and its handlers. */
export function connectBonusShop(
  snapshot: BonusShopSnapshot,
  send: (event: BonusShopEvent) => void,
  options: BonusShopOptions = {},
): BonusShopView & BonusShopHandlers {
  return {
    ...bonusShopView(snapshot, options),
    retry: () => send({ type: 'RETRY' }),
    buy: (itemId) => send({ type: 'BUY', itemId }),
    confirmPurchase: () => send({ type: 'CONFIRM' }),
    cancelPurchase: () => send({ type: 'CANCEL' }),
  };
}
