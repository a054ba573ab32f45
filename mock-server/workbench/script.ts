/**
 * The control page's only script, served as /__mock/workbench.js: it sends each form as JSON to
 * the /__mock endpoint the form names, shows the envelope's message, re-renders the page, copies
 * codes, and refreshes the outbox and scenarios every 2 s. Plain ES2020, no build step.
 */
export const LIVE_REFRESH_MS = 2000;

export const workbenchScript = `(() => {
  const language = document.body.dataset.language;
  const page = '/__mock/?language=' + language;
  const last = {};
  const announce = (text, isError) => {
    const status = document.getElementById('status');
    status.textContent = text;
    status.className = isError ? 'error' : '';
  };
  async function refresh(part) {
    const response = await fetch(part ? page + '&part=' + part : page);
    const html = await response.text();
    if (!part) {
      const fresh = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
      document.querySelector('main').replaceWith(fresh);
      return;
    }
    const target = document.querySelector('[data-live="' + part + '"]');
    // Replaced only when it changed, so a focused button keeps its focus between refreshes.
    if (target && last[part] !== html) {
      target.innerHTML = html;
      last[part] = html;
    }
  }
  function bodyOf(form) {
    const body = {};
    for (const field of form.elements) {
      if (!field.name) continue;
      if (field.type === 'checkbox') body[field.name] = field.checked ? 1 : 0;
      else if (field.value !== '')
        body[field.name] = field.hasAttribute('data-number') ? Number(field.value) : field.value;
    }
    return body;
  }
  document.addEventListener('submit', async (event) => {
    const form = event.target.closest('form[data-url]');
    if (!form) return;
    event.preventDefault();
    if (form.dataset.confirm && !window.confirm(form.dataset.confirm)) return;
    const method = form.dataset.method;
    const response = await fetch(form.dataset.url + '?language=' + language, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'DELETE' ? undefined : JSON.stringify(bodyOf(form)),
    });
    const answer = await response.json().catch(() => ({}));
    await refresh();
    if (response.ok && answer.code === 1) announce(document.body.dataset.done, false);
    else announce(answer.msg || String(response.status), true);
  });
  document.addEventListener('click', async (event) => {
    const button = event.target.closest('[data-copy]');
    if (!button) return;
    await navigator.clipboard.writeText(button.dataset.copy);
    announce(document.body.dataset.copied + ' ' + button.dataset.copy, false);
  });
  const live = () => Promise.all([refresh('outbox'), refresh('scenarios')]).catch(() => {});
  live();
  setInterval(live, ${LIVE_REFRESH_MS});
})();
`;
