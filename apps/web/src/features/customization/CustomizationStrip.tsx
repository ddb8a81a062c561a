import { customizationStripView, type MarketingConfigInput, provideMarketingConfig } from '@mealflow/sdk/storefront';
import { useEffect, useRef } from 'react';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import styles from './Customization.module.css';

const stripOf = (snapshot: Parameters<typeof customizationStripView>[0]) => customizationStripView(snapshot);

/**
 * The active customisation's strip on /try-customization (personal-cabinet §3 customizationData,
 * §4: only within the customisation's start/end window — the marketing configuration decides; its
 * cmz cookie is kept or cleared there). Nothing while loading or when none is active. The visitor's
 * city changing (a choice in the header) goes to the same actor, which reprocesses the configuration
 * 300 ms after the last change (§4 "Promotions and tests"); the strip shown stays until then.
 */
export function CustomizationStrip({ input }: { input: MarketingConfigInput }) {
  const actor = useScreenActor(provideMarketingConfig, input);
  const { cityId } = input.visitor;
  const told = useRef(cityId);
  useEffect(() => {
    if (cityId === told.current) return;
    told.current = cityId;
    actor.send({ type: 'VISITOR.CHANGE', visitor: { cityId } });
  }, [actor, cityId]);
  const strip = useConnect(actor, stripOf);
  if (!strip) return null;
  return (
    <p className={styles['strip']} style={strip.background ? { background: strip.background } : undefined}>
      {strip.text}
    </p>
  );
}
