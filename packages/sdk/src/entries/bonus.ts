/** The bonus shop, gift certificates and the loyalty program: calls, schemas, texts, the `bonusShop` and `loyalty` machines (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { bonusStore, loyalty } from '../api/endpoints/bonus';
export {
  BonusPurchase, BonusPurchaseRequest, BonusPurchaseResponse, BonusStoreCategory, BonusStoreItem, BonusStoreItemKind, BonusStoreResponse,
  GiftCertificatesResponse, GiftCertificateStatus, OwnedGiftCertificate,
} from '../api/schemas/bonus';
export { LoyaltyProgress, LoyaltyProgressResponse, LoyaltyStatus, LoyaltyStatusesResponse } from '../api/schemas/loyalty';
export { BONUS_SHOP_TEXTS, GIFT_CERTIFICATE_TEXTS, LOYALTY_TEXTS } from '../domain/bonus-texts';
export { bonusShopMachine } from '../cabinet/bonus-shop/bonus-shop.machine';
export { provideBonusShop } from '../cabinet/bonus-shop/bonus-shop.provide';
export { balanceAfter, canAfford, itemsOfCategory, newPurchaseKey, purchaseOutcomeUnknown, shortage } from '../cabinet/bonus-shop/bonus-shop.rules';
export type { BonusPurchaseInput, BonusPurchaseOutput, BonusShopContext, BonusShopEvent, BonusShopLoaded } from '../cabinet/bonus-shop/bonus-shop.types';
export type { BonusShopMachine } from '../cabinet/bonus-shop/bonus-shop.machine';
export { bonusShopView, bonusShopWallet, connectBonusShop, ownedCertificateView } from '../cabinet/bonus-shop/bonus-shop.connect';
export type {
  BonusShopCategoryLink, BonusShopConfirmView, BonusShopHandlers, BonusShopItemView, BonusShopOptions, BonusShopSnapshot, BonusShopView,
  OwnedCertificateView,
} from '../cabinet/bonus-shop/bonus-shop.connect';
export { loyaltyMachine } from '../cabinet/loyalty/loyalty.machine';
export { provideLoyalty } from '../cabinet/loyalty/loyalty.provide';
export { isLoyaltyEnabled, nextStatus, orderedStatuses, progressPercent, remainingTo } from '../cabinet/loyalty/loyalty.rules';
export type { LoyaltyContext, LoyaltyEvent, LoyaltyLoaded } from '../cabinet/loyalty/loyalty.types';
export type { LoyaltyMachine } from '../cabinet/loyalty/loyalty.machine';
export { connectLoyalty, loyaltyView } from '../cabinet/loyalty/loyalty.connect';
export type { LoyaltyHandlers, LoyaltyProgressView, LoyaltySnapshot, LoyaltyStatusView, LoyaltyView } from '../cabinet/loyalty/loyalty.connect';
