import type { SnapshotFrom } from 'xstate';
import type { marketingConfigMachine } from './marketing.machine';

export type MarketingConfigSnapshot = SnapshotFrom<typeof marketingConfigMachine>;

/** The active customisation's strip (§3 customizationData: text and background colour). */
export interface CustomizationStripView {
  text: string;
  /** The configured colour ('#FFF3E0'), when the file gives one. */
  background: string | undefined;
}

/**
 * The customisation strip of /try-customization: shown only once the configuration is loaded and a
 * customisation is active now (§4: within its start/end window, `activeEntry`); otherwise nothing.
 */
export function customizationStripView(snapshot: MarketingConfigSnapshot): CustomizationStripView | undefined {
  const { activeCustomizationV2, customizationData } = snapshot.context;
  if (!snapshot.matches('ready') || activeCustomizationV2 === undefined || !customizationData?.text) return undefined;
  return { text: customizationData.text, background: customizationData.bg ?? undefined };
}
