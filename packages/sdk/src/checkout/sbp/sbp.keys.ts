/**
 * The SBP screens left open for an order (the bank chosen, the link): the checkout reads it on load
 * to reopen them, without loading the SBP machine, which loads when it is needed (issue 35).
 */
export const SBP_STORAGE_KEY = (hid: string) => `sbp:${hid}`;
