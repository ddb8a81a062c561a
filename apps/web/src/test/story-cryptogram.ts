import type { CardCryptogramPort } from '@mealflow/sdk';

/**
 * The card provider's cryptogram held by the story: the sandbox's stand-in (`createSandboxCryptogram`)
 * answers only once the story calls `release()`, so a story shows the screen while the card is
 * being encrypted (`cardBinding.binding.encrypting`). The card data stays inside the port's call,
 * as with the real provider: nothing of it is kept here.
 */
export interface HeldCryptogram extends CardCryptogramPort {
  /** How many cryptograms were asked for (and wait). */
  readonly asked: () => number;
  release(): void;
}

export function heldCryptogram(inner: CardCryptogramPort): HeldCryptogram {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let asked = 0;
  return {
    ...inner,
    asked: () => asked,
    release: () => open(),
    createCryptogram: async (card) => {
      asked += 1;
      await gate;
      return inner.createCryptogram(card);
    },
  };
}
