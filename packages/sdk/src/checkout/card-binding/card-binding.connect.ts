import type { SnapshotFrom } from 'xstate';
import { PAYMENT_MESSAGES } from '../../domain/messages';
import type { CardSource } from '../payment/payment.machine';
import type { cardBindingMachine } from './card-binding.machine';
import { CARD_BINDING_TEXTS } from './card-binding.rules';
import type { CardBindingEvent } from './card-binding.types';
import { shownState } from '../../shared/shown-state';

export type CardBindingSnapshot = SnapshotFrom<typeof cardBindingMachine>;

export type CardBindingStep = 'form' | 'binding' | 'checking' | 'processing' | 'uncertain' | 'redirecting' | 'bound' | 'failed';

export interface CardBindingView {
  step: CardBindingStep;
  /** A binding is on its way: the form and its button wait. */
  busy: boolean;
  /** The failure (Russian), only in `failed`; the form stays for another try. */
  error: string | undefined;
  /** What is going on while the outcome is not known (checking, processing, uncertain, redirecting). */
  notice: string | undefined;
  /** `uncertain`: 'Проверить ещё раз'. */
  canCheck: boolean;
  /** The form stays mounted (its values live in the view) until the card is bound or the bank's page opens. */
  formShown: boolean;
  texts: typeof CARD_BINDING_TEXTS;
}

export interface CardBindingHandlers {
  /** Bind the form's card; `card.read()` is called once, for the cryptogram. */
  bind: (card: CardSource) => void;
  retry: () => void;
  check: () => void;
}

/** The form's step in each state (\`shownState\`). */
const STEPS = [
  ['idle', 'form'],
  ['binding', 'binding'],
  ['verifying', 'checking'],
  ['processing', 'processing'],
  ['uncertain', 'uncertain'],
  ['awaiting3ds', 'redirecting'],
  ['bound', 'bound'],
] as const;

export function cardBindingView(snapshot: CardBindingSnapshot): CardBindingView {
  const step: CardBindingStep = shownState(snapshot, STEPS, 'failed');
  const notice: Partial<Record<CardBindingStep, string>> = {
    checking: CARD_BINDING_TEXTS.checking,
    processing: CARD_BINDING_TEXTS.processing,
    uncertain: CARD_BINDING_TEXTS.uncertain,
    redirecting: CARD_BINDING_TEXTS.redirecting,
  };
  return {
    step,
    busy: step !== 'form' && step !== 'failed',
    error: step === 'failed' ? (snapshot.context.error ?? PAYMENT_MESSAGES.default) : undefined,
    notice: notice[step],
    canCheck: step === 'uncertain',
    formShown: step !== 'bound' && step !== 'redirecting',
    texts: CARD_BINDING_TEXTS,
  };
}

/** The binding form's model and its handlers. */
export function connectCardBinding(
  snapshot: CardBindingSnapshot,
  send: (event: CardBindingEvent) => void,
): CardBindingView & CardBindingHandlers {
  return {
    ...cardBindingView(snapshot),
    bind: (card) => send({ type: 'BIND', card }),
    retry: () => send({ type: 'RETRY' }),
    check: () => send({ type: 'CHECK' }),
  };
}
