/** Built-in text goes into blocks as markup; escaping keeps a translator's `<` or `&` literal. */
export function paragraph(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p>${escaped}</p>`;
}
