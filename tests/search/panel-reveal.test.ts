import { describe, expect, it } from 'vitest';
import { MIN_PANEL_HEIGHT, panelReveal } from '@/lib/search/panel-reveal';

// An iPhone (844 px tall): header 60 px + 8 px margin; the box at 470-526, the panel from 534.
const phone = { boxTop: 470, panelTop: 534, viewTop: 68 };

describe('panelReveal', () => {
  it('leaves a panel that is on screen where it is', () => {
    expect(panelReveal({ ...phone, panelBottom: 800, viewBottom: 836 })).toEqual({ scroll: 0, maxHeight: null });
  });

  it('scrolls just enough to show the foot of a panel that runs past the screen', () => {
    expect(panelReveal({ ...phone, panelBottom: 900, viewBottom: 836 })).toEqual({ scroll: 64, maxHeight: null });
  });

  it('never scrolls the box under the header, and cuts the panel to the room left above the keyboard', () => {
    // Keyboard open: the visitor sees 68-460; the box can rise by 402 px at most.
    expect(panelReveal({ ...phone, panelBottom: 954, viewBottom: 460 })).toEqual({ scroll: 402, maxHeight: 328 });
  });

  it('does not cut a panel shorter than about three results', () => {
    const { maxHeight } = panelReveal({ ...phone, panelBottom: 954, viewBottom: 250 });
    expect(maxHeight).toBe(MIN_PANEL_HEIGHT);
  });

  it('does not scroll up when the box is already under the header line', () => {
    expect(panelReveal({ boxTop: 40, panelTop: 104, panelBottom: 600, viewTop: 68, viewBottom: 500 })).toEqual({
      scroll: 0,
      maxHeight: 396,
    });
  });
});
