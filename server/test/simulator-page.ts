/**
 * A person at a provider simulator's authorisation page, in the page's own terms: open it, press a button, read
 * where the provider sends the browser. The page's form is read from its HTML, so a test passes only if the page
 * really offers the button.
 */
const entity = (text: string): string =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

const attribute = (tag: string, name: string): string | null => {
  const found = new RegExp(`${name}="([^"]*)"`).exec(tag);
  return found ? entity(found[1] ?? '') : null;
};

export type PageAnswer = { status: number; html: string };

export async function openPage(url: string): Promise<PageAnswer> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** Presses the page's button `name=value` ("person=zhangwei", "decision=decline"): where the redirect goes. */
export async function pressButton(url: string, name: string, value: string): Promise<URL> {
  const { status, html } = await openPage(url);
  if (status !== 200) throw new Error(`the authorisation page answered ${status}:\n${html}`);
  const form = /<form [^>]*>/.exec(html)?.[0] ?? '';
  const action = attribute(form, 'action');
  if (!action) throw new Error(`no form on the page:\n${html}`);
  if (!html.includes(`name="${name}" value="${value}"`))
    throw new Error(`no button ${name}=${value} on the page`);
  const fields = new URLSearchParams();
  for (const input of html.match(/<input type="hidden"[^>]*>/g) ?? [])
    fields.append(attribute(input, 'name') ?? '', attribute(input, 'value') ?? '');
  fields.append(name, value);
  const response = await fetch(new URL(action, url), { method: 'POST', body: fields, redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`the button answered ${response.status}`);
  return new URL(location);
}
