'use client';

import { useEffect, useState } from 'react';

/**
 * The floor's one interactive control, for bench/interaction.mjs: marks hydration on <html> as the
 * site does (components/layout/hydration-mark) and answers a tap, so the site's first tap and its
 * time to hydration have a reference.
 */
export function Tap({ label }: { label: string }) {
  const [taps, setTaps] = useState(0);
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <button type="button" data-tap onClick={() => setTaps((n) => n + 1)}>
      {label} {taps}
    </button>
  );
}
