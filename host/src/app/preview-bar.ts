import { areaLanguage, hostTexts } from '../i18n/host-texts';

// The preview bar is the server's markup, outside the root the application renders into
// (server/src/releases/preview-page.ts), so it shows on every page, static ones included, before any script runs.

function previewBar(): HTMLElement | null {
  return document.querySelector<HTMLElement>('aside.preview-bar');
}

/**
 * The exit goes back to the page the visitor is on. The server wrote the address the page was loaded at; the router
 * has moved since without loading a page, so the form takes the current one as it is sent.
 */
export function keepExitAddress(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.closest('.preview-bar')) return;
      const field = form.elements.namedItem('to');
      if (field instanceof HTMLInputElement) {
        field.value = `${window.location.pathname}${window.location.search}`;
      }
    },
    true,
  );
}

/**
 * The server writes the console's bar in the console's default language, not knowing the one this browser chose (kept
 * in its storage): the bar then speaks the console's locale, as the host's other texts do.
 */
export function localizePreviewBar(): void {
  const bar = previewBar();
  if (!bar) return;
  const language = areaLanguage(bar.dataset.area || undefined);
  if (bar.lang === language) return;
  const texts = hostTexts(language);
  bar.lang = language;
  bar.setAttribute('aria-label', texts.previewLabel);
  const previewing = bar.querySelector('[data-text="previewing"]');
  if (previewing) previewing.textContent = texts.previewing;
  const exit = bar.querySelector('[data-text="exit"]');
  if (exit) exit.textContent = texts.exitPreview;
}
