import { type RetryableOnce, retryableOnce } from '@site/shared/core';
import { type ComponentType, type RefObject, useEffect, useRef, useState } from 'react';

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
    if (Loaded) return <Loaded {...props} defaultOpen={pressed} focusTrigger={focused} />;

    const standIn: StandInProps = {
      onPointerEnter: reach,
      onFocus: () => {
        setFocused(true);
        reach();
      },
      onBlur: () => setFocused(false),
      onClick: () => {
        setPressed(true);
        reach();
      },
      'aria-expanded': false,
    };
    return <StandIn {...props} standIn={standIn} />;
  };
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
