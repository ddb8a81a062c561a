import type { VisitorCityRef } from '../../shared/visitor-city-ref';
import type { ConfigTrees, ResolvedConfig } from '../../domain/marketing-config';
import type { VcpCustomization } from '../../api/schemas/marketing';
import type { MarketingVisitor } from './marketing.rules';

export interface MarketingConfigInput {
  readonly brand: 'main' | 'wowfood';
  readonly visitor: MarketingVisitor;
  /** `marketing/config-preview/{id}` to show over the live trees (designers' preview). */
  readonly previewId?: number | undefined;
  /** The app's city actor: a change of the visitor's city is reprocessed like VISITOR.CHANGE (§4). */
  readonly city?: VisitorCityRef | undefined;
}

export interface MarketingLoaded {
  readonly trees: ConfigTrees;
  readonly activePromoV2: number | undefined;
  readonly activeCustomizationV2: number | undefined;
  readonly customizationData: VcpCustomization['customizationData'];
  /** The customisation cookie's lifetime parameter (§4 expireTime). */
  readonly customizationExpireTime: number | undefined;
  readonly previewId: number | undefined;
}

export interface MarketingConfigContext extends MarketingLoaded {
  readonly brand: 'main' | 'wowfood';
  readonly city: VisitorCityRef | undefined;
  readonly visitor: MarketingVisitor;
  readonly requestedPreviewId: number | undefined;
  /** `merged` and each layer, for the visitor; empty until loaded (and after a failure: defaults). */
  readonly resolved: Readonly<Record<'global' | 'base' | 'promotion' | 'customization' | 'merged', ResolvedConfig>>;
}

/** VISITOR.CHANGE: the city, activity status, device… changed; reprocessed 300 ms later (§4). */
export type MarketingConfigEvent = { type: 'VISITOR.CHANGE'; visitor: Partial<MarketingVisitor> };
