/** Data for the page as a JSON <script> element; "<" is escaped so no text in the data can close the element. */
export function jsonDataTag(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}
