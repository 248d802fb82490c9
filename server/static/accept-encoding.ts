export type Encoding = 'br' | 'gzip';

/** The encodings a client accepts (q > 0), from its Accept-Encoding header; `*` accepts both. */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  const refused = new Set<string>();
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!(weight > 0)) refused.add(name);
    else if (name === 'br' || name === 'gzip') accepted.add(name);
    else if (name === '*') wildcard = true;
  }
  if (wildcard) for (const name of ['br', 'gzip'] as const) if (!refused.has(name)) accepted.add(name);
  return accepted;
}
