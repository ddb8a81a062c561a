/** Marketing configuration and promotions (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { marketing } from '../api/endpoints/marketing';
export {
  ConfigNode as ConfigNodeSchema, ConfigPreviewResponse, ConfigRule as ConfigRuleSchema, DatedConfig as DatedConfigSchema, DatedTree,
  FaqResponse, MarketingActivityResponse, PromotionOffer, TaroInfoResponse, VcpConfig, VcpCustomization,
} from '../api/schemas/marketing';
export type { FaqRequest, MarketingActivityRequest, VcpRequest } from '../api/schemas/marketing';
export {
  activeEntry, ANY, applyPreview, CONFIG_FILTER_KEYS, configText, customizationCookieLifetime, effectiveActivityStatus, isActiveAt,
  overlayConfigs, promoApplies, promoDiscount, resolveConfig, resolveTree, ruleApplies,
} from '../domain/marketing-config';
export type {
  ConfigFilterKey, ConfigNode, ConfigParameters, ConfigPreview, ConfigRule, ConfigTrees, CustomizationCookieLifetime, DatedConfig,
  MarketingContext, PromoConditions, ResolvedConfig,
} from '../domain/marketing-config';
export { marketingConfigMachine } from '../storefront/marketing/marketing.machine';
export { customizationStripView } from '../storefront/marketing/marketing.connect';
export type { CustomizationStripView, MarketingConfigSnapshot } from '../storefront/marketing/marketing.connect';
export { CUSTOMIZATION_COOKIE, provideMarketingConfig } from '../storefront/marketing/marketing.provide';
export { marketingContextOf, PRESET_PROMOCODE_KEY, treesOf, VCP_ID } from '../storefront/marketing/marketing.rules';
export type { MarketingFiles, MarketingVisitor } from '../storefront/marketing/marketing.rules';
export type { MarketingConfigContext, MarketingConfigEvent, MarketingConfigInput, MarketingLoaded } from '../storefront/marketing/marketing.types';
export type { MarketingConfigMachine } from '../storefront/marketing/marketing.machine';
export { activityName, PROMOTION_TEXTS, promotionMachine } from '../storefront/marketing/promotion.machine';
export { providePromotion } from '../storefront/marketing/promotion.provide';
export type { MarketingActivity, PromotionContext, PromotionEvent, PromotionInput, PromotionLoaded } from '../storefront/marketing/promotion.types';
export type { PromotionMachine } from '../storefront/marketing/promotion.machine';
export { connectPromotion, discountText, periodText, PROMOTION_VIEW_TEXTS, promotionView } from '../storefront/marketing/promotion.connect';
export type { PromotionHandlers, PromotionOfferView, PromotionSnapshot, PromotionView } from '../storefront/marketing/promotion.connect';
