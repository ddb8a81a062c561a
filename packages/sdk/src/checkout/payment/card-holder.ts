import { fromCallback } from 'xstate';
import type { Ports } from '../../ports';
import type { CardHolderRequest, CardSource } from './payment.machine';

/** What the card holder sends back: the cryptogram with the BIN, the last four digits and the name, or a failure. */
export type CardHolderReport =
  { type: 'CARD.ENCRYPTED'; cryptogram: string; bin: string; last4: string; cardholder: string } | { type: 'CARD.FAILED' };

/**
 * Holds a PAY (or BIND) event's card source for one attempt; reads it once, on ENCRYPT, builds the
 * cryptogram with the payment's `publicId` through the card provider's port, then drops it. The
 * payment and the card binding invoke it the same way, so card data never enters either context.
 */
export function cardHolderActor(ports: Pick<Ports, 'cardCryptogram'>) {
  return fromCallback<CardHolderRequest, { card: CardSource | undefined }>(({ input, receive, sendBack }) => {
    let source = input.card;
    receive((event) => {
      if (event.type !== 'ENCRYPT') return;
      const card = source;
      source = undefined;
      const { publicId } = event;
      void (async () => {
        try {
          if (!card || !publicId) throw new Error('no card');
          const data = card.read();
          const digits = data.cardNumber.replace(/\D/g, '');
          const cryptogram = await ports.cardCryptogram.createCryptogram({ ...data, publicId });
          // Promo compatibility (order-funnel §5, §6) needs the BIN only (6 digits, spaces stripped).
          const report: CardHolderReport = {
            type: 'CARD.ENCRYPTED',
            cryptogram,
            bin: digits.slice(0, 6),
            last4: digits.slice(-4),
            cardholder: data.name,
          };
          sendBack(report);
        } catch {
          sendBack({ type: 'CARD.FAILED' } satisfies CardHolderReport);
        }
      })();
    });
    return () => {
      source = undefined;
    };
  });
}
