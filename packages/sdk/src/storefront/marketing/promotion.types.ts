import type { FaqResponse, MarketingActivityResponse, TaroInfoResponse, VcpCustomization } from '../../api/schemas/marketing';
import type { ResolvedConfig } from '../../domain/marketing-config';
import type { MarketingVisitor } from './marketing.rules';

export type MarketingActivity = MarketingActivityResponse['activity'];

export interface PromotionInput {
  readonly brand: 'main' | 'wowfood';
  readonly visitor: MarketingVisitor;
  /** A client token is present: `marketing-activity/{name}`, else `{name}-no-auth`. */
  readonly authorized: boolean;
  /** The activity to show; without it, the `activity` parameter of the config's `promotion` node. */
  readonly name?: string | undefined;
  /** Sub-kind (half-million-mania or grow-team). */
  readonly kind?: string | undefined;
  readonly previewId?: number | undefined;
}

export interface PromotionLoaded {
  readonly activity: MarketingActivity | undefined;
  readonly taro: TaroInfoResponse | undefined;
  readonly faq: FaqResponse['items'];
}

export interface PromotionContext extends PromotionLoaded {
  readonly input: PromotionInput;
  readonly config: ResolvedConfig | undefined;
  readonly customizationData: VcpCustomization['customizationData'];
  readonly error: string | undefined;
  /** The offer being or having been activated (its index), and what the copy did. */
  readonly activated: number | undefined;
  readonly copy: 'idle' | 'copied' | 'failed';
}

export type PromotionEvent =
  | { type: 'CONFIG.RESOLVED'; resolved: ResolvedConfig; customizationData: VcpCustomization['customizationData'] }
  | { type: 'RETRY' }
  /** Step 1 of the promo strip: activate the offer's code (shown 500 ms later). */
  | { type: 'ACTIVATE'; index: number }
  /** Step 2: the app copied the code to the clipboard (or could not). */
  | { type: 'COPIED' }
  | { type: 'COPY_FAILED' }
  | { type: 'VISITOR.CHANGE'; visitor: Partial<MarketingVisitor> };
