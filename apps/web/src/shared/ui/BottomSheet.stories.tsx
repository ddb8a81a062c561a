import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { BottomSheet } from './BottomSheet';
import { Button } from './Button';

/** The bottom sheet (personal-cabinet §2.6): a downward swipe over 70 px closes it. */
function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Открыть
      </Button>
      <BottomSheet open={open} title="Разделы кабинета" onClose={() => setOpen(false)}>
        <p>Содержимое листа</p>
      </BottomSheet>
    </div>
  );
}

const meta = { title: 'Design system/Bottom sheet', render: () => <Demo /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const SwipeDownCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Разделы кабинета' });
    const title = within(sheet).getByRole('heading', { name: 'Разделы кабинета' });
    // 60 px: not enough.
    fireEvent.pointerDown(title, { clientY: 100 });
    fireEvent.pointerMove(title, { clientY: 160 });
    fireEvent.pointerUp(title, { clientY: 160 });
    await expect(sheet).toBeVisible();
    await expect(within(sheet).getByText('Содержимое листа')).toBeVisible();
    // 71 px: closes.
    fireEvent.pointerDown(title, { clientY: 100 });
    fireEvent.pointerUp(title, { clientY: 171 });
    await waitFor(() => expect(sheet).not.toBeVisible());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Разделы кабинета' });
    await expect(within(sheet).getByRole('button', { name: 'Закрыть' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(sheet).not.toBeVisible());
  },
};
