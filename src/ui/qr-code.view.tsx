import encodeQR from 'qr';
import { useMemo } from 'react';

/**
 * A QR code drawn as SVG from the library's module matrix: one path, no markup strings (so nothing passes
 * the Trusted Types policy). The quiet zone is 4 modules, as ISO/IEC 18004 asks. Each module is a whole
 * number of pixels near `size` in all: a camera (or a screenshot's reader) gets sharp edges, no blurred ones.
 */
export function QrCode({
  value,
  label,
  size = 208,
  hidden = false,
}: {
  value: string;
  label: string;
  size?: number;
  /** A code that is no longer the one to scan (shown faded): out of the accessibility tree. */
  hidden?: boolean;
}) {
  const { path, modules } = useMemo(() => {
    const matrix = encodeQR(value, 'raw', { ecc: 'medium', border: 4 });
    const d = matrix.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
    return { path: d, modules: matrix.length };
  }, [value]);
  const side = modules * Math.max(3, Math.round(size / modules));
  return (
    <svg
      role={hidden ? undefined : 'img'}
      aria-label={hidden ? undefined : label}
      aria-hidden={hidden || undefined}
      width={side}
      height={side}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
