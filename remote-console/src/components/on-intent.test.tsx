import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { type Reach, type StandInProps, onIntent, useReachedTrigger } from './on-intent';

// jsdom has no pointer events: a mouse event that says whether its pointer is the primary one stands in for them.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.isPrimary = init.isPrimary ?? false;
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

/** A menu as the loaded control: a trigger that toggles a list. */
function Menu({ label, defaultOpen, focusTrigger }: { label: string } & Reach) {
  const [open, setOpen] = useState(false);
  const trigger = useReachedTrigger({ defaultOpen, focusTrigger });
  return (
    <>
      <button ref={trigger} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && <ul role="menu" aria-label={label} />}
    </>
  );
}

function StandIn({ label, standIn }: { label: string; standIn: StandInProps }) {
  return (
    <button type="button" data-stand-in="" {...standIn}>
      {label}
    </button>
  );
}

/** A control whose code arrives when the test says so, and how often it was asked for. */
function controlLoadedBy() {
  let deliver!: () => void;
  let fail!: () => void;
  const asked = jest.fn(
    () =>
      new Promise<typeof Menu>((resolve, reject) => {
        deliver = () => resolve(Menu);
        fail = () => reject(new Error('offline'));
      }),
  );
  const Control = onIntent<{ label: string }>(asked, StandIn);
  return { Control, asked, deliver: () => act(async () => deliver()), fail: () => act(async () => fail()) };
}

describe('onIntent', () => {
  it('shows the stand-in without loading anything, and the control once the pointer reaches it', async () => {
    const { Control, asked, deliver } = controlLoadedBy();
    render(<Control label="Language" />);
    expect(asked).not.toHaveBeenCalled();
    const standIn = screen.getByRole('button', { name: 'Language' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');

    fireEvent.pointerEnter(standIn);
    expect(asked).toHaveBeenCalledTimes(1);
    await deliver();
    expect(screen.getByRole('button', { name: 'Language' })).not.toHaveAttribute('data-stand-in');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the control once loaded when the stand-in was pressed meanwhile', async () => {
    const { Control, asked, deliver } = controlLoadedBy();
    render(<Control label="Language" />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(asked).toHaveBeenCalledTimes(1);
    await deliver();
    expect(screen.getByRole('menu', { name: 'Language' })).toBeInTheDocument();
  });

  it('hands the focus the stand-in had over to the real trigger', async () => {
    const { Control, deliver } = controlLoadedBy();
    render(<Control label="Language" />);
    const standIn = screen.getByRole('button', { name: 'Language' });
    act(() => standIn.focus());
    await deliver();
    const trigger = screen.getByRole('button', { name: 'Language' });
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveFocus();
  });

  it('keeps the stand-in when the code cannot be fetched, and tries again at the next reach', async () => {
    const { Control, asked, fail, deliver } = controlLoadedBy();
    render(<Control label="Language" />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Language' }));
    await fail();
    expect(screen.getByRole('button', { name: 'Language' })).toHaveAttribute('data-stand-in');

    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(asked).toHaveBeenCalledTimes(2);
    await deliver();
    expect(screen.getByRole('menu', { name: 'Language' })).toBeInTheDocument();
  });

  it('renders the control at once where its code was loaded before (another page, another instance)', async () => {
    const { Control, deliver } = controlLoadedBy();
    const first = render(<Control label="Language" />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Language' }));
    await deliver();
    first.unmount();
    render(<Control label="Help" />);
    expect(screen.getByRole('button', { name: 'Help' })).not.toHaveAttribute('data-stand-in');
  });

  it('does not swap the stand-in while a press on it is under way: the press ends on it, and opens the control', async () => {
    const { Control, asked, deliver } = controlLoadedBy();
    render(<Control label="Language" />);
    const standIn = screen.getByRole('button', { name: 'Language' });
    // The pointer rested on the button: the press is the first reach.
    fireEvent.pointerDown(standIn, { button: 0, isPrimary: true });
    expect(asked).toHaveBeenCalledTimes(1);
    await deliver();
    expect(screen.getByRole('button', { name: 'Language' })).toBe(standIn);
    fireEvent.pointerUp(standIn, { button: 0, isPrimary: true });
    fireEvent.click(standIn);
    await act(async () => undefined);
    expect(screen.getByRole('menu', { name: 'Language' })).toBeInTheDocument();
  });

  it('takes the control in once a press dragged off the stand-in is released, without opening it', async () => {
    const { Control, deliver } = controlLoadedBy();
    render(<Control label="Language" />);
    const standIn = screen.getByRole('button', { name: 'Language' });
    fireEvent.pointerDown(standIn, { button: 0, isPrimary: true });
    await deliver();
    fireEvent.pointerUp(document.body, { button: 0, isPrimary: true });
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Language' })).not.toHaveAttribute('data-stand-in');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
