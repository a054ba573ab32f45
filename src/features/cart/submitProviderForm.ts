/**
 * Leaves for the online payment provider (spec §4 "Payment by redirect"). The
 * provider's HTML is parsed inertly (DOMParser runs no script); only its form's
 * address and fields are copied into a form of our own, which is submitted.
 */
export function submitProviderForm(html: string, doc: Document = document): boolean {
  const source = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  if (!source) return false;
  const form = doc.createElement('form');
  form.method = source.getAttribute('method') ?? 'post';
  form.action = new URL(source.getAttribute('action') ?? '', doc.baseURI).href;
  form.hidden = true;
  source.querySelectorAll('input').forEach((field) => {
    if (!field.name) return;
    const copy = doc.createElement('input');
    copy.type = 'hidden';
    copy.name = field.name;
    copy.value = field.value;
    form.append(copy);
  });
  doc.body.append(form);
  form.submit();
  return true;
}
