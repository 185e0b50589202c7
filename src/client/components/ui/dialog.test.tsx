// @vitest-environment jsdom
/** Dialogs opened from state (no Radix Trigger) give focus back to what had it, nested ones too. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from './alert-dialog';
import { polyfillRadix } from '../../test/stub-fetch';

function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      <Dialog open={outer} onOpenChange={setOuter}>
        <DialogContent>
          <DialogTitle>Outer</DialogTitle>
          <DialogDescription>The prompt</DialogDescription>
          <button type="button" onClick={() => setInner(true)}>
            Save
          </button>
          <Dialog open={inner} onOpenChange={setInner}>
            <DialogContent>
              <DialogTitle>Save to list</DialogTitle>
              <DialogDescription>Pick a list</DialogDescription>
              <input aria-label="List name" />
            </DialogContent>
          </Dialog>
        </DialogContent>
      </Dialog>
    </>
  );
}

function Confirm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>It cannot be undone.</AlertDialogDescription>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

beforeEach(() => polyfillRadix());
afterEach(() => cleanup());

describe('focus after a dialog closes', () => {
  it('goes back to the button that opened it, and to the outer dialog when a nested one closes', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Save to list' })).toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open outer' })).toHaveFocus());
  });

  it('an alert dialog too', async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
  });
});
