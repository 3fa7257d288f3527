// A visitor reaching for the page: pointing, touching, typing, or moving the focus into it.
const INTENT = ['pointerdown', 'mousemove', 'touchstart', 'keydown', 'focusin'] as const;

// The text fields a form sends itself: typing into them needs no application.
const TEXT_TYPES = new Set(['text', 'password', 'email', 'search', 'tel', 'url', 'number']);

/**
 * A field of a form that the browser posts itself (it names where: its action). Typing into it, and pressing Enter
 * in it, work as well without the application as with it.
 */
export function isSelfPostingField(target: EventTarget | null): boolean {
  const field =
    target instanceof HTMLInputElement && TEXT_TYPES.has(target.type)
      ? target
      : target instanceof HTMLTextAreaElement
        ? target
        : null;
  return Boolean(field?.form?.hasAttribute('action'));
}

export interface WhenWantedOptions {
  /** How long a page left alone waits after loading before it starts by itself. */
  quietAfterLoadMs: number;
  /** How long a pause in typing into a self-posting form must be before the start. */
  typingPauseMs: number;
}

/**
 * Resolves when the visitor reaches for the page (or resizes it), or once it has been quiet for a moment after
 * loading. Typing into a form that posts itself does not count, until the typing pauses: starting the application
 * (its code loaded, run and hydrated) would only make each keystroke wait behind it, and the form is sent as well
 * without it. Any other reach starts it at once.
 */
export function whenWanted(
  { quietAfterLoadMs, typingPauseMs }: WhenWantedOptions,
  win: Window = window,
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let pause: ReturnType<typeof setTimeout> | undefined;
    const options = { capture: true, passive: true };
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(pause);
      for (const type of INTENT) win.removeEventListener(type, reached, options);
      win.removeEventListener('resize', go, options);
      win.removeEventListener('load', whenIdle);
      resolve();
    };
    const reached = (event: Event) => {
      if (!isSelfPostingField(event.target)) {
        go();
        return;
      }
      clearTimeout(pause);
      pause = setTimeout(go, typingPauseMs);
    };
    const whenIdle = () =>
      setTimeout(() => {
        // Someone typing now keeps the page as it is: the pause starts it.
        if (done || pause !== undefined) return;
        (win.requestIdleCallback ?? ((run: () => void) => setTimeout(run)))(go);
      }, quietAfterLoadMs);
    for (const type of INTENT) win.addEventListener(type, reached, options);
    win.addEventListener('resize', go, options);
    if (win.document.readyState === 'complete') whenIdle();
    else win.addEventListener('load', whenIdle, { once: true });
  });
}
