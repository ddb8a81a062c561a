import type { ActivityStatus } from '../../api/schemas/profile';
import type { VcpConfig, VcpCustomization } from '../../api/schemas/marketing';
import {
  activeEntry,
  applyPreview,
  effectiveActivityStatus,
  type ConfigPreview,
  type ConfigTrees,
  type MarketingContext,
} from '../../domain/marketing-config';

/** Where a promotion's activated code waits for the checkout: the one preset-code key (domain/preset-promocode). */
export { PRESET_PROMOCODE_KEY } from '../../domain/preset-promocode';

/** The VCP config of each brand (ours: the spec names the files, not the ids). */
export const VCP_ID = { main: 1, wowfood: 2 } as const;

/** Who the visitor is, as the machines know it; `marketingContextOf` turns it into the rules' context. */
export interface MarketingVisitor {
  readonly device: 'desktop' | 'smartphone';
  readonly businessProduct?: string | undefined;
  readonly target?: string | undefined;
  readonly menuType?: string | undefined;
  readonly cityId: number;
  readonly activityStatus?: ActivityStatus | undefined;
  /** The `force_as` query parameter (§1): overrides the activity status when it names one. */
  readonly forceAs?: string | undefined;
}

/** The rules' context: only the keys the visitor has (a rule filtering on a missing key does not apply). */
export function marketingContextOf(visitor: MarketingVisitor): MarketingContext {
  const out: Record<string, string> = {
    device: visitor.device,
    city: String(visitor.cityId),
    activityStatus: effectiveActivityStatus(visitor.activityStatus, visitor.forceAs),
  };
  if (visitor.businessProduct) out['businessProduct'] = visitor.businessProduct;
  if (visitor.target) out['target'] = visitor.target;
  if (visitor.menuType) out['menuType'] = visitor.menuType;
  return out;
}

/** The loaded files: the VCP config, the active customisation's file and a preview. */
export interface MarketingFiles {
  readonly vcp: VcpConfig | undefined;
  readonly customization: VcpCustomization | undefined;
  readonly preview: ConfigPreview | undefined;
}

/** The trees for now: base and global, the promotion active now, the customisation (if in its window), a preview over them. */
export function treesOf(files: MarketingFiles, now: number): { trees: ConfigTrees; activePromoV2: number | undefined } {
  const promotion = activeEntry(files.vcp?.promotions ?? [], now);
  const trees: ConfigTrees = {
    global: files.vcp?.global ?? [],
    base: files.vcp?.base ?? [],
    promotion: promotion?.nodes ?? [],
    customization: files.customization?.nodes ?? [],
  };
  return { trees: applyPreview(trees, files.preview), activePromoV2: promotion?.id };
}
