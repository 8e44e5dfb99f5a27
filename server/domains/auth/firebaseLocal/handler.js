/*
 * The script of the local provider's account chooser (accountChooser.ts): asks the provider
 * for an ID token for the account typed in, then posts it to the window that opened this one
 * and closes, as a real provider popup hands its result back. Cancel answers Firebase's
 * "popup closed by user". Served as a file so the page's CSP needs no inline script.
 */
/* global window, document, fetch */
'use strict';

(() => {
  const form = document.getElementById('chooser');
  if (!form) return;
  const { providerId, merchant, origin, endpoint, messageType, failed } = form.dataset;
  const problem = document.getElementById('problem');
  const submit = form.querySelector('button[type="submit"]');

  function answer(message) {
    if (window.opener) window.opener.postMessage({ type: messageType, ...message }, origin);
    window.close();
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    problem.textContent = '';
    submit.disabled = true;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', merchant },
        body: JSON.stringify({ providerId, email: form.elements.email.value, displayName: form.elements.name.value }),
      });
      const body = await response.json();
      if (response.ok && typeof body.idToken === 'string') {
        answer({ idToken: body.idToken });
        return;
      }
    } catch {
      /* shown below */
    }
    problem.textContent = failed;
    submit.disabled = false;
  });

  document
    .getElementById('cancel')
    .addEventListener('click', () => answer({ error: { code: 'auth/popup-closed-by-user' } }));
})();
