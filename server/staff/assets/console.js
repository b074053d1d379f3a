/* global window, document, fetch */
// The staff console's passkey ceremonies (sign-in, registration, re-verification), with
// @simplewebauthn/browser (served as /staff/assets/webauthn.js). Everything else in the
// console is plain HTML forms.
(() => {
  const { startAuthentication, startRegistration, browserSupportsWebAuthn } =
    window.SimpleWebAuthnBrowser;

  async function post(url, body) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(data.error || "The request failed. Try again.");
    return data;
  }

  function say(button, text) {
    const status = button.parentElement.querySelector("[data-passkey-status]");
    if (status) status.textContent = text;
  }

  function showCodes(codes, redirect) {
    const section = document.querySelector("[data-codes-section]");
    const list = section.querySelector("[data-codes]");
    list.replaceChildren(
      ...codes.map((code) => {
        const item = document.createElement("li");
        item.textContent = code;
        return item;
      }),
    );
    section.querySelector("[data-codes-continue]").href = redirect;
    section.hidden = false;
    section.querySelector("h1").focus();
  }

  const flows = {
    async "sign-in"() {
      const { options, challengeId } = await post("/staff/api/sign-in/options", {});
      const response = await startAuthentication({ optionsJSON: options });
      return post("/staff/api/sign-in/verify", { challengeId, response });
    },
    async verify() {
      const { options, challengeId } = await post("/staff/api/verify/options", {});
      const response = await startAuthentication({ optionsJSON: options });
      return post("/staff/api/verify/verify", { challengeId, response });
    },
    async register(button) {
      const endpoint = button.dataset.endpoint;
      const token = document.querySelector("[data-invitation]")?.dataset.invitation;
      const name = document.querySelector("[data-passkey-name]")?.value || "Passkey";
      const { options, challengeId } = await post(`${endpoint}/options`, { token });
      const response = await startRegistration({ optionsJSON: options });
      return post(`${endpoint}/verify`, { token, challengeId, response, name });
    },
  };

  for (const button of document.querySelectorAll("[data-passkey]")) {
    if (!browserSupportsWebAuthn()) {
      say(
        button,
        "This browser cannot use passkeys. Use a recent Chrome, Edge, Safari or Firefox.",
      );
      button.disabled = true;
      continue;
    }
    button.addEventListener("click", async () => {
      button.disabled = true;
      say(button, "Waiting for your passkey…");
      try {
        const result = await flows[button.dataset.passkey](button);
        if (result.codes) {
          say(button, "Passkey created.");
          button.closest("section").hidden = true;
          showCodes(result.codes, result.redirect);
          return;
        }
        say(button, "Done.");
        window.location.assign(button.dataset.next || result.redirect || "/staff");
      } catch (error) {
        say(
          button,
          error.name === "NotAllowedError" ? "Cancelled, or no passkey was chosen." : error.message,
        );
        button.disabled = false;
      }
    });
  }
})();
