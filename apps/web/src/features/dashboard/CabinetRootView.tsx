import { session as sessionGroup } from '@mealflow/sdk/storefront';
import { cabinetRoot } from '@mealflow/sdk/cabinet';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { CabinetRootViewProps } from '../../shared/layout/cabinet-root-slot';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { AutoTipsDialog } from '../autotips';
import { FiltersPanel, FiltersProposalDialog } from '../preferences';
import { RootTipsDialog } from '../rates';
import { EmailPopupDialog } from './EmailPopupDialog';
import { OnboardingHint } from './OnboardingHint';

const sameChildren = (a: ReturnType<typeof cabinetRoot.cabinetRootChildren>, b: ReturnType<typeof cabinetRoot.cabinetRootChildren>) =>
  a.tips === b.tips && a.autoTips === b.autoTips && a.onboarding === b.onboarding && a.filters === b.filters;
const childrenOf = (snapshot: cabinetRoot.CabinetRootSnapshot) => cabinetRoot.cabinetRootChildren(snapshot);

/**
 * The cabinet's root view (personal-cabinet §2.4): the filters panel where §5 allows it, the
 * onboarding hints, the tips modal and the auto-tips modal, all on the SDK's `cabinetRoot` machine and
 * its children; the login rule's filters proposal on a desktop frame (§4) and the e-mail modal.
 * Loaded by the frame (`shared/layout/CabinetLayout`, through `CabinetRootSlot`) once the profile is
 * there; its input is fixed for the page.
 */
export default function CabinetRootView({ route, phone }: CabinetRootViewProps) {
  const { session } = useRuntime();
  const facts = useScreenFacts();
  const [pathname] = useLocation();
  const [input] = useState(() =>
    cabinetRoot.cabinetRootInput({
      route,
      profile: sessionGroup.sessionView(session.getSnapshot()).profile,
      smartphone: phone || facts.smartphone,
      brand: facts.brand,
      // The cabinet is the main line's: no product of its own.
      businessProduct: undefined,
      returnPath: pathname,
    }),
  );
  const actor = useScreenActor(cabinetRoot.provideCabinetRoot, input);
  const view = useConnect(actor, cabinetRoot.connectCabinetRoot);
  const children = useActorValue(actor, childrenOf, sameChildren);
  return (
    <>
      {view.filters !== 'off' ? (
        <FiltersPanel actor={children.filters} open={view.filters === 'open'} onOpen={view.openFilters} onClose={view.closeFilters} />
      ) : null}
      {children.onboarding ? <OnboardingHint actor={children.onboarding} /> : null}
      {children.tips ? <RootTipsDialog actor={children.tips} /> : null}
      {children.autoTips && view.autoTipsOpen ? <AutoTipsDialog actor={children.autoTips} onClose={view.closeAutoTips} /> : null}
      {/* The login rule (§4): a proposed filter change on a desktop storefront ('Выбрать предпочтения'). */}
      {phone ? null : <FiltersProposalDialog />}
      <EmailPopupDialog />
    </>
  );
}
