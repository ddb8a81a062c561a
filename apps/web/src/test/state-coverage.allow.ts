/**
 * The leaf states of screen machines that have no story yet (issue 34), by machine: the state
 * coverage test (state-coverage.test.ts) lets these pass and fails on any other leaf without a
 * story. The list may only shrink: a state listed here that gets a story (a story declaring it in
 * `parameters.machineState`), or that is no longer a leaf, fails the test until it is taken out.
 * A machine without child states is listed as ''. Print the current list with `STATE_COVERAGE=allow-list pnpm exec vitest run --project web src/state-coverage.test.ts`.
 *
 * Covered: the checkout, the delivery and SBP, each state with a story of its own; the payment machine's steps on the checkout
 * (CheckoutPayment.stories.tsx); every state of the cabinet's machines (the root view with its
 * tips and onboarding, courier rating, customisation, cards, e-mail popup, home-screen icon, the
 * new client's profile, the questionnaire, the order, the week), the waiting and failed ones one
 * story each from the rows of test/state-stories.ts; and every state an existing story of another
 * screen shows (declared in that story); the leave banner's states, one story each (LeaveBanner.stories.tsx);
 * the debounces (`address.form.debouncing`, `marketingConfig.ready.reprocessing`) held by a stopped
 * story clock (test/story-clock.ts); the card's encryption held by the story (test/story-cryptogram.ts).
 *
 * Left, and why:
 * - the funnel's two: no story yet.
 */
export const UNCOVERED: Record<string, string[]> = {
  funnel: ['form.resumed', 'form.completing'],
};
