import { sessionView } from '@mealflow/sdk/storefront';
import { filtersProposal, FILTERS_PROPOSAL_TEXTS as TEXTS } from '@mealflow/sdk/cabinet';
import { buildPath } from '@mealflow/sdk/routing';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import parts from '../../shared/ui/FormParts.module.css';
import { useActorValue } from '../../shared/runtime/useScreenActor';

/**
 * The login rule (personal-cabinet §4, §2.6 'Выбрать предпочтения'): when the profile proposes a
 * filter change, on non-phone, non-second-brand storefronts a modal lets the client open the
 * proposed filter version (`/dashboard/preferences?proposed=1`). The focus starts on 'Не сейчас'.
 */
export function FiltersProposalDialog() {
  const { session, mealflow } = useRuntime();
  const proposal = useMemo(() => filtersProposal(mealflow.deps), [mealflow]);
  const profile = useActorValue(session, (s) => sessionView(s).profile);
  const [, navigate] = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const later = useRef<HTMLButtonElement>(null);
  const open = !dismissed && proposal.due(profile);
  useEffect(() => {
    if (open) later.current?.focus();
  }, [open]);
  const close = () => {
    proposal.dismiss(profile);
    setDismissed(true);
  };
  return (
    <Dialog open={open} title={TEXTS.title} onClose={close}>
      <p>{TEXTS.lead}</p>
      <div className={parts['actions']}>
        <Button ref={later} variant="secondary" onClick={close}>
          {TEXTS.later}
        </Button>
        <Button
          onClick={() => {
            close();
            navigate(`${buildPath('DashboardPreferences', {})}?proposed=1`);
          }}
        >
          {TEXTS.choose}
        </Button>
      </div>
    </Dialog>
  );
}
