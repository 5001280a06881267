import { useEffect, type RefObject } from 'react';
import { panelReveal } from '@/lib/search/panel-reveal';

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * Keeps the open result panel on screen (lib/search/panel-reveal) each time its results change and
 * when the visible area does (a phone's keyboard opening or closing). The header's height and the
 * margin below come from the box's `scroll-margin-top` and the panel's `scroll-margin-bottom`.
 */
export function usePanelReveal(
  box: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  results: unknown,
) {
  useEffect(() => {
    if (!open) return;
    const reveal = () => {
      const [boxElement, panelElement] = [box.current, panel.current];
      if (!boxElement || !panelElement) return;
      panelElement.style.removeProperty('max-height');
      const view = window.visualViewport;
      const viewTop = view?.offsetTop ?? 0;
      const boxRect = boxElement.getBoundingClientRect();
      const panelTop = panelElement.getBoundingClientRect().top;
      // Its full height: all its results, or the stylesheet's limit (none on a phone, where it takes the room there is).
      const height = Math.min(panelElement.scrollHeight, px(getComputedStyle(panelElement).maxHeight) || Infinity);
      const { scroll, maxHeight } = panelReveal({
        boxTop: boxRect.top,
        panelTop,
        panelBottom: panelTop + height,
        viewTop: viewTop + px(getComputedStyle(boxElement).scrollMarginTop),
        viewBottom: viewTop + (view?.height ?? window.innerHeight) - px(getComputedStyle(panelElement).scrollMarginBottom),
      });
      if (maxHeight !== null) panelElement.style.maxHeight = `${maxHeight}px`;
      if (scroll > 0) {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollBy({ top: scroll, behavior: reduce ? 'instant' : 'smooth' });
      }
    };
    reveal();
    window.visualViewport?.addEventListener('resize', reveal);
    return () => window.visualViewport?.removeEventListener('resize', reveal);
  }, [box, panel, open, results]);
}
