type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';

function fieldsOf(container: Element): Field[] {
  return [...container.querySelectorAll<Field>(FIELDS)];
}

function changed(field: Field): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** Sets a value the way typing does, so the page's own state (React's controlled fields) takes it too. */
function enter(field: Field, from: Field): void {
  const isToggle = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
  if (isToggle && from instanceof HTMLInputElement) {
    if (field.checked !== from.checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(field, from.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * The server's first view of a page can be typed into before the page's scripts run; their render replaces it with
 * the same markup. Call before that render; call the function it returns once the page has rendered: what the
 * visitor typed, and where the focus was, move to the same fields of the rendered page.
 */
export function carryOverInput(container: HTMLElement): () => void {
  const before = fieldsOf(container);
  let focused = before.find((field) => field === document.activeElement);
  const onFocus = (event: Event) => {
    focused = before.find((field) => field === event.target);
  };
  container.addEventListener('focusin', onFocus);

  return function restore() {
    container.removeEventListener('focusin', onFocus);
    const after = fieldsOf(container);
    before.forEach((old, index) => {
      const field = after[index];
      // The same field of the same page: same kind, same name.
      if (!field || field.tagName !== old.tagName || field.type !== old.type || field.name !== old.name)
        return;
      if (changed(old)) enter(field, old);
      if (old === focused && (document.activeElement === document.body || !document.activeElement)) {
        field.focus({ preventScroll: true });
        if (field instanceof HTMLInputElement && old instanceof HTMLInputElement) {
          try {
            field.setSelectionRange(old.selectionStart, old.selectionEnd);
          } catch {
            // Inputs such as type="email" have no selection to restore.
          }
        }
      }
    });
  };
}
