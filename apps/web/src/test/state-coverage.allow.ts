/**
 * The leaf states of screen machines that have no story yet (issue 34), by machine: the state
 * coverage test (state-coverage.test.ts) lets these pass and fails on any other leaf without a
 * story. The list may only shrink: a state listed here that gets a story (a story declaring it in
 * `parameters.machineState`), or that is no longer a leaf, fails the test until it is taken out.
 * A machine without child states is listed as ''. Print the current list with `STATE_COVERAGE=allow-list pnpm exec vitest run --project web src/state-coverage.test.ts`.
 *
 * Covered so far: the checkout, the delivery (but its three new-address follow-ups) and SBP (but
 * resuming a kept payment, success and 'try again''s recheck), each state with a story.
 * Everything below is still to do, most visible first: payment (card-form steps are shown by the
 * checkout's stories through the checkout's states), address, customization, then the rest.
 */
export const UNCOVERED: Record<string, string[]> = {
  address: ['form.idle', 'form.debouncing', 'form.searching', 'form.results', 'form.chosen', 'check.settled', 'check.checking', 'check.recreating', 'check.saving', 'check.changing', 'check.reloading'],
  assistPayment: ['loading', 'error', 'empty', 'ready', 'requesting', 'redirecting'],
  autoTips: ['loading', 'ready.idle', 'ready.saving', 'ready.deleting'],
  bonusShop: ['loading', 'error', 'ready.browsing', 'ready.confirming', 'ready.buying', 'ready.refreshing'],
  cabinetRoot: ['tips.rating', 'tips.checkingAutoTips', 'tips.autoTips', 'tips.off', 'onboarding.running', 'onboarding.done', 'filters.closed', 'filters.open', 'filters.off'],
  cardBinding: ['idle', 'binding.creating', 'binding.encrypting', 'binding.charging', 'verifying.asking', 'verifying.retrying', 'processing', 'uncertain', 'awaiting3ds', 'bound', 'failed'],
  cards: ['loading', 'error', 'ready.list', 'ready.adding', 'ready.refreshing', 'ready.confirming', 'ready.activating', 'ready.deleting'],
  catalog: ['loading', 'failed', 'ready'],
  courierRating: ['loading', 'error', 'empty', 'ready.rating.idle', 'ready.rating.submitting', 'ready.rating.closing', 'ready.tip.waiting', 'ready.tip.hidden', 'ready.tip.open', 'ready.tip.paying', 'ready.tip.redirecting', 'ready.tip.paid', 'ready.modal.waiting', 'ready.modal.open', 'ready.modal.off'],
  customization: ['noOrder', 'loading', 'error', 'empty', 'notCustomizable', 'viewing', 'editing.idle', 'editing.saving', 'editing.accepting', 'editing.resetting', 'editing.restoring', 'paying.idle', 'paying.payment', 'accepted'],
  delivery: ['ready.address.reloading', 'ready.address.applyingToAll', 'ready.address.refreshing'],
  emailPopup: ['checking', 'waiting', 'open', 'saving', 'done', 'off'],
  fitness: ['loading', 'error', 'ready.empty', 'ready.list', 'ready.requesting'],
  freeze: ['picking', 'freezing', 'confirmingUnfreeze', 'unfreezing', 'done', 'closed'],
  funnel: ['gate.waiting', 'gate.ready', 'form.resumed', 'form.idle', 'form.creating', 'form.completing', 'form.created.countingDown'],
  giftCertificate: [''],
  homeIcon: ['shown', 'instructions', 'off'],
  invite: ['loading', 'error', 'ready.idle', 'ready.copying', 'ready.copied', 'ready.copyFailed'],
  leaveBanner: ['watchingMouse', 'watchingTouch', 'open.timer.running', 'open.login', 'notShown', 'dismissed', 'expired', 'accepted'],
  login: ['phone', 'sending', 'code', 'checking', 'loggedIn'],
  longate: ['loading', 'error', 'refused', 'ready.view', 'ready.change.idle', 'ready.change.changing', 'ready.pay.idle', 'ready.pay.confirming', 'ready.pay.payment', 'ready.pay.sbp', 'ready.pay.finished', 'ready.cancel.asking', 'ready.cancel.cancelling', 'cancelled'],
  longateBonuses: ['loading', 'error', 'ready'],
  loyalty: ['loading', 'error', 'ready', 'disabled'],
  marketingConfig: ['loading', 'ready.idle', 'ready.reprocessing'],
  menuPage: ['loading', 'error', 'notSold', 'empty', 'shown.idle', 'shown.savingFavorite'],
  newClientProfile: ['loading', 'failed', 'canceled', 'editing', 'saving', 'done'],
  onboarding: ['loading', 'showing', 'finishing', 'segmenting', 'done'],
  orderBlock: [''],
  orderDetail: ['loading', 'error', 'ready.idle', 'ready.changingAutolongation', 'ready.addingDrinks', 'ready.droppingDrinks', 'ready.changingPlan', 'ready.addingOption', 'ready.requestingRecall', 'ready.requestingCall', 'ready.cancel.loadingReasons', 'ready.cancel.reasonsFailed', 'ready.cancel.choosing', 'ready.cancel.submitting', 'cancelled',
    // 1634374 (a cabinet without a reload) added this state without a story.
    'ready.refreshing'],
  ordersList: ['loading', 'error', 'ready.list', 'ready.empty', 'ready.refreshing'], // 'ready.refreshing': 1634374, without a story
  partner: ['loginNeeded', 'loading', 'error', 'invitation', 'accepting', 'invited', 'attached', 'confirmDetach', 'detaching', 'none'],
  payment: ['idle', 'paying.creating', 'paying.encrypting', 'paying.checkingPromo', 'verifying.asking', 'verifying.retrying', 'processing.waiting', 'processing.asking', 'uncertain', 'done', 'failed'],
  paymentResult: ['checking', 'shown', 'recalling', 'recalled', 'processing', 'unknown'],
  preferences: ['loading', 'error', 'ready.idle', 'ready.applying', 'ready.savingPref'],
  productMenu: ['loading', 'shown', 'empty', 'none', 'error'],
  promocode: ['hidden', 'idle', 'loading', 'applied.idle', 'applied.checkingCard', 'removing', 'error'],
  promotion: ['config', 'loading', 'error', 'none', 'ready.idle', 'ready.activating', 'ready.activated'],
  questionnaire: ['loading', 'loadError', 'answering', 'saving', 'finishing', 'finishError', 'final.choosing', 'final.savingMethod', 'final.saved'],
  reservationTimer: ['running.counting', 'expired', 'stopped'],
  sbp: ['resuming', 'success', 'rechecking'],
  settings: ['loading', 'error', 'ready.form.idle', 'ready.form.saving', 'ready.form.failed', 'ready.bmi.none', 'ready.bmi.calculating', 'ready.bmi.shown', 'ready.bmi.failed', 'ready.offer.none', 'ready.offer.asking', 'ready.offer.answering'],
  stopSubscription: ['feedback', 'sendingFeedback', 'confirming', 'stopping', 'done', 'closed'],
  subscribe: ['loading', 'error', 'ready.idle', 'ready.confirmingOrder', 'ready.submitting', 'ready.subscribingOrder', 'done'],
  subscriptionMenu: ['loading', 'error', 'ready.empty', 'ready.list', 'ready.reloading'],
  subscriptions: ['loading', 'error', 'ready.empty', 'ready.list', 'ready.freezing', 'ready.unfreezing', 'ready.stopping'],
  targetDetails: ['loading', 'error', 'notFound', 'shown'],
  wallet: ['loading', 'error', 'ready.idle', 'ready.refreshing', 'ready.loadingMore'],
  weekOverview: ['loading', 'error', 'ready.idle', 'ready.reloading'],
};
