import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** Each test starts with the menu's code not yet loaded, as on a page's first load. */
let menu: typeof import('@/components/ui/dropdown-menu');
beforeEach(async () => {
  vi.resetModules();
  menu = await import('@/components/ui/dropdown-menu');
});

function Menu({ onShare }: { onShare: () => void }) {
  const { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } = menu;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button aria-label="Share">Share</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onShare}>Copy link</DropdownMenuItem>
        <DropdownMenuItem>Share on Twitter</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('menus loaded on first use', () => {
  it('shows a closed menu button before its code is there, then opens on a click', async () => {
    const onShare = vi.fn();
    render(<Menu onShare={onShare} />);
    const trigger = screen.getByRole('button', { name: 'Share' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    expect(onShare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });

  it('opens from the keyboard and gives focus back to the button on Escape', async () => {
    render(<Menu onShare={() => {}} />);
    screen.getByRole('button', { name: 'Share' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // The rest of the page is hidden from assistive technology while the menu is open.
    expect(screen.getByRole('button', { name: 'Share', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });
});

function Confirm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Delete this post?</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
          <input aria-label="Reason" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('dialogs loaded on first use', () => {
  it('renders nothing while closed, then opens with its title, description and focus inside', async () => {
    render(<Confirm />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
