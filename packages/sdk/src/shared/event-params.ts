/**
 * Event data for a machine's named guards and actions (`params`): an invoked actor's output or
 * error, so a guard or an action never casts `event`.
 */
export const doneOutput = <T>({ event }: { event: { output: T } }) => ({ output: event.output });
export const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
