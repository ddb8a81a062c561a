import { session as sessionGroup } from '@mealflow/sdk/storefront';
import { preferences } from '@mealflow/sdk/cabinet';
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
  const proposal = useMemo(() => preferences.filtersProposal(mealflow.deps), [mealflow]);
  const profile = useActorValue(session, (s) => sessionGroup.sessionView(s).profile);
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
    <Dialog open={open} title={preferences.FILTERS_PROPOSAL_TEXTS.title} onClose={close}>
      <p>{preferences.FILTERS_PROPOSAL_TEXTS.lead}</p>
      <div className={parts['actions']}>
        <Button ref={later} variant="secondary" onClick={close}>
          {preferences.FILTERS_PROPOSAL_TEXTS.later}
        </Button>
        <Button
          onClick={() => {
            close();
            navigate(`${buildPath('DashboardPreferences', {})}?proposed=1`);
          }}
        >
          {preferences.FILTERS_PROPOSAL_TEXTS.choose}
        </Button>
      </div>
    </Dialog>
  );
}
