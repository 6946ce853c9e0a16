// A prerendered page (src/app/prerender.tsx) takes input before the app starts. Fields the app leaves alone keep what
// was typed into them; a controlled field (its value in state) would be emptied by its first render, so its state
// starts from what was typed instead.

let typed = new Map<string, string>();

/** Notes what the page's fields hold, just before the app's first render. */
export function noteTypedInput() {
  typed = new Map(
    [...document.querySelectorAll<HTMLInputElement>('#root[data-prerendered] input[name]')].map((field) => [
      field.name,
      field.value,
    ]),
  );
}

/** What was typed into the field `name` before the app started: once, for the screen's first render. */
export function typedBeforeStart(name: string): string {
  const value = typed.get(name) ?? '';
  typed.delete(name);
  return value;
}
