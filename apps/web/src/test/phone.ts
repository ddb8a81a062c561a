/**
 * What a story adds to show its screen on a phone: the smartphone layout (the story's `smartphone`
 * arg, read by its runtime's device port) in the 390 px phone viewport (.storybook/preview.tsx),
 * e.g. `export const XOnPhone: Story = { ...X, ...onPhone }`; the state-coverage table counts it
 * as a phone story.
 */
export const onPhone = { args: { smartphone: true }, globals: { viewport: { value: 'phone390', isRotated: false } } } as const;
