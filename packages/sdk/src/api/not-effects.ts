/**
 * Every call that is not a GET and not declared with `effect`, with why a lost answer and a second
 * press are harmless: it only reads; it sets a state to what it sends (a second run leaves the same
 * state); it is done once and a second run answers success without doing it again; it is a log or a
 * login step; or it is a request to be called back. A new call that writes anything is declared an
 * effect (then the fault matrix asks for its row) or added here with its reason: the first test fails
 * otherwise, so no mutating call slips by the effect mechanism. `effects-matrix/repeat.test.ts` tests each reason: a
 * second call with the same body leaves the sandbox's state as the first left it.
 */
const READS = 'only reads (a POST for its body)';
const SETS = 'sets a state to what it sends: a second run leaves the same state';
const ONCE = 'a second run answers success and changes nothing (sandbox: the same answer)';
const LOG = 'a log or an analytics event: a repeat changes nothing the customer sees';
const AUTH = 'a login step: a repeat asks or answers the same session';
const CALL_BACK = 'a request to be called back, counted per order or phone: no money, nothing created the customer sees';
const UNSENT = 'declared for the spec, sent by no machine: declare it an effect (and its matrix row) before a machine sends it';
export const NOT_EFFECTS: Readonly<Record<string, string>> = {
  'POST address-suggest/suggest': READS,
  'POST dadata/address': READS,
  'POST deliveries/address/intervals': READS,
  'POST deliveries/check-address': READS,
  'POST menu/goals': READS,
  'POST menu/goals/detox': READS,
  'POST menu/order': READS,
  'POST customization-info/menu': READS,
  'POST customization-info/menu-no-auth': READS,
  'POST client-details/calculate': READS,
  'POST orders/check-card-compatible-with-promo': READS,
  'POST orders/show-for-longate': 'reads the extension to show',
  'POST payments/check-sbp-status': 'the state call of an SBP payment',
  'POST payments/get-client-card': 'the state call of a card binding',
  'POST orders/checkout': 'answers the order as it is (a step of the checkout): no money, nothing created',
  'POST payments/set-payment-data': 'the SBP bank choice of an open payment',
  'POST client-profile-set': SETS,
  'POST client-details/update-details': SETS,
  'POST client-details/update-last-filter': SETS,
  'POST client-agreements': SETS,
  'POST clients/addresses/fields': 'sets a saved address’s flat',
  'POST segmentations/set': SETS,
  'POST cards/active': 'sets which saved card is the active one',
  'POST orders/set-filter': SETS,
  'POST orders/change-autolongate': 'a switch on an existing order',
  'POST orders/update-price-plan': SETS,
  'POST orders/update-subscription': SETS,
  'POST orders/update-first-delivery-date': SETS,
  'POST orders/apply-promo': 'sets the order’s promo code (the same code again: the same discount, never twice)',
  'POST deliveries/update-address': 'sets a delivery’s address to a saved one',
  'POST deliveries/update-date': 'sets a delivery’s date and interval',
  'POST deliveries/update-deliveries': SETS,
  'POST deliveries/set-session': SETS,
  'POST deliveries/safe-delivery-info': SETS,
  'POST orders/confirm-task': 'sets the delivery task’s option',
  'POST orders/custom': 'sets one meal of a draft (a draft change, not the order until accepted)',
  'POST orders/remove-item-from-custom': 'takes one meal off a draft',
  'POST api/v1/lk/order/update': 'sets the customised menu (answers success only)',
  'POST prefs/': 'sets a dish’s favourite / stop-list mark',
  'POST prefs/full': SETS,
  'POST questionnaire/save-answer': SETS,
  'POST questionnaire/save-communication-method': SETS,
  'POST questionnaire/update-status': SETS,
  'POST email-fill-popup': 'sets the profile’s email (the same promo code answered again)',
  'POST rating-tasks/{task_id}': 'sets a courier’s stars',
  'POST orders/forgot-to-order': 'sets the reminder for a phone (one per phone)',
  'POST partner/confirm': 'the same invitation again answers success',
  'POST partner/detach': ONCE,
  'DELETE tips/templates/delete': 'deletes (a second run answers success: the template is gone either way)',
  'POST orders/confirm-task/cancel': 'removes the delivery task (a second run answers the order without it)',
  'POST orders/feedback-for-cancel': 'the reason before orders/cancel (kept once per order)',
  'POST client-subscriptions/feedback-for-stop': 'the reason before client-subscriptions/stop',
  'POST client-details/confirm-cancellation-info': 'a flag on the profile (a second run answers success)',
  'POST prefs/delete': 'a dish off the favourites or the stop-list (answers the list either way)',
  'POST api/v1/lk/order/cancel-attempt': 'ends a customisation attempt (a draft), not the order',
  'POST orders/add-custom-menu': 'opens a draft',
  'POST orders/accept-draft': 'a second run finds no draft and changes nothing',
  'POST orders/drop': 'drops the draft and the accepted changes: a second run finds none',
  'POST orders/drop-unaccepted': 'drops the draft: a second run finds none',
  'POST orders/drop-drinks': 'takes the added drinks off: a second run finds none',
  'POST orders/force-confirm': ONCE,
  'POST deliveries/confirm': ONCE,
  'POST onboarding/hints/complete': ONCE,
  'POST onboarding/hints/skip': ONCE,
  'POST rating-tasks/close/{id}': ONCE,
  'POST analytics/cleverdata-send': LOG,
  'POST analytics/data-import': LOG,
  'POST analytics/dimensions': LOG,
  'POST analytics/event': LOG,
  'POST debug/landing-phone-input-log': LOG,
  'POST orders/track-activity': LOG,
  'POST authentication/send-sms': 'sends a login code (a second run sends a code again; nothing kept)',
  'POST authentication/login': 'a login step: a repeat opens another session of the same client (a token; nothing the customer sees)',
  'POST authentication/check-sms': AUTH,
  'POST authentication/check-token': AUTH,
  'POST authentication/logout': AUTH,
  'POST efst': 'a front-SMS token (a new one each run; nothing the customer sees)',
  'POST callback': CALL_BACK,
  'POST callback-by-entity': CALL_BACK,
  'POST orders/call-me': CALL_BACK,
  'POST orders/recall-request': CALL_BACK,
  'POST orders/recall-request-for-new-order/': CALL_BACK,
  'POST client-subscriptions/recall-request-for-promotional-code-in-sports-club': CALL_BACK,
  'POST for-suppliers': CALL_BACK,
  'POST sms/mobile-app': 'an SMS with the app’s link',
  'POST clients/addresses': UNSENT,
  'POST orders/pseudo-order': UNSENT,
};

/**
 * Rows whose repeat is known to change the sandbox's state (`effects-matrix/repeat.test.ts` asserts they still do,
 * so a fixed row must leave this list): a second `clients/addresses` adds the address again (sent by
 * no machine yet). The `payments/for-*` calls, which opened a second payment, are effects now.
 */
export const REPEAT_CHANGES_STATE: Readonly<Record<string, string>> = {
  'POST clients/addresses': 'the address added again',
};
