import { autoTips } from '@mealflow/sdk/checkout';
import { cabinetRoot } from '@mealflow/sdk/cabinet';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import parts from '../../shared/ui/FormParts.module.css';
import { AutoTipsControls } from './AutoTipsControls';

/**
 * The root view's auto-tips modal (personal-cabinet §2.4, §4 "Auto-tips", §5 only with the profile's
 * flag): after a tip paid in the tips modal, the auto-tips machine (the root view's child `autoTips`)
 * offers to tip after every delivery. The focus starts on 'Готово' (nothing changes).
 */
export function AutoTipsDialog({ actor, onClose }: { actor: ActorRefFrom<autoTips.AutoTipsMachine>; onClose: () => void }) {
  const tips = useConnect(actor, autoTips.connectAutoTips);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
  }, []);
  return (
    <Dialog open title={cabinetRoot.CABINET_ROOT_TEXTS.autoTipsTitle} onClose={onClose}>
      <div aria-busy={tips.busy || undefined}>
        <AutoTipsControls tips={tips} />
        <div className={parts['actions']}>
          <Button ref={close} variant="secondary" onClick={onClose}>
            {cabinetRoot.CABINET_ROOT_TEXTS.autoTipsClose}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
