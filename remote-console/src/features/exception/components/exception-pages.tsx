import { ExceptionView } from '../../../components/exception-view';

// The 403, 404 and 500 example pages of the menu; the layout and the notice pages show the same views where a page
// is refused or missing.

export function Exception403() {
  return <ExceptionView status="403" />;
}

export function Exception404() {
  return <ExceptionView status="404" />;
}

export function Exception500() {
  return <ExceptionView status="500" />;
}
