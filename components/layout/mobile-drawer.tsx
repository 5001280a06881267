'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './mobile-drawer.module.css';

/**
 * The mobile drawer menu. A modal <dialog>: the browser traps focus, Escape closes it and the
 * page behind is inert. The menu inside and the icons are server-rendered and passed in (the
 * icon set stays out of the page's JavaScript).
 */
export function MobileDrawer({
  openLabel,
  closeLabel,
  title,
  icons,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  title: string;
  icons: { open: ReactNode; close: ReactNode };
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // A click on a link inside navigates: close the drawer so the new page is visible.
    const onClick = (event: MouseEvent) => {
      if (event.target === element || (event.target as Element).closest('a')) element.close();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        data-testid="drawer-open"
      >
        {icons.open}
        <span className="visually-hidden">{openLabel}</span>
      </button>
      <dialog ref={dialog} className={styles.drawer} aria-label={title} data-testid="drawer">
        <div className={styles.panel}>
          <div className={styles.head}>
            <span className={styles.title}>{title}</span>
            <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
              {icons.close}
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
