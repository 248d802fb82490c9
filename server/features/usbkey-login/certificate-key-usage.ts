/**
 * Whether a certificate's keyUsage extension (RFC 5280 4.2.1.3) allows digitalSignature, read from its DER:
 * node:crypto exposes the extended key usage but not these bits. The certificate has already been parsed by
 * OpenSSL (X509Certificate), so this walks a well-formed structure; anything unexpected reads as not allowed.
 */

/** One DER element: its tag and where its contents start and end in the buffer. */
type Element = { tag: number; start: number; end: number };

const SEQUENCE = 0x30;
const EXTENSIONS = 0xa3; // tbsCertificate's [3] EXPLICIT Extensions
const OID = 0x06;
const OCTET_STRING = 0x04;
const BIT_STRING = 0x03;
/** 2.5.29.15, id-ce-keyUsage, as its OID's contents. */
const KEY_USAGE = Buffer.from([0x55, 0x1d, 0x0f]);
/** digitalSignature is bit 0: the first byte's highest bit. */
const DIGITAL_SIGNATURE = 0x80;

function elementAt(der: Buffer, at: number, limit: number): Element | null {
  const tag = der[at];
  const first = der[at + 1];
  if (tag === undefined || first === undefined) return null;
  let length = first;
  let start = at + 2;
  if (first & 0x80) {
    const bytes = first & 0x7f;
    if (bytes < 1 || bytes > 4) return null;
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + (der[start + i] ?? 0);
    start += bytes;
  }
  const end = start + length;
  return end <= limit ? { tag, start, end } : null;
}

function childrenOf(der: Buffer, parent: Element): Element[] {
  const children: Element[] = [];
  for (let at = parent.start; at < parent.end;) {
    const child = elementAt(der, at, parent.end);
    if (!child) return [];
    children.push(child);
    at = child.end;
  }
  return children;
}

/** The keyUsage extension's BIT STRING contents (unused-bits byte, then the bits); null: no such extension. */
function keyUsageBits(der: Buffer): Buffer | null {
  const certificate = elementAt(der, 0, der.length);
  const tbs = certificate?.tag === SEQUENCE ? childrenOf(der, certificate)[0] : undefined;
  const extensions = tbs ? childrenOf(der, tbs).find((e) => e.tag === EXTENSIONS) : undefined;
  const list = extensions ? childrenOf(der, extensions)[0] : undefined;
  for (const extension of list ? childrenOf(der, list) : []) {
    const [id, ...rest] = childrenOf(der, extension);
    if (id?.tag !== OID || !der.subarray(id.start, id.end).equals(KEY_USAGE)) continue;
    const value = rest.find((e) => e.tag === OCTET_STRING);
    const bits = value && elementAt(der, value.start, value.end);
    return bits?.tag === BIT_STRING ? der.subarray(bits.start, bits.end) : Buffer.alloc(0);
  }
  return null;
}

/** No keyUsage extension (any use allowed), or one with digitalSignature set. */
export function allowsDigitalSignature(der: Buffer): boolean {
  const bits = keyUsageBits(der);
  if (bits === null) return true;
  return ((bits[1] ?? 0) & DIGITAL_SIGNATURE) !== 0;
}
