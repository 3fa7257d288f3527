import { createContext, useContext } from 'react';

/**
 * Given by a server render (routes/prerender.tsx), absent in the browser: what a page says about the HTTP status its
 * content stands for, so the server answers with that status and the same markup.
 */
export const PageStatusContext = createContext<((status: number) => void) | null>(null);

/**
 * Rendered by a page that shows that its address names nothing (a notice that does not exist): the server answers
 * it with this status (404 by default), so search engines and link checkers learn it too, while the visitor gets the
 * page's own help. Renders nothing.
 */
export function PageStatus({ code = 404 }: { code?: number }): null {
  const noteStatus = useContext(PageStatusContext);
  // A render on the server is one pass over the tree: this is what a static render has for a side channel.
  noteStatus?.(code);
  return null;
}
