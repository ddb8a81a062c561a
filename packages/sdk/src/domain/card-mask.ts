/** '•••• 4242' from a saved card's mask ('4242 •••• •••• 4242', '424242******4242'): the one card mask of the checkout, the cabinet's cards, tips and gift pages (issue 32). */
export function cardMaskText(mask: string | null | undefined): string | undefined {
  const last4 = /(\d{4})\D*$/.exec(mask ?? '')?.[1];
  return last4 ? `•••• ${last4}` : undefined;
}

/**
 * 'Сохранённой картой •••• 4242' (the method's label): here beside the mask, not only in the checkout's
 * texts table, so the cabinet's pickers name a saved card without loading that table (issue 35).
 */
export const savedCardText = (mask: string | undefined): string => (mask ? `Сохранённой картой ${mask}` : 'Сохранённой картой');
