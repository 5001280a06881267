/**
 * What a person looking at a page would call broken in its layout, measured in the page at its
 * current scroll position (e2e/visual-checks.spec.ts scrolls through it and calls this at each
 * position): tappable elements on top of each other, text or pictures cut off by a box, a page wider
 * than the window, pictures blown up beyond their pixels. Runs in the browser through
 * page.evaluate, so everything it needs is inside the one function.
 */
export type LayoutProblem = {
  kind: 'overlap' | 'covered' | 'clipped' | 'too wide' | 'upscaled';
  text: string;
};

export type LayoutScope = {
  /**
   * A selector: only what is inside it counts (an open dialog or the cookie banner, over a page
   * that is inert or passes under it); null, the whole page.
   */
  only: string | null;
  /** How much a picture may be enlarged beyond its own pixels (device pixels per image pixel). */
  maxUpscale: number;
  /**
   * The part of the window (in CSS px from its top) whose tappable elements are checked here: the
   * middle, where a visitor scrolls what they want to tap (a sticky header or a floating button may
   * cover what passes under it); at the top and the end of the page, the rest too.
   */
  band: { top: number; bottom: number };
};

export async function layoutProblemsInView({
  only,
  maxUpscale,
  band,
}: LayoutScope): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = [];
  const INTERACTIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
  const root: ParentNode = (only && document.querySelector(only)) || document;
  const viewWidth = window.innerWidth;
  const viewHeight = window.innerHeight;

  /** `<tag> "text" (a > short > selector > path)`: enough to find the element. */
  const describe = (element: Element): string => {
    const text = (
      (element as HTMLElement).innerText ||
      element.getAttribute('aria-label') ||
      element.getAttribute('alt') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    const steps: string[] = [];
    for (
      let node: Element | null = element;
      node && node !== document.body && steps.length < 5;
      node = node.parentElement
    ) {
      const testId = node.getAttribute('data-testid');
      const firstClass = [...node.classList][0];
      let step = node.tagName.toLowerCase();
      if (node.id) step += `#${node.id}`;
      else if (testId) step += `[data-testid="${testId}"]`;
      else if (firstClass) step += `.${firstClass}`;
      steps.unshift(step);
      if (node.id) break;
    }
    return `<${element.tagName.toLowerCase()}>${text ? ` "${text}"` : ''} (${steps.join(' > ')})`;
  };

  /** Hidden from everyone on purpose: the visually-hidden helper and its likes (a 1 px clipped box). */
  const hiddenOnPurpose = new Map<Element, boolean>();
  const isVisuallyHidden = (element: Element | null): boolean => {
    if (!element) return false;
    let known = hiddenOnPurpose.get(element);
    if (known === undefined) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      known =
        (style.clip !== 'auto' && style.clip !== '') ||
        /inset\(50%/.test(style.clipPath) ||
        (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) ||
        isVisuallyHidden(element.parentElement);
      hiddenOnPurpose.set(element, known);
    }
    return known;
  };

  const isShown = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    if (element.closest('[inert]')) return false;
    return !isVisuallyHidden(element);
  };

  /** The nearest ancestor that cuts off what overflows it (overflow hidden or clip), per axis. */
  const clipperOf = (element: Element, scrolling: boolean): Element | null => {
    for (
      let node = element.parentElement;
      node && node !== document.documentElement;
      node = node.parentElement
    ) {
      const style = getComputedStyle(node);
      const overflow = `${style.overflowX} ${style.overflowY}`;
      if (/hidden|clip/.test(overflow) || (scrolling && /auto|scroll/.test(overflow))) return node;
    }
    return null;
  };

  const inCarousel = (element: Element) =>
    Boolean(element.closest('[aria-roledescription="carousel"]'));

  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const inside = (point: { x: number; y: number }, box: DOMRect) =>
    point.x >= box.left && point.x <= box.right && point.y >= box.top && point.y <= box.bottom;

  // --- Tappable elements: none on top of another, each the one under its own centre. An element
  // is its line boxes (a link wrapped over two lines is two rectangles, not the box around both).
  const rectsOf = (element: Element) =>
    [...element.getClientRects()].filter((r) => r.width >= 1 && r.height >= 1);
  const tappable = [...root.querySelectorAll(INTERACTIVE)].filter((element) => {
    if (!isShown(element) || getComputedStyle(element).pointerEvents === 'none') return false;
    const point = centre(rectsOf(element)[0] ?? element.getBoundingClientRect());
    if (point.x < 0 || point.y < 0 || point.x > viewWidth || point.y > viewHeight) return false;
    // Scrolled or cut out of sight inside a box (a carousel's other slides): not visible here.
    for (let clip = clipperOf(element, true); clip; clip = clipperOf(clip, true)) {
      if (!inside(point, clip.getBoundingClientRect())) return false;
    }
    return true;
  });
  const checked = tappable.filter((element) => {
    const { y } = centre(rectsOf(element)[0] ?? element.getBoundingClientRect());
    return only !== null || (y >= band.top && y <= band.bottom);
  });
  for (const a of checked) {
    const rectsA = rectsOf(a);
    for (const b of tappable) {
      if (a === b || a.contains(b) || b.contains(a)) continue;
      // Each pair once: when both are checked here, from the first of them.
      if (checked.includes(b) && checked.indexOf(b) < checked.indexOf(a)) continue;
      let most = { width: 0, height: 0 };
      for (const ra of rectsA) {
        for (const rb of rectsOf(b)) {
          const width = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const height = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (width > 1 && height > 1 && width * height > most.width * most.height)
            most = { width, height };
        }
      }
      if (most.width > 0) {
        problems.push({
          kind: 'overlap',
          text: `${describe(a)} and ${describe(b)} overlap by ${Math.round(most.width)}×${Math.round(most.height)} px`,
        });
      }
    }
    const point = centre(rectsA[0]!);
    const hit = document.elementFromPoint(point.x, point.y);
    const mine =
      hit &&
      (hit === a || a.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === a));
    // An open list of options, a menu or a dialog covers the page under it on purpose.
    const popup = hit?.closest('[role="listbox"], [role="menu"], [role="dialog"], dialog[open]');
    if (!mine && !(popup && !popup.contains(a))) {
      const cover = hit?.closest(INTERACTIVE) ?? hit;
      problems.push({
        kind: 'covered',
        text: `${describe(a)} is covered at its centre by ${cover ? describe(cover) : 'nothing'}`,
      });
    }
  }

  // --- Text and pictures cut off by a box that hides what overflows it (overflow hidden or clip).
  // The cut is reported at the outermost element whose box that box's edge crosses (a results
  // panel half out of the banner), so text wholly outside a box counts when its container is cut;
  // content wholly outside with nothing crossing the edge is hidden on purpose (a slide not shown).
  // An ellipsis or a line clamp cuts text on purpose.
  const cutAxes = (box: DOMRect, frame: DOMRect, style: CSSStyleDeclaration) =>
    (/hidden|clip/.test(style.overflowX) &&
      (box.left < frame.left - 1 || box.right > frame.right + 1)) ||
    (/hidden|clip/.test(style.overflowY) &&
      (box.top < frame.top - 1 || box.bottom > frame.bottom + 1));
  const crosses = (box: DOMRect, frame: DOMRect, style: CSSStyleDeclaration) =>
    cutAxes(box, frame, style) &&
    box.right > frame.left &&
    box.left < frame.right &&
    box.bottom > frame.top &&
    box.top < frame.bottom;
  const cutOff = (start: Element, box: DOMRect): { cut: Element; clip: Element } | null => {
    const selfClips = /hidden|clip/.test(
      getComputedStyle(start).overflowX + getComputedStyle(start).overflowY,
    );
    for (
      let clip = selfClips ? start : clipperOf(start, false);
      clip;
      clip = clipperOf(clip, false)
    ) {
      const style = getComputedStyle(clip);
      const frame = clip.getBoundingClientRect();
      if (!cutAxes(box, frame, style)) continue;
      if (
        style.textOverflow === 'ellipsis' ||
        style.getPropertyValue('-webkit-line-clamp') !== 'none'
      )
        return null;
      let cut: Element | null = crosses(box, frame, style) ? start : null;
      for (let node = start.parentElement; node && node !== clip; node = node.parentElement) {
        if (crosses(node.getBoundingClientRect(), frame, style)) cut = node;
      }
      return cut ? { cut, clip } : null;
    }
    return null;
  };
  const walker = document.createTreeWalker(
    root === document ? document.body : (root as Element),
    NodeFilter.SHOW_TEXT,
  );
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.bottom < 0 || box.top > viewHeight || box.width < 1) continue;
    if (!isShown(parent) || inCarousel(parent)) continue;
    const found = cutOff(parent, box);
    if (found && !reported.has(found.cut)) {
      reported.add(found.cut);
      const what =
        found.cut === parent
          ? `the text of ${describe(parent)}`
          : `${describe(found.cut)}, with its text "${node.textContent.trim().slice(0, 40)}"`;
      problems.push({ kind: 'clipped', text: `${what} is cut off by ${describe(found.clip)}` });
    }
  }
  for (const image of root.querySelectorAll('img')) {
    if (!isShown(image) || inCarousel(image)) continue;
    const box = image.getBoundingClientRect();
    if (box.bottom < 0 || box.top > viewHeight) continue;
    const found = cutOff(image, box);
    if (!found || reported.has(found.cut)) continue;
    // A picture that covers its whole box (a banner's backdrop) is cropped by design.
    const frame = found.clip.getBoundingClientRect();
    const backdrop =
      box.left <= frame.left + 1 &&
      box.right >= frame.right - 1 &&
      box.top <= frame.top + 1 &&
      box.bottom >= frame.bottom - 1;
    if (backdrop) continue;
    reported.add(found.cut);
    problems.push({
      kind: 'clipped',
      text: `the picture ${describe(image)} is cut off by ${describe(found.clip)}`,
    });
  }

  // --- The page no wider than the window.
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewWidth) {
    const wide = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.right <= viewWidth + 1 || !isShown(element)) return false;
      const parentBox = element.parentElement?.getBoundingClientRect();
      return !parentBox || parentBox.right <= viewWidth + 1;
    });
    const culprits = wide.slice(0, 3).map(describe).join('; ');
    problems.push({
      kind: 'too wide',
      text: `the page is ${pageWidth} px wide in a ${viewWidth} px window: ${culprits || 'no element sticks out'}`,
    });
  }

  // --- Pictures shown larger than their pixels allow. naturalWidth of a srcset picture is in CSS
  // px (its pixels over the density the browser picked), so its pixels are read from a copy.
  const pixelsOf = async (url: string) => {
    const copy = new Image();
    copy.src = url;
    await copy.decode().catch(() => undefined);
    return { width: copy.naturalWidth, height: copy.naturalHeight };
  };
  /** The candidates of the srcset the browser chose from: a <picture>'s <source> or the <img>'s own. */
  const candidatesOf = (image: HTMLImageElement): { url: string; width: number }[] => {
    const sources = image.parentElement instanceof HTMLPictureElement ? [...image.parentElement.querySelectorAll('source')] : [];
    const lists = [...sources, image].map((element) =>
      element.srcset.split(/,\s+/).flatMap((candidate) => {
        const [url, descriptor] = candidate.trim().split(/\s+/);
        const width = Number(/^(\d+)w$/.exec(descriptor ?? '')?.[1] ?? NaN);
        return url && Number.isFinite(width) ? [{ url: new URL(url, location.href).href, width }] : [];
      }),
    );
    return lists.find((list) => list.some((candidate) => candidate.url === image.currentSrc)) ?? [];
  };
  for (const image of root.querySelectorAll('img')) {
    if (!isShown(image) || !image.complete || image.naturalWidth === 0) continue;
    const box = image.getBoundingClientRect();
    if (box.bottom < 0 || box.top > viewHeight) continue;
    if (/\.svg(\?|&|$)|^data:image\/svg/.test(decodeURIComponent(image.currentSrc))) continue;
    const pixels = await pixelsOf(image.currentSrc);
    if (pixels.width === 0) continue;
    const fit = getComputedStyle(image).objectFit;
    const scaleX = image.clientWidth / pixels.width;
    const scaleY = image.clientHeight / pixels.height;
    const scale =
      fit === 'contain'
        ? Math.min(scaleX, scaleY)
        : fit === 'scale-down'
          ? Math.min(1, scaleX, scaleY)
          : fit === 'none'
            ? 1
            : Math.max(scaleX, scaleY); // cover (the covered box) and fill
    // The widest file of its srcset, or a file narrower than the width asked for (the optimizer
    // enlarges nothing: the photo has no more pixels), is as sharp as the site has the photo: a
    // screen denser than the photo's pixels then blurs nothing the site could have sent sharper,
    // and only a photo enlarged beyond its pixels at 1× (too small for its box on any screen) counts.
    const candidates = candidatesOf(image);
    const chosen = candidates.find((candidate) => candidate.url === image.currentSrc);
    const widest = Math.max(...candidates.map((candidate) => candidate.width));
    const allItHas = chosen !== undefined && (chosen.width === widest || pixels.width < chosen.width);
    const density = allItHas ? 1 : window.devicePixelRatio;
    const upscale = scale * density;
    if (upscale > maxUpscale) {
      problems.push({
        kind: 'upscaled',
        text: `${describe(image)} shows a ${pixels.width}×${pixels.height} px picture in a ${image.clientWidth}×${image.clientHeight} px box (object-fit ${fit}) at ${window.devicePixelRatio}× pixel density: enlarged ${upscale.toFixed(2)}× (${image.currentSrc.replace(location.origin, '')})`,
      });
    }
  }
  return problems;
}
