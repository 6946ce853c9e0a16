// A plain page for a link mailed to someone (a digest's unsubscribe, a decision's appeal): no app, no script,
// readable in any mail client's browser.

export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page; `language` marks its language and direction (English unless said). */
export const plainPage = (
  title: string,
  body: string,
  language: { language: string; dir: 'ltr' | 'rtl' } = { language: 'en', dir: 'ltr' },
) => `<!doctype html>
<html lang="${language.language}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Wishlist</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #2a2230; }
  button { font: inherit; min-height: 44px; padding: 0 1.25rem; border: 0; border-radius: 999px; background: #d6225a; color: #fff; }
  a { color: #d6225a; }
  textarea { display: block; width: 100%; margin: 0.25rem 0 1rem; font: inherit; }
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>
`;
