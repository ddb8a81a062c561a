import { marketing } from '@mealflow/sdk/storefront';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import styles from './Customization.module.css';

const stripOf = (snapshot: Parameters<typeof marketing.customizationStripView>[0]) => marketing.customizationStripView(snapshot);

/**
 * The active customisation's strip on /try-customization (personal-cabinet §3 customizationData,
 * §4: only within the customisation's start/end window — the marketing configuration decides; its
 * cmz cookie is kept or cleared there). Nothing while loading or when none is active. The machine
 * follows the runtime's city actor itself (input `city`): a choice in the header is reprocessed 300 ms
 * after the last change (§4 "Promotions and tests"); the strip shown stays until then.
 */
export function CustomizationStrip({ input }: { input: Omit<marketing.MarketingConfigInput, 'city'> }) {
  const { city } = useRuntime();
  const actor = useScreenActor(marketing.provideMarketingConfig, { ...input, city });
  const strip = useConnect(actor, stripOf);
  if (!strip) return null;
  return (
    <p className={styles['strip']} style={strip.background ? { background: strip.background } : undefined}>
      {strip.text}
    </p>
  );
}
