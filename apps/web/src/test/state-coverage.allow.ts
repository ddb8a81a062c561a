/**
 * The leaf states of screen machines that have no story yet (issue 34), by machine: the state
 * coverage test (state-coverage.test.ts) lets these pass and fails on any other leaf without a
 * story. The list may only shrink: a state listed here that gets a story (a story declaring it in
 * `parameters.machineState`), or that is no longer a leaf, fails the test until it is taken out.
 * A machine without child states is listed as ''. Print the current list with `STATE_COVERAGE=allow-list pnpm exec vitest run --project web src/state-coverage.test.ts`.
 *
 * Covered: the checkout, the delivery and SBP (but `resuming`, a
 * storage read no screen waits on), each state with a story of its own; and every
 * state an existing story of another screen shows (declared in that story). Still to do, most
 * visible first: the payment machine's steps (the checkout's stories show them through the
 * checkout's states), address, customization, the cabinet's errors and in-flight states.
 * orderDetail's and ordersList's 'ready.refreshing' came with 1634374 (a cabinet without a reload).
 */
export const UNCOVERED: Record<string, string[]> = {
  address: ['form.debouncing', 'form.searching', 'check.checking', 'check.recreating', 'check.saving', 'check.changing', 'check.reloading'],
  assistPayment: ['error', 'requesting', 'redirecting'],
  autoTips: ['loading', 'ready.saving', 'ready.deleting'],
  cabinetRoot: ['tips.rating', 'tips.checkingAutoTips', 'onboarding.running'],
  cardBinding: [
    'binding.creating',
    'binding.encrypting',
    'binding.charging',
    'verifying.retrying',
    'processing',
    'uncertain',
    'awaiting3ds',
    'bound',
  ],
  cards: ['ready.refreshing'],
  catalog: ['loading'],
  courierRating: [
    'loading',
    'error',
    'empty',
    'ready.rating.idle',
    'ready.rating.submitting',
    'ready.rating.closing',
    'ready.tip.paying',
    'ready.modal.waiting',
  ],
  customization: [
    'error',
    'notCustomizable',
    'editing.saving',
    'editing.accepting',
    'editing.resetting',
    'editing.restoring',
    'paying.idle',
    'paying.payment',
    'accepted',
  ],
  emailPopup: ['checking', 'waiting', 'open', 'saving', 'off'],
  freeze: ['freezing', 'unfreezing', 'done', 'closed'],
  funnel: ['form.resumed', 'form.completing'],
  homeIcon: ['shown', 'instructions', 'off'],
  invite: ['ready.copying'],
  leaveBanner: ['watchingMouse', 'watchingTouch', 'open.timer.running', 'notShown', 'dismissed', 'expired', 'accepted'],
  login: ['sending', 'checking', 'loggedIn'],
  marketingConfig: ['ready.reprocessing'],
  menuPage: ['error', 'shown.savingFavorite'],
  newClientProfile: ['failed', 'done'],
  onboarding: ['loading', 'finishing', 'segmenting', 'done'],
  orderDetail: [
    'error',
    'ready.refreshing',
    'ready.changingAutolongation',
    'ready.addingDrinks',
    'ready.droppingDrinks',
    'ready.changingPlan',
    'ready.addingOption',
    'ready.requestingRecall',
    'ready.requestingCall',
    'ready.cancel.loadingReasons',
    'ready.cancel.reasonsFailed',
    'ready.cancel.submitting',
    'cancelled',
  ],
  ordersList: ['error', 'ready.refreshing'],
  payment: [
    'paying.creating',
    'paying.encrypting',
    'paying.checkingPromo',
    'verifying.asking',
    'verifying.retrying',
    'processing.waiting',
    'processing.asking',
    'uncertain',
  ],
  paymentResult: ['checking', 'recalling', 'recalled', 'processing'],
  preferences: ['error', 'ready.applying', 'ready.savingPref'],
  productMenu: ['empty', 'error'],
  promocode: ['loading', 'applied.idle', 'applied.checkingCard', 'removing'],
  promotion: ['loading', 'error', 'ready.activating'],
  questionnaire: ['loadError', 'saving', 'finishing', 'finishError', 'final.choosing', 'final.savingMethod'],
  reservationTimer: ['stopped'],
  sbp: ['resuming'],
  skipDelivery: ['loading', 'failed', 'unavailable', 'saving', 'done'],
  stopSubscription: ['sendingFeedback', 'stopping', 'done', 'closed'],
  subscribe: ['error', 'ready.confirmingOrder', 'ready.subscribingOrder', 'done'],
  subscriptionMenu: ['error', 'ready.reloading'],
  subscriptions: ['error'],
  targetDetails: ['error'],
  weekOverview: ['ready.reloading'],
};
