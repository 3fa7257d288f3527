import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Children that wait until the page around them has painted: panels below a page's first screen do not hold back
 * what is on it (on the workplace, their rendering and styles were about a fifth of the first render). Until then a
 * placeholder of about their height keeps the page's length, so a visitor who scrolls early does not jump.
 */
export function AfterFirstPaint({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame paints the rest of the page; the panels render in a task after it, as a transition that a
    // visitor's input interrupts.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : <div style={{ minHeight }} />;
}
