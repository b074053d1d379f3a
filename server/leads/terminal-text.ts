/**
 * Visitor text on the operator's terminal. Escape sequences (ESC, BEL, CSI and the other
 * C0/C1 controls) would let a form field retitle the window, clear the screen or worse,
 * and bidi overrides could reorder what the operator reads: each is shown as a visible
 * symbol instead (C0 as its Control Picture, e.g. ␛; DEL ␡; the rest as �).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    return code === 0x7f ? "\u2421" : "\ufffd";
  });
}

const UNSAFE_IN_JSON = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** JSON.stringify escapes C0 controls but leaves DEL, C1 and bidi overrides raw. */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    UNSAFE_IN_JSON,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
