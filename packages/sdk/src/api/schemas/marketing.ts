import * as v from 'valibot';
import type { Named } from './common';
import type { ConfigNode as ConfigNodeType } from '../../domain/marketing-config';
import { Envelope, maybe } from './common';

/**
 * Marketing configuration and promotions (personal-cabinet §3 Marketing config, Taro, Other; §7
 * Marketing). The spec names the parts (nodes with rules of subspaceFilters and parameters and
 * children, VCP configs with base and dated customisations, activePromoV2/activeCustomizationV2,
 * customizationData bg/text, the preview with activity_type_id, Taro isActive/selectedCard,
 * promotional list entries with startDate and a partner url); the files' exact layout is ours and
 * documented in packages/sandbox/README.md "Marketing".
 */
/** @internal */
export const ConfigRule = v.object({
  subspaceFilters: v.optional(v.record(v.string(), v.array(v.string())), {}),
  parameters: v.optional(v.record(v.string(), v.unknown()), {}),
});
/** @internal */
export interface ConfigRuleSchema extends Named<typeof ConfigRule> {}

/** @internal */
export const ConfigNode: v.GenericSchema<unknown, ConfigNodeType> = v.object({
  name: v.string(),
  rules: v.optional(v.array(ConfigRule as ConfigRuleSchema), []),
  children: v.optional(v.array(v.lazy(() => ConfigNode))),
});

/** @internal */
export const DatedConfig = v.object({ id: v.number(), start: v.string(), end: v.string() });
/** @internal */
export interface DatedConfigSchema extends Named<typeof DatedConfig> {}
/** @internal */
export const DatedTree = v.object({ ...DatedConfig.entries, nodes: v.optional(v.array(ConfigNode), []) });
/** @internal */
export interface DatedTreeSchema extends Named<typeof DatedTree> {}
export interface DatedTree {
  id: number;
  start: string;
  end: string;
  nodes: ConfigNodeType[];
}

/** `configs/vcp_{id}.json`: the brand's base and global trees, its dated promotions and customisations. */
/** @internal */
export const VcpConfig = v.object({
  id: v.number(),
  base: v.optional(v.array(ConfigNode), []),
  global: v.optional(v.array(ConfigNode), []),
  /** Promotions, each with its tree; the one active now is `activePromoV2`. */
  promotions: v.optional(v.array(DatedTree as DatedTreeSchema), []),
  /** Customisations; the one active now is loaded from `vcp_{id}_cmz_{n}` (`activeCustomizationV2`). */
  customization: v.optional(v.array(DatedConfig as DatedConfigSchema), []),
});
export interface VcpConfig {
  id: number;
  base: ConfigNodeType[];
  global: ConfigNodeType[];
  /** Promotions, each with its tree; the one active now is `activePromoV2`. */
  promotions: DatedTree[];
  /** Customisations; the one active now is loaded from `vcp_{id}_cmz_{n}` (`activeCustomizationV2`). */
  customization: { id: number; start: string; end: string }[];
}

/** `configs/vcp_{id}_cmz_{n}.json`: one customisation's tree and its strip. */
/** @internal */
export const VcpCustomization = v.object({
  id: v.number(),
  nodes: v.optional(v.array(ConfigNode), []),
  customizationData: maybe(v.object({ bg: maybe(v.string()), text: maybe(v.string()) })),
  /** The customisation cookie's lifetime (§4): days; 0 a session cookie; -1 none. */
  expireTime: maybe(v.number()),
});
export interface VcpCustomization {
  id: number;
  nodes: ConfigNodeType[];
  customizationData?: { bg?: string | null | undefined; text?: string | null | undefined } | null | undefined;
  /** The customisation cookie's lifetime (§4): days; 0 a session cookie; -1 none. */
  expireTime?: number | null | undefined;
}

/** `marketing/config-preview/{id}`: a config shown before it is live (1 base, 2 promo, 3 customisation). */
/** @internal */
export const ConfigPreviewResponse = v.object({
  ...Envelope.entries,
  config: v.object({ id: v.number(), activity_type_id: v.number(), nodes: v.optional(v.array(ConfigNode), []) }),
});
export interface ConfigPreviewResponse extends Envelope {
  config: { id: number; activity_type_id: number; nodes: ConfigNodeType[] };
}

/** The static files' request: the id(s) and the cache-buster. */
export interface VcpRequest {
  vcpId: number;
  cmz?: number;
  /** A value unique per load, so a CDN never answers with yesterday's config. */
  cacheBuster: number;
}

/** @internal */
export const PromotionOffer = v.object({
  title: v.string(),
  text: v.string(),
  menuTypes: v.optional(v.array(v.string())),
  mealDays: v.optional(v.array(v.number())),
  absoluteDiscount: maybe(v.number()),
  percentDiscount: maybe(v.number()),
  mealdaysDiscount: maybe(v.number()),
  promocode: maybe(v.string()),
});
/** @internal */
export interface PromotionOfferSchema extends Named<typeof PromotionOffer> {}
export interface PromotionOffer {
  title: string;
  text: string;
  menuTypes?: string[] | undefined;
  mealDays?: number[] | undefined;
  absoluteDiscount?: number | null | undefined;
  percentDiscount?: number | null | undefined;
  mealdaysDiscount?: number | null | undefined;
  promocode?: string | null | undefined;
}

/** `marketing-activity/{name}` and `{name}-no-auth`. */
/** @internal */
export const MarketingActivityResponse = v.object({
  ...Envelope.entries,
  activity: v.object({
    name: v.string(),
    title: v.string(),
    description: v.string(),
    /** ISO dates of the promotion's window. */
    startDate: v.string(),
    endDate: v.string(),
    offers: v.optional(v.array(PromotionOffer as PromotionOfferSchema), []),
    /** The FAQ category of `faq/{category}`. */
    faqCategory: maybe(v.string()),
    /** Dated partner links (the partner promo list). */
    partners: v.optional(v.array(v.object({ title: v.string(), startDate: v.string(), url: v.string() })), []),
  }),
});
export interface MarketingActivityResponse extends Envelope {
  activity: {
    name: string;
    title: string;
    description: string;
    /** ISO dates of the promotion's window. */ startDate: string;
    endDate: string;
    offers: PromotionOffer[];
    /** The FAQ category of `faq/{category}`. */ faqCategory?: string | null | undefined;
    /** Dated partner links (the partner promo list). */ partners: { title: string; startDate: string; url: string }[];
  };
}

export interface MarketingActivityRequest {
  name: string;
  /** Without a client token the `-no-auth` variant is asked. */
  authorized: boolean;
  cityId: number;
  isSmartphone: 0 | 1;
  /** Sub-kind: half-million-mania or grow-team. */
  kind?: string;
}

/** `marketing-activity/bf-taro/info`: a taro menu type overrides the default menu choice. */
/** @internal */
export const TaroInfoResponse = v.object({
  ...Envelope.entries,
  isActive: v.boolean(),
  selectedCard: maybe(v.object({ menu_type: v.string(), title: maybe(v.string()) })),
});
export interface TaroInfoResponse extends Envelope {
  isActive: boolean;
  selectedCard?: { menu_type: string; title?: string | null | undefined } | null | undefined;
}

/** `faq/{category}?brandId_H&cityId`. */
/** @internal */
export const FaqResponse = v.object({
  ...Envelope.entries,
  items: v.array(v.object({ question: v.string(), answer: v.string() })),
});
export interface FaqResponse extends Envelope {
  items: { question: string; answer: string }[];
}

export interface FaqRequest {
  category: string;
  brandId_H?: string;
  cityId: number;
}
