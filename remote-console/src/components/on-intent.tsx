import { type RetryableOnce, retryableOnce } from '@site/shared/core';
import {
  type ComponentType,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/** How the visitor reached for a control while its code loaded: the loaded control carries it on. */
export interface Reach {
  /** The stand-in was pressed: the real trigger is pressed once it is there. */
  defaultOpen?: boolean;
  /** The stand-in had the focus: the control's trigger takes it over. */
  focusTrigger?: boolean;
}

/** What a stand-in puts on its button: a hover, a focus or a press loads the control. */
export interface StandInProps {
  onPointerEnter: () => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
  'aria-expanded': false;
}

/**
 * A control whose overlay (a menu, a popover, a drawer: their state machines, positioning, focus trap and dismissal,
 * a quarter of a console page's UI code) loads when the visitor reaches for it. Until then a stand-in shows: the
 * trigger's own button, in its very look, without the overlay. A press before the code is there opens the control
 * once it is; a focus moves to the real trigger. The page's first load and render carry none of it.
 *
 * The control never takes the stand-in's place while a press on it is under way: a press is a button going down and
 * coming up on the same element, and an element swapped in between gets neither the press nor a click. A person's
 * press lasts about 100 ms, and the code reached for by the hover just before it (or, with the pointer already
 * resting on the button, by the press itself) often arrives within it.
 */
export function onIntent<P extends object>(
  load: () => Promise<ComponentType<P & Reach>>,
  StandIn: ComponentType<P & { standIn: StandInProps }>,
): ComponentType<P> {
  const control = retryableOnce(load);
  return function OnIntent(props: P) {
    const [Loaded, reach] = useOnDemand(control);
    const [pressed, setPressed] = useState(false);
    const [focused, setFocused] = useState(false);
    const press = usePressUnderWay();
    if (Loaded && !press.underWay) return <Loaded {...props} defaultOpen={pressed} focusTrigger={focused} />;

    const standIn: StandInProps = {
      onPointerEnter: reach,
      onPointerDown: (event) => {
        press.start(event);
        reach();
      },
      onFocus: () => {
        setFocused(true);
        reach();
      },
      onBlur: () => setFocused(false),
      onClick: () => {
        setPressed(true);
        press.end();
        reach();
      },
      'aria-expanded': false,
    };
    return <StandIn {...props} standIn={standIn} />;
  };
}

// A press released on its button is followed by the button's click, which ends it; for a touch the browser may send
// that click a task or more after the release. Should none come (a long press that opened the context menu), the
// press counts as over after this long.
const CLICK_AFTER_RELEASE_MS = 1000;

/**
 * Whether a primary press that went down on the stand-in is still under way: until its click, or until it is released
 * elsewhere (dragged off the button: no click follows) or cancelled (a touch that became a scroll).
 */
function usePressUnderWay(): {
  underWay: boolean;
  start: (event: PointerEvent<HTMLElement>) => void;
  end: () => void;
} {
  const [underWay, setUnderWay] = useState(false);
  const stopWatching = useRef<(() => void) | undefined>(undefined);
  const end = useCallback(() => {
    stopWatching.current?.();
    stopWatching.current = undefined;
    setUnderWay(false);
  }, []);
  useEffect(() => () => stopWatching.current?.(), []);

  const start = (event: PointerEvent<HTMLElement>) => {
    if (!event.isPrimary || event.button !== 0) return;
    stopWatching.current?.();
    const button = event.currentTarget;
    let noClick: number | undefined;
    const released = (release: Event) => {
      const onButton =
        release.type === 'pointerup' && release.target instanceof Node && button.contains(release.target);
      if (!onButton) return end();
      window.clearTimeout(noClick);
      noClick = window.setTimeout(end, CLICK_AFTER_RELEASE_MS);
    };
    // On the document, in the capture phase: the release may come anywhere on the page.
    document.addEventListener('pointerup', released, true);
    document.addEventListener('pointercancel', released, true);
    stopWatching.current = () => {
      document.removeEventListener('pointerup', released, true);
      document.removeEventListener('pointercancel', released, true);
      window.clearTimeout(noClick);
    };
    setUnderWay(true);
  };
  return { underWay, start, end };
}

/**
 * Code loaded when asked for: what it loaded once it has (at once when it was loaded before), and the call that asks.
 * A load that fails (offline) leaves it as it was, and the next call tries again.
 */
export function useOnDemand<T>(code: RetryableOnce<T>): [T | undefined, () => void] {
  const [loaded, setLoaded] = useState<T | undefined>(code.value);
  const load = () => {
    code.load().then(
      (value) => setLoaded(() => value),
      () => undefined,
    );
  };
  return [loaded, load];
}

/**
 * For the loaded control's trigger: the visitor's reach carries over to it. A press on the stand-in presses it, so the
 * control opens as a press on it opens it (its own focus handling and positioning); a focus moves to it.
 */
export function useReachedTrigger({ defaultOpen, focusTrigger }: Reach): RefObject<HTMLButtonElement | null> {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (defaultOpen) trigger.current?.click();
    else if (focusTrigger) trigger.current?.focus();
    // Only on mount: this hands the reach over from the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return trigger;
}
