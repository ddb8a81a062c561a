/**
 * What a story adds to show its screen on a phone: the smartphone layout (the story's `smartphone`
 * arg, read by its runtime's device port) in the 390 px phone viewport (.storybook/preview.tsx).
 * A story of its own on a phone spreads it (`{ ...onPhone, play: … }`); a desktop story's phone
 * twin is `onPhoneOf(X)`. The state-coverage table counts both as phone stories.
 */
export const onPhone = { args: { smartphone: true }, globals: { viewport: { value: 'phone390', isRotated: false } } } as const;

/** The story `story` on a phone: its args and the smartphone, in the phone viewport. */
export function onPhoneOf<S extends { args?: object | undefined }>(story: S): S & typeof onPhone {
  return { ...story, globals: onPhone.globals, args: { ...story.args, ...onPhone.args } } as S & typeof onPhone;
}
