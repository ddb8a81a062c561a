/**
 * Looks for something now and then every `everyMs`, up to `attempts` looks in all: resolves with
 * it once found, `undefined` when it never came. Used by the analytics port's data layer (100 ms,
 * 200 looks) and the second brand's analytics flag (the first look, then 5 retries 1500 ms apart).
 */
export function pollUntil<T>(find: () => T | undefined, attempts: number, everyMs: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    let looks = 0;
    const look = () => {
      const found = find();
      if (found !== undefined) resolve(found);
      else if (++looks >= attempts) resolve(undefined);
      else setTimeout(look, everyMs);
    };
    look();
  });
}
