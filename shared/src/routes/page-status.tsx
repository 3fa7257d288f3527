import { createContext, useContext } from 'react';

/** What a server render notes while it renders a page: the HTTP status the page's content stands for. */
export interface PageStatusNote {
  status?: number;
}

/**
 * Given by a server render (routes/prerender.tsx), absent in the browser: a page tells the server what it shows,
 * and the server answers with that status and the same markup.
 */
export const PageStatusContext = createContext<PageStatusNote | null>(null);

/**
 * Rendered by a page that shows that its address names nothing (a notice that does not exist): the server answers
 * it with this status (404 by default), so search engines and link checkers learn it too, while the visitor gets the
 * page's own help. Renders nothing.
 */
export function PageStatus({ code = 404 }: { code?: number }): null {
  const note = useContext(PageStatusContext);
  // A render on the server is one pass over the tree: noting it here is what a static render has for a side channel.
  if (note) note.status = code;
  return null;
}
